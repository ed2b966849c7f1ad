// `kifukit replay --format json`: the game ply by ply for programs (docs/cli.md "replay",
// schema docs/schemas/replay.schema.json).
#pragma once

#include <string>

#include "rules/profile.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

inline constexpr int kReplayJsonVersion = 1;

// Where a replayed record comes from: a file, or record `index` of a stream starting on `line`.
struct ReplaySource {
  std::string file;  // "<stdin>" for standard input
  int index = 0;     // 0: the input is one record
  int line = 0;
};

// One JSON document (no trailing newline) for the first `plies` plies of a traced validation.
std::string replay_json(const ReplaySource& source, const Validation& v, const Profile& profile,
                        int plies);
// The same document for a record that cannot be read: outcome "malformed", the reader's
// diagnostics as findings, null where a value needs the record.
std::string replay_malformed_json(const ReplaySource& source,
                                  const std::vector<Diagnostic>& diagnostics);

}  // namespace kifukit::cli
