#include "rules/move_check.hpp"

#include "rules/movegen.hpp"

namespace kifukit {
namespace {

// Can the piece on `from` reach `to` by one of its steps or an unblocked slide? The occupant of
// `to` itself is judged later.
bool reaches(const Position& pos, Square from, Square to) {
  const Variant& v = pos.variant();
  const int kf = pos.at(from).kind_facing();
  for (int off : v.step_offsets[kf])
    if (from + off == to) return true;
  for (int off : v.slide_offsets[kf])
    for (Square t = static_cast<Square>(from + off);; t = static_cast<Square>(t + off)) {
      if (t == to) return true;
      if (!pos.at(t).empty()) break;
    }
  return false;
}

bool is_dead_king(Piece p) { return p.kind() == Kind::King && p.neutral(); }

Reason diagnose_drop(const Position& pos, Seat seat, Move m) {
  const Variant& v = pos.variant();
  const Kind k = m.dropped();
  const KindInfo& info = v.info[index(k)];
  bool holdable = false;
  for (Kind hk : v.hand_kinds) holdable |= hk == k;
  if (!holdable || pos.hand(seat, k) == 0) return Reason::NotInHand;
  const Square to = m.to();
  if (!pos.at(to).empty()) return Reason::DropOnOccupied;
  const Facing f = facing_of(seat);
  if (v.edge_distance[index(f)][to] < info.dead_lines) return Reason::DropNoFurtherMove;
  if (info.is_pawn) {
    for (int i = 0; i < pos.piece_count(seat); ++i) {
      Square s = pos.piece_square(seat, i);
      Piece p = pos.at(s);
      if (p.kind() == k && p.facing() == f && v.pawn_line[index(f)][s] == v.pawn_line[index(f)][to])
        return Reason::Nifu;
    }
    if (is_dead_king(pos.at(static_cast<Square>(to + v.forward[index(f)]))))
      return Reason::DropBeforeDeadKing;
  }
  return Reason::None;
}

Reason diagnose_board_move(const Position& pos, Seat seat, const Profile& profile, Move m) {
  const Variant& v = pos.variant();
  const Square from = m.from(), to = m.to();
  const Piece p = pos.at(from);
  if (p.empty()) return Reason::NoPieceOnSquare;
  if (p.owner() != index(seat)) return Reason::NotYourPiece;
  if (!reaches(pos, from, to)) return Reason::PieceCannotReach;
  const Piece target = pos.at(to);
  if (!target.empty()) {
    if (target.owner() == index(seat)) return Reason::CaptureOwnPiece;
    if (target.kind() == Kind::King && (target.neutral() || !profile.king_capture))
      return Reason::CaptureKing;
    if (profile.mode == Mode::Doubles &&
        profile.doubles_rule == DoublesRule::FederationImmunePartner &&
        target.owner() == index(opposite(seat)))
      return Reason::CapturePartner;
  }
  const Facing f = p.facing();
  const KindInfo& info = v.info[index(p.kind())];
  const int distance = v.edge_distance[index(f)][to];
  const bool may_promote =
      info.promotes_to != Kind::None && (v.in_zone(f, from) || distance < v.zone_depth);
  bool must_promote = distance < info.dead_lines;
  if (info.is_pawn && may_promote && profile.pawn_before_dead_king_must_promote &&
      is_dead_king(pos.at(static_cast<Square>(to + v.forward[index(f)]))))
    must_promote = true;
  if (m.promotes() && !may_promote) return Reason::CannotPromote;
  if (!m.promotes() && must_promote) return Reason::MustPromote;
  return Reason::None;
}

}  // namespace

Reason diagnose_move(Position& pos, Seat seat, const Profile& profile, Move m, int known_in_check) {
  Reason shape =
      m.is_drop() ? diagnose_drop(pos, seat, m) : diagnose_board_move(pos, seat, profile, m);
  if (shape != Reason::None) return shape;

  // The rules that look at the position after the move.
  const Variant& v = pos.variant();
  Undo u;
  pos.do_move(m, seat, u);
  Reason after = Reason::None;
  Square king = pos.king_square(seat);
  // Not in check before, a drop or a move of another piece from off every line through the
  // king cannot leave it attacked.
  const bool cannot_uncover =
      known_in_check == 0 && king != m.to() && (m.is_drop() || !may_interact(m.from(), king));
  if (profile.king_safety && king != kNoSquare && !cannot_uncover &&
      pos.is_attacked(king, attackers_of(pos, seat, profile)))
    after = Reason::KingLeftAttacked;
  if (after == Reason::None && m.is_drop() && v.info[index(m.dropped())].is_pawn &&
      profile.pawn_drop_mate_forbidden) {
    Piece ahead = pos.at(static_cast<Square>(m.to() + v.forward[index(facing_of(seat))]));
    if (ahead.kind() == Kind::King && !ahead.neutral() && ahead.owner() != index(seat)) {
      Seat x = seat_at(ahead.owner());
      if ((attackers_of(pos, x, profile) & (1u << index(seat))) && !has_legal_move(pos, x, profile))
        after = Reason::PawnDropMate;
    }
  }
  if (after == Reason::None && profile.mode == Mode::Doubles &&
      profile.doubles_rule == DoublesRule::QdanNoAttackOnPartner) {
    Seat partner = opposite(seat);
    Square pk = pos.king_square(partner);
    if (pos.alive(partner) && pk != kNoSquare &&
        pos.is_attacked(pk, static_cast<std::uint8_t>(1u << index(seat))))
      after = Reason::AttackOnPartner;
  }
  pos.undo_move(m, seat, u);
  return after;
}

}  // namespace kifukit
