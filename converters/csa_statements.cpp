#include "converters/csa_statements.hpp"

#include <cstring>

namespace kifukit {

// The statement at rest_ on the line, if it is not empty, and rest_ past its comma.
bool CsaStatements::next_in_line(CsaStatement& s) {
  const std::string_view line = line_.text();
  const std::size_t start = rest_, comma = line.find(',', start);
  const std::size_t end = comma == std::string_view::npos ? line.size() : comma;
  if (comma == std::string_view::npos)
    in_line_ = false;
  else
    rest_ = comma + 1;
  if (end == start) return false;
  // Asking for the place first counts the columns on from the previous statement's, and the
  // copy keeps the count: many statements on one line cost O(n) (issue 26).
  line_.seek(start);
  (void)line_.loc();
  s = {line.substr(start, end - start), line_};
  return true;
}

std::size_t CsaStatements::moves_at_most(const CsaStatement& s) const {
  // The game ends at the first `/` that starts a line (or later, when that line is more than
  // `/`, which is an error that ends the reading).
  const char* const from = s.text.data();
  const std::string_view rest = lines_.rest();
  const char* const end = rest.data() + rest.size();
  const char* slash = from + 1;  // a statement is not empty: from[0] is no line's start
  while ((slash = static_cast<const char*>(std::memchr(slash, '/', end - slash))) &&
         slash[-1] != '\n' && slash[-1] != '\r')
    ++slash;
  const auto bytes = static_cast<std::size_t>((slash ? slash : end) - from);
  return (bytes + 1) / 8;
}

}  // namespace kifukit
