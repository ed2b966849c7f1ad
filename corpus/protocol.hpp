// The adapter protocol, version 1 (docs/conformance.md): JSON Lines over an adapter's stdin and
// stdout. The harness sends `start`, then one `run` per (case, profile), then `stop`; the adapter
// answers the start with its own `start` (name, version, profiles) and each run with `result`,
// `skipped` or `errored`. Expectations never travel: the harness compares.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/case.hpp"

namespace kifukit::corpus {

inline constexpr int kProtocolVersion = 1;

nlohmann::json start_message(const std::string& corpus_version);
nlohmann::json stop_message();

// The adapter's side of the handshake.
struct Handshake {
  std::string implementation;
  std::string version;
  std::vector<std::string> profiles;  // "*" = every profile (it reads the parameters only)
  bool supports(const std::string& profile) const;
};
// Reads the adapter's start message; nullopt and `error` when it is not one of protocol 1.
std::optional<Handshake> parse_handshake(const nlohmann::json& message, std::string& error);

// The `run` request for a case under a profile: fully resolved parameters (the profile plus the
// case's options), the start position (the variant's start when the case has none), the entries
// and the observables the expectation asks for. nullopt and `error` when the case's options do
// not apply to the profile.
std::optional<nlohmann::json> run_request(const Case& c, const std::string& profile,
                                          std::string& error);
// {"legal_moves_per_ply": true, "perft": N, "legal_moves": true}, each only when expected.
nlohmann::json observe_for(const nlohmann::json& expectation);

// What is wrong with an answer to `request` (type, id, profile, the types of the fields), or
// empty when it is a well-formed answer.
std::string answer_problem(const nlohmann::json& answer, const nlohmann::json& request);

nlohmann::json skipped_answer(const nlohmann::json& request, const std::string& reason);
nlohmann::json errored_answer(const nlohmann::json& request, const std::string& message);

}  // namespace kifukit::corpus
