// Runs the kifukit binary (or any command) and captures exit code, stdout and stderr, for CLI
// tests that check what a user sees.
#pragma once

#include <string>
#include <vector>

namespace kifukit::testing {

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Arguments are passed as they are (no shell word splitting); `input` is fed to stdin.
CommandResult run_command(const std::vector<std::string>& argv, const std::string& input = "");
CommandResult run_kifukit(const std::vector<std::string>& args, const std::string& input = "");
// The last non-empty line of a text.
std::string last_line(const std::string& text);
// Whether `text` contains `needle`.
inline bool has(const std::string& text, const std::string& needle) {
  return text.find(needle) != std::string::npos;
}

#ifdef KIFUKIT_SOURCE_DIR
// The source tree, ending in '/', and the example record most CLI tests read (128 lines, 101
// plies, legal): one definition, as the test sources are compiled together (UNITY_BUILD).
inline const std::string kSource = std::string(KIFUKIT_SOURCE_DIR) + "/";
// A record with one finding, nifu at ply 1 (line 9): the command-line and report tests' example.
inline const std::string kNifu = kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml";
inline const std::string kQdan = kSource + "examples/qdan.yaml";
#endif

}  // namespace kifukit::testing
