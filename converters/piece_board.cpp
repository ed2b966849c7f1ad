#include "converters/piece_board.hpp"

#include "rules/variant.hpp"

namespace kifukit {

PieceBoard::PieceBoard(const Position& start) : to_move_(start.to_move()) {
  for (int file = 1; file <= 9; ++file)
    for (int rank = 1; rank <= 9; ++rank)
      board_[make_square(file, rank)] = start.at(make_square(file, rank));
  for (Seat s : {Seat::South, Seat::North})
    for (Kind k : start.variant().hand_kinds)
      hand_[index(s)][index(k)] = static_cast<std::uint8_t>(start.hand(s, k));
}

bool PieceBoard::apply(Move m) {
  const auto me = static_cast<std::uint8_t>(index(to_move_));
  const Square to = m.to();
  if (m.is_drop()) {
    std::uint8_t& held = hand_[me][index(m.dropped())];
    if (held == 0 || !board_[to].empty()) return false;
    --held;
    board_[to] = Piece(m.dropped(), me, facing_of(to_move_));
    return true;
  }
  const Piece p = board_[m.from()];
  const Piece target = board_[to];
  if (p.empty() || p.owner() != me || (!target.empty() && target.owner() == me)) return false;
  if (!target.empty() && !kind_def(target.kind()).is_king)
    ++hand_[me][index(kind_def(target.kind()).base)];
  board_[m.from()] = Piece();
  board_[to] = m.promotes() ? p.with_kind(kind_def(p.kind()).promotes_to) : p;
  return true;
}

}  // namespace kifukit
