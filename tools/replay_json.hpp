// `kifukit replay --format json`: the game ply by ply for programs (docs/cli.md "replay",
// schema docs/schemas/replay.schema.json).
#pragma once

#include <string>

#include "rules/profile.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

inline constexpr int kReplayJsonVersion = 1;

// One JSON document (no trailing newline) for the first `plies` plies of a traced validation.
std::string replay_json(const std::string& file, const Validation& v, const Profile& profile,
                        int plies);

}  // namespace kifukit::cli
