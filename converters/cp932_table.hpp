// CP932 decoded through a table of what glibc's iconv makes of each character, asked once per
// process, character by character. iconv decodes a CP932 record in two steps (to its internal
// form, then to UTF-8) at about 20 instructions a byte, 18% of all of validating a KIF file;
// the table reads a character in a few. CP932 is stateless, so the text decoded character by
// character is the text iconv gives for the whole.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kifukit {

// `bytes` (CP932) as UTF-8, byte for byte what iconv's CP932 to UTF-8 conversion gives; nullopt
// when a byte or pair is not one character to iconv (no CP932, or cut off at the end), for the
// caller to ask iconv itself, which says where it stops.
std::optional<std::string> decode_cp932_by_table(std::string_view bytes);

}  // namespace kifukit
