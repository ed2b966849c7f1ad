#include "tools/diff_json.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "tools/json_document.hpp"

namespace kifukit::cli {

using nlohmann::ordered_json;

namespace {

ordered_json text_or_null(const std::string& s) {
  return s.empty() || s == "-" ? ordered_json(nullptr) : ordered_json(s);
}

ordered_json judgement_json(const Judgement& j) {
  const Validation& v = j.validation;
  return {{"profile", j.profile},
          {"outcome", outcome_name(v.outcome)},
          {"illegal_ply", v.illegal_ply ? ordered_json(*v.illegal_ply) : ordered_json(nullptr)},
          {"plies", v.plies},
          {"verdict", j.verdict},
          {"end", text_or_null(j.end)},
          {"ranking", text_or_null(j.ranking)},
          {"errors", std::count_if(v.findings.begin(), v.findings.end(),
                                   [](const Finding& f) { return f.severity == Severity::Error; })},
          {"warnings", std::count_if(v.findings.begin(), v.findings.end(), [](const Finding& f) {
             return f.severity == Severity::Warning;
           })}};
}

ordered_json divergence_json(const Divergence& d, const std::vector<Judgement>& judgements) {
  ordered_json states = ordered_json::array();
  for (std::size_t i = 0; i < judgements.size(); ++i)
    states.push_back({{"profile", judgements[i].profile},
                      {"state", d.states[i]},
                      {"position", text_or_null(d.positions[i])}});
  return {{"ply", d.ply}, {"entry", d.entry}, {"profiles", states}};
}

}  // namespace

std::string diff_json(const RecordSource& source, const std::vector<Judgement>& judgements,
                      const std::optional<Divergence>& divergence,
                      const std::vector<Diagnostic>& diagnostics) {
  // The record's outcome is the most lenient profile's: diff is clean when one profile is.
  Outcome best = Outcome::Malformed;
  for (const Judgement& j : judgements) best = std::max(best, j.validation.outcome);
  ordered_json j = json_document("kifukit-diff", kDiffJsonVersion, source);
  j["outcome"] = outcome_name(best);
  ordered_json profiles = ordered_json::array();
  for (const Judgement& judgement : judgements) profiles.push_back(judgement_json(judgement));
  j["profiles"] = profiles;
  j["divergence"] = divergence ? divergence_json(*divergence, judgements) : ordered_json(nullptr);
  ordered_json findings = ordered_json::array();
  for (const Diagnostic& d : diagnostics)
    findings.push_back({{"code", std::string(code_name(d.code))},
                        {"severity", d.severity == Severity::Error ? "error" : "warning"},
                        {"line", d.line > 0 ? ordered_json(d.line) : ordered_json(nullptr)},
                        {"column", d.line > 0 ? ordered_json(d.column) : ordered_json(nullptr)},
                        {"message", d.message}});
  j["findings"] = findings;
  return j.dump();
}

}  // namespace kifukit::cli
