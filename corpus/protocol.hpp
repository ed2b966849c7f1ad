// The adapter protocol, versions 1 and 2 (docs/conformance.md): JSON Lines over an adapter's
// stdin and stdout. Version 2 adds the adapter's supported parameter values to its handshake, the
// case's depends_on list to each request, and the trace observable. The harness sends `start`, then
// one `run` per (case, profile), then `stop`; the adapter answers the start with its own `start`
// (name, version, profiles) and each run with `result`, `skipped` or `errored`. Expectations never
// travel: the harness compares.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/case.hpp"
#include "rules/result.hpp"

namespace kifukit::corpus {

inline constexpr int kProtocolVersion = 2;  // the newest version the harness speaks
inline constexpr int kOldestProtocol = 1;   // still accepted from adapters

nlohmann::json start_message(const std::string& corpus_version);
nlohmann::json stop_message();

// The adapter's side of the handshake.
struct Handshake {
  int protocol = kOldestProtocol;  // the version the adapter answered with
  std::string implementation;
  std::string version;
  std::vector<std::string> profiles;  // "*" = every profile (it reads the parameters only)
  // Version 2: parameter key -> the values the adapter supports; a key not listed: every value.
  nlohmann::json parameters = nlohmann::json::object();
  bool supports(const std::string& profile) const;
  bool supports_value(const std::string& key, const nlohmann::json& value) const;
};
// Reads the adapter's start message; a failure says why it is not one of protocol 1 or 2.
Result<Handshake> parse_handshake(const nlohmann::json& message);

// The harness reading an adapter's first line: its handshake, or why not (a line that is not JSON
// quoted as a short excerpt only).
Result<Handshake> handshake_from_line(const std::string& line);

// The `run` request for a case under a profile: fully resolved parameters (the profile plus the
// case's options), the start position (the variant's start when the case has none), the entries
// and the observables the expectation asks for. A failure when the case's options do not apply to
// the profile.
// Version 2 requests also carry `depends_on` (the case's list, or every parameter).
Result<nlohmann::json> run_request(const Case& c, const std::string& profile,
                                   int protocol = kOldestProtocol);

// Fits a request to the adapter's supported values (version 2 handshakes): a parameter the case
// does not depend on gets the adapter's first supported value; a parameter it depends on with an
// unsupported value makes the pair skipped. Returns the skip reason, or empty.
std::string fit_request(const Case& c, const Handshake& h, nlohmann::json& request);

// The nodes a perft expectation visits: the sum of its counts (every depth 1..N is asked for).
long long perft_nodes(const nlohmann::json& expectation);
// {"legal_moves_per_ply": true, "perft": N, "legal_moves": true}, each only when expected.
nlohmann::json observe_for(const nlohmann::json& expectation);

// What is wrong with an answer to `request` (type, id, profile, the types of the fields), or
// empty when it is a well-formed answer.
std::string answer_problem(const nlohmann::json& answer, const nlohmann::json& request);

// The harness reading an adapter's answer line to `request`: the answer, or why not
// ("protocol: ..." with at most a short excerpt of the line).
Result<nlohmann::json> answer_from_line(const std::string& line, const nlohmann::json& request);

nlohmann::json skipped_answer(const nlohmann::json& request, const std::string& reason);
nlohmann::json errored_answer(const nlohmann::json& request, const std::string& message);

}  // namespace kifukit::corpus
