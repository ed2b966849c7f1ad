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

}  // namespace kifukit::testing
