#include "formats/diagnostic.hpp"

#include <algorithm>

#include "formats/source_text.hpp"

namespace kifukit {

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

std::string json_library_message(std::string_view what) {
  if (what.substr(0, 16) == "[json.exception.") {
    const std::size_t close = what.find("] ");
    if (close != std::string_view::npos) what.remove_prefix(close + 2);
  }
  if (what.substr(0, 11) == "parse error") {
    const std::size_t colon = what.find(": ");
    if (colon != std::string_view::npos) what.remove_prefix(colon + 2);
  }
  return excerpt(what, 200);
}

}  // namespace kifukit
