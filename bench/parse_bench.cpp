// Reading throughput of each record syntax: read_record on random games written with write_record,
// single thread. Counters: records/s and MB/s (1 MB = 1e6 bytes of input). YAML is the one to
// watch, the primary syntax and the first step of validating a file (BM_ValidateFromYaml);
// yaml_cpp_only is its fallback reader alone, for what files outside the fast subset cost.
#include <benchmark/benchmark.h>

#include <map>

#include "converters/record_syntax.hpp"
#include "formats/record_io.hpp"
#include "formats/record_yaml_subset.hpp"
#include "rules/data/profile_registry.hpp"
#include "validator/generate.hpp"

namespace kifukit {
namespace {

// 40 random page-standard games in one syntax, written once per process.
const std::vector<std::string>& texts(Syntax syntax) {
  static std::map<Syntax, std::vector<std::string>> cache;
  std::vector<std::string>& out = cache[syntax];
  if (out.empty()) {
    Profile profile = builtin_profile("page-standard").resolved->profile;
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
      out.push_back(*write_record(generate_game(profile, {seed, 2000}), syntax).text);
  }
  return out;
}

template <typename Read>
void run(benchmark::State& state, Syntax syntax, Read read) {
  const std::vector<std::string>& docs = texts(syntax);
  double bytes = 0;
  for (const std::string& d : docs) bytes += static_cast<double>(d.size());
  for (const std::string& d : docs)
    if (!read(d)) {
      state.SkipWithError("a generated record does not read back");
      return;
    }
  for (auto _ : state)
    for (const std::string& d : docs) benchmark::DoNotOptimize(read(d));
  double rounds = static_cast<double>(state.iterations());
  state.counters["records/s"] =
      benchmark::Counter(rounds * static_cast<double>(docs.size()), benchmark::Counter::kIsRate);
  state.counters["MB/s"] = benchmark::Counter(rounds * bytes / 1e6, benchmark::Counter::kIsRate);
}

void BM_Parse(benchmark::State& state, Syntax syntax) {
  run(state, syntax,
      [&](const std::string& d) { return read_record(d, syntax, "bench").record.has_value(); });
}

void BM_ParseYamlCppOnly(benchmark::State& state) {
  run(state, Syntax::Yaml, [](const std::string& d) {
    SourceComments comments;
    return !record_from_tree(yaml_cpp_tree(SourceText(d), comments)).variant.empty();
  });
}

BENCHMARK_CAPTURE(BM_Parse, yaml, Syntax::Yaml)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Parse, xml, Syntax::Xml)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Parse, json, Syntax::Json)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Parse, text, Syntax::Text)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseYamlCppOnly)->Name("BM_Parse/yaml_cpp_only")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace kifukit
