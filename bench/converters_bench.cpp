// Reading and validating other programs' formats, single thread: generated standard games written
// as CSA and KIF (UTF-8), then read (decoding, the reader's own board replay) and validated
// under the standard profile. Counter: moves/s (issue 13 asks for CSA >= 1 M, KIF >= 0.5 M).
#include <benchmark/benchmark.h>

#include <map>

#include "converters/convert_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "validator/generate.hpp"
#include "validator/validate.hpp"

namespace kifukit {
namespace {

struct Texts {
  Profile profile;
  std::vector<std::string> files;
  long long moves = 0;
};

const Texts& texts(RecordFormat f) {
  static std::map<RecordFormat, Texts> cache;
  auto it = cache.find(f);
  if (it != cache.end()) return it->second;
  Texts t;
  t.profile = builtin_profile("standard").resolved->profile;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Record r = generate_game(t.profile, {seed, 2000});
    t.files.push_back(*write_record_as(r, f, {Encoding::Utf8}).text);
    t.moves += static_cast<long long>(r.entries.size());
  }
  return cache.emplace(f, std::move(t)).first->second;
}

void BM_ReadAndValidate(benchmark::State& state, RecordFormat f) {
  const Texts& t = texts(f);
  long long moves = 0;
  for (auto _ : state) {
    for (const std::string& text : t.files) {
      ReadResult read = read_record_as(text, f, "bench");
      if (!read.record) {
        state.SkipWithError("a generated record does not read back");
        return;
      }
      Validation v = validate_record(*read.record, t.profile);
      benchmark::DoNotOptimize(v.plies);
    }
    moves += t.moves;
  }
  state.counters["moves/s"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

BENCHMARK_CAPTURE(BM_ReadAndValidate, csa, RecordFormat::Csa)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReadAndValidate, kif, RecordFormat::Kifu)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace kifukit
