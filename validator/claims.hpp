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

// check_claims() past its quick answer, for a claim that is present: every claim, each with its
// finding.
void check_every_claim(const Position& before, const Profile& profile, const Entry& entry, int ply,
                       std::optional<Square> previous_to, Move& move, std::vector<Finding>& out);

// Appends the findings of `entry`'s claims (a move of ply `ply`) in `before` to `out`.
// `previous_to` is the destination of the previous move played, for 同. `move` is the move the
// record gives; it is changed to the move the board makes of the claim when the sheet's
// promotion mark cannot stand (成 where nothing promotes is replayed without promotion; a move
// that must promote written without 成 is replayed promoting).
// Inline: the replay asks at every ply, and most moves claim only their piece and name it right,
// which is answered here without a call (issue 27); the rest is check_every_claim()'s.
inline void check_claims(const Position& before, const Profile& profile, const Entry& entry,
                         int ply, std::optional<Square> previous_to, Move& move,
                         std::vector<Finding>& out) {
  const MoveClaim& claim = entry.claim;
  if (!claim.present) return;
  // The answer check_every_claim() would give when nothing but the piece is claimed.
  if (!claim.same && !claim.capture) {
    if (move.is_drop()) return;  // the named piece is the kind dropped
    const Piece piece = before.at(move.from());
    // The usual case (the right piece named) is asked first: the tests are alternatives.
    if (!claim.drop && !claim.promotion_marked &&
        (claim.piece == piece.kind() || piece.empty() || piece.is_wall() || piece.neutral() ||
         piece.owner() != index(entry.seat)))
      return;
  }
  check_every_claim(before, profile, entry, ply, previous_to, move, out);
}

}  // namespace kifukit
