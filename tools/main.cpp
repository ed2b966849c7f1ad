// The kifukit command: one binary, subcommands.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "tools/cli.hpp"
#include "tools/output.hpp"
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
    {"convert", "convert a record between YAML, XML, JSON and the text notation",
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
  out << "\nexit codes: 0 clean, 1 findings, 2 unreadable input, 3 usage error, 4 bad profile "
         "or variant\n";
}

}  // namespace

namespace {

int run_command(int argc, char** argv) {
  if (argc < 2) {
    print_usage(std::cerr);
    return kifukit::cli::kUsage;
  }
  std::string command = argv[1];
  if (command == "--version" || command == "-V") {
    std::cout << "kifukit " << kifukit::cli::kToolVersion << "\n";
    return kifukit::cli::kOk;
  }
  if (command == "--help" || command == "-h" || command == "help") {
    print_usage(std::cout);
    return kifukit::cli::kOk;
  }
  std::vector<std::string> args(argv + 2, argv + argc);
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
  kifukit::cli::error("unknown command '" + command + "'");
  print_usage(std::cerr);
  return kifukit::cli::kUsage;
}

}  // namespace

int main(int argc, char** argv) {
  kifukit::cli::install_checked_output();
  // A write that fails (a full disk, a closed descriptor) turns any exit code into 2.
  return kifukit::cli::finish_output(run_command(argc, argv));
}
