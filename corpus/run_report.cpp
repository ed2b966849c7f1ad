#include "corpus/run_report.hpp"

#include <cstdio>

#include "formats/diagnostic.hpp"
#include "formats/json_append.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

std::string shown(const json& v) {
  if (v.is_null()) return "nothing";
  return excerpt(compact_json(v), 200);
}

std::string where(const Problem& p) {
  return render_place(p.file, p.loc.line, p.loc.column) + ": ";
}

}  // namespace

std::string summary_line(const std::string& profile, const ProfileCounts& c) {
  std::string out = profile + ": " + std::to_string(c.passed) + " passed, " +
                    std::to_string(c.failed) + " failed, " + std::to_string(c.skipped) + " skipped";
  if (c.errored) out += ", " + std::to_string(c.errored) + " errored";
  return out;
}

std::string describe_mismatch(const Mismatch& m) {
  // Long lists: the first difference says more than two truncated dumps.
  if (m.expected.is_array() && m.actual.is_array() && m.expected.size() > 8) {
    std::size_t i = 0;
    while (i < m.expected.size() && i < m.actual.size() && m.expected[i] == m.actual[i]) ++i;
    std::string out = m.kind + ": first difference at index " + std::to_string(i) + ": expected " +
                      (i < m.expected.size() ? shown(m.expected[i]) : "the end") + ", got " +
                      (i < m.actual.size() ? shown(m.actual[i]) : "the end");
    if (m.expected.size() != m.actual.size())
      out += " (lengths " + std::to_string(m.expected.size()) + " and " +
             std::to_string(m.actual.size()) + ")";
    return out;
  }
  return m.kind + ": expected " + shown(m.expected) + ", got " + shown(m.actual);
}

std::string render_run_text(const RunReport& r, bool verbose) {
  std::string out;
  for (const Problem& p : r.problems) {
    const std::string head = where(p) + p.result.id + " [" + p.result.profile + "] ";
    switch (p.result.status) {
      case PairStatus::Failed:
        for (const Mismatch& m : p.result.mismatches) out += head + describe_mismatch(m) + "\n";
        if (!p.result.divergence.empty())
          out += head + "first divergence at " + p.result.divergence + "\n";
        break;
      case PairStatus::Errored:
        out += head + "errored: " + p.result.message + "\n";
        break;
      case PairStatus::Skipped:
        if (verbose) out += head + "skipped: " + p.result.message + "\n";
        break;
      case PairStatus::Passed:
        break;
    }
  }
  if (!out.empty()) out += "\n";
  for (const std::string& profile : r.profiles)
    out += summary_line(profile, r.counts.at(profile)) + "\n";
  return out;
}

std::string render_run_json(const RunReport& r) {
  json profiles = json::array();
  for (const std::string& name : r.profiles) {
    const ProfileCounts& c = r.counts.at(name);
    profiles.push_back({{"profile", name},
                        {"passed", c.passed},
                        {"failed", c.failed},
                        {"skipped", c.skipped},
                        {"errored", c.errored},
                        {"verdict_failures", c.verdict_failures},
                        {"code_failures", c.code_failures}});
  }
  json problems = json::array();
  for (const Problem& p : r.problems) {
    json item = {{"id", p.result.id},
                 {"profile", p.result.profile},
                 {"status", pair_status_name(p.result.status)},
                 {"file", p.file},
                 {"line", p.loc.line},
                 {"column", p.loc.column}};
    if (p.result.status == PairStatus::Failed) {
      json failures = json::array();
      for (const Mismatch& m : p.result.mismatches)
        failures.push_back({{"kind", m.kind}, {"expected", m.expected}, {"actual", m.actual}});
      item["failures"] = std::move(failures);
      if (!p.result.divergence.empty()) item["divergence"] = p.result.divergence;
    } else {
      item["message"] = p.result.message;
    }
    problems.push_back(std::move(item));
  }
  json doc = {{"report_version", kReportVersion},
              {"protocol", r.implementation.protocol},
              {"corpus_version", r.corpus_version},
              {"implementation",
               {{"name", r.implementation.implementation},
                {"version", r.implementation.version},
                {"profiles", r.implementation.profiles}}},
              {"profiles", std::move(profiles)},
              {"problems", std::move(problems)},
              {"passed", r.all_passed()},
              {"restarts", r.restarts}};
  if (r.seconds) {  // --timing only
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", *r.seconds);
    doc["seconds"] = std::stod(seconds);
  }
  return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

}  // namespace kifukit::corpus
