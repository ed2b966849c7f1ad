// Endings decided by counting material: jishogi points (docs/rules.md §9.3), the entering-king
// declaration (§9.4) and the impasse of two entered kings (§9.6). The one place the piece values,
// the declaration conditions and the impasse rule are judged; the numbers are profile
// parameters (rules/profile.hpp), never constants here.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "rules/position.hpp"
#include "rules/profile.hpp"

namespace kifukit {

// Whether a list of kinds by SFEN letters ("R +R G S +S", profile text) names kind `k`.
bool kind_listed(const Variant& v, std::string_view list, Kind k);

// The points of one piece of kind `k` under the profile's `jishogi_values` ("R=5 +R=5 *=1":
// the listed kinds their points, every other kind the `*` points, 0 without `*`); royal kinds
// are always worth 0.
int piece_points(const Variant& v, const Profile& p, Kind k);

// Jishogi points of a seat: every piece it owns on the board and in its hand (§9.3). Dead
// seats' frozen hands and neutral pieces count for nobody.
int jishogi_points(const Position& pos, const Profile& p, Seat seat);

// Why `seat`, to move, may not declare under the profile (§9.4): the first condition that fails,
// as a sentence; nullopt when the declaration is valid. Conditions: the profile has a
// declaration (declaration_from_ply > 0) and that many moves have been played; the king is in its
// promotion zone and not in check and the seat has a legal move; at least
// declaration_pieces_in_zone other pieces in the zone; at least declaration_points_first_mover
// (the first mover) or declaration_points_others points, counting the hand and the pieces in the
// zone (the CSA rule; both 0 = no point condition).
std::optional<std::string> declaration_failure(const Position& pos, Seat seat, const Profile& p);

// The impasse (持将棋) of two-player shogi (§9.6, seed 004): allowed when impasse_points > 0 and
// both kings stand in their promotion zones; then a side with fewer than impasse_points points
// loses when the other has at least that many, and otherwise the game is drawn.
struct ImpasseJudgement {
  std::optional<std::string> not_allowed;  // why the impasse rule does not apply
  std::array<int, 4> points{};             // per seat index, when allowed
  int loser = -1;                          // seat index, -1 for a draw
};
ImpasseJudgement judge_impasse(const Position& pos, const Profile& p);

}  // namespace kifukit
