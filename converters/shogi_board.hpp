// The board the converters replay while they read and write other programs' formats: those
// formats name the moving piece (KIF, KI2, CSA), say 不成 only where a promotion was possible,
// or leave the origin out (KI2), so a move only turns into USI text, or back, on the board.
// No rule is checked here beyond what naming a move needs (a piece of the mover on the origin,
// a piece in hand for a drop); legality is the validator's.
#pragma once

#include <optional>
#include <string>

#include "rules/position.hpp"
#include "rules/profile.hpp"

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
  // True when the piece on `from` moving to `to` could promote there: the rules' promotion
  // question (rules/piece_rules.hpp, promotion_options) under the standard profile, asked before
  // the move is played. JKF writes `promote: false` where it is true; KIF writes no 不成 (the
  // origin says it, as Kifu for Windows writes it: issue 25).
  bool may_promote(Square from, Square to) const;

 private:
  Position pos_;
};

// The standard profile (rules/profiles/standard.yaml) the converters ask the rules with.
const Profile& standard_profile();

// The standard start position, or the one given as SFEN.
std::optional<Position> standard_position(const std::optional<std::string>& sfen,
                                          std::string& error);

}  // namespace kifukit
