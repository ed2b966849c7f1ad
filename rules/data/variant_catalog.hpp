// The variant catalogue: every variant a run knows by name. The built-in ones (the embedded
// rules/variants/*.yaml), the ones added from files (--variant-file), and the files NAME.yaml in
// the directories of KIFUKIT_VARIANT_PATH, read the first time NAME is asked for. find_variant()
// (rules/variant.hpp) answers from here; the variants live as long as the process.
// docs/variants.md, "Variants at run time".
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/data/variant_reader.hpp"

namespace kifukit {

// The environment variable: directories separated by ':', searched in order.
inline constexpr const char* kVariantPathVariable = "KIFUKIT_VARIANT_PATH";

// The directories of KIFUKIT_VARIANT_PATH (empty parts dropped).
std::vector<std::string> variant_path_directories();

// The first DIR/NAME.yaml of KIFUKIT_VARIANT_PATH that exists, for a valid variant name.
std::optional<std::string> find_variant_file(std::string_view name);

// Reads a variant file (at most kMaxVariantBytes) and resolves its `extends:` through the
// built-ins, KIFUKIT_VARIANT_PATH and the files beside it. VARIANT_UNREADABLE without a
// position when the file cannot be read. Does not add the variant to the catalogue.
VariantResult read_variant_file(const std::string& path);
// The same for a text read by the caller (standard input): `source` names it.
VariantResult read_variant_text(std::string_view text, const std::string& source);

// What `extends:` reaches from a file: built-ins, KIFUKIT_VARIANT_PATH, files beside it.
VariantSources default_variant_sources();

// Adds a variant read from `source` under its name. An error (VARIANT_BAD_VALUE at `source`) when
// the name is a built-in one, or another file already gave that name a different variant; adding
// the same file twice is no error.
std::optional<Diagnostic> add_variant(std::shared_ptr<const Variant> v, const std::string& source);

// Names of the built-in variants and the ones added so far, sorted, built-ins first.
std::vector<std::string> known_variant_names();

}  // namespace kifukit
