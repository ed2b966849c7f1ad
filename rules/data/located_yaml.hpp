// The located-YAML helper of every reader built on yaml-cpp: the variant reader (rules/), the
// profile reader (rules/data/) and the corpus's case reader (corpus/). One place turns yaml-cpp's
// marks (0-based line, byte column) into kifukit's 1-based line and code-point column, one
// place refuses a text that holds more than one document, and one place turns yaml-cpp's
// exceptions into a located Diagnostic. rules/ reads no files: the text comes from the caller.
// The targets that include this header link yaml-cpp themselves.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/node/node.h>

#include "rules/diagnostic.hpp"
#include "rules/source_location.hpp"

namespace kifukit {

// Positions of marks in one text, named `file` in its diagnostics. Marks asked for in
// increasing order on one line cost only the bytes in between (a reader asks for every node of
// a long one-line flow list).
class YamlLocator {
 public:
  YamlLocator(std::string_view text, std::string file);

  // A null mark (yaml-cpp has no place) is 1:1, the top of the text.
  SourceLocation position(const YAML::Mark& m) const;
  // An error at the mark.
  Diagnostic error(const YAML::Mark& m, Code code, std::string message) const;
  const std::string& file() const { return file_; }

 private:
  std::string_view text_;
  std::string file_;
  std::vector<std::size_t> line_starts_;
  // The last answer: its line, byte offset and column.
  mutable int cached_line_ = -1;
  mutable std::size_t cached_offset_ = 0;
  mutable int cached_column_ = 1;
};

// One key of a YAML map as the variant and profile readers collect them, with the text it was
// written in (a parent's, or the file's) where the reader follows `extends`.
struct YamlMapEntry {
  std::string key;
  YAML::Node key_node;
  YAML::Node value;
  const YamlLocator* at = nullptr;
};

// A text is one YAML document: the position of a second one (or of the character where none
// can start), as a `code` error naming what the text is ("a profile is one YAML document"); no
// value when the text holds at most one. Does not build the documents (yaml-cpp's LoadAll
// reports the same empty document forever on some malformed input).
std::optional<Diagnostic> second_document(std::string_view text, const YamlLocator& at, Code code,
                                          std::string_view what);

// A yaml-cpp exception as a `code` error at its mark; nesting past yaml-cpp's depth guard (whose
// own message is "bad file") says `too_deep` instead.
Diagnostic yaml_exception_error(const YAML::Exception& e, const YamlLocator& at, Code code,
                                std::string_view too_deep);

}  // namespace kifukit
