#include "corpus/lint.hpp"

#include <algorithm>
#include <set>

#include "corpus/citations.hpp"
#include "corpus/corpus.hpp"
#include "corpus/dependencies.hpp"
#include "corpus/protocol.hpp"
#include "corpus/reference.hpp"
#include "corpus/run_report.hpp"
#include "corpus/score.hpp"
#include "formats/diagnostic.hpp"
#include "formats/notation.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

class CaseLint {
 public:
  CaseLint(const Case& c, const ReasonRegistry* reasons, std::vector<Diagnostic>& out)
      : reasons_(reasons), c_(c), out_(out) {}
  void error(const std::string& pointer, Code code, const std::string& message) {
    out_.push_back(corpus_error(c_.file, c_.at(pointer), code, message));
  }

  void registries(const FeatureRegistry* features) {
    if (features)
      for (std::size_t i = 0; i < c_.features.size(); ++i)
        if (!features->features.count(c_.features[i]))
          error(pointer_append("/features", i), Code::CORPUS_UNKNOWN_FEATURE,
                "feature '" + excerpt(c_.features[i]) + "' is not in features.yaml");
    if (!reasons_) return;
    for (auto it = c_.expect.begin(); it != c_.expect.end(); ++it) {
      const std::string base = pointer_append("/expect", it.key());
      const std::string outcome = it->value("outcome", "");
      if (it->contains("code")) {
        const std::set<std::string> phases =
            outcome == "illegal-move"    ? std::set<std::string>{"move", "event"}
            : outcome == "invalid-setup" ? std::set<std::string>{"setup"}
                                         : std::set<std::string>{"format"};
        code(base + "/code", (*it)["code"], phases, outcome);
      }
      if (it->contains("fouls"))
        for (std::size_t i = 0; i < (*it)["fouls"].size(); ++i)
          code(pointer_append(base + "/fouls", i) + "/code", (*it)["fouls"][i]["code"], {"foul"},
               "a foul");
    }
  }

  void ambiguous_scalars() {
    for (const auto& [pointer, loc] : c_.source.ambiguous_scalars)
      out_.push_back(corpus_error(c_.file, loc, Code::CORPUS_AMBIGUOUS_SCALAR,
                                  "a bare yes/no/on/off/y/n reads as a boolean in YAML 1.1: "
                                  "quote it"));
  }

  void positions() {
    const Variant* v = find_variant(c_.variant);
    if (!v) return;
    bool all_setup = !c_.expect.empty();
    for (auto it = c_.expect.begin(); it != c_.expect.end(); ++it)
      all_setup = all_setup && it->value("outcome", "") == "invalid-setup";
    if (c_.start && !all_setup) canonical("/start", *c_.start, *v);
    for (auto it = c_.expect.begin(); it != c_.expect.end(); ++it)
      if (it->contains("position"))
        canonical(pointer_append("/expect", it.key()) + "/position",
                  (*it)["position"].get<std::string>(), *v);
  }

  // `depends_on` names every parameter whose change makes the engine miss an expectation.
  void dependencies() {
    if (!c_.depends_on || c_.generated) return;
    std::string missing;
    for (const auto& [key, profile] : discovered_dependencies(c_))
      if (!c_.depends_on_parameter(key))
        missing += (missing.empty() ? "" : ", ") + key + " (under " + profile + ")";
    if (!missing.empty())
      error("/depends_on", Code::CORPUS_DEPENDS_ON,
            "depends_on lacks parameters whose change alters the reference "
            "engine's answer: " +
                missing);
  }

  void pair(const std::set<std::string>& ids) {
    const json& v = c_.source.value;
    if (v.contains("pair") && !ids.count(v["pair"].get<std::string>()))
      error("/pair", Code::CORPUS_UNKNOWN_PAIR,
            "pair names no case: '" + excerpt(v["pair"].get<std::string>()) + "'");
  }

  // Every section the rule cites exists and every quote is in one of them (corpus/citations.hpp).
  void citations(const RulesText* rules) {
    if (!rules) return;
    for (const std::string& problem : citation_problems(*rules, c_.rule))
      error("/rule", Code::CORPUS_CITATION, problem);
  }

  // The reference engine answers every profile as the case expects. Identical disagreements
  // under several profiles (one "*" expectation) are reported once, naming the profiles.
  int reference() {
    struct Disagreement {
      std::string pointer, message, profiles;
      Code code;
    };
    std::vector<Disagreement> found;
    auto report = [&](const std::string& pointer, const std::string& profile, Code code,
                      const std::string& message) {
      for (Disagreement& d : found)
        if (d.pointer == pointer && d.code == code && d.message == message) {
          d.profiles += ", " + profile;
          return;
        }
      found.push_back({pointer, message, profile, code});
    };
    int pairs = reference_pairs(report);
    for (const Disagreement& d : found)
      error(d.pointer, d.code,
            d.code == Code::CORPUS_STALE_DERIVED
                ? d.message + " (under " + d.profiles + ")"
                : "the reference engine disagrees under " + d.profiles + ": " + d.message);
    return pairs;
  }

  template <typename Report>
  int reference_pairs(Report&& report) {
    int pairs = 0;
    for (const std::string& profile : c_.profiles()) {
      const json* e = c_.expectation(profile);
      if (!e) continue;
      ++pairs;
      const std::string base = pointer_append("/expect", c_.expectation_key(profile));
      Result<json> request = run_request(c_, profile);
      if (!request) {
        error(base, Code::CORPUS_ENGINE_DISAGREES, profile + ": " + request.message());
        continue;
      }
      const json answer = reference_answer(*request);
      const PairResult r = score_answer(*e, answer);
      if (r.status == PairStatus::Skipped || r.status == PairStatus::Errored)
        report(base, profile, Code::CORPUS_ENGINE_DISAGREES,
               std::string(pair_status_name(r.status)) + ": " + r.message);
      const std::vector<std::string> derived = Case::derived_fields(*e);
      for (const Mismatch& m : r.mismatches) {
        const bool engine_field =
            c_.generated || std::find(derived.begin(), derived.end(), m.kind) != derived.end();
        report(base + "/" + (m.kind == "verdict" ? "outcome" : m.kind), profile,
               engine_field ? Code::CORPUS_STALE_DERIVED : Code::CORPUS_ENGINE_DISAGREES,
               (engine_field ? "engine-derived field out of date, review and update it with "
                               "kifukit corpus bless: "
                             : "") +
                   describe_mismatch(m) +
                   (answer.contains("message") && m.kind != "position"
                        ? " (" + answer["message"].get<std::string>() + ")"
                        : ""));
      }
    }
    return pairs;
  }

 private:
  void code(const std::string& pointer, const json& value, const std::set<std::string>& phases,
            const std::string& what) {
    const std::string code = value.get<std::string>();
    auto it = reasons_->phase.find(code);
    if (it == reasons_->phase.end()) {
      error(pointer, Code::CORPUS_UNKNOWN_CODE,
            "reason code " + excerpt(code) + " is not in reasons.yaml");
      return;
    }
    if (!phases.count(it->second))
      error(pointer, Code::CORPUS_CODE_PHASE,
            code + " is a " + it->second + " code, not one for " + what);
  }

  void canonical(const std::string& pointer, const std::string& text, const Variant& v) {
    NotationError e;
    std::optional<Position> pos = parse_position(v, text, e);
    if (!pos) {
      // Point at the offending character: one past the opening quote of a quoted string.
      SourceLocation loc = c_.at(pointer);
      loc.column += (c_.source.quoted.count(pointer) ? 1 : 0) + std::max(e.column, 1) - 1;
      out_.push_back(corpus_error(c_.file, loc, e.code, "not a valid position: " + e.message));
      return;
    }
    const std::string printed = format_position(*pos);
    if (printed != text)
      error(pointer, Code::CORPUS_NONCANONICAL_POSITION,
            "position is not canonical; the canonical form is \"" + printed + "\"");
  }

  const ReasonRegistry* reasons_;
  const Case& c_;
  std::vector<Diagnostic>& out_;
};

}  // namespace

LintReport lint_corpus(const std::string& dir) {
  LintReport report;
  CorpusLoad load = load_corpus(dir);
  report.diagnostics = load.diagnostics;
  if (!load.corpus) {
    report.unusable = true;
    return report;
  }
  const Corpus& corpus = *load.corpus;
  report.files = corpus.files;
  report.cases = static_cast<int>(corpus.cases.size());
  std::optional<FeatureRegistry> features = load_features(dir, report.diagnostics);
  std::optional<ReasonRegistry> reasons = load_reasons(dir, report.diagnostics);
  std::set<std::string> ids;
  for (const Case& c : corpus.cases) ids.insert(c.id);
  // Without docs/rules.md beside the corpus (a corpus copied alone) citations are not checked.
  const std::optional<RulesText> rules = RulesText::beside_corpus(dir);
  for (const Case& c : corpus.cases) {
    CaseLint lint(c, reasons ? &*reasons : nullptr, report.diagnostics);
    lint.registries(features ? &*features : nullptr);
    lint.ambiguous_scalars();
    lint.positions();
    lint.pair(ids);
    lint.citations(rules ? &*rules : nullptr);
    lint.dependencies();
    report.pairs += lint.reference();
  }
  return report;
}

}  // namespace kifukit::corpus
