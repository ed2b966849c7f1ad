// KIF (Kakinoki's format, `.kif` / `.kifu`) and KI2 (the same headers, moves without origins):
// readers and writers on the Record. docs/formats/kif.md and ki2.md.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"
#include "formats/source_text.hpp"  // KnownText

namespace kifukit {

// `text` is the decoded UTF-8 file; `known` ValidUtf8 when the decoder has validated or written it.
ReadResult read_kif(std::string_view text, const std::string& file,
                    KnownText known = KnownText::Bytes);
WriteResult write_kif(const Record& record);

ReadResult read_ki2(std::string_view text, const std::string& file,
                    KnownText known = KnownText::Bytes);
WriteResult write_ki2(const Record& record);

}  // namespace kifukit
