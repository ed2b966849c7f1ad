#include "corpus/protocol.hpp"

#include <algorithm>

#include "corpus/parameters.hpp"
#include "formats/diagnostic.hpp"
#include "formats/notation.hpp"
#include "rules/data/profile_params.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

json start_message(const std::string& corpus_version) {
  return {{"type", "start"},
          {"protocol", kProtocolVersion},
          {"protocols", json::array({1, 2})},
          {"corpus_version", corpus_version}};
}

json stop_message() { return {{"type", "stop"}}; }

bool Handshake::supports_value(const std::string& key, const json& value) const {
  auto it = parameters.find(key);
  if (it == parameters.end()) return true;
  return std::find(it->begin(), it->end(), value) != it->end();
}

bool Handshake::supports(const std::string& profile) const {
  return std::find(profiles.begin(), profiles.end(), profile) != profiles.end() ||
         std::find(profiles.begin(), profiles.end(), "*") != profiles.end();
}

Result<Handshake> parse_handshake(const json& m) {
  auto fail = [](Code code, std::string message) {
    return Result<Handshake>::failure(code, std::move(message));
  };
  if (!m.is_object() || m.value("type", json()) != "start")
    return fail(Code::FORMAT_BAD_VALUE, "the first line is not a start message");
  const json protocol = m.value("protocol", json());
  if (!protocol.is_number_integer() || protocol.get<int>() < kOldestProtocol ||
      protocol.get<int>() > kProtocolVersion)
    return fail(Code::FORMAT_BAD_VALUE, "the adapter speaks protocol " + excerpt(protocol.dump()) +
                                            ", the harness protocols " +
                                            std::to_string(kOldestProtocol) + " to " +
                                            std::to_string(kProtocolVersion));
  Handshake h;
  h.protocol = protocol.get<int>();
  if (h.protocol >= 2 && m.contains("parameters")) {
    const json& p = m["parameters"];
    bool ok = p.is_object();
    for (auto it = p.begin(); ok && it != p.end(); ++it)
      ok = it->is_array() && !it->empty() && find_param(it.key());
    if (!ok)
      return fail(Code::FORMAT_TYPE,
                  "parameters must map profile parameters to non-empty lists of supported values");
    h.parameters = p;
  }
  if (!m.contains("implementation") || !m["implementation"].is_string() || !m.contains("version") ||
      !m["version"].is_string() || !m.contains("profiles") || !m["profiles"].is_array())
    return fail(Code::FORMAT_MISSING_KEY,
                "start needs implementation (string), version (string) and profiles (list)");
  // Shown in every report: a short excerpt with control characters escaped, never the adapter's
  // bytes themselves (issue 26: a 900 KB name on the first line; terminal escape sequences, `\r`).
  h.implementation = excerpt(m["implementation"].get<std::string>());
  h.version = excerpt(m["version"].get<std::string>());
  for (const json& p : m["profiles"]) {
    if (!p.is_string()) return fail(Code::FORMAT_TYPE, "profiles must be strings");
    h.profiles.push_back(p);
  }
  return h;
}

json observe_for(const json& e) {
  json o = json::object();
  if (e.contains("legal_moves_per_ply")) o["legal_moves_per_ply"] = true;
  if (e.contains("perft")) {
    int depth = 0;
    for (auto it = e["perft"].begin(); it != e["perft"].end(); ++it)
      depth = std::max(depth, std::stoi(it.key()));
    o["perft"] = depth;
  }
  if (e.contains("legal_moves")) o["legal_moves"] = true;
  return o;
}

long long perft_nodes(const json& e) {
  long long nodes = 0;
  if (e.is_object() && e.contains("perft"))
    for (const json& count : e["perft"]) nodes += count.get<long long>();
  return nodes;
}

std::string fit_request(const Case& c, const Handshake& h, json& request) {
  json& parameters = request["parameters"];
  for (auto it = h.parameters.begin(); it != h.parameters.end(); ++it) {
    if (!parameters.contains(it.key()) || h.supports_value(it.key(), parameters[it.key()]))
      continue;
    if (c.depends_on_parameter(it.key()))
      return "the case depends on " + it.key() + " = " + parameters[it.key()].dump() +
             ", which the adapter does not support";
    parameters[it.key()] = it->front();
  }
  return "";
}

Result<json> run_request(const Case& c, const std::string& profile, int protocol) {
  Result<Profile> p = profile_with_options(profile, c.options);
  if (!p) return Result<json>::failure(p.diagnostics());
  std::string start;
  if (c.start) {
    start = *c.start;
  } else {
    const Variant* v = find_variant(c.variant);
    if (!v)
      return Result<json>::failure(Code::VARIANT_UNKNOWN_NAME, "unknown variant " + c.variant);
    Position pos = start_position(*v);
    pos.set_to_move(p->first_mover);
    start = format_position(pos);
  }
  const json* e = c.expectation(profile);
  json request = {{"type", "run"},        {"id", c.id},
                  {"profile", profile},   {"parameters", profile_parameters(*p)},
                  {"variant", c.variant}, {"start", start},
                  {"moves", c.moves},     {"observe", e ? observe_for(*e) : json::object()}};
  if (protocol >= 2) {
    json depends = json::array();
    for (const ParamDef& d : profile_params())
      if (c.depends_on_parameter(std::string(d.key))) depends.push_back(std::string(d.key));
    request["depends_on"] = std::move(depends);
  }
  return request;
}

namespace {

std::string field_problem(const json& a) {
  static const std::vector<std::string> outcomes = {"legal", "illegal-move", "invalid-setup",
                                                    "malformed"};
  if (!a.contains("outcome") || !a["outcome"].is_string() ||
      std::find(outcomes.begin(), outcomes.end(), a["outcome"].get<std::string>()) ==
          outcomes.end())
    return "a result needs outcome: legal, illegal-move, invalid-setup or malformed";
  auto is = [&](const char* key, bool (json::*test)() const noexcept) {
    return !a.contains(key) || a[key].is_null() || (a[key].*test)();
  };
  if (!is("code", &json::is_string)) return "code must be a string";
  if (!is("ply", &json::is_number_integer)) return "ply must be an integer";
  if (!is("position", &json::is_string)) return "position must be a string";
  if (!is("status", &json::is_string)) return "status must be a string";
  if (!is("end", &json::is_string)) return "end must be a string";
  if (!is("void", &json::is_boolean)) return "void must be a boolean";
  if (!is("ranking", &json::is_object)) return "ranking must be a map";
  if (!is("fouls", &json::is_array)) return "fouls must be a list";
  if (!is("observed", &json::is_object)) return "observed must be a map";
  return "";
}

}  // namespace

std::string answer_problem(const json& a, const json& request) {
  if (!a.is_object()) return "the answer is not a JSON object";
  const std::string type =
      a.contains("type") && a["type"].is_string() ? a["type"].get<std::string>() : "";
  if (type != "result" && type != "skipped" && type != "errored")
    return "the answer's type is not result, skipped or errored";
  if (a.value("id", json()) != request.value("id", json()) ||
      a.value("profile", json()) != request.value("profile", json()))
    return "the answer is for another case or profile (id " +
           excerpt(a.value("id", json()).dump()) + ", profile " +
           excerpt(a.value("profile", json()).dump()) + ")";
  if (type == "result") return field_problem(a);
  return "";
}

Result<Handshake> handshake_from_line(const std::string& line) {
  const json message = json::parse(line, nullptr, false);
  if (message.is_discarded())
    return Result<Handshake>::failure(Code::FORMAT_SYNTAX,
                                      "the start message is not JSON: " + excerpt(line));
  return parse_handshake(message);
}

Result<json> answer_from_line(const std::string& line, const json& request) {
  json answer = json::parse(line, nullptr, false);
  if (answer.is_discarded())
    return Result<json>::failure(Code::FORMAT_SYNTAX,
                                 "protocol: the answer is not JSON: " + excerpt(line));
  if (std::string problem = answer_problem(answer, request); !problem.empty())
    return Result<json>::failure(Code::FORMAT_BAD_VALUE, "protocol: " + problem);
  return answer;
}

json skipped_answer(const json& request, const std::string& reason) {
  return {{"type", "skipped"},
          {"id", request.value("id", json())},
          {"profile", request.value("profile", json())},
          {"reason", reason}};
}

json errored_answer(const json& request, const std::string& message) {
  return {{"type", "errored"},
          {"id", request.value("id", json())},
          {"profile", request.value("profile", json())},
          {"message", message}};
}

}  // namespace kifukit::corpus
