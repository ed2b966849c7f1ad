#include "converters/piece_board.hpp"

#include <array>

#include "rules/variant.hpp"

namespace kifukit {

namespace {
// What a capture and a promotion make of each standard kind, read once from kind_def (the
// rules' one table): two kind_def calls a capture cost about half of apply().
struct KindFacts {
  std::array<Kind, kFirstOtherKind> captured_to_hand{};  // Kind::None for the king
  std::array<Kind, kFirstOtherKind> promotes_to{};
};
const KindFacts& standard_kind_facts() {
  static const KindFacts facts = [] {
    KindFacts f;
    for (int k = 1; k < kFirstOtherKind; ++k) {
      const KindDef& d = kind_def(static_cast<Kind>(k));
      f.captured_to_hand[k] = d.is_king ? Kind::None : d.base;
      f.promotes_to[k] = d.promotes_to;
    }
    return f;
  }();
  return facts;
}
}  // namespace

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
  const Piece p = board_[m.from()];
  const Piece target = board_[to];
  if (p.empty() || p.owner() != me || (!target.empty() && target.owner() == me)) return false;
  const KindFacts& facts = standard_kind_facts();  // the board holds standard kinds only
  if (!target.empty())
    if (const Kind held = facts.captured_to_hand[index(target.kind())]; held != Kind::None)
      ++hand_[me][index(held)];
  board_[m.from()] = Piece();
  board_[to] = m.promotes() ? p.with_kind(facts.promotes_to[index(p.kind())]) : p;
  return true;
}

}  // namespace kifukit
