// Diagnostics of the record readers and writers: where (file, line, column), how bad, which
// reason code, and a message for people. Reason codes are stable API (never renumbered or
// reused); messages are not.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rules/codes.hpp"

namespace kifukit {

// Codes come from the one registry (rules/codes.def); the readers and writers use the
// FORMAT_* ones, but a Diagnostic can carry any code.
using FormatCode = Code;

// One finding. line and column are 1-based (column counts Unicode code points); 0 = unknown.
struct Diagnostic {
  std::string file;
  int line = 0;
  int column = 0;
  Severity severity = Severity::Error;
  FormatCode code = FormatCode::FORMAT_SYNTAX;
  std::string message;
};

// `file:line:col: error: message [CODE]` (clang style; line/col left out when unknown).
std::string render(const Diagnostic& d);

bool has_error(const std::vector<Diagnostic>& diagnostics);

// Untrusted text quoted in a message: at most `max_chars` characters (then "..."), cut on a
// character boundary, with control characters, DEL, noncharacters and bytes that are no UTF-8
// written as \xNN escapes of their bytes (\x00, \x1B, \xEF\xBF\xBE), so a message never holds more
// than a short, printable and valid UTF-8 excerpt of hostile input.
inline constexpr std::size_t kExcerptChars = 60;
// The words of a JSON library error without its own wording: "[json.exception.parse_error.101]
// parse error at line 1, column 5: syntax error while parsing value - invalid literal" becomes
// "syntax error while parsing value - invalid literal"; the position is the diagnostic's.
std::string json_library_message(std::string_view what);
std::string excerpt(std::string_view text, std::size_t max_chars = kExcerptChars);

}  // namespace kifukit
