// An anchor outside kifukit (issue 27): cshogi's C++ CSA parser (parser::__Parser, which plays
// each move on its board but checks no legality) on every .csa file of a directory, N times.
// The files are read into memory first; the figure is the CPU time of the parsing alone, the
// parser at its best. Built by bench/run against a cshogi source checkout (KIFUKIT_CSHOGI,
// https://github.com/TadaoYamaoka/cshogi, GPL-3.0): nothing of cshogi is kept in this repository.
//   cshogi_csa DIR [ROUNDS]  ->  "PLIES CPU_SECONDS FAILED"
#include <algorithm>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "init.hpp"
#include "parser.h"

namespace {

std::vector<std::string> read_csa_files(const std::string& dir) {
  std::vector<std::filesystem::path> paths;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.path().extension() == ".csa") paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> texts;
  for (const auto& p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    texts.push_back(bytes.str());
  }
  return texts;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: cshogi_csa DIR [ROUNDS]\n";
    return 3;
  }
  initTable();
  Position::initZobrist();
  const std::vector<std::string> texts = read_csa_files(argv[1]);
  const int rounds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 1;
  long plies = 0, failed = 0;
  const std::clock_t start = std::clock();
  for (int r = 0; r < rounds; ++r)
    for (const std::string& text : texts) {
      parser::__Parser p;
      try {
        p.parse_csa_str(text);
        plies += static_cast<long>(p.moves.size());
      } catch (const std::exception&) {
        ++failed;
      }
    }
  const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  std::cout << plies << " " << seconds << " " << failed << "\n";
  return failed ? 1 : 0;
}
