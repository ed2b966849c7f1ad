// KI2: KIF's headers and board diagram, then moves without origins, several a line, each after
// its mark ▲ △ ☗ ☖; the game's end in the line `まで64手で後手の勝ち`. Relative move words are
// resolved on the board (ki2_moves.hpp).
#include "converters/ki2_moves.hpp"
#include "converters/kif_common.hpp"
#include "converters/kif_family_writer.hpp"
#include "converters/kif_format.hpp"
#include "converters/line_tree.hpp"
#include "converters/shogi_names.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "notation/move_words.hpp"
#include "rules/variant.hpp"

namespace kifukit {

using namespace std::string_view_literals;

namespace {

constexpr std::string_view kMarks[] = {"▲", "△", "☗", "☖"};

bool is_ki2_move_line(std::string_view t) {
  for (std::string_view m : kMarks)
    if (t.substr(0, m.size()) == m) return true;
  return false;
}

// The first line of the moves: a move, or the まで ending of a game without moves (the writer
// writes `まで0手で持将棋` right after the headers: a fuzz finding).
bool starts_ki2_moves(std::string_view t) {
  return is_ki2_move_line(t) || t.substr(0, "まで"sv.size()) == "まで"sv;
}

// The side names of the まで line.
std::optional<Seat> side_at(LineCursor& c) {
  if (c.eat("先手") || c.eat("下手")) return Seat::South;
  if (c.eat("後手") || c.eat("上手")) return Seat::North;
  return std::nullopt;
}

class Ki2Reader {
 public:
  explicit Ki2Reader(std::string_view text) : lines_(split_lines(text)) {}

  Record read(std::vector<Diagnostic>& warnings) {
    Record r;
    std::size_t i = read_kif_preamble(lines_, r, starts_ki2_moves, &warnings);
    auto start = standard_position(r.start);
    if (!start) throw FormatError(FormatCode::FORMAT_BAD_POSITION, r.start_loc, start.error);
    LineTree tree(r.entries, *start);
    for (; i < lines_.size(); ++i) {
      std::string_view t = trim(lines_[i]);
      LineCursor c(lines_[i], static_cast<int>(i) + 1);
      if (t.empty() || t[0] == '#') continue;
      if (t[0] == '*') {
        attach_comment(tree.line(), r, tree.in_main_line(), t.substr(1));
        continue;
      }
      if (t[0] == '&') {
        if (!tree.line().empty()) tree.line().back().bookmark = std::string(t.substr(1));
        continue;
      }
      if (t.substr(0, "変化："sv.size()) == "変化："sv) {
        read_kif_branch(c, tree);
        continue;
      }
      c.skip_spaces();
      const SourceLocation made = c.loc();
      if (c.eat("まで")) {
        tree.end_line(made);
        ending(c, tree, r, warnings);
        continue;
      }
      if (!is_ki2_move_line(t))
        c.fail(FormatCode::FORMAT_SYNTAX, "expected moves like '▲７六歩　△３四歩'");
      moves(c, tree);
    }
    return r;
  }

 private:
  void moves(LineCursor& c, LineTree& tree) {
    while (!c.done()) {
      c.skip_spaces();
      if (c.done()) break;
      Entry e;
      e.loc = c.loc();
      std::optional<Seat> mark;
      for (int k = 0; k < 4 && !mark; ++k)
        if (c.eat(kMarks[k])) mark = k % 2 == 0 ? Seat::South : Seat::North;
      if (!mark) c.fail(FormatCode::FORMAT_SYNTAX, "expected a mark ▲ △ before the move");
      tree.check_open(e.loc);
      if (entries_ >= kMaxEntries)
        throw FormatError(FormatCode::FORMAT_TOO_LARGE, e.loc, "too many entries");
      // The mark is the seat (a move out of turn is the validator's ILLEGAL_NOT_YOUR_TURN).
      e.seat = *mark;
      e.move_loc = c.loc();
      std::optional<Move> m = move(c, tree, e);
      if (m) e.move = format_move(*m);
      tree.board().play(m.value_or(Move()));  // as far as it can: the validator judges the move
      ++entries_;
      tree.add(std::move(e), m.value_or(Move()));
    }
  }

  // The move the text names, or nullopt with e.claim.unresolved saying why none is named.
  static std::optional<Move> move(LineCursor& c, LineTree& tree, Entry& e) {
    const SourceLocation at = e.move_loc;
    Ki2Move k;
    if (c.eat(words::kSame)) {
      if (!tree.last_to() && !tree.unresolved())
        throw FormatError(FormatCode::FORMAT_BAD_MOVE, at, "同 with no previous move");
      k.to = tree.last_to().value_or(kNoSquare);
      c.skip_spaces();
    } else if (auto s = read_kif_square(c)) {
      k.to = *s;
    } else {
      c.fail(FormatCode::FORMAT_BAD_MOVE, "expected a destination like ７六 or 同");
    }
    std::size_t n = 0;
    auto kind = kif_piece_at(c.rest(), n);
    if (!kind)
      c.fail(FormatCode::FORMAT_BAD_MOVE, "expected a piece name (歩 香 桂 銀 金 角 飛 玉 ...)");
    k.kind = *kind;
    c.seek(c.offset() + n);
    for (bool more = true; more;) {
      more = false;
      for (std::string_view w : words::kKi2Relative)
        if (c.eat(w)) {
          k.words += w;
          more = true;
        }
    }
    if (c.eat(words::kDrop))
      k.drop = true;
    else if (c.eat(words::kDecline))
      k.promote = false;
    else if (c.eat(words::kPromote))
      k.promote = true;
    if (!c.done() && !c.peek(" ") && !c.peek("\t") && !c.peek("　") && !is_ki2_move_line(c.rest()))
      c.fail(FormatCode::FORMAT_SYNTAX, "unexpected text after the move");
    // Past a move that named nothing the board is unknown, so nothing after it in its line is
    // named either; the validator stops at the first one.
    if (tree.unresolved()) {
      e.claim.unresolved = MoveClaim::Unresolved::AfterUnresolved;
      return std::nullopt;
    }
    Position pos = tree.board().position();
    pos.set_to_move(e.seat);  // the mark's seat, even out of turn
    Ki2Resolution r = resolve_ki2(pos, k);
    e.claim.unresolved = r.failure;
    return r.move;
  }

  // `まで64手で後手の勝ち`, `まで80手で千日手`, `まで30手で中断`, ...
  void ending(LineCursor& c, LineTree& tree, Record& r, std::vector<Diagnostic>& warnings) {
    SourceLocation at = c.loc();
    auto n = c.number(7);
    if (!n || !c.eat("手")) c.fail(FormatCode::FORMAT_SYNTAX, "expected 'までN手で...'");
    // Kifu for Windows writes a mate `まで61手詰` (no で) in its KI2 files (issue 25); no program
    // leaves で out before any other ending.
    if (!c.eat("で") && !c.peek("詰"))
      c.fail(FormatCode::FORMAT_SYNTAX, "expected 'までN手で...' (or 'までN手詰', a mate)");
    // N counts the moves from the start of the game, through the branch point of a variation
    // (`変化：3手` ... `まで3手で中断` after one move of its own).
    const int events = static_cast<int>(tree.line().size()) - move_count(tree.line());
    const int moves = tree.next_ply() - 1 - events;
    if (*n != moves)
      throw FormatError(
          FormatCode::FORMAT_BAD_VALUE, at,
          "the line has " + std::to_string(moves) + " moves, not " + std::to_string(*n));
    const Seat to_move = tree.board().to_move();
    const SpecialMove* special = nullptr;
    bool timeout = c.eat("時間切れにより");
    if (auto side = side_at(c)) {
      c.eat("の");
      if (c.eat("勝ち"))
        special = kif_special(timeout ? "切れ負け" : "投了");
      else if (c.eat("入玉勝ち"))
        special = kif_special("入玉勝ち");
      else if (c.eat("反則勝ち"))
        special = kif_special(*side == to_move ? "反則勝ち" : "反則負け");
      else if (c.eat("反則負け"))
        special = kif_special(*side == to_move ? "反則負け" : "反則勝ち");
      bool winner_moves = special && special->entry == EntryType::Declare;
      if (special && special->entry && (*side == to_move) != winner_moves)
        c.fail(FormatCode::FORMAT_BAD_VALUE,
               "the winner named is the side that would have resigned");
    } else {
      for (std::string_view w :
           {"千日手"sv, "持将棋"sv, "中断"sv, "封じ手"sv, "詰み"sv, "不詰"sv, "引き分け"sv})
        if (!special && c.eat(w)) special = kif_special(w);
      // Kifu for Windows ends a mate `まで3手で詰`, without み.
      if (!special && c.eat("詰")) special = kif_special("詰み");
    }
    if (!special) c.fail(FormatCode::FORMAT_SYNTAX, "unknown ending after までN手で");
    c.skip_spaces();
    if (!c.done()) c.fail(FormatCode::FORMAT_SYNTAX, "unexpected text after the ending");
    if (special->entry) {
      Entry e;
      e.type = *special->entry;
      e.seat = to_move;
      e.loc = e.move_loc = at;
      tree.add(std::move(e), Move());
    }
    if (tree.in_main_line())
      r.result = claimed_result(*special, to_move, moves, at);
    else if (!special->entry)
      warnings.push_back({"", at.line, at.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
                          "the ending of a variation is kept only for the main line"});
  }

  std::vector<std::string_view> lines_;
  std::size_t entries_ = 0;
};

// The spaces after a move that is not the last of its line: half-width spaces up to a cell of
// 12 columns (at least one), as Kifu for Windows writes `▲７六歩    △３四歩` (issue 25:
// json-kifu-format's KI2 grammar reads no full-width space between moves, and real KI2 files
// have none). Every character of a move's text is full-width: two columns.
std::string ki2_move_padding(std::string_view cell) {
  std::size_t columns = 0;
  for (unsigned char ch : cell)
    if ((ch & 0xC0) != 0x80) columns += 2;
  return std::string(columns < 12 ? 12 - columns : 1, ' ');
}

class Ki2Writer : KifFamilyWriter {
 public:
  explicit Ki2Writer(const Record& r) : KifFamilyWriter("KI2"), r_(r) {}

  WriteResult write() {
    if (r_.variant != "standard")
      return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc, "KI2 holds standard shogi only");
    auto start = standard_position(r_.start);
    if (!start) return fail(FormatCode::FORMAT_BAD_POSITION, r_.start_loc, start.error);
    handicap_ = start->to_move() == Seat::North;
    write_kif_headers(r_, out_, true, one_line_fn(), starts_ki2_moves, lossy_fn());
    write_kif_start(*start, out_);
    // A player without a name is left out: `先手：` with nothing after it says nothing, and
    // json-kifu-format's KI2 grammar cannot read it (tests/data/oracle).
    for (const Player& p : r_.players)
      if (!p.name.empty())
        out_ += std::string(name(p.seat)) + "：" + player_name(p) + "\n";
      else  // it reads back as no player at all (issue 26)
        lossy(p.loc, "a player with no name");
    write_kif_headers(r_, out_, false, one_line_fn(), starts_ki2_moves, lossy_fn());
    out_ += "\n";
    if (r_.comment) comment(*r_.comment, r_.loc);
    if (!line(r_.entries, 1, ShogiBoard(*start), std::nullopt, true))
      return {std::nullopt, std::move(diags_)};
    return {std::move(out_), std::move(diags_)};
  }

 private:
  std::function<std::string(std::string, SourceLocation)> one_line_fn() {
    return [this](std::string s, SourceLocation loc) { return one_line(std::move(s), loc); };
  }
  std::function<void(SourceLocation, const std::string&)> lossy_fn() {
    return [this](SourceLocation loc, const std::string& what) { lossy(loc, what); };
  }
  void comment(const std::string& text, SourceLocation loc) {
    if (const std::string lost = write_kif_comment(out_, text); !lost.empty()) lossy(loc, lost);
  }
  std::string_view name(Seat s) const {
    return s == Seat::South ? (handicap_ ? "下手" : "先手") : (handicap_ ? "上手" : "後手");
  }

  bool line(const std::vector<Entry>& entries, int ply, ShogiBoard board,
            std::optional<Square> last_to, bool main) {
    struct Fork {
      std::size_t index;
      ShogiBoard board;
      std::optional<Square> last_to;
    };
    std::vector<Fork> forks;
    if (const std::string lost = first_move_fork_loss(entries, main); !lost.empty())
      lossy(entries.front().loc, lost);
    int on_line = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const Entry& e = entries[i];
      if (!e.branches.empty()) forks.push_back({i, board, last_to});
      if (e.time_ms && !times_reported_) {
        times_reported_ = true;
        lossy(e.loc, "clock times");
      }
      if (e.type != EntryType::Move) break;  // an event ends the line: the まで line says it
      NotationError err;
      auto m = parse_move(standard_variant(), e.move, err);
      if (!m) {
        fail(FormatCode::FORMAT_BAD_MOVE, e.move_loc, "bad move '" + e.move + "'");
        return false;
      }
      Position before = board.position();
      before.set_to_move(e.seat);  // the mark written, even out of turn
      std::string text = ki2_move_text(before, *m, last_to);
      if (text.empty()) {
        fail(FormatCode::FORMAT_BAD_MOVE, e.move_loc,
             e.move + ": KI2 cannot write this move so that it reads back (no origin to name it)");
        return false;
      }
      board.play(*m);  // as recorded, illegal or not (issue 25)
      last_to = m->to();
      const std::string cell = std::string(e.seat == Seat::South ? "▲" : "△") + text;
      out_ += cell;
      const bool last = i + 1 == entries.size() || entries[i + 1].type != EntryType::Move;
      const bool breaks = e.comment || e.bookmark || ++on_line == 6 || last;
      out_ += breaks ? "\n" : ki2_move_padding(cell);
      if (breaks) on_line = 0;
      if (e.comment) comment(*e.comment, e.loc);
      if (e.bookmark) bookmark(out_, *e.bookmark, e.loc);
    }
    ending(entries, ply, main);
    for (std::size_t k = forks.size(); k-- > 0;) {
      const Fork& f = forks[k];
      int at = ply + static_cast<int>(f.index);
      for (const std::vector<Entry>& b : entries[f.index].branches) {
        out_ += "\n変化：" + std::to_string(at) + "手\n";
        if (!line(b, at, f.board, f.last_to, false)) return false;
      }
    }
    return true;
  }

  // `ply` is the ply of entries[0]: N in までN手 counts from the start of the game, through the
  // branch point of a variation, as the reader does.
  void ending(const std::vector<Entry>& entries, int ply, bool main) {
    if (const std::string beside = ending_beside_event_loss(r_, entries, main); !beside.empty())
      lossy(r_.result->loc, beside);
    std::string lost;
    const int moves = move_count(entries);
    // The side to move at the end: the first mover after an even number of moves.
    Seat first = entries.empty() ? Seat::South : entries.front().seat;
    Seat to_move = moves % 2 == 0 ? first : opposite(first);
    const SpecialMove* s = kif_ending_special(r_, entries, main, to_move, &lost);
    if (!lost.empty()) lossy(r_.result->loc, lost);
    if (!s) return;
    std::string tail;
    if (s->entry == EntryType::Resign)
      tail = std::string(name(opposite(to_move))) + "の勝ち";
    else if (s->entry == EntryType::Timeout)
      tail = "時間切れにより" + std::string(name(opposite(to_move))) + "の勝ち";
    else if (s->entry == EntryType::Declare)
      tail = std::string(name(to_move)) + "の入玉勝ち";
    else if (s->ending == Ending::FoulWin)
      tail = std::string(name(to_move)) + "の反則勝ち";
    else if (s->ending == Ending::FoulLoss)
      tail = std::string(name(to_move)) + "の反則負け";
    else if (s->ending == Ending::Repetition || s->ending == Ending::Impasse ||
             s->ending == Ending::Interrupt || s->ending == Ending::SealedMove ||
             s->ending == Ending::Mate || s->ending == Ending::NoMate)
      tail = std::string(s->kif);
    if (tail.empty()) {
      lossy(r_.result ? r_.result->loc : r_.loc,
            "the ending " + std::string(s->kif.empty() ? s->csa : s->kif));
      return;
    }
    out_ += "まで" + std::to_string(ply - 1 + moves) + "手で" + tail + "\n";
    // The reader gives the comment and bookmark after the まで line to the ending's entry.
    if (entries.empty() || entries.back().type == EntryType::Move) return;
    const Entry& end = entries.back();
    if (end.comment) comment(*end.comment, end.loc);
    if (end.bookmark) bookmark(out_, *end.bookmark, end.loc);
  }

  const Record& r_;
  std::string out_;
  bool handicap_ = false;
  bool times_reported_ = false;
};

}  // namespace

ReadResult read_ki2(std::string_view text, const std::string& file, KnownText known) {
  std::vector<Diagnostic> warnings;
  ReadResult result = guarded_read(
      text, file, [&](const SourceText& src) { return Ki2Reader(src.text()).read(warnings); },
      known);
  for (Diagnostic& d : warnings) {
    d.file = file;
    result.diagnostics.push_back(std::move(d));
  }
  return result;
}

WriteResult write_ki2(const Record& record) { return Ki2Writer(record).write(); }

}  // namespace kifukit
