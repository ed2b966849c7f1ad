// Issue 29, part A, through the real binary: streams of records on standard input (validate,
// replay, diff, convert), generate -o FILE, reports that are the same bytes run after run.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/hostile_util.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The 1-based numbers of the lines that are exactly `---`, as a reader of the text sees them.
std::vector<int> marker_lines(const std::string& text) {
  std::vector<int> out;
  std::istringstream in(text);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    if (line == "---") out.push_back(n);
  return out;
}

TEST(CliStreams, GeneratedStreamOfFiftyValidatesClean) {
  const CommandResult games = run_kifukit({"generate", "--count", "50"});
  ASSERT_EQ(games.exit_code, 0) << games.err;
  const std::vector<int> markers = marker_lines(games.out);
  ASSERT_EQ(markers.size(), 50u);
  const CommandResult r = run_kifukit({"validate", "-"}, games.out);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  // One status line per record, with its index and the line after its `---`.
  std::istringstream lines(r.out);
  std::string line;
  for (int i = 1; i <= 50; ++i) {
    ASSERT_TRUE(std::getline(lines, line));
    const std::string head = "<stdin> record " + std::to_string(i) + " (line " +
                             std::to_string(markers[static_cast<std::size_t>(i - 1)] + 1) +
                             "): legal, ";
    EXPECT_EQ(line.substr(0, head.size()), head);
  }
  ASSERT_TRUE(std::getline(lines, line));
  EXPECT_EQ(line.substr(0, 52), "50 records: 50 clean, 0 with findings, 0 malformed; ");
}

TEST(CliStreams, JsonLinesStreamValidates) {
  const CommandResult games = run_kifukit({"generate", "--count", "3", "--to", "json"});
  ASSERT_EQ(games.exit_code, 0) << games.err;
  const CommandResult r = run_kifukit({"validate", "-", "--format", "json"}, games.out);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["files"].size(), 3u);
  for (int i = 0; i < 3; ++i) {  // one record per line
    EXPECT_EQ(j["files"][i]["file"], "<stdin>");
    EXPECT_EQ(j["files"][i]["index"], i + 1);
    EXPECT_EQ(j["files"][i]["line"], i + 1);
  }
  EXPECT_EQ(j["summary"]["clean"], 3);
}

TEST(CliStreams, FindingsAreOnTheLinesOfTheInput) {
  // `---` (line 1), qdan.yaml (lines 2-129), `---` (line 130), ILLEGAL_NIFU.yaml from line 131:
  // its finding on its line 9 is input line 139.
  const std::string stream = "---\n" + read_file(kQdan) + "---\n" + read_file(kNifu);
  const CommandResult r = run_kifukit({"validate", "-"}, stream);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(r.out,
            "<stdin> record 1 (line 2): legal, 101 plies replayed, ended by two-eliminated: 1 "
            "east, 2 west, 3 south, 4 north\n"
            "<stdin>:139:25: error: ply 1 (south): P*3e: a second unpromoted pawn of the same "
            "facing on one line; south has 67 legal moves [ILLEGAL_NIFU]\n"
            "<stdin> record 2 (line 131): illegal-move at ply 1 (ILLEGAL_NIFU), 0 plies "
            "replayed; 1 error\n"
            "2 records: 1 clean, 1 with findings, 0 malformed; 101 plies\n");
}

TEST(CliStreams, OneRecordOnStdinIsNamedStdinEverywhere) {
  const CommandResult r = run_kifukit({"validate", "-"}, "moves: [\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out,
            "<stdin>:2:1: error: end of sequence flow not found [FORMAT_SYNTAX]\n"
            "<stdin>: malformed\n");
}

TEST(CliStreams, ReplayDiffAndConvertTakeAStream) {
  const CommandResult games =
      run_kifukit({"generate", "--count", "2", "--max-plies", "2", "--to", "json"});
  ASSERT_EQ(games.exit_code, 0) << games.err;
  // replay --format json: one document per record (JSON Lines).
  CommandResult r = run_kifukit({"replay", "-", "--format", "json"}, games.out);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::istringstream docs(r.out);
  std::string doc;
  for (int i = 1; i <= 2; ++i) {
    ASSERT_TRUE(std::getline(docs, doc));
    const auto j = nlohmann::json::parse(doc);
    EXPECT_EQ(j["index"], i);
    EXPECT_EQ(j["line"], i);
    EXPECT_EQ(j["plies"].size(), 2u);
  }
  EXPECT_FALSE(std::getline(docs, doc));
  // diff: a table per record, each under its header.
  r = run_kifukit({"diff", "-", "--profiles", "qdan"}, games.out);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(
      r.out,
      "<stdin> record 1 (line 1):\nprofile verdict end        ranking\n"
      "qdan    legal   not ended  -\n\nno divergence: every profile judges every ply alike\n"
      "\n<stdin> record 2 (line 2):\nprofile verdict end        ranking\n"
      "qdan    legal   not ended  -\n\nno divergence: every profile judges every ply alike\n");
  // convert: a stream in, a stream out (JSON Lines to a YAML stream), the games unchanged.
  r = run_kifukit({"convert", "-", "-o", "-", "--to", "yaml"}, games.out);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::vector<int> markers = marker_lines(r.out);
  ASSERT_EQ(markers.size(), 2u);
  EXPECT_EQ(markers[0], 1);
  const CommandResult back = run_kifukit({"convert", "-", "-o", "-", "--to", "json"}, r.out);
  EXPECT_EQ(back.exit_code, 0) << back.err;
  EXPECT_EQ(back.out, games.out);
  // Several records into a format that holds one: a usage error that says what to give.
  r = run_kifukit({"convert", "-", "-o", "-", "--to", "text"}, games.out);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: 2 records on standard input are written as a stream: --to yaml (a "
            "YAML stream) or --to json (JSON Lines)\n");
}

TEST(CliGenerate, OutputFileWithOneGameWritesThatFile) {
  ScratchDir dir("generate-file");
  const std::string yaml = (dir.path() / "game.yaml").string();
  CommandResult r = run_kifukit({"generate", "--count", "1", "--max-plies", "4", "-o", yaml});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ASSERT_TRUE(fs::is_regular_file(yaml));
  EXPECT_EQ(read_file(yaml).substr(0, 10), "format: 1\n");
  // The extension decides the format.
  const std::string json = (dir.path() / "game.json").string();
  r = run_kifukit({"generate", "--max-plies", "4", "-o", json});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(read_file(json).substr(0, 1), "{");
  r = run_kifukit({"validate", yaml, json});
  EXPECT_EQ(r.exit_code, 0) << r.out;
}

TEST(CliGenerate, OutputFileWithSeveralGamesIsAUsageError) {
  ScratchDir dir("generate-several");
  const std::string yaml = (dir.path() / "games.yaml").string();
  CommandResult r = run_kifukit({"generate", "--count", "2", "-o", yaml});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: -o " + yaml +
                       " names one file, and --count 2 makes several games: give -o DIR for one "
                       "file per game, or -o - for a stream\n");
  EXPECT_FALSE(fs::exists(yaml));
  r = run_kifukit({"generate", "-o", (dir.path() / "g.json").string(), "--to", "yaml"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: --to yaml and -o " + (dir.path() / "g.json").string() +
                       " disagree: the file's extension decides, give one of them\n");
  // A name without a record extension is a directory, as before.
  r = run_kifukit(
      {"generate", "--count", "2", "--max-plies", "2", "-o", (dir.path() / "games").string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::is_regular_file(dir.path() / "games/page-standard-2.yaml"));
}

TEST(CliReports, TwoRunsGiveTheSameBytesAndTimingOnlyWithTiming) {
  for (const char* format : {"text", "json", "junit", "sarif", "github"}) {
    const CommandResult a =
        run_kifukit({"validate", kSource + "examples", "--format", format, "--jobs", "2"});
    const CommandResult b =
        run_kifukit({"validate", kSource + "examples", "--format", format, "--jobs", "1"});
    EXPECT_EQ(a.exit_code, b.exit_code) << format;
    EXPECT_EQ(a.out, b.out) << format;
    EXPECT_EQ(a.out.find("seconds"), std::string::npos) << format;
    EXPECT_EQ(a.out.find("time="), std::string::npos) << format;
  }
  const CommandResult timed = run_kifukit({"validate", kQdan, "--format", "json", "--timing"});
  EXPECT_TRUE(nlohmann::json::parse(timed.out)["summary"].contains("seconds"));
  const CommandResult text = run_kifukit({"validate", kQdan, kNifu, "--timing", "--quiet"});
  EXPECT_NE(last_line(text.out).find(" plies in "), std::string::npos) << text.out;
}

TEST(CliReports, CorpusRunReportsTheSameBytesWithoutTiming) {
  const std::vector<std::string> args = {"corpus",    "run",  "--corpus", kSource + "corpus",
                                         "--profile", "qdan", "--run",    "perft/yonin-start*",
                                         "--format",  "json"};
  const CommandResult a = run_kifukit(args);
  const CommandResult b = run_kifukit(args);
  EXPECT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_FALSE(nlohmann::json::parse(a.out).contains("seconds"));
  std::vector<std::string> timed = args;
  timed.push_back("--timing");
  EXPECT_TRUE(nlohmann::json::parse(run_kifukit(timed).out).contains("seconds"));
}

}  // namespace
}  // namespace kifukit::testing
