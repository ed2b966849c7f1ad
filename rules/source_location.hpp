// The one location type of every layer: where in a text something was read. The record model
// (formats/record.hpp), the located-YAML helper (rules/data/located_yaml.hpp) and the corpus's
// case files (corpus/) all use it; a Diagnostic carries the same line and column.
#pragma once

namespace kifukit {

// 1-based line and column (column counts Unicode code points); 0 when unknown, or when the item
// was built in memory. A location is not part of an item's value: two records read from
// different syntaxes compare equal when their contents are equal, so equality ignores it.
struct SourceLocation {
  int line = 0;
  int column = 0;
  // The item was built from the text here rather than copied from it (a KIF board diagram or
  // CSA P-lines read into SFEN): a column inside the item does not map to the file.
  bool derived = false;
  friend bool operator==(const SourceLocation&, const SourceLocation&) { return true; }
};

}  // namespace kifukit
