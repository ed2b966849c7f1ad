// Reading variations: the main line and its branches as a reader meets them, depth first, each
// branch announced by the ply it replaces (KIF 変化：N手, KI2 the same, JKF forks). Keeps the
// board at the end of the line being read.
#pragma once

#include <optional>
#include <vector>

#include "converters/shogi_board.hpp"
#include "formats/record.hpp"

namespace kifukit {

// What a reader asks of the board of the line it reads: the pieces (KI2 resolves a move among
// the legal ones, JKF names the moving piece) or only the side to move (a KIF move line names its
// origin, destination and piece: playing a full Position for it was a tenth of reading KIF).
enum class LineBoard { Pieces, TurnOnly };

class LineTree {
 public:
  LineTree(std::vector<Entry>& main, const Position& start, LineBoard kind = LineBoard::Pieces);

  // With LineBoard::TurnOnly only its side to move follows the line.
  ShogiBoard& board() { return board_; }
  // Plays `move` on the board as far as it can (ShogiBoard::play), or only passes the turn
  // (LineBoard::TurnOnly).
  void play(Move move) {
    if (kind_ == LineBoard::TurnOnly)
      board_.pass_turn();
    else
      board_.play(move);
  }
  // The number of the next entry of the current line (1 = the first of the game).
  int next_ply() const { return lines_.back().start + static_cast<int>(line_size()); }
  // Inline, the main line at once: a KIF or KI2 reader asks for each move.
  std::vector<Entry>& line() { return in_main_line() ? *main_ : entries_of(lines_.size() - 1); }
  bool in_main_line() const { return lines_.size() == 1; }
  // Destination of the last move of the current line (for 同), if any.
  std::optional<Square> last_to() const { return last_to_; }
  // Appends to the current line; `move` is the move it played (a null move for events, and for
  // a KI2 move that names no move, which leaves the line unresolved from there on).
  void add(Entry&& e, Move move);
  // The same in two steps, for a reader that builds the entry in place (an Entry is large to
  // move): `emplace` appends an empty entry to the current line, `added` takes the move it
  // played once the entry is filled in.
  Entry& emplace() { return line().emplace_back(); }
  void added(Move move) {
    const Entry& e = line().back();
    if (e.type == EntryType::Move && e.move.empty()) unresolved_ = true;
    if (!move.is_null()) last_to_ = move.to();
  }
  // added() for an entry whose move is known to be named (its text written): a KIF move.
  void added_named(Move move) { last_to_ = move.to(); }
  // A move of the current line before this point named no move (KI2): the board is unknown.
  bool unresolved() const { return unresolved_; }
  // Starts a branch that replaces entry `ply` of the innermost line read so far that has it
  // (a line's later branches are written before its earlier ones, so this is the one meant).
  // False when no line has an entry `ply`; FORMAT_TOO_DEEP at `at` when the branch would nest
  // deeper than kMaxVariationDepth.
  bool branch(int ply, SourceLocation at);
  // The current line has its ending (a special move such as 投了, or KI2's まで line): nothing
  // but comments may follow until the next 変化. Ending a line that has ended is
  // FORMAT_SYNTAX at `at`, and so is a move in one (end_line, check_open).
  bool ended() const { return ended_; }
  void end_line(SourceLocation at);
  void check_open(SourceLocation at) const {
    if (ended_) refuse_move(at);
  }

 private:
  // A branch is found again from the main line on every use, by the entry it replaces in its
  // parent line and its number there, never kept as a pointer: adding a branch to an entry
  // moves that entry's other branches, one of which may be the line being read (issue 26: a
  // JKF fork on the first move of a fork crashed the reader).
  struct Line {
    std::size_t entry = 0, branch = 0;  // in the line before it (none for the main line)
    int start;                          // ply of its first entry
    Position start_pos;
    std::optional<Square> start_last_to;
    bool start_unresolved;
  };
  [[noreturn]] static void refuse_move(SourceLocation at);
  std::size_t line_size() const {
    return (in_main_line() ? *main_ : entries_of(lines_.size() - 1)).size();
  }
  std::vector<Entry>& entries_of(std::size_t k);
  const std::vector<Entry>& entries_of(std::size_t k) const;
  std::vector<Entry>* main_;
  std::vector<Line> lines_;
  ShogiBoard board_;
  LineBoard kind_;
  std::optional<Square> last_to_;
  bool ended_ = false;
  bool unresolved_ = false;
};

}  // namespace kifukit
