#include "corpus/diagnostic.hpp"

namespace kifukit::corpus {

std::string CorpusDiagnostic::render() const {
  std::string out = file;
  if (loc.line > 0) out += ":" + std::to_string(loc.line) + ":" + std::to_string(loc.column);
  return out + ": error: " + message;
}

}  // namespace kifukit::corpus
