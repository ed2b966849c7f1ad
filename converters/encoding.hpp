// Character encodings of other programs' record files. KIF files are Shift_JIS (CP932) by
// tradition, `.kifu` and most new files UTF-8; CSA files may be either. Decoding and encoding
// use glibc's iconv (no new dependency: it is part of every Debian system, and CP932 is the one
// conversion we need; ICU would add a 30 MB library for it).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "formats/diagnostic.hpp"

namespace kifukit {

// EUC-JP is read only (the CSA servers of the 2000s wrote their logs in it); nothing is written
// in it, and encoding_from_name does not know it.
enum class Encoding { Utf8, Cp932, EucJp };
const char* encoding_name(Encoding e);  // utf-8 cp932 euc-jp
std::optional<Encoding> encoding_from_name(std::string_view name);

struct Decoded {
  std::string text;  // UTF-8, without a byte order mark
  Encoding encoding = Encoding::Utf8;
};

// Detects the encoding: a UTF-8 byte order mark, else valid UTF-8, else CP932 or EUC-JP (the one
// that decodes every byte; when both do, the one with fewer half-width katakana, which EUC-JP
// read as CP932 turns into). Bytes that are
// neither (or UTF-8 characters followed by bytes that are no UTF-8: mixed encodings) are a
// FORMAT_ENCODING error at the line and column (characters of the part that decodes) of the
// first bad byte.
std::optional<Decoded> decode_record_bytes(std::string_view bytes, Diagnostic& error);
// The same text without a copy when the bytes are UTF-8 already (most files): a view of `bytes`
// past a byte order mark, else of the decoded text, kept in `storage`.
std::optional<std::string_view> decode_record_view(std::string_view bytes, std::string& storage,
                                                   Diagnostic& error);

// UTF-8 to CP932; nullopt (and the first character that has no CP932 form in `bad`) when a
// character cannot be written.
std::optional<std::string> encode_cp932(std::string_view utf8, std::string* bad = nullptr);

}  // namespace kifukit
