// The setup rules (rules/setup_rules.hpp) are decided once: a start position that breaks one is
// read by every record syntax and judged `invalid-setup` SETUP_BAD_POSITION by the validator,
// at the offending piece where the syntax writes the position as one string.
#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/setup_rules.hpp"
#include "tests/converters_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

// Two sente pawns on file 5 (5e and 5g), kings on 5a and 5i:
//   9 8 7 6 5 4 3 2 1
//   . . . . k . . . .  a
//   . . . . . . . . .  b-d
//   . . . . P . . . .  e
//   . . . . . . . . .  f
//   . . . . P . . . .  g
//   . . . . . . . . .  h
//   . . . . K . . . .  i
constexpr const char* kNifuSfen = "4k4/9/9/9/4P4/9/4P4/9/4K4 b - 1";

Position unchecked(const Variant& v, const std::string& text) {
  NotationError e;
  auto pos = parse_position(v, text, e, SetupCheck::Skip);
  EXPECT_TRUE(pos) << e.message;
  return pos.value_or(Position(v));
}

TEST(SetupRules, NifuIsTheSecondPawnInReadingOrder) {
  auto v = check_setup(unchecked(standard_variant(), kNifuSfen));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->part, SetupPart::Piece);
  EXPECT_EQ(v->square, make_square(5, 7));  // 5g: rank g is read after rank e
  EXPECT_EQ(v->message, "two unpromoted pawns of one seat and facing on one line (nifu)");
}

TEST(SetupRules, EachRuleOnItsOwn) {
  struct Case {
    const char* position;  // four-player position string
    SetupPart part;
    int file, rank;  // of the offending piece (0 when not a piece)
    const char* message;
  };
  const Case cases[] = {
      // A dead king of North on 5c, North alive.
      {"4nK4/9/4xK>n4/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", SetupPart::Piece, 5, 3,
       "dead king of north, which is not eliminated"},
      // An unpromoted south pawn on 1a, its last rank.
      {"4nK3sP/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", SetupPart::Piece, 1, 1,
       "unpromoted piece on a square it could never leave"},
      // South's king on 5i facing west.
      {"4nK4/9/9/9/wK7eK/9/9/9/4sK>w4 s -/-/-/- - 0", SetupPart::Piece, 5, 9,
       "a king always faces its own seat's way"},
      // South's second king, on 5i (the first is on 6i).
      {"4nK4/9/9/9/wK7eK/9/9/9/3sKsK4 s -/-/-/- - 0", SetupPart::Piece, 5, 9,
       "second king of south"},
      // North is eliminated (its dead king on 5a) but owns a gold on 5c.
      {"4xK>n4/9/4nG4/9/wK7eK/9/9/9/4sK4 s -/-/-/- n<s 0", SetupPart::Piece, 5, 3,
       "north is not in play or eliminated but owns a piece"},
      // North is eliminated and to move.
      {"4xK>n4/9/9/9/wK7eK/9/9/9/4sK4 n -/-/-/- n<s 0", SetupPart::SeatToMove, 0, 0,
       "the seat to move (north) is eliminated"},
      // East is alive and has no king.
      {"4nK4/9/9/9/wK8/9/9/9/4sK4 s -/-/-/- - 0", SetupPart::Whole, 0, 0,
       "east is alive but has no king"},
  };
  for (const Case& c : cases) {
    auto v = check_setup(unchecked(yonin_variant(), c.position));
    ASSERT_TRUE(v) << c.position;
    EXPECT_EQ(v->part, c.part) << c.position;
    EXPECT_EQ(v->square, c.file ? make_square(c.file, c.rank) : kNoSquare) << c.position;
    EXPECT_EQ(v->message, c.message) << c.position;
  }
}

TEST(SetupRules, StartPositionsAndAKinglessProblemAreValid) {
  EXPECT_FALSE(check_setup(start_position(yonin_variant())));
  EXPECT_FALSE(check_setup(start_position(standard_variant())));
  // Two-player positions may lack a king (composed problems): gote's king alone.
  EXPECT_FALSE(check_setup(unchecked(standard_variant(), "4k4/9/9/9/9/9/9/9/9 b R 1")));
}

TEST(SetupRules, TheCheckedParserLocatesTheViolationInTheText) {
  NotationError e;
  EXPECT_FALSE(parse_sfen(standard_variant(), kNifuSfen, e));
  // 4k4/ (1-4) 9/9/9/ (5-10) 4 (11) P (12) 4/ (13-14) 9/ (15-16) 4 (17) P (18).
  EXPECT_EQ(e.column, 18);
  EXPECT_EQ(code_name(e.code), "SETUP_BAD_POSITION");
  // A notation error is not a setup error.
  EXPECT_FALSE(parse_sfen(standard_variant(), "4k4/9/9 b - 1", e));
  EXPECT_EQ(code_name(e.code), "FORMAT_BAD_POSITION");
}

// South's own pawn on 5g and a pawn it inherited from West (facing west) on 5c: one file,
// South's line, two facings (docs/rules.md §3.4.1).
//   9 8 7 6 5 4 3 2 1
//   . . . . nK. . . .  a
//   . . . . . . . . .  b
//   . . . . sP>w . . . c
//   . . . . . . . . .  d
//   wK. . . . . . . eK e
//   . . . . . . . . .  f
//   . . . . sP. . . .  g
//   . . . . . . . . .  h
//   . . . . sK. . . .  i
constexpr const char* kInheritedPawnPosition = "4nK4/9/4sP>w4/9/wK7eK/9/4sP4/9/4sK4 s -/-/-/- - 0";

TEST(SetupRules, NifuCountsThePawnsTheProfilesScopeCounts) {
  const Position pos = unchecked(yonin_variant(), kInheritedPawnPosition);
  // same-facing (every built-in profile but tonykoval): the two pawns face different ways.
  EXPECT_FALSE(check_setup(pos));
  EXPECT_FALSE(check_setup(pos, NifuScope::SameFacing));
  // all-owned-pawns: both are South's, on South's line (file 5); the second in reading order.
  auto v = check_setup(pos, NifuScope::AllOwnedPawns);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->part, SetupPart::Piece);
  EXPECT_EQ(v->square, make_square(5, 7));
  EXPECT_EQ(v->message,
            "two unpromoted pawns of one seat on one line of its own facing (nifu, "
            "all-owned-pawns)");
}

TEST(SetupRules, TheValidatorAsksWithTheRecordsProfile) {
  // Line 3: start: (1-6), space (7), the position from column 8; South's pawn on 5g is its
  // column 26 (4nK4/ 1-5, 9/ 6-7, 4sP>w4/ 8-14, 9/ 15-16, wK7eK/ 17-22, 9/ 23-24, 4 25, s 26),
  // so column 33 of the line.
  const std::string record =
      std::string("format: 1\nvariant: yonin\nstart: ") + kInheritedPawnPosition + "\nmoves: []\n";
  ReadResult read = read_as(record, RecordFormat::Yaml);
  ASSERT_TRUE(read.record);
  Validation tony = validate_record(*read.record, builtin_profile("tonykoval").resolved->profile);
  EXPECT_EQ(tony.outcome, Outcome::InvalidSetup);
  ASSERT_EQ(tony.findings.size(), 1u);
  EXPECT_EQ(code_name(tony.findings[0].code), "SETUP_BAD_POSITION");
  EXPECT_EQ(tony.findings[0].line, 3);
  EXPECT_EQ(tony.findings[0].column, 33);
  Validation qdan = validate_record(*read.record, builtin_profile("qdan").resolved->profile);
  EXPECT_NE(qdan.outcome, Outcome::InvalidSetup);
}

// One record syntax's view of the nifu start: it reads, and the validator refuses the setup.
void expect_invalid_setup(const std::string& text, RecordFormat format, int line, int column) {
  ReadResult read = read_as(text, format);
  ASSERT_TRUE(read.record) << (read.diagnostics.empty() ? "" : render(read.diagnostics[0]));
  ASSERT_TRUE(read.diagnostics.empty()) << render(read.diagnostics[0]);
  Validation v = validate_record(*read.record, builtin_profile("standard").resolved->profile);
  EXPECT_EQ(v.outcome, Outcome::InvalidSetup);
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "SETUP_BAD_POSITION");
  EXPECT_EQ(v.findings[0].ply, 0);
  EXPECT_EQ(v.findings[0].line, line);
  EXPECT_EQ(v.findings[0].column, column);
  EXPECT_EQ(v.findings[0].message,
            "start position: two unpromoted pawns of one seat and facing on one line (nifu)");
}

TEST(SetupRulesInEverySyntax, Yaml) {
  // Line 3: start: (1-6), space (7), the SFEN from column 8: its column 18 is column 25.
  expect_invalid_setup(std::string("format: 1\nvariant: standard\nstart: ") + kNifuSfen + "\n",
                       RecordFormat::Yaml, 3, 25);
}

TEST(SetupRulesInEverySyntax, QuotedYaml) {
  // The opening quote is column 8, the SFEN starts at 9: column 26.
  expect_invalid_setup(
      std::string("format: 1\nvariant: standard\nstart: \"") + kNifuSfen + "\"\nmoves: []\n",
      RecordFormat::Yaml, 3, 26);
}

TEST(SetupRulesInEverySyntax, TextNotation) {
  // Line 3: 開始局面 (1-4), ： (5), the SFEN from column 6: its column 18 is column 23.
  expect_invalid_setup(std::string("書式：1\n変種：standard\n開始局面：") + kNifuSfen +
                           "\n手数----指手---------消費時間--\n",
                       RecordFormat::Text, 3, 23);
}

TEST(SetupRulesInEverySyntax, Usi) {
  // "position sfen " is 14 columns: the SFEN's column 18 is column 32.
  expect_invalid_setup(std::string("position sfen ") + kNifuSfen + "\n", RecordFormat::Usi, 1, 32);
}

TEST(SetupRulesInEverySyntax, KifBoardDiagram) {
  // The position is read from a diagram: the finding points at the piece that breaks the rule,
  // the second pawn on file 5 (５七: line 10, its kanji at column 3 + (9 - 5) * 2 = 11).
  const std::string text =
      "後手の持駒：なし\n"
      "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
      "+---------------------------+\n"
      "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
      "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|五\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
      "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|七\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
      "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
      "+---------------------------+\n"
      "先手の持駒：なし\n"
      "手数----指手----\n";
  expect_invalid_setup(text, RecordFormat::Kifu, 10, 11);
}

TEST(SetupRulesInEverySyntax, CsaRows) {
  // The position is read from the P1-P9 rows: the finding points at P1.
  const std::string text =
      "P1 *  *  *  * -OU *  *  *  * \n"
      "P2 *  *  *  *  *  *  *  *  * \n"
      "P3 *  *  *  *  *  *  *  *  * \n"
      "P4 *  *  *  *  *  *  *  *  * \n"
      "P5 *  *  *  * +FU *  *  *  * \n"
      "P6 *  *  *  *  *  *  *  *  * \n"
      "P7 *  *  *  * +FU *  *  *  * \n"
      "P8 *  *  *  *  *  *  *  *  * \n"
      "P9 *  *  *  * +OU *  *  *  * \n"
      "+\n";
  expect_invalid_setup(text, RecordFormat::Csa, 1, 1);
}

}  // namespace
}  // namespace kifukit::testing
