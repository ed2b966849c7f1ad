#include "formats/diagnostic.hpp"

#include <algorithm>

namespace kifukit {

std::string_view code_name(FormatCode code) {
  static constexpr std::string_view kNames[] = {
#define KIFUKIT_X(name) #name,
      KIFUKIT_FORMAT_CODES(KIFUKIT_X)
#undef KIFUKIT_X
  };
  return kNames[static_cast<int>(code)];
}

std::string render(const Diagnostic& d) {
  std::string out = d.file.empty() ? "<input>" : d.file;
  if (d.line > 0) {
    out += ":" + std::to_string(d.line);
    if (d.column > 0) out += ":" + std::to_string(d.column);
  }
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
