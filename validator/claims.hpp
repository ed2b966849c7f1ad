// A score sheet's claims about a move (Entry::claim: the piece named, 成/不成/打 and 同)
// compared with the board right before the move. A mismatch is a CLAIM_* finding at the move;
// the move is still replayed, so one miscopied piece name does not hide later findings
// (docs/formats/text.md, "Claims").
#pragma once

#include <optional>
#include <vector>

#include "formats/record.hpp"
#include "rules/position.hpp"
#include "rules/profile.hpp"
#include "validator/validate.hpp"

namespace kifukit {

// Appends the findings of `entry`'s claims (a move of ply `ply`) in `before` to `out`.
// `previous_to` is the destination of the previous move played, for 同. `move` is the move the
// record gives; it is changed to the move the board makes of the claim when the sheet's
// promotion mark cannot stand (成 where nothing promotes is replayed without promotion; a move
// that must promote written without 成 is replayed promoting).
void check_claims(const Position& before, const Profile& profile, const Entry& entry, int ply,
                  std::optional<Square> previous_to, Move& move, std::vector<Finding>& out);

}  // namespace kifukit
