// Final standings. Eliminated seats always rank below the survivors, later-eliminated above
// earlier; survivors are ordered by the profile's rule. Singles ranks are competition ranks: tied
// seats share a rank and the next rank is skipped (1, 1, 3, 4), so the later of qdan's two
// eliminated seats is always third. Doubles rank by team: 1, 1 for the winners, 2, 2.
#pragma once

#include <array>

#include "rules/game.hpp"
#include "rules/profile.hpp"

namespace kifukit {

enum class SurvivorOrder {
  Shared,  // all survivors share the best rank (draws, last survivor)
  Qdan,    // seats eliminated, then piece count, then the later last elimination
  Points,  // federation jishogi points
};

// Jishogi points: rules/endings.hpp (jishogi_points, by the profile's jishogi_values).
// Qdan piece count: own board pieces (inherited ones included) + hand + dead kings of the seats
// it eliminated.
int qdan_piece_count(const Position& pos, Seat seat);

GameResult rank_game(const Position& pos, const Profile& profile, EndReason reason,
                     SurvivorOrder order);

}  // namespace kifukit
