// The Referee's after-move check test (Referee::checks_after_move), in a header so that both of
// its hot callers inline it: after_move() (perft, rules/referee.cpp) and Referee::move() (the
// replay, rules/referee_game.cpp). Include it from those two files only.
#pragma once

#include <cstdint>

#include "rules/movegen.hpp"
#include "rules/referee.hpp"

namespace kifukit {

namespace referee_checks {

// Whether move m can have attacked square k or opened a line to it: the moved piece arrives
// near k or on a line through it, or leaves (or captures on) such a square.
inline bool move_may_reach(const Variant& v, Move m, Square k) {
  if (v.attack.enabled) {
    const AttackTables& t = v.attack;
    const Bitboard& reach = t.reach[t.bit_of[k]];
    return reach.test(t.bit_of[m.to()]) || (!m.is_drop() && reach.test(t.bit_of[m.from()])) ||
           (m.has_middle() && reach.test(t.bit_of[m.middle()]));
  }
  return may_interact(m.to(), k) || (!m.is_drop() && may_interact(m.from(), k)) ||
         (m.has_middle() && may_interact(m.middle(), k));
}

// The checks a move just played by `mover` gives to kings it did not attack before (bitboard
// boards, no lion): only the moved piece from its destination and a slider uncovered on the line
// from a king through the origin can give one. The attack rules are Position::attacks()' own
// tables (steps and jumps per kind and facing, slides to the first piece), asked only where the
// move changed something. What is the same for every king is looked up once per move.
class NewChecks {
 public:
  NewChecks(const Position& after, Seat mover, Move m)
      : after_(after),
        v_(after.variant()),
        t_(v_.attack),
        m_(m),
        mover_(index(mover)),
        to_(t_.bit_of[m.to()]),
        kf_(after.at(m.to()).kind_facing()) {}

  // The squares attacks() can answer true for: those the moved piece steps to or sees along a
  // line from its destination, and those on a line through its origin. Most moves reach no
  // king's square, and one test of this set answers for every king at once.
  Bitboard reach() const {
    Bitboard r = t_.step_targets(kf_, to_);
    if (v_.slide_mask[kf_]) r |= t_.lines[to_];
    if (!m_.is_drop()) r |= t_.lines[t_.bit_of[m_.from()]];
    return r;
  }

  // Whether the move attacks square k by a piece of `attackers` (bit mask over seats).
  bool attacks(Square k, std::uint8_t attackers) const {
    const int ki = t_.bit_of[k];
    if ((attackers >> mover_) & 1) {
      if (t_.step_targets(kf_, to_).test(ki)) return true;
      const int dir = t_.line_dir[k - m_.to() + AttackTables::kLineBias];  // from `to` towards k
      if (dir != 0xFF && ((v_.slide_mask[kf_] >> dir) & 1) &&
          t_.first_blocker(dir, to_, after_.occupied()) == ki)
        return true;
    }
    if (m_.is_drop()) return false;
    const int back = t_.line_dir[m_.from() - k + AttackTables::kLineBias];  // from k to `from`
    if (back == 0xFF) return false;
    // Uncovered: the first piece beyond the origin, if it slides towards k. Without such a
    // slider anywhere on the ray the board's occupancy need not be read.
    const Bitboard towards = t_.ray[back][ki] & after_.sliders((back + 4) & 7);
    if (towards.empty()) return false;
    const int b = t_.first_blocker(back, ki, after_.occupied());
    if (b < 0 || !towards.test(b)) return false;
    return (attackers >> after_.at(t_.square_of[b]).owner()) & 1;  // a neutral piece's bit is 4
  }

 private:
  const Position& after_;
  const Variant& v_;
  const AttackTables& t_;
  const Move m_;
  const int mover_;
  const int to_;  // dense index of the destination
  const int kf_;  // kind_facing() of the moved piece
};

}  // namespace referee_checks

KIFUKIT_INLINE std::uint8_t Referee::checks_after_move(const Position& after, Seat mover, Move m,
                                                       int checks_before) const {
  std::uint8_t mask = 0;
  const Variant& v = after.variant();
  // A seat not in check before: only what the move changed is looked at (NewChecks, which
  // slides to the first piece: no lion powers, no range-limited slides).
  const bool incremental = v.attack.enabled && !v.any_lion && !v.any_limited_slide;
  const unsigned others = after.alive_mask() & ~(1u << index(mover));
  if (incremental && checks_before >= 0 && !(checks_before & others)) {
    const referee_checks::NewChecks fresh(after, mover, m);
    const AttackTables& t = v.attack;
    // The other seats' royal pieces (a superset of their kings: the loop below asks the kings).
    const Bitboard royals =
        after.royals() & ~after.occupied_by(kNeutral) & ~after.occupied_by(index(mover));
    for (Bitboard reached = fresh.reach() & royals; reached;) {
      const Square k = t.square_of[reached.pop_lowest()];
      const int i = after.at(k).owner();
      // A living seat's king (not another royal piece of it).
      if (!((others >> i) & 1) || after.king_square(seat_at(i)) != k) continue;
      if (fresh.attacks(k, attackers_of(after, seat_at(i), profile_)))
        mask |= static_cast<std::uint8_t>(1u << i);
    }
    return mask;
  }
  for (unsigned seats = others; seats; seats &= seats - 1) {
    const int i = __builtin_ctz(seats);
    const Seat x = seat_at(i);
    const Square k = after.king_square(x);
    if (k == kNoSquare) continue;
    // A seat not in check before is in check now only if the moved piece reaches its king or
    // the move opened a line to it (from its origin, or the middle square a lion captured on).
    const bool was_checked = checks_before < 0 || ((checks_before >> i) & 1);
    if (!was_checked && !referee_checks::move_may_reach(v, m, k)) continue;
    const std::uint8_t attackers = attackers_of(after, x, profile_);
    const bool checked = !was_checked && incremental
                             ? referee_checks::NewChecks(after, mover, m).attacks(k, attackers)
                             : after.is_attacked(k, attackers);
    if (checked) mask |= static_cast<std::uint8_t>(1u << i);
  }
  return mask;
}

}  // namespace kifukit
