// Command-line conventions of issue 16 that failed on main before: hidden directories and
// node_modules skipped when walking, --exclude, --quiet, --version, "did you mean", --color,
// `-` for stdin and stdout, diff's exit code, the --help of every command.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "rules/data/suggest.hpp"

#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;

TEST(CliConventions, WalkSkipsHiddenDirectoriesNodeModulesAndExcludes) {
  const fs::path dir =
      fs::path(::testing::TempDir()) / ("kifukit-walk-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  for (const char* sub : {".git", "node_modules/pkg", "drafts", "games"})
    fs::create_directories(dir / sub);
  const fs::path record = kSource + "examples/qdan.yaml";
  for (const char* to :
       {".git/a.yaml", "node_modules/pkg/b.json", "drafts/c.yaml", "games/d.yaml", "games/.e.yaml"})
    fs::copy_file(record, dir / to);
  auto r = run_kifukit({"validate", dir.string(), "--exclude", "drafts", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("\"summary\":{\"files\":1,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("games/d.yaml"), std::string::npos);
  // A glob on the path below the directory; a file named explicitly is always read.
  r = run_kifukit({"validate", dir.string(), "--exclude", "games/*.yaml", "--format", "json"});
  EXPECT_NE(r.out.find("\"summary\":{\"files\":1,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("drafts/c.yaml"), std::string::npos);
  r = run_kifukit({"validate", (dir / ".git/a.yaml").string()});
  EXPECT_EQ(r.exit_code, 0);
  fs::remove_all(dir);
}

TEST(CliConventions, QuietPrintsFindingsAndTheSummaryOnly) {
  auto r = run_kifukit({"validate", kSource + "examples/qdan.yaml",
                        kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml", "--quiet"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, kSource +
                       "tests/data/reasons/ILLEGAL_NIFU.yaml:9:25: error: ply 1 (south): P*3e: a "
                       "second unpromoted pawn of the same facing on one line; south has 67 legal "
                       "moves [ILLEGAL_NIFU]\n2 records: 1 clean, 1 with findings, 0 malformed; "
                       "101 plies\n");
}

TEST(CliConventions, VersionPrintsTheProjectVersionAndTheLicence) {
  auto r = run_kifukit({"--version"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out,
            "kifukit 0.1.0\n"
            "Copyright (c) 2026 kifukit developers\n"
            "MIT License: the full text is in the file LICENSE (share/doc/kifukit/copyright when "
            "installed).\n"
            "This is free software: you are free to change and redistribute it.\n"
            "There is NO WARRANTY, to the extent permitted by law.\n");
}

// --- "did you mean" -------------------------------------------------------------------------

TEST(Suggest, EditDistanceCountsSwapsAsOneEdit) {
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);  // the textbook Levenshtein example
  EXPECT_EQ(edit_distance("qdna", "qdan"), 1u);       // a swap of neighbours
  EXPECT_EQ(edit_distance("federaton", "federation"), 1u);
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  EXPECT_EQ(closest_name("end", {"mode", "ending"}), "");  // two edits: too far for 3 letters
  EXPECT_EQ(closest_name("shw", {"list", "show", "check"}), "show");
  EXPECT_EQ(closest_name("show", {"list", "show", "check"}), "");  // already a name
  EXPECT_EQ(did_you_mean("sdni", {"qdan", "sdin"}), "; did you mean 'sdin'?");
}

TEST(CliNames, EveryTypedNameGetsTheClosestKnownOne) {
  const std::string qdan = kSource + "examples/qdan.yaml";
  auto r = run_kifukit({"diff", qdan, "--profiles", "qdan,federaton"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(
      r.err,
      "--profiles: error: no built-in profile 'federaton'; did you mean 'federation'? "
      "(built-in: chu, chu-lishogi, federation, king-capture, ludii, page-standard, qdan, sdin, "
      "standard, tonykoval) "
      "[PROFILE_UNKNOWN_NAME]\n");
  r = run_kifukit({"valdate", qdan});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err.substr(0, r.err.find('\n')),
            "kifukit: error: unknown command 'valdate'; did you mean 'validate'?");
  r = run_kifukit({"validate", qdan, "--profle", "qdan"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unrecognised option '--profle'; did you mean '--profile'? (see "
            "--help)\n");
  r = run_kifukit({"profiles", "shw", "qdan"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown action 'shw'; did you mean 'show'? (list, show or "
            "check)\n");
  r = run_kifukit({"variants", "show", "yonn"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err,
            "variants show: error: no built-in variant 'yonn'; did you mean 'yonin'? (built-in: "
            "chu, minishogi, standard, yonin) [VARIANT_UNKNOWN_NAME]\n");
  r = run_kifukit({"perft", "--variant", "standrd", "--depth", "1"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown variant 'standrd'; did you mean 'standard'? (built-in: chu, "
            "minishogi, standard, yonin)\n");
  r = run_kifukit({"corpus", "run", "--corpus", kSource + "corpus", "--profile", "qdna"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err,
            "kifukit: error: unknown profile 'qdna'; did you mean 'qdan'? (see kifukit profiles "
            "list)\n");
  // A key of a record, and nothing suggested when nothing is close.
  r = run_kifukit({"validate", "-"}, "format: 1\nvariant: yonin\nmovs: []\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "<stdin>:3:1: error: unknown key 'movs' in the record; did you mean 'moves'? "
            "[FORMAT_UNKNOWN_KEY]");
  r = run_kifukit({"validate", "-"}, "format: 1\nvariant: yonim\nmoves: []\n");
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "<stdin>:2:10: error: unknown variant 'yonim'; did you mean 'yonin'? (built-in: chu, "
            "minishogi, standard, yonin) [FORMAT_BAD_VALUE]");
  r = run_kifukit({"diff", qdan, "--profiles", "zzzzzzzz"});
  EXPECT_EQ(r.err.find("did you mean"), std::string::npos) << r.err;
}

// --- diff's exit code -----------------------------------------------------------------------

TEST(CliDiff, FindingsWhenNoProfileJudgesTheRecordClean) {
  // A second unpromoted pawn on one line is illegal under both: 1.
  auto r = run_kifukit(
      {"diff", kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml", "--profiles", "qdan,sdin"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  // The qdan game disagrees with sdin's and federation's results (they play on): 1.
  r = run_kifukit({"diff", kSource + "examples/qdan.yaml", "--profiles", "federation,sdin"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  // One profile that judges it clean is enough for 0.
  r = run_kifukit({"diff", kSource + "examples/qdan.yaml", "--profiles", "all"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
}

// --- standard input and output --------------------------------------------------------------

TEST(CliStdio, GenerateToStandardOutputIsAStreamOfRecords) {
  std::string singles;
  for (const char* seed : {"3", "4", "5"})
    singles += "---\n" + run_kifukit({"generate", "--seed", seed, "--max-plies", "20"}).out;
  auto r = run_kifukit({"generate", "--seed", "3", "--count", "3", "--max-plies", "20", "-o", "-"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, singles);
  // JSON Lines: one compact record per line, each the single game's JSON.
  r = run_kifukit(
      {"generate", "--seed", "3", "--count", "2", "--max-plies", "20", "-o", "-", "--to", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::istringstream lines(r.out);
  int seed = 3;
  for (std::string line; std::getline(lines, line); ++seed) {
    auto single = run_kifukit(
        {"generate", "--seed", std::to_string(seed), "--max-plies", "20", "--to", "json"});
    EXPECT_EQ(nlohmann::json::parse(line), nlohmann::json::parse(single.out)) << seed;
  }
  EXPECT_EQ(seed, 5);
  // XML and the text notation have no stream: a usage error, and no directory named "-".
  r = run_kifukit({"generate", "--count", "2", "-o", "-", "--to", "xml"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_FALSE(fs::exists("-"));
}

TEST(CliStdio, SkipFileAndProfileFileReadStandardInput) {
  auto r = run_kifukit({"corpus", "run", "--corpus", kSource + "corpus", "--profile", "standard",
                        "--skip-file", "-"},
                       "* standard  # all of them\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // The standard cases: four perft positions and (corpus 1.2.0) three CSA declarations.
  EXPECT_EQ(last_line(r.out), "standard: 0 passed, 0 failed, 7 skipped");
  r = run_kifukit({"corpus", "run", "--corpus", kSource + "corpus", "--skip-file", "-"},
                  "garbage\n");
  EXPECT_EQ(r.exit_code, 4);  // read, and wrong: a bad configuration
  EXPECT_EQ(r.err,
            "<stdin>:1:1: error: expected '<case id> <profile|*>  # reason' [FORMAT_SYNTAX]\n");
  r = run_kifukit({"corpus", "run", "--corpus", kSource + "corpus", "--skip-file", "-"},
                  "* qdna\n");
  EXPECT_EQ(r.exit_code, 4);  // a name that names nothing built in
  EXPECT_EQ(r.err,
            "<stdin>:1:3: error: unknown profile 'qdna'; did you mean 'qdan'? "
            "[PROFILE_UNKNOWN_NAME]\n");
  r = run_kifukit({"validate", kSource + "examples/qdan.yaml", "--profile-file", "-"},
                  "name: mine\nextends: sdin\n");
  EXPECT_EQ(r.exit_code, 1);  // sdin plays on after two eliminations: the result disagrees
  EXPECT_NE(r.out.find("[RESULT_"), std::string::npos) << r.out;
}

TEST(CliConvert, ADirectoryIntoADirectoryFileByFile) {
  const fs::path dir =
      fs::path(::testing::TempDir()) / ("kifukit-convert-dir-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "in/sub");
  fs::copy_file(kSource + "examples/qdan.yaml", dir / "in/qdan.yaml");
  fs::copy_file(kSource + "examples/doubles.yaml", dir / "in/sub/doubles.yaml");
  auto r =
      run_kifukit({"convert", (dir / "in").string(), "-o", (dir / "out").string(), "--to", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // Each example starts with three comment lines, which no syntax keeps.
  const std::string lost =
      ":1:1: warning: 3 comments (#) are not kept (the first here): a record's comments belong in "
      "`comment:` fields [FORMAT_LOSSY]\n";
  EXPECT_EQ(r.err,
            (dir / "in/qdan.yaml").string() + lost + (dir / "in/sub/doubles.yaml").string() + lost);
  for (const char* name : {"qdan", "sub/doubles"}) {
    const std::string source = (dir / "in" / (std::string(name) + ".yaml")).string();
    auto single = run_kifukit({"convert", source, "-o", "-", "--to", "json"});
    std::ifstream in(dir / "out" / (std::string(name) + ".json"));
    std::stringstream converted;
    converted << in.rdbuf();
    EXPECT_EQ(converted.str(), single.out) << name;
  }
  r = run_kifukit({"convert", (dir / "in").string(), "-o", (dir / "out").string()});
  EXPECT_EQ(r.exit_code, 3);  // no --to: the format of a directory cannot be told
  r = run_kifukit({"convert", (dir / "in").string(), "-o", "-", "--to", "json"});
  EXPECT_EQ(r.exit_code, 3);
  fs::remove_all(dir);
}

// --- colour ---------------------------------------------------------------------------------

TEST(CliColor, FlagOverridesNoColorAndAutoIsOffInAPipe) {
  const std::string record = kSource + "examples/qdan.yaml";
  const std::string south_blue = "\033[34ms P \033[0m";  // a south pawn of the start position
  auto r = run_kifukit({"replay", record, "--ply", "0", "--color", "always"});
  EXPECT_NE(r.out.find(south_blue), std::string::npos);
  // The flag wins over NO_COLOR (no-color.org), before or after the command.
  r = run_command(
      {"env", "NO_COLOR=1", KIFUKIT_BIN, "--color=always", "replay", record, "--ply", "0"});
  EXPECT_NE(r.out.find(south_blue), std::string::npos);
  r = run_kifukit({"replay", record, "--ply", "0", "--color", "never"});
  EXPECT_EQ(r.out.find('\033'), std::string::npos);
  r = run_kifukit({"replay", record, "--ply", "0"});  // auto, and standard output is a file
  EXPECT_EQ(r.out.find('\033'), std::string::npos);
  // validate's text report: the severity of each finding, as compilers colour it.
  r = run_kifukit(
      {"validate", kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml", "--color", "always"});
  EXPECT_EQ(r.out.substr(0, r.out.find(" ply 1")),
            kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml:9:25: \033[1;31merror\033[0m:");
  r = run_kifukit({"validate", kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml"});
  EXPECT_EQ(r.out.find('\033'), std::string::npos);
  r = run_kifukit({"replay", record, "--color", "sometimes"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: --color must be auto, always or never, not 'sometimes'\n");
}

// --- --help ---------------------------------------------------------------------------------

const char* const kCommands[] = {"adapter",     "codes",        "completions",
                                 "explain",     "convert",      "corpus run",
                                 "corpus lint", "corpus bless", "corpus generate-observables",
                                 "diff",        "generate",     "perft",
                                 "profiles",    "render",       "replay",
                                 "validate",    "variants"};

std::vector<std::string> words(const std::string& command) {
  std::vector<std::string> out;
  std::istringstream in(command);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

TEST(CliHelp, EveryCommandHasUsageUserNamesExitCodesAndARunnableExample) {
  for (const char* command : kCommands) {
    std::vector<std::string> args = words(command);
    args.push_back("--help");
    auto r = run_kifukit(args);
    SCOPED_TRACE(command);
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out.rfind("usage: kifukit " + std::string(command), 0), 0u) << r.out;
    for (const char* internal : {" arg", "--input", "--file ", "--action", "--target", "(="})
      EXPECT_EQ(r.out.find(internal), std::string::npos) << internal << "\n" << r.out;
    EXPECT_NE(r.out.find("exit codes (the same for every command):\n  0   clean"),
              std::string::npos);
    EXPECT_NE(r.out.find("  70  internal error"), std::string::npos);
    EXPECT_NE(r.out.find("--color WHEN"), std::string::npos);
    // The example runs from the source tree and succeeds (corpus lint's, `kifukit corpus lint`,
    // is the ctest corpus.lint: the longest of all, not run twice).
    const std::size_t at = r.out.find("example:\n  ");
    ASSERT_NE(at, std::string::npos);
    if (std::string(command) == "corpus lint") continue;
    const std::string example = r.out.substr(at + 11, r.out.find('\n', at + 11) - at - 11);
    const std::string bin_dir = fs::path(KIFUKIT_BIN).parent_path().string();
    auto run =
        run_command({"sh", "-c", "cd \"$1\" && PATH=\"$2:$PATH\" && " + example + " >/dev/null",
                     "sh", kSource, bin_dir});
    EXPECT_EQ(run.exit_code, 0) << example << "\n" << run.err;
  }
}

TEST(CliExitCodes, BothProfileOptionsAreAUsageErrorInEveryCommand) {
  const std::string record = kSource + "examples/qdan.yaml";
  const std::string file = kSource + "rules/profiles/sdin.yaml";
  for (const std::vector<std::string>& args : {std::vector<std::string>{"validate", record},
                                               {"replay", record},
                                               {"render", record},
                                               {"generate"}}) {
    std::vector<std::string> both = args;
    both.insert(both.end(), {"--profile", "qdan", "--profile-file", file});
    auto r = run_kifukit(both);
    EXPECT_EQ(r.exit_code, 3) << args[0];
    EXPECT_EQ(r.err, "kifukit: error: give either --profile or --profile-file, not both\n")
        << args[0];
  }
}

TEST(CliHelp, DefaultedOptionsAreNotShownAsRequired) {
  auto r = run_kifukit({"generate", "--help"});
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "usage: kifukit generate [--profile NAME | --profile-file F] [--option K=V]... "
            "[--seed S] [--count N] [--max-plies N] [-o DIR|FILE|-] [--to yaml|xml|json|text]");
  EXPECT_NE(r.out.find("--profile NAME       rule profile (default: page-standard)"),
            std::string::npos)
      << r.out;
  r = run_kifukit({"replay", "--help"});
  EXPECT_NE(r.out.find("[--profile NAME | --profile-file F]"), std::string::npos);
}

// --- profiles show and variants show as JSON ------------------------------------------------

TEST(CliShowJson, ProfileParametersAreTyped) {
  auto r =
      run_kifukit({"profiles", "show", "qdan", "--format", "json", "--option", "move_limit=300"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["format"], "kifukit-profile");
  EXPECT_EQ(j["version"], 1);
  EXPECT_EQ(j["name"], "qdan");
  EXPECT_EQ(j["variant"], "yonin");
  // rules/profiles/qdan.yaml, and king_safety from page-standard, which it extends.
  const auto& p = j["parameters"];
  // 20 of four-player play, chu's 3, the 10 rule constants, issue 14's 7 (docs/rules.md §15).
  EXPECT_EQ(p.size(), 40u);
  EXPECT_EQ(p["elimination_timing"], "when-selected");
  EXPECT_EQ(p["pawn_drop_before_dead_king"], "forbidden");
  EXPECT_EQ(p["end"], "two-eliminated");
  EXPECT_EQ(p["agreed_draw"], false);                 // qdan: no agreed draw
  EXPECT_EQ(p["three_on_one_kinds"], "R +R G S +S");  // a text parameter
  EXPECT_EQ(p["repetition_count"], 4);
  EXPECT_EQ(p["mate_credit"], "checker");
  EXPECT_EQ(p["king_safety"], true);
  EXPECT_EQ(p["three_on_one_ban"], false);
  EXPECT_EQ(p["move_limit"], 300);  // a number, not "300"
  EXPECT_EQ(run_kifukit({"profiles", "show", "qdan", "--format", "xml"}).exit_code, 3);
}

TEST(CliShowJson, VariantAsResolved) {
  auto r = run_kifukit({"variants", "show", "minishogi", "--format", "json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  // rules/variants/minishogi.yaml
  EXPECT_EQ(j["format"], "kifukit-variant");
  EXPECT_EQ(j["board"], 5);
  EXPECT_EQ(j["seats"], nlohmann::json({"south", "north"}));
  EXPECT_EQ(j["zone"], 1);
  EXPECT_EQ(j["captures"], "hand");
  EXPECT_EQ(j["drops"], true);
  EXPECT_EQ(j["hand"], nlohmann::json({"rook", "bishop", "gold", "silver", "pawn"}));
  EXPECT_EQ(j["start"], "rbsgk/4p/5/P4/KGSBR b - 1");
  ASSERT_EQ(j["kinds"].size(), 10u);
  const auto& pawn = j["kinds"][8];
  EXPECT_EQ(pawn["name"], "pawn");
  EXPECT_EQ(pawn["kanji"], "歩");
  EXPECT_EQ(pawn["steps"], nlohmann::json::parse("[[0,1]]"));  // one step forward
  EXPECT_EQ(pawn["pawn"], true);
  EXPECT_EQ(pawn["dead_lines"], 1);
  EXPECT_EQ(pawn["promotes_to"], "tokin");
  const auto& dragon = j["kinds"][2];
  EXPECT_EQ(dragon["letter"], "+R");
  EXPECT_EQ(dragon["promoted"], true);
  EXPECT_EQ(dragon["base"], "rook");
  EXPECT_EQ(dragon["slides"].size(), 4u);
  EXPECT_EQ(dragon["slides"][0]["range"], nullptr);  // unlimited
  EXPECT_EQ(dragon["steps"].size(), 4u);
  EXPECT_EQ(j["kinds"][0]["royal"], true);
  EXPECT_EQ(j["kinds"][0]["steps"].size(), 8u);  // the king: every neighbour
}

}  // namespace
}  // namespace kifukit::testing
