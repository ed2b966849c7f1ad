#include "rules/move_check.hpp"

#include "rules/chu_rules.hpp"
#include "rules/move_check_proof.hpp"
#include "rules/movegen.hpp"
#include "rules/piece_rules.hpp"

namespace kifukit {
namespace {

using move_proof::diagnose_drop;
using move_proof::hint_rules;
using move_proof::table_shape_allows;

// The federation rule refused a promotion that the zone alone would allow: the piece moved
// inside the zone (or out of it) without capturing.
bool chu_promotion_refused(const Variant& v, const Profile& profile, Piece p, Square from,
                           Square to) {
  return v.promotion_rule == PromotionRule::Chu && profile.promotion == ChuPromotion::Federation &&
         v.info[index(p.kind())].promotes_to != Kind::None &&
         standard_promotion(v.edge_distance[index(p.facing())][from],
                            v.edge_distance[index(p.facing())][to], v.zone_depth, 0)
             .may;
}

Reason diagnose_board_move(const Position& pos, Seat seat, const Profile& profile, Move m) {
  const Variant& v = pos.variant();
  const Square from = m.from(), to = m.to(), mid = m.middle();
  const Piece p = pos.at(from);
  if (p.empty()) return Reason::NoPieceOnSquare;
  if (p.owner() != index(seat)) return Reason::NotYourPiece;
  if (!piece_reaches(pos, from, mid, to)) return Reason::PieceCannotReach;
  bool captures = false;
  for (Square s : {mid, to}) {
    if (s == kNoSquare || s == from) continue;
    const Piece target = pos.at(s);
    if (target.empty()) continue;
    if (Reason r = capture_rule(v, profile, seat, target); r != Reason::None) return r;
    captures = true;
  }
  const PromotionOptions o = promotion_options(pos, profile, p, from, to, captures);
  if (m.promotes() && !o.may)
    return chu_promotion_refused(v, profile, p, from, to) ? Reason::ChuPromotion
                                                          : Reason::CannotPromote;
  if (!m.promotes() && o.must) return Reason::MustPromote;
  if (lion_rules_apply(v, profile)) return lion_trading_rule(pos, seat, profile, m);
  return Reason::None;
}

// King safety after a move of a piece other than the king, by a seat that was not in check, on a
// bitboard board (no lion, no range-limited slide): only the line from the king through the
// vacated origin can have opened, so the king is attacked exactly when the first piece along
// that line is an attacker's slider sliding towards the king. Position::is_attacked() would
// look at every attacker of the square.
bool origin_uncovers_king(const Position& after, std::uint8_t attackers, Square from, Square king) {
  const AttackTables& t = after.variant().attack;
  const int dir = t.line_dir[from - king + AttackTables::kLineBias];  // from the king
  if (dir == 0xFF) return false;
  const int b = t.first_blocker(dir, t.bit_of[king], after.occupied());
  if (b < 0 || !after.sliders((dir + 4) & 7).test(b)) return false;
  return (attackers >> after.at(t.square_of[b]).owner()) & 1;  // a neutral piece's bit is 4
}

}  // namespace

bool proves_move_legal(const Position& pos, Seat seat, const Profile& profile, Move m,
                       int known_in_check) {
  return move_proof::proves(pos, seat, profile, m, known_in_check);
}

// An answer to a check, proved without playing it (rules/move_check_proof.hpp).
bool move_proof::proves_answer(const Position& pos, Seat seat, const Profile& profile, Move m) {
  if (!hint_rules(pos, seat, profile, m)) return false;
  const Square king = pos.king_square(seat);
  const Variant& v = pos.variant();
  if (m.is_drop() ? diagnose_drop(pos, seat, profile, m) != Reason::None
                  : m.from() == king || !table_shape_allows(pos, seat, profile, m))
    return false;
  const Piece target = pos.at(m.to());
  if (!target.empty() && v.royal(target.kind())) return false;
  if (!profile.king_safety || king == kNoSquare) return true;
  const AttackTables& t = v.attack;
  const Bitboard to = Bitboard::bit(t.bit_of[m.to()]);
  Bitboard occupied = pos.occupied() | to;
  if (!m.is_drop()) occupied &= ~Bitboard::bit(t.bit_of[m.from()]);
  const Bitboard theirs = pos.pieces_of(attackers_of(pos, seat, profile)) & ~to;
  return pos.attacks_from<false>(king, theirs, [&]() -> const Bitboard& { return occupied; }) == 0;
}

bool proves_move_legal_by_playing(Position& pos, Seat seat, const Profile& profile, Move m) {
  if (!hint_rules(pos, seat, profile, m)) return false;
  if (m.is_drop() ? diagnose_drop(pos, seat, profile, m) != Reason::None
                  : !table_shape_allows(pos, seat, profile, m) || !pos.at(m.to()).empty())
    return false;
  if (!profile.king_safety) return true;
  Undo u;
  pos.do_move<false>(m, seat, u);
  const Square king = pos.king_square(seat);
  const bool attacked =
      king != kNoSquare && pos.is_attacked(king, attackers_of(pos, seat, profile));
  pos.undo_move(m, seat, u);
  return !attacked;
}

Reason play_if_legal(Position& pos, Seat seat, const Profile& profile, Move m, Undo& u,
                     int known_in_check) {
  Reason shape = m.is_drop() ? diagnose_drop(pos, seat, profile, m)
                             : diagnose_board_move(pos, seat, profile, m);
  if (shape != Reason::None) return shape;

  // The rules that look at the position after the move.
  pos.do_move(m, seat, u);
  Reason after = Reason::None;
  Square king = pos.king_square(seat);
  // Not in check before, a drop or a move of another piece from off every line through the
  // king cannot leave it attacked (a lion's capture on the way may open a line: look).
  const bool cannot_uncover = known_in_check == 0 && king != m.to() && !m.has_middle() &&
                              (m.is_drop() || !may_interact(m.from(), king));
  const Variant& v = pos.variant();
  const bool line_test = known_in_check == 0 && king != m.to() && !m.is_drop() && !m.has_middle() &&
                         v.attack.enabled && !v.any_lion && !v.any_limited_slide;
  if (profile.king_safety && king != kNoSquare && !cannot_uncover &&
      (line_test ? origin_uncovers_king(pos, attackers_of(pos, seat, profile), m.from(), king)
                 : pos.is_attacked(king, attackers_of(pos, seat, profile))))
    after = Reason::KingLeftAttacked;
  if (after == Reason::None && m.is_drop() && profile.pawn_drop_mate_forbidden &&
      is_pawn_drop_mate_after(pos, seat, profile, m))
    after = Reason::PawnDropMate;
  if (after == Reason::None && attacks_partner(pos, seat, profile)) after = Reason::AttackOnPartner;
  if (after != Reason::None) pos.undo_move(m, seat, u);
  return after;
}

Reason diagnose_move(Position& pos, Seat seat, const Profile& profile, Move m, int known_in_check) {
  Undo u;
  const Reason r = play_if_legal(pos, seat, profile, m, u, known_in_check);
  if (r == Reason::None) pos.undo_move(m, seat, u);
  return r;
}

}  // namespace kifukit
