// Validation throughput: replaying generated games through the Referee (no parsing), and the
// whole job from YAML text (parse + replay), single thread. Counters: plies/s and games/s.
#include <benchmark/benchmark.h>

#include <map>

#include "converters/record_syntax.hpp"
#include "formats/record_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "validator/generate.hpp"
#include "validator/validate.hpp"

namespace kifukit {
namespace {

struct Corpus {
  Profile profile;
  std::vector<Record> records;
  std::vector<std::string> yaml;
  long long plies = 0;
};

// 40 random games of a profile, generated once per process.
const Corpus& corpus(const std::string& name) {
  static std::map<std::string, Corpus> cache;
  auto it = cache.find(name);
  if (it != cache.end()) return it->second;
  Corpus c;
  c.profile = builtin_profile(name).resolved->profile;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    c.records.push_back(generate_game(c.profile, {seed, 2000}));
    c.yaml.push_back(*write_record(c.records.back(), Syntax::Yaml).text);
    c.plies += static_cast<long long>(c.records.back().entries.size());
  }
  return cache.emplace(name, std::move(c)).first->second;
}

void BM_ValidateReplay(benchmark::State& state, const std::string& name) {
  const Corpus& c = corpus(name);
  long long plies = 0, games = 0;
  for (auto _ : state) {
    for (const Record& r : c.records) {
      Validation v = validate_record(r, c.profile);
      benchmark::DoNotOptimize(v.plies);
    }
    plies += c.plies;
    games += static_cast<long long>(c.records.size());
  }
  state.counters["plies/s"] =
      benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

void BM_ValidateFromYaml(benchmark::State& state, const std::string& name) {
  const Corpus& c = corpus(name);
  long long plies = 0, games = 0;
  for (auto _ : state) {
    for (const std::string& text : c.yaml) {
      ReadResult read = read_record(text, Syntax::Yaml, "bench.yaml");
      Validation v = validate_record(*read.record, c.profile);
      benchmark::DoNotOptimize(v.plies);
    }
    plies += c.plies;
    games += static_cast<long long>(c.yaml.size());
  }
  state.counters["plies/s"] =
      benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

BENCHMARK_CAPTURE(BM_ValidateReplay, page_standard, std::string("page-standard"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ValidateReplay, qdan, std::string("qdan"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ValidateReplay, federation, std::string("federation"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ValidateFromYaml, page_standard, std::string("page-standard"))
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace kifukit
