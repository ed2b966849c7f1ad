#include "rules/reason.hpp"

#include <array>

namespace kifukit {
namespace {

using P = ReasonPhase;

// Precedence follows the order a referee would notice the problem in: first whether anyone may
// move at all, then the piece, its path, the destination, promotion, drop rules, and last the
// rules that need the position after the move.
constexpr std::array<ReasonInfo, static_cast<int>(Reason::Count)> kRegistry = {{
    {Reason::None, "OK", P::Move, 0, "no finding"},
    {Reason::GameOver, "ILLEGAL_GAME_OVER", P::Move, 10, "the game has already ended"},
    {Reason::NotYourTurn, "ILLEGAL_NOT_YOUR_TURN", P::Move, 20, "another seat is to move"},
    {Reason::NoPieceOnSquare, "ILLEGAL_NO_PIECE", P::Move, 30, "the origin square is empty"},
    {Reason::NotYourPiece, "ILLEGAL_NOT_YOUR_PIECE", P::Move, 40,
     "the origin square holds a piece the mover does not own"},
    {Reason::PieceCannotReach, "ILLEGAL_PIECE_MOVEMENT", P::Move, 50,
     "the piece does not move that way or its path is blocked"},
    {Reason::CaptureOwnPiece, "ILLEGAL_CAPTURE_OWN", P::Move, 60,
     "the destination holds one of the mover's own pieces"},
    {Reason::CaptureKing, "ILLEGAL_CAPTURE_KING", P::Move, 70,
     "kings cannot be captured (dead kings never; living ones only under king-capture)"},
    {Reason::CapturePartner, "ILLEGAL_CAPTURE_PARTNER", P::Move, 80,
     "federation doubles: a partner's piece cannot be captured"},
    {Reason::CannotPromote, "ILLEGAL_CANNOT_PROMOTE", P::Move, 90,
     "the piece cannot promote, or the move neither starts nor ends in its zone"},
    {Reason::MustPromote, "ILLEGAL_MUST_PROMOTE", P::Move, 100,
     "the piece must promote: it would have no further move"},
    {Reason::NotInHand, "ILLEGAL_NOT_IN_HAND", P::Move, 110, "the mover holds no such piece"},
    {Reason::DropOnOccupied, "ILLEGAL_DROP_OCCUPIED", P::Move, 120,
     "pieces are dropped on empty squares only"},
    {Reason::DropNoFurtherMove, "ILLEGAL_DROP_NO_MOVE", P::Move, 130,
     "a dropped piece must have a further move (no pawn on its last line)"},
    {Reason::Nifu, "ILLEGAL_NIFU", P::Move, 140,
     "a second unpromoted pawn of the same facing on one line"},
    {Reason::DropBeforeDeadKing, "ILLEGAL_DROP_BEFORE_DEAD_KING", P::Move, 150,
     "a pawn may not be dropped directly in front of a dead king"},
    {Reason::KingLeftAttacked, "ILLEGAL_KING_LEFT_ATTACKED", P::Move, 160,
     "the mover's own king would be attacked after the move"},
    {Reason::PawnDropMate, "ILLEGAL_PAWN_DROP_MATE", P::Move, 170,
     "a pawn drop that leaves the checked seat without a legal move"},
    {Reason::AttackOnPartner, "ILLEGAL_ATTACK_ON_PARTNER", P::Move, 180,
     "qdan doubles: the move leaves a piece of the mover attacking the partner's king"},
    {Reason::PerpetualCheck, "ILLEGAL_PERPETUAL_CHECK", P::Move, 190,
     "a perpetual checker may not repeat the position (qdan 4th, federation 5th occurrence)"},
    {Reason::ThreeOnOne, "ILLEGAL_THREE_ON_ONE", P::Move, 200,
     "federation: a third seat may not attack a seat the other two are attacking"},
    {Reason::ResignationNotAllowed, "ILLEGAL_RESIGNATION", P::Event, 210,
     "the profile does not allow resignation or timeout here"},
    {Reason::DeclarationInvalid, "ILLEGAL_DECLARATION", P::Event, 220,
     "entering-king declaration whose conditions do not hold"},
    {Reason::DrawNotAllowed, "ILLEGAL_AGREED_DRAW", P::Event, 230,
     "the profile has no agreed draw"},
    {Reason::FoulPerpetualCheck, "FOUL_PERPETUAL_CHECK", P::Foul, 300,
     "federation: perpetual check made the position occur a 4th time"},
    {Reason::FoulResignation, "FOUL_RESIGNATION", P::Foul, 310,
     "federation: resignation or timeout with three or more seats alive"},
}};

}  // namespace

const ReasonInfo& reason_info(Reason r) { return kRegistry[static_cast<int>(r)]; }

std::string_view reason_code(Reason r) { return reason_info(r).code; }

std::optional<Reason> reason_from_code(std::string_view code) {
  for (const ReasonInfo& info : kRegistry)
    if (info.code == code) return info.reason;
  return std::nullopt;
}

}  // namespace kifukit
