#include "rules/piece_rules.hpp"

#include "rules/movegen.hpp"

namespace kifukit {

namespace {

bool steps_to(const Variant& v, int kf, Square from, Square to) {
  for (int off : v.step_offsets[kf])
    if (from + off == to) return true;
  return false;
}

bool slides_to(const Position& pos, int kf, Square from, Square to) {
  const Variant& v = pos.variant();
  for (std::size_t i = 0; i < v.slide_offsets[kf].size(); ++i) {
    const int off = v.slide_offsets[kf][i];
    const int range = v.slide_ranges[kf][i];
    int n = 1;
    for (Square t = static_cast<Square>(from + off); !pos.at(t).is_wall() && (!range || n <= range);
         t = static_cast<Square>(t + off), ++n) {
      if (t == to) return true;
      if (!pos.at(t).empty()) break;
    }
  }
  return false;
}

// The lion power: the first step along one of the kind's lion directions, the second anywhere
// (full power) or on along it or back (lines).
bool lion_reaches(const Variant& v, int kf, Square from, Square middle, Square to) {
  for (int off : v.lion_offsets[kf]) {
    if (from + off != middle) continue;
    if (v.lion_full[kf]) {
      for (int second : kSlideDirOffset)
        if (middle + second == to) return true;
      return false;
    }
    return middle + off == to || to == from;
  }
  return false;
}

}  // namespace

bool piece_reaches(const Position& pos, Square from, Square middle, Square to) {
  const Variant& v = pos.variant();
  const int kf = pos.at(from).kind_facing();
  if (middle != kNoSquare)
    return v.on_board[middle] && v.on_board[to] && lion_reaches(v, kf, from, middle, to);
  return steps_to(v, kf, from, to) || slides_to(pos, kf, from, to);
}

Reason capture_rule(const Variant& v, const Profile& profile, Seat seat, Piece target) {
  if (target.owner() == index(seat)) return Reason::CaptureOwnPiece;
  if (v.royal(target.kind()) && !royal_capturable(profile, target)) return Reason::CaptureKing;
  if (!(capturable_owners(seat, profile) & (1u << target.owner()))) return Reason::CapturePartner;
  return Reason::None;
}

bool attacks_partner(const Position& after, Seat seat, const Profile& profile) {
  return partner_rule_applies(after, seat, profile) &&
         after.is_attacked(after.king_square(opposite(seat)),
                           static_cast<std::uint8_t>(1u << index(seat)));
}

DropRules::DropRules(const Position& pos, Seat seat, const Profile& profile, bool count_pawns)
    : pos_(pos),
      v_(pos.variant()),
      facing_(facing_of(seat)),
      dead_king_rule_(profile.pawn_drop_before_dead_king_forbidden),
      any_facing_(profile.nifu_scope == NifuScope::AllOwnedPawns) {
  if (!count_pawns) return;
  for (int i = 0; i < pos.piece_count(seat); ++i) {
    const Square s = pos.piece_square(seat, i);
    if (counts_for_nifu(pos.at(s))) pawn_lines_ |= 1u << v_.pawn_line[index(facing_)][s];
  }
}

Reason DropRules::check_one(const Position& pos, Seat seat, const Profile& profile, Kind k,
                            Square to) {
  const Variant& v = pos.variant();
  const bool pawn = v.info[index(k)].is_pawn;
  // Nifu is a pawn's rule: for another kind the seat's pawns need not be counted.
  if (!pawn || !v.attack.enabled) return DropRules(pos, seat, profile, pawn).check(k, to);
  DropRules rules(pos, seat, profile, false);
  const AttackTables& t = v.attack;
  const int f = index(rules.facing_), line = v.pawn_line[f][to];
  for (Bitboard own = t.line_squares[f][line] & pos.occupied_by(index(seat)); own;)
    if (rules.counts_for_nifu(pos.at(t.square_of[own.pop_lowest()]))) {
      rules.pawn_lines_ = 1u << line;
      break;
    }
  return rules.check(k, to);
}

Reason DropRules::check(Kind k, Square to) const {
  const KindInfo& d = v_.info[index(k)];
  const int f = index(facing_);
  if (v_.edge_distance[f][to] < d.dead_lines) return Reason::DropNoFurtherMove;
  if (d.is_pawn) {
    if (pawn_lines_ & (1u << v_.pawn_line[f][to])) return Reason::Nifu;
    if (dead_king_rule_ && is_dead_king(v_, pos_.at(static_cast<Square>(to + v_.forward[f]))))
      return Reason::DropBeforeDeadKing;
  }
  return Reason::None;
}

Bitboard DropRules::allowed(Kind k, Bitboard empty) const {
  const KindInfo& d = v_.info[index(k)];
  const AttackTables& t = v_.attack;
  const int f = index(facing_);
  Bitboard to = empty & t.live_at(f, d.dead_lines);
  if (!d.is_pawn) return to;
  for (std::uint32_t lines = pawn_lines_; lines; lines &= lines - 1)
    to &= ~t.line_squares[f][__builtin_ctz(lines)];
  if (!dead_king_rule_) return to;
  // The squares behind a dead king, as check() sees them from the pawn's side.
  for (Bitboard dead = pos_.royals() & pos_.occupied_by(kNeutral); dead;) {
    const int behind = t.bit_of[t.square_of[dead.pop_lowest()] - v_.forward[f]];
    if (behind != 0xFF) to &= ~Bitboard::bit(behind);
  }
  return to;
}

std::uint8_t seats_in_check_except(const Position& before, Seat seat, const Profile& profile) {
  std::uint8_t mask = 0;
  for (Seat x : before.variant().seats)
    if (x != seat && in_check(before, x, profile))
      mask |= static_cast<std::uint8_t>(1u << index(x));
  return mask;
}

Piece royal_ahead_of_drop(const Position& pos, Seat seat, Move m) {
  const Variant& v = pos.variant();
  const Piece ahead = pos.at(static_cast<Square>(m.to() + v.forward[index(facing_of(seat))]));
  if (ahead.empty() || ahead.is_wall() || !v.royal(ahead.kind()) || ahead.neutral() ||
      ahead.owner() == index(seat))
    return Piece();
  return ahead;
}

bool is_pawn_drop_mate_after(Position& after, Seat seat, const Profile& profile, Move m) {
  const Variant& v = after.variant();
  if (!v.info[index(m.dropped())].is_pawn) return false;
  auto mated = [&](Seat x) {
    return in_check(after, x, profile) && !has_legal_move(after, x, profile, 1);
  };
  if (profile.pawn_drop_mate_scope == PawnDropMateScope::AnyMatedSeat) {
    for (Seat x : v.seats)
      if (x != seat && mated(x)) return true;
    return false;
  }
  if (profile.pawn_drop_mate_scope == PawnDropMateScope::NextSeat) {
    for (int i = 1; i < kSeatCount; ++i) {
      const Seat x = seat_after(profile, seat, i);
      if (after.alive(x)) return mated(x);
    }
    return false;
  }
  const Piece ahead = royal_ahead_of_drop(after, seat, m);
  if (ahead.empty()) return false;
  const Seat x = seat_at(ahead.owner());
  if (!(attackers_of(after, x, profile) & (1u << index(seat)))) return false;
  return !has_legal_move(after, x, profile);
}

}  // namespace kifukit
