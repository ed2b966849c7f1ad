// Issue 29, part A, through the real binary: machine output for unreadable input (replay, diff),
// diff --format json, one name per outcome, the record extensions from one table, files that
// are not records by content, and the replay page opening at --ply.
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

TEST(CliMachineOutput, ReplayJsonOfAnUnreadableFileIsADocument) {
  const CommandResult r = run_kifukit({"replay", "no-such-file.yaml", "--format", "json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "{\"format\":\"kifukit-replay\",\"version\":1,\"tool_version\":\"0.1.0\",\"file\":"
            "\"no-such-file.yaml\",\"index\":null,\"line\":null,\"variant\":null,\"profile\":null,"
            "\"outcome\":\"malformed\",\"illegal_ply\":null,\"start_position\":null,"
            "\"start_in_check\":[],\"plies\":[],\"findings\":[{\"code\":\"FORMAT_IO\",\"severity\":"
            "\"error\",\"ply\":null,\"seat\":null,\"line\":null,\"column\":null,\"message\":"
            "\"cannot read: no such file\"}],\"ended\":false,\"result\":null}\n");
}

TEST(CliMachineOutput, ReplayJsonOfARecordWhoseOwnProfileCannotBeUsedIsADocument) {
  // tests/data/reasons/RECORD_BAD_PROFILE.yaml: qdan has no parameter no_such_rule (7:3).
  const CommandResult r = run_kifukit(
      {"replay", kSource + "tests/data/reasons/RECORD_BAD_PROFILE.yaml", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "");
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["format"], "kifukit-replay");
  EXPECT_EQ(j["outcome"], "invalid-setup");
  EXPECT_EQ(j["variant"], "yonin");
  EXPECT_EQ(j["profile"], nullptr);
  EXPECT_EQ(j["plies"], nlohmann::json::array());
  ASSERT_EQ(j["findings"].size(), 1u);
  EXPECT_EQ(j["findings"][0]["code"], "RECORD_BAD_PROFILE");
  EXPECT_EQ(j["findings"][0]["severity"], "error");
  EXPECT_EQ(j["findings"][0]["line"], 7);
  EXPECT_EQ(j["findings"][0]["column"], 3);
}

TEST(CliMachineOutput, DiffJsonForAGameAndForAnUnreadableFile) {
  // examples/qdan.yaml: legal under qdan, 101 plies, ended by the second elimination.
  CommandResult r = run_kifukit({"diff", kQdan, "--profiles", "qdan", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["format"], "kifukit-diff");
  EXPECT_EQ(j["outcome"], "legal");
  ASSERT_EQ(j["profiles"].size(), 1u);
  EXPECT_EQ(j["profiles"][0]["profile"], "qdan");
  EXPECT_EQ(j["profiles"][0]["plies"], 101);
  EXPECT_EQ(j["profiles"][0]["end"], "two-eliminated");
  EXPECT_EQ(j["profiles"][0]["ranking"], "1 east, 2 west, 3 south, 4 north");
  EXPECT_EQ(j["divergence"], nullptr);  // one profile agrees with itself
  r = run_kifukit({"diff", "no-such-file.yaml", "--profiles", "qdan", "--format", "json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out,
            "{\"format\":\"kifukit-diff\",\"version\":1,\"tool_version\":\"0.1.0\",\"file\":"
            "\"no-such-file.yaml\",\"index\":null,\"line\":null,\"outcome\":\"malformed\","
            "\"profiles\":[],\"divergence\":null,\"findings\":[{\"code\":\"FORMAT_IO\","
            "\"severity\":\"error\",\"line\":null,\"column\":null,\"message\":\"cannot read: no "
            "such file\"}]}\n");
}

TEST(CliMachineOutput, AMissingFileIsMalformedInTheLineAndTheSummary) {
  const CommandResult r = run_kifukit({"validate", "no-such-file.yaml", kQdan});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out,
            "no-such-file.yaml: error: cannot read: no such file [FORMAT_IO]\n"
            "no-such-file.yaml: malformed\n" +
                kQdan +
                ": legal, 101 plies replayed, ended by two-eliminated: 1 east, 2 west, 3 south, "
                "4 north\n"
                "2 records: 1 clean, 0 with findings, 1 malformed; 101 plies\n");
}

TEST(CliMachineOutput, AnEmptyDirectoryListsEveryRecordExtension) {
  ScratchDir dir("empty-walk");
  const CommandResult r = run_kifukit({"validate", dir.path().string()});
  EXPECT_EQ(r.exit_code, 2);
  // converters/convert_io.cpp's table, in its order.
  EXPECT_EQ(r.err,
            "kifukit: error: no record files found (looked for .yaml .yml .xml .json .txt .kif4 "
            ".kif .kifu .ki2 .ki2u .csa .jkf .usi .sfen .tk.json)\n");
}

TEST(CliMachineOutput, APackageJsonIsSkippedInAWalkAndRefusedWhenNamed) {
  ScratchDir dir("package-json");
  fs::copy_file(kQdan, dir.path() / "qdan.yaml");
  std::ofstream(dir.path() / "package.json") << "{\"name\": \"site\", \"version\": \"1.0.0\"}\n";
  std::ofstream(dir.path() / "ci.yml") << "on: push\njobs: {}\n";
  CommandResult r = run_kifukit({"validate", dir.path().string()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.err, "kifukit: note: " + (dir / "ci.yml") +
                       ": skipped, not a record (a YAML file without the `format:` key of a "
                       "record)\nkifukit: note: " +
                       (dir / "package.json") +
                       ": skipped, not a record (a JSON object without the \"format\" key of a "
                       "record (nor JKF's \"header\"))\n");
  r = run_kifukit({"validate", dir / "package.json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, dir / "package.json" +
                       ":1:1: error: not a record: a JSON object without the \"format\" key of a "
                       "record (nor JKF's \"header\") [FORMAT_MISSING_KEY]\n" +
                       (dir / "package.json") + ": malformed\n");
}

// A walk reads each file once, for the content check and the reader alike; a file over the
// record size limit (32 MiB) is not read whole for that, and is still told from a record by its
// first 64 KiB: skipped with the note, not refused as too large.
TEST(CliMachineOutput, ALargeNonRecordYamlIsStillSkippedInAWalk) {
  ScratchDir dir("large-yaml");
  fs::copy_file(kQdan, dir.path() / "qdan.yaml");
  {
    std::ofstream big(dir.path() / "data.yml");
    const std::string line = "- {x: 1, y: 2, label: padding padding padding padding}\n";
    for (std::size_t written = 0; written <= (32u << 20); written += line.size()) big << line;
  }
  const CommandResult r = run_kifukit({"validate", dir.path().string(), "--quiet"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.err, "kifukit: note: " + (dir / "data.yml") +
                       ": skipped, not a record (a YAML file without the `format:` key of a "
                       "record)\n");
  EXPECT_EQ(r.out, "1 record: 1 clean, 0 with findings, 0 malformed; 101 plies\n");
}

// The walk's files are told from records where they are read (on the workers): a walk that
// finds none writes no report, only the notes and the error of an empty directory.
TEST(CliMachineOutput, AWalkOfNonRecordsOnlyFindsNoRecordFiles) {
  ScratchDir dir("non-records");
  std::ofstream(dir.path() / "package.json") << "{\"name\": \"site\"}\n";
  std::ofstream(dir.path() / "ci.yml") << "on: push\n";
  const CommandResult r = run_kifukit({"validate", dir.path().string(), "--format", "json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "kifukit: note: " + (dir / "ci.yml") +
                       ": skipped, not a record (a YAML file without the `format:` key of a "
                       "record)\nkifukit: note: " +
                       (dir / "package.json") +
                       ": skipped, not a record (a JSON object without the \"format\" key of a "
                       "record (nor JKF's \"header\"))\n"
                       "kifukit: error: no record files found (looked for .yaml .yml .xml .json "
                       ".txt .kif4 .kif .kifu .ki2 .ki2u .csa .jkf .usi .sfen .tk.json)\n");
}

TEST(CliMachineOutput, ReplayPageOpensAtThePlyAsked) {
  ScratchDir dir("page-ply");
  const std::string page = dir / "page.html";
  const CommandResult r = run_kifukit({"render", kQdan, "--ply", "40", "-o", page});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::ifstream in(page);
  std::ostringstream html;
  html << in.rdbuf();
  // qdan.yaml has 101 plies: the page's last frame.
  EXPECT_NE(html.str().find("<body data-ply=\"40\" data-last-ply=\"101\">"), std::string::npos);
  EXPECT_NE(html.str().find("<span id=\"ply-label\">ply 40 / 101</span>"), std::string::npos);
  EXPECT_NE(html.str().find("max=\"101\" value=\"40\""), std::string::npos);
  // A position string has no plies to open at.
  const CommandResult position =
      run_kifukit({"render",
                   "2nSnGnKnGnS2/3nPnRnP3/wS3nP3eS/wGwP5ePeG/wKwRwP3ePeReK/wGwP5ePeG/wS3sP3eS/"
                   "3sPsRsP3/2sSsGsKsGsS2 s -/-/-/- - 0",
                   "--ply", "3"});
  EXPECT_EQ(position.exit_code, 3);
  EXPECT_EQ(position.err,
            "kifukit: error: --ply needs a record file: a position string is one "
            "board\n");
}

}  // namespace
}  // namespace kifukit::testing
