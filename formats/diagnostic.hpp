// Diagnostics of the record readers and writers: the one Diagnostic of rules/diagnostic.hpp,
// and the helpers that keep hostile input out of its messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rules/data/untrusted_text.hpp"  // excerpt, for every message that quotes input
#include "rules/diagnostic.hpp"

namespace kifukit {

// Codes come from the one registry (rules/codes.def); the readers and writers use the
// FORMAT_* ones, but a Diagnostic can carry any code.
using FormatCode = Code;

// The words of a JSON library error without its own wording: "[json.exception.parse_error.101]
// parse error at line 1, column 5: syntax error while parsing value - invalid literal" becomes
// "syntax error while parsing value - invalid literal"; the position is the diagnostic's.
std::string json_library_message(std::string_view what);

}  // namespace kifukit
