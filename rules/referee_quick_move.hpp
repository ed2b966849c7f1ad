// The Referee asks after every move whether the seat it selects can move at all. Setting up the
// move generator for that costs more than most answers need: a seat not in check almost always
// has a piece off every line through its king that can step or slide to an empty square, and
// such a move is legal with no further test. This proves that cheaply; when it cannot, the
// generator (has_legal_move) decides.
#pragma once

#include "rules/position.hpp"
#include "rules/profile.hpp"

namespace kifukit {

// True only when `seat` has a legal move that this proves: the seat is known not to be in check
// (`known_in_check` == 0), the position is the move generator's simple case (bitboards, no lion,
// the standard promotion rule, no partner rule, no pawn that must promote before a dead king),
// and a piece other than the king, off every line through it (so not pinned), reaches an empty
// square by a step or a slide with a promotion option the profile allows there. False means
// "not proved", not "no legal move": the caller then asks has_legal_move(). King moves, captures
// and drops are never tried (they need attack queries, the capture rules and the drop rules).
bool proves_legal_move(const Position& pos, Seat seat, const Profile& profile, int known_in_check);

}  // namespace kifukit
