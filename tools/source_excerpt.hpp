// The source line under a diagnostic and a caret under its column, as compilers print them
// (docs/cli.md, "Source excerpts"):
//
//   examples/bad.yaml:7:5: error: ... [ILLEGAL_NIFU]
//       7 |   - P*5e
//         |     ^
//
// The column counts code points; the caret is placed by display width (a CJK character is two
// columns, a tab stays a tab), so it stands under the character in a terminal.
#pragma once

#include <string>
#include <string_view>

namespace kifukit::cli {

// The excerpt for `line` (1-based) and `column` of a text, with its newline; "" when the line
// is past the end, the column is 0, or the line is not printable UTF-8 (a Shift_JIS KIF, a
// control character): an excerpt never shows bytes a terminal would misread.
std::string source_excerpt(std::string_view text, int line, int column);

// The same for a file, read once and kept while its diagnostics are printed; "" for standard
// input ("<stdin>", "-"), which cannot be read twice, and for a file that cannot be read.
class SourceExcerpts {
 public:
  std::string operator()(const std::string& file, int line, int column);

 private:
  std::string file_, text_;
  bool read_ = false;
};

}  // namespace kifukit::cli
