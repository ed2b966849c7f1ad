// The kifukit command: one binary, subcommands.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"
#include "tools/commands.hpp"
#include "tools/config_file.hpp"
#include "tools/option_table.hpp"
#include "tools/output.hpp"
#include "tools/terminal.hpp"
#include "tools/version.hpp"

namespace kifukit::cli {
int run_perft(const std::vector<std::string>& args);
int run_convert(const std::vector<std::string>& args);
int run_profiles(const std::vector<std::string>& args);
int run_validate(const std::vector<std::string>& args);
int run_generate(const std::vector<std::string>& args);
int run_corpus(const std::vector<std::string>& args);
int run_adapter(const std::vector<std::string>& args);
int run_codes(const std::vector<std::string>& args);
int run_replay(const std::vector<std::string>& args);
int run_diff(const std::vector<std::string>& args);
int run_render(const std::vector<std::string>& args);
int run_variants(const std::vector<std::string>& args);
int run_explain(const std::vector<std::string>& args);
int run_completions(const std::vector<std::string>& args);

const std::vector<Command>& commands() {
  static const std::vector<Command> kCommands = {
      {"adapter",
       "the built-in implementation of the corpus adapter protocol (JSON Lines)",
       run_adapter,
       {}},
      {"codes", "print the reason-code registry (YAML or Markdown)", run_codes, {}},
      {"completions",
       "print the bash, zsh or fish completion script",
       run_completions,
       {"bash", "zsh", "fish"}},
      {"convert",
       "convert records between YAML, XML, JSON, the text notation, KIF, KI2, CSA, JKF, "
       "USI and SFEN (a file, or a directory into another)",
       run_convert,
       {}},
      {"corpus",
       "run the conformance corpus through an adapter, lint it, generate cases",
       run_corpus,
       {"run", "lint", "bless", "generate-observables"}},
      {"diff", "judge one game under several profiles side by side", run_diff, {}},
      {"explain", "explain a reason code: what it means, its phase, an example", run_explain, {}},
      {"generate",
       "play random legal games to the end and write them as records",
       run_generate,
       {}},
      {"perft", "count move sequences from a position (move generator test)", run_perft, {}},
      {"profiles", "list, show and check rule profiles", run_profiles, {"list", "show", "check"}},
      {"render",
       "draw a position as an SVG board, or a record as an HTML page that replays it",
       run_render,
       {}},
      {"replay", "show a game ply by ply with the referee's events and the board", run_replay, {}},
      {"validate",
       "replay records under a rule profile and report every finding",
       run_validate,
       {}},
      {"variants",
       "list, show and check variants (board, pieces, start position)",
       run_variants,
       {"list", "show", "check"}},
  };
  return kCommands;
}

const Command* find_command(const std::string& name) {
  for (const Command& c : commands())
    if (name == c.name) return &c;
  return nullptr;
}

const std::vector<std::string>& global_option_names() {
  static const std::vector<std::string> kNames = {"--color", "--no-config", "--help", "--version"};
  return kNames;
}

}  // namespace kifukit::cli

namespace {

using kifukit::cli::Command;
using kifukit::cli::commands;

void print_usage(std::ostream& out) {
  out << "usage: kifukit <command> [options]   (kifukit <command> --help for details)\n\n"
         "commands:\n";
  for (const Command& c : commands()) out << "  " << c.name << "  " << c.summary << "\n";
  out << "\noptions of every command:\n"
         "  --color WHEN   auto, always or never (default: auto: on a terminal, unless NO_COLOR "
         "is set and not empty)\n"
         "  -h, --help     show the command's usage, options, exit codes and an example\n"
         "  -q, --quiet    no warnings or notes on standard error, only errors\n"
         "  --no-config    do not read .kifukit.yaml (see docs/cli.md, \"Configuration file\")\n"
         "  -V, --version  print the version\n\n"
         "kifukit help COMMAND prints a command's help; kifukit explain CODE explains a "
         "reason code.\n\n"
      << kifukit::cli::kExitCodeTable << "\nexample:\n  kifukit validate examples/\n";
}

}  // namespace

namespace {

// Takes `--color WHEN` / `--color=WHEN` out of the arguments, wherever they are (before a `--`),
// and sets the colour mode; false (after the message) for a bad WHEN.
bool take_color_option(std::vector<std::string>& args, bool& given) {
  for (std::size_t i = 0; i < args.size() && args[i] != "--"; ++i) {
    std::string when;
    if (args[i] == "--color" && i + 1 < args.size()) {
      when = args[i + 1];
      args.erase(args.begin() + static_cast<long>(i), args.begin() + static_cast<long>(i) + 2);
    } else if (args[i].rfind("--color=", 0) == 0) {
      when = args[i].substr(8);
      args.erase(args.begin() + static_cast<long>(i));
    } else if (args[i] == "--color") {
      kifukit::cli::error("--color needs a value: auto, always or never");
      return false;
    } else {
      continue;
    }
    auto mode = kifukit::cli::color_mode_from_name(when);
    if (!mode) {
      kifukit::cli::error("--color must be auto, always or never, not '" + when + "'" +
                          kifukit::did_you_mean(when, {"auto", "always", "never"}));
      return false;
    }
    kifukit::cli::set_color_mode(*mode);
    given = true;
    --i;
  }
  return true;
}

// `kifukit help [COMMAND [ACTION]]`: the command's own --help, or the list of commands.
// Takes `--no-config` out of the arguments (before a `--`); true when it was there.
bool take_no_config_option(std::vector<std::string>& args) {
  bool found = false;
  for (std::size_t i = 0; i < args.size() && args[i] != "--"; ++i)
    if (args[i] == "--no-config") {
      args.erase(args.begin() + static_cast<long>(i--));
      found = true;
    }
  return found;
}

// An unknown first word: a mistyped command, or an option that belongs after the command.
// One error and a one-line hint, not the whole usage.
int unknown_command(const std::string& word) {
  std::vector<std::string> names = {"help"};
  for (const Command& c : commands()) names.push_back(c.name);
  if (!word.empty() && word[0] == '-') {
    const std::string typed = word.substr(0, word.find('='));
    kifukit::cli::error("unknown option '" + typed + "' before the command" +
                        kifukit::did_you_mean(typed, kifukit::cli::global_option_names()) +
                        " (a command's own options go after its name)");
  } else {
    kifukit::cli::error("unknown command '" + word + "'" + kifukit::did_you_mean(word, names));
  }
  std::cerr << "run 'kifukit --help' for the list of commands\n";
  return kifukit::cli::kUsage;
}

int run_help(const std::vector<std::string>& topic) {
  if (topic.empty()) {
    print_usage(std::cout);
    return kifukit::cli::kOk;
  }
  const Command* c = kifukit::cli::find_command(topic.front());
  if (!c) return unknown_command(topic.front());
  std::vector<std::string> args(topic.begin() + 1, topic.end());
  args.push_back("--help");
  return c->run(args);
}

// The option table (tools/option_table.hpp) asks the subcommands' parsers.
void register_subcommands() {
  std::vector<kifukit::cli::NamedCommand> named;
  for (const Command& c : commands()) named.push_back({c.name, c.run});
  kifukit::cli::register_commands(std::move(named));
}

int run_command(int argc, char** argv) {
  register_subcommands();
  std::vector<std::string> all(argv + 1, argv + argc);
  bool color_given = false;
  if (!take_color_option(all, color_given)) return kifukit::cli::kUsage;
  if (!take_no_config_option(all)) {
    const int config = kifukit::cli::load_config_file();
    if (config != kifukit::cli::kOk) return config;
    if (!color_given && !kifukit::cli::apply_config_color()) return kifukit::cli::kBadConfig;
  }
  if (all.empty()) {
    print_usage(std::cerr);
    return kifukit::cli::kUsage;
  }
  const std::string command = all.front();
  if (command == "--version" || command == "-V") {
    std::cout << "kifukit " << kifukit::cli::kToolVersion << "\n" << kifukit::cli::kLicenseNotice;
    return kifukit::cli::kOk;
  }
  std::vector<std::string> args(all.begin() + 1, all.end());
  const Command* c = kifukit::cli::find_command(command);
  try {
    if (command == "--help" || command == "-h") return run_help({});
    if (command == "help") return run_help(args);
    if (!c) return unknown_command(command);
    return c->run(args);
  } catch (const std::exception& e) {
    kifukit::cli::error(std::string("internal error: ") + e.what());
    return kifukit::cli::kInternal;
  } catch (...) {
    kifukit::cli::error("internal error: an unknown exception");
    return kifukit::cli::kInternal;
  }
}

}  // namespace

int main(int argc, char** argv) {
  kifukit::cli::install_checked_output();
  // A write that fails (a full disk, a closed descriptor) turns any exit code into 2.
  return kifukit::cli::finish_output(run_command(argc, argv));
}
