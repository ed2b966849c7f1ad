// The kifukit command: one binary, subcommands.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "formats/suggest.hpp"
#include "tools/cli.hpp"
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
}  // namespace kifukit::cli

namespace {

struct Subcommand {
  const char* name;
  const char* summary;
  int (*run)(const std::vector<std::string>&);
};

const Subcommand kSubcommands[] = {
    {"adapter", "the built-in implementation of the corpus adapter protocol (JSON Lines)",
     kifukit::cli::run_adapter},
    {"codes", "print the reason-code registry (YAML or Markdown)", kifukit::cli::run_codes},
    {"convert",
     "convert records between YAML, XML, JSON, the text notation, KIF, KI2, CSA, JKF, "
     "USI and SFEN (a file, or a directory into another)",
     kifukit::cli::run_convert},
    {"corpus", "run the conformance corpus through an adapter, lint it, generate cases",
     kifukit::cli::run_corpus},
    {"diff", "judge one game under several profiles side by side", kifukit::cli::run_diff},
    {"generate", "play random legal games to the end and write them as records",
     kifukit::cli::run_generate},
    {"perft", "count move sequences from a position (move generator test)",
     kifukit::cli::run_perft},
    {"profiles", "list, show and check rule profiles", kifukit::cli::run_profiles},
    {"render", "draw a position as an SVG board, or a record as an HTML page that replays it",
     kifukit::cli::run_render},
    {"replay", "show a game ply by ply with the referee's events and the board",
     kifukit::cli::run_replay},
    {"validate", "replay records under a rule profile and report every finding",
     kifukit::cli::run_validate},
    {"variants", "list, show and check variants (board, pieces, start position)",
     kifukit::cli::run_variants},
};

void print_usage(std::ostream& out) {
  out << "usage: kifukit <command> [options]   (kifukit <command> --help for details)\n\n"
         "commands:\n";
  for (const auto& c : kSubcommands) out << "  " << c.name << "  " << c.summary << "\n";
  out << "\noptions of every command:\n"
         "  --color WHEN   auto, always or never (default: auto: on a terminal, unless NO_COLOR "
         "is set and not empty)\n"
         "  -h, --help     show the command's usage, options, exit codes and an example\n"
         "  -V, --version  print the version\n\n"
      << kifukit::cli::kExitCodeTable
      << "\nexample:\n  kifukit validate examples/ --profile qdan\n";
}

}  // namespace

namespace {

// Takes `--color WHEN` / `--color=WHEN` out of the arguments, wherever they are (before a `--`),
// and sets the colour mode; false (after the message) for a bad WHEN.
bool take_color_option(std::vector<std::string>& args) {
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
    --i;
  }
  return true;
}

// The option table (tools/option_table.hpp) asks the subcommands' parsers.
void register_subcommands() {
  std::vector<kifukit::cli::NamedCommand> commands;
  for (const auto& c : kSubcommands) commands.push_back({c.name, c.run});
  kifukit::cli::register_commands(std::move(commands));
}

int run_command(int argc, char** argv) {
  register_subcommands();
  std::vector<std::string> all(argv + 1, argv + argc);
  if (!take_color_option(all)) return kifukit::cli::kUsage;
  if (all.empty()) {
    print_usage(std::cerr);
    return kifukit::cli::kUsage;
  }
  const std::string command = all.front();
  if (command == "--version" || command == "-V") {
    std::cout << "kifukit " << kifukit::cli::kToolVersion << "\n";
    return kifukit::cli::kOk;
  }
  if (command == "--help" || command == "-h" || command == "help") {
    print_usage(std::cout);
    return kifukit::cli::kOk;
  }
  std::vector<std::string> args(all.begin() + 1, all.end());
  for (const auto& c : kSubcommands)
    if (command == c.name) {
      try {
        return c.run(args);
      } catch (const std::exception& e) {
        kifukit::cli::error(std::string("internal error: ") + e.what());
        return kifukit::cli::kInternal;
      } catch (...) {
        kifukit::cli::error("internal error: an unknown exception");
        return kifukit::cli::kInternal;
      }
    }
  std::vector<std::string> names;
  for (const auto& c : kSubcommands) names.push_back(c.name);
  kifukit::cli::error("unknown command '" + command + "'" + kifukit::did_you_mean(command, names));
  print_usage(std::cerr);
  return kifukit::cli::kUsage;
}

}  // namespace

int main(int argc, char** argv) {
  kifukit::cli::install_checked_output();
  // A write that fails (a full disk, a closed descriptor) turns any exit code into 2.
  return kifukit::cli::finish_output(run_command(argc, argv));
}
