// Which findings a report keeps, as linters let their users choose (ruff, shellcheck,
// yamllint): --select and --ignore of reason codes or code prefixes (`CLAIM_`), --min-severity,
// and --exit-zero (docs/cli.md, "Choosing findings"). The outcome of a record stays the
// judgement; what is left out is neither printed nor counted, and the exit code follows the
// findings kept. A file that cannot be read is always reported: no filter makes it readable.
#pragma once

#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "rules/codes.hpp"
#include "validator/report.hpp"

namespace kifukit::cli {

struct FindingFilter {
  std::vector<std::string> select;  // codes or prefixes; empty = every code
  std::vector<std::string> ignore;  // codes or prefixes, left out even when selected
  Severity min_severity = Severity::Warning;
  bool exit_zero = false;

  bool keeps(Code code, Severity severity) const;
  // Leaves out the findings and reader warnings the filter does not keep.
  void apply(FileReport& report) const;
  void apply(std::vector<Diagnostic>& diagnostics) const;
  // 1 (findings) becomes 0 with --exit-zero; 2, 3, 4 and 70 stay.
  int exit_code(int worst) const;
};

// Adds --select, --ignore, --min-severity and (for a command whose findings exit 1)
// --exit-zero to a command's options.
void add_filter_options(boost::program_options::options_description& options, FindingFilter& filter,
                        std::vector<std::string>& min_severity, bool exit_zero = true);

// Checks the values given (codes and prefixes, comma-separated, each known; a severity) and
// fills `filter`; an error message (with a did-you-mean) when one is wrong, else "".
std::string finish_filter(FindingFilter& filter, const std::vector<std::string>& min_severity);

// "" when `pattern` is a code or the prefix of one, else "unknown code or prefix 'X'; did you
// mean 'Y'?".
std::string code_pattern_error(const std::string& pattern);

}  // namespace kifukit::cli
