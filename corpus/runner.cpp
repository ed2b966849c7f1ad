#include "corpus/runner.hpp"

#include <algorithm>
#include <chrono>

#include "corpus/parameters.hpp"
#include "corpus/protocol.hpp"
#include "corpus/reference.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

bool RunReport::all_passed() const {
  for (const auto& [name, c] : counts)
    if (c.failed || c.errored) return false;
  return true;
}

std::vector<std::string> report_profiles(const std::vector<std::string>& selected,
                                         std::vector<std::string>& unknown) {
  const std::vector<std::string> all = all_profiles();
  if (selected.empty()) return all;
  for (const std::string& s : selected)
    if (std::find(all.begin(), all.end(), s) == all.end()) unknown.push_back(s);
  std::vector<std::string> out;
  for (const std::string& p : all)
    if (std::find(selected.begin(), selected.end(), p) != selected.end()) out.push_back(p);
  return out;
}

namespace {

// Runs a failed request again with the trace observable and compares it with the engine's.
std::string divergence(Adapter& adapter, json request) {
  const auto extra = std::chrono::milliseconds(request["extra_ms"].get<long long>());
  request.erase("extra_ms");
  request["observe"]["trace"] = true;
  const json answer = adapter.run(request, extra);
  const json engine = reference_answer(request);
  auto trace = [](const json& a) {
    return a.contains("observed") && a["observed"].is_object()
               ? a["observed"].value("trace", json())
               : json();
  };
  return first_divergence(trace(engine), trace(answer));
}

bool selected_case(const Case& c, const RunOptions& options) {
  if (options.run_globs.empty()) return true;
  for (const std::string& g : options.run_globs)
    if (glob_match(g, c.id)) return true;
  return false;
}

}  // namespace

RunReport run_corpus(const Corpus& corpus, Adapter& adapter, const Handshake& handshake,
                     const RunOptions& options) {
  const auto started = std::chrono::steady_clock::now();
  RunReport report;
  report.corpus_version = corpus.version;
  report.implementation = handshake;
  std::vector<std::string> unknown;
  report.profiles = report_profiles(options.profiles, unknown);
  for (const std::string& p : report.profiles) report.counts[p];

  struct Pair {
    const Case* c;
    std::string profile;
  };
  std::vector<Pair> pairs;
  for (const Case& c : corpus.cases)
    if (selected_case(c, options))
      for (const std::string& p : c.profiles())
        if (report.counts.count(p) && c.expectation(p)) pairs.push_back({&c, p});

  int done = 0;
  for (const Pair& pair : pairs) {
    const Case& c = *pair.c;
    const json& expectation = *c.expectation(pair.profile);
    const json stub = {{"id", c.id}, {"profile", pair.profile}};
    json answer;
    json traced;  // the request as sent, for a trace after a failure (protocol 2)
    if (const SkipEntry* skip = options.skips.find(c.id, pair.profile)) {
      answer = skipped_answer(stub, "skip list line " + std::to_string(skip->line) +
                                        (skip->reason.empty() ? "" : ": " + skip->reason));
    } else if (!handshake.supports(pair.profile)) {
      answer = skipped_answer(stub, "the adapter does not list the profile " + pair.profile);
    } else if (Result<json> request = run_request(c, pair.profile, handshake.protocol); request) {
      const std::string unsupported = fit_request(c, handshake, *request);
      const auto extra = std::chrono::milliseconds(
          static_cast<long long>(options.timeout_per_mnode * 1000.0 *
                                 static_cast<double>(perft_nodes(expectation)) / 1e6));
      answer =
          unsupported.empty() ? adapter.run(*request, extra) : skipped_answer(stub, unsupported);
      if (unsupported.empty() && handshake.protocol >= 2) {
        traced = *request;
        traced["extra_ms"] = extra.count();
      }
    } else {
      answer = errored_answer(stub, "harness: " + request.message());
    }
    PairResult result = score_answer(expectation, answer);
    if (result.status == PairStatus::Failed && traced.is_object())
      result.divergence = divergence(adapter, traced);
    ProfileCounts& counts = report.counts[pair.profile];
    switch (result.status) {
      case PairStatus::Passed:
        ++counts.passed;
        break;
      case PairStatus::Failed:
        ++counts.failed;
        if (result.mismatches.front().kind == "verdict") ++counts.verdict_failures;
        for (const Mismatch& m : result.mismatches)
          if (m.kind == "code") ++counts.code_failures;
        break;
      case PairStatus::Skipped:
        ++counts.skipped;
        break;
      case PairStatus::Errored:
        ++counts.errored;
        break;
    }
    if (result.status != PairStatus::Passed) {
      const std::string key = c.expectation_key(pair.profile);
      report.problems.push_back({std::move(result), c.file, c.at(pointer_append("/expect", key))});
    }
    if (options.progress) options.progress(++done, static_cast<int>(pairs.size()));
  }
  report.restarts = adapter.restarts();
  report.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return report;
}

}  // namespace kifukit::corpus
