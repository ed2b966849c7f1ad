// Text from a stranger's file: which bytes are UTF-8, which characters no record can hold, and
// the short printable excerpt a message may quote. Every reader of data (variants and profiles
// here, the record readers in formats/ and converters/) checks and quotes text through these.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kifukit {

// Length of the UTF-8 sequence that starts at s[i], or 0 when none does there (overlong forms,
// surrogates and code points above U+10FFFF are invalid too).
// Inline: SourceText and the encoders call it on every byte that is not ASCII.
inline std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
  if (n == 0 || c > 0xF4 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  unsigned char c1 = byte(i + 1);
  if (c == 0xE0 && c1 < 0xA0) return 0;   // overlong
  if (c == 0xED && c1 >= 0xA0) return 0;  // surrogate
  if (c == 0xF0 && c1 < 0x90) return 0;   // overlong
  if (c == 0xF4 && c1 >= 0x90) return 0;  // above U+10FFFF
  return n;
}

// The characters a record cannot hold: the C0 controls other than tab, line feed and carriage
// return (NUL included), and the 66 noncharacters (U+FDD0..U+FDEF, U+FFFE, U+FFFF, U+1FFFE...).
// XML 1.0 has no way to write the controls, U+FFFE and U+FFFF, not even as a character
// reference; YAML and JSON allow the controls raw nowhere; yaml-cpp's emitter writes every
// noncharacter as U+FFFD. A record holding one could not be written back unchanged.
// Decoded strings are checked too, and may hold bytes that are no UTF-8 at all: an XML
// character reference to a surrogate or past U+10FFFF. Returns the byte offset of the first
// such character or byte in `s`, or npos.
std::size_t find_unholdable(std::string_view s);
// "NUL character", "control character U+001B", "noncharacter U+FDD0", "byte that is no UTF-8
// (...)" for the one at `at`.
std::string describe_unholdable(std::string_view at);

// The two tests of find_unholdable, inline for SourceText's scan of every byte of a record.
inline bool is_unholdable_control(unsigned char c) {
  return c < 0x20 && c != '\t' && c != '\n' && c != '\r';
}
// The code point of the valid n-byte sequence at s[i].
inline char32_t decode_utf8(std::string_view s, std::size_t i, std::size_t n) {
  constexpr unsigned char kLead[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
  char32_t cp = static_cast<unsigned char>(s[i]) & kLead[n];
  for (std::size_t k = 1; k < n; ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return cp;
}
// The 66 noncharacters: U+FDD0..U+FDEF and the last two code points of every plane.
inline bool is_noncharacter(char32_t cp) {
  return (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE;
}
// A noncharacter's sequence (valid, n bytes) at s[i]: 3 bytes from EF (U+FDD0.., U+FFFE..), or 4.
inline bool is_unholdable_noncharacter(std::string_view s, std::size_t i, std::size_t n) {
  return (n == 4 || (n == 3 && s[i] == '\xEF')) && is_noncharacter(decode_utf8(s, i, n));
}

// Untrusted text quoted in a message: at most `max_chars` characters (then "..."), cut on a
// character boundary, with control characters, DEL, noncharacters and bytes that are no UTF-8
// written as \xNN escapes of their bytes (\x00, \x1B, \xEF\xBF\xBE), so a message never holds more
// than a short, printable and valid UTF-8 excerpt of hostile input.
inline constexpr std::size_t kExcerptChars = 60;
std::string excerpt(std::string_view text, std::size_t max_chars = kExcerptChars);

}  // namespace kifukit
