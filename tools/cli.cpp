#include "tools/cli.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>

#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"
#include "tools/config_file.hpp"
#include "tools/option_table.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

void error(const std::string& message) { std::cerr << "kifukit: error: " << message << "\n"; }

void located_error(const std::string& where, int line, int column, const std::string& message) {
  std::cerr << where << ":" << line << ":" << column << ": error: " << message << "\n";
}

namespace {

bool g_quiet = false;
std::vector<CollectedOption>* g_collector = nullptr;

std::vector<std::string> positional_names(const po::positional_options_description* positional);

// The options a user types (not the positional names), for the completions.
void collect(const po::options_description& options,
             const po::positional_options_description* positional) {
  const std::vector<std::string> hidden = positional_names(positional);
  for (const auto& o : options.options()) {
    if (std::find(hidden.begin(), hidden.end(), o->long_name()) != hidden.end()) continue;
    CollectedOption c;
    c.long_name = o->long_name();
    const std::string shorter =
        o->canonical_display_name(po::command_line_style::allow_dash_for_short);
    if (shorter.size() == 2 && shorter[0] == '-' && shorter[1] != '-') c.short_name = shorter[1];
    c.takes_value = o->semantic()->max_tokens() > 0;
    c.description = o->description();
    g_collector->push_back(c);
  }
}

// The placeholder of an option's value in --help: what the user types, never boost's "arg".
std::string value_name(const std::string& option) {
  static const std::pair<const char*, const char*> kNames[] = {{"profile", "NAME"},
                                                               {"profile-file", "FILE"},
                                                               {"variant-file", "FILE"},
                                                               {"option", "K=V"},
                                                               {"format", "FORMAT"},
                                                               {"exclude", "GLOB"},
                                                               {"jobs", "N"},
                                                               {"ply", "N"},
                                                               {"seed", "S"},
                                                               {"count", "N"},
                                                               {"max-plies", "N"},
                                                               {"output", "PATH"},
                                                               {"to", "FORMAT"},
                                                               {"from", "FORMAT"},
                                                               {"encoding", "E"},
                                                               {"corpus", "DIR"},
                                                               {"adapter", "CMD"},
                                                               {"run", "GLOB"},
                                                               {"skip-file", "FILE"},
                                                               {"timeout", "S"},
                                                               {"depth", "N"},
                                                               {"profiles", "A,B,..."},
                                                               {"timeout-per-mnode", "S"},
                                                               {"variant", "NAME"}};
  for (const auto& [name, shown] : kNames)
    if (option == name) return shown;
  std::string upper;
  for (char c : option) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper;
}

// The names bound to positions: they are in the usage line, not options a user types.
std::vector<std::string> positional_names(const po::positional_options_description* positional) {
  std::vector<std::string> names;
  if (!positional) return names;
  const unsigned n = std::min(positional->max_total_count(), 16u);
  for (unsigned i = 0; i < n; ++i) names.push_back(positional->name_for_position(i));
  return names;
}

// boost's "arg (=text)" holds the default; shown as "(default: text)" after the description.
std::string default_of(const po::option_description& o) {
  const std::string shown = o.format_parameter();
  const std::size_t at = shown.find("(=");
  return at == std::string::npos ? "" : shown.substr(at + 2, shown.size() - at - 3);
}

// Words of a description on lines of at most 100 columns, continued under its first column.
std::string wrap(const std::string& text, std::size_t indent) {
  constexpr std::size_t kColumns = 100;
  std::string out;
  std::size_t column = indent;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    if (!out.empty() && column + 1 + word.size() > kColumns) {
      out += "\n" + std::string(indent, ' ');
      column = indent;
    } else if (!out.empty()) {
      out += ' ';
      ++column;
    }
    out += word;
    column += word.size();
    start = end + 1;
  }
  return out;
}

void print_help(std::ostream& out, const std::string& usage, const std::string& example,
                const po::options_description& options,
                const po::positional_options_description* positional) {
  const std::vector<std::string> hidden = positional_names(positional);
  std::vector<std::pair<std::string, std::string>> rows;
  for (const auto& o : options.options()) {
    const std::string& name = o->long_name();
    if (std::find(hidden.begin(), hidden.end(), name) != hidden.end()) continue;
    const std::string shorter =
        o->canonical_display_name(po::command_line_style::allow_dash_for_short);
    const bool has_short = shorter.size() == 2 && shorter[0] == '-' && shorter[1] != '-';
    std::string left = (has_short ? shorter + ", " : "    ") + "--" + name;
    if (o->semantic()->max_tokens() > 0) left += " " + value_name(name);
    std::string right = o->description();
    if (std::string d = default_of(*o); !d.empty()) right += " (default: " + d + ")";
    rows.emplace_back(left, right);
  }
  rows.emplace_back("    --color WHEN", "auto, always or never (default: auto; see NO_COLOR)");
  std::size_t width = 0;
  for (const auto& r : rows) width = std::max(width, r.first.size());
  out << "usage: " << usage << "\n\noptions:\n";
  for (const auto& [left, right] : rows)
    out << "  " << left << std::string(width + 2 - left.size(), ' ') << wrap(right, width + 4)
        << "\n";
  out << "\n" << kExitCodeTable << "\nexample:\n  " << example << "\n";
}

// "validate and convert", the commands that take `option`; "" when none does.
std::string commands_taking_text(const std::string& option) {
  const std::vector<std::string> commands = commands_taking(option);
  std::string out;
  for (std::size_t i = 0; i < commands.size(); ++i)
    out += (i == 0 ? "" : i + 1 == commands.size() ? " and " : ", ") + commands[i];
  return out;
}

// "unrecognised option '--profle'; did you mean '--profile'?".
std::string unknown_option_message(const po::unknown_option& e,
                                   const po::options_description& options) {
  std::vector<std::string> names = {"--help", "--color"};
  for (const auto& o : options.options()) names.push_back("--" + o->long_name());
  const std::string typed = e.get_option_name().substr(0, e.get_option_name().find('='));
  std::string message = e.what();
  // An option of other commands: say which (docs/cli.md, "Options").
  const std::string others = commands_taking_text(typed);
  if (!others.empty()) message += " here: it is an option of " + others;
  // The commands that play or judge under a profile take no variant: the profile names it.
  if (typed == "--variant" && options.find_nothrow("profile", false))
    return message +
           "; a profile names its variant: give --profile (such as --profile chu; kifukit "
           "profiles list)";
  if (typed == "--version" || typed == "-V")
    return message + "; the version is kifukit's own: kifukit --version";
  return others.empty() ? message + did_you_mean(typed, names) : message;
}

}  // namespace

bool quiet() { return g_quiet; }
void set_quiet(bool on) { g_quiet = on; }

void print_diagnostic(const Diagnostic& d) {
  if (d.severity == Severity::Warning && g_quiet) return;
  std::cerr << render(d) << "\n";
}

void set_option_collector(std::vector<CollectedOption>* collector) { g_collector = collector; }

const char* const kExitCodeTable =
    "exit codes (the same for every command):\n"
    "  0   clean: the job ran and found nothing wrong\n"
    "  1   findings: the input was read and something in it is wrong\n"
    "  2   unreadable input (a file, string or record that cannot be read or parsed)\n"
    "  3   usage error: bad command line\n"
    "  4   bad profile, variant or configuration\n"
    "  70  internal error: a bug in kifukit, please report it\n";

bool parse_args(const std::vector<std::string>& args, const std::string& usage,
                const std::string& example, po::options_description& options,
                const po::positional_options_description* positional, po::variables_map& vm,
                int& exit) {
  if (probing()) {  // option_table.cpp asks which options the command takes
    probe_options(options, positional);
    exit = kOk;
    return false;
  }
  options.add_options()("help,h", "show this help");
  if (!options.find_nothrow("quiet", false))
    options.add_options()("quiet,q", "no warnings or notes on standard error, only errors");
  if (g_collector) {
    collect(options, positional);
    exit = kOk;
    return false;
  }
  try {
    // The names bound to positions are not options a user types (`--input FILE`).
    const std::vector<std::string> hidden = positional_names(positional);
    for (const std::string& a : args) {
      if (a == "--") break;
      const std::string name = a.rfind("--", 0) == 0 ? a.substr(2, a.find('=') - 2) : "";
      if (!name.empty() && std::find(hidden.begin(), hidden.end(), name) != hidden.end())
        throw po::unknown_option(a.substr(0, a.find('=')));
    }
    po::command_line_parser parser(args);
    // No abbreviations: `--profile` is never taken for `--profile-file` (docs/cli.md, "Options").
    parser.style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing);
    parser.options(options);
    if (positional) parser.positional(*positional);
    po::store(parser.run(), vm);
    if (vm.count("help")) {
      print_help(std::cout, usage, example, options, positional);
      exit = kOk;
      return false;
    }
    // The configuration file's defaults after the command line's values: po::store keeps the
    // first value of an option, so the command line wins.
    if (std::vector<std::string> defaults = config_arguments(options, vm); !defaults.empty())
      po::store(po::command_line_parser(defaults).options(options).run(), vm);
    set_quiet(vm.count("quiet") > 0);
    po::notify(vm);
  } catch (const po::unknown_option& e) {
    error(unknown_option_message(e, options) + " (see --help)");
    exit = kUsage;
    return false;
  } catch (const po::error& e) {
    error(std::string(e.what()) + " (see --help)");
    exit = kUsage;
    return false;
  }
  return true;
}

int unknown_action(const std::string& command, const std::string& action,
                   const std::vector<std::string>& actions) {
  if (probing()) {
    probe_actions(actions);
    return kUsage;
  }
  std::string list;
  for (std::size_t i = 0; i < actions.size(); ++i)
    list += (i == 0 ? "" : i + 1 == actions.size() ? " or " : ", ") + actions[i];
  error(action.empty() ? command + " needs an action: " + list
                       : "unknown action '" + action + "'" + did_you_mean(action, actions) + " (" +
                             list + ")");
  return kUsage;
}

std::vector<std::string> list_words(const std::string& list) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < list.size()) {
    std::size_t end = list.find_first_of(", ", start);
    if (end == std::string::npos) end = list.size();
    const std::string word = list.substr(start, end - start);
    if (!word.empty() && word != "or" && word != "and") out.push_back(word);
    start = end + 1;
  }
  return out;
}

std::string unknown_value(const std::string& option, const std::string& value,
                          const std::string& list) {
  return "unknown " + option + " '" + value + "'" + did_you_mean(value, list_words(list)) + " (" +
         list + ")";
}

const Variant* variant_by_name(const std::string& name) { return find_variant(name); }

std::optional<Profile> profile_by_name(const Variant& v, const std::string& name) {
  // The built-in profiles are rules/profiles/*.yaml, embedded at build time.
  auto result = builtin_profile(name);
  if (!result.ok() || result.resolved->profile.variant != v.name) return std::nullopt;
  return result.resolved->profile;
}

}  // namespace kifukit::cli
