#include "rules/diagnostic.hpp"

#include <algorithm>
#include <utility>

namespace kifukit {

Diagnostic error_at(std::string file, int line, int column, Code code, std::string message) {
  return {std::move(file), line, column, Severity::Error, code, std::move(message)};
}

Diagnostic option_error(std::string file, int ordinal, int column, Code code, std::string message) {
  Diagnostic d{std::move(file), 0, column, Severity::Error, code, std::move(message)};
  d.option = ordinal;
  return d;
}

std::string render_place(const std::string& file, int line, int column) {
  std::string out = file.empty() ? "<input>" : file;
  if (line > 0) {
    out += ":" + std::to_string(line);
    if (column > 0) out += ":" + std::to_string(column);
  }
  return out;
}

std::string render(const Diagnostic& d) {
  std::string out = render_place(d.file, d.option > 0 ? d.option : d.line, d.column);
  out += d.severity == Severity::Error ? ": error: " : ": warning: ";
  out += d.message;
  out += " [";
  out += code_name(d.code);
  out += "]";
  return out;
}

bool has_error(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

}  // namespace kifukit
