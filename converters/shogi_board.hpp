// The board the converters replay while they read and write other programs' formats: those
// formats name the moving piece (KIF, KI2, CSA), say 不成 only where a promotion was possible,
// or leave the origin out (KI2), so a move only turns into USI text, or back, on the board.
// No rule is checked here beyond what naming a move needs (a piece of the mover on the origin,
// a piece in hand for a drop); legality is the validator's. A reader records every move as
// written and plays it here as far as the board can: a move that cannot be made on it (an empty
// origin, a drop from an empty hand) only passes the turn, and the validator reports it at its
// ply. Past such a move the board is a best guess, which is enough: the validator stops judging
// at the first illegal move (docs/decisions.md, "Moves are data").
#pragma once

#include <optional>
#include <string>

#include "formats/record.hpp"
#include "rules/position.hpp"
#include "rules/profile.hpp"

namespace kifukit {

class ShogiBoard {
 public:
  explicit ShogiBoard(const Position& start) : pos_(start) {}
  const Position& position() const { return pos_; }
  Seat to_move() const { return pos_.to_move(); }
  Piece at(Square s) const { return pos_.at(s); }
  // Plays `m` for the seat to move and passes the turn. When the move cannot be made on this
  // board (nothing of the mover's on the origin, a drop of a piece it does not hold or on a taken
  // square, a capture of its own piece) the board is left as it was but for the turn, and the
  // message says why: writers that must name the piece refuse the move then.
  std::optional<std::string> play(Move m);
  // Passes the turn and plays nothing: for a reader that needs only the side to move.
  void pass_turn() {
    pos_.set_to_move(opposite(pos_.to_move()));
    pos_.set_ply(pos_.ply() + 1);
  }
  // True when the piece on `from` moving to `to` could promote there: the rules' promotion
  // question (rules/piece_rules.hpp, promotion_options) under the standard profile, asked before
  // the move is played. JKF writes `promote: false` where it is true; KIF writes no 不成 (the
  // origin says it, as Kifu for Windows writes it: issue 25).
  bool may_promote(Square from, Square to) const;

 private:
  std::optional<std::string> apply(Move m);
  Position pos_;
};

// The piece a writer names for the move `m` of `e` (KIF, CSA and JKF name it): the one on the
// origin (the kind dropped for a drop), else the piece the notation it was read from named (a
// move from an empty square, kept as written); nullopt when neither says.
std::optional<Kind> piece_to_name(const ShogiBoard& board, const Entry& e, Move m);

// The standard profile (rules/profiles/standard.yaml) the converters ask the rules with.
const Profile& standard_profile();

// The standard start position, or the one given as SFEN, or why that SFEN does not parse.
struct StandardStart {
  std::optional<Position> position;
  std::string error;  // the SFEN's notation error when there is no position
  explicit operator bool() const { return position.has_value(); }
  const Position& operator*() const { return *position; }
  const Position* operator->() const { return &*position; }
};
StandardStart standard_position(const std::optional<std::string>& sfen);

}  // namespace kifukit
