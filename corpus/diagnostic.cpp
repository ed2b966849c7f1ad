#include "corpus/diagnostic.hpp"

#include <utility>

namespace kifukit::corpus {

Diagnostic corpus_error(std::string file, SourceLocation loc, Code code, std::string message) {
  return error_at(std::move(file), loc.line, loc.column, code, std::move(message));
}

}  // namespace kifukit::corpus
