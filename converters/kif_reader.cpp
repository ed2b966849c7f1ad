// KIF reader: headers and the board diagram (kif_common), then numbered move lines
// `   1 ７六歩(77)   ( 0:16/00:00:16)`, comments `*`, bookmarks `&`, special moves and
// variations `変化：N手`. Moves are data: each is recorded as written (origin, destination, 成,
// 打) with the piece it names as a claim; the validator judges it, so an illegal move, or a piece
// name that is not the piece on the origin, is a finding at its ply, not a read error. Only text
// that is no move at all (no destination, no piece name, a bad origin) is FORMAT_BAD_MOVE.
#include <algorithm>

#include "converters/kif_common.hpp"
#include "converters/kif_format.hpp"
#include "converters/line_tree.hpp"
#include "converters/shogi_names.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "notation/kanji_names.hpp"
#include "notation/move_words.hpp"
#include "rules/variant.hpp"

namespace kifukit {

using namespace std::string_view_literals;

namespace {

// A move line as read, before its entry is built: where its number, its move and its piece start,
// the piece named and the move.
struct MoveRead {
  SourceLocation loc, move_loc, piece_loc;
  Kind piece = Kind::None;
  Move move;
};

class KifReader {
 public:
  explicit KifReader(std::string_view text) : lines_(split_lines(text)) {}

  Record read(std::vector<Diagnostic>& warnings) {
    Record r;
    std::size_t i = read_kif_preamble(lines_, r, is_kif_move_line, &warnings);
    auto start = standard_position(r.start);
    if (!start) throw FormatError(FormatCode::FORMAT_BAD_POSITION, r.start_loc, start.error);
    // At most one main-line entry per line left: reserved, the entries are never moved as the
    // line grows (an Entry is 232 bytes of strings, optionals and branches).
    r.entries.reserve(std::min(lines_.size() - i, kMaxEntries + 1));
    LineTree tree(r.entries, *start, LineBoard::TurnOnly);  // a KIF move names its origin
    for (; i < lines_.size(); ++i) {
      LineCursor c(lines_[i], static_cast<int>(i) + 1);
      const std::size_t number_at = move_number_at(lines_[i]);
      if (number_at == std::string_view::npos && !move_after_all(c, tree, r)) continue;
      tree.check_open(c.loc());
      MoveRead read;
      if ((number_at != std::string_view::npos && quick_move(c, tree, read, number_at)) ||
          move_line(c, tree, r, warnings, read))
        add(read, c, tree);
    }
    return r;
  }

 private:
  // ASCII spaces, then a digit: a move line, as most lines are (trim() and the other kinds'
  // tests are for the rest). Where its number starts; npos for any other line.
  static std::size_t move_number_at(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && line[k] == ' ') ++k;
    return k < line.size() && line[k] >= '0' && line[k] <= '9' ? k : std::string_view::npos;
  }

  // Any other line: read when it is a comment, a bookmark, a variation's start or a line to
  // skip (false); true when it is a move line after all (after tabs or ideographic spaces).
  static bool move_after_all(LineCursor& c, LineTree& tree, Record& r) {
    std::string_view t = trim(c.text());
    if (t.empty() || t[0] == '#') return false;
    if (t.substr(0, 1) == "*") {
      attach_comment(tree.line(), r, tree.in_main_line(), t.substr(1));
      return false;
    }
    if (t.substr(0, 1) == "&") {
      if (!tree.line().empty()) tree.line().back().bookmark = std::string(t.substr(1));
      return false;
    }
    if (t.substr(0, "まで"sv.size()) == "まで"sv || t.substr(0, "手数--"sv.size()) == "手数--"sv)
      return false;
    if (t.substr(0, "変化："sv.size()) == "変化："sv) {
      read_kif_branch(c, tree);
      return false;
    }
    if (!is_kif_move_line(t))
      c.fail(FormatCode::FORMAT_SYNTAX, "expected a move line like '   1 ７六歩(77)'");
    return true;
  }

  // The common move line read by its bytes in one pass: `   1 ７六歩(77)`, `  12 同　角成(88)`,
  // `  31 ５五角打`. ASCII spaces, the move number due, ASCII spaces, the destination (a
  // full-width file and a kanji rank, or 同 with at most one ideographic space), the piece, 打
  // or 成 / 不成 and `(dd)`; line_end() reads what follows (a time). Every place is counted as
  // it is passed (each byte before the destination is a character), with no cursor step. False,
  // with nothing read or built, for any other line (tabs, an ASCII file, a special move, an
  // error): move_line() reads it from its start and words its errors. About 150 instructions a
  // move less than the cursor's steps (docs/speed.md, round 5, read6).
  // `number_at`: where move_number_at() found the number, after ASCII spaces alone.
  bool quick_move(LineCursor& c, LineTree& tree, MoveRead& read, const std::size_t number_at) {
    const std::string_view t = c.text();
    std::size_t k = number_at;
    long long n = 0;
    while (k < t.size() && k - number_at < 7 && t[k] >= '0' && t[k] <= '9')
      n = n * 10 + (t[k++] - '0');
    if (k == number_at || n != tree.next_ply() || entries_ >= kMaxEntries) return false;
    const std::size_t spaces_at = k;
    while (k < t.size() && t[k] == ' ') ++k;
    if (k == spaces_at) return false;
    const std::size_t move_at = k;
    std::string_view rest = t.substr(k);
    if (kif_special_at(rest)) return false;
    Square to = kNoSquare;
    int characters = static_cast<int>(k);  // passed so far
    if (const int file = wide_digit_at(rest), rank = file ? kanji_digit_at(rest.substr(3)) : 0;
        rank) {
      to = make_square(file, rank);
      rest.remove_prefix(kWideDigits[file - 1].size() + kKanjiDigits[rank - 1].size());
      characters += 2;
    } else if (tree.last_to() && rest.starts_with(words::kSame)) {
      to = *tree.last_to();
      const bool spaced = rest.starts_with(words::kSameSpaced);
      rest.remove_prefix(spaced ? words::kSameSpaced.size() : words::kSame.size());
      characters += spaced ? 2 : 1;
    } else {
      return false;
    }
    const int piece_column = characters + 1;
    std::size_t name = 0;
    const auto kind = kif_piece_at(rest, name);
    if (!kind) return false;
    characters += static_cast<int>(name / 3);  // a name's characters are three bytes each
    rest.remove_prefix(name);
    Move m;
    if (rest.starts_with(words::kDrop)) {
      const KindDef& d = kind_def(*kind);
      if (d.promoted || d.is_king) return false;
      m = Move::drop(*kind, to);
      rest.remove_prefix(words::kDrop.size());
      characters += 1;
    } else {
      const bool promote = rest.starts_with(words::kPromote);
      const bool decline = !promote && rest.starts_with(words::kDecline);
      const std::size_t mark = promote   ? words::kPromote.size()
                               : decline ? words::kDecline.size()
                                         : 0;
      rest.remove_prefix(mark);
      characters += promote ? 1 : decline ? 2 : 0;
      if (rest.size() < 4 || rest[0] != '(' || !is_one_to_nine(rest[1]) ||
          !is_one_to_nine(rest[2]) || rest[3] != ')')
        return false;
      m = Move::normal(make_square(rest[1] - '0', rest[2] - '0'), to, promote);
      rest.remove_prefix(4);
      characters += 4;
    }
    const int line = c.line();
    read = {{line, static_cast<int>(number_at) + 1},
            {line, static_cast<int>(move_at) + 1},
            {line, piece_column},
            *kind,
            m};
    c.pass(t.size() - rest.size(), characters);
    return true;
  }

  // A numbered line: a move (true, `read` filled in), or a special move that ends the line.
  bool move_line(LineCursor& c, LineTree& tree, Record& r, std::vector<Diagnostic>& warnings,
                 MoveRead& read) {
    c.skip_spaces();
    const SourceLocation loc = c.loc();
    if (entries_ >= kMaxEntries)
      throw FormatError(FormatCode::FORMAT_TOO_LARGE, loc,
                        "more than " + std::to_string(kMaxEntries) + " entries");
    auto n = c.number(7);
    if (!n || *n != tree.next_ply())
      throw FormatError(FormatCode::FORMAT_SYNTAX, loc,
                        "expected the move number " + std::to_string(tree.next_ply()));
    c.skip_spaces();
    const SpecialMove* special = kif_special_at(c.rest());
    if (!special) {
      read.loc = loc;
      read.move_loc = c.loc();
      read.move = read_move(c, tree, read);
      return true;
    }
    Entry e;
    e.loc = loc;
    e.seat = tree.board().to_move();
    e.move_loc = c.loc();
    c.seek(c.offset() + special->kif.size());
    line_end(c, e);
    tree.end_line(e.loc);
    if (tree.in_main_line())
      r.result = claimed_result(*special, e.seat, move_count(tree.line()), e.loc);
    if (special->entry) {
      e.type = *special->entry;
      tree.add(std::move(e), Move());
    } else if (!tree.in_main_line()) {
      warnings.push_back({"", e.loc.line, e.loc.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
                          "the special move " + std::string(special->kif) +
                              " ends a variation; only the main line's ending is kept"});
    }
    return false;
  }

  // The entry of a move read, built in place (an Entry is large to move) in this one place: a
  // second call of emplace_back would not be inlined.
  void add(const MoveRead& read, LineCursor& c, LineTree& tree) {
    const Seat seat = tree.board().to_move();
    Entry& e = tree.emplace();
    e.loc = read.loc;
    e.seat = seat;
    e.move_loc = read.move_loc;
    e.claim.present = true;
    e.claim.piece = read.piece;
    // The piece named is a claim the validator checks against the origin (CLAIM_PIECE); 成 is
    // part of the move itself (KIF writes no 不成 where a piece stays unpromoted).
    e.claim.promotion_marked = false;
    e.claim.piece_loc = read.piece_loc;
    const Move m = read.move;
    if (m.is_drop())
      assign_one_letter_drop(e.move, standard_, m);
    else
      assign_plain_board_move(e.move, m);
    // remember_parsed: drop() refuses promoted kinds and the king, so every drop read is of a
    // kind standard shogi holds and remember's test of the hand is not needed.
    e.parsed.remember_parsed(standard_, e.move, m);
    tree.play(m);  // the turn passes: the validator judges the move
    line_end(c, e);
    tree.added_named(m);  // a KIF move names its origin: always a move
  }

  // What follows a move or a special move: its time, a `+`, nothing else. Inline, the end of
  // the line: most lines have no time.
  void line_end(LineCursor& c, Entry& e) {
    if (!c.done()) time_and_mark(c, e);
    ++entries_;
  }
  static void time_and_mark(LineCursor& c, Entry& e) {
    c.skip_spaces();
    if (c.eat("(")) e.time_ms = read_kif_time(c);
    c.skip_spaces();
    c.eat("+");  // some programs mark a move that has variations
    c.skip_spaces();
    if (!c.done()) c.fail(FormatCode::FORMAT_SYNTAX, "unexpected text after the move");
  }

  // `７六歩(77)`, `同　歩(76)`, `５五角打`, `２二角成(88)`, `２二角不成(88)`.
  static Move read_move(LineCursor& c, LineTree& tree, MoveRead& read) {
    Square to = kNoSquare;
    SourceLocation at = c.loc();
    if (c.eat_character(words::kSame)) {
      if (!tree.last_to())
        throw FormatError(FormatCode::FORMAT_BAD_MOVE, at, "同 with no previous move");
      to = *tree.last_to();
      c.skip_spaces();
    } else if (auto s = read_kif_square(c)) {
      to = *s;
    } else {
      c.fail(FormatCode::FORMAT_BAD_MOVE, "expected a destination like ７六, 同 or a special move");
    }
    std::size_t n = 0;
    read.piece_loc = c.loc();
    auto kind = kif_piece_at(c.rest(), n);
    if (!kind)
      c.fail(FormatCode::FORMAT_BAD_MOVE, "expected a piece name (歩 香 桂 銀 金 角 飛 玉 ...)");
    c.seek(c.offset() + n);
    read.piece = *kind;
    if (c.eat(words::kDrop)) return drop(c, *kind, to, at);
    bool promote = c.eat(words::kPromote);
    if (!promote) c.eat(words::kDecline);
    if (!c.peek("(")) return drop(c, *kind, to, at);  // some programs leave 打 out
    if (const std::string_view o = c.rest();
        o.size() >= 4 && is_one_to_nine(o[1]) && is_one_to_nine(o[2]) && o[3] == ')') {
      c.pass_ascii(4);  // `(77)`, as nearly every origin is: read at once
      return Move::normal(make_square(o[1] - '0', o[2] - '0'), to, promote);
    }
    c.eat("(");
    const std::size_t origin = c.offset();  // its place is counted only for the error
    auto digits = c.number(2);
    if (!digits || *digits < 11 || *digits % 10 == 0 || !c.eat(")"))
      throw FormatError(FormatCode::FORMAT_BAD_SQUARE, c.loc_at(origin),
                        "expected an origin like (77)");
    Square from = make_square(static_cast<int>(*digits / 10), static_cast<int>(*digits % 10));
    return Move::normal(from, to, promote);
  }

  static bool is_one_to_nine(char ch) { return ch >= '1' && ch <= '9'; }

  static Move drop(LineCursor& c, Kind kind, Square to, SourceLocation at) {
    const KindDef& d = kind_def(kind);
    if (d.promoted || d.is_king)
      throw FormatError(FormatCode::FORMAT_BAD_MOVE, at, "only unpromoted pieces are dropped");
    (void)c;
    return Move::drop(kind, to);
  }

  std::vector<std::string_view> lines_;
  std::size_t entries_ = 0;
  const Variant& standard_ = standard_variant();  // asked once: a call a move
};

}  // namespace

ReadResult read_kif(std::string_view text, const std::string& file, KnownText known) {
  std::vector<Diagnostic> warnings;
  ReadResult result = guarded_read(
      text, file, [&](const SourceText& src) { return KifReader(src.text()).read(warnings); },
      known);
  for (Diagnostic& d : warnings) {
    d.file = file;
    result.diagnostics.push_back(std::move(d));
  }
  return result;
}

}  // namespace kifukit
