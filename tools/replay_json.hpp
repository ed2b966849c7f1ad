// `kifukit replay --format json`: the game ply by ply for programs (docs/cli.md "replay",
// schema docs/schemas/replay.schema.json).
#pragma once

#include <string>

#include "rules/profile.hpp"
#include "tools/record_stream.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

inline constexpr int kReplayJsonVersion = 1;

// One JSON document (no trailing newline) for the first `plies` plies of a traced validation.
std::string replay_json(const RecordSource& source, const Validation& v, const Profile& profile,
                        int plies);
// The same document for a record that cannot be read: outcome "malformed", the reader's
// diagnostics as findings, null where a value needs the record.
std::string replay_malformed_json(const RecordSource& source,
                                  const std::vector<Diagnostic>& diagnostics);
// The same document for a record read but not replayed because its own profile cannot be used
// (RECORD_BAD_PROFILE): outcome "invalid-setup", as validate reports it.
std::string replay_unplayed_json(const RecordSource& source, const std::string& variant,
                                 const std::vector<Finding>& findings);

}  // namespace kifukit::cli
