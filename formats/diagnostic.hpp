// Diagnostics of the record readers and writers: where (file, line, column), how bad, which
// reason code, and a message for people. Reason codes are stable API (never renumbered or
// reused); messages are not. The list below is the one place where format codes are defined.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace kifukit {

// Format reason codes. Append only: the printed names are what tools and tests match.
#define KIFUKIT_FORMAT_CODES(X)                                                     \
  X(FORMAT_SYNTAX)        /* not well-formed YAML / XML / JSON / text notation */   \
  X(FORMAT_TYPE)          /* a value of the wrong type (map, list, integer, ...) */ \
  X(FORMAT_UNKNOWN_KEY)   /* a key or element the format does not define */         \
  X(FORMAT_MISSING_KEY)   /* a required key is absent */                            \
  X(FORMAT_DUPLICATE_KEY) /* the same key twice in one map */                       \
  X(FORMAT_BAD_VALUE)     /* a value outside its set (end reason, version, ...) */  \
  X(FORMAT_BAD_SEAT)      /* not one of south, west, north, east */                 \
  X(FORMAT_BAD_SQUARE)    /* a square outside the board or misspelt */              \
  X(FORMAT_BAD_MOVE)      /* a move that is not a move of the notation */           \
  X(FORMAT_BAD_POSITION)  /* a start position string that does not parse */         \
  X(FORMAT_ENCODING)      /* not UTF-8 (or a UTF-16/32 byte order mark, a NUL) */   \
  X(FORMAT_EMPTY)         /* nothing but white space */                             \
  X(FORMAT_TOO_LARGE)     /* over the size limit */                                 \
  X(FORMAT_TOO_DEEP)      /* nested deeper than any record needs */                 \
  X(FORMAT_ALIAS)         /* a YAML alias (records never need them; alias bombs) */ \
  X(FORMAT_LOSSY)         /* warning: the target syntax cannot hold an item */      \
  X(FORMAT_IO)            /* the file cannot be opened, read or written */

enum class FormatCode {
#define KIFUKIT_X(name) name,
  KIFUKIT_FORMAT_CODES(KIFUKIT_X)
#undef KIFUKIT_X
};

std::string_view code_name(FormatCode code);

enum class Severity { Error, Warning };

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
std::string excerpt(std::string_view text, std::size_t max_chars = kExcerptChars);

}  // namespace kifukit
