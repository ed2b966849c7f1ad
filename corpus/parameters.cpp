#include "corpus/parameters.hpp"

#include "rules/data/profile_params.hpp"
#include "rules/data/profile_registry.hpp"

namespace kifukit::corpus {

namespace {

// The profiles of other programs (issue 14; `kind: implementation`, docs/profiles.md) describe
// those programs' rules, not the sources' of docs/rules.md: a case's "*" does not stand for them
// (every case need not state what another program does); a case that names one is judged under
// it.
enum class Which { Sources, OtherPrograms, All };

std::vector<std::string> profiles_of(const char* variant, Which which) {
  std::vector<std::string> out;
  for (const std::string& name : builtin_profile_names()) {
    ProfileResult r = builtin_profile(name);
    if (!r.ok()) continue;
    const bool other_program = r.resolved->kind == ProfileKind::Implementation;
    if (which != Which::All && other_program != (which == Which::OtherPrograms)) continue;
    if (!variant || r.resolved->profile.variant == variant) out.push_back(name);
  }
  return out;
}

}  // namespace

std::vector<std::string> four_player_profiles() { return profiles_of("yonin", Which::Sources); }
std::vector<std::string> other_program_profiles() {
  return profiles_of("yonin", Which::OtherPrograms);
}
std::vector<std::string> all_profiles() { return profiles_of(nullptr, Which::All); }
std::vector<std::string> variant_profiles(const std::string& variant) {
  return profiles_of(variant.c_str(), Which::Sources);
}

nlohmann::json profile_parameters(const Profile& p) {
  nlohmann::json out = nlohmann::json::object();
  out["name"] = p.name;
  out["variant"] = p.variant;
  for (const ParamDef& d : profile_params()) {
    const std::string value = d.get(p);
    switch (d.type) {
      case ParamType::Bool:
        out[std::string(d.key)] = value == "true";
        break;
      case ParamType::Int:
        out[std::string(d.key)] = std::stoll(value);
        break;
      case ParamType::Enum:
      case ParamType::Text:
        out[std::string(d.key)] = value;
        break;
    }
  }
  return out;
}

std::string parameter_text(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

Result<Profile> profile_with_options(const std::string& name, const nlohmann::json& options) {
  ProfileResult base = builtin_profile(name);
  if (!base.ok())
    return Result<Profile>::failure(Code::PROFILE_UNKNOWN_NAME, "unknown profile '" + name + "'");
  Profile p = base.resolved->profile;
  for (auto it = options.begin(); it != options.end(); ++it)
    if (auto issue = apply_option(p, it.key(), it.value()))
      return Result<Profile>::failure(std::move(*issue));
  return p;
}

std::optional<Diagnostic> apply_option(Profile& p, const std::string& key,
                                       const nlohmann::json& value) {
  const ParamDef* def = find_param(key);
  if (!def)
    return error_at("", 0, 0, Code::PROFILE_UNKNOWN_KEY, "unknown profile parameter '" + key + "'");
  std::optional<Diagnostic> issue = set_param(p, *def, parameter_text(value), !value.is_string());
  if (issue) issue->message = key + ": " + issue->message;
  return issue;
}

ParametersReading profile_from_parameters(const nlohmann::json& parameters) {
  ParametersReading out;
  if (!parameters.is_object()) {
    out.unsupported = "parameters is not a JSON object";
    return out;
  }
  Profile p;
  for (auto it = parameters.begin(); it != parameters.end(); ++it) {
    const std::string& key = it.key();
    if (key == "name") {
      if (it->is_string()) p.name = it->get<std::string>();
      continue;
    }
    if (key == "variant") {
      p.variant = it->is_string() ? it->get<std::string>() : "";
      bool known = false;
      for (std::string_view v : profile_variants()) known = known || v == p.variant;
      if (!known) {
        out.unsupported = "variant " + it->dump() + " is not supported";
        return out;
      }
      continue;
    }
    const ParamDef* def = find_param(key);
    if (!def) {
      out.unsupported = "parameter '" + key + "' is not supported";
      return out;
    }
    if (auto issue = set_param(p, *def, parameter_text(*it), !it->is_string())) {
      out.unsupported = key + " = " + it->dump() + " is not supported: " + issue->message;
      return out;
    }
  }
  // Every parameter must be sent: a default filled in here would judge the case under rules the
  // harness never asked for (docs/conformance.md, "run").
  for (const char* key : {"name", "variant"})
    if (!parameters.contains(key)) {
      out.missing = std::string("the request's parameters lack '") + key + "'";
      return out;
    }
  for (const ParamDef& d : profile_params())
    if (!parameters.contains(std::string(d.key))) {
      out.missing = "the request's parameters lack '" + std::string(d.key) + "'";
      return out;
    }
  for (const Contradiction& c : find_contradictions(p)) {
    out.contradiction += (out.contradiction.empty() ? "" : "; ") + c.message;
  }
  if (out.contradiction.empty()) out.profile = p;
  return out;
}

}  // namespace kifukit::corpus
