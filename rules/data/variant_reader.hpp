// Reads a variant (YAML text, docs/variants.md) into a Variant: resolves `extends:`, checks every
// key and value, and reports problems as located diagnostics, never exceptions. The text comes
// from the caller; the texts that `extends:` names come from VariantSources (the built-in files,
// or rules/data/variant_catalog.hpp's files and KIFUKIT_VARIANT_PATH).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
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
// notation), VARIANT_UNREADABLE, VARIANT_UNKNOWN_NAME. `extends:` reuses them: a parent that is
// not found is VARIANT_UNKNOWN_NAME, one that cannot be read VARIANT_UNREADABLE, a cycle or a
// chain deeper than 32 VARIANT_CONTRADICTION, each at the `extends:` value.

struct VariantResult {
  std::shared_ptr<const Variant> variant;  // set exactly when diagnostics is empty
  std::vector<Diagnostic> diagnostics;
  bool ok() const { return diagnostics.empty(); }
  // Where the `start:` value begins (1-based), so that a caller that parses the start position
  // can point into it.
  int start_line = 0;
  int start_column = 0;
  std::string start_source;  // the file of the `start:` value (a parent's, through extends:)
};

// The largest variant text the reader takes (1 MiB; the built-in ones are a few KiB): a larger
// one is refused before YAML reads it (docs/limits.md).
inline constexpr std::size_t kMaxVariantBytes = 1u << 20;

struct VariantText {
  std::string source;
  std::string text;
};

// How `extends:` finds other variants. A value with a slash or ending in .yaml/.yml is a file,
// which must lie beside the extending file; anything else is a name.
struct VariantSources {
  // The text of a variant by name; `builtin_only` when the one asking is a built-in file.
  std::function<std::optional<VariantText>(std::string_view name, bool builtin_only)> named;
  // Reads a file; nullopt when it cannot be read.
  std::function<std::optional<std::string>(const std::string& path)> read_file;
  // The text being read is a built-in file (it may extend built-ins only).
  bool builtin_only = false;
};

// `extends:` reaches the built-in variants only (no file is read).
VariantResult read_variant(std::string_view yaml, const std::string& source);
VariantResult read_variant(std::string_view yaml, const std::string& source,
                           const VariantSources& sources);
// The built-in variants by name, and no files.
VariantSources builtin_variant_sources();

// The built-in variant files: name (file stem), source path and text.
struct BuiltinVariantText {
  std::string_view name;
  std::string_view source;
  std::string_view text;
};
std::vector<BuiltinVariantText> builtin_variant_texts();

}  // namespace kifukit
