#include "corpus/dependencies.hpp"

#include "corpus/parameters.hpp"
#include "corpus/protocol.hpp"
#include "corpus/reference.hpp"
#include "corpus/score.hpp"
#include "rules/data/profile_params.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

std::vector<json> values_of(const ParamDef& d) {
  std::vector<json> out;
  switch (d.type) {
    case ParamType::Bool:
      return {false, true};
    case ParamType::Int:
      return {0, 250, 300, 600};  // the values the built-in profiles use
    case ParamType::Enum:
      for (std::string_view v : d.values) out.push_back(std::string(v));
      return out;
    case ParamType::Text:
      return out;  // free text: not varied
  }
  return out;
}

// The parameters with `key` set to `value`, with the partner keys a lone change would contradict
// adjusted (king capture goes with no king safety; doubles need a doubles rule). nullopt when
// the set still contradicts itself.
std::optional<json> varied(const json& parameters, const std::string& key, const json& value) {
  json p = parameters;
  p[key] = value;
  if (key == "king_capture") p["king_safety"] = !value.get<bool>();
  if (key == "king_safety") p["king_capture"] = !value.get<bool>();
  if (key == "mode" && value == "doubles" && p["doubles_rule"] == "none")
    p["doubles_rule"] = "qdan-no-attack-on-partner";
  ParametersReading reading = profile_from_parameters(p);
  if (!reading.profile) return std::nullopt;
  return p;
}

}  // namespace

std::map<std::string, std::string> discovered_dependencies(const Case& c) {
  std::map<std::string, std::string> found;
  for (const std::string& profile : c.profiles()) {
    const json* e = c.expectation(profile);
    if (!e) continue;
    Result<json> request = run_request(c, profile);
    if (!request) continue;
    if (score_answer(*e, reference_answer(*request)).status != PairStatus::Passed) continue;
    // A setup the profile refuses (the case's own options contradict it) depends on nothing else.
    if (e->value("outcome", "") == "invalid-setup" && e->value("code", "") == "RECORD_BAD_PROFILE")
      continue;
    // One copy of the request a profile, its parameters replaced for each change (a record's
    // moves are most of a request).
    json changed = *request;
    for (const ParamDef& d : profile_params()) {
      const std::string key(d.key);
      if (found.count(key)) continue;
      for (const json& value : values_of(d)) {
        if (value == (*request)["parameters"][key]) continue;
        std::optional<json> parameters = varied((*request)["parameters"], key, value);
        if (!parameters) continue;
        changed["parameters"] = std::move(*parameters);
        const json* asked = &changed;
        std::optional<json> moved_request;
        if (key == "first_mover" && !c.start) {
          // The start of a case without one is the initial array with the first mover to move.
          Case moved = c;
          moved.options[key] = value;
          Result<json> r = run_request(moved, profile);
          if (!r) continue;
          moved_request = std::move(*r);
          asked = &*moved_request;
        }
        if (score_answer(*e, reference_answer(*asked)).status != PairStatus::Passed) {
          found[key] = profile;
          break;
        }
      }
    }
  }
  return found;
}

}  // namespace kifukit::corpus
