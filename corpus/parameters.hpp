// Profiles on the wire: the fully resolved parameters the harness sends with every request
// (every key of profile_to_yaml, typed as JSON), and the way back for an adapter. Contradictions
// are not checked on the harness side: judging a contradictory parameter set (a case asking for
// doubles under a profile without a doubles rule) is the adapter's job, and a corpus case.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rules/diagnostic.hpp"
#include "rules/profile.hpp"
#include "rules/result.hpp"

namespace kifukit::corpus {

// Built-in profile names, sorted: the four-player profiles of the rule sources (what a case's
// "*" stands for), the four-player profiles of other programs (tonykoval, ludii: judged only
// where a case names them, docs/conformance.md "Coverage"), and every built-in profile.
std::vector<std::string> four_player_profiles();
std::vector<std::string> other_program_profiles();
std::vector<std::string> all_profiles();
// The built-in profiles written for one variant ("chu": chu and chu-lishogi), sorted.
std::vector<std::string> variant_profiles(const std::string& variant);

// {"name": ..., "variant": ..., then every parameter}: booleans, integers and strings.
nlohmann::json profile_parameters(const Profile& p);

// The text of a JSON scalar as a profile value (true, 600, doubles).
std::string parameter_text(const nlohmann::json& v);

// Applies one option override to `p`; what is wrong with it (PROFILE_UNKNOWN_KEY for a key that
// is no parameter, the parameter's own code for its value), or nothing.
std::optional<Diagnostic> apply_option(Profile& p, const std::string& key,
                                       const nlohmann::json& value);

// The built-in profile `name` with `options` (a JSON map key -> scalar) applied one by one; a
// failure names the unknown profile (PROFILE_UNKNOWN_NAME), key or value (apply_option's).
Result<Profile> profile_with_options(const std::string& name, const nlohmann::json& options);

// An adapter's reading of the parameters.
struct ParametersReading {
  std::optional<Profile> profile;  // set when every key is known and every value valid
  std::string unsupported;         // why not (a key or value this implementation lacks)
  std::string missing;             // a parameter the request left out (answered errored)
  std::string contradiction;       // set when the values cannot hold together
};
ParametersReading profile_from_parameters(const nlohmann::json& parameters);

}  // namespace kifukit::corpus
