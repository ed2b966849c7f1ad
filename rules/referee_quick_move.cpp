#include "rules/referee_quick_move.hpp"

#include "rules/piece_rules.hpp"

namespace kifukit {
namespace {

// The move generator's simple case, not in check: a free piece's every pseudo-legal move is legal.
bool simple_case(const Position& pos, Seat seat, const Profile& profile) {
  return table_rules(pos.variant(), profile) && !partner_rule_applies(pos, seat, profile);
}

// Whether piece kind-facing `kf` on dense square i may move to some square of `to`, as a
// promoted or an unpromoted move (the standard promotion rule as the generator counts it: a kind
// that does not promote has every square `plain`).
bool some_move_allowed(const AttackTables& t, int kf, int i, Bitboard to) {
  const AttackTables::PieceMoves& moves = t.piece_moves(kf, i);
  return !(to & (moves.promoted | moves.plain)).empty();
}

}  // namespace

bool proves_legal_move(const Position& pos, Seat seat, const Profile& profile, int known_in_check) {
  if (known_in_check != 0 || !simple_case(pos, seat, profile)) return false;
  const Variant& v = pos.variant();
  const AttackTables& t = v.attack;
  Bitboard free = pos.occupied_by(index(seat));
  const Square king = pos.king_square(seat);
  if (king != kNoSquare) {
    const int k = t.bit_of[king];
    free &= ~Bitboard::bit(k);
    // A piece that may interact with the king could be pinned: left to the generator.
    if (profile.king_safety) free &= ~t.reach[k];
  }
  const Bitboard occupied = pos.occupied();
  const Bitboard empty = t.board & ~occupied;
  while (free) {
    const int i = free.pop_lowest();
    const int kf = pos.at(t.square_of[i]).kind_facing();
    Bitboard to = t.step_targets(kf, i);
    for (std::uint32_t m = v.slide_mask[kf]; m; m &= m - 1)
      to |= t.slide_targets(__builtin_ctz(m), i, occupied);
    if (some_move_allowed(t, kf, i, to & empty)) return true;
  }
  return false;
}

}  // namespace kifukit
