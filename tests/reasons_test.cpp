// Every reason code the validator can report on a record it has read has a record in
// tests/data/reasons/ that triggers it. Each file starts with the findings it must produce,
// one comment line each, in order:
//
//   # expect: <CODE> ply <N> at <LINE>:<COL>
//
// (ply 0 for findings about the whole record; LINE:COL where in that very file the finding must
// point). The test reads the file, resolves the record's own profile (record_profile) and
// validates it (validate_record); the findings must be exactly the expected ones. Files are named
// <CODE>.yaml, or <CODE>.<case>.yaml for a further case of the same code; the score-sheet claim
// codes (CLAIM_*) come from the text notation and have <CODE>.txt files (`#` lines are comments
// in its header). docs/reasons.md must have a row for every code of the registry.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "converters/record_syntax.hpp"
#include "formats/record_io.hpp"
#include "rules/codes.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/reason.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/run_command.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;

fs::path reasons_dir() { return source_dir() / "tests" / "data" / "reasons"; }

// Every record file of tests/data/reasons, by file name (with .yaml or .txt), sorted.
std::vector<std::string> reason_files() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(reasons_dir()))
    if (e.path().extension() == ".yaml" || e.path().extension() == ".txt")
      names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// The code a file is about: its name up to the first dot.
std::string code_of_file(const std::string& name) { return name.substr(0, name.find('.')); }

// "CODE ply N at L:C", the form of the expect lines and of what the validator found.
std::string describe(const std::string& code, int ply, int line, int column) {
  return code + " ply " + std::to_string(ply) + " at " + std::to_string(line) + ":" +
         std::to_string(column);
}

// The expect lines at the top of a file. A comment line that starts like one but does not parse
// is a failure, so a typo cannot silently drop an expectation.
std::vector<std::string> expectations(const std::string& text) {
  static const std::regex kExpect(R"(# expect: ([A-Z_]+) ply ([0-9]+) at ([0-9]+):([0-9]+))");
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("# expect", 0) != 0) continue;
    std::smatch m;
    if (!std::regex_match(line, m, kExpect)) {
      ADD_FAILURE() << "malformed expect line: " << line;
      continue;
    }
    out.push_back(describe(m[1], std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4])));
  }
  return out;
}

// What the validator reports on a record as `kifukit validate` judges it: the record's own
// profile and options, then the replay.
std::vector<Finding> findings_of(const Record& record) {
  std::vector<Finding> findings;
  std::optional<Profile> profile = record_profile(record, {}, findings);
  if (profile) findings = validate_record(record, *profile).findings;
  return findings;
}

class ReasonFile : public ::testing::TestWithParam<std::string> {};

TEST_P(ReasonFile, FindingsAreExactlyTheExpectedOnes) {
  const fs::path path = reasons_dir() / GetParam();
  const std::vector<std::string> expected = expectations(slurp(path));
  ASSERT_FALSE(expected.empty()) << path << " has no '# expect:' line";
  // The file is about its code: the code is among the expected findings.
  const std::string code = code_of_file(GetParam());
  EXPECT_TRUE(std::any_of(expected.begin(), expected.end(),
                          [&](const std::string& e) { return e.rfind(code + " ", 0) == 0; }))
      << GetParam() << " does not expect " << code;

  ReadResult read = read_record_file(path.string());
  ASSERT_TRUE(read.record) << render(read.diagnostics.at(0));
  for (const Diagnostic& d : read.diagnostics) ADD_FAILURE() << "reader: " << render(d);

  std::vector<std::string> actual;
  std::string messages;
  for (const Finding& f : findings_of(*read.record)) {
    actual.push_back(describe(std::string(code_name(f.code)), f.ply, f.line, f.column));
    messages += "\n  " + actual.back() + ": " + f.message;
    // The severity is the registry's.
    const CodeInfo& info = code_info(f.code);
    EXPECT_EQ(info.severity, f.severity == Severity::Error ? "error" : "warning") << info.code;
    // Entry findings name the entry's seat, whole-record findings none.
    EXPECT_EQ(f.seat.has_value(), f.ply > 0) << actual.back();
  }
  EXPECT_EQ(actual, expected) << "the validator found:" << messages;
}

INSTANTIATE_TEST_SUITE_P(Reasons, ReasonFile, ::testing::ValuesIn(reason_files()),
                         [](const auto& info) {
                           std::string n = info.param;
                           if (n.ends_with(".yaml")) n.resize(n.size() - 5);
                           std::replace(n.begin(), n.end(), '.', '_');
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

// Codes of the phases the validator judges on a record that no record read from a file can
// trigger, each with the reason. Their code paths are tested in memory below.
const std::map<std::string, std::string>& untriggerable() {
  // Empty since the setup rules moved to rules/setup_rules.hpp: the readers check the notation
  // of `start` only, so SETUP_BAD_POSITION comes from files
  // (tests/data/reasons/SETUP_BAD_POSITION*).
  static const std::map<std::string, std::string> codes = {};
  return codes;
}

TEST(ReasonCoverage, EveryValidatorCodeHasARecord) {
  const std::vector<std::string> files = reason_files();
  std::set<std::string> covered;
  for (const std::string& f : files) covered.insert(code_of_file(f));
  // KI2's own codes and JKF's capture claim come from those formats only: their records are the
  // standard twins (tests/data/reasons-standard/, tests/reasons_standard_test.cpp).
  for (const auto& e : fs::directory_iterator(source_dir() / "tests/data/reasons-standard"))
    if (e.path().filename() != "expected.txt")
      covered.insert(code_of_file(e.path().filename().string()));
  const std::set<std::string> phases = {"move", "event", "foul", "setup", "claim", "result"};
  int judged = 0;
  for (const CodeInfo& c : all_codes()) {
    if (!phases.count(std::string(c.phase))) continue;
    ++judged;
    const std::string code(c.code);
    if (untriggerable().count(code)) {
      EXPECT_FALSE(covered.count(code)) << code << " has a record: take it off the allow-list";
    } else {
      EXPECT_TRUE(covered.count(code)) << "no tests/data/reasons/" << code << ".yaml";
    }
  }
  EXPECT_EQ(judged, 51);  // 4 setup, 7 claim, 27 move, 3 event, 2 foul, 8 result
  // Every file names a registered code, and the allow-list only holds such codes.
  for (const std::string& code : covered) EXPECT_NE(find_code(code), nullptr) << code;
  for (const auto& [code, why] : untriggerable()) {
    const CodeInfo* info = find_code(code);
    ASSERT_NE(info, nullptr) << code;
    EXPECT_TRUE(phases.count(std::string(info->phase))) << code;
  }
}

// The codes no file can trigger, through records built in memory (locations set by hand).
Record in_memory_record() {
  Record r;
  r.profile = "page-standard";
  r.loc = {1, 1};
  return r;
}

std::vector<std::string> described(const Validation& v) {
  std::vector<std::string> out;
  for (const Finding& f : v.findings)
    out.push_back(describe(std::string(code_name(f.code)), f.ply, f.line, f.column));
  return out;
}

const Profile& page_standard() {
  static const Profile p = builtin_profile("page-standard").resolved->profile;
  return p;
}

TEST(ReasonInMemory, SetupBadPositionPointsIntoTheStartString) {
  Record r = in_memory_record();
  r.start = "9/9/9/9/9/9/9/9/8q s -/-/-/- - 0";  // column 18 is not a piece
  r.start_loc = {4, 8};
  Validation v = validate_record(r, page_standard());
  EXPECT_EQ(v.outcome, Outcome::InvalidSetup);
  EXPECT_EQ(described(v), std::vector<std::string>{"SETUP_BAD_POSITION ply 0 at 4:25"});
}

TEST(ReasonInMemory, SetupVariantForAnUnknownVariant) {
  Record r = in_memory_record();
  r.variant = "chess";
  Validation v = validate_record(r, page_standard());
  EXPECT_EQ(v.outcome, Outcome::InvalidSetup);
  EXPECT_EQ(described(v), std::vector<std::string>{"SETUP_VARIANT ply 0 at 1:1"});
}

TEST(ReasonInMemory, FormatBadMoveAtItsPly) {
  Record r = in_memory_record();
  Entry first;
  first.seat = Seat::South;
  first.move = "5g5f";
  first.loc = {5, 5};
  first.move_loc = {5, 25};
  Entry second = first;
  second.seat = Seat::West;
  second.move = "8d8d";  // the same square twice
  second.loc = {6, 5};
  second.move_loc = {6, 24};
  r.entries = {first, second};
  Validation v = validate_record(r, page_standard());
  EXPECT_EQ(v.outcome, Outcome::Malformed);
  EXPECT_EQ(described(v), std::vector<std::string>{"FORMAT_BAD_MOVE ply 2 at 6:24"});
}

// What a user sees for one of the records.
TEST(ReasonCli, NifuRecordPrintsTheFindingAndExitsOne) {
  const std::string file = (reasons_dir() / "ILLEGAL_NIFU.yaml").string();
  auto r = run_kifukit({"validate", file});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, file +
                       ":9:25: error: ply 1 (south): P*3e: a second unpromoted pawn of the same "
                       "facing on one line; south has 67 legal moves [ILLEGAL_NIFU]\n" +
                       file +
                       ": illegal-move at ply 1 (ILLEGAL_NIFU), 0 plies replayed; 1 error\n");
}

// rules/codes.def is in precedence order, names are unique, each name starts with its phase's
// prefix, and the Code enum, code_name and code_from_name agree with the rows.
TEST(ReasonRegistry, RowsAreInPrecedenceOrderWithPhasePrefixes) {
  const std::map<std::string, std::vector<std::string>> prefixes = {
      {"format", {"FORMAT_"}},          {"profile", {"PROFILE_"}}, {"variant", {"VARIANT_"}},
      {"setup", {"SETUP_", "RECORD_"}}, {"claim", {"CLAIM_"}},     {"move", {"ILLEGAL_"}},
      {"event", {"ILLEGAL_"}},          {"foul", {"FOUL_"}},       {"result", {"RESULT_"}},
      {"corpus", {"CORPUS_"}}};
  int previous = 0;
  std::set<std::string> names;
  for (std::size_t i = 0; i < all_codes().size(); ++i) {
    const CodeInfo& c = all_codes()[i];
    const std::string name(c.code);
    // The format range (1-19) was full when FORMAT_IRREGULAR came: a warning that never stops a
    // reading, it shares 19 with the error before it (docs/reasons.md, Precedence).
    if (name == "FORMAT_IRREGULAR")
      EXPECT_EQ(c.precedence, previous) << name;
    else
      EXPECT_GT(c.precedence, previous) << name;
    previous = c.precedence;
    EXPECT_TRUE(names.insert(name).second) << name << " twice";
    EXPECT_EQ(static_cast<std::size_t>(c.id), i) << name;
    EXPECT_EQ(code_name(c.id), name);
    EXPECT_EQ(code_from_name(name), c.id) << name;
    ASSERT_TRUE(prefixes.count(std::string(c.phase))) << name << ": phase " << c.phase;
    const auto& allowed = prefixes.at(std::string(c.phase));
    EXPECT_TRUE(std::any_of(allowed.begin(), allowed.end(),
                            [&](const std::string& p) { return name.rfind(p, 0) == 0; }))
        << name << " in phase " << c.phase;
    EXPECT_TRUE(c.severity == "error" || c.severity == "warning") << name;
  }
  EXPECT_EQ(code_from_name("NO_SUCH_CODE"), std::nullopt);
  // Counted by hand from the table: 20 format, 12 profile, 10 variant, 4 setup, 7 claim,
  // 27 move (five of them chu's, two KI2's), 3 event, 2 foul, 8 result, 17 corpus.
  EXPECT_EQ(all_codes().size(), 110u);
  // The Referee's reasons are the rule rows, in order.
  EXPECT_EQ(code_name(code_of(Reason::GameOver)), "ILLEGAL_GAME_OVER");
  EXPECT_EQ(code_name(code_of(Reason::FoulResignation)), "FOUL_RESIGNATION");
  EXPECT_EQ(reason_info(Reason::Nifu).precedence, 240);
  EXPECT_EQ(code_severity(Code::FOUL_PERPETUAL_CHECK), Severity::Warning);
  EXPECT_EQ(code_severity(Code::FORMAT_LOSSY), Severity::Warning);
  EXPECT_EQ(code_severity(Code::VARIANT_BAD_START), Severity::Error);
  EXPECT_EQ(code_severity(Code::CORPUS_SKIP_UNMATCHED), Severity::Warning);
  EXPECT_EQ(code_info(Code::CORPUS_VERSION).precedence, 600);
}

// The cells of a Markdown table row, trimmed, `\|` unescaped: "| a | b |" -> {"a", "b"}.
std::vector<std::string> cells_of(const std::string& line) {
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
      cell += line[++i];
    } else if (line[i] == '|') {
      const auto b = cell.find_first_not_of(' '), e = cell.find_last_not_of(' ');
      cells.push_back(b == std::string::npos ? "" : cell.substr(b, e - b + 1));
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  return cells;
}

// docs/reasons.md has a row for every code of the registry, with the registry's phase,
// severity, precedence and summary, and no row for any other code. The table is found by its
// header (code, phase, severity, precedence, summary in any order).
TEST(ReasonDoc, HasARowForEveryCode) {
  const std::string doc = slurp(source_dir() / "docs" / "reasons.md");
  ASSERT_FALSE(doc.empty());
  const std::vector<std::string> columns = {"code", "phase", "severity", "precedence", "summary"};
  std::map<std::string, std::size_t> at;  // column name -> index in the registry table
  bool header = true;                     // the next row starts a table
  std::map<std::string, std::vector<std::string>> rows;  // code -> row in `columns` order
  std::istringstream in(doc);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("|", 0) != 0) {  // a table ends at the first line that is not a row
      header = true;
      continue;
    }
    const std::vector<std::string> cells = cells_of(line);
    if (header) {
      header = false;
      at.clear();
      for (std::size_t i = 0; i < cells.size(); ++i) at[cells[i]] = i;
      for (const std::string& c : columns)
        if (!at.count(c)) at.clear();  // another table
      continue;
    }
    if (at.empty() || cells.empty() || cells[0].rfind("`", 0) != 0) continue;  // separator
    std::vector<std::string> row;
    for (const std::string& c : columns) row.push_back(at[c] < cells.size() ? cells[at[c]] : "");
    const std::string code = row[0].substr(1, row[0].size() - 2);
    EXPECT_TRUE(rows.emplace(code, row).second) << "two rows for " << code;
  }
  for (const CodeInfo& c : all_codes()) {
    const std::string code(c.code);
    auto it = rows.find(code);
    if (it == rows.end()) {
      ADD_FAILURE() << "docs/reasons.md has no row for " << code;
      continue;
    }
    EXPECT_EQ(it->second, (std::vector<std::string>{
                              "`" + code + "`", std::string(c.phase), std::string(c.severity),
                              std::to_string(c.precedence), std::string(c.summary)}))
        << code;
    rows.erase(it);
  }
  for (const auto& [code, row] : rows)
    ADD_FAILURE() << "docs/reasons.md lists an unknown code " << code;
}

}  // namespace
}  // namespace kifukit::testing
