// Shared conventions of the kifukit subcommands: exit codes, diagnostics, option parsing.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/program_options.hpp>

#include "rules/diagnostic.hpp"
#include "rules/profile.hpp"
#include "rules/variant.hpp"

namespace kifukit::cli {

// Exit codes (docs/cli.md): stable, documented, the same for every subcommand.
enum Exit : int {
  kOk = 0,          // clean
  kFindings = 1,    // the input was read and something is wrong with it (an illegal move, ...)
  kUnreadable = 2,  // the input could not be read or parsed
  kUsage = 3,       // bad command line
  kBadConfig = 4,   // bad profile or configuration
  kInternal = 70,   // EX_SOFTWARE: a bug in kifukit, never expected
};

// `kifukit: error: ...` on stderr.
void error(const std::string& message);
// `where:1:col: error: message` on stderr, clang style.
void located_error(const std::string& where, int line, int column, const std::string& message);

// Parses a subcommand's arguments; prints help (usage line, the options a user types with their
// value names and defaults, the exit codes, the example) and returns kOk in `exit` for --help,
// or kUsage on bad arguments (an unknown option with the closest one suggested). Returns true
// when the command should run. Positional arguments are in `usage`, not listed as options.
bool parse_args(const std::vector<std::string>& args, const std::string& usage,
                const std::string& example, boost::program_options::options_description& options,
                const boost::program_options::positional_options_description* positional,
                boost::program_options::variables_map& vm, int& exit);

// --quiet, which parse_args adds to every command (a command may define its own): true once a
// command's parser saw it. Warnings and notes on standard error are left out, errors never.
bool quiet();
void set_quiet(bool on);
// Prints a diagnostic on standard error, unless it is a warning and --quiet was given.
void print_diagnostic(const Diagnostic& d);

// The options of one command's parser, as `kifukit completions` collects them: while a
// collector is set, parse_args records the command's options and returns false (exit kOk)
// without parsing anything.
struct CollectedOption {
  std::string long_name;  // "profile"
  char short_name = 0;    // 'o', or 0
  bool takes_value = false;
  std::string description;
};
void set_option_collector(std::vector<CollectedOption>* collector);

// "exit codes (the same for every command):" and one line per code, for every --help.
extern const char* const kExitCodeTable;

// `kifukit: error: unknown action 'shw'; did you mean 'show'? (list, show or check)`, or
// "... needs an action: ..." when `action` is empty; returns kUsage.
int unknown_action(const std::string& command, const std::string& action,
                   const std::vector<std::string>& actions);

// The words of a list written for people ("text, json, sarif, github or junit"), for a
// did-you-mean over the same values the message names.
std::vector<std::string> list_words(const std::string& list);
// "unknown --format 'jsno'; did you mean 'json'? (text, json, ...)", for any option's value.
std::string unknown_value(const std::string& option, const std::string& value,
                          const std::string& list);

// The variant named on the command line, or an error (exit kUsage) for an unknown name.
const Variant* variant_by_name(const std::string& name);
// The built-in profile of that name for a variant, or nullopt.
std::optional<Profile> profile_by_name(const Variant& v, const std::string& name);

}  // namespace kifukit::cli
