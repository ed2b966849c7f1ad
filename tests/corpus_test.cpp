// The conformance corpus end to end, through the real binary: the committed corpus lints clean
// and passes through the adapter protocol (`kifukit corpus run` spawning `kifukit adapter`), the
// registry and the generated cases are up to date, a deliberately wrong adapter
// (tests/data/toy_adapter.py) is scored with exactly the failures it deserves, and broken cases
// are refused by lint with their file:line:col.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "corpus/code_registry.hpp"
#include "corpus/corpus.hpp"
#include "corpus/parameters.hpp"
#include "corpus/protocol.hpp"
#include "tests/run_command.hpp"
#include "tests/scratch_corpus.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

const std::string kCorpus = std::string(KIFUKIT_SOURCE_DIR) + "/corpus";
const std::string kToy =
    "python3 " + std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/toy_adapter.py";

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

const corpus::Corpus& committed() {
  static const corpus::Corpus c = [] {
    corpus::CorpusLoad load = corpus::load_corpus(kCorpus);
    for (const auto& e : load.diagnostics) ADD_FAILURE() << render(e);
    return *load.corpus;
  }();
  return c;
}

// ---------------------------------------------------------------------------------------------
// The committed corpus

TEST(CorpusCommitted, LintsClean) {
  auto r = run_kifukit({"corpus", "lint", kCorpus});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.err, "");
  int pairs = 0;
  for (const corpus::Case& c : committed().cases) pairs += static_cast<int>(c.profiles().size());
  EXPECT_EQ(last_line(r.out), "corpus lint: " + std::to_string(committed().files) +
                                  " case files, " + std::to_string(pairs) +
                                  " (case, profile) pairs checked against the reference engine, 0 "
                                  "problems");
}

TEST(CorpusCommitted, ReasonsYamlIsTheCodeRegistry) {
  auto r = run_kifukit({"codes", "--format", "yaml"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, slurp(fs::path(kCorpus) / "reasons.yaml"));
  EXPECT_EQ(r.out, corpus::codes_yaml());
}

TEST(CorpusCommitted, GeneratedCasesAreUpToDate) {
  auto r = run_kifukit({"corpus", "generate-observables", "--corpus", kCorpus, "--check"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(last_line(r.out), "22 generated case files checked, 0 out of date");
}

TEST(CorpusCommitted, HasTheRequiredGeneratedMaterial) {
  int games = 0;
  std::map<std::string, int> perft_positions;  // profile -> positions with perft numbers
  for (const corpus::Case& c : committed().cases) {
    if (c.family() == "games" && c.generated) {
      ++games;
      for (const std::string& p : corpus::four_player_profiles())
        EXPECT_TRUE(c.expectation(p)->contains("legal_moves_per_ply")) << c.id << " " << p;
    }
    for (const std::string& p : c.profiles())
      if (c.expectation(p) && c.expectation(p)->contains("perft")) ++perft_positions[p];
  }
  EXPECT_GE(games, 10);
  for (const std::string& p : corpus::four_player_profiles())
    EXPECT_GE(perft_positions[p], 10) << p;
}

// Every (case, profile) pair of the committed corpus passes through the external protocol.
TEST(CorpusCommitted, BuiltInAdapterPassesEverythingThroughTheProtocol) {
  auto r = run_kifukit({"corpus", "run", "--corpus", kCorpus});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(r.err, "");
  std::map<std::string, int> pairs;
  for (const corpus::Case& c : committed().cases)
    for (const std::string& p : c.profiles()) ++pairs[p];
  std::vector<std::string> expected = {"corpus 1.2.0, kifukit 0.1.0, protocol 2"};
  for (const std::string& p : corpus::all_profiles())
    expected.push_back(p + ": " + std::to_string(pairs[p]) + " passed, 0 failed, 0 skipped");
  EXPECT_EQ(lines_of(r.out), expected);
}

TEST(CorpusCommitted, JsonReportOfTheBuiltInAdapter) {
  auto r = run_kifukit({"corpus", "run", "--corpus", kCorpus, "--profile", "qdan", "--run",
                        "perft/*", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  json doc = json::parse(r.out);
  EXPECT_EQ(doc["report_version"], 1);
  EXPECT_EQ(doc["protocol"], 2);
  EXPECT_EQ(doc["corpus_version"], "1.2.0");
  EXPECT_EQ(doc["implementation"]["name"], "kifukit");
  EXPECT_EQ(doc["passed"], true);
  ASSERT_EQ(doc["profiles"].size(), 1u);
  EXPECT_EQ(doc["profiles"][0]["profile"], "qdan");
  int perft_cases = 0;
  for (const corpus::Case& c : committed().cases)
    perft_cases += c.family() == "perft" && c.variant == "yonin";
  EXPECT_EQ(doc["profiles"][0]["passed"], perft_cases);
  EXPECT_EQ(doc["problems"], json::array());
}

// ---------------------------------------------------------------------------------------------
// The deliberately wrong adapter on the committed corpus: what it must score, worked out here
// from the cases alone. It answers "legal, the start position, ongoing" and observes nothing,
// skips king-capture, and lists only the five four-player profiles (not standard, the chu
// profiles, tonykoval or ludii, whose pairs the harness then skips itself).

TEST(CorpusToyAdapter, CommittedCorpusScoresExactlyWhatTheToyDeserves) {
  std::map<std::string, json> expected;
  for (const std::string& p : corpus::all_profiles())
    expected[p] = {{"profile", p}, {"passed", 0},           {"failed", 0},       {"skipped", 0},
                   {"errored", 0}, {"verdict_failures", 0}, {"code_failures", 0}};
  const std::vector<std::string> listed = corpus::four_player_profiles();
  for (const corpus::Case& c : committed().cases)
    for (const std::string& p : c.profiles()) {
      json& counts = expected[p];
      if (p == "king-capture" || std::find(listed.begin(), listed.end(), p) == listed.end()) {
        counts["skipped"] = counts["skipped"].get<int>() + 1;
        continue;
      }
      const json start = (*corpus::run_request(c, p))["start"];
      const json& e = *c.expectation(p);
      const bool verdict = e["outcome"] == "legal";
      bool pass = verdict && e["position"] == start && e["status"] == "ongoing";
      for (const char* key :
           {"end", "void", "ranking", "fouls", "legal_moves_per_ply", "perft", "legal_moves"})
        pass = pass && !e.contains(key);
      const char* status = pass ? "passed" : "failed";
      counts[status] = counts[status].get<int>() + 1;
      if (!verdict) counts["verdict_failures"] = counts["verdict_failures"].get<int>() + 1;
    }
  auto r =
      run_kifukit({"corpus", "run", "--corpus", kCorpus, "--adapter", kToy, "--format", "json"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  json doc = json::parse(r.out);
  EXPECT_EQ(doc["implementation"]["name"], "toy-wrong");
  EXPECT_EQ(doc["passed"], false);
  for (const json& counts : doc["profiles"]) EXPECT_EQ(counts, expected[counts["profile"]]);

  // A few named failures, with the kinds they must carry.
  auto kinds = [&](const std::string& id, const std::string& profile) {
    std::vector<std::string> out;
    for (const json& p : doc["problems"])
      if (p["id"] == id && p["profile"] == profile)
        for (const json& f : p.value("failures", json::array())) out.push_back(f["kind"]);
    return out;
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(kinds("drops/west-drop-count-nifu-rank", "qdan"), V{"verdict"});
  EXPECT_EQ(kinds("movement/west-silver-moves-rightwards", "sdin"), V{"legal_moves"});
  EXPECT_EQ(kinds("check-turn-order/check-skips-west-move-counts", "page-standard"),
            (V{"position", "legal_moves_per_ply"}));
  EXPECT_EQ(kinds("limits-jishogi/jishogi-points-tie-shares-place", "federation"),
            (V{"position", "status", "end", "void", "ranking"}));
  EXPECT_EQ(kinds("perft/yonin-start-depth-5", "federation"), (V{"perft", "legal_moves"}));
}

// ---------------------------------------------------------------------------------------------
// The toy on a scratch corpus: every failure kind and every way of erroring, exactly.

const char* const kStart = "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0";

std::string toy_case(const std::string& id, const std::string& moves, const std::string& expect) {
  return "id: " + id + "\ndescription: \"A toy case.\"\nrule: \"none\"\nfeatures: [movement]\n" +
         "start: \"" + kStart + "\"\nmoves: " + moves + "\nexpect:\n  \"*\":\n" + expect;
}

const std::string kNothingHappens =
    std::string("    outcome: legal\n    position: \"") + kStart + "\"\n    status: ongoing\n";
const std::string kNotYourTurn =
    "    outcome: illegal-move\n    code: ILLEGAL_NOT_YOUR_TURN\n    ply: 1\n";

// The lines of a broken case after its id: description, rule, features and the start kStart.
std::string broken_head(const std::string& description = "\"Broken.\"") {
  return "description: " + description + "\nrule: \"none\"\nfeatures: [movement]\nstart: \"" +
         std::string(kStart) + "\"\n";
}

// An expectation every four-player profile meets with no entries from kStart.
std::string start_expect() {
  return std::string("expect:\n  \"*\":\n    outcome: legal\n    position: \"") + kStart +
         "\"\n    status: ongoing\n";
}

void add_toy_cases(ScratchCorpus& c) {
  for (const char* id : {"toy/legal-start", "toy/hang", "toy/crash", "toy/garbage"})
    c.add(id, toy_case(id, "[]", kNothingHappens));
  c.add("toy/illegal", toy_case("toy/illegal", "[{seat: west, move: 9e9d}]", kNotYourTurn));
  c.add("toy/wrong-code", toy_case("toy/wrong-code", "[{seat: west, move: 9e9d}]", kNotYourTurn));
  c.add("toy/moved",
        toy_case("toy/moved", "[{seat: south, move: 5i5h}]",
                 "    outcome: legal\n    position: \"4nK4/9/9/9/wK7eK/9/9/4sK4/9 w -/-/-/- - 1\"\n"
                 "    status: ongoing\n"));
  c.add("toy/standard",
        "id: toy/standard\ndescription: \"A toy case.\"\nrule: \"none\"\nfeatures: [standard]\n"
        "variant: standard\nexpect:\n  standard:\n    outcome: legal\n    position: "
        "\"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\"\n"
        "    status: ongoing\n");
}

TEST(CorpusToyAdapter, ScratchCorpusEveryFailureKindExactly) {
  ScratchCorpus c("toy");
  add_toy_cases(c);
  auto r = run_kifukit({"corpus", "run", "--corpus", c.dir(), "--adapter", kToy, "--timeout", "1"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "");
  const std::string start = std::string("\"") + kStart + "\"";
  auto at = [&](const std::string& id) { return c.file(id) + ":9:5: " + id + " ["; };
  std::vector<std::string> expected = {
      "corpus 1.2.0, toy-wrong 0.0.1, protocol 1",
      at("toy/crash") + "federation] errored: crash: the adapter exited without answering",
      at("toy/garbage") + "sdin] errored: protocol: the answer is not JSON: this is not JSON",
      at("toy/hang") + "qdan] errored: timeout: no answer within 1 s; adapter killed"};
  for (const char* p : {"federation", "page-standard", "qdan", "sdin"})
    expected.push_back(at("toy/illegal") + p +
                       "] verdict: expected \"illegal-move\", got \"legal\"");
  for (const char* p : {"federation", "page-standard", "qdan", "sdin"})
    expected.push_back(at("toy/moved") + p +
                       "] position: expected \"4nK4/9/9/9/wK7eK/9/9/4sK4/9 w -/-/-/- - 1\", got " +
                       start);
  for (const char* p : {"federation", "page-standard", "qdan", "sdin"})
    expected.push_back(at("toy/wrong-code") + p +
                       "] code: expected \"ILLEGAL_NOT_YOUR_TURN\", got \"ILLEGAL_TOY\"");
  // The chu profiles have no case in the toy corpus (a four-player one), and no toy case names
  // the other programs' profiles (a "*" does not stand for them): nothing to count.
  for (const char* line :
       {"", "chu: 0 passed, 0 failed, 0 skipped", "chu-lishogi: 0 passed, 0 failed, 0 skipped",
        "federation: 3 passed, 3 failed, 0 skipped, 1 errored",
        "king-capture: 0 passed, 0 failed, 7 skipped", "ludii: 0 passed, 0 failed, 0 skipped",
        "page-standard: 4 passed, 3 failed, 0 skipped",
        "qdan: 3 passed, 3 failed, 0 skipped, 1 errored",
        "sdin: 3 passed, 3 failed, 0 skipped, 1 errored", "standard: 0 passed, 0 failed, 1 skipped",
        "tonykoval: 0 passed, 0 failed, 0 skipped"})
    expected.push_back(line);
  EXPECT_EQ(lines_of(r.out), expected);
}

TEST(CorpusToyAdapter, JsonCountsVerdictAndCodeFailuresSeparately) {
  ScratchCorpus c("toyjson");
  add_toy_cases(c);
  auto r = run_kifukit({"corpus", "run", "--corpus", c.dir(), "--adapter", kToy, "--timeout", "1",
                        "--profile", "page-standard", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1);
  json doc = json::parse(r.out);
  EXPECT_EQ(doc["profiles"], json::parse(R"([{"profile": "page-standard", "passed": 4,
      "failed": 3, "skipped": 0, "errored": 0, "verdict_failures": 1, "code_failures": 1}])"));
  EXPECT_EQ(doc["restarts"], 0);
  ASSERT_EQ(doc["problems"].size(), 3u);
  EXPECT_EQ(doc["problems"][2], json::parse(R"({"id": "toy/wrong-code", "profile": "page-standard",
      "status": "failed", "file": ")" + c.file("toy/wrong-code") +
                                            R"(", "line": 9, "column": 5,
      "failures": [{"kind": "code", "expected": "ILLEGAL_NOT_YOUR_TURN", "actual": "ILLEGAL_TOY"}]})"));
}

// Protocol 2: the adapter declares the parameter values it supports. A case is skipped exactly
// when a parameter it depends on has an unsupported value; the other parameters are replaced by
// a supported value before the request is sent (the toy errors when it sees an unsupported one).
std::string v2_case(const std::string& id, const std::string& depends, const std::string& extra) {
  return "id: " + id + "\ndescription: \"A case.\"\nrule: \"none\"\nfeatures: [movement]\n" +
         "depends_on: " + depends + "\nstart: \"" + kStart + "\"\nmoves: []\nexpect:\n  \"*\":\n" +
         kNothingHappens + extra;
}

const std::string kToyV2 = "python3 " + std::string(KIFUKIT_SOURCE_DIR) +
                           "/tests/data/toy_v2_adapter.py '{\"repetition\": [\"none\"], " +
                           "\"move_limit\": [0]}'";

TEST(CorpusProtocolTwo, SkipsExactlyTheCasesNeedingAnUnsupportedValue) {
  ScratchCorpus c("toyv2");
  c.add("v2/needs-repetition", v2_case("v2/needs-repetition", "[repetition]", ""));
  c.add("v2/needs-turn-order", v2_case("v2/needs-turn-order", "[turn_order]", ""));
  auto r = run_kifukit({"corpus", "run", "--corpus", c.dir(), "--adapter", kToyV2, "--profile",
                        "page-standard", "--profile", "sdin", "--verbose"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines_of(r.out),
            (std::vector<std::string>{
                "corpus 1.2.0, toy-v2 0.0.1, protocol 2",
                c.file("v2/needs-repetition") +
                    ":10:5: v2/needs-repetition [page-standard] skipped: the case depends on "
                    "repetition = \"draw\", which the adapter does not support",
                "", "page-standard: 1 passed, 0 failed, 1 skipped",
                "sdin: 2 passed, 0 failed, 0 skipped"}));
}

// Perft expectations state their node count (the sum of the counts); --timeout-per-mnode adds
// that many seconds per million nodes to the request's timeout.
TEST(CorpusProtocolTwo, TimeoutPerMillionNodes) {
  ScratchCorpus c("toyslow");
  c.add("v2/slow", v2_case("v2/slow", "[]", "    perft: {1: 1500000, 2: 500000}\n"));
  const std::vector<std::string> base = {"corpus",    "run",  "--corpus",  c.dir(),
                                         "--adapter", kToyV2, "--profile", "sdin",
                                         "--timeout", "2"};
  auto r = run_kifukit(base);
  ASSERT_GE(lines_of(r.out).size(), 2u) << r.out << r.err;
  EXPECT_EQ(lines_of(r.out)[1], c.file("v2/slow") +
                                    ":10:5: v2/slow [sdin] errored: timeout: no answer within 2 s; "
                                    "adapter killed");
  std::vector<std::string> longer = base;
  longer.insert(longer.end(), {"--timeout-per-mnode", "1"});
  r = run_kifukit(longer);
  ASSERT_GE(lines_of(r.out).size(), 2u) << r.out << r.err;
  EXPECT_EQ(lines_of(r.out)[1],
            c.file("v2/slow") +
                ":10:5: v2/slow [sdin] perft: expected {\"1\":1500000,\"2\":500000}, "
                "got nothing");
}

// Provenance: an engine-derived field (listed under derived:) that no longer matches the engine
// is reported by lint as out of date and changed only by `corpus bless`, which prints the change;
// a hand-written field the engine disagrees with is reported and never changed.
TEST(CorpusBless, ChangesOnlyDerivedFieldsAndPrintsTheDiff) {
  ScratchCorpus c("bless");
  const std::string moved = "4nK4/9/9/9/wK7eK/9/9/4sK4/9 w -/-/-/- - 1";
  const std::string derived_case =
      "id: b/moved\ndescription: \"A case.\"\nrule: \"none\"\nfeatures: [movement]\n"
      "start: \"" +
      std::string(kStart) +
      "\"\nmoves:\n  - {seat: south, move: 5i5h}  # the king steps up\nexpect:\n  \"*\":\n"
      "    outcome: legal\n    position: \"" +
      kStart + "\"\n    status: ongoing\n    derived: [position]\n";
  c.add("b/moved", derived_case);
  c.add("b/hand",
        "id: b/hand\ndescription: \"A case.\"\nrule: \"none\"\nfeatures: [movement]\nstart: \"" +
            std::string(kStart) + "\"\nmoves:\n  - {seat: west, move: 9e9d}\nexpect:\n  \"*\":\n" +
            "    outcome: illegal-move\n    code: ILLEGAL_NO_PIECE\n    ply: 1\n");
  const std::string all = "federation, king-capture, page-standard, qdan, sdin";
  auto lint = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(lint.exit_code, 1);
  const std::string hand_problem =
      c.file("b/hand") + ":11:11: error: the reference engine disagrees under " + all +
      ": code: expected \"ILLEGAL_NO_PIECE\", got \"ILLEGAL_NOT_YOUR_TURN\" (9e9d: it is south's "
      "turn, not west's) [CORPUS_ENGINE_DISAGREES]";
  EXPECT_EQ(lines_of(lint.out),
            (std::vector<std::string>{
                hand_problem,
                c.file("b/moved") +
                    ":11:15: error: engine-derived field out of date, review and "
                    "update it with kifukit corpus bless: position: expected \"" +
                    kStart + "\", got \"" + moved + "\" (under " + all + ") [CORPUS_STALE_DERIVED]",
                "corpus lint: 2 case files, 10 (case, profile) pairs checked against the reference "
                "engine, 2 problems"}));

  auto check = run_kifukit({"corpus", "bless", "--corpus", c.dir(), "--check"});
  EXPECT_EQ(check.exit_code, 1);
  const std::string change =
      c.file("b/moved") + ":11:15: b/moved [*] position: \"" + kStart + "\" -> \"" + moved + "\"";
  EXPECT_EQ(
      lines_of(check.out),
      (std::vector<std::string>{
          change, "corpus bless: 1 engine-derived field and 0 generated case files would change"}));
  std::ifstream before(c.file("b/moved"));
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(before), {}), derived_case);

  auto bless = run_kifukit({"corpus", "bless", "--corpus", c.dir()});
  EXPECT_EQ(bless.exit_code, 0) << bless.err;
  EXPECT_EQ(
      lines_of(bless.out),
      (std::vector<std::string>{
          change, "corpus bless: 1 engine-derived field and 0 generated case files changed"}));
  std::string after = derived_case;
  after.replace(after.find(std::string("position: \"") + kStart) + 11, std::string(kStart).size(),
                moved);
  std::ifstream written(c.file("b/moved"));
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(written), {}), after);
  EXPECT_EQ(lines_of(run_kifukit({"corpus", "lint", c.dir()}).out).front(), hand_problem);
}

// South resigns with West and East out: North is the last survivor, except under qdan, which
// forbids resignation. `extra` (whole lines) stands after the features, on line 5.
std::string resign_case(const std::string& extra = "") {
  return "id: r/resign\ndescription: \"A case.\"\nrule: \"none\"\nfeatures: [resignation]\n" +
         extra +
         "start: \"4nK4/9/9/9/9/9/9/9/4sK4 s -/-/-/- w,e 0\"\nmoves:\n  - {seat: south, event: "
         "resign}\n"
         "expect:\n  \"*\":\n    outcome: legal\n    position: \"4nK4/9/9/9/9/9/9/9/4xK>s4 - "
         "-/-/-/- w,e,s 0\"\n"
         "    status: ended\n    end: last-survivor\n  qdan:\n    outcome: illegal-move\n"
         "    code: ILLEGAL_RESIGNATION\n    ply: 1\n";
}

// Lint no longer asks a hand-written expectation to copy what the engine reports beyond it: an
// ended game's expectation may leave out the ranking.
TEST(CorpusLint, AnExpectationMayLeaveOutTheRanking) {
  ScratchCorpus c("noranking");
  c.add("r/resign", resign_case());
  auto r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
}

// Protocol 2 trace: after a failure the harness asks a version 2 adapter for its per-entry
// trace and names the first entry where it leaves the engine's. South's king step (entry 1)
// gives the turn to West, West's king step (entry 2) to North; the toy claims South.
TEST(CorpusProtocolTwo, ReportsTheFirstDivergingEntry) {
  ScratchCorpus c("toytrace");
  c.add("v2/trace",
        "id: v2/trace\ndescription: \"A case.\"\nrule: \"none\"\nfeatures: [movement]\n"
        "depends_on: []\nstart: \"" +
            std::string(kStart) +
            "\"\nmoves:\n  - {seat: south, move: 5i5h}\n  - {seat: west, move: 9e8e}\n"
            "expect:\n  \"*\":\n    outcome: legal\n    position: "
            "\"4nK4/9/9/9/1wK6eK/9/9/4sK4/9 n -/-/-/- - 2\"\n    status: ongoing\n");
  auto r =
      run_kifukit({"corpus", "run", "--corpus", c.dir(), "--adapter", kToyV2, "--profile", "sdin"});
  EXPECT_EQ(r.exit_code, 1);
  const std::string head = c.file("v2/trace") + ":12:5: v2/trace [sdin] ";
  EXPECT_EQ(lines_of(r.out),
            (std::vector<std::string>{
                "corpus 1.2.0, toy-v2 0.0.1, protocol 2",
                head + "position: expected \"4nK4/9/9/9/1wK6eK/9/9/4sK4/9 n -/-/-/- - 2\", got \"" +
                    kStart + "\"",
                head + "first divergence at entry 2: to_move: expected \"north\", got \"south\"",
                "", "sdin: 0 passed, 1 failed, 0 skipped"}));
}

// The built-in adapter's trace: one item per entry with the seat to move, the position and the
// events. South's pawn on 8b takes West's last move (8a is attacked by the pawn, 9b by the gold
// on 8c, 8b is guarded by that gold) without checking it: West is out, credited to South.
TEST(CorpusAdapter, TraceObservable) {
  json request = {{"type", "run"},
                  {"id", "x/trace"},
                  {"profile", "page-standard"},
                  {"variant", "yonin"},
                  {"start", "wK8/9/1sG7/9/4nK3eK/9/9/9/4sK4 s P/-/-/- - 0"},
                  {"moves", json::parse(R"([{"seat": "south", "move": "P*8b"}])")},
                  {"observe", {{"trace", true}}},
                  {"parameters", corpus::profile_parameters(Profile{})}};
  auto r = run_kifukit({"adapter"}, request.dump() + "\n");
  ASSERT_EQ(lines_of(r.out).size(), 1u);
  EXPECT_EQ(json::parse(lines_of(r.out)[0])["observed"], json::parse(R"({"trace": [{"entry": 1,
      "to_move": "north", "position": "xK>w8/1sP7/1sG7/9/4nK3eK/9/9/9/4sK4 n -/-/-/- w<s 1",
      "events": [{"type": "elimination", "seat": "west", "credited": "south"}]}]})"));
}

// The known bug of a public four-player engine: its list of pawn drops stops at the first
// pawn-drop-mate square. tests/reference/adapter.py --bug pawn-drop-mate-cutoff plays with that
// bug; the hand-counted legal-move counts of the pawn-drop-mate cases (worked out in the case
// files' comments) catch it, where the verdicts alone never did.
TEST(CorpusToyAdapter, PawnDropMateCutoffBugFailsHandCountedCases) {
  const std::string toy = "python3 " + std::string(KIFUKIT_SOURCE_DIR) +
                          "/tests/reference/adapter.py --bug pawn-drop-mate-cutoff";
  auto r = run_kifukit({"corpus", "run", "--corpus", kCorpus, "--adapter", toy, "--run",
                        "pawn-drop-mate/*", "--profile", "page-standard"});
  EXPECT_EQ(r.exit_code, 1);
  const std::string dir = std::string(kCorpus) + "/cases/pawn-drop-mate/";
  std::vector<std::string> out = lines_of(r.out);
  ASSERT_EQ(out.size(), 9u) << r.out << r.err;
  // What the toy answers is its own business; the expected side is the hand count.
  for (std::size_t i = 1; i <= 6; ++i) out[i] = out[i].substr(0, out[i].rfind(", got "));
  auto line = [&](const std::string& name, const std::string& at, const std::string& counts) {
    return dir + name + ".yaml:" + at + ": pawn-drop-mate/" + name +
           " [page-standard] legal_moves_per_ply: expected [" + counts + "]";
  };
  EXPECT_EQ(out, (std::vector<std::string>{
                     "corpus 1.2.0, kifukit-reference-judge-with-bug 1, protocol 1",
                     line("drop-mate-escape-covered-by-third-seat", "15:5", "76"),
                     line("drop-mate-illegal", "16:5", "83"),
                     line("drop-mate-on-east-illegal", "14:5", "84"),
                     line("escape-covered-by-dead-seat-piece", "31:5", "100,2,4,95,1"),
                     line("static-definition-other-seat-first", "17:5", "13"),
                     line("west-drop-mate-illegal", "14:5", "83"), "",
                     "page-standard: 6 passed, 6 failed, 0 skipped"}));
}

TEST(CorpusToyAdapter, SkipFileAndRunGlobSelectPairs) {
  ScratchCorpus c("toyskip");
  add_toy_cases(c);
  const fs::path skips = fs::path(c.dir()) / "toy.skip";
  std::ofstream(skips) << "# the toy's known failures\ntoy/illegal qdan  # it cannot see turns\n"
                          "toy/w* *\ntoy/gone *  # renamed since\n";
  auto r = run_kifukit({"corpus", "run", "--corpus", c.dir(), "--adapter", kToy, "--skip-file",
                        skips.string(), "--run", "toy/[iw]*", "--profile", "qdan", "--profile",
                        "sdin", "--verbose"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(lines_of(r.out),
            (std::vector<std::string>{
                "corpus 1.2.0, toy-wrong 0.0.1, protocol 1",
                c.file("toy/illegal") + ":9:5: toy/illegal [qdan] skipped: skip list line 2: it "
                                        "cannot see turns",
                c.file("toy/illegal") + ":9:5: toy/illegal [sdin] verdict: expected "
                                        "\"illegal-move\", got \"legal\"",
                c.file("toy/wrong-code") + ":9:5: toy/wrong-code [qdan] skipped: skip list line 3",
                c.file("toy/wrong-code") + ":9:5: toy/wrong-code [sdin] skipped: skip list line 3",
                "", "qdan: 0 passed, 0 failed, 2 skipped", "sdin: 0 passed, 1 failed, 1 skipped"}));
  // The entry left over from a renamed case is a warning; the exit code is the run's.
  EXPECT_EQ(r.err, skips.string() +
                       ":4:1: warning: 'toy/gone' matches no case of the corpus "
                       "[CORPUS_SKIP_UNMATCHED]\n");
}

TEST(CorpusRun, UsageAndUnreadable) {
  EXPECT_EQ(run_kifukit({"corpus"}).exit_code, 3);
  EXPECT_EQ(run_kifukit({"corpus", "frobnicate"}).exit_code, 3);
  EXPECT_EQ(run_kifukit({"corpus", "run", "--format", "xml"}).exit_code, 3);
  EXPECT_EQ(run_kifukit({"corpus", "run", "--corpus", kCorpus, "--profile", "chess"}).exit_code, 4);
  EXPECT_EQ(run_kifukit({"corpus", "run", "--corpus", kCorpus, "--timeout", "0"}).exit_code, 3);
  auto r = run_kifukit({"corpus", "run", "--corpus", "/nonexistent"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "/nonexistent/VERSION: error: cannot read the corpus version (is this a corpus?): no "
            "such file [FORMAT_IO]\n"
            "kifukit: error: the corpus cannot be read\n");
  r = run_kifukit({"corpus", "run", "--corpus", kCorpus, "--adapter", "exit 0"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "kifukit: error: the adapter did not start: the adapter exited before the handshake\n");
  EXPECT_EQ(run_kifukit({"corpus", "run", "--help"}).exit_code, 0);
}

// ---------------------------------------------------------------------------------------------
// Lint refuses broken cases, at the place they are broken.

// An illegal-move expectation names no fouls (docs/conformance.md, "Fouls"): the verdict is the
// refused entry; fouls are compared only on a game that was played through (`legal`).
TEST(CorpusLint, IllegalMoveExpectationHasNoFouls) {
  ScratchCorpus c("lintfouls");
  c.add("bad/fouls",
        "id: bad/fouls\ndescription: \"Broken.\"\nrule: \"none\"\n"
        "features: [movement]\nstart: \"" +
            std::string(kStart) + "\"\nmoves:\n  - {seat: west, move: 9e9d}\nexpect:\n  \"*\":\n" +
            kNotYourTurn + "    fouls: []\n");
  auto r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(lines_of(r.out),
            (std::vector<std::string>{
                c.file("bad/fouls") +
                    ":13:5: error: key 'fouls' is not allowed here (at /expect/*/fouls) "
                    "[FORMAT_UNKNOWN_KEY]",
                "corpus lint: 1 case files, 0 (case, profile) pairs checked against the reference "
                "engine, 1 problem"}));
}

// Lint's line for a case whose one entry is West's 9e9d from kStart (South to move), with the
// expectation's code (line 11, after "    code: ") `code`.
std::string turn_disagreement(const std::string& file, const std::string& code) {
  return file +
         ":11:11: error: the reference engine disagrees under federation, king-capture, "
         "page-standard, qdan, sdin: code: expected \"" +
         code +
         "\", got \"ILLEGAL_NOT_YOUR_TURN\" (9e9d: it is south's turn, not west's) "
         "[CORPUS_ENGINE_DISAGREES]";
}

TEST(CorpusLint, RejectsBrokenCasesWithTheirLocation) {
  ScratchCorpus c("lint");
  const std::string ok_expect = start_expect();
  const std::string head = broken_head();
  c.add(
      "bad/schema",
      "id: bad/schema\ndescription: \"Broken.\"\ncolour: blue\nfeatures: [movement]\n" + ok_expect);
  c.add("bad/duplicate-a", "id: bad/duplicate-a\n" + head + ok_expect);
  c.add("bad/duplicate-b", "id: bad/duplicate-a\n" + head + ok_expect);
  c.add("bad/code", "id: bad/code\n" + head +
                        "moves:\n  - {seat: west, move: 9e9d}\nexpect:\n  \"*\":\n"
                        "    outcome: illegal-move\n    code: ILLEGAL_NOT_YOUR_TRUN\n    ply: 1\n");
  c.add("bad/position", "id: bad/position\n" + head +
                            "expect:\n  \"*\":\n    outcome: legal\n"
                            "    position: \"4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 00\"\n"
                            "    status: ongoing\n");
  c.add("bad/feature",
        "id: bad/feature\ndescription: \"Broken.\"\nrule: \"none\"\n"
        "features: [movement, teleportation]\nstart: \"" +
            std::string(kStart) + "\"\n" + ok_expect);
  c.add("bad/yaml", "id: bad/yaml\ndescription: [unclosed\n");
  auto r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "");
  const std::string all = "federation, king-capture, page-standard, qdan, sdin";
  EXPECT_EQ(
      lines_of(r.out),
      (std::vector<std::string>{
          c.file("bad/duplicate-b") + ":1:5: error: id 'bad/duplicate-a' does not match the "
                                      "file's path: expected 'bad/duplicate-b' "
                                      "[CORPUS_ID_MISMATCH]",
          c.file("bad/duplicate-b") + ":1:5: error: duplicate id 'bad/duplicate-a' (also in " +
              c.file("bad/duplicate-a") + ":1:5) [CORPUS_DUPLICATE_ID]",
          c.file("bad/schema") + ":1:1: error: missing key 'rule' [FORMAT_MISSING_KEY]",
          c.file("bad/schema") + ":3:1: error: unknown key 'colour' (at /colour) "
                                 "[FORMAT_UNKNOWN_KEY]",
          c.file("bad/yaml") + ":3:1: error: end of sequence flow not found [FORMAT_SYNTAX]",
          c.file("bad/code") + ":11:11: error: reason code ILLEGAL_NOT_YOUR_TRUN is not in "
                               "reasons.yaml [CORPUS_UNKNOWN_CODE]",
          turn_disagreement(c.file("bad/code"), "ILLEGAL_NOT_YOUR_TRUN"),
          c.file("bad/feature") + ":4:22: error: feature 'teleportation' is not in features.yaml "
                                  "[CORPUS_UNKNOWN_FEATURE]",
          c.file("bad/position") + ":9:56: error: not a valid position: number with a "
                                   "leading zero [FORMAT_BAD_POSITION]",
          c.file("bad/position") + ":9:15: error: the reference engine disagrees under " + all +
              ": position: expected \"4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 00\", got "
              "\"4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0\" [CORPUS_ENGINE_DISAGREES]",
          "corpus lint: 7 case files, 20 (case, profile) pairs checked against the reference "
          "engine, 10 problems"}));
}

// The facts only a corpus has carry CORPUS_* codes: a file under cases/ that is no case, a pair:
// naming no case (quoted as a short excerpt), a code of the wrong phase (the engine disagrees too),
// a bare `yes` (line 2, after "description: ", column 14), a start that reads but is not canonical
// (at its quote).
TEST(CorpusLint, CorpusFactsHaveCorpusCodes) {
  ScratchCorpus c("lintcodes");
  // A target of 104 characters is quoted as its first 60 ("bad/" and 56 x) and "...".
  c.add("bad/pair", "id: bad/pair\n" + broken_head() + "pair: bad/" + std::string(100, 'x') + "\n" +
                        start_expect());
  c.add("bad/phase", "id: bad/phase\n" + broken_head() +
                         "moves:\n  - {seat: west, move: 9e9d}\nexpect:\n  \"*\":\n"
                         "    outcome: illegal-move\n    code: FOUL_PERPETUAL_CHECK\n    ply: 1\n");
  c.add("bad/scalar", "id: bad/scalar\n" + broken_head("yes") + start_expect());
  // SFEN hands may be written in any order, but the canonical form is R B G S N L P.
  c.add("bad/sfen",
        "id: bad/sfen\ndescription: \"Broken.\"\nrule: \"none\"\nfeatures: [movement]\n"
        "variant: standard\nstart: \"4k4/9/9/9/9/9/9/9/4K4 b 2PG 1\"\nexpect:\n  standard:\n"
        "    outcome: legal\n    position: \"4k4/9/9/9/9/9/9/9/4K4 b G2P 1\"\n"
        "    status: ongoing\n");
  const std::string notes = (fs::path(c.dir()) / "cases" / "bad" / "notes.txt").string();
  std::ofstream(notes) << "not a case\n";
  auto r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "");
  const std::string all = "federation, king-capture, page-standard, qdan, sdin";
  EXPECT_EQ(lines_of(r.out),
            (std::vector<std::string>{
                notes + ": error: not a case file (cases are <family>/<name>.yaml) "
                        "[CORPUS_STRAY_FILE]",
                c.file("bad/pair") + ":6:7: error: pair names no case: 'bad/" +
                    std::string(56, 'x') + "...' [CORPUS_UNKNOWN_PAIR]",
                c.file("bad/phase") + ":11:11: error: FOUL_PERPETUAL_CHECK is a foul code, not "
                                      "one for illegal-move [CORPUS_CODE_PHASE]",
                turn_disagreement(c.file("bad/phase"), "FOUL_PERPETUAL_CHECK"),
                c.file("bad/scalar") + ":2:14: error: a bare yes/no/on/off/y/n reads as a boolean "
                                       "in YAML 1.1: quote it [CORPUS_AMBIGUOUS_SCALAR]",
                c.file("bad/sfen") + ":6:8: error: position is not canonical; the canonical form "
                                     "is \"4k4/9/9/9/9/9/9/9/4K4 b G2P 1\" "
                                     "[CORPUS_NONCANONICAL_POSITION]",
                "corpus lint: 4 case files, 16 (case, profile) pairs checked against the reference "
                "engine, 6 problems"}));
}

// `depends_on: []` claims that no parameter matters, but qdan forbids the resignation the other
// profiles allow: the resignation parameter is missing (under every profile it changes).
TEST(CorpusLint, DependsOnThatLeavesOutAParameter) {
  ScratchCorpus c("lintdepends");
  c.add("r/resign", resign_case("depends_on: []\n"));
  auto r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 1);
  const std::vector<std::string> out = lines_of(r.out);
  ASSERT_EQ(out.size(), 2u) << r.out;
  const std::string head = c.file("r/resign") +
                           ":5:13: error: depends_on lacks parameters whose change alters the "
                           "reference engine's answer: ";
  EXPECT_EQ(out[0].substr(0, head.size()), head);
  EXPECT_NE(out[0].find("resignation (under "), std::string::npos) << out[0];
  EXPECT_EQ(out[0].substr(out[0].size() - 20), " [CORPUS_DEPENDS_ON]");
}

// VERSION and the schema are checked before any case: a corpus whose VERSION is no version, or
// whose schema is not JSON or uses a keyword the validator does not know, is unusable (exit 2).
TEST(CorpusLint, VersionAndSchemaProblemsHaveTheirCodes) {
  ScratchCorpus c("lintversion");
  const fs::path dir = c.dir();
  std::ofstream(dir / "VERSION", std::ios::trunc) << "1.0\n";
  auto r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, (dir / "VERSION").string() +
                       ":1:1: error: VERSION must be MAJOR.MINOR.PATCH, found '1.0' "
                       "[CORPUS_VERSION]\n");
  std::ofstream(dir / "VERSION", std::ios::trunc) << "1.0.0\n";
  const std::string schema = (dir / "schema" / "case.schema.json").string();
  // The '}' where a value must stand is byte 10 of the line, column 10.
  std::ofstream(schema, std::ios::trunc) << "{\"type\": }\n";
  r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, schema +
                       ":1:10: error: not JSON: syntax error while parsing value - unexpected '}'; "
                       "expected '[', '{', or a literal [FORMAT_SYNTAX]\n");
  // An unknown keyword, and a pattern that is no regular expression (it threw: exit 70).
  std::ofstream(schema, std::ios::trunc) << "{\"type\": \"object\", \"format\": \"x\", "
                                            "\"properties\": {\"id\": {\"pattern\": \"(\"}}}\n";
  r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, schema +
                       ": error: schema keyword 'format' is outside the subset kifukit validates "
                       "(at /format) [CORPUS_SCHEMA_KEYWORD]\n" +
                       schema +
                       ": error: schema keyword 'pattern': ( is not a regular expression (at "
                       "/properties/id/pattern) [CORPUS_SCHEMA_KEYWORD]\n");
}

// A corpus may bring a looser schema, but a case must hold to kifukit's own too (the code reads
// its shapes; `{}` let a case without description through to a crash, exit 70).
TEST(CorpusLint, ACaseHoldsToKifukitsOwnSchemaToo) {
  ScratchCorpus c("lintownschema");
  std::ofstream(fs::path(c.dir()) / "schema" / "case.schema.json", std::ios::trunc) << "{}\n";
  c.add("a/b", "id: a/b\nrule: \"none\"\n");
  auto r = run_kifukit({"corpus", "lint", c.dir()});
  EXPECT_EQ(r.exit_code, 1);
  const std::string missing = c.file("a/b") + ":1:1: error: missing key '";
  EXPECT_EQ(lines_of(r.out),
            (std::vector<std::string>{
                missing + "description' (kifukit's own case schema) [FORMAT_MISSING_KEY]",
                missing + "features' (kifukit's own case schema) [FORMAT_MISSING_KEY]",
                missing + "expect' (kifukit's own case schema) [FORMAT_MISSING_KEY]",
                "corpus lint: 1 case files, 0 (case, profile) pairs checked against the reference "
                "engine, 3 problems"}));
}

// Bless rewrites a derived value only when it is the rest of its line: one followed by a
// comment is left to a person (exit 1), and the file is not touched.
TEST(CorpusBless, RefusesAValueWithACommentAfterIt) {
  ScratchCorpus c("blessrefused");
  const std::string text =
      "id: b/moved\ndescription: \"A case.\"\nrule: \"none\"\nfeatures: [movement]\n"
      "start: \"" +
      std::string(kStart) +
      "\"\nmoves:\n  - {seat: south, move: 5i5h}\nexpect:\n  \"*\":\n"
      "    outcome: legal\n    position: \"" +
      kStart + "\"  # before the step\n    status: ongoing\n    derived: [position]\n";
  c.add("b/moved", text);
  auto r = run_kifukit({"corpus", "bless", "--corpus", c.dir()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, c.file("b/moved") +
                       ":11:15: error: position: bless rewrites a derived value only when it is "
                       "written as one flow on the rest of its line [CORPUS_BLESS_REFUSED]\n");
  // The summary counts only what changed (issue 26: it said 1 field changed).
  EXPECT_EQ(r.out, "corpus bless: 0 engine-derived fields and 0 generated case files changed\n");
  std::ifstream after(c.file("b/moved"));
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(after), {}), text);
}

// A case file with CR LF line ends is blessed and keeps them (issue 26: it was refused as if the
// value were not the rest of its line).
TEST(CorpusBless, ChangesACaseFileWithCrLfLineEnds) {
  ScratchCorpus c("blesscrlf");
  const std::string moved = "4nK4/9/9/9/wK7eK/9/9/4sK4/9 w -/-/-/- - 1";
  auto crlf = [](std::string s) {
    for (std::size_t i = 0; (i = s.find('\n', i)) != std::string::npos; i += 2) s.insert(i, "\r");
    return s;
  };
  const std::string text =
      "id: b/moved\ndescription: \"A case.\"\nrule: \"none\"\n"
      "features: [movement]\nstart: \"" +
      std::string(kStart) +
      "\"\nmoves:\n  - {seat: south, move: 5i5h}\nexpect:\n  \"*\":\n"
      "    outcome: legal\n    position: \"" +
      kStart + "\"\n    status: ongoing\n    derived: [position]\n";
  c.add("b/moved", crlf(text));
  auto r = run_kifukit({"corpus", "bless", "--corpus", c.dir()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines_of(r.out).back(),
            "corpus bless: 1 engine-derived field and 0 generated case files changed");
  std::string after = text;
  after.replace(after.find(std::string("position: \"") + kStart) + 11, std::string(kStart).size(),
                moved);
  std::ifstream written(c.file("b/moved"));
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(written), {}), crlf(after));
}

TEST(CorpusLint, AUnusableDirectoryExitsTwo) {
  auto r = run_kifukit({"corpus", "lint", "/nonexistent"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out,
            "/nonexistent/VERSION: error: cannot read the corpus version (is this a corpus?): no "
            "such file [FORMAT_IO]\n");
}

// ---------------------------------------------------------------------------------------------
// `kifukit adapter` speaks the protocol.

TEST(CorpusAdapter, HandshakeRunAndStop) {
  corpus::CorpusLoad load = corpus::load_corpus(kCorpus);
  const corpus::Case* nifu = nullptr;
  for (const corpus::Case& c : load.corpus->cases)
    if (c.id == "drops/west-drop-count-nifu-rank") nifu = &c;
  ASSERT_NE(nifu, nullptr);
  const json request = *corpus::run_request(*nifu, "sdin");
  EXPECT_EQ(request["observe"], json::parse(R"({"legal_moves_per_ply": true})"));
  EXPECT_EQ(request["parameters"]["repetition"], "none");
  EXPECT_EQ(request["parameters"]["move_limit"], 0);
  EXPECT_EQ(request["parameters"]["king_safety"], true);
  EXPECT_EQ(corpus::start_message("1.0.0"),
            json::parse(R"({"type": "start", "protocol": 2, "protocols": [1, 2],
                            "corpus_version": "1.0.0"})"));
  auto r = run_kifukit({"adapter"}, corpus::start_message("1.0.0").dump() + "\n" + request.dump() +
                                        "\n" + corpus::stop_message().dump() + "\n" +
                                        "{\"type\": \"run\", \"after\": \"stop\"}\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(
      lines_of(r.out),
      (std::vector<std::string>{
          R"({"implementation":"kifukit","profiles":["chu","chu-lishogi","federation","king-capture","ludii","page-standard","qdan","sdin","standard","tonykoval"],"protocol":2,"type":"start","version":"0.1.0"})",
          R"({"code":"ILLEGAL_NIFU","id":"drops/west-drop-count-nifu-rank","message":"P*5c: a second unpromoted pawn of the same facing on one line; west has 67 legal moves","observed":{"legal_moves_per_ply":[67]},"outcome":"illegal-move","ply":1,"profile":"sdin","type":"result"})"}));
}

TEST(CorpusAdapter, UnknownParameterIsSkippedAndContradictionIsInvalidSetup) {
  json request = {{"type", "run"},
                  {"id", "x/y"},
                  {"profile", "mine"},
                  {"variant", "yonin"},
                  {"start", kStart},
                  {"moves", json::array()},
                  {"observe", json::object()},
                  {"parameters", {{"name", "mine"}, {"variant", "yonin"}, {"gravity", true}}}};
  std::string input = request.dump() + "\n";
  json doubles = corpus::profile_parameters(Profile{});
  doubles["name"] = "mine";
  doubles["mode"] = "doubles";
  request["parameters"] = doubles;
  input += request.dump() + "\n";
  auto r = run_kifukit({"adapter"}, input);
  EXPECT_EQ(
      lines_of(r.out),
      (std::vector<std::string>{
          R"({"id":"x/y","profile":"mine","reason":"parameter 'gravity' is not supported","type":"skipped"})",
          R"x({"code":"RECORD_BAD_PROFILE","id":"x/y","message":"mode: doubles, but profile 'mine' has no doubles option (doubles_rule: none)","outcome":"invalid-setup","profile":"mine","type":"result"})x"}));
}

// A harness that offers only protocol 1 gets a protocol 1 answer.
TEST(CorpusAdapter, AnswersProtocolOneToAVersionOneHarness) {
  auto r = run_kifukit({"adapter"}, R"({"type":"start","protocol":1,"corpus_version":"1.0.0"})"
                                    "\n");
  EXPECT_EQ(
      lines_of(r.out),
      (std::vector<std::string>{
          R"({"implementation":"kifukit","profiles":["chu","chu-lishogi","federation","king-capture","ludii","page-standard","qdan","sdin","standard","tonykoval"],"protocol":1,"type":"start","version":"0.1.0"})"}));
}

// A request that leaves out a parameter is errored, never played under page-standard defaults:
// qdan forbids resignation, and with no parameters the adapter used to accept one.
TEST(CorpusAdapter, MissingParameterIsErrored) {
  json request = {{"type", "run"},
                  {"id", "x/resign"},
                  {"profile", "qdan"},
                  {"variant", "yonin"},
                  {"start", kStart},
                  {"moves", json::parse(R"([{"seat": "south", "event": "resign"}])")},
                  {"observe", json::object()},
                  {"parameters", json::object()}};
  std::string input = request.dump() + "\n";
  json most = corpus::profile_parameters(Profile{});
  most.erase("resignation");
  request["parameters"] = most;
  input += request.dump() + "\n";
  auto r = run_kifukit({"adapter"}, input);
  EXPECT_EQ(
      lines_of(r.out),
      (std::vector<std::string>{
          R"({"id":"x/resign","message":"the request's parameters lack 'name'","profile":"qdan","type":"errored"})",
          R"({"id":"x/resign","message":"the request's parameters lack 'resignation'","profile":"qdan","type":"errored"})"}));
}

TEST(CorpusCodes, MarkdownAndUsage) {
  auto r = run_kifukit({"codes", "--format", "markdown"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, corpus::codes_markdown());
  EXPECT_NE(r.out.find("| `ILLEGAL_NIFU` | move | 240 | error |"), std::string::npos);
  // docs/reasons.md holds the table verbatim.
  EXPECT_NE(slurp(fs::path(KIFUKIT_SOURCE_DIR) / "docs" / "reasons.md").find(r.out),
            std::string::npos);
  EXPECT_EQ(run_kifukit({"codes", "--format", "xml"}).exit_code, 3);
}

}  // namespace
}  // namespace kifukit::testing
