// Setup rules: what makes a position a possible start of a game (docs/rules.md §10.5). The one
// place they are decided: the position notations (formats/notation.cpp) read any well-formed
// text, and the validator and every reader of another program's format ask this check, so a
// start position that breaks a rule is `invalid-setup` SETUP_BAD_POSITION in every syntax.
#pragma once

#include <optional>
#include <string>

#include "rules/position.hpp"
#include "rules/profile.hpp"

namespace kifukit {

// Which part of the position breaks the rule, so a notation can point at it.
enum class SetupPart { Piece, SeatToMove, Whole };

struct SetupViolation {
  SetupPart part = SetupPart::Whole;
  Square square = kNoSquare;  // SetupPart::Piece: the offending piece
  std::string message;
};

// The first rule `pos` breaks, looking at the pieces in reading order (ranks from a, files from
// the highest: the order both notations write them), then at the seats; nullopt when it breaks
// none. Rules: no unpromoted piece where it could never move again; no two unpromoted pawns of
// one seat and facing on one line (nifu); a living seat's king faces its own way, one of each
// royal kind per seat; a dead king only for an eliminated seat, one per seat; an eliminated seat
// owns no piece; the seat to move is alive; with more than two seats every living seat has a
// king (two-player positions may lack one: composed problems do). Nifu counts the pawns the
// profile's nifu_scope counts for a drop (docs/rules.md §3.4.1): same-facing, a seat's pawns of
// one facing on their line; all-owned-pawns, besides, every pawn a seat owns on the line along
// the seat's own facing (an inherited pawn beside one of its own).
std::optional<SetupViolation> check_setup(const Position& pos,
                                          NifuScope nifu = NifuScope::SameFacing);

}  // namespace kifukit
