// `profiles show --format json` and `variants show --format json`: a profile's parameters and a
// variant's definition as typed JSON for programs (docs/cli.md; schemas
// docs/schemas/profile.schema.json and docs/schemas/variant.schema.json).
#pragma once

#include <string>
#include <string_view>

#include "rules/profile.hpp"
#include "rules/variant.hpp"

namespace kifukit::cli {

inline constexpr int kProfileJsonVersion = 1;
inline constexpr int kVariantJsonVersion = 1;

// {"format":"kifukit-profile","version":1,"name":...,"variant":...,"parameters":{...}}: every
// parameter of the profile, booleans as booleans, numbers as numbers, choices as their names.
// `kind` ("rule-set" or "implementation", docs/profiles.md) is written when not empty.
std::string profile_json(const Profile& p, std::string_view kind = "");

// {"format":"kifukit-variant","version":1,...}: the variant as kifukit resolved it, the board,
// seats, rules and every kind with its moves as [right, forward] vectors for the south seat.
std::string variant_json(const Variant& v);

}  // namespace kifukit::cli
