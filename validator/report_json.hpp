// The validate report as JSON for machines, version 3 (docs/cli.md "validate", schema
// docs/schemas/validate.schema.json): every file object has the same keys whatever its outcome,
// null where a value does not apply.
#pragma once

#include <string>

#include "validator/report.hpp"

namespace kifukit {

inline constexpr int kValidateJsonVersion = 3;

// One JSON object for the file (no trailing newline).
std::string render_json(const FileReport& r);
std::string render_summary_json(const BatchSummary& s);

}  // namespace kifukit
