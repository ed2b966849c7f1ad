// The kanji arrow notation. Moves are converted to and from the canonical USI text. The writer
// prints what the board says of each move (the piece, 不成) from the spellings it is given;
// the board replay that makes them, and names the piece of a move written without origin, is
// converters/text/text_board.cpp (the syntax knows no game state).
#include "converters/text/record_text.hpp"

#include <array>

#include "converters/text/record_text_lishogi.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "notation/kanji_names.hpp"
#include "notation/move_words.hpp"
#include "rules/data/suggest.hpp"
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
  void advance(std::size_t bytes) { i_ += bytes; }
  // The location `bytes` on from the cursor.
  // Where the cursor is, a byte offset into the line: a place that only a diagnostic would
  // report is kept as a mark and made a location (loc_at) when one is made.
  std::size_t mark() const { return i_; }
  SourceLocation loc_at(std::size_t mark) const {
    return {line_, code_points(s_.substr(0, mark)) + 1};
  }
  SourceLocation loc_after(std::size_t bytes) const {
    const SourceLocation here = loc();
    return {here.line, here.column + code_points(rest().substr(0, bytes))};
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
  // A file number of up to `max_digits` digits, ASCII or full-width (`12` or `１２` on chu's
  // board).
  std::optional<int> file(int max_digits) {
    int value = 0, digits = 0;
    for (; digits < max_digits; ++digits) {
      if (!done() && s_[i_] >= '0' && s_[i_] <= '9') {
        value = value * 10 + (s_[i_++] - '0');
        continue;
      }
      int wide = eat("０") ? 0 : -1;
      for (int i = 0; i < 9 && wide < 0; ++i)
        if (eat(kWideDigits[i])) wide = i + 1;
      if (wide < 0) break;
      value = value * 10 + wide;
    }
    return digits && value > 0 ? std::optional<int>(value) : std::nullopt;
  }
  // A rank numeral 一 .. 十二.
  std::optional<int> rank() {
    std::size_t length = 0;
    auto r = kanji_rank_at(rest(), length);
    if (r) i_ += length;
    return r;
  }
  // The longest piece name of the variant here.
  std::optional<Kind> piece(const KanjiNames& names) {
    std::size_t length = 0;
    auto k = names.at(rest(), length);
    if (k) i_ += length;
    return k;
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
  // After read(): the notation the header chose, and one form per entry for a lishogi one.
  TextNotation notation() const { return notation_; }
  std::vector<TextMoveForm>& forms() { return forms_; }

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
    if (notation_ != TextNotation::Kifukit && v->name != "chu")
      throw FormatError(FormatCode::FORMAT_BAD_VALUE, notation_loc_,
                        "the move notation " + std::string(text_notation_name(notation_)) +
                            " is lishogi's for chu; " + v->name + " is written in kifukit's");
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
      read_header_value(r, i, c, {key, key_loc, value, value_loc});
    }
    throw FormatError(FormatCode::FORMAT_SYNTAX, end_,
                      "the line '手数----指手----' before the moves is missing");
  }

  // One line `key：value` of the header, checked for duplicates and length by read_header.
  struct HeaderLine {
    std::string_view key;
    SourceLocation key_loc;
    std::string value;
    SourceLocation value_loc;
  };

  // Stores the value of one header line in `r`; `c` stands at the value.
  void read_header_value(Record& r, std::size_t i, LineCursor& c, const HeaderLine& h) {
    const std::string_view key = h.key;
    const std::string& value = h.value;
    const SourceLocation key_loc = h.key_loc, value_loc = h.value_loc;
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
        throw FormatError(FormatCode::FORMAT_BAD_VALUE, value_loc, unknown_variant_message(value));
      r.variant = value;
    } else if (key == kProfileKey) {
      r.profile = value;
    } else if (key == kOptionKey) {
      read_option(r, c, h);
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
    } else if (key == kNotationKey) {
      auto n = text_notation_from_name(value);
      if (!n)
        throw FormatError(FormatCode::FORMAT_BAD_VALUE, value_loc,
                          "unknown move notation '" + value + "' (" + text_notation_names() + ")");
      notation_ = *n;
      notation_loc_ = value_loc;
      r.headers.push_back({std::string(kNotationKey), value, value_loc});
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

  // An `option：name=value` line: a name once, at most kMaxOptions of them.
  void read_option(Record& r, LineCursor& c, const HeaderLine& h) {
    const std::string& value = h.value;
    const SourceLocation key_loc = h.key_loc, value_loc = h.value_loc;
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
  }

  std::size_t read_entries(Record& r, const Variant& v, std::size_t i) {
    std::optional<Square> previous_to;
    const KanjiNames names(v);
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
      if (!event && notation_ != TextNotation::Kifukit) {
        read_lishogi_move(c, v, previous_to, e);
      } else if (!event) {
        e.move = read_move(c, v, names, previous_to, e.claim);
        NotationError err;
        if (!e.move.empty() && !parse_move(v, e.move, err))
          throw FormatError(FormatCode::FORMAT_BAD_MOVE, e.move_loc,
                            "bad move (" + e.move + "): " + err.message);
        previous_to = e.claim.destination;
      }
      c.skip_spaces();
      if (c.eat("(")) e.time_ms = read_time(c);
      c.skip_spaces();
      if (!c.done()) c.fail(FormatCode::FORMAT_SYNTAX, "unexpected text after the move");
      r.entries.push_back(std::move(e));
      if (notation_ != TextNotation::Kifukit && forms_.size() < r.entries.size())
        forms_.emplace_back();  // an event
    }
    return i;
  }

  // A move of a lishogi notation: left open, its form kept for the board (text_board.cpp).
  void read_lishogi_move(LineCursor& c, const Variant& v, std::optional<Square>& previous,
                         Entry& e) {
    if (!lishogi_names_) lishogi_names_.emplace(v);
    const lishogi::Locate locate = [&c](std::size_t at) { return c.loc_after(at); };
    lishogi::ParsedMove p =
        lishogi::read_move(notation_, c.rest(), v, *lishogi_names_, previous, locate);
    e.claim = p.claim;
    e.claim.piece_loc = c.loc_after(p.piece_at);
    e.claim.same_loc = c.loc_after(p.same_at);
    p.form.relative_loc = c.loc_after(p.relative_at);
    c.advance(p.length);
    // The destination is known here unless the move names it only on the board (居喰い,
    // じっと, `--`, or 同 after one of them).
    previous = e.claim.destination == kNoSquare ? std::nullopt
                                                : std::optional<Square>(e.claim.destination);
    forms_.push_back(std::move(p.form));
  }

  // A destination square: file number, then rank numeral (`6七`, on chu's board `12十二`).
  static Square read_square(LineCursor& c, const Variant& v) {
    const std::size_t at = c.mark();
    auto file = c.file(v.size > 9 ? 2 : 1);
    if (!file || *file > v.size)
      throw FormatError(FormatCode::FORMAT_BAD_SQUARE, c.loc_at(at),
                        v.size == 9 ? "expected a file digit 1-9"
                                    : "expected a file number 1-" + std::to_string(v.size));
    const std::size_t rank_at = c.mark();
    auto rank = c.rank();
    if (!rank || *rank > v.size)
      throw FormatError(FormatCode::FORMAT_BAD_SQUARE, c.loc_at(rank_at),
                        "expected a rank 一-" + kanji_rank(v.size));
    return make_square(*file, *rank);
  }

  // The origin after the '(': two ASCII digits on a 9x9 board (`68`), a square like the
  // destination on a larger one (`7十二`), then ')'.
  static Square read_origin(LineCursor& c, const Variant& v, std::size_t origin) {
    Square from;
    if (v.size <= 9) {
      auto file = c.number(1);
      auto rank = c.number(1);
      if (!file || !rank || *file < 1 || *rank < 1 || *file > v.size || *rank > v.size)
        throw FormatError(FormatCode::FORMAT_BAD_SQUARE, c.loc_at(origin),
                          "expected an origin like (68)");
      from = make_square(*file, *rank);
    } else {
      auto file = c.file(2);
      auto rank = c.rank();
      if (!file || !rank || *file > v.size || *rank > v.size)
        throw FormatError(FormatCode::FORMAT_BAD_SQUARE, c.loc_at(origin),
                          "expected an origin like (7十二): file number and rank numeral");
      from = make_square(*file, *rank);
    }
    if (!c.eat(")")) c.fail(FormatCode::FORMAT_BAD_MOVE, "expected ')' after the origin");
    return from;
  }

  // Whether the text after a piece name leaves the origin out: the line ends, or a time follows.
  static bool origin_left_out(const LineCursor& c) {
    std::string_view rest = c.rest();
    if (!rest.starts_with("(")) return true;
    return rest.substr(0, rest.find(')')).find(':') != std::string_view::npos;
  }

  // `6七歩(68)`, `同　飛(25)`, `8九銀打`, `2二銀成(33)`, `2二銀不成(33)`, a lion's two steps
  // `5六・5五獅子(5七)` -> USI text. What the notation says beyond the squares goes to `claim` for
  // the validator to compare with the board: the piece, 成/不成, 打 (also before an origin:
  // `5五銀打(44)` is a board move claimed as a drop), 同 (also beside a written square: `同3二` /
  // `3二同`, the written square counts). A board move without origin (`3二銀`, `同　金`) comes
  // back empty, with claim.origin_written false: converters/text/text_board.hpp resolves it.
  static std::string read_move(LineCursor& c, const Variant& v, const KanjiNames& names,
                               std::optional<Square> previous, MoveClaim& claim) {
    claim.present = true;
    Square to = kNoSquare, middle = kNoSquare;
    auto same = [&] {
      SourceLocation at = c.loc();
      if (!c.eat(words::kSame)) return false;
      claim.same = true;
      claim.same_loc = at;
      if (!c.eat("　")) c.eat(" ");
      return true;
    };
    same();
    if (c.digit_ahead()) {
      to = read_square(c, v);
      if (!claim.same && c.eat("・")) {  // a lion's first step, then its second
        middle = to;
        to = read_square(c, v);
      }
      claim.square_written = true;
      claim.written_to = to;
      if (!claim.same) same();
    } else if (!claim.same) {
      c.fail(FormatCode::FORMAT_BAD_SQUARE,
             v.size == 9 ? "expected a file digit 1-9"
                         : "expected a file number 1-" + std::to_string(v.size));
    }
    if (!claim.square_written) {
      if (!previous)  // located just after the 同, as before claims were kept
        throw FormatError(FormatCode::FORMAT_BAD_MOVE,
                          {claim.same_loc.line, claim.same_loc.column + 1},
                          "同 with no previous move");
      to = *previous;
    }
    claim.destination = to;
    claim.piece_loc = c.loc();
    auto kind = c.piece(names);
    if (!kind)
      c.fail(FormatCode::FORMAT_BAD_MOVE, v.size == 9 ? "expected a piece name (歩 銀 金 飛 玉 ...)"
                                                      : "expected a piece name (獅子 奔王 ...)");
    claim.piece = *kind;
    if (c.eat(words::kPromote))
      claim.promotion = MoveClaim::Promotion::Promote;
    else if (c.eat(words::kDecline))
      claim.promotion = MoveClaim::Promotion::Decline;
    const bool promote = claim.promotion == MoveClaim::Promotion::Promote;
    if (claim.promotion == MoveClaim::Promotion::Unmarked && middle == kNoSquare &&
        c.eat(words::kDrop)) {
      claim.drop = true;
      if (!c.rest().starts_with("(")) {
        if (v.kind(*kind).promoted || v.kind(*kind).is_king)
          throw FormatError(FormatCode::FORMAT_BAD_MOVE, claim.piece_loc,
                            "only unpromoted pieces are dropped");
        return format_move(v, Move::drop(*kind, to));
      }
    }
    const std::size_t origin = c.mark();
    if (!claim.drop && origin_left_out(c)) {
      if (middle != kNoSquare)
        c.fail(FormatCode::FORMAT_BAD_MOVE, "a move in two steps names its origin, like (5七)");
      claim.origin_written = false;
      return "";
    }
    if (!c.eat("(")) c.fail(FormatCode::FORMAT_BAD_MOVE, "expected the origin square, like (68)");
    const Square from = read_origin(c, v, origin);
    return format_move(v, middle != kNoSquare ? Move::lion(from, middle, to, promote)
                                              : Move::normal(from, to, promote));
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
        read_end_reason(c, res, has_reason);
        has_reason = true;
      } else if (c.eat(kEliminationKey) && c.eat(kColon)) {
        read_elimination(c, res);
      } else {
        read_places(c, res, cursor(i).loc());
      }
    }
    res.reason_stated = has_reason;  // without 終局理由 the reason is not claimed
    r.result = res;
  }

  // `終局理由：REASON` after the result line; `has_reason` when one was given before.
  void read_end_reason(LineCursor& c, ClaimedResult& res, bool has_reason) {
    SourceLocation at = c.loc();
    if (has_reason) throw FormatError(FormatCode::FORMAT_DUPLICATE_KEY, at, "終局理由 given twice");
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
  }

  // `脱落：SEAT N手 [CREDITED]`: a seat eliminated at a ply, and who is credited.
  void read_elimination(LineCursor& c, ClaimedResult& res) {
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
  }

  // `N位：SEAT [SEAT...]`: the seats of one place of the ranking; `place_loc` is the line's start.
  void read_places(LineCursor& c, ClaimedResult& res, SourceLocation place_loc) {
    auto place = c.number();
    if (!place || !c.eat("位") || !c.eat(kColon))
      c.fail(FormatCode::FORMAT_SYNTAX, "expected 終局理由：, N位： or 脱落：");
    if (*place < 1 || *place > kSeatCount)
      throw FormatError(FormatCode::FORMAT_BAD_VALUE, place_loc, "places are 1 to 4");
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

  Lines lines_;
  SourceLocation end_;
  const SeatMarks* marks_ = &kMarkStyles[0];
  TextNotation notation_ = TextNotation::Kifukit;
  SourceLocation notation_loc_;
  std::optional<lishogi::Names> lishogi_names_;
  std::vector<TextMoveForm> forms_;
};

// --- Writer ---

class TextWriter {
 public:
  TextWriter(const Record& r, const std::vector<TextSpelling>& spellings)
      : r_(r), spellings_(spellings) {
    for (const HeaderField& h : r_.headers)
      for (const SeatMarks& m : kMarkStyles)
        if (h.key == kMarksKey && h.value == m.value) marks_ = &m;
    notation_ = text_notation_of(r_);
  }
  // The header lines the notation keeps: the seat marks and the move notation it writes in.
  bool kept(const HeaderField& h) const {
    return (h.key == kMarksKey && marks_->value == h.value) ||
           (h.key == kNotationKey && text_notation_from_name(h.value) == notation_);
  }

  WriteResult write() {
    const Variant* v = find_variant(r_.variant);
    if (!v) return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc, "unknown variant " + r_.variant);
    if (spellings_.size() != r_.entries.size())
      return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc,
                  "internal: " + std::to_string(spellings_.size()) + " move spellings for " +
                      std::to_string(r_.entries.size()) + " entries");
    names_.emplace(*v);
    if (notation_ != TextNotation::Kifukit && v->name != "chu")
      return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc,
                  "the move notation " + std::string(text_notation_name(notation_)) +
                      " is lishogi's for chu; write " + v->name + " in kifukit's");
    if (notation_ != TextNotation::Kifukit) lishogi_names_.emplace(*v);
    out_ += v->size == 12 ? "# kifukit 中将棋棋譜\n" : "# kifukit 四人将棋棋譜\n";
    header(kFormatKey, std::to_string(r_.format_version), r_.loc);
    bool notation_written = false;
    for (const HeaderField& h : r_.headers)
      if (kept(h) && (h.key == kMarksKey || !notation_written)) {
        header(h.key, h.value, h.loc);
        notation_written = notation_written || h.key == kNotationKey;
      }
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
      if (!kept(h)) {
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

    for (std::size_t i = 0; i < r_.entries.size(); ++i)
      if (!entry(*v, r_.entries[i], spellings_[i], static_cast<int>(i) + 1))
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

  bool entry(const Variant& v, const Entry& e, const TextSpelling& spelling, int number) {
    std::string n = std::to_string(number);
    out_ += std::string(n.size() < 4 ? 4 - n.size() : 0, ' ') + n + " " + std::string(mark(e.seat));
    if (e.type != EntryType::Move) {
      for (const EventName& ev : kEventNames)
        if (ev.type == e.type) out_ += ev.name;
    } else if (!move(v, e, spelling)) {
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

  // A square as the destination is written: `6七`, `12十二`.
  static std::string square_text(Square s) {
    return std::to_string(file_of(s)) + kanji_rank(rank_of(s));
  }

  bool move(const Variant& v, const Entry& e, const TextSpelling& spelling) {
    NotationError err;
    auto m = parse_move(v, e.move, err);
    if (!m) {
      error(FormatCode::FORMAT_BAD_MOVE, e.move_loc, err.message);
      return false;
    }
    Square to = m->to();
    if (notation_ != TextNotation::Kifukit) {
      out_ += lishogi::write_move(notation_, *lishogi_names_, *m, spelling,
                                  !m->has_middle() && previous_to_ == to);
      previous_to_ = to;
      return true;
    }
    if (m->has_middle())  // a lion's two steps, both squares
      out_ += square_text(m->middle()) + "・" + square_text(to);
    else if (previous_to_ == to)
      out_ += words::kSameSpaced;
    else
      out_ += square_text(to);
    previous_to_ = to;
    if (m->is_drop()) {
      out_ += std::string(names_->name(m->dropped())) + std::string(words::kDrop);
      return true;
    }
    out_ += names_->name(spelling.piece);
    if (m->promotes())
      out_ += words::kPromote;
    else if (spelling.decline)
      out_ += words::kDecline;
    if (!spelling.origin) return true;
    const Square from = m->from();
    out_ += "(" +
            (v.size <= 9 ? std::to_string(file_of(from)) + std::to_string(rank_of(from))
                         : square_text(from)) +
            ")";
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
  const std::vector<TextSpelling>& spellings_;
  std::optional<KanjiNames> names_;
  std::optional<Square> previous_to_;
  const SeatMarks* marks_ = &kMarkStyles[0];
  TextNotation notation_ = TextNotation::Kifukit;
  std::optional<lishogi::Names> lishogi_names_;
};

}  // namespace

ReadResult read_text(std::string_view bytes, const std::string& file) {
  return read_text_forms(bytes, file).read;
}

TextReading read_text_forms(std::string_view bytes, const std::string& file) {
  TextReading out;
  out.read = guarded_read(bytes, file, [&](const SourceText& src) {
    refuse_cr_only_line_ends(src);
    TextReader reader(src);
    Record r = reader.read();
    out.notation = reader.notation();
    out.forms = std::move(reader.forms());
    return r;
  });
  return out;
}

namespace {
struct NotationName {
  TextNotation notation;
  std::string_view name;  // the first of a notation is written
};
constexpr NotationName kNotationNames[] = {{TextNotation::Kifukit, "kifukit"},
                                           {TextNotation::KitaoKawasaki, "北尾川崎"},
                                           {TextNotation::KitaoKawasaki, "kitao-kawasaki"},
                                           {TextNotation::Japanese, "日本式"},
                                           {TextNotation::Japanese, "japanese"}};
}  // namespace

std::optional<TextNotation> text_notation_from_name(std::string_view name) {
  for (const NotationName& n : kNotationNames)
    if (n.name == name) return n.notation;
  return std::nullopt;
}

std::string_view text_notation_name(TextNotation n) {
  for (const NotationName& x : kNotationNames)
    if (x.notation == n) return x.name;
  return "kifukit";
}

std::string text_notation_names() {
  std::string out;
  for (const NotationName& n : kNotationNames)
    out += (out.empty() ? "" : ", ") + std::string(n.name);
  return out;
}

TextNotation text_notation_of(const Record& r) {
  for (const HeaderField& h : r.headers)
    if (h.key == kNotationKey)
      if (auto n = text_notation_from_name(h.value)) return *n;
  return TextNotation::Kifukit;
}

void set_text_notation(Record& r, TextNotation n) {
  std::erase_if(r.headers, [](const HeaderField& h) { return h.key == kNotationKey; });
  if (n != TextNotation::Kifukit)
    r.headers.push_back({std::string(kNotationKey), std::string(text_notation_name(n)), r.loc});
}

WriteResult write_text(const Record& record, const std::vector<TextSpelling>& spellings) {
  return TextWriter(record, spellings).write();
}

}  // namespace kifukit
