// Random legal games, played to the end under a profile and written as Records with their
// computed result: reproducible test and benchmark material. Moves are drawn uniformly from the
// legal moves with a seeded std::mt19937_64, so a seed gives the same game on every platform.
#pragma once

#include <cstdint>

#include "formats/record.hpp"
#include "rules/profile.hpp"

namespace kifukit {

struct GenerateOptions {
  std::uint64_t seed = 1;
  // Stop after this many plies even if the game has not ended (0 = play to the end; every
  // profile either has a move limit or ends sooner in random play, but a cap keeps it bounded).
  int max_plies = 2000;
};

Record generate_game(const Profile& profile, const GenerateOptions& options);

}  // namespace kifukit
