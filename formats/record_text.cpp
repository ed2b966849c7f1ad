// The kanji arrow notation. Moves are converted to and from the canonical USI text; the writer
// replays the moves on a bare board (no rules) because the notation names the moving piece and
// says 不成 only where promotion was possible.
#include "formats/record_text.hpp"

#include <array>

#include "formats/kanji_names.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "formats/suggest.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

// The two seat-mark conventions, by seat index (south, west, north, east), chosen by the header
// `座席記号：` (docs/formats/text.md). kifukit's arrows give the direction a seat's pieces
// advance; the published "先手▲ 左手← 後手△ 右手→" style names the seat's place at the table
// seen from South, so there ← is West (the left-hand player) and → is East.
struct SeatMarks {
  std::string_view value;  // the header value: the four marks in seat order
  std::array<std::string_view, 4> marks;
};
constexpr SeatMarks kMarkStyles[] = {{"↑→↓←", {"↑", "→", "↓", "←"}},
                                     {"▲←△→", {"▲", "←", "△", "→"}}};
constexpr std::string_view kMarksKey = "座席記号";

// "↑ → ↓ ←": the marks of a convention, for messages.
std::string mark_list(const SeatMarks& m) {
  std::string out;
  for (std::string_view a : m.marks) out += (out.empty() ? "" : " ") + std::string(a);
  return out;
}

struct EventName {
  EntryType type;
  std::string_view name;
};
constexpr EventName kEventNames[] = {{EntryType::Resign, "投了"},
                                     {EntryType::Timeout, "時間切れ"},
                                     {EntryType::Declare, "入玉宣言"},
                                     {EntryType::AgreeDraw, "引分合意"}};
struct ReasonName {
  EndReason reason;
  std::string_view name;
};
constexpr ReasonName kReasonNames[] = {{EndReason::None, "中断"},
                                       {EndReason::LastSurvivor, "最後の一人"},
                                       {EndReason::TwoEliminated, "二人詰み"},
                                       {EndReason::DoublesElimination, "ペア詰み"},
                                       {EndReason::Repetition, "千日手"},
                                       {EndReason::PerpetualCheck, "連続王手"},
                                       {EndReason::MoveLimit, "手数制限"},
                                       {EndReason::Declaration, "入玉宣言"},
                                       {EndReason::AgreedDraw, "合意引分"},
                                       {EndReason::BareKing, "裸玉"}};

constexpr std::string_view kColon = "：";
constexpr std::string_view kResignReason = "投了";

// The message for an unknown 終局理由, listing every value.
std::string unknown_reason(std::string_view got) {
  std::string names;
  for (const ReasonName& n : kReasonNames) names += std::string(n.name) + " ";
  return "unknown end reason '" + std::string(got) + "' (" + names + std::string(kResignReason) +
         ", or the English names: " + end_reason_names() + ")";
}
constexpr std::string_view kFormatKey = "書式", kVariantKey = "変種", kProfileKey = "規則",
                           kOptionKey = "規則変更", kEventKey = "棋戦", kDateKey = "日付",
                           kSiteKey = "場所", kStartKey = "開始局面", kFirstKey = "初手";
constexpr std::string_view kEndLine = "まで", kReasonKey = "終局理由", kEliminationKey = "脱落";

std::string_view piece_name(Kind k) { return kanji_piece_name(k); }

// A cursor over one line that reports code-point columns.
class LineCursor {
 public:
  LineCursor(std::string_view text, int line, const SeatMarks& marks)
      : s_(text), line_(line), marks_(&marks) {}
  // Counts on from the last location asked for: a long line costs its length, not its square.
  SourceLocation loc() const {
    if (i_ < counted_) {
      counted_ = 0;
      column_ = 1;
    }
    column_ += code_points(s_.substr(counted_, i_ - counted_));
    counted_ = i_;
    return {line_, column_};
  }
  bool done() const { return i_ >= s_.size(); }
  std::string_view rest() const { return s_.substr(i_); }
  bool eat(std::string_view t) {
    if (rest().substr(0, t.size()) != t) return false;
    i_ += t.size();
    return true;
  }
  void skip_spaces() {
    while (eat(" ") || eat("\t") || eat("　")) {
    }
  }
  std::optional<int> number(int max_digits = 9) {
    int value = 0, digits = 0;
    while (!done() && s_[i_] >= '0' && s_[i_] <= '9' && digits < max_digits) {
      value = value * 10 + (s_[i_++] - '0');
      ++digits;
    }
    return digits ? std::optional<int>(value) : std::nullopt;
  }
  std::optional<Seat> arrow() {
    for (int i = 0; i < 4; ++i)
      if (eat(marks_->marks[i])) return seat_at(i);
    return std::nullopt;
  }
  // A seat mark, or a FORMAT_BAD_SEAT naming the marks of the record's convention.
  Seat seat_mark(std::string_view what = "a seat mark") {
    if (auto s = arrow()) return *s;
    fail(FormatCode::FORMAT_BAD_SEAT, "expected " + std::string(what) + " (" + mark_list(*marks_) +
                                          " under " + std::string(kMarksKey) + "：" +
                                          std::string(marks_->value) + ")");
  }
  // Whether a file digit (ASCII or full-width) comes next.
  bool digit_ahead() const {
    if (!done() && s_[i_] >= '0' && s_[i_] <= '9') return true;
    for (std::string_view w : kWideDigits)
      if (rest().starts_with(w)) return true;
    return rest().starts_with("０");
  }
  // One file digit, ASCII or full-width.
  std::optional<int> digit() {
    if (!done() && s_[i_] >= '1' && s_[i_] <= '9') return s_[i_++] - '0';
    for (int i = 0; i < 9; ++i)
      if (eat(kWideDigits[i])) return i + 1;
    return std::nullopt;
  }
  [[noreturn]] void fail(FormatCode code, const std::string& message) const {
    throw FormatError(code, loc(), message);
  }

 private:
  std::string_view s_;
  std::size_t i_ = 0;
  int line_;
  const SeatMarks* marks_;
  mutable std::size_t counted_ = 0;  // loc(): column_ is the column of this offset
  mutable int column_ = 1;
};

// A header value, a name or a comment over kMaxStringBytes.
void check_length(std::size_t bytes, SourceLocation loc, const char* what) {
  if (bytes > kMaxStringBytes)
    throw FormatError(FormatCode::FORMAT_TOO_LARGE, loc,
                      std::string(what) + " of " + std::to_string(bytes) + " bytes; the limit is " +
                          std::to_string(kMaxStringBytes));
}

// A `*` comment line (the cursor after the `*`) joins the comment of the last entry, or the
// record's comment on the start position before the first entry. Appended in place: a long
// comment costs its length, not its square.
void append_comment(Record& r, const LineCursor& c) {
  auto& comment = r.entries.empty() ? r.comment : r.entries.back().comment;
  check_length((comment ? comment->size() + 1 : 0) + c.rest().size(), c.loc(),
               "a comment (its lines together)");
  if (comment)
    comment->append("\n").append(c.rest());
  else
    comment.emplace(c.rest());
}

class TextReader {
 public:
  explicit TextReader(const SourceText& src) : lines_(src), end_(src.end()) {}

  Record read() {
    Record r;
    r.loc = {1, 1};
    read_seat_marks(r);
    std::size_t i = read_header(r);
    const Variant* v = find_variant(r.variant);
    if (r.start) {
      NotationError e;
      // Notation only: a start that breaks a setup rule is the validator's (invalid-setup).
      if (!parse_position(*v, *r.start, e, SetupCheck::Skip))
        throw FormatError(FormatCode::FORMAT_BAD_POSITION,
                          {r.start_loc.line, r.start_loc.column + e.column - 1},
                          "bad start position: " + e.message);
    }
    for (const Player& p : r.players)
      if (std::find(v->seats.begin(), v->seats.end(), p.seat) == v->seats.end())
        throw FormatError(FormatCode::FORMAT_BAD_SEAT, p.loc, "not a seat of " + v->name);
    i = read_entries(r, *v, i);
    if (i < lines_.size()) read_result(r, i);
    return r;
  }

 private:
  // The lines of the source without their line ends (LF or CR LF), read in place.
  class Lines {
   public:
    explicit Lines(const SourceText& src) : src_(src) {}
    std::size_t size() const { return src_.line_count(); }
    std::string_view operator[](std::size_t i) const {
      std::string_view line = src_.line(i);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      return line;
    }

   private:
    const SourceText& src_;
  };

  LineCursor cursor(std::size_t i) const {
    return LineCursor(lines_[i], static_cast<int>(i) + 1, *marks_);
  }

  // The header `座席記号：` is looked for first, so the player lines may come before it.
  void read_seat_marks(Record& r) {
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      std::string_view line = lines_[i];
      if (line.starts_with("手数----")) return;
      if (!line.starts_with(std::string(kMarksKey) + std::string(kColon))) continue;
      std::string_view value = line.substr(kMarksKey.size() + kColon.size());
      for (const SeatMarks& m : kMarkStyles)
        if (value == m.value) {
          marks_ = &m;
          r.headers.push_back({std::string(kMarksKey),
                               std::string(value),
                               {static_cast<int>(i) + 1, code_points(kMarksKey) + 2}});
          return;
        }
      throw FormatError(
          FormatCode::FORMAT_BAD_VALUE, {static_cast<int>(i) + 1, code_points(kMarksKey) + 2},
          "unknown seat marks '" + std::string(value) + "' (" + std::string(kMarkStyles[0].value) +
              " or " + std::string(kMarkStyles[1].value) + ")");
    }
  }
  static bool skippable(std::string_view line) {
    return line.find_first_not_of(" \t") == std::string_view::npos || line[0] == '#';
  }

  std::size_t read_header(Record& r) {
    std::vector<std::string_view> seen;
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      if (skippable(lines_[i])) continue;
      LineCursor c = cursor(i);
      if (c.eat("手数----")) return i + 1;
      std::size_t colon = lines_[i].find(kColon);
      if (colon == std::string_view::npos)
        c.fail(FormatCode::FORMAT_SYNTAX, "expected 'key：value' or the line '手数----...'");
      std::string_view key = lines_[i].substr(0, colon);
      SourceLocation key_loc = c.loc();
      c.eat(key);
      c.eat(kColon);
      SourceLocation value_loc = c.loc();
      check_length(c.rest().size(), value_loc, "a header value");
      std::string value(c.rest());
      if (key != kOptionKey) {
        if (std::find(seen.begin(), seen.end(), key) != seen.end())
          throw FormatError(FormatCode::FORMAT_DUPLICATE_KEY, key_loc,
                            "duplicate header '" + std::string(key) + "'");
        seen.push_back(key);
      }
      auto text_field = [&](TextField& f) {
        f.value = value;
        f.loc = value_loc;
      };
      if (key == kFormatKey) {
        auto n = c.number();
        if (!n || !c.done()) c.fail(FormatCode::FORMAT_TYPE, "the format version is an integer");
        if (*n != kRecordFormatVersion)
          throw FormatError(FormatCode::FORMAT_BAD_VALUE, value_loc,
                            "unsupported format version " + value);
        r.format_version = *n;
      } else if (key == kVariantKey) {
        if (!find_variant(value))
          throw FormatError(FormatCode::FORMAT_BAD_VALUE, value_loc,
                            unknown_variant_message(value));
        r.variant = value;
      } else if (key == kProfileKey) {
        r.profile = value;
      } else if (key == kOptionKey) {
        std::size_t eq = value.find('=');
        if (eq == std::string::npos || eq == 0)
          c.fail(FormatCode::FORMAT_SYNTAX, "an option is written 'name=value'");
        if (!is_option_name(value.substr(0, eq)))
          throw FormatError(FormatCode::FORMAT_BAD_VALUE, value_loc,
                            "'" + value.substr(0, eq) +
                                "' is not an option name (a letter or '_', then letters, digits, "
                                "'_', '-' and '.')");
        // As in the other syntaxes (a map), a name once: the line repeats for other options.
        for (const OptionOverride& o : r.options)
          if (o.key == value.substr(0, eq))
            throw FormatError(FormatCode::FORMAT_DUPLICATE_KEY, value_loc,
                              "option '" + o.key + "' given twice");
        if (r.options.size() >= kMaxOptions)
          throw FormatError(FormatCode::FORMAT_TOO_LARGE, key_loc,
                            "more than " + std::to_string(kMaxOptions) + " option overrides");
        r.options.push_back({value.substr(0, eq), value.substr(eq + 1), value_loc});
      } else if (key == kEventKey) {
        text_field(r.event);
      } else if (key == kDateKey) {
        text_field(r.date);
      } else if (key == kSiteKey) {
        text_field(r.site);
      } else if (key == kStartKey) {
        r.start = value;
        r.start_loc = value_loc;
      } else if (key == kMarksKey) {
        // read by read_seat_marks()
      } else if (key == kFirstKey) {
        Seat s = c.seat_mark();
        if (!c.done()) c.fail(FormatCode::FORMAT_BAD_SEAT, "expected one seat mark");
        r.first_mover = s;
        r.first_mover_loc = value_loc;
      } else {
        LineCursor k = cursor(i);
        auto s = k.arrow();
        if (!s || k.loc().column != value_loc.column - 1)
          throw FormatError(FormatCode::FORMAT_UNKNOWN_KEY, key_loc,
                            "unknown header '" + std::string(key) + "'");
        r.players.push_back({*s, value, key_loc});
      }
    }
    throw FormatError(FormatCode::FORMAT_SYNTAX, end_,
                      "the line '手数----指手----' before the moves is missing");
  }

  std::size_t read_entries(Record& r, const Variant& v, std::size_t i) {
    std::optional<Square> previous_to;
    for (; i < lines_.size(); ++i) {
      if (skippable(lines_[i])) continue;
      LineCursor c = cursor(i);
      if (c.eat("*")) {
        append_comment(r, c);
        continue;
      }
      if (lines_[i].substr(0, kEndLine.size()) == kEndLine) return i;
      c.skip_spaces();
      Entry e;
      e.loc = c.loc();
      if (r.entries.size() >= kMaxEntries)
        throw FormatError(FormatCode::FORMAT_TOO_LARGE, e.loc,
                          "more than " + std::to_string(kMaxEntries) + " entries");
      auto n = c.number();
      if (!n || *n != static_cast<int>(r.entries.size()) + 1)
        c.fail(FormatCode::FORMAT_SYNTAX,
               "expected the entry number " + std::to_string(r.entries.size() + 1));
      c.skip_spaces();
      e.seat = c.seat_mark();
      e.move_loc = c.loc();
      bool event = false;
      for (const EventName& ev : kEventNames)
        if (!event && c.eat(ev.name)) {
          e.type = ev.type;
          event = true;
        }
      if (!event) {
        e.move = read_move(c, v, previous_to, e.claim);
        NotationError err;
        auto m = parse_move(v, e.move, err);
        if (!m)
          throw FormatError(FormatCode::FORMAT_BAD_MOVE, e.move_loc,
                            "bad move (" + e.move + "): " + err.message);
        previous_to = m->to();
      }
      c.skip_spaces();
      if (c.eat("(")) e.time_ms = read_time(c);
      c.skip_spaces();
      if (!c.done()) c.fail(FormatCode::FORMAT_SYNTAX, "unexpected text after the move");
      r.entries.push_back(std::move(e));
    }
    return i;
  }

  // `6七歩(68)`, `同　飛(25)`, `8九銀打`, `2二銀成(33)`, `2二銀不成(33)` -> USI text. What the
  // notation says beyond the squares goes to `claim` for the validator to compare with the board:
  // the piece, 成/不成, 打 (also before an origin: `5五銀打(44)` is a board move claimed as a
  // drop), 同 (also beside a written square: `同3二` / `3二同`, the written square counts).
  static std::string read_move(LineCursor& c, const Variant& v, std::optional<Square> previous,
                               MoveClaim& claim) {
    claim.present = true;
    Square to = kNoSquare;
    auto same = [&] {
      SourceLocation at = c.loc();
      if (!c.eat("同")) return false;
      claim.same = true;
      claim.same_loc = at;
      if (!c.eat("　")) c.eat(" ");
      return true;
    };
    same();
    if (c.digit_ahead()) {
      auto file = c.digit();
      if (!file || *file > v.size)
        c.fail(FormatCode::FORMAT_BAD_SQUARE, "expected a file digit 1-9");
      int rank = 0;
      for (int k = 0; k < 9 && !rank; ++k)
        if (c.eat(kKanjiDigits[k])) rank = k + 1;
      if (!rank || rank > v.size) c.fail(FormatCode::FORMAT_BAD_SQUARE, "expected a rank 一-九");
      to = make_square(*file, rank);
      claim.square_written = true;
      claim.written_to = to;
      if (!claim.same) same();
    } else if (!claim.same) {
      c.fail(FormatCode::FORMAT_BAD_SQUARE, "expected a file digit 1-9");
    }
    if (!claim.square_written) {
      if (!previous)  // located just after the 同, as before claims were kept
        throw FormatError(FormatCode::FORMAT_BAD_MOVE,
                          {claim.same_loc.line, claim.same_loc.column + 1},
                          "同 with no previous move");
      to = *previous;
    }
    std::optional<Kind> kind;
    std::size_t length = 0;
    claim.piece_loc = c.loc();
    if (auto k = kanji_piece_at(c.rest(), length)) {
      kind = k;
      c.eat(c.rest().substr(0, length));
    }
    if (!kind) c.fail(FormatCode::FORMAT_BAD_MOVE, "expected a piece name (歩 銀 金 飛 玉 ...)");
    claim.piece = *kind;
    if (c.eat("成"))
      claim.promotion = MoveClaim::Promotion::Promote;
    else if (c.eat("不成"))
      claim.promotion = MoveClaim::Promotion::Decline;
    if (claim.promotion == MoveClaim::Promotion::Unmarked && c.eat("打")) {
      claim.drop = true;
      if (!c.rest().starts_with("(")) {
        if (kind_def(*kind).promoted || kind_def(*kind).is_king)
          throw FormatError(FormatCode::FORMAT_BAD_MOVE, claim.piece_loc,
                            "only unpromoted pieces are dropped");
        return std::string(1, kind_def(*kind).letter) + "*" + format_square(to);
      }
    }
    SourceLocation origin = c.loc();
    if (!c.eat("(")) c.fail(FormatCode::FORMAT_BAD_MOVE, "expected the origin square, like (68)");
    auto file = c.number(1);
    auto rank = c.number(1);
    if (!file || !rank || *file < 1 || *rank < 1 || *file > v.size || *rank > v.size)
      throw FormatError(FormatCode::FORMAT_BAD_SQUARE, origin, "expected an origin like (68)");
    if (!c.eat(")")) c.fail(FormatCode::FORMAT_BAD_MOVE, "expected ')' after the origin");
    const bool promote = claim.promotion == MoveClaim::Promotion::Promote;
    return format_square(make_square(*file, *rank)) + format_square(to) + (promote ? "+" : "");
  }

  // `m:ss` or `m:ss.mmm`, after the '('; also KIF's clock `( 0:03/00:00:07)`: the time of the
  // move, then the seat's total (h:mm:ss), which is read and not kept (it is the sum of the
  // seat's move times; docs/formats/text.md).
  static std::int64_t read_time(LineCursor& c) {
    c.skip_spaces();
    auto minutes = c.number();
    std::optional<int> seconds, millis = 0;
    if (minutes && c.eat(":")) seconds = c.number(2);
    if (seconds && c.eat(".")) millis = c.number(3);
    if (seconds && millis && *seconds <= 59 && c.eat("/")) {
      const SourceLocation total = c.loc();
      auto h = c.number();
      std::optional<int> m, sec;
      if (h && c.eat(":")) m = c.number(2);
      if (m && c.eat(":")) sec = c.number(2);
      if (!sec || *m > 59 || *sec > 59)
        throw FormatError(FormatCode::FORMAT_SYNTAX, total,
                          "expected the seat's total time like 00:01:05 after '/'");
    }
    if (!seconds || !millis || *seconds > 59 || !c.eat(")"))
      c.fail(FormatCode::FORMAT_SYNTAX,
             "expected a time like (1:05), (1:05.250) or KIF's ( 1:05/00:03:10)");
    return (std::int64_t{*minutes} * 60 + *seconds) * 1000 + *millis;
  }

  void read_result(Record& r, std::size_t i) {
    ClaimedResult res;
    LineCursor first = cursor(i);
    res.loc = first.loc();
    first.eat(kEndLine);
    auto plies = first.number();
    if (!plies || !first.eat("手"))
      first.fail(FormatCode::FORMAT_SYNTAX, "expected 'までN手' or 'までN手で↑の勝ち'");
    if (first.eat("で")) {  // the published `まで14手で↑の勝ち`: a claim of the winner alone
      SourceLocation at = first.loc();
      Seat winner = first.seat_mark("the winner's seat mark");
      if (!first.eat("の勝ち"))
        first.fail(FormatCode::FORMAT_SYNTAX, "expected 'の勝ち' after the winner's mark");
      res.ranking.push_back({winner, 1, at});
    }
    if (!first.done())
      first.fail(FormatCode::FORMAT_SYNTAX, "expected 'までN手' or 'までN手で↑の勝ち'");
    int moves =
        static_cast<int>(std::count_if(r.entries.begin(), r.entries.end(),
                                       [](const Entry& e) { return e.type == EntryType::Move; }));
    if (*plies != moves)
      throw FormatError(
          FormatCode::FORMAT_BAD_VALUE, res.loc,
          "the record has " + std::to_string(moves) + " moves, not " + std::to_string(*plies));
    bool has_reason = false;
    for (++i; i < lines_.size(); ++i) {
      if (skippable(lines_[i])) continue;
      LineCursor c = cursor(i);
      if (c.eat("*")) {  // a comment after the result: kept on the last entry
        append_comment(r, c);
        continue;
      }
      if (c.eat(kReasonKey) && c.eat(kColon)) {
        SourceLocation at = c.loc();
        if (has_reason)
          throw FormatError(FormatCode::FORMAT_DUPLICATE_KEY, at, "終局理由 given twice");
        std::optional<EndReason> reason;
        for (const ReasonName& n : kReasonNames)
          if (!reason && c.rest() == n.name) reason = n.reason;
        if (!reason) reason = end_reason_from_name(c.rest());
        if (!reason && c.rest() == kResignReason) {
          // Published records end `終局理由：投了`: the last seat but one resigned.
          reason = EndReason::LastSurvivor;
          res.ending = Ending::Resign;
        }
        if (!reason) throw FormatError(FormatCode::FORMAT_BAD_VALUE, at, unknown_reason(c.rest()));
        res.reason = *reason;
        has_reason = true;
      } else if (c.eat(kEliminationKey) && c.eat(kColon)) {
        EliminationEntry e;
        e.loc = c.loc();
        e.seat = c.seat_mark();
        c.skip_spaces();
        auto ply = c.number();
        if (!ply || !c.eat("手")) c.fail(FormatCode::FORMAT_SYNTAX, "expected the ply, like 30手");
        e.ply = *ply;
        c.skip_spaces();
        if (!c.done()) {
          e.credited = c.arrow();
          if (!e.credited || !c.done())
            c.fail(FormatCode::FORMAT_BAD_SEAT,
                   "expected the credited seat's mark (" + mark_list(*marks_) + ")");
        }
        if (res.eliminations.size() >= kMaxEntries)
          throw FormatError(FormatCode::FORMAT_TOO_LARGE, e.loc,
                            "more than " + std::to_string(kMaxEntries) + " eliminations");
        res.eliminations.push_back(e);
      } else {
        auto place = c.number();
        if (!place || !c.eat("位") || !c.eat(kColon))
          c.fail(FormatCode::FORMAT_SYNTAX, "expected 終局理由：, N位： or 脱落：");
        if (*place < 1 || *place > kSeatCount)
          throw FormatError(FormatCode::FORMAT_BAD_VALUE, cursor(i).loc(), "places are 1 to 4");
        do {
          c.skip_spaces();
          SourceLocation at = c.loc();
          std::optional<Seat> s = c.seat_mark();
          if (res.ranking.size() >= kMaxEntries)
            throw FormatError(FormatCode::FORMAT_TOO_LARGE, at,
                              "more than " + std::to_string(kMaxEntries) + " ranking entries");
          res.ranking.push_back({*s, *place, at});
          c.skip_spaces();
        } while (!c.done());
      }
    }
    res.reason_stated = has_reason;  // without 終局理由 the reason is not claimed
    r.result = res;
  }

  Lines lines_;
  SourceLocation end_;
  const SeatMarks* marks_ = &kMarkStyles[0];
};

// --- Writer ---

class TextWriter {
 public:
  explicit TextWriter(const Record& r) : r_(r) {
    for (const HeaderField& h : r_.headers)
      for (const SeatMarks& m : kMarkStyles)
        if (h.key == kMarksKey && h.value == m.value) marks_ = &m;
  }

  WriteResult write() {
    const Variant* v = find_variant(r_.variant);
    if (!v) return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc, "unknown variant " + r_.variant);
    // The notation names pieces and squares of 9x9 shogi (docs/formats): chu is written in
    // YAML, JSON or XML.
    if (v->size != 9)
      return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc,
                  "the text notation holds 9x9 variants only, not " + v->name +
                      " (write it as YAML, JSON or XML)");
    out_ += "# kifukit 四人将棋棋譜\n";
    header(kFormatKey, std::to_string(r_.format_version), r_.loc);
    for (const HeaderField& h : r_.headers)
      if (h.key == kMarksKey && marks_->value == h.value) header(kMarksKey, h.value, h.loc);
    header(kVariantKey, r_.variant, r_.loc);
    if (!r_.profile.empty()) header(kProfileKey, r_.profile, r_.loc);
    for (const OptionOverride& o : r_.options) {
      if (o.key.find('=') != std::string::npos) lossy(o.loc, "an option name with '='");
      header(kOptionKey, o.key + "=" + o.value, o.loc);
    }
    for (auto [key, field] :
         {std::pair{kEventKey, &r_.event}, {kDateKey, &r_.date}, {kSiteKey, &r_.site}})
      if (field->value) header(key, *field->value, field->loc);
    for (const Player& p : r_.players) header(mark(p.seat), p.name, p.loc);
    if (r_.start) header(kStartKey, *r_.start, r_.start_loc);
    if (r_.first_mover) header(kFirstKey, std::string(mark(*r_.first_mover)), r_.first_mover_loc);
    out_ += std::string(kTextSeparator) + "\n";
    // Items of other programs' formats (converters/) the notation has no place for.
    for (const HeaderField& h : r_.headers)
      if (h.key != kMarksKey || marks_->value != h.value) {
        lossy(h.loc, "other programs' headers");
        break;
      }
    if (r_.comment) comment(*r_.comment, r_.loc);
    if (r_.result && r_.result->ending != Ending::None && !written_as_resignation(*r_.result))
      lossy(r_.result->loc, std::string("the ending '") + ending_name(r_.result->ending) + "'");
    for (const Entry& e : r_.entries) {
      if (!e.branches.empty()) lossy(e.loc, "variations");
      if (e.bookmark) lossy(e.loc, "a bookmark");
    }

    NotationError err;
    auto pos = r_.start ? parse_position(*v, *r_.start, err, SetupCheck::Skip)
                        : std::optional(start_position(*v));
    if (!pos)
      return fail(FormatCode::FORMAT_BAD_POSITION, r_.start_loc,
                  "bad start position: " + err.message);
    for (Square s : v->squares) board_[s] = pos->at(s);
    for (std::size_t i = 0; i < r_.entries.size(); ++i)
      if (!entry(*v, r_.entries[i], static_cast<int>(i) + 1))
        return {std::nullopt, std::move(diags_)};
    if (r_.result) result(*r_.result);
    return {std::move(out_), std::move(diags_)};
  }

 private:
  void error(FormatCode code, SourceLocation loc, const std::string& message) {
    diags_.push_back({"", loc.line, loc.column, Severity::Error, code, message});
  }
  WriteResult fail(FormatCode code, SourceLocation loc, const std::string& message) {
    error(code, loc, message);
    return {std::nullopt, std::move(diags_)};
  }
  void lossy(SourceLocation loc, const std::string& what) {
    diags_.push_back({"", loc.line, loc.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
                      "the text notation cannot hold " + what + "; it is changed"});
  }
  // Header values are one line: line breaks become spaces (reported).
  void header(std::string_view key, std::string value, SourceLocation loc) {
    if (value.find_first_of("\r\n") != std::string::npos) {
      lossy(loc, "a line break in '" + std::string(key) + "'");
      for (char& ch : value)
        if (ch == '\r' || ch == '\n') ch = ' ';
    }
    out_ += std::string(key) + std::string(kColon) + value + "\n";
  }

  bool entry(const Variant& v, const Entry& e, int number) {
    std::string n = std::to_string(number);
    out_ += std::string(n.size() < 4 ? 4 - n.size() : 0, ' ') + n + " " + std::string(mark(e.seat));
    if (e.type != EntryType::Move) {
      for (const EventName& ev : kEventNames)
        if (ev.type == e.type) out_ += ev.name;
    } else if (!move(v, e)) {
      return false;
    }
    if (e.time_ms) {
      std::int64_t t = *e.time_ms;
      char buffer[48];
      if (t % 1000)
        std::snprintf(buffer, sizeof buffer, "   (%lld:%02lld.%03lld)",
                      static_cast<long long>(t / 60000), static_cast<long long>(t / 1000 % 60),
                      static_cast<long long>(t % 1000));
      else
        std::snprintf(buffer, sizeof buffer, "   (%lld:%02lld)", static_cast<long long>(t / 60000),
                      static_cast<long long>(t / 1000 % 60));
      out_ += buffer;
    }
    out_ += "\n";
    if (e.comment) comment(*e.comment, e.loc);
    return true;
  }
  void comment(const std::string& text, SourceLocation loc) {
    if (text.find('\r') != std::string::npos) lossy(loc, "a carriage return in a comment");
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
      comment_line(text.substr(start, end - start));
    comment_line(text.substr(start));
  }
  std::string_view mark(Seat s) const { return marks_->marks[index(s)]; }
  // `終局理由：投了`: the reader's reading of it, written back the same way.
  static bool written_as_resignation(const ClaimedResult& res) {
    return res.reason_stated && res.reason == EndReason::LastSurvivor &&
           res.ending == Ending::Resign;
  }
  void comment_line(std::string line) {
    std::erase(line, '\r');
    out_ += "*" + line + "\n";
  }

  bool move(const Variant& v, const Entry& e) {
    NotationError err;
    auto m = parse_move(v, e.move, err);
    if (!m) {
      error(FormatCode::FORMAT_BAD_MOVE, e.move_loc, err.message);
      return false;
    }
    Square to = m->to();
    if (previous_to_ == to) {
      out_ += "同　";
    } else {
      out_ += std::to_string(file_of(to)) + std::string(kKanjiDigits[rank_of(to) - 1]);
    }
    previous_to_ = to;
    if (m->is_drop()) {
      out_ += std::string(piece_name(m->dropped())) + "打";
      board_[to] = Piece(m->dropped(), static_cast<std::uint8_t>(index(e.seat)), facing_of(e.seat));
      return true;
    }
    Square from = m->from();
    Piece p = board_[from];
    if (p.empty()) {
      error(FormatCode::FORMAT_BAD_MOVE, e.move_loc,
            "no piece on " + format_square(from) + " to name in the notation");
      return false;
    }
    const KindDef& def = kind_def(p.kind());
    out_ += piece_name(p.kind());
    if (m->promotes())
      out_ += "成";
    else if (def.promotes_to != Kind::None &&
             (v.in_zone(p.facing(), from) || v.in_zone(p.facing(), to)))
      out_ += "不成";
    out_ += "(" + std::to_string(file_of(from)) + std::to_string(rank_of(from)) + ")";
    board_[to] = m->promotes() && def.promotes_to != Kind::None ? p.with_kind(def.promotes_to) : p;
    board_[from] = Piece();
    return true;
  }

  void result(const ClaimedResult& res) {
    int moves = 0;
    for (const Entry& e : r_.entries) moves += e.type == EntryType::Move;
    out_ += std::string(kEndLine) + std::to_string(moves) + "手";
    // A winner alone is written the published way, `まで14手で↑の勝ち`.
    const bool winner_alone = res.ranking.size() == 1 && res.ranking[0].place == 1;
    if (winner_alone) out_ += "で" + std::string(mark(res.ranking[0].seat)) + "の勝ち";
    out_ += "\n";
    std::string_view reason = end_reason_name(res.reason);  // kanji when there is one
    for (const ReasonName& n : kReasonNames)
      if (n.reason == res.reason) reason = n.name;
    if (written_as_resignation(res)) reason = kResignReason;
    if (res.reason_stated)
      out_ += std::string(kReasonKey) + std::string(kColon) + std::string(reason) + "\n";
    for (std::size_t i = winner_alone ? 1 : 0; i < res.ranking.size();) {
      int place = res.ranking[i].place;
      out_ += std::to_string(place) + "位" + std::string(kColon);
      for (bool first = true; i < res.ranking.size() && res.ranking[i].place == place;
           ++i, first = false)
        out_ += (first ? "" : "　") + std::string(mark(res.ranking[i].seat));
      out_ += "\n";
    }
    for (const EliminationEntry& e : res.eliminations) {
      out_ += std::string(kEliminationKey) + std::string(kColon) + std::string(mark(e.seat)) + " " +
              std::to_string(e.ply) + "手";
      if (e.credited) out_ += " " + std::string(mark(*e.credited));
      out_ += "\n";
    }
  }

  const Record& r_;
  std::string out_;
  std::vector<Diagnostic> diags_;
  std::array<Piece, kMailboxSize> board_{};
  std::optional<Square> previous_to_;
  const SeatMarks* marks_ = &kMarkStyles[0];
};

}  // namespace

ReadResult read_text(std::string_view bytes, const std::string& file) {
  return guarded_read(bytes, file, [](const SourceText& src) {
    refuse_cr_only_line_ends(src);
    return TextReader(src).read();
  });
}

WriteResult write_text(const Record& record) { return TextWriter(record).write(); }

}  // namespace kifukit
