// Diagnostics of the record readers and writers: the one Diagnostic of rules/diagnostic.hpp,
// and the helpers that keep hostile input out of its messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rules/diagnostic.hpp"

namespace kifukit {

// Codes come from the one registry (rules/codes.def); the readers and writers use the
// FORMAT_* ones, but a Diagnostic can carry any code.
using FormatCode = Code;

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
