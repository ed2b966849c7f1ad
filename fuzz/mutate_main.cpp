// A fuzz driver without clang: runs one target body of fuzz/targets.cpp on mutations of seed
// inputs for a number of seconds, with the Release build (no coverage guidance, no sanitizers).
// For machines where the instrumented libFuzzer build (scripts/fuzz) is out of reach; the
// first input that breaks an invariant is written to OUT/<target>-<n> and ends the run, exit 1
// (with KIFUKIT_FUZZ_KEEP_GOING set, the run goes on and keeps the first input of each kind).
//
//   kifukit_fuzz_mutate TARGET SECONDS SEED_DIR OUT_DIR [RANDOM_SEED]
//
// Mutations: flip, set, insert or delete a few bytes, splice two seeds, or random bytes.
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "fuzz/targets.hpp"

namespace {

namespace fs = std::filesystem;

std::vector<std::string> read_seeds(const fs::path& dir) {
  std::vector<std::string> out;
  if (fs::is_directory(dir))
    for (const auto& f : fs::directory_iterator(dir))
      if (f.is_regular_file()) {
        std::ifstream in(f.path(), std::ios::binary);
        out.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      }
  if (out.empty()) out.emplace_back(64, '\0');
  return out;
}

std::string mutate(const std::vector<std::string>& seeds, std::mt19937_64& rng) {
  auto pick = [&](std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng() % n); };
  std::string s = seeds[pick(seeds.size())];
  const int rounds = 1 + static_cast<int>(pick(8));
  for (int r = 0; r < rounds; ++r) {
    switch (pick(6)) {
      case 0:
        if (!s.empty()) s[pick(s.size())] ^= static_cast<char>(1u << pick(8));
        break;
      case 1:
        if (!s.empty()) s[pick(s.size())] = static_cast<char>(rng());
        break;
      case 2:
        s.insert(pick(s.size() + 1), 1 + pick(8), static_cast<char>(rng()));
        break;
      case 3:
        if (!s.empty()) s.erase(pick(s.size()), 1 + pick(8));
        break;
      case 4: {  // splice: the head of this one, the tail of another
        const std::string& other = seeds[pick(seeds.size())];
        s = s.substr(0, pick(s.size() + 1)) + other.substr(pick(other.size() + 1));
        break;
      }
      default:
        for (std::size_t i = 0, n = pick(32); i < n; ++i) s += static_cast<char>(rng());
    }
  }
  if (s.size() > 65536) s.resize(65536);
  return s;
}

// A finding's kind: its first line with quoted text and numbers left out, so that the same
// defect met with other values counts once.
std::string finding_kind(const std::string& what) {
  std::string kind;
  bool quoted = false;
  for (char c : what.substr(0, what.find('\n'))) {
    if (c == '\'') quoted = !quoted;
    if (!quoted && c != '\'' && !std::isdigit(static_cast<unsigned char>(c))) kind += c;
  }
  return kind;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) {
    std::cerr << "usage: kifukit_fuzz_mutate TARGET SECONDS SEED_DIR OUT_DIR [RANDOM_SEED]\n";
    return 2;
  }
  const kifukit::fuzz::Target* target = kifukit::fuzz::find_target(argv[1]);
  if (!target) {
    std::cerr << "kifukit_fuzz_mutate: no target '" << argv[1] << "'\n";
    return 2;
  }
  const auto seconds = std::chrono::seconds(std::stol(argv[2]));
  const std::vector<std::string> seeds = read_seeds(argv[3]);
  const fs::path out = argv[4];
  std::mt19937_64 rng(argc > 5 ? std::stoull(argv[5]) : 1);
  const auto end = std::chrono::steady_clock::now() + seconds;
  std::uint64_t runs = 0;
  // KIFUKIT_FUZZ_KEEP_GOING=1: go on after a finding, keeping the first input of each kind.
  const bool keep_going = std::getenv("KIFUKIT_FUZZ_KEEP_GOING") != nullptr;
  std::set<std::string> kinds;
  while (std::chrono::steady_clock::now() < end) {
    for (int batch = 0; batch < 64; ++batch, ++runs) {
      const std::string input = mutate(seeds, rng);
      try {
        target->run(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
      } catch (const std::exception& e) {
        const std::string what = e.what();
        const std::string kind = finding_kind(what);
        if (kinds.count(kind)) continue;
        kinds.insert(kind);
        fs::create_directories(out);
        const fs::path file = out / (std::string(argv[1]) + "-" + std::to_string(runs));
        std::ofstream(file, std::ios::binary) << input;
        std::cout << argv[1] << ": after " << runs + 1
                  << " executions, found: " << what.substr(0, what.find('\n'))
                  << "\ninput: " << file.string() << "\n";
        if (!keep_going) return 1;
      }
    }
  }
  std::cout << argv[1] << ": " << runs << " executions in " << argv[2] << " s, "
            << (kinds.empty() ? "nothing" : std::to_string(kinds.size()) + " kinds of finding")
            << " found\n";
  return kinds.empty() ? 0 : 1;
}
