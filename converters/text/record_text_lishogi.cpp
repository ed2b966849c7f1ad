// lishogi's chu move notations as text. The names and forms are those lishogi (shogiops)
// writes; where lishogi writes nothing (a jitto or igui that several pieces could make, a move
// its relative words do not pick out), kifukit's writer adds the origin and its reader accepts
// it (docs/formats/text.md, "Move notations").
#include "converters/text/record_text_lishogi.hpp"

#include <algorithm>
#include <utility>

#include "notation/kanji_names.hpp"
#include "notation/move_words.hpp"
#include "rules/variant.hpp"

namespace kifukit::lishogi {

namespace {

// Number squares: file then rank, 10 11 12 as a b c.
char kk_digit(int n) {
  return n <= 9 ? static_cast<char>('0' + n) : static_cast<char>('a' + n - 10);
}
int kk_value(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'c') return c - 'a' + 10;
  return 0;
}

// The cursor of one move's text; errors carry byte offsets.
class Scan {
 public:
  Scan(std::string_view s, const Locate& locate) : s_(s), locate_(locate) {}
  std::size_t at() const { return i_; }
  std::string_view rest() const { return s_.substr(i_); }
  bool done() const { return i_ >= s_.size(); }
  bool eat(std::string_view t) {
    if (!rest().starts_with(t)) return false;
    i_ += t.size();
    return true;
  }
  void skip(std::size_t n) { i_ += n; }
  [[noreturn]] void fail(FormatCode code, std::string message) const {
    fail_at(i_, code, std::move(message));
  }
  [[noreturn]] void fail_at(std::size_t at, FormatCode code, std::string message) const {
    throw FormatError(code, locate_(at), message);
  }

 private:
  std::string_view s_;
  const Locate& locate_;
  std::size_t i_ = 0;
};

bool kk_square_ahead(const Scan& c) {
  std::string_view r = c.rest();
  return !r.empty() && kk_value(r[0]) != 0;
}

Square read_kk_square(Scan& c, const Variant& v) {
  const std::size_t at = c.at();
  std::string_view r = c.rest();
  const int file = r.size() >= 2 ? kk_value(r[0]) : 0, rank = r.size() >= 2 ? kk_value(r[1]) : 0;
  if (!file || !rank || file > v.size || rank > v.size)
    c.fail_at(at, FormatCode::FORMAT_BAD_SQUARE,
              "expected a square like 76: file then rank, 10 11 12 written a b c");
  c.skip(2);
  return make_square(file, rank);
}

// A Japanese square: file in digits (full-width as lishogi writes them, or ASCII), then the
// rank numeral (`７六`, `１２十二`).
bool japanese_square_ahead(const Scan& c) {
  std::string_view r = c.rest();
  if (!r.empty() && r[0] >= '1' && r[0] <= '9') return true;
  for (std::string_view w : kWideDigits)
    if (r.starts_with(w)) return true;
  return false;
}

Square read_japanese_square(Scan& c, const Variant& v) {
  const std::size_t at = c.at();
  int file = 0, digits = 0;
  for (; digits < 2; ++digits) {
    std::string_view r = c.rest();
    if (!r.empty() && r[0] >= '0' && r[0] <= '9') {
      file = file * 10 + (r[0] - '0');
      c.skip(1);
      continue;
    }
    int wide = c.eat("０") ? 0 : -1;
    for (int i = 0; i < 9 && wide < 0; ++i)
      if (c.eat(kWideDigits[i])) wide = i + 1;
    if (wide < 0) break;
    file = file * 10 + wide;
  }
  std::size_t length = 0;
  auto rank = kanji_rank_at(c.rest(), length);
  if (!digits || file < 1 || file > v.size || !rank || *rank > v.size)
    c.fail_at(at, FormatCode::FORMAT_BAD_SQUARE,
              "expected a square like ７六: file 1-" + std::to_string(v.size) + ", then rank 一-" +
                  kanji_rank(v.size));
  c.skip(length);
  return make_square(file, *rank);
}

// The name at the cursor: its kinds into the claim and the form.
void read_name(Scan& c, const Names& names, ParsedMove& p) {
  p.piece_at = c.at();
  std::size_t length = 0;
  auto kinds = names.at(c.rest(), length);
  if (!kinds) c.fail(FormatCode::FORMAT_BAD_MOVE, "expected a piece name (歩 銀 獅 奔 ...)");
  c.skip(length);
  p.form.kinds = *kinds;
  p.claim.piece = kinds->front();
}

// `(76)` / `(７七)` after the name, when it is not a time `(1:05)`.
bool origin_ahead(const Scan& c) {
  std::string_view r = c.rest();
  return r.starts_with("(") && r.substr(0, r.find(')')).find(':') == std::string_view::npos;
}

void read_origin(Scan& c, const Variant& v, TextNotation n, ParsedMove& p) {
  if (!origin_ahead(c)) return;
  c.eat("(");
  p.form.origin =
      n == TextNotation::KitaoKawasaki ? read_kk_square(c, v) : read_japanese_square(c, v);
  if (!c.eat(")")) c.fail(FormatCode::FORMAT_BAD_MOVE, "expected ')' after the origin");
  p.claim.origin_written = true;
}

void set_destination(ParsedMove& p, Square to) {
  p.claim.destination = to;
  p.claim.square_written = true;
  p.claim.written_to = to;
}

void same_as_previous(ParsedMove& p, std::optional<Square> previous, std::size_t at) {
  p.form.same_as_previous = true;
  p.claim.same = true;
  p.same_at = at;
  if (previous) p.claim.destination = *previous;
}

// Kitao-Kawasaki's `x` (a capture: true) or `-` (to an empty square: false).
std::optional<bool> capture_mark(Scan& c) {
  if (c.eat("x")) return true;
  if (c.eat("-")) return false;
  return std::nullopt;
}

// `歩-76`, `銀(76)x67+`, `銀x` (the last move's square), `獅x!66`, `獅-66x65`, `--`.
void read_kk(Scan& c, const Variant& v, const Names& names, std::optional<Square> previous,
             ParsedMove& p) {
  if (c.eat("--")) {
    p.form.lion = TextMoveForm::Lion::Jitto;
    return;
  }
  read_name(c, names, p);
  read_origin(c, v, TextNotation::KitaoKawasaki, p);
  if (c.rest().starts_with("*")) c.fail(FormatCode::FORMAT_BAD_MOVE, "chu has no drops");
  const std::optional<bool> first = capture_mark(c);
  if (!first)
    c.fail(FormatCode::FORMAT_BAD_MOVE, "expected '-' (to an empty square) or 'x' (a capture)");
  if (*first && c.eat("!")) {  // igui: the first step takes, the lion stays
    p.form.lion = TextMoveForm::Lion::Igui;
    p.form.middle = read_kk_square(c, v);
    p.form.mid_capture = true;
    return;
  }
  if (!kk_square_ahead(c)) {
    same_as_previous(p, previous, c.at());
  } else {
    const Square first_square = read_kk_square(c, v);
    if (const std::optional<bool> second = capture_mark(c)) {  // a lion's two steps
      p.form.lion = TextMoveForm::Lion::TwoSteps;
      p.form.middle = first_square;
      p.form.mid_capture = first;
      p.form.capture = second;
      set_destination(p, read_kk_square(c, v));
      if (c.rest().starts_with("+") || c.rest().starts_with("="))
        c.fail(FormatCode::FORMAT_BAD_MOVE, "a move in two steps never promotes: no + or =");
      return;
    }
    set_destination(p, first_square);
  }
  p.form.capture = first;
  if (c.eat("+"))
    p.claim.promotion = MoveClaim::Promotion::Promote;
  else if (c.eat("="))
    p.claim.promotion = MoveClaim::Promotion::Decline;
}

// `７六歩`, `同　銀`, `５八金右`, `３四歩成`, `３四歩不成`, `６六居喰い`, `６六・６五獅`, `じっと`.
void read_japanese(Scan& c, const Variant& v, const Names& names, std::optional<Square> previous,
                   ParsedMove& p) {
  if (c.eat("じっと")) {
    p.form.lion = TextMoveForm::Lion::Jitto;
    return;
  }
  const std::size_t same_at = c.at();
  if (c.eat(words::kSame)) {
    if (!c.eat("　")) c.eat(" ");
    same_as_previous(p, previous, same_at);
  } else if (japanese_square_ahead(c)) {
    const Square first = read_japanese_square(c, v);
    if (c.eat("居喰い")) {
      p.form.lion = TextMoveForm::Lion::Igui;
      p.form.middle = first;
      return;
    }
    if (c.eat("・")) {
      p.form.lion = TextMoveForm::Lion::TwoSteps;
      p.form.middle = first;
      set_destination(p, read_japanese_square(c, v));
    } else {
      set_destination(p, first);
    }
  } else {
    c.fail(FormatCode::FORMAT_BAD_SQUARE, "expected a square like ７六, 同, じっと");
  }
  read_name(c, names, p);
  p.relative_at = c.at();
  for (bool more = true; more;) {
    more = false;
    for (std::string_view w : words::kLishogiRelative)
      if (!more && c.eat(w)) {
        p.form.relative += w;
        more = true;
      }
  }
  if (p.form.lion == TextMoveForm::Lion::None) {
    if (c.eat(words::kPromote))
      p.claim.promotion = MoveClaim::Promotion::Promote;
    else if (c.eat(words::kDecline))
      p.claim.promotion = MoveClaim::Promotion::Decline;
  }
  if (c.rest().starts_with(words::kDrop)) c.fail(FormatCode::FORMAT_BAD_MOVE, "chu has no drops");
  read_origin(c, v, TextNotation::Japanese, p);
}

}  // namespace

ParsedMove read_move(TextNotation n, std::string_view text, const Variant& v, const Names& names,
                     std::optional<Square> previous, const Locate& locate) {
  ParsedMove p;
  p.claim.present = true;
  p.claim.origin_written = false;
  Scan c(text, locate);
  if (n == TextNotation::KitaoKawasaki)
    read_kk(c, v, names, previous, p);
  else
    read_japanese(c, v, names, previous, p);
  p.length = c.at();
  return p;
}

std::string kk_square(Square s) { return {kk_digit(file_of(s)), kk_digit(rank_of(s))}; }

std::string japanese_square(Square s) {
  std::string file;
  for (char d : std::to_string(file_of(s)))
    file += d == '0' ? std::string("０") : std::string(kWideDigits[d - '1']);
  return file + kanji_rank(rank_of(s));
}

std::string write_move(TextNotation n, const Names& names, Move m, const TextSpelling& s,
                       bool same) {
  const std::string name(names.name(s.piece));
  const bool back = m.has_middle() && m.to() == m.from();
  if (n == TextNotation::KitaoKawasaki) {
    const std::string origin = s.origin ? "(" + kk_square(m.from()) + ")" : "";
    if (back && s.short_lion && !s.middle_capture) return "--";
    if (back && s.short_lion) return name + origin + "x!" + kk_square(m.middle());
    auto mark = [](bool capture) { return capture ? "x" : "-"; };
    if (m.has_middle())
      return name + origin + mark(s.middle_capture) + kk_square(m.middle()) + mark(s.capture) +
             kk_square(m.to());
    return name + origin + mark(s.capture) + (same ? "" : kk_square(m.to())) +
           (m.promotes() ? "+"
            : s.decline  ? "="
                         : "");
  }
  const std::string origin = s.origin ? "(" + japanese_square(m.from()) + ")" : "";
  if (back && s.short_lion)
    return s.middle_capture ? japanese_square(m.middle()) + "居喰い" : "じっと";
  if (m.has_middle())
    return japanese_square(m.middle()) + "・" + japanese_square(m.to()) + name + s.relative +
           origin;
  return (same ? std::string(words::kSameSpaced) : japanese_square(m.to())) + name + s.relative +
         std::string(m.promotes() ? words::kPromote
                     : s.decline  ? words::kDecline
                                  : std::string_view()) +
         origin;
}

}  // namespace kifukit::lishogi
