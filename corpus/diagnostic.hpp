// Diagnostics about the corpus itself (a case file, VERSION, the registries): where and what.
// `file:line:col: error: message`, the same shape as every other kifukit diagnostic.
#pragma once

#include <string>

namespace kifukit::corpus {

// 1-based line and column (column counts Unicode code points); 0 = unknown.
struct Location {
  int line = 0;
  int column = 0;
};

struct CorpusDiagnostic {
  std::string file;
  Location loc;
  std::string message;
  std::string render() const;
};

}  // namespace kifukit::corpus
