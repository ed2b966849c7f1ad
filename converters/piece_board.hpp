// The board the CSA reader keeps while it reads: which piece stands on each square, the pieces
// in hand and the side to move, in plain arrays. A CSA move names the piece after it moves, so
// the reader asks the origin's piece to tell a promotion, and nothing more. ShogiBoard plays a
// full Position (bitboards, piece lists, the hash key) for the readers and writers that ask the
// rules (KI2 resolves a move among the legal ones, writers ask may_promote); playing one here
// cost the CSA reader a quarter of its instructions per move (docs/speed.md, round 4).
#pragma once

#include <array>
#include <cstdint>

#include "rules/position.hpp"

namespace kifukit {

class PieceBoard {
 public:
  // A standard shogi position (its 9x9 squares and its hands of the seven kinds that drop).
  explicit PieceBoard(const Position& start);
  Seat to_move() const { return to_move_; }
  Piece at(Square s) const { return board_[s]; }
  // As ShogiBoard::play, without its message: plays `m` for the seat to move when the board can
  // make it (a piece of the mover on the origin, no piece of the mover's on the destination; for
  // a drop, the kind in hand and the square empty), a capture going to the mover's hand
  // unpromoted and a captured king to nobody; then the turn passes. False when the move was not
  // made.
  bool play(Move m) {  // inline: the CSA reader plays every move
    const bool made = !m.is_null() && (m.is_drop() ? apply_drop(m) : apply_board_move(m));
    to_move_ = opposite(to_move_);
    return made;
  }

 private:
  // A drop, inline (a call's prologue cost about as much as its tests): the kind in hand and the
  // square empty.
  bool apply_drop(Move m) {
    const auto me = static_cast<std::uint8_t>(index(to_move_));
    std::uint8_t& held = hand_[me][index(m.dropped())];
    if (held == 0 || !board_[m.to()].empty()) return false;
    --held;
    board_[m.to()] = Piece(m.dropped(), me, facing_of(to_move_));
    return true;
  }
  // A board move: inline for one that neither captures nor promotes (most moves), which needs no
  // kind's definition; apply() for the rest.
  bool apply_board_move(Move m) {
    const Piece p = board_[m.from()], target = board_[m.to()];
    if (p.empty() || p.owner() != index(to_move_)) return false;
    if (!target.empty() || m.promotes()) return apply(m);
    board_[m.from()] = Piece();
    board_[m.to()] = p;
    return true;
  }
  bool apply(Move m);                        // a board move that captures or promotes
  std::array<Piece, kMailboxSize> board_{};  // by Square, as Position's
  std::array<std::array<std::uint8_t, 16>, kSeatCount> hand_{};  // standard kinds are below 16
  Seat to_move_;
};

}  // namespace kifukit
