// The vocabulary of rule profiles: every parameter of rules/profile.hpp with its YAML key and
// the spelling of its values (docs/profiles.md). One table serves the profile reader, the
// `--option key=value` overrides and the printer, so the three can never disagree.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rules/diagnostic.hpp"
#include "rules/profile.hpp"
#include "rules/profile_rules.hpp"  // find_contradictions: the rules decide, formats only read

namespace kifukit {

// Text: a list of kinds or of kind values (`R +R G`, `R=5 *=1`), checked by its own reader.
enum class ParamType { Bool, Int, Enum, Text };

struct ParamDef {
  std::string_view key;  // snake_case, as the field of Profile
  ParamType type;
  std::span<const std::string_view> values;  // Enum: the kebab-case names; Bool: false, true
  std::string (*get)(const Profile&);
  // Sets the value from its text; false when the text names no value of this parameter.
  bool (*set)(Profile&, std::string_view);
};

// Every rule parameter, in the order of the fields of Profile (name and variant excluded).
std::span<const ParamDef> profile_params();
const ParamDef* find_param(std::string_view key);
// chu shogi's parameters (promotion, lion_trading, bare_king): they act in variants with lions.
bool is_chu_param(std::string_view key);

// The closest parameter key to a misspelt one, or empty when nothing is close.
std::string_view suggest_param(std::string_view key);

// Why a text cannot be a parameter's value: a Diagnostic with code PROFILE_BAD_TYPE or
// PROFILE_BAD_VALUE and its message, but no place (the caller sets where the value was written).
using ParamIssue = Diagnostic;
// Sets `p` from `text`. `plain` is false for a quoted YAML scalar: booleans and numbers must be
// written bare, so that `"true"` is not silently read as a boolean.
std::optional<ParamIssue> set_param(Profile& p, const ParamDef& def, std::string_view text,
                                    bool plain);

// The variants a profile can be written for.
std::span<const std::string_view> profile_variants();

}  // namespace kifukit
