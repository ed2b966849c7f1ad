// The harness: every selected (case, profile) pair through an adapter, scored, counted per
// profile. Pairs on the implementation's skip list and profiles its handshake does not name are
// not sent: they count as skipped.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "corpus/adapter.hpp"
#include "corpus/corpus.hpp"
#include "corpus/score.hpp"
#include "corpus/skip_list.hpp"

namespace kifukit::corpus {

struct RunOptions {
  std::vector<std::string> profiles;   // empty: every profile
  std::vector<std::string> run_globs;  // empty: every case
  SkipList skips;
  // Seconds added to a request's timeout per million perft nodes its expectation lists.
  double timeout_per_mnode = 0;
  // Called after each pair with (pairs done, pairs in total).
  std::function<void(int, int)> progress;
};

struct ProfileCounts {
  int passed = 0, failed = 0, skipped = 0, errored = 0;
  int verdict_failures = 0;  // failed with kind verdict
  int code_failures = 0;     // failed with kind code (the verdict was right)
};

// A pair that did not pass, with where its expectation is written.
struct Problem {
  PairResult result;
  std::string file;
  SourceLocation loc;
};

struct RunReport {
  std::string corpus_version;
  Handshake implementation;
  std::vector<std::string> profiles;  // report order
  std::map<std::string, ProfileCounts> counts;
  std::vector<Problem> problems;  // run order
  int restarts = 0;
  // The run's wall time; the report shows it only when asked (corpus run --timing), so two runs
  // of the same corpus give the same bytes.
  std::optional<double> seconds;
  bool all_passed() const;
};

// The profiles a run reports on: every built-in profile, or those of `selected` (in that order
// of the built-in list). Unknown names are returned in `unknown`.
std::vector<std::string> report_profiles(const std::vector<std::string>& selected,
                                         std::vector<std::string>& unknown);

RunReport run_corpus(const Corpus& corpus, Adapter& adapter, const Handshake& handshake,
                     const RunOptions& options);

}  // namespace kifukit::corpus
