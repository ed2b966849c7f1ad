// validate --format json|sarif|github|junit, field by field against their specifications:
// SARIF 2.1.0 (OASIS standard, sections cited), GitHub Actions workflow commands, JUnit XML
// (Ant/Jenkins schema), and the versioned JSON report (docs/schemas/validate.schema.json; the
// schema itself is checked by the schemas.validate.* tests). Expected values are the records'
// own lines and columns and the registry's summaries.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "tests/run_command.hpp"
#include "tests/scratch_corpus.hpp"
#include "tests/scratch_dir.hpp"

namespace kifukit::testing {
namespace {

const std::string kFoul = kSource + "tests/data/reasons/FOUL_PERPETUAL_CHECK.yaml";
const std::string kMalformed = kSource + "tests/data/report/malformed.yaml";
// tests/data/report/one-move.yaml (an illegal pawn move, so there is a finding) copied to a name
// with a comma, colons and spaces.
std::string oddly_named_record() {
  static const ScratchDir scratch("report");  // removed when the process ends
  const std::filesystem::path& dir = scratch.path();
  const std::filesystem::path to = dir / "comma, colon: name.yaml";
  std::filesystem::copy_file(kSource + "tests/data/report/one-move.yaml", to,
                             std::filesystem::copy_options::overwrite_existing);
  return to.string();
}

const std::string kNifuMessage =
    "P*3e: a second unpromoted pawn of the same facing on one line; south has 67 legal moves";

TEST(ReportSarif, OneRunWithRulesResultsAndLocations) {
  auto r = run_kifukit({"validate", kNifu, kQdan, kMalformed, kFoul, "--format", "sarif"});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  auto log = nlohmann::json::parse(r.out);
  // 3.13: sarifLog: version "2.1.0", $schema, runs.
  EXPECT_EQ(log["version"], "2.1.0");
  EXPECT_EQ(log["$schema"], "https://json.schemastore.org/sarif-2.1.0.json");
  ASSERT_EQ(log["runs"].size(), 1u);
  const auto& run = log["runs"][0];
  // 3.14.17: columns count Unicode code points, as kifukit's diagnostics do.
  EXPECT_EQ(run["columnKind"], "unicodeCodePoints");
  // 3.18/3.19: tool.driver with name, version and the rules (reportingDescriptors) used.
  EXPECT_EQ(run["tool"]["driver"]["name"], "kifukit");
  EXPECT_EQ(run["tool"]["driver"]["version"], "0.1.0");
  const auto& rules = run["tool"]["driver"]["rules"];
  ASSERT_EQ(rules.size(), 3u);
  EXPECT_EQ(rules[0]["id"], "FORMAT_SYNTAX");
  EXPECT_EQ(rules[0]["shortDescription"]["text"],
            "not well-formed YAML, XML, JSON or text notation");
  EXPECT_EQ(rules[2]["id"], "ILLEGAL_NIFU");
  EXPECT_EQ(rules[2]["shortDescription"]["text"],
            "a second unpromoted pawn of the same facing on one line");
  EXPECT_EQ(rules[2]["defaultConfiguration"]["level"], "error");
  EXPECT_EQ(rules[1]["id"], "FOUL_PERPETUAL_CHECK");
  EXPECT_EQ(rules[1]["defaultConfiguration"]["level"], "warning");
  // 3.27: results in file order: ruleId, level (3.27.10: error|warning), message.text,
  // locations[].physicalLocation.artifactLocation.uri and region.startLine/startColumn.
  const auto& results = run["results"];
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(results[0], nlohmann::json::parse(R"({"ruleId":"ILLEGAL_NIFU","level":"error",
      "message":{"text":")" + kNifuMessage + R"("},
      "locations":[{"physicalLocation":{"artifactLocation":{"uri":")" +
                                              kNifu + R"("},
                    "region":{"startLine":9,"startColumn":25}}}],
      "properties":{"ply":1}})"));
  EXPECT_EQ(results[1]["ruleId"], "FORMAT_SYNTAX");
  EXPECT_EQ(results[1]["locations"][0]["physicalLocation"]["region"],
            nlohmann::json::parse(R"({"startLine":5,"startColumn":1})"));
  EXPECT_EQ(results[2]["ruleId"], "FOUL_PERPETUAL_CHECK");
  EXPECT_EQ(results[2]["level"], "warning");
  EXPECT_EQ(results[2]["locations"][0]["physicalLocation"]["region"]["startLine"], 23);
  EXPECT_EQ(results[2]["properties"]["ply"], 13);
}

TEST(ReportSarif, UrisArePercentEncoded) {
  auto r = run_kifukit({"validate", oddly_named_record(), "--format", "sarif"});
  auto log = nlohmann::json::parse(r.out);
  ASSERT_FALSE(log["runs"][0]["results"].empty()) << r.out;
  const std::string uri =
      log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
  EXPECT_EQ(uri.substr(uri.rfind('/') + 1), "comma%2C%20colon%3A%20name.yaml");
}

TEST(ReportGithub, WorkflowCommandsPerFinding) {
  auto r = run_kifukit({"validate", kNifu, kQdan, kFoul, "--format", "github"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "::error file=" + kNifu + ",line=9,col=25,title=ILLEGAL_NIFU::ply 1: " + kNifuMessage +
                "\n::warning file=" + kFoul +
                ",line=23,col=5,title=FOUL_PERPETUAL_CHECK::ply 13: federation: perpetual check "
                "made the position occur a 4th time\n3 records: 2 clean, 1 with findings, 0 "
                "malformed; 114 plies\n");
}

TEST(ReportGithub, PropertiesEscapeCommasAndColons) {
  auto r = run_kifukit({"validate", oddly_named_record(), "--format", "github"});
  EXPECT_NE(r.out.find("comma%2C colon%3A name.yaml"), std::string::npos) << r.out;
}

TEST(ReportJunit, OneTestCasePerFileWithFailuresAndErrors) {
  // --timing: the suites' time attributes (left out without it).
  auto r =
      run_kifukit({"validate", kNifu, kQdan, kMalformed, kFoul, "--format", "junit", "--timing"});
  EXPECT_EQ(r.exit_code, 2);
  const std::string xml = std::regex_replace(r.out, std::regex("time=\"[0-9.]+\""), "time=\"T\"");
  EXPECT_EQ(xml,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<testsuites name=\"kifukit validate\" tests=\"4\" failures=\"1\" errors=\"1\" "
            "time=\"T\">\n"
            "  <testsuite name=\"kifukit validate\" tests=\"4\" failures=\"1\" errors=\"1\" "
            "skipped=\"0\" time=\"T\">\n"
            "    <testcase classname=\"kifukit.validate\" name=\"" +
                kNifu +
                "\">\n"
                "      <failure type=\"ILLEGAL_NIFU\" message=\"" +
                kNifuMessage + "\">" + kNifu + ":9:25: error: ply 1 (south): " + kNifuMessage +
                " [ILLEGAL_NIFU]\n</failure>\n"
                "    </testcase>\n"
                "    <testcase classname=\"kifukit.validate\" name=\"" +
                kQdan +
                "\"/>\n"
                "    <testcase classname=\"kifukit.validate\" name=\"" +
                kMalformed +
                "\">\n"
                "      <error type=\"FORMAT_SYNTAX\" message=\"end of map flow not found\">" +
                kMalformed +
                ":5:1: error: end of map flow not found [FORMAT_SYNTAX]\n</error>\n"
                "    </testcase>\n"
                "    <testcase classname=\"kifukit.validate\" name=\"" +
                kFoul +
                "\">\n"
                "      <system-out>" +
                kFoul +
                ":23:5: warning: ply 13 (south): federation: perpetual "
                "check made the position occur a 4th time [FOUL_PERPETUAL_CHECK]\n</system-out>\n"
                "    </testcase>\n"
                "  </testsuite>\n"
                "</testsuites>\n");
  // Well-formed XML (libxml2's xmllint, installed by scripts/install-deps).
  EXPECT_EQ(run_command({"xmllint", "--noout", "-"}, r.out).exit_code, 0);
}

TEST(ReportJson, SameKeysForEveryOutcomeNullWhenAbsent) {
  auto r = run_kifukit({"validate", kNifu, kQdan, kMalformed, kFoul,
                        kSource + "tests/data/reasons/SETUP_FIRST_MOVER.yaml",
                        kSource + "tests/data/reasons/RESULT_RANKING.yaml", "--format", "json"});
  auto j = nlohmann::ordered_json::parse(r.out);  // keeps the keys in document order
  EXPECT_EQ(j["version"], 3);
  EXPECT_EQ(j["tool_version"], "0.1.0");
  std::set<std::string> outcomes;
  for (const auto& f : j["files"]) {
    std::vector<std::string> keys;
    for (auto it = f.begin(); it != f.end(); ++it) keys.push_back(it.key());
    EXPECT_EQ(keys, (std::vector<std::string>{"file", "index", "line", "outcome", "variant",
                                              "profile", "plies", "illegal_ply", "start_position",
                                              "final_position", "ended", "result", "findings"}))
        << f["file"];
    outcomes.insert(f["outcome"].get<std::string>());
  }
  EXPECT_EQ(outcomes.size(), 4u);  // malformed, invalid-setup, illegal-move, legal
  // A finding about the whole record has no ply (it was 0 in version 1).
  EXPECT_EQ(j["files"][5]["findings"][0]["code"], "RESULT_RANKING");
  EXPECT_EQ(j["files"][5]["findings"][0]["ply"], nullptr);
  EXPECT_EQ(j["files"][2]["plies"], nullptr);
  EXPECT_EQ(j["files"][2]["variant"], nullptr);
  // Summary: files by exit code, findings counted one by one.
  EXPECT_EQ(j["summary"]["files"], 6);
  EXPECT_EQ(j["summary"]["clean"], 2);
  EXPECT_EQ(j["summary"]["with_findings"], 3);
  EXPECT_EQ(j["summary"]["malformed"], 1);
  EXPECT_EQ(j["summary"]["errors"], 4);
  EXPECT_EQ(j["summary"]["warnings"], 1);
}

// The bytes of one file's object (formats/json_append writes it without a tree). The record
// says its finding is at 9:25; south's 67 legal moves, counted by hand: the king's five steps,
// the pawn's one, and a pawn dropped on any of the 76 empty squares but the eight of file 3 and
// the seven of rank a (none of them mates).
TEST(ReportJson, OneFileObjectByteForByte) {
  auto r = run_kifukit({"validate", kNifu, "--format", "json"});
  const std::string start = "4nK4/9/9/9/wK7eK/9/6sP2/9/4sK4 s P/-/-/- - 0";
  EXPECT_EQ(r.out,
            R"({"format":"kifukit-validate","version":3,"tool_version":"0.1.0","files":[)"
            R"({"file":")" +
                kNifu +
                R"(","index":null,"line":null,"outcome":"illegal-move","variant":"yonin",)"
                R"("profile":"page-standard","plies":0,"illegal_ply":1,"start_position":")" +
                start + R"(","final_position":")" + start +
                R"(","ended":false,"result":null,"findings":[{"code":"ILLEGAL_NIFU",)"
                R"("severity":"error","ply":1,"seat":"south","line":9,"column":25,"message":)"
                R"("P*3e: a second unpromoted pawn of the same facing on one line; south has 67 )"
                R"(legal moves"}]}],"summary":{"files":1,"clean":0,"with_findings":1,)"
                R"("malformed":0,"errors":1,"warnings":0,"plies":0}})"
                "\n");
}

TEST(ReportJson, ResultsCarryEliminationsAndARankingList) {
  auto r =
      run_kifukit({"validate", kSource + "examples/double-elimination.yaml", "--format", "json"});
  auto result = nlohmann::json::parse(r.out)["files"][0]["result"];
  EXPECT_EQ(result["eliminations"], nlohmann::json::parse(R"([
      {"seat":"west","credited":"east","ply":61},{"seat":"north","credited":"east","ply":61},
      {"seat":"east","credited":"south","ply":238}])"));
  EXPECT_EQ(result["ranking"], nlohmann::json::parse(R"([{"seat":"south","place":1},
      {"seat":"west","place":4},{"seat":"north","place":3},{"seat":"east","place":2}])"));
  EXPECT_EQ(result["points"], nullptr);
}

// A corpus of one case, tests/data/report/corpus-perft-case.yaml (a copy of the corpus's
// perft/yonin-start-depth-5, so its lines stay put): its "*" expectation is at line 11, col 5.
// The folder is the process's own: CTest runs these tests at once in separate processes, and a
// shared folder was rewritten by one while the other read it.
const ScratchCorpus& one_case() {
  static ScratchCorpus corpus("report");  // removed when the process ends
  static const bool added = (corpus.copy("perft/yonin-start-depth-5",
                                         kSource + "tests/data/report/corpus-perft-case.yaml"),
                             true);
  (void)added;
  return corpus;
}

std::string one_case_corpus() { return one_case().dir(); }

// corpus run through the deliberately wrong toy adapter, on the four-player perft case only.
CommandResult toy_run(const std::string& format, const std::string& adapter = "toy") {
  std::vector<std::string> args = {
      "corpus",   "run",       "--corpus",     one_case_corpus(), "--profile",
      "qdan",     "--profile", "king-capture", "--run",           "perft/yonin-start*",
      "--format", format,      "--timing"};  // junit's time attribute, json's seconds
  if (adapter == "toy") {
    args.push_back("--adapter");
    args.push_back("python3 " + kSource + "tests/data/toy_adapter.py");
  }
  return run_kifukit(args);
}

std::string perft_case() { return one_case().file("perft/yonin-start-depth-5"); }

TEST(ReportCorpus, SarifResultPerMismatchAtTheExpectation) {
  auto r = toy_run("sarif");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  auto log = nlohmann::json::parse(r.out);
  EXPECT_EQ(log["version"], "2.1.0");
  const auto& run = log["runs"][0];
  EXPECT_EQ(run["tool"]["driver"]["name"], "kifukit corpus run");
  const auto& results = run["results"];
  ASSERT_EQ(results.size(), 2u);  // perft and legal_moves both missing; king-capture skipped
  EXPECT_EQ(results[0]["ruleId"], "corpus-perft");
  EXPECT_EQ(results[0]["level"], "error");
  EXPECT_EQ(results[0]["locations"][0]["physicalLocation"],
            nlohmann::json::parse(R"({"artifactLocation":{"uri":")" + perft_case() +
                                  R"("},"region":{"startLine":11,"startColumn":5}})"));
  EXPECT_EQ(results[0]["properties"],
            nlohmann::json::parse(R"({"case":"perft/yonin-start-depth-5","profile":"qdan"})"));
  EXPECT_EQ(results[1]["ruleId"], "corpus-legal_moves");
  EXPECT_EQ(run["tool"]["driver"]["rules"].size(), 2u);
}

TEST(ReportCorpus, GithubAnnotationsThenSummaries) {
  auto r = toy_run("github");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(
      r.out,
      "::error file=" + perft_case() +
          ",line=11,col=5,title=corpus-perft::perft/yonin-start-depth-5 [qdan] perft: "
          "expected {\"1\":9,\"2\":81,\"3\":729,\"4\":6561,\"5\":82134}, got nothing\n"
          "::error file=" +
          perft_case() +
          ",line=11,col=5,title=corpus-legal_moves::perft/yonin-start-depth-5 [qdan] "
          "legal_moves: expected [\"3i2h\",\"3i3h\",\"4h4g\",\"4i3h\",\"5g5f\",\"6h6g\","
          "\"6i7h\",\"7i7h\",\"7i8h\"], got nothing\n"
          "king-capture: 0 passed, 0 failed, 1 skipped\nqdan: 0 passed, 1 failed, 0 skipped\n");
}

TEST(ReportCorpus, JunitSuitePerProfile) {
  auto r = toy_run("junit");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  const std::string xml = std::regex_replace(r.out, std::regex("time=\"[0-9.]+\""), "time=\"T\"");
  EXPECT_NE(
      xml.find("<testsuites name=\"kifukit corpus run\" tests=\"2\" failures=\"1\" "
               "errors=\"0\" skipped=\"1\" time=\"T\">\n  <testsuite name=\"king-capture\" "
               "tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\">\n    <testcase "
               "classname=\"corpus.king-capture\" name=\"perft/yonin-start-depth-5\" file=\"" +
               perft_case() +
               "\">\n      <skipped message=\"the toy does not play "
               "king-capture\"/>\n    </testcase>\n  </testsuite>\n"),
      std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<failure type=\"perft\" message=\"perft/yonin-start-depth-5 [qdan] perft: "
                     "expected {&quot;1&quot;:9,"),
            std::string::npos);
  EXPECT_EQ(run_command({"xmllint", "--noout", "-"}, r.out).exit_code, 0);
  // kifukit's own adapter passes: the passed pairs are one test case per profile.
  r = toy_run("junit", "kifukit");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("<testcase classname=\"corpus.qdan\" name=\"1 passed cases\"/>"),
            std::string::npos)
      << r.out;
}

TEST(ReportFormat, UnknownFormatIsAUsageError) {
  auto r = run_kifukit({"validate", kQdan, "--format", "xml"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: unknown --format 'xml' (text, json, sarif, github or junit)\n");
}

}  // namespace
}  // namespace kifukit::testing
