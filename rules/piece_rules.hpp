// The rules of single moves, written once: how a piece reaches a square, which moves may or must
// promote, which drops are allowed, which pieces may be captured. Move generation (movegen.cpp)
// and the explanation of an illegal move (move_check.cpp) both ask these predicates.
#pragma once

#include <cstdint>

#include "rules/position.hpp"
#include "rules/profile.hpp"
#include "rules/reason.hpp"

namespace kifukit {

// A dead king (an eliminated seat's king, neutral) on the board.
inline bool is_dead_king(const Variant& v, Piece p) {
  return !p.empty() && !p.is_wall() && p.neutral() && v.royal(p.kind());
}

struct PromotionOptions {
  bool may = false;   // a promoting move exists
  bool must = false;  // the move exists only promoting
};

// The standard promotion rule, the one statement of it: a piece that promotes may promote on a
// move into, inside or out of the zone (distances in lines from the edge it advances to), and
// must where staying unpromoted would leave it on a dead line. promotion_options() asks it for
// one move; the move generator's fast paths ask it per square, or as sets through
// standard_promotion_sets(), so counting, listing and checking one move agree.
inline PromotionOptions standard_promotion(int from_distance, int to_distance, int zone_depth,
                                           int dead_lines) {
  return {from_distance < zone_depth || to_distance < zone_depth, to_distance < dead_lines};
}
// The same rule over a destination set: of the squares `to`, those where the piece may promote
// (`zone`: the squares of the zone; all of them when it starts inside) and those where it may stay
// unpromoted (`live`: the squares at least dead_lines from the edge).
inline void standard_promotion_sets(bool from_in_zone, Bitboard zone, Bitboard live, Bitboard to,
                                    Bitboard& promoted, Bitboard& plain) {
  promoted = from_in_zone ? to : to & zone;
  plain = to & live;
}

// Promotion options of the piece `p` moving from `from` to `to`; `captures` says whether the
// move captures (chu's rule). Variant rule, dead lines, and the federation's pawn in front of a
// dead king.
inline PromotionOptions promotion_options(const Position& pos, const Profile& profile, Piece p,
                                          Square from, Square to, bool captures) {
  const Variant& v = pos.variant();
  const KindInfo& d = v.info[index(p.kind())];
  if (d.promotes_to == Kind::None) return {};
  const Facing f = p.facing();
  const int distance = v.edge_distance[index(f)][to];
  const int from_distance = v.edge_distance[index(f)][from];
  const bool into = distance < v.zone_depth, out_of = from_distance < v.zone_depth;
  PromotionOptions o;
  // chu's "modern" option promotes as standard shogi does (docs/chu.md).
  const PromotionRule rule =
      v.promotion_rule == PromotionRule::Chu && profile.promotion == ChuPromotion::Modern
          ? PromotionRule::Standard
          : v.promotion_rule;
  switch (rule) {
    case PromotionRule::Standard:
      o = standard_promotion(from_distance, distance, v.zone_depth, d.dead_lines);
      break;
    case PromotionRule::Chu:
      o.may = (into && !out_of) || (captures && (into || out_of)) ||
              (d.last_line_promotion && distance == 0);
      break;
    case PromotionRule::None:
      return {};
  }
  o.must = distance < d.dead_lines;  // the dead lines: the same under every rule
  if (d.is_pawn && o.may && profile.pawn_before_dead_king_must_promote &&
      is_dead_king(v, pos.at(static_cast<Square>(to + v.forward[index(f)]))))
    o.must = true;
  return o;
}

// Can the piece on `from` reach `to` by one of its steps or an unblocked slide within its range?
// With `middle` (a lion move), by two king steps through `middle` along its lion power. The
// occupants of the squares moved to are judged by capture_rule().
bool piece_reaches(const Position& pos, Square from, Square middle, Square to);

// Why `seat` may not capture `target` (Reason::None when it may). `target` is not empty.
Reason capture_rule(const Variant& v, const Profile& profile, Seat seat, Piece target);

// The parts of capture_rule() move generation asks per square, written here once:
// The owners (bit mask over seat indices and kNeutral) whose pieces `seat` may capture: every
// other seat and the neutral pieces, less an immune doubles partner (federation).
inline std::uint8_t capturable_owners(Seat seat, const Profile& profile) {
  std::uint8_t mask = static_cast<std::uint8_t>(0x1F & ~(1u << index(seat)));
  if (profile.mode == Mode::Doubles && profile.doubles_rule == DoublesRule::FederationImmunePartner)
    mask &= static_cast<std::uint8_t>(~(1u << index(opposite(seat))));
  return mask;
}
// A royal piece may be captured only under a king-capture rule, and a dead king never.
inline bool royal_capturable(const Profile& profile, Piece royal) {
  return profile.king_capture && !royal.neutral();
}
// The same rule as a set (bitboard positions only): the royal pieces royal_capturable() refuses.
inline Bitboard uncapturable_royals(const Position& pos, const Profile& profile) {
  return profile.king_capture ? pos.royals() & pos.occupied_by(kNeutral) : pos.royals();
}

// The move rules without a special case: no lion, not chu's promotion rule, no pawn that must
// promote before a dead king. The move generator's simple case (Generator::simple() in
// rules/movegen.cpp) rests on it, and table_rules() below adds the board's conditions.
inline bool plain_move_rules(const Variant& v, const Profile& profile) {
  return !v.any_lion && v.promotion_rule != PromotionRule::Chu &&
         !profile.pawn_before_dead_king_must_promote;
}

// Whether a move's shape is exactly what the attack tables say (Variant::attack: the steps and
// jumps, the slides, the standard promotion rule as sets): plain_move_rules() on a bitboard
// board without range-limited slides. The Referee's quick proofs
// (rules/referee_quick_move.hpp, proves_move_legal in rules/move_check.hpp) call it.
inline bool table_rules(const Variant& v, const Profile& profile) {
  return v.attack.enabled && !v.any_limited_slide && plain_move_rules(v, profile);
}

// Qdan doubles: a move may not leave the partner's king attacked by the mover's pieces.
// partner_rule_applies() says whether the rule can refuse a move of `seat` in `pos` (the
// profile has it, the partner is alive with its king on the board); attacks_partner() whether
// it refuses the move just played, in the position after it.
inline bool partner_rule_applies(const Position& pos, Seat seat, const Profile& profile) {
  const Seat partner = opposite(seat);
  return profile.mode == Mode::Doubles &&
         profile.doubles_rule == DoublesRule::QdanNoAttackOnPartner && pos.alive(partner) &&
         pos.king_square(partner) != kNoSquare;
}
bool attacks_partner(const Position& after, Seat seat, const Profile& profile);

// The drop rules of one seat in one position: pieces with a further move, nifu (its pawns per
// the profile's nifu_scope), no pawn in front of a dead king (where the profile forbids it).
// Built once per position; each test is then a few table reads.
class DropRules {
 public:
  // `count_pawns` false: the pawn lines are not counted (a walk over the seat's pieces), for a
  // caller that asks only about kinds other than the pawn.
  DropRules(const Position& pos, Seat seat, const Profile& profile, bool count_pawns = true);
  // Reason::None when `k` (held) may be dropped on the empty square `to` (before king safety and
  // pawn-drop mate, which need the position after the drop).
  Reason check(Kind k, Square to) const;
  // DropRules(pos, seat, profile).check(k, to) for one drop: on a bitboard board a pawn's nifu
  // looks at the seat's pieces on the line of `to` alone, not at all of its pieces (the replay
  // asks this of every drop, issue 27).
  static Reason check_one(const Position& pos, Seat seat, const Profile& profile, Kind k,
                          Square to);
  // check() over a set, on a bitboard board (Variant::attack.enabled): the squares of `empty`
  // (empty squares) where `k` may be dropped. The move generator counts drops by it.
  Bitboard allowed(Kind k, Bitboard empty) const;

 private:
  const Position& pos_;
  const Variant& v_;
  Facing facing_;
  bool dead_king_rule_;           // pawn_drop_before_dead_king: forbidden
  bool any_facing_;               // nifu_scope all-owned-pawns: pawns of every facing count
  std::uint32_t pawn_lines_ = 0;  // lines (along our facing) holding an unpromoted pawn that counts

  // §3.4.1: same-facing counts only our pawns advancing our way; all-owned-pawns also inherited
  // pawns of another facing, on the line along OUR facing (a file for south and north).
  bool counts_for_nifu(Piece own) const {
    return v_.info[index(own.kind())].is_pawn && (any_facing_ || own.facing() == facing_);
  }
};

// Pawn-drop mate (docs/rules.md §6.1, §6.5), in the position right after the drop `m` by `seat`.
// attacked-king: the dropped pawn attacks the king of a living seat X that `seat` attacks, and X
// has no legal move. any-mated-seat: some living seat other than `seat` is in check and has no
// legal move, whether or not the pawn attacks its king. next-seat: the same for the next living
// seat after `seat` in the direction of play only.
bool is_pawn_drop_mate_after(Position& after, Seat seat, const Profile& profile, Move m);
// attacked-king: the royal piece of another living seat that a pawn dropped by `seat` with `m`
// attacks (the square ahead of the drop), or an empty piece. The same before and after the drop.
// Without one the drop is no pawn-drop mate under that form.
Piece royal_ahead_of_drop(const Position& pos, Seat seat, Move m);
// any-mated-seat and next-seat: a drop only blocks lines, so a seat not in check before it is in
// check after it only when the pawn itself attacks its king. The seats (mask) other than `seat`
// in check in `before`.
std::uint8_t seats_in_check_except(const Position& before, Seat seat, const Profile& profile);

}  // namespace kifukit
