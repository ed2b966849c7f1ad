#include "kifukit/error.hpp"

#include <utility>

#include "library/api_convert.hpp"
#include "rules/diagnostic.hpp"

namespace kifukit::lib {

namespace {
std::string place(const std::string& file, int line, int column) {
  return kifukit::render_place(file, line, column);
}
}  // namespace

Error::Error(std::string code, std::string file, int line, int column, std::string message)
    : std::runtime_error(place(file, line, column) + ": " + message + " [" + code + "]"),
      code_(std::move(code)),
      file_(std::move(file)),
      line_(line),
      column_(column),
      message_(std::move(message)) {}

std::string Error::location() const { return place(file_, line_, column_); }

Error error_from(const kifukit::Diagnostic& d, const std::string& file) {
  return Error(std::string(kifukit::code_name(d.code)), d.file.empty() ? file : d.file, d.line,
               d.column, d.message);
}

}  // namespace kifukit::lib
