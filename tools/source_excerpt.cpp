#include "tools/source_excerpt.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

namespace kifukit::cli {

namespace {

// A line longer than this shows only a window around the column, with "..." at a cut end.
constexpr std::size_t kBefore = 60, kAfter = 40;

// The code points of a line of UTF-8, each with its bytes; nullopt for a byte that is no UTF-8
// or a control character other than a tab.
std::optional<std::vector<std::pair<char32_t, std::string_view>>> code_points(std::string_view s) {
  std::vector<std::pair<char32_t, std::string_view>> out;
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    const std::size_t n = b < 0x80         ? 1
                          : (b >> 5) == 6  ? 2
                          : (b >> 4) == 14 ? 3
                          : (b >> 3) == 30 ? 4
                                           : 0;
    if (n == 0 || i + n > s.size()) return std::nullopt;
    char32_t c = n == 1 ? b : b & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) {
      const unsigned char next = static_cast<unsigned char>(s[i + k]);
      if ((next & 0xC0) != 0x80) return std::nullopt;
      c = (c << 6) | (next & 0x3F);
    }
    if ((c < 0x20 && c != '\t') || c == 0x7F || (c >= 0x80 && c < 0xA0)) return std::nullopt;
    out.emplace_back(c, s.substr(i, n));
    i += n;
  }
  return out;
}

// Two columns for the East Asian wide and fullwidth blocks (kanji, kana, fullwidth forms).
int display_width(char32_t c) {
  const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                    (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                    (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                    (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
  return wide ? 2 : 1;
}

std::string_view line_of(std::string_view text, int line) {
  std::size_t start = 0;
  for (int l = 1; l < line; ++l) {
    start = text.find('\n', start);
    if (start == std::string_view::npos) return {};
    ++start;
  }
  std::size_t end = text.find('\n', start);
  std::string_view out =
      text.substr(start, end == std::string_view::npos ? text.size() - start : end - start);
  if (!out.empty() && out.back() == '\r') out.remove_suffix(1);
  return out;
}

}  // namespace

std::string source_excerpt(std::string_view text, int line, int column) {
  if (line <= 0 || column <= 0) return "";
  const std::size_t lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
  if (static_cast<std::size_t>(line) > lines + 1) return "";
  const auto points = code_points(line_of(text, line));
  if (!points) return "";
  const std::size_t at = std::min(static_cast<std::size_t>(column - 1), points->size());
  const std::size_t first = at > kBefore ? at - kBefore : 0;
  const std::size_t last = std::min(points->size(), at + kAfter);
  std::string shown = first > 0 ? "..." : "", caret = first > 0 ? "   " : "";
  for (std::size_t i = first; i < last; ++i) {
    const auto& [c, bytes] = (*points)[i];
    shown += bytes;
    if (i < at) caret += c == '\t' ? std::string("\t") : std::string(display_width(c), ' ');
  }
  if (last < points->size()) shown += "...";
  char number[16];
  std::snprintf(number, sizeof number, "%5d", line);
  return std::string(number) + " | " + shown + "\n      | " + caret + "^\n";
}

std::string SourceExcerpts::operator()(const std::string& file, int line, int column) {
  if (file == "-" || file == "<stdin>" || line <= 0) return "";
  if (!read_ || file != file_) {
    file_ = file;
    read_ = true;
    std::ifstream in(file, std::ios::binary);
    std::stringstream all;
    all << in.rdbuf();
    text_ = in ? all.str() : std::string();
  }
  return source_excerpt(text_, line, column);
}

}  // namespace kifukit::cli
