// Which command takes which option, asked of the commands' own parsers (never a hand list), so
// an option given to a command that does not take it is a usage error naming the commands that
// do (docs/cli.md, "Options"). Each command is run in probe mode: parse_args records its options
// and returns before parsing; unknown_action records a command's actions, which are probed in
// turn (corpus run, corpus lint, ...).
#pragma once

#include <string>
#include <vector>

#include <boost/program_options.hpp>

namespace kifukit::cli {

using CommandRun = int (*)(const std::vector<std::string>&);
struct NamedCommand {
  std::string name;
  CommandRun run;
};
// main() registers the subcommands once.
void register_commands(std::vector<NamedCommand> commands);

struct CommandOptions {
  std::string command;               // "validate", "corpus run"
  std::vector<std::string> options;  // "--format", "-o", "--output", ... as typed
};
// Every command (and action with options of its own) with its options, in the table's order.
std::vector<CommandOptions> command_options();
// The commands that take `option` ("--jobs", "-o"), e.g. {"convert", "validate"}.
std::vector<std::string> commands_taking(const std::string& option);

// For parse_args and unknown_action: true while a command is being probed; then they record
// what they were given and return without parsing or printing.
bool probing();
void probe_options(const boost::program_options::options_description& options,
                   const boost::program_options::positional_options_description* positional);
void probe_actions(const std::vector<std::string>& actions);

}  // namespace kifukit::cli
