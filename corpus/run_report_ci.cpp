#include "corpus/run_report_ci.hpp"

#include <cstdio>
#include <set>

#include "corpus/run_report.hpp"
#include "formats/json_append.hpp"
#include "validator/report_escape.hpp"

namespace kifukit::corpus {
namespace {

using ordered_json = nlohmann::ordered_json;

// The rule a problem breaks: `corpus-verdict`, `corpus-code`, ... per mismatch kind, or
// `corpus-errored` when the adapter gave no usable answer.
std::string rule_of(const Mismatch* m) {
  return m ? "corpus-" + m->kind : std::string("corpus-errored");
}

std::string message_of(const Problem& p, const Mismatch* m) {
  return p.result.id + " [" + p.result.profile + "] " +
         (m ? describe_mismatch(*m) : "errored: " + p.result.message);
}

// Calls `f(problem, mismatch or nullptr)` for each failed mismatch and each errored pair.
template <typename F>
void each_failure(const RunReport& r, F f) {
  for (const Problem& p : r.problems) {
    if (p.result.status == PairStatus::Failed)
      for (const Mismatch& m : p.result.mismatches) f(p, &m);
    else if (p.result.status == PairStatus::Errored)
      f(p, nullptr);
  }
}

}  // namespace

std::string render_run_sarif(const RunReport& r, const std::string& tool_version) {
  ordered_json results = ordered_json::array();
  std::set<std::string> rules;
  each_failure(r, [&](const Problem& p, const Mismatch* m) {
    ordered_json location = {{"artifactLocation", {{"uri", sarif_uri(p.file)}}}};
    if (p.loc.line > 0) {
      location["region"] = {{"startLine", p.loc.line}};
      if (p.loc.column > 0) location["region"]["startColumn"] = p.loc.column;
    }
    rules.insert(rule_of(m));
    results.push_back({{"ruleId", rule_of(m)},
                       {"level", "error"},
                       {"message", {{"text", message_of(p, m)}}},
                       {"locations", ordered_json::array({{{"physicalLocation", location}}})},
                       {"properties", {{"case", p.result.id}, {"profile", p.result.profile}}}});
  });
  ordered_json rule_list = ordered_json::array();
  for (const std::string& id : rules)
    rule_list.push_back(
        {{"id", id},
         {"shortDescription",
          {{"text", "the implementation's answer differs from the corpus in " + id.substr(7)}}}});
  ordered_json driver = {{"name", "kifukit corpus run"},
                         {"version", tool_version},
                         {"informationUri", "https://kifukit.invalid/docs/conformance.md"},
                         {"rules", rule_list}};
  ordered_json run = {
      {"tool", {{"driver", driver}}},
      {"columnKind", "unicodeCodePoints"},
      {"properties",
       {{"corpus_version", r.corpus_version},
        {"implementation", r.implementation.implementation + " " + r.implementation.version}}},
      {"results", results}};
  ordered_json log = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                      {"version", "2.1.0"},
                      {"runs", ordered_json::array({run})}};
  return compact_json(log) + "\n";
}

std::string render_run_github(const RunReport& r) {
  std::string out;
  each_failure(r, [&](const Problem& p, const Mismatch* m) {
    out += "::error file=" + github_escape(p.file, true);
    if (p.loc.line > 0) out += ",line=" + std::to_string(p.loc.line);
    if (p.loc.line > 0 && p.loc.column > 0) out += ",col=" + std::to_string(p.loc.column);
    out += ",title=" + github_escape(rule_of(m), true) +
           "::" + github_escape(message_of(p, m), false) + "\n";
  });
  for (const std::string& profile : r.profiles)
    out += summary_line(profile, r.counts.at(profile)) + "\n";
  return out;
}

std::string render_run_junit(const RunReport& r) {
  std::string time;  // the attribute is optional: only with --timing
  if (r.seconds) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", *r.seconds);
    time = std::string(" time=\"") + seconds + "\"";
  }
  int tests = 0, failures = 0, errors = 0, skipped = 0;
  std::string suites;
  for (const std::string& profile : r.profiles) {
    const ProfileCounts& c = r.counts.at(profile);
    const int total = c.passed + c.failed + c.errored + c.skipped;
    tests += total, failures += c.failed, errors += c.errored, skipped += c.skipped;
    std::string cases;
    for (const Problem& p : r.problems) {
      if (p.result.profile != profile) continue;
      cases += "    <testcase classname=\"corpus." + xml_escape(profile) + "\" name=\"" +
               xml_escape(p.result.id) + "\" file=\"" + xml_escape(p.file) + "\">\n";
      if (p.result.status == PairStatus::Failed) {
        std::string text;
        for (const Mismatch& m : p.result.mismatches) text += describe_mismatch(m) + "\n";
        cases += "      <failure type=\"" +
                 xml_escape(p.result.mismatches.empty() ? "" : p.result.mismatches[0].kind) +
                 "\" message=\"" +
                 xml_escape(message_of(
                     p, p.result.mismatches.empty() ? nullptr : &p.result.mismatches[0])) +
                 "\">" + xml_escape(text) + "</failure>\n";
      } else if (p.result.status == PairStatus::Errored) {
        cases += "      <error message=\"" + xml_escape(p.result.message) + "\"/>\n";
      } else if (p.result.status == PairStatus::Skipped) {
        cases += "      <skipped message=\"" + xml_escape(p.result.message) + "\"/>\n";
      }
      cases += "    </testcase>\n";
    }
    if (c.passed)
      cases += "    <testcase classname=\"corpus." + xml_escape(profile) + "\" name=\"" +
               std::to_string(c.passed) + " passed cases\"/>\n";
    suites += "  <testsuite name=\"" + xml_escape(profile) + "\" tests=\"" + std::to_string(total) +
              "\" failures=\"" + std::to_string(c.failed) + "\" errors=\"" +
              std::to_string(c.errored) + "\" skipped=\"" + std::to_string(c.skipped) + "\">\n" +
              cases + "  </testsuite>\n";
  }
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"kifukit corpus run\" "
         "tests=\"" +
         std::to_string(tests) + "\" failures=\"" + std::to_string(failures) + "\" errors=\"" +
         std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) + "\"" + time + ">\n" +
         suites + "</testsuites>\n";
}

}  // namespace kifukit::corpus
