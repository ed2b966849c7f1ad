// Diagnostics about the corpus itself (a case file, VERSION, the schema, the registries, a skip
// list, the generator spec) are the one kifukit::Diagnostic of every layer (rules/diagnostic.hpp),
// each with its reason code, printed by render(): `file:line:col: error: message [CODE]`.
#pragma once

#include <string>

#include "rules/diagnostic.hpp"
#include "rules/source_location.hpp"

namespace kifukit::corpus {

// An error of `file` at `loc` (0:0 = about the whole file).
Diagnostic corpus_error(std::string file, SourceLocation loc, Code code, std::string message);

}  // namespace kifukit::corpus
