// Diagnostics about the corpus itself (a case file, VERSION, the schema, the registries, a skip
// list, the generator spec) are the one kifukit::Diagnostic of every layer (rules/diagnostic.hpp),
// each with its reason code, printed by render(): `file:line:col: error: message [CODE]`.
#pragma once

#include <string>

#include "rules/diagnostic.hpp"

namespace kifukit::corpus {

// 1-based line and column (column counts Unicode code points); 0 = unknown.
struct Location {
  int line = 0;
  int column = 0;
};

// An error of `file` at `loc` (0:0 = about the whole file).
Diagnostic corpus_error(std::string file, Location loc, Code code, std::string message);

}  // namespace kifukit::corpus
