// The replay's hint proof (proves_move_legal, rules/move_check.hpp) and the tests it is made
// of, in a header so that the Referee's replay (Referee::move, rules/referee_game.cpp) inlines it:
// as a call, its saved registers and arguments were about a tenth of its cost (issue 27).
// Include it from rules/move_check.cpp and rules/referee_game.cpp only.
#pragma once

#include "rules/move_check.hpp"
#include "rules/movegen.hpp"
#include "rules/piece_rules.hpp"

namespace kifukit {

namespace move_proof {

// diagnose_move() for a drop: held, on an empty square, and DropRules (rules/piece_rules.hpp).
inline Reason diagnose_drop(const Position& pos, Seat seat, const Profile& profile, Move m) {
  const Variant& v = pos.variant();
  const Kind k = m.dropped();
  if (!v.drops || !v.holdable(k) || pos.hand(seat, k) == 0) return Reason::NotInHand;
  const Square to = m.to();
  if (!pos.at(to).empty()) return Reason::DropOnOccupied;
  return DropRules::check_one(pos, seat, profile, k, to);
}

// origin_uncovers_king() before the move is played: the line from the king through `from` on the
// occupancy the move leaves, where the first piece is the moved one when it stops on the line.
KIFUKIT_INLINE bool move_uncovers_king(const Position& before, std::uint8_t attackers, Move m,
                                       Square king) {
  const AttackTables& t = before.variant().attack;
  const int dir = t.line_dir[m.from() - king + AttackTables::kLineBias];  // from the king
  if (dir == 0xFF) return false;
  const int to = t.bit_of[m.to()];
  const Bitboard occupied =
      (before.occupied() & ~Bitboard::bit(t.bit_of[m.from()])) | Bitboard::bit(to);
  const int b = t.first_blocker(dir, t.bit_of[king], occupied);
  if (b < 0 || b == to || !before.sliders((dir + 4) & 7).test(b)) return false;
  return (attackers >> before.at(t.square_of[b]).owner()) & 1;  // a neutral piece's bit is 4
}

// diagnose_board_move() == Reason::None under table_rules(), read from the attack tables: the
// seat's piece on the origin steps, jumps or slides to the destination, captures nothing the
// capture rules protect, and promotes or not as the standard promotion sets allow there.
// Inlined: the replay's hint proves a move with it at every ply (issue 27).
KIFUKIT_INLINE bool table_shape_allows(const Position& pos, Seat seat, const Profile& profile,
                                       Move m) {
  const Variant& v = pos.variant();
  const AttackTables& t = v.attack;
  const Piece p = pos.at(m.from());
  if (p.empty() || p.owner() != index(seat)) return false;
  const int kf = p.kind_facing(), i = t.bit_of[m.from()], to = t.bit_of[m.to()];
  if (!t.step_targets(kf, i).test(to)) {
    const int dir = t.line_dir[m.to() - m.from() + AttackTables::kLineBias];  // from the origin
    if (dir == 0xFF || !((v.slide_mask[kf] >> dir) & 1) ||
        !t.slide_targets(dir, i, pos.occupied()).test(to))
      return false;
  }
  const Piece target = pos.at(m.to());
  if (!target.empty() && capture_rule(v, profile, seat, target) != Reason::None) return false;
  const AttackTables::PieceMoves& moves = t.piece_moves(kf, i);
  return (m.promotes() ? moves.promoted : moves.plain).test(to);
}

// Whether a drop cannot be a pawn-drop mate, known before it is played: not a pawn's, the rule
// is off, or under its attacked-king form the pawn attacks no other seat's royal. The other forms
// look at every seat's answers: not known.
inline bool drop_cannot_mate(const Position& pos, Seat seat, const Profile& profile, Move m) {
  if (!profile.pawn_drop_mate_forbidden || !pos.variant().info[index(m.dropped())].is_pawn)
    return true;
  return profile.pawn_drop_mate_scope == PawnDropMateScope::AttackedKing &&
         royal_ahead_of_drop(pos, seat, m).empty();
}

// What every hint proof needs: the attack tables give the move's shape, no partner rule, no lion
// move, and no drop that may be a pawn-drop mate.
inline bool hint_rules(const Position& pos, Seat seat, const Profile& profile, Move m) {
  return !m.has_middle() && table_rules(pos.variant(), profile) &&
         !partner_rule_applies(pos, seat, profile) &&
         (!m.is_drop() || drop_cannot_mate(pos, seat, profile, m));
}

// proves_move_legal() (rules/move_check.hpp), inline.
KIFUKIT_INLINE bool proves(const Position& pos, Seat seat, const Profile& profile, Move m,
                           int known_in_check) {
  if (!hint_rules(pos, seat, profile, m)) return false;
  const Square king = pos.king_square(seat);
  // The king's step, in check or not: its destination's attackers with the king off its square
  // (a captured piece never shields the square it stood on).
  if (!m.is_drop() && m.from() == king)
    return table_shape_allows(pos, seat, profile, m) &&
           (!profile.king_safety ||
            !pos.is_attacked(m.to(), attackers_of(pos, seat, profile), king));
  if (known_in_check != 0) return false;
  // A drop never uncovers the king.
  if (m.is_drop()) return diagnose_drop(pos, seat, profile, m) == Reason::None;
  if (!table_shape_allows(pos, seat, profile, m)) return false;
  return !profile.king_safety || king == kNoSquare || !may_interact(m.from(), king) ||
         !move_uncovers_king(pos, attackers_of(pos, seat, profile), m, king);
}

// For a seat in check: a drop or a move of a piece other than the king, capture or not, leaves
// the king attacked exactly when a piece of an attacker, other than the one it captures, attacks
// the king on the occupancy the move leaves (do_move changes nothing else those pieces' attacks
// read). Read without playing the move, so a capture is proved too, which
// proves_move_legal_by_playing() leaves (taking it back would reorder the piece lists), and the
// replay need not look for a legal move (issue 27). The capture of a royal piece is left. Out of
// line (rules/move_check.cpp): asked on the few plies that answer a check.
bool proves_answer(const Position& pos, Seat seat, const Profile& profile, Move m);

}  // namespace move_proof

}  // namespace kifukit
