#include "converters/line_cursor.hpp"

#include <algorithm>

namespace kifukit {

void LineCursor::skip_wide_spaces() {
  for (;;) {
    if (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) {
      ++i_;
      passed_ascii(i_ - 1);
    } else if (!eat_character("\xE3\x80\x80"))
      return;
  }
}

SourceLocation LineCursor::count_to(std::size_t byte) const {
  byte = std::min(byte, s_.size());
  if (byte < counted_bytes_) {
    counted_bytes_ = 0;
    counted_column_ = 1;
  }
  counted_column_ += code_points_between(s_, counted_bytes_, byte);
  counted_bytes_ = byte;
  return {line_, counted_column_};
}

LineReader::LineReader(std::string_view text) : text_(text) {
  // Line feeds end lines (as in formats/source_text.hpp, so line numbers agree everywhere); a
  // carriage return before one is dropped. A text with no line feed at all whose lines end in a
  // carriage return alone (old Mac OS files) is read by those: read by LF alone it would be one
  // line, and a KIF or CSA reader would find no move on it (issue 26: a silently empty game). A
  // carriage return inside a line of a text that has line feeds stays part of the line.
  end_ = text.find('\n') == std::string_view::npos && text.find('\r') != std::string_view::npos
             ? '\r'
             : '\n';
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  // Room for lines of 16 bytes (a KIF move line is about 20): the vector grows once or not at
  // all, where from empty it doubled a dozen times for a game.
  lines.reserve(text.size() / 16 + 1);
  LineReader reader(text);
  for (std::string_view line; reader.next(line);) lines.push_back(line);
  return lines;
}

std::optional<Diagnostic> stray_carriage_returns(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  if (text.find('\n') == std::string_view::npos) return std::nullopt;  // CR-only files: one CR
  if (text.find('\r') == std::string_view::npos)
    return std::nullopt;  // most files: no line to look at
  std::optional<Diagnostic> first;
  int lines = 0;
  std::size_t start = 0;
  for (int line = 1; start <= text.size(); ++line) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    std::string_view body = text.substr(start, end - start);
    std::size_t crs = 0;
    while (crs < body.size() && body[body.size() - 1 - crs] == '\r') ++crs;
    if (crs > 1 || (crs == 1 && end == text.size())) {
      ++lines;
      if (!first)
        first = Diagnostic{"",
                           line,
                           code_points(body.substr(0, body.size() - crs)) + 1,
                           Severity::Warning,
                           FormatCode::FORMAT_IRREGULAR,
                           "the line ends in " + std::string(crs == 1 ? "" : "\\r") +
                               std::string(crs > 2 ? "..." : "") +
                               (end == text.size() ? "\\r with no \\n" : "\\r\\n") +
                               ": read as one line end"};
    }
    start = end + 1;
  }
  if (first && lines > 1)
    first->message += " (and " + std::to_string(lines - 1) + " more lines ending so)";
  return first;
}

std::string_view trim(std::string_view s) {
  // Byte tests, no substrings: a KIF move line starts with spaces (`   1 ７六歩(77)`).
  constexpr std::string_view kWideSpace = "\xE3\x80\x80";
  for (;;) {
    if (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
      s.remove_prefix(1);
    else if (s.starts_with(kWideSpace))
      s.remove_prefix(kWideSpace.size());
    else
      break;
  }
  for (;;) {
    if (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
      s.remove_suffix(1);
    else if (s.ends_with(kWideSpace))
      s.remove_suffix(kWideSpace.size());
    else
      break;
  }
  return s;
}

}  // namespace kifukit
