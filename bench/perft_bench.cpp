// Perft speed, single thread, bulk counting at the last ply. Reports nodes per second as the
// `nodes/s` counter; bench/run compares it with a baseline build side by side.
#include <benchmark/benchmark.h>

#include <stdexcept>

#include "formats/notation.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/perft.hpp"

namespace kifukit {
namespace {

// A four-player middle game reached by 100 random legal plies (seed 4): East eliminated by North,
// neutral pieces and a dead king on the board, West holds a gold and North a pawn.
constexpr const char* kYoninMiddleGame =
    "2wGnR5/1nGnP1nRnPnK1nS/wS1nS2nGwP1s+R/wK1nS1wPsSnG1wR/3sP1xP>e2xK>e/sPwP5xP>e1/"
    "1wS2sPxG>e3/3wG1sPsS1sS/5sKsG2 n -/G/P/- e<n 100";

void run_perft(benchmark::State& state, const Variant& v, const char* text, int depth,
               const Profile& profile) {
  NotationError error;
  auto pos = parse_position(v, text, error);
  if (!pos) throw std::runtime_error("bad benchmark position: " + error.message);
  Referee referee(profile);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    std::uint64_t n = perft(*pos, referee, depth);
    benchmark::DoNotOptimize(n);
    nodes += n;
  }
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_PerftStandardStartDepth5(benchmark::State& state) {
  Profile standard;
  standard.move_limit = 0;
  run_perft(state, standard_variant(), standard_variant().start.c_str(), 5, standard);
}
BENCHMARK(BM_PerftStandardStartDepth5)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_PerftYoninMiddleGameDepth4(benchmark::State& state) {
  run_perft(state, yonin_variant(), kYoninMiddleGame, 4, Profile{});
}
BENCHMARK(BM_PerftYoninMiddleGameDepth4)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_PerftYoninStartDepth5(benchmark::State& state) {
  run_perft(state, yonin_variant(), yonin_variant().start.c_str(), 5, Profile{});
}
BENCHMARK(BM_PerftYoninStartDepth5)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// Chu from the start under its own profile: 2,134,748 leaves at depth 4. bench/run sets it
// beside shogiops (lishogi's rules library) on the same position.
void BM_PerftChuStartDepth4(benchmark::State& state) {
  const Variant& chu = *find_variant("chu");
  const ProfileResult profile = builtin_profile("chu");
  if (!profile.ok()) throw std::runtime_error("no built-in profile chu");
  run_perft(state, chu, chu.start.c_str(), 4, profile.resolved->profile);
}
BENCHMARK(BM_PerftChuStartDepth4)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
}  // namespace kifukit

BENCHMARK_MAIN();
