// The table of kifukit's commands (tools/main.cpp), for the commands that walk it: `help CMD`,
// `completions` (every command's options, collected from its own parser) and the top-level
// did-you-mean.
#pragma once

#include <string>
#include <vector>

namespace kifukit::cli {

struct Command {
  const char* name;
  const char* summary;
  int (*run)(const std::vector<std::string>&);
  std::vector<std::string> actions;  // the first word a command takes ("corpus run"), or none
};

const std::vector<Command>& commands();
const Command* find_command(const std::string& name);

// The options main() takes out of the arguments wherever they stand (docs/cli.md, "Options of
// every command"), as `--color`, `--no-config`.
const std::vector<std::string>& global_option_names();

}  // namespace kifukit::cli
