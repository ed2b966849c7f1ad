// A corpus run for CI tools (docs/conformance.md "Reports"): SARIF 2.1.0 (one result per
// failed or errored pair, at the case file's expectation), GitHub Actions annotations, and JUnit
// XML (one suite per profile, one test case per pair that did not pass plus one for the passed
// ones, since the run keeps only the problems).
#pragma once

#include <string>

#include "corpus/runner.hpp"

namespace kifukit::corpus {

std::string render_run_sarif(const RunReport& r, const std::string& tool_version);
std::string render_run_github(const RunReport& r);
std::string render_run_junit(const RunReport& r);

}  // namespace kifukit::corpus
