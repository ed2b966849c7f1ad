// The one diagnostic of every layer: where (a file name, a line and column or the ordinal of an
// --option override), how bad, which reason code (rules/codes.def) and a message for people.
// rules/ reads no files: the file is only the name the caller gave the text. Reason codes are
// stable API (never renumbered or reused); messages are not.
#pragma once

#include <string>
#include <vector>

#include "rules/codes.hpp"

namespace kifukit {

// One finding. line and column are 1-based (column counts Unicode code points); 0 = unknown.
struct Diagnostic {
  std::string file;
  int line = 0;
  int column = 0;
  Severity severity = Severity::Error;
  Code code = Code::FORMAT_SYNTAX;
  std::string message;
  // The 1-based ordinal of the --option override (or record option) the diagnostic is about,
  // 0 when it is about a text; line is then 0 and column counts within that override's text.
  int option = 0;
};

// An error at a line and column of a text.
Diagnostic error_at(std::string file, int line, int column, Code code, std::string message);
// An error about the `ordinal`-th override (1-based), at `column` of its `key=value` text.
Diagnostic option_error(std::string file, int ordinal, int column, Code code, std::string message);

// `file:line:col: error: message [CODE]` (clang style; line/col left out when unknown, the
// file `<input>` when it has no name). An override's ordinal stands where a line would, so
// `--option:2:1: error: ...` is the second --option.
std::string render(const Diagnostic& d);
// The place render() starts with, `file:line:col` by the same rules, for a line that names a place
// but is not a diagnostic (a corpus run's failed pair, a bless change).
std::string render_place(const std::string& file, int line, int column);

bool has_error(const std::vector<Diagnostic>& diagnostics);

}  // namespace kifukit
