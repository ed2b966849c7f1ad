#include "rules/data/untrusted_text.hpp"

namespace kifukit {

namespace {

std::string hex_code_point(char32_t cp) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string digits;
  for (; cp != 0 || digits.size() < 4; cp >>= 4) digits.insert(digits.begin(), kHex[cp & 0xF]);
  return "U+" + digits;
}

}  // namespace

std::size_t find_unholdable(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x80) {  // most characters of a record
      ++i;
      continue;
    }
    const std::size_t n = utf8_sequence_length(s, i);
    if (n == 0 || is_unholdable_control(c) || is_unholdable_noncharacter(s, i, n)) return i;
    i += n;
  }
  return std::string_view::npos;
}

std::string describe_unholdable(std::string_view at) {
  if (at.empty() || at[0] == '\0') return "NUL character";
  const std::size_t n = utf8_sequence_length(at, 0);
  if (n == 0) return "byte that is no UTF-8 (a surrogate or a code point past U+10FFFF)";
  if (n >= 3) return "noncharacter " + hex_code_point(decode_utf8(at, 0, n));
  return "control character " + hex_code_point(static_cast<unsigned char>(at[0]));
}

std::string excerpt(std::string_view text, std::size_t max_chars) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size(); ++chars) {
    if (chars == max_chars) return out + "...";
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t n = utf8_sequence_length(text, i);
    const bool control = c < 0x20 || c == 0x7F;
    if (n == 0 || control || (n > 1 && find_unholdable(text.substr(i, n)) == 0)) {
      n = n == 0 ? 1 : n;
      for (std::size_t k = 0; k < n; ++k) {
        const auto b = static_cast<unsigned char>(text[i + k]);
        out += "\\x";
        out += kHex[b >> 4];
        out += kHex[b & 0xF];
      }
    } else {
      out.append(text.substr(i, n));
    }
    i += n;
  }
  return out;
}

}  // namespace kifukit
