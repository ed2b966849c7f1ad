// The board the converters replay while they read and write other programs' formats: those
// formats name the moving piece (KIF, KI2, CSA), say 不成 only where a promotion was possible,
// or leave the origin out (KI2), so a move only turns into USI text, or back, on the board.
// No rule is checked here beyond what naming a move needs (a piece of the mover on the origin,
// a piece in hand for a drop); legality is the validator's.
#pragma once

#include <optional>
#include <string>

#include "rules/position.hpp"

namespace kifukit {

class ShogiBoard {
 public:
  explicit ShogiBoard(const Position& start) : pos_(start) {}
  const Position& position() const { return pos_; }
  Seat to_move() const { return pos_.to_move(); }
  Piece at(Square s) const { return pos_.at(s); }
  // Plays `m` for the seat to move and passes the turn; a message (and no change) when the move
  // cannot be named on this board: nothing of the mover's on the origin, a drop of a piece it
  // does not hold, a capture of its own piece.
  std::optional<std::string> play(Move m);
  // True when a piece of `kind` moving from `from` to `to` could promote there.
  bool may_promote(Kind kind, Square from, Square to) const;

 private:
  Position pos_;
};

// The standard start position, or the one given as SFEN.
std::optional<Position> standard_position(const std::optional<std::string>& sfen,
                                          std::string& error);

}  // namespace kifukit
