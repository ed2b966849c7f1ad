// The one exception the kifukit library throws: a reason code (docs/reasons.md) and where in
// which file, as `kifukit validate` prints it.
#pragma once

#include <stdexcept>
#include <string>

#include "kifukit/export.hpp"

namespace kifukit::lib {

class KIFUKIT_API Error : public std::runtime_error {
 public:
  // `line` and `column` are 1-based, 0 when unknown.
  Error(std::string code, std::string file, int line, int column, std::string message);

  const std::string& code() const noexcept { return code_; }  // "FORMAT_SYNTAX", ...
  const std::string& file() const noexcept { return file_; }
  int line() const noexcept { return line_; }
  int column() const noexcept { return column_; }
  const std::string& message() const noexcept { return message_; }
  // "file:line:col", "file:line" or "file", as far as it is known.
  std::string location() const;

 private:
  std::string code_, file_;
  int line_ = 0, column_ = 0;
  std::string message_;
};

}  // namespace kifukit::lib
