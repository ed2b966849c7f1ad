// Profile: every rule parameter of docs/rules.md §15 as one plain struct. The defaults are the
// page-standard profile. Named profiles are data (rules/profiles/*.yaml) read into this struct;
// the engine and the Referee only ever look at the struct.
#pragma once

#include <string>

#include "rules/types.hpp"

namespace kifukit {

enum class TurnOrder { CheckPriority, Clockwise };
// The direction of play (docs/rules.md §4.8): every "clockwise" of turn selection.
enum class TurnDirection { Clockwise, CounterClockwise };
// When a mated seat leaves (docs/rules.md §4.9): when the turn order selects it, or right after
// any move (every living seat other than the mover left in check without a legal move).
enum class EliminationTiming { WhenSelected, AfterEveryMove };
// A selected seat with no legal move while not in check (docs/rules.md §4.10).
enum class Stalemate { Eliminated, Concedes };
enum class MateCredit { Mover, Checker };
// ToCreditedHand: the dead seat's board pieces go, unpromoted, to the credited seat's hand.
enum class DeadBoard { Neutral, Inherit, ToCreditedHand };
// Stays: a mated king stays on its square as a dead king; Removed: it leaves the board (§5.7).
enum class DeadKing { Stays, Removed };
enum class DeadHand { Frozen, ToCredited };
enum class EndCondition { LastSurvivor, TwoEliminated };
enum class Ranking { EliminationOrder, Qdan };
// FourthIllegal: chu shogi, a move that makes a position occur the fourth time is illegal unless
// the mover is in check.
enum class RepetitionRule { Draw, RankAndEnd, Void, None, FourthIllegal };
// CheckerLoses: standard shogi (JSA), the seat giving the perpetual check loses.
enum class PerpetualCheck { Draw, Illegal, FoulThenIllegal, None, CheckerLoses };
enum class LimitResult { Draw, JishogiPoints, Rank };
// Who wins a valid entering-king declaration: ranked by jishogi points (federation) or the
// declaring seat (the CSA tournament rule).
enum class DeclarationResult { JishogiPoints, DeclarerWins };
// §3.4.1: the pawns that count for nifu: the dropper's own-facing ones, or every pawn it owns.
enum class NifuScope { SameFacing, AllOwnedPawns };
// §6.5: which seats a pawn drop may not mate: the one whose king the pawn attacks, any seat, or
// the next living seat in the direction of play (Ludii).
enum class PawnDropMateScope { AttackedKing, AnyMatedSeat, NextSeat };
enum class Resignation { OwnTurn, Never, OnlyTwoAlive };
enum class Mode { Singles, Doubles };
// None: the profile has no doubles option (mode: doubles is then a contradiction).
enum class DoublesRule { QdanNoAttackOnPartner, FederationImmunePartner, None };

// Chu shogi's rules (docs/chu.md); they only act in a variant with lions and chu promotion.
// Federation: a move entering the zone from outside, or a capture by a move that starts or ends
// in it. Modern: any move that starts or ends in the zone (as in standard shogi).
enum class ChuPromotion { Federation, Modern };
// Off: no restriction. Protected: a lion may not take a protected lion two squares away, and
// after losing a lion to a non-lion a seat may not take a protected lion next move. Always: the
// same whether or not the lion is protected (the Edo rule). Lishogi: the rules as lishogi plays
// them (docs/chu.md, "chu-lishogi").
enum class LionTrading { Off, Protected, Always, Lishogi };
// On: a seat left with royals only after its own move loses (draw when both are bare).
// Lishogi: the game ends at the baring move, as lishogi judges it.
enum class BareKing { Off, On, Lishogi };

struct Profile {
  std::string name = "page-standard";
  // The Variant the profile is written for ("yonin" or "standard"); see rules/variant.hpp.
  std::string variant = "yonin";
  TurnOrder turn_order = TurnOrder::CheckPriority;
  TurnDirection turn_direction = TurnDirection::Clockwise;
  // False only for king-capture: the own king may be left attacked and kings can be captured.
  bool king_safety = true;
  bool king_capture = false;
  MateCredit mate_credit = MateCredit::Mover;
  EliminationTiming elimination_timing = EliminationTiming::WhenSelected;
  Stalemate stalemate = Stalemate::Eliminated;
  DeadBoard dead_board = DeadBoard::Neutral;
  DeadKing dead_king = DeadKing::Stays;
  DeadHand dead_hand = DeadHand::Frozen;
  EndCondition end = EndCondition::LastSurvivor;
  Ranking ranking = Ranking::EliminationOrder;
  RepetitionRule repetition = RepetitionRule::Draw;
  // §8: the occurrence of one position that is a repetition, and (perpetual_check:
  // foul-then-illegal) the occurrence from which the perpetual checker's move is illegal.
  int repetition_count = 4;
  PerpetualCheck perpetual_check = PerpetualCheck::Draw;
  int perpetual_illegal_count = 5;
  int move_limit = 600;  // plies; 0 = none
  LimitResult move_limit_result = LimitResult::Draw;
  int declaration_from_ply = 0;  // entering-king declaration allowed after this ply; 0 = never
  // §9.4 conditions beyond the king in its zone (0 = no such condition): pieces besides the king
  // in the zone, and points of those and the hand, for south (sente) and for the other seats.
  int declaration_pieces_in_zone = 0;
  int declaration_points_south = 0;
  int declaration_points_others = 0;
  DeclarationResult declaration_result = DeclarationResult::JishogiPoints;
  // §9.6: a side under this many points loses an impasse (持将棋); 0 = no impasse rule.
  int impasse_points = 0;
  // §9.3: points per kind by SFEN letters, `*` for every other non-royal kind (rules/endings.hpp).
  std::string jishogi_values = "R=5 +R=5 B=5 +B=5 *=1";
  Resignation resignation = Resignation::OwnTurn;
  bool agreed_draw = true;  // §9.5: the agreed-draw event is allowed
  bool pawn_drop_mate_forbidden = true;
  PawnDropMateScope pawn_drop_mate_scope = PawnDropMateScope::AttackedKing;
  // §3.5: a pawn may not be dropped directly in front of a dead king (false: it may).
  bool pawn_drop_before_dead_king_forbidden = true;
  NifuScope nifu_scope = NifuScope::SameFacing;
  // Federation: a pawn pushed onto the square in front of a dead king must promote in its zone.
  bool pawn_before_dead_king_must_promote = false;
  bool three_on_one_ban = false;
  // §13.1: the kinds whose capture is an attack, by SFEN letters.
  std::string three_on_one_kinds = "R +R G S +S";
  Mode mode = Mode::Singles;
  DoublesRule doubles_rule = DoublesRule::None;  // page-standard has no doubles option
  Seat first_mover = Seat::South;
  // --- chu shogi (off in every other profile) ---
  ChuPromotion promotion = ChuPromotion::Federation;
  LionTrading lion_trading = LionTrading::Off;
  BareKing bare_king = BareKing::Off;
};

// The seat `steps` places after `s` in the profile's direction of play (docs/rules.md §4.8).
inline Seat seat_after(const Profile& p, Seat s, int steps) {
  return seat_at(index(s) + (p.turn_direction == TurnDirection::Clockwise ? steps : -steps));
}

}  // namespace kifukit
