// Reads a variant (YAML text, docs/variants.md) into a Variant: every key and value is checked and
// problems come back as located diagnostics, never exceptions. The text comes from the caller
// (the embedded built-in files, or a file the tools read): rules/ reads no files itself.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/diagnostic.hpp"
#include "rules/variant.hpp"

namespace kifukit {

// Variant diagnostics are the one Diagnostic (rules/diagnostic.hpp), always errors with a line
// and column. Codes (stable, docs/variants.md): VARIANT_SYNTAX, VARIANT_BAD_TYPE,
// VARIANT_BAD_VALUE, VARIANT_UNKNOWN_KEY, VARIANT_DUPLICATE_KEY, VARIANT_MISSING_KEY,
// VARIANT_CONTRADICTION, VARIANT_BAD_START (reported by the tools, which own the position
// notation), VARIANT_UNREADABLE, VARIANT_UNKNOWN_NAME.
using VariantError = Diagnostic;

struct VariantResult {
  std::shared_ptr<const Variant> variant;  // set exactly when errors is empty
  std::vector<VariantError> errors;
  bool ok() const { return errors.empty(); }
  // Where the `start:` value begins (1-based), so that a caller that parses the start position
  // can point into it.
  int start_line = 0;
  int start_column = 0;
};

VariantResult read_variant(std::string_view yaml, const std::string& source);

// The built-in variant files: name (file stem), source path and text.
struct BuiltinVariantText {
  std::string_view name;
  std::string_view source;
  std::string_view text;
};
std::vector<BuiltinVariantText> builtin_variant_texts();

}  // namespace kifukit
