// Reason codes for rule findings: why a move or event is illegal, and the fouls a legal move can
// carry. Codes are stable API: never renumbered, never reused; messages are not API. The
// registry (code, phase, precedence, summary) is the one place they are defined; docs/reasons.md
// is written from it.
#pragma once

#include <optional>
#include <string_view>

namespace kifukit {

enum class Reason {
  None = 0,
  // --- move: the move cannot be made at all (checked in this order) ---
  GameOver,            // the game has already ended
  NotYourTurn,         // another seat is to move (the Referee says which)
  NoPieceOnSquare,     // the origin square is empty
  NotYourPiece,        // the origin holds another seat's or a neutral piece
  PieceCannotReach,    // the piece does not move that way, or its path is blocked
  CaptureOwnPiece,     // the destination holds one of the mover's pieces
  CaptureKing,         // the destination holds a king (only king-capture allows a living one)
  CapturePartner,      // federation doubles: partners' pieces may not be captured
  CannotPromote,       // promotion asked for a piece or move that cannot promote
  MustPromote,         // the piece would have no further move (or must promote before a dead king)
  NotInHand,           // drop of a kind the mover does not hold
  DropOnOccupied,      // drop on an occupied square
  DropNoFurtherMove,   // drop where the piece could never move (pawn on its last line)
  Nifu,                // second unpromoted pawn of the same facing on the line
  DropBeforeDeadKing,  // pawn dropped directly in front of a dead king
  KingLeftAttacked,    // the mover's king is attacked after the move
  PawnDropMate,        // docs/rules.md §6
  AttackOnPartner,     // qdan doubles: afterwards a piece of the mover attacks the partner's king
  PerpetualCheck,      // qdan: the 4th occurrence by a perpetual checker; federation: the 5th
  ThreeOnOne,          // federation: a third attack on a seat already attacked by the other two
  // --- events ---
  ResignationNotAllowed,  // the profile forbids resignation or timeout
  DeclarationInvalid,     // federation entering-king declaration whose conditions do not hold
  DrawNotAllowed,         // agreed draw where the profile has none
  // --- fouls: the move or event stands but is penalised (warnings) ---
  FoulPerpetualCheck,  // federation: the checker's move making the 4th occurrence
  FoulResignation,     // federation: resignation or timeout with three or more alive
  Count
};

enum class ReasonPhase { Move, Event, Foul };

struct ReasonInfo {
  Reason reason;
  std::string_view code;  // e.g. "ILLEGAL_NIFU": the stable API name
  ReasonPhase phase;
  int precedence;  // when several apply to one move, the lowest is reported
  std::string_view summary;
};

const ReasonInfo& reason_info(Reason r);
std::string_view reason_code(Reason r);
std::optional<Reason> reason_from_code(std::string_view code);

}  // namespace kifukit
