// How a corpus run is reported: text for people (one line per problem, then one summary line
// per profile, `page-standard: 812 passed, 3 failed, 14 skipped`) and one JSON document for
// machines (docs/conformance.md, "Reports").
#pragma once

#include <string>

#include "corpus/runner.hpp"

namespace kifukit::corpus {

inline constexpr int kReportVersion = 1;

// `page-standard: 812 passed, 3 failed, 14 skipped` (`, 2 errored` only when nonzero).
std::string summary_line(const std::string& profile, const ProfileCounts& c);

// One line per mismatch or error (skips too when `verbose`), a blank line, the summary lines.
std::string render_run_text(const RunReport& r, bool verbose);
std::string render_run_json(const RunReport& r);

// One mismatch for people: "verdict: expected illegal-move, got legal".
std::string describe_mismatch(const Mismatch& m);

}  // namespace kifukit::corpus
