// `kifukit diff --format json`: one game judged under several profiles, for programs (docs/cli.md
// "diff", schema docs/schemas/diff.schema.json). A record that cannot be read gets the same
// document: outcome "malformed", no profiles, the reader's diagnostics as findings.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/diagnostic.hpp"
#include "tools/profile_comparison.hpp"
#include "tools/replay_json.hpp"

namespace kifukit::cli {

inline constexpr int kDiffJsonVersion = 1;

// One document, no trailing newline. `judgements` empty and `divergence` nullopt for a record
// that could not be read.
std::string diff_json(const RecordSource& source, const std::vector<Judgement>& judgements,
                      const std::optional<Divergence>& divergence,
                      const std::vector<Diagnostic>& diagnostics);

}  // namespace kifukit::cli
