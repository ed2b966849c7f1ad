#include "render/svg_text.hpp"

namespace kifukit::draw {

std::string shorten(std::string_view utf8, int max_code_points) {
  int count = 0;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    if ((static_cast<unsigned char>(utf8[i]) & 0xC0) == 0x80) continue;  // continuation byte
    if (++count == max_code_points) {
      // Is there anything after this code point?
      std::size_t end = i + 1;
      while (end < utf8.size() && (static_cast<unsigned char>(utf8[end]) & 0xC0) == 0x80) ++end;
      if (end == utf8.size()) return std::string(utf8);
      return std::string(utf8.substr(0, i)) + "\u2026";
    }
  }
  return std::string(utf8);
}

}  // namespace kifukit::draw
