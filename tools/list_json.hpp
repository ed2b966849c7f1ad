// The JSON documents of the listing commands (docs/cli.md): `codes --format json`,
// `profiles list --format json` and `variants list --format json`, each versioned with a schema
// in docs/schemas (codes, profile-list, variant-list).
#pragma once

#include <string>
#include <vector>

#include "rules/codes.hpp"

namespace kifukit::cli {

inline constexpr int kListJsonVersion = 1;

// One document each, no trailing newline.
std::string codes_json(const std::vector<const CodeInfo*>& codes);
std::string profiles_list_json();
std::string variants_list_json();

}  // namespace kifukit::cli
