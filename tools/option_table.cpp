#include "tools/option_table.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

std::vector<NamedCommand>& registry() {
  static std::vector<NamedCommand> commands;
  return commands;
}

// What the probed command handed to parse_args or unknown_action.
struct Probe {
  bool active = false;
  bool parsed = false;
  std::vector<std::string> options;
  std::vector<std::string> actions;
};
Probe& probe() {
  static Probe p;
  return p;
}

// Runs `run` in probe mode with its output thrown away; the argument no command knows takes a
// command with actions to unknown_action.
Probe run_probe(CommandRun run, std::vector<std::string> args) {
  Probe& p = probe();
  p = Probe{};
  p.active = true;
  std::ostringstream sink;
  std::streambuf* out = std::cout.rdbuf(sink.rdbuf());
  std::streambuf* err = std::cerr.rdbuf(sink.rdbuf());
  args.push_back("\x01probe");
  try {
    run(args);
  } catch (...) {  // a command that does work before parsing: it has no options to list
  }
  std::cout.rdbuf(out);
  std::cerr.rdbuf(err);
  Probe found = p;
  p = Probe{};
  return found;
}

void add_command(const NamedCommand& c, const std::vector<std::string>& prefix,
                 std::vector<CommandOptions>& out) {
  Probe found = run_probe(c.run, prefix);
  std::string name = c.name;
  for (const std::string& word : prefix) name += " " + word;
  if (found.parsed) {
    out.push_back({name, found.options});
    return;
  }
  if (!prefix.empty()) return;  // an action of an action: none exists
  for (const std::string& action : found.actions) {
    std::vector<std::string> with = prefix;
    with.push_back(action);
    add_command(c, with, out);
  }
}

}  // namespace

void register_commands(std::vector<NamedCommand> commands) { registry() = std::move(commands); }

bool probing() { return probe().active; }

void probe_options(const po::options_description& options,
                   const po::positional_options_description* positional) {
  Probe& p = probe();
  p.parsed = true;
  std::vector<std::string> hidden;
  if (positional)
    for (unsigned i = 0; i < std::min(positional->max_total_count(), 16u); ++i)
      hidden.push_back(positional->name_for_position(i));
  for (const auto& o : options.options()) {
    if (std::find(hidden.begin(), hidden.end(), o->long_name()) != hidden.end()) continue;
    p.options.push_back("--" + o->long_name());
    const std::string shorter =
        o->canonical_display_name(po::command_line_style::allow_dash_for_short);
    if (shorter.size() == 2 && shorter[0] == '-' && shorter[1] != '-') p.options.push_back(shorter);
  }
}

void probe_actions(const std::vector<std::string>& actions) { probe().actions = actions; }

std::vector<CommandOptions> command_options() {
  std::vector<CommandOptions> out;
  for (const NamedCommand& c : registry()) add_command(c, {}, out);
  return out;
}

std::vector<std::string> commands_taking(const std::string& option) {
  std::vector<std::string> out;
  for (const CommandOptions& c : command_options())
    if (std::find(c.options.begin(), c.options.end(), option) != c.options.end())
      out.push_back(c.command);
  return out;
}

}  // namespace kifukit::cli
