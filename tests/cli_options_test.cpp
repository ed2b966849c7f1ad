// Issue 29, part A: every option either works for the command it is given to or is a usage error
// naming the commands that take it. The matrix comes from the commands' own --help (which the
// parser writes), so a new option is covered without editing this file; the commands with
// actions of their own parser (corpus run, corpus lint, ...) are found from their --help too.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <sstream>

#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

struct Parser {
  std::vector<std::string> words;    // {"validate"}, {"corpus", "run"}
  std::vector<std::string> options;  // "--format", "-q", ... as typed
};

std::string section(const std::string& text, const std::string& title) {
  const std::size_t at = text.find("\n" + title + "\n");
  if (at == std::string::npos) return "";
  const std::size_t start = at + title.size() + 2;
  return text.substr(start, text.find("\n\n", start) - start);
}

// The subcommands of `kifukit --help`, in its order.
std::vector<std::string> subcommands() {
  const std::string commands = section("\n" + run_kifukit({"--help"}).out, "commands:");
  std::vector<std::string> out;
  std::istringstream lines(commands);
  for (std::string line; std::getline(lines, line);)
    out.push_back(line.substr(2, line.find(' ', 2) - 2));
  return out;
}

// The parsers under `words`: its options when its --help lists some, else its actions' parsers.
void collect(const std::vector<std::string>& words, std::vector<Parser>& out) {
  std::vector<std::string> args = words;
  args.push_back("--help");
  const CommandResult help = run_kifukit(args);
  ASSERT_EQ(help.exit_code, 0) << help.err;
  static const std::regex option(R"(^  (?:(-\w), )?\s*(--[a-z0-9-]+))");
  static const std::regex action(R"(^  ([a-z][a-z-]*)  +\S)");
  const std::string options = section(help.out, "options:");
  std::istringstream lines(options.empty() ? help.out : options);
  Parser parser{words, {}};
  std::vector<std::string> actions;
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (!options.empty() && std::regex_search(line, m, option)) {
      if (m[2] == "--help" || m[2] == "--color") continue;  // every command's
      parser.options.push_back(m[2]);
      if (m[1].matched) parser.options.push_back(m[1]);
    } else if (options.empty() && std::regex_search(line, m, action)) {
      actions.push_back(m[1]);
    }
  }
  if (!options.empty() || actions.empty()) {
    out.push_back(parser);
    return;
  }
  for (const std::string& a : actions) {
    std::vector<std::string> more = words;
    more.push_back(a);
    collect(more, out);
  }
}

std::string joined(const std::vector<std::string>& words, const char* between = " ") {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : between) + w;
  return out;
}

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return out;
}

TEST(CliOptions, EveryOptionGivenToACommandThatDoesNotTakeItIsAUsageError) {
  std::vector<Parser> parsers;
  for (const std::string& c : subcommands()) collect({c}, parsers);
  ASSERT_GE(parsers.size(), 15u);  // 12 commands, corpus as its 4 actions
  std::vector<std::string> all;
  for (const Parser& p : parsers)
    for (const std::string& o : p.options)
      if (std::find(all.begin(), all.end(), o) == all.end()) all.push_back(o);
  ASSERT_GE(all.size(), 35u);
  int checked = 0;
  for (const Parser& p : parsers)
    for (const std::string& o : all) {
      if (std::find(p.options.begin(), p.options.end(), o) != p.options.end()) continue;
      std::vector<std::string> takers;
      for (const Parser& q : parsers)
        if (std::find(q.options.begin(), q.options.end(), o) != q.options.end())
          takers.push_back(joined(q.words));
      std::vector<std::string> args = p.words;
      args.push_back(o);
      const CommandResult r = run_kifukit(args);
      // A command that plays under a profile says where the variant comes from (cli.cpp).
      const bool takes_profile =
          std::find(p.options.begin(), p.options.end(), "--profile") != p.options.end();
      const std::string hint = o == "--variant" && takes_profile
                                   ? "; a profile names its variant: give --profile (such as "
                                     "--profile chu; kifukit profiles list)"
                                   : "";
      EXPECT_EQ(r.exit_code, 3) << joined(args);
      EXPECT_EQ(r.err, "kifukit: error: unrecognised option '" + o + "' here: it is an option of " +
                           listed(takers) + hint + " (see --help)\n")
          << joined(args);
      ++checked;
    }
  EXPECT_GE(checked, 400);
}

TEST(CliOptions, NoAbbreviationsAndNoPositionalNamesAsOptions) {
  // `--profile` was taken for `--profile-file` by prefix; `--corpus` for lint's DIR by name.
  CommandResult r = run_kifukit({"profiles", "show", "--profile", "qdan"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unrecognised option '--profile' here: it is an option of corpus run, "
            "generate, perft, render, replay and validate (see --help)\n");
  r = run_kifukit({"validate", "--input", "x.yaml"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: unrecognised option '--input' (see --help)\n");
}

TEST(CliOptions, ListingCommandsTakeFormatJson) {
  CommandResult r = run_kifukit({"profiles", "list", "--format", "xml"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: unknown --format 'xml' for profiles list (text or json)\n");
  r = run_kifukit({"profiles", "list", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("{\"format\":\"kifukit-profile-list\",\"version\":1,\"tool_version\":"
                        "\"0.1.0\",\"profiles\":[{\"name\":\"chu\",\"variant\":\"chu\"},",
                        0),
            0u)
      << r.out;
  EXPECT_NE(r.out.find("{\"name\":\"qdan\",\"variant\":\"yonin\"}"), std::string::npos);
  r = run_kifukit({"variants", "list", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // rules/variants/chu.yaml: 12x12, two seats, no drops, SFEN.
  EXPECT_NE(r.out.find("{\"name\":\"chu\",\"size\":12,\"seats\":2,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"drops\":false,\"notation\":\"sfen\"}"), std::string::npos) << r.out;
  r = run_kifukit({"variants", "check", "rules/variants/chu.yaml", "--format", "json"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: --format is for variants list and variants show; check prints one "
            "line\n");
}

TEST(CliOptions, CodesShowsTheCodesNamed) {
  // rules/codes.def: ILLEGAL_NIFU, move phase, precedence 240.
  CommandResult r = run_kifukit({"codes", "ILLEGAL_NIFU"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "- {code: ILLEGAL_NIFU, phase: move, precedence: 240, severity: error, summary: \"a "
            "second unpromoted pawn of the same facing on one line\"}\n");
  r = run_kifukit({"codes", "FORMAT_IO", "ILLEGAL_NIFU", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "{\"format\":\"kifukit-codes\",\"version\":1,\"tool_version\":\"0.1.0\",\"codes\":["
            "{\"code\":\"FORMAT_IO\",\"phase\":\"format\",\"precedence\":1,\"severity\":\"error\","
            "\"summary\":\"the file cannot be opened, read or written\"},"
            "{\"code\":\"ILLEGAL_NIFU\",\"phase\":\"move\",\"precedence\":240,\"severity\":"
            "\"error\",\"summary\":\"a second unpromoted pawn of the same facing on one line\"}]}"
            "\n");
  r = run_kifukit({"codes", "ILLEGAL_NIF"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown code 'ILLEGAL_NIF'; did you mean 'ILLEGAL_NIFU'? (kifukit "
            "codes lists them all)\n");
}

}  // namespace
}  // namespace kifukit::testing
