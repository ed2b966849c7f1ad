// Shell completion scripts for bash, zsh and fish, generated from the commands' own option
// parsers (`kifukit completions SHELL`; docs/cli.md, "Shell completions"): each command's
// parser is asked for its options (tools/cli.hpp, set_option_collector), so a new option is
// completed without anyone editing a script. cmake --install writes the three scripts.
#pragma once

#include <string>
#include <vector>

#include "tools/cli.hpp"

namespace kifukit::cli {

// One completion target: "validate", or "corpus run" for a command's action.
struct CompletedCommand {
  std::string name;  // the command
  std::string summary;
  std::vector<std::string> actions;
  std::vector<CollectedOption> options;  // of all its actions together
};

// Every command with the options of its parser(s).
std::vector<CompletedCommand> completed_commands();

std::string bash_completion(const std::vector<CompletedCommand>& commands);
std::string zsh_completion(const std::vector<CompletedCommand>& commands);
std::string fish_completion(const std::vector<CompletedCommand>& commands);

}  // namespace kifukit::cli
