// What every converter writer reports: the error that stops it and a FORMAT_LOSSY warning for
// each thing its format cannot hold, worded alike for every format.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/diagnostic.hpp"
#include "formats/record.hpp"

namespace kifukit {

class WriterDiagnostics {
 protected:
  explicit WriterDiagnostics(std::string_view format) : format_(format) {}

  // Ends the writing: no text, the diagnostics so far and this error. They are copied, not
  // moved: a writer that fails inside a line returns false and then diags_ (the KI2, KIF and
  // CSA writers refused an unnamed move with no message at all, exit 2).
  WriteResult fail(FormatCode code, SourceLocation loc, const std::string& message) {
    diags_.push_back({"", loc.line, loc.column, Severity::Error, code, message});
    return {std::nullopt, diags_};
  }
  void lossy(SourceLocation loc, const std::string& what) {
    diags_.push_back({"", loc.line, loc.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
                      std::string(format_) + " cannot hold " + what + "; it is left out"});
  }
  // A header value on one line: line breaks become spaces, with a warning.
  std::string one_line(std::string s, SourceLocation loc) {
    if (s.find_first_of("\r\n") == std::string::npos) return s;
    diags_.push_back(
        {"", loc.line, loc.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
         std::string(format_) + " cannot hold a line break in a header; it becomes a space"});
    for (char& ch : s)
      if (ch == '\r' || ch == '\n') ch = ' ';
    return s;
  }

  std::vector<Diagnostic> diags_;

 private:
  std::string_view format_;
};

}  // namespace kifukit
