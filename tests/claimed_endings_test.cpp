// A record's claimed ending against the replay (docs/reasons.md, "Claimed endings"), one test per
// claim, in KIF, CSA and kifukit's YAML: each finding has its own code at the claim's line and
// column. Positions and counts are worked out by hand in the comments.
#include <gtest/gtest.h>

#include "formats/record_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/converters_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

const Profile& standard() {
  static const Profile p = builtin_profile("standard").resolved->profile;
  return p;
}

// docs/profiles/standard-csa.yaml, read as a user's profile file.
Profile standard_csa() {
  ProfileResult r =
      load_profile_file(std::string(KIFUKIT_SOURCE_DIR) + "/docs/profiles/standard-csa.yaml");
  EXPECT_TRUE(r.ok()) << (r.diagnostics.empty() ? "" : render(r.diagnostics[0]));
  return r.ok() ? r.resolved->profile : Profile{};
}

Validation judge(const std::string& text, RecordFormat format, const Profile& p = standard()) {
  ReadResult read = read_as(text, format);
  EXPECT_TRUE(read.record) << (read.diagnostics.empty() ? "" : render(read.diagnostics[0]));
  return read.record ? validate_record(*read.record, p) : Validation{};
}

// "CODE at LINE:COL: message" for each finding.
std::vector<std::string> findings(const Validation& v) {
  std::vector<std::string> out;
  for (const Finding& f : v.findings)
    out.push_back(std::string(code_name(f.code)) + " at " + std::to_string(f.line) + ":" +
                  std::to_string(f.column) + ": " + f.message);
  return out;
}

constexpr const char* kKifHead = "手数----指手---------消費時間--\n";
// 1.７六歩 2.３四歩: the most common opening; no position has occurred twice.
const std::string kTwoMoves = std::string(kKifHead) + "   1 ７六歩(77)\n   2 ３四歩(33)\n";

// --- 千日手 ----------------------------------------------------------------------------------

TEST(ClaimedEnding, RepetitionWithoutARepetition) {
  // The claim is line 4; its move number starts at column 4.
  Validation v = judge(kTwoMoves + "   3 千日手\n", RecordFormat::Kifu);
  EXPECT_EQ(findings(v), std::vector<std::string>{
                             "RESULT_NO_REPETITION at 4:4: the record claims 千日手 (repetition), "
                             "but no position occurred 4 times (at most 1)"});
}

TEST(ClaimedEnding, ARealRepetitionIsClean) {
  // Both kings step aside and back (5i4h 5a4b 4h5i 4b5a): the start position occurs at plies 0,
  // 4, 8 and 12; the 4th occurrence without check is 千日手, a draw.
  std::string kif = kKifHead;
  const char* cycle[] = {"４八玉(59)", "４二玉(51)", "５九玉(48)", "５一玉(42)"};
  for (int i = 0; i < 12; ++i)
    kif += "  " + std::string(i + 1 < 10 ? " " : "") + std::to_string(i + 1) + " " + cycle[i % 4] +
           "\n";
  kif += "  13 千日手\n";
  Validation v = judge(kif, RecordFormat::Kifu);
  EXPECT_EQ(v.outcome, Outcome::Legal);
  EXPECT_EQ(v.plies, 12);
  EXPECT_EQ(v.result.reason, EndReason::Repetition);
  EXPECT_EQ(findings(v), std::vector<std::string>{});
}

TEST(ClaimedEnding, CsaSennichiteWithoutARepetition) {
  // %SENNICHITE is line 5, column 1.
  Validation v = judge("PI\n+\n+7776FU\n-3334FU\n%SENNICHITE\n", RecordFormat::Csa);
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "RESULT_NO_REPETITION");
  EXPECT_EQ(v.findings[0].line, 5);
  EXPECT_EQ(v.findings[0].column, 1);
}

// --- 詰み ------------------------------------------------------------------------------------

TEST(ClaimedEnding, MateThatIsNotMate) {
  // After 1.７六歩 2.３四歩 sente has 39 legal moves: 9 pawn pushes, 2 lances (9h, 1h), the
  // knight 8i-7g (7g is empty now), 4 silver moves (7h 6h, 4h 3h), 6 gold moves (7h 6h 5h,
  // 5h 4h 3h), 3 king moves (6h 5h 4h), 6 rook moves (1h, 3h-7h) and 8 bishop moves (7g 6f 5e
  // 4d, 3c promoted or not, x2b promoted or not).
  Validation v = judge(kTwoMoves + "   3 詰み\n", RecordFormat::Kifu);
  EXPECT_EQ(findings(v), std::vector<std::string>{
                             "RESULT_NOT_MATE at 4:4: the record claims 詰み (mate), but sente to "
                             "move is not in check, with 39 legal moves"});
}

// Gote's king on 5a, sente's pawn on 5c, sente holds a gold:
//   . . . . k . . . .  a
//   . . . . . . . . .  b
//   . . . . P . . . .  c
constexpr const char* kMateStart =
    "format: 1\nvariant: standard\nstart: 4k4/9/4P4/9/9/9/9/9/4K4 b G 1\nmoves:\n";
constexpr const char* kMateClaim =
    "result:\n  reason: last-survivor\n  ending: mate\n  ranking:\n"
    "    - {seat: south, place: 1}\n    - {seat: north, place: 2}\n  eliminations:\n"
    "    - {seat: north, credited: south, ply: 1}\n";

TEST(ClaimedEnding, ARealMateIsClean) {
  // G*5b, guarded by the pawn: the king's squares 4a 6a 4b 6b are the gold's, 5b is guarded.
  Validation v = judge(std::string(kMateStart) + "  - {seat: south, move: G*5b}\n" + kMateClaim,
                       RecordFormat::Yaml);
  EXPECT_EQ(v.result.reason, EndReason::LastSurvivor);
  EXPECT_EQ(findings(v), std::vector<std::string>{});
}

TEST(ClaimedEnding, ACheckThatIsNotMate) {
  // G*4b checks 5a (the gold covers 3a 4a 5a 3b 5b 4c) but the king has 6a, 6b and x4b (the gold
  // is unguarded): 3 legal moves. The claim's `reason:` is line 7, column 3.
  Validation v = judge(std::string(kMateStart) + "  - {seat: south, move: G*4b}\n" + kMateClaim,
                       RecordFormat::Yaml);
  EXPECT_EQ(findings(v), std::vector<std::string>{
                             "RESULT_NOT_MATE at 7:3: the record claims 詰み (mate), but gote to "
                             "move is in check with 3 legal moves"});
}

// --- 持将棋 ----------------------------------------------------------------------------------

TEST(ClaimedEnding, ImpasseBeforeTheKingsHaveEntered) {
  Validation v = judge(kTwoMoves + "   3 持将棋\n", RecordFormat::Kifu);
  EXPECT_EQ(findings(v), std::vector<std::string>{
                             "RESULT_IMPASSE at 4:4: the record claims 持将棋 (impasse), but the "
                             "sente king is not in its promotion zone"});
}

// Kings on 5b (sente) and 5h (gote), both entered; everything else in hand.
std::string impasse_record(const std::string& hands) {
  return "format: 1\nvariant: standard\nstart: 9/4K4/9/9/9/9/9/4k4/9 b " + hands +
         " 1\nmoves: []\nresult:\n  reason: unfinished\n  ending: impasse\n";
}

TEST(ClaimedEnding, ImpasseWithASideUnderTwentyFour) {
  // Sente 2R 2B 4G 4S 4N 4L 8P = 20 + 24 = 44; gote 10P = 10: gote loses, no draw. `reason:` is
  // line 6, column 3.
  Validation v = judge(impasse_record("2R2B4G4S4N4L8P10p"), RecordFormat::Yaml);
  EXPECT_EQ(findings(v), std::vector<std::string>{
                             "RESULT_IMPASSE at 6:3: the record claims 持将棋 (a draw), but gote "
                             "has fewer than 24 points and loses (points: sente 44, gote 10)"});
}

TEST(ClaimedEnding, ImpasseAtTwentyFourIsClean) {
  // Sente 2R 4G 4S 4N 2L = 10 + 14 = 24; gote 2B 2L 18P = 10 + 20 = 30.
  Validation v = judge(impasse_record("2R4G4S4N2L2b2l18p"), RecordFormat::Yaml);
  EXPECT_EQ(findings(v), std::vector<std::string>{});
}

// --- 反則勝ち, 反則負け --------------------------------------------------------------------

// Gote's king on 9a checked by sente's rook from 9e; it steps to 8b, the rook checks from 8e, and
// back: the start position every 4 plies, its 4th occurrence at ply 12 by sente's check: sente,
// the perpetual checker, loses, and gote is to move.
std::string perpetual_record(const std::string& ending) {
  std::string r = "format: 1\nvariant: standard\nstart: k8/9/9/9/R8/9/9/9/4K4 w - 10\nmoves:\n";
  const char* cycle[] = {"9a8b", "9e8e", "8b9a", "8e9e"};
  for (int i = 0; i < 12; ++i)
    r += std::string("  - {seat: ") + (i % 2 ? "south" : "north") + ", move: " + cycle[i % 4] +
         "}\n";
  return r + "result:\n  reason: unfinished\n  ending: " + ending + "\n";
}

TEST(ClaimedEnding, FoulWinAfterAPerpetualCheckIsClean) {
  Validation v = judge(perpetual_record("foul-win"), RecordFormat::Yaml);
  EXPECT_EQ(v.result.reason, EndReason::PerpetualCheck);
  EXPECT_EQ(findings(v), std::vector<std::string>{});
}

TEST(ClaimedEnding, FoulLossForTheWrongSide) {
  // `reason:` is line 18 (4 header lines, 12 moves, `result:`), column 3.
  Validation v = judge(perpetual_record("foul-loss"), RecordFormat::Yaml);
  EXPECT_EQ(findings(v), std::vector<std::string>{
                             "RESULT_END_REASON at 18:3: the record claims 反則負け (gote to move "
                             "loses), but the perpetual check loses for sente"});
}

TEST(ClaimedEnding, FoulLossWithoutAFoulIsAWarning) {
  Validation v = judge(kTwoMoves + "   3 反則負け\n", RecordFormat::Kifu);
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "RESULT_NO_FOUL");
  EXPECT_EQ(v.findings[0].severity, Severity::Warning);
  EXPECT_EQ(v.findings[0].line, 4);
  EXPECT_EQ(v.findings[0].column, 4);
  EXPECT_TRUE(v.clean());
}

// --- 入玉勝ち, %KACHI ------------------------------------------------------------------------

TEST(ClaimedEnding, DeclarationUnderStandardHasNoRule) {
  Validation v = judge(kTwoMoves + "   3 入玉勝ち\n", RecordFormat::Kifu);
  EXPECT_EQ(findings(v), std::vector<std::string>{
                             "ILLEGAL_DECLARATION at 4:4: declare: entering-king declaration "
                             "whose conditions do not hold: the profile has no entering-king "
                             "declaration"});
}

TEST(ClaimedEnding, CsaKachiUnderTheCsaRule) {
  // The king is still on 5i.
  Validation v = judge("PI\n+\n+7776FU\n-3334FU\n%KACHI\n", RecordFormat::Csa, standard_csa());
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "ILLEGAL_DECLARATION");
  EXPECT_EQ(v.findings[0].line, 5);
  EXPECT_EQ(v.findings[0].column, 1);
  EXPECT_EQ(v.findings[0].message,
            "declare: entering-king declaration whose conditions do not hold: the sente king is "
            "not in its promotion zone");
}

TEST(ClaimedEnding, AValidCsaDeclarationWins) {
  // Sente's king on 5b with ten pieces in the camp (R B, G G S S N N L L: 18 points) and R B in
  // hand (10): 28 points, sente's threshold (endings_test.cpp draws the board).
  const std::string yaml =
      "format: 1\nvariant: standard\n"
      "start: 3G1G3/2S1K1S2/LNR3BNL/9/9/9/9/9/4k4 b RB 101\n"
      "moves:\n  - {seat: south, event: declare}\n"
      "result:\n  reason: declaration\n  ranking:\n"
      "    - {seat: south, place: 1}\n    - {seat: north, place: 2}\n";
  Validation v = judge(yaml, RecordFormat::Yaml, standard_csa());
  EXPECT_EQ(v.result.reason, EndReason::Declaration);
  EXPECT_EQ(findings(v), std::vector<std::string>{});
}

}  // namespace
}  // namespace kifukit::testing
