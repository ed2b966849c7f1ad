// Issue 29, part B, through the real binary: "did you mean" for every value and option,
// `help COMMAND`, --quiet on every command, --select/--ignore/--min-severity/--exit-zero,
// .kifukit.yaml and its precedence, source excerpts, `kifukit explain`, shell completions.
// Expected texts are worked out by hand from the records in tests/data/reasons (their
// `# expect:` lines) and from docs/cli.md.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/run_command.hpp"
#include "tools/source_excerpt.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;
// Two FOUL_PERPETUAL_CHECK warnings (plies 13, 15) and an ILLEGAL_PERPETUAL_CHECK (ply 17).
const std::string kPerpetual =
    kSource + "tests/data/reasons/ILLEGAL_PERPETUAL_CHECK.federation.yaml";

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// A fresh directory for a configuration file, and a command run with it as working directory.
struct ConfigDir {
  fs::path dir;
  explicit ConfigDir(const std::string& name) {
    dir = fs::path(::testing::TempDir()) / ("kifukit-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "sub");
  }
  ~ConfigDir() { fs::remove_all(dir); }
  void write(const std::string& text) const { std::ofstream(dir / ".kifukit.yaml") << text; }
  // Runs kifukit in dir/sub: the file is found one directory up.
  CommandResult run(const std::vector<std::string>& args) const {
    std::string line = "cd '" + (dir / "sub").string() + "' && exec '" + KIFUKIT_BIN + "'";
    for (const std::string& a : args) line += " '" + a + "'";
    return run_command({"sh", "-c", line});
  }
};

TEST(CliLinter, DidYouMeanForValues) {
  auto r = run_kifukit({"convert", kQdan, "-o", "-", "--to", "yml"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("unknown --to 'yml'; did you mean 'yaml'?"), std::string::npos) << r.err;
  r = run_kifukit({"convert", kQdan, "-o", "-", "--to", "kiff"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("unknown --to 'kiff'; did you mean 'kif'?"), std::string::npos) << r.err;
  r = run_kifukit({"validate", kQdan, "--format", "jsno"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown --format 'jsno'; did you mean 'json'? (text, json, sarif, "
            "github or junit)\n");
  r = run_kifukit({"generate", "--to", "txt"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown --to 'txt'; did you mean 'text'? (yaml, xml, json or "
            "text)\n");
}

TEST(CliLinter, DidYouMeanForOptionsBeforeAndAfterTheCommand) {
  auto r = run_kifukit({"--colour", "never", "validate", kQdan});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown option '--colour' before the command; did you mean "
            "'--color'? (a command's own options go after its name)\n"
            "run 'kifukit --help' for the list of commands\n");
  r = run_kifukit({"validate", kQdan, "--colour", "never"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("did you mean '--color'?"), std::string::npos) << r.err;
  r = run_kifukit({"validate", kQdan, "--version"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unrecognised option '--version'; the version is kifukit's own: "
            "kifukit --version (see --help)\n");
  r = run_kifukit({"generate", "--variant", "chu"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("a profile names its variant: give --profile (such as --profile chu"),
            std::string::npos)
      << r.err;
  r = run_kifukit({"diff", kQdan, "--profiles", "qdan,federaton"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err.rfind("--profiles: error: no built-in profile 'federaton'; did you mean "
                        "'federation'?",
                        0),
            0u)
      << r.err;
}

TEST(CliLinter, MistypedCommandIsOneErrorAndOneHint) {
  auto r = run_kifukit({"validat", kQdan});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown command 'validat'; did you mean 'validate'?\n"
            "run 'kifukit --help' for the list of commands\n");
  EXPECT_EQ(r.out, "");
}

TEST(CliLinter, HelpCommandPrintsThatCommandsHelp) {
  const auto own = run_kifukit({"validate", "--help"});
  auto r = run_kifukit({"help", "validate"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.rfind("usage: kifukit validate FILE|DIR|-", 0), 0u) << r.out;
  EXPECT_EQ(r.out, own.out);
  r = run_kifukit({"help", "corpus", "lint"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.rfind("usage: kifukit corpus lint [DIR]", 0), 0u) << r.out;
  r = run_kifukit({"help", "valdate"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("did you mean 'validate'?"), std::string::npos);
}

TEST(CliLinter, QuietSilencesConvertWarnings) {
  // A KIF game as USI: bookmarks, the resignation, the result and the headers cannot be written.
  const std::string kif = kSource + "examples/standard/habu-kato-1989-nhk.kifu";
  auto loud = run_kifukit({"convert", kif, "-o", "-", "--to", "usi"});
  EXPECT_EQ(loud.exit_code, 0) << loud.err;
  EXPECT_EQ(count(loud.err, "[FORMAT_LOSSY]"), 4) << loud.err;
  auto quiet = run_kifukit({"convert", kif, "-o", "-", "--to", "usi", "--quiet"});
  EXPECT_EQ(quiet.exit_code, 0);
  EXPECT_EQ(quiet.err, "");
  EXPECT_EQ(quiet.out, loud.out);
  auto ignored = run_kifukit({"convert", kif, "-o", "-", "--to", "usi", "--ignore", "FORMAT_"});
  EXPECT_EQ(ignored.err, "");
  EXPECT_EQ(ignored.out, loud.out);
}

TEST(CliLinter, QuietIsAnOptionOfEveryCommand) {
  for (const char* command : {"codes", "profiles", "variants", "explain", "completions"}) {
    const auto r = run_kifukit({command, "--help"});
    EXPECT_NE(r.out.find("-q, --quiet"), std::string::npos) << command;
  }
}

TEST(CliLinter, SelectIgnoreMinSeverityExitZero) {
  auto all = run_kifukit({"validate", kPerpetual});
  EXPECT_EQ(all.exit_code, 1);
  EXPECT_EQ(count(all.out, "[FOUL_PERPETUAL_CHECK]"), 2) << all.out;
  EXPECT_EQ(count(all.out, "[ILLEGAL_PERPETUAL_CHECK]"), 1) << all.out;
  auto r = run_kifukit({"validate", kPerpetual, "--min-severity", "error"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(count(r.out, "[FOUL_PERPETUAL_CHECK]"), 0);
  EXPECT_EQ(count(r.out, ":33:25: error:"), 1) << r.out;
  r = run_kifukit({"validate", kPerpetual, "--ignore", "ILLEGAL_"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(count(r.out, "[FOUL_PERPETUAL_CHECK]"), 2);
  EXPECT_EQ(count(r.out, ":33:25:"), 0);
  const auto selected = run_kifukit({"validate", kPerpetual, "--select", "FOUL_"});
  EXPECT_EQ(selected.exit_code, 0);
  EXPECT_EQ(selected.out, r.out);
  r = run_kifukit({"validate", kPerpetual, "--select", "FOUL_PERPETUAL_CHECK,ILLEGAL_"});
  EXPECT_EQ(r.out, all.out);
  r = run_kifukit({"validate", kPerpetual, "--exit-zero"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, all.out);
  // --exit-zero never hides unreadable input.
  r = run_kifukit({"validate", "-", "--exit-zero"}, "moves: [");
  EXPECT_EQ(r.exit_code, 2);
}

TEST(CliLinter, FilterValuesAreChecked) {
  auto r = run_kifukit({"validate", kQdan, "--ignore", "ILEGAL_NIFU"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: --ignore: unknown code or prefix 'ILEGAL_NIFU'; did you mean "
            "'ILLEGAL_NIFU'? (see kifukit codes)\n");
  r = run_kifukit({"validate", kQdan, "--select", "claim_"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("did you mean 'CLAIM_'?"), std::string::npos) << r.err;
  r = run_kifukit({"validate", kQdan, "--min-severity", "eror"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("did you mean 'error'?"), std::string::npos) << r.err;
  // Only the commands whose findings exit 1 take --exit-zero.
  r = run_kifukit({"convert", kQdan, "-o", "-", "--exit-zero"});
  EXPECT_EQ(r.exit_code, 3);
}

TEST(CliLinter, ConfigurationFileAndPrecedence) {
  ConfigDir config("config");
  config.write("# the project's choices\nignore: [ILLEGAL_]\n");
  auto r = config.run({"validate", kPerpetual});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(count(r.out, "[FOUL_PERPETUAL_CHECK]"), 2);
  EXPECT_EQ(count(r.out, ":33:25:"), 0);
  // The command line's --ignore replaces the file's.
  r = config.run({"validate", kPerpetual, "--ignore", "FOUL_"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(count(r.out, "[FOUL_PERPETUAL_CHECK]"), 0);
  EXPECT_EQ(count(r.out, ":33:25: error:"), 1) << r.out;
  // --no-config reads no file.
  r = config.run({"--no-config", "validate", kPerpetual});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(count(r.out, "[FOUL_PERPETUAL_CHECK]"), 2);
  // source: true, and --no-source wins over it.
  config.write("source: true\nmin-severity: error\n");
  r = config.run({"validate", kPerpetual});
  EXPECT_NE(r.out.find("   33 | "), std::string::npos) << r.out;
  EXPECT_EQ(count(r.out, "[FOUL_PERPETUAL_CHECK]"), 0);
  r = config.run({"validate", kPerpetual, "--no-source", "--min-severity", "warning"});
  EXPECT_EQ(r.out.find("   33 | "), std::string::npos) << r.out;
  EXPECT_EQ(count(r.out, "[FOUL_PERPETUAL_CHECK]"), 2);
}

TEST(CliLinter, ConfigurationFileColorAndQuiet) {
  ConfigDir config("config-color");
  config.write("color: always\nquiet: true\n");
  const std::string record = kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml";
  auto r = config.run({"validate", record});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("\x1b["), std::string::npos) << r.out;           // colour into a pipe
  EXPECT_EQ(r.out.find(": illegal-move at ply 1"), std::string::npos);  // quiet: no status line
  r = config.run({"validate", record, "--color", "never"});
  EXPECT_EQ(r.out.find("\x1b["), std::string::npos) << r.out;
}

TEST(CliLinter, ConfigurationFileErrorsAreLocated) {
  ConfigDir config("config-errors");
  const std::string file = (config.dir / ".kifukit.yaml").string();
  config.write("quiet: true\nselct: [CLAIM_]\n");
  auto r = config.run({"validate", kQdan});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err, file +
                       ":2:1: error: unknown key 'selct'; did you mean 'select'? (keys: color, "
                       "quiet, source, select, ignore, min-severity, exit-zero)\n");
  config.write("ignore: [CLAIM_PEICE]\n");
  r = config.run({"validate", kQdan});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err, file +
                       ":1:10: error: unknown code or prefix 'CLAIM_PEICE'; did you mean "
                       "'CLAIM_PIECE'? (see kifukit codes)\n");
  config.write("color: nevr\n");
  r = config.run({"codes"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err, file + ":1:8: error: unknown color 'nevr'; did you mean 'never'?\n");
}

TEST(CliLinter, SourceExcerptWithCaret) {
  const std::string record = kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml";
  auto r = run_kifukit({"validate", record, "--source"});
  EXPECT_EQ(r.exit_code, 1);
  // `# expect: ILLEGAL_NIFU ply 1 at 9:25`; line 9 is `  - {seat: south, move: P*3e}`.
  EXPECT_NE(r.out.find("[ILLEGAL_NIFU]\n"
                       "    9 |   - {seat: south, move: P*3e}\n"
                       "      |                         ^\n"),
            std::string::npos)
      << r.out;
  // Not a terminal: no excerpt unless asked for.
  r = run_kifukit({"validate", record});
  EXPECT_EQ(r.out.find("    9 | "), std::string::npos);
  r = run_kifukit({"validate", record, "--source", "--no-source"});
  EXPECT_EQ(r.exit_code, 3);
}

TEST(CliLinter, SourceExcerptPlacesTheCaretByDisplayWidth) {
  using kifukit::cli::source_excerpt;
  // A kanji is two columns wide; a tab stays a tab.
  EXPECT_EQ(source_excerpt("x\n歩x\n", 2, 2), "    2 | 歩x\n      |   ^\n");
  EXPECT_EQ(source_excerpt("\tab", 1, 3), "    1 | \tab\n      | \t ^\n");
  EXPECT_EQ(source_excerpt("ab\r\n", 1, 1), "    1 | ab\n      | ^\n");
  EXPECT_EQ(source_excerpt("a\x1b[31m", 1, 1), "");  // a control character: no excerpt
  EXPECT_EQ(source_excerpt("\x82\xa0", 1, 1), "");   // Shift_JIS: no excerpt
  EXPECT_EQ(source_excerpt("a\n", 3, 1), "");        // past the end
}

TEST(CliLinter, ExplainCode) {
  auto r = run_kifukit({"explain", "ILLEGAL_NIFU"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("ILLEGAL_NIFU: ", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("\nphase: move (the other `ILLEGAL_*` codes): each move, replayed through "
                       "the Referee\nthe finding points at: the move text of the entry (the "
                       "entry itself when it is an event)\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("example (tests/data/reasons/ILLEGAL_NIFU.yaml):\n"
                       "  # expect: ILLEGAL_NIFU ply 1 at 9:25\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(run_kifukit({"explain", "illegal_nifu"}).out, r.out);
  r = run_kifukit({"explain", "ILEGAL_NIFU"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown code 'ILEGAL_NIFU'; did you mean 'ILLEGAL_NIFU'? (kifukit "
            "codes lists them)\n");
  // A paragraph of docs/reasons.md that names the code.
  r = run_kifukit({"explain", "SETUP_VARIANT"});
  EXPECT_NE(r.out.find("- `SETUP_VARIANT` for an unknown variant"), std::string::npos) << r.out;
}

// Runs the bash completion function for a command line ending in `words`; its answers.
std::string bash_complete(const std::string& words) {
  const std::string script = "source <('" + std::string(KIFUKIT_BIN) +
                             "' --no-config completions bash); " + "COMP_WORDS=(" + words +
                             "); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _kifukit; " +
                             "echo \"${COMPREPLY[*]}\"";
  return run_command({"bash", "-c", script}).out;
}

TEST(CliLinter, BashCompletionFromTheParsers) {
  EXPECT_EQ(bash_complete("kifukit vali"), "validate\n");
  EXPECT_EQ(bash_complete("kifukit validate --sel"), "--select\n");
  EXPECT_EQ(bash_complete("kifukit validate --min-severity e"), "error\n");
  EXPECT_EQ(bash_complete("kifukit explain ILLEGAL_NI"), "ILLEGAL_NIFU\n");
  EXPECT_EQ(bash_complete("kifukit profiles s"), "show\n");
  EXPECT_EQ(bash_complete("kifukit corpus l"), "lint\n");
  EXPECT_EQ(bash_complete("kifukit --color never convert x --to ki"), "kif kifu ki2 ki2u\n");
  EXPECT_EQ(bash_complete("kifukit help gen"), "generate\n");
}

// Every option a command's --help lists is completed for that command: the scripts come from
// the same parsers as the help.
TEST(CliLinter, BashCompletionHasEveryOptionOfEveryHelp) {
  const std::string script = run_kifukit({"completions", "bash"}).out;
  for (const char* command : {"validate", "convert", "replay", "diff", "render", "generate",
                              "perft", "profiles", "variants", "codes", "explain"}) {
    SCOPED_TRACE(command);
    const std::string help = run_kifukit({command, "--help"}).out;
    const std::size_t at = script.find("\n    " + std::string(command) + ") options='");
    ASSERT_NE(at, std::string::npos);
    std::string line = script.substr(at + 1, script.find('\n', at + 1) - at - 1);
    std::replace(line.begin(), line.end(), '\'', ' ');  // options='--a --b' -> words
    int options = 0;
    std::istringstream lines(help.substr(help.find("\noptions:\n")));
    for (std::string l; std::getline(lines, l);) {
      const std::size_t dash = l.find("--");
      if (l.rfind("  ", 0) != 0 || dash == std::string::npos || dash > 8) continue;
      const std::string name = l.substr(dash, l.find_first_of(" ,", dash) - dash);
      EXPECT_NE(line.find(" " + name + " "), std::string::npos) << name << "\n" << line;
      ++options;
    }
    EXPECT_GE(options, 3);  // --help, --quiet and --color at least
  }
}

TEST(CliLinter, ZshAndFishCompletions) {
  auto r = run_kifukit({"completions", "zsh"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.rfind("#compdef kifukit\n", 0), 0u);
  EXPECT_NE(r.out.find("    --min-severity) compadd -- warning error; return ;;\n"),
            std::string::npos);
  r = run_kifukit({"completions", "fish"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("complete -c kifukit -n '__fish_seen_subcommand_from validate' -l "
                       "exit-zero -d "),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("complete -c kifukit -n '__fish_seen_subcommand_from convert' -l output "
                       "-s o -r -d "),
            std::string::npos);
  r = run_kifukit({"completions", "tcsh"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("unknown action 'tcsh'"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace kifukit::testing
