#include "corpus/case.hpp"

#include <algorithm>

#include "corpus/builtin_schema.hpp"
#include "corpus/json_schema.hpp"
#include "corpus/parameters.hpp"
#include "formats/diagnostic.hpp"
#include "rules/data/profile_params.hpp"
#include "rules/data/profile_registry.hpp"

namespace kifukit::corpus {

namespace {

using json = nlohmann::json;

class Checker {
 public:
  Checker(const Case& c, std::vector<Diagnostic>& errors) : c_(c), errors_(errors) {}
  void error(const std::string& pointer, Code code, const std::string& message,
             bool at_key = false) {
    errors_.push_back(corpus_error(
        c_.file, at_key ? c_.source.key_location(pointer) : c_.source.at(pointer), code, message));
  }

 private:
  const Case& c_;
  std::vector<Diagnostic>& errors_;
};

void check_expectation_keys(const Case& c, Checker& check) {
  if (c.variant == "standard") {
    for (auto it = c.expect.begin(); it != c.expect.end(); ++it)
      if (it.key() != "standard")
        check.error("/expect/" + it.key(), Code::FORMAT_UNKNOWN_KEY,
                    "a standard case has one expectation, for the profile standard", true);
    if (!c.expect.contains("standard"))
      check.error("/expect", Code::FORMAT_MISSING_KEY,
                  "a standard case needs an expectation for the profile standard");
    return;
  }
  // Four-player cases are judged under the four-player profiles (and the other programs'
  // profiles they name); a case of another variant (chu) under that variant's profiles.
  const std::vector<std::string> names =
      c.variant == "yonin" ? four_player_profiles() : c.profiles();
  const std::vector<std::string> others =
      c.variant == "yonin" ? other_program_profiles() : std::vector<std::string>{};
  const std::string which =
      c.variant == "yonin" ? "a four-player profile" : "a profile of variant " + c.variant;
  for (auto it = c.expect.begin(); it != c.expect.end(); ++it)
    if (it.key() != "*" && std::find(names.begin(), names.end(), it.key()) == names.end() &&
        std::find(others.begin(), others.end(), it.key()) == others.end())
      check.error(pointer_append("/expect", it.key()), Code::FORMAT_UNKNOWN_KEY,
                  "'" + excerpt(it.key()) + "' is not " + which + " (nor *)", true);
  if (!c.expect.contains("*"))
    for (const std::string& n : names)
      if (!c.expect.contains(n))
        check.error("/expect", Code::FORMAT_MISSING_KEY,
                    "no expectation for the profile " + n + " (add it, or use *)");
}

void check_expectation(const Case& c, const std::string& key, const json& e, Checker& check) {
  const std::string base = pointer_append("/expect", key);
  const int entries = c.entry_count();
  const std::string outcome = e.value("outcome", "");
  if (e.contains("ply") && e["ply"].get<int>() > entries)
    check.error(base + "/ply", Code::FORMAT_BAD_VALUE,
                "ply " + e["ply"].dump() + " is beyond the " + std::to_string(entries) +
                    " entries of the case");
  if (e.contains("fouls"))
    for (std::size_t i = 0; i < e["fouls"].size(); ++i)
      if (e["fouls"][i]["ply"].get<int>() > entries)
        check.error(pointer_append(base + "/fouls", i) + "/ply", Code::FORMAT_BAD_VALUE,
                    "ply beyond the " + std::to_string(entries) + " entries of the case");
  if (e.contains("legal_moves_per_ply")) {
    const std::size_t want = outcome == "legal" ? static_cast<std::size_t>(entries) + 1
                                                : static_cast<std::size_t>(e.value("ply", 1));
    if (e["legal_moves_per_ply"].size() != want)
      check.error(base + "/legal_moves_per_ply", Code::FORMAT_BAD_VALUE,
                  "expected " + std::to_string(want) + " counts (" +
                      (outcome == "legal" ? "one before each entry and one after the last"
                                          : "one before each entry up to the illegal one") +
                      "), found " + std::to_string(e["legal_moves_per_ply"].size()));
  }
  if (e.contains("derived"))
    for (std::size_t i = 0; i < e["derived"].size(); ++i)
      if (!e.contains(e["derived"][i].get<std::string>()))
        check.error(
            pointer_append(base + "/derived", i), Code::FORMAT_BAD_VALUE,
            "derived names " + excerpt(e["derived"][i].dump()) + ", which the expectation lacks");
  if (e.contains("legal_moves")) {
    std::vector<std::string> moves = e["legal_moves"].get<std::vector<std::string>>();
    if (!std::is_sorted(moves.begin(), moves.end()))
      check.error(base + "/legal_moves", Code::FORMAT_BAD_VALUE,
                  "legal_moves must be sorted (byte order)");
  }
}

}  // namespace

bool Case::depends_on_parameter(const std::string& key) const {
  return !depends_on || std::find(depends_on->begin(), depends_on->end(), key) != depends_on->end();
}

std::vector<std::string> Case::derived_fields(const json& expectation) {
  if (!expectation.is_object() || !expectation.contains("derived")) return {};
  return expectation["derived"].get<std::vector<std::string>>();
}

std::vector<std::string> Case::profiles() const {
  if (variant == "standard") return {"standard"};
  if (variant != "yonin") return variant_profiles(variant);
  std::vector<std::string> out = four_player_profiles();
  for (const std::string& p : other_program_profiles())
    if (expect.contains(p)) out.push_back(p);
  return out;
}

std::string Case::expectation_key(const std::string& profile) const {
  if (expect.contains(profile)) return profile;
  const std::vector<std::string> star = four_player_profiles();
  if (variant != "standard" && expect.contains("*") &&
      std::find(star.begin(), star.end(), profile) != star.end())
    return "*";
  return "";
}

const json* Case::expectation(const std::string& profile) const {
  const std::string key = expectation_key(profile);
  return key.empty() ? nullptr : &expect[key];
}

namespace {

// The schema's findings, each at its key or value; `which` says whose schema when it is not the
// corpus's.
void check_schema(const Case& c, const json& schema, const std::string& which,
                  std::vector<Diagnostic>& errors) {
  for (const SchemaIssue& issue : validate_against_schema(schema, c.source.value))
    errors.push_back(corpus_error(
        c.file, issue.at_key ? c.source.key_location(issue.pointer) : c.source.at(issue.pointer),
        issue.code,
        issue.message + (issue.pointer.empty() ? "" : " (at " + issue.pointer + ")") + which));
}

// The fields of a case the schema has checked.
void read_fields(Case& c) {
  const json& v = c.source.value;
  c.id = v["id"];
  c.description = v["description"];
  c.rule = v["rule"];
  c.features = v["features"].get<std::vector<std::string>>();
  c.variant = v.value("variant", "yonin");
  if (v.contains("start")) c.start = v["start"].get<std::string>();
  if (v.contains("options")) c.options = v["options"];
  if (v.contains("moves"))
    for (const json& m : v["moves"]) {
      json entry = {{"seat", m["seat"]}};
      if (m.contains("move")) entry["move"] = m["move"];
      if (m.contains("event")) entry["event"] = m["event"];
      c.moves.push_back(std::move(entry));
    }
  c.expect = v["expect"];
  c.generated = v.contains("generated");
  if (v.contains("depends_on")) c.depends_on = v["depends_on"].get<std::vector<std::string>>();
}

// Each option on its own, on the case's own base profile. Standard cases take options too: the
// CSA declaration of docs/rules.md §9.4.1 is five parameters on top of `standard`.
void check_options(const Case& c, Checker& check) {
  const std::vector<std::string> own = c.profiles();
  const std::string base = c.variant == "yonin" || own.empty() ? "page-standard" : own.front();
  const ProfileResult profile = builtin_profile(base);
  if (!profile.ok()) return;
  for (auto it = c.options.begin(); it != c.options.end(); ++it) {
    Profile p = profile.resolved->profile;
    if (auto issue = apply_option(p, it.key(), it.value()))
      check.error(pointer_append("/options", it.key()), issue->code, issue->message);
  }
}

void check_depends_on(const Case& c, Checker& check) {
  if (!c.depends_on) return;
  for (std::size_t i = 0; i < c.depends_on->size(); ++i)
    if (!find_param((*c.depends_on)[i]))
      check.error(pointer_append("/depends_on", i), Code::PROFILE_UNKNOWN_KEY,
                  "'" + excerpt((*c.depends_on)[i]) + "' is not a profile parameter");
}

}  // namespace

CaseLoad load_case(const std::string& file, std::string_view text, const std::string& expected_id,
                   const json& schema) {
  CaseLoad out;
  Diagnostic yaml_error;
  std::optional<LocatedJson> doc = parse_located_yaml(text, file, yaml_error);
  if (!doc) {
    out.diagnostics.push_back(std::move(yaml_error));
    return out;
  }
  Case c;
  c.file = file;
  c.source = std::move(*doc);
  check_schema(c, schema, "", out.diagnostics);
  if (out.diagnostics.empty() && schema != builtin_case_schema())
    check_schema(c, builtin_case_schema(), " (kifukit's own case schema)", out.diagnostics);
  if (!out.diagnostics.empty()) return out;

  read_fields(c);
  Checker check(c, out.diagnostics);
  if (!expected_id.empty() && c.id != expected_id)
    check.error("/id", Code::CORPUS_ID_MISMATCH,
                "id '" + excerpt(c.id) + "' does not match the file's path: expected '" +
                    expected_id + "'");
  check_options(c, check);
  check_depends_on(c, check);
  check_expectation_keys(c, check);
  for (auto it = c.expect.begin(); it != c.expect.end(); ++it)
    check_expectation(c, it.key(), it.value(), check);
  out.loaded = std::move(c);
  return out;
}

}  // namespace kifukit::corpus
