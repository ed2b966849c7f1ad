// Moves written without origin (issue 14): `↑5六歩`, `↑同　歩`, named when exactly one piece of
// the mover can make the move legally (converters/text/text_board.hpp, docs/formats/text.md "Moves
// without origin"). Positions are the four-player start and small standard-shogi boards, drawn
// in the comments; every expected move and location is worked out by hand.
#include <gtest/gtest.h>

#include <string>

#include "converters/text/text_board.hpp"
#include "formats/record_yaml.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/formats_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

const std::string kSheetHead = "書式：1\n変種：yonin\n手数----指手---------消費時間--\n";

Record read_sheet(const std::string& text) {
  ReadResult r = read_text_record(text, "sheet.txt");
  for (const Diagnostic& d : r.diagnostics) ADD_FAILURE() << render(d);
  EXPECT_TRUE(r.record);
  return r.record.value_or(Record{});
}

// Four-player start: South's pawns on 5七 6八 4八, rook 5八, golds 6九 4九, silvers 7九 3九;
// East's pawn on 3五 advances towards file 9. East's pawn reaches 5五 at move 8, where South's
// pawn on 5六 (the only South piece that reaches 5五) takes it: `同　歩` without origin.
const std::string kSameSheet = kSheetHead +
                               "   1 ↑5六歩\n"
                               "   2 →7四歩(84)\n"
                               "   3 ↓6三歩(62)\n"
                               "   4 ←4五歩(35)\n"
                               "   5 ↑4七歩(48)\n"
                               "   6 →7六歩(86)\n"
                               "   7 ↓4三歩(42)\n"
                               "   8 ←5五歩\n"
                               "   9 ↑同　歩\n";

TEST(TextOrigins, AUniqueOriginLessMoveAndSameAreNamed) {
  Record r = read_sheet(kSameSheet);
  ASSERT_EQ(r.entries.size(), 9u);
  EXPECT_EQ(r.entries[0].move, "5g5f");  // 5六歩: only the pawn on 5七
  EXPECT_EQ(r.entries[7].move, "4e5e");  // 5五歩 of East: the pawn on 4五
  EXPECT_EQ(r.entries[8].move, "5f5e");  // 同　歩: 5六 takes on 5五
  EXPECT_FALSE(r.entries[8].claim.origin_written);
  EXPECT_TRUE(r.entries[1].claim.origin_written);
  const Profile profile = builtin_profile("page-standard").resolved->profile;
  const Validation v = validate_record(r, profile);
  EXPECT_TRUE(v.findings.empty()) << v.findings[0].message;
  EXPECT_EQ(v.plies, 9);
}

TEST(TextOrigins, TheWriterKeepsTheSheetsStyleAndYamlGetsOrigins) {
  Record r = read_sheet(kSameSheet);
  WriteResult same = write_text_record(r);
  ASSERT_TRUE(same.text);
  EXPECT_EQ(*same.text, "# kifukit 四人将棋棋譜\n" + kSameSheet);
  // YAML has no claims: written back from it, every origin is written.
  ReadResult yaml = read_yaml(write_yaml(r), "r.yaml");
  ASSERT_TRUE(yaml.record);
  WriteResult full = write_text_record(*yaml.record);
  ASSERT_TRUE(full.text);
  EXPECT_NE(full.text->find("   1 ↑5六歩(57)\n"), std::string::npos) << *full.text;
  EXPECT_NE(full.text->find("   8 ←5五歩(45)\n   9 ↑同　歩(56)\n"), std::string::npos);
}

// Moves 1-8 free 5八 (the rook goes to 4八); both golds, on 4九 and 6九, then reach 5八.
TEST(TextOrigins, AnAmbiguousMoveNamesItsCandidates) {
  const std::string sheet = kSheetHead +
                            "   1 ↑4七歩(48)\n"
                            "   2 →7四歩(84)\n"
                            "   3 ↓6三歩(62)\n"
                            "   4 ←3四歩(24)\n"
                            "   5 ↑4八飛(58)\n"
                            "   6 →7六歩(86)\n"
                            "   7 ↓4三歩(42)\n"
                            "   8 ←3六歩(26)\n"
                            "   9 ↑5八金\n";
  ReadResult r = read_text_record(sheet, "sheet.txt");
  expect_error(r, FormatCode::FORMAT_MOVE_AMBIGUOUS, 12, 7);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].message,
            "move 9 (5八金) has no origin, and 2 pieces of south can make it: 金(49) and "
            "金(69); write the origin, like 金(49)");
}

TEST(TextOrigins, AMoveNoPieceCanMakeIsAnError) {
  ReadResult r = read_text_record(kSheetHead + "   1 ↑5五金\n", "sheet.txt");
  expect_error(r, FormatCode::FORMAT_MOVE_NO_CANDIDATE, 4, 7);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].message,
            "move 1 (5五金) has no origin, and no 金 of south can move there under page-standard");
}

// Standard shogi, sente to move:
//   5五 飛 (gote's rook)    the gold on 5七 stands between it and sente's king on 5九:
//   5七 金                   moving it off the file is illegal, so of the two golds that reach
//   6八 金                   6七 by their movement only the one on 6八 can make `6七金`.
//   5九 玉
TEST(TextOrigins, LegalityDecidesNotMovementAlone) {
  const std::string sheet =
      "書式：1\n変種：standard\n開始局面：4k4/9/9/9/4r4/9/4G4/3G5/4K4 b - 1\n"
      "手数----指手---------消費時間--\n   1 ↑6七金\n";
  Record r = read_sheet(sheet);
  ASSERT_EQ(r.entries.size(), 1u);
  EXPECT_EQ(r.entries[0].move, "6h6g");
}

// Standard shogi, sente to move with a silver in hand and one on 3九 (king 5九, gote's king 5一).
// Without 打, a board piece that can make the move makes it; a drop is read only when none can.
TEST(TextOrigins, WithoutDropMarkTheBoardPieceMovesElseTheHandDrops) {
  const std::string head =
      "書式：1\n変種：standard\n開始局面：4k4/9/9/9/9/9/9/9/4K1S2 b S 1\n"
      "手数----指手---------消費時間--\n";
  EXPECT_EQ(read_sheet(head + "   1 ↑3八銀\n").entries[0].move, "3i3h");    // the silver on 3九
  EXPECT_EQ(read_sheet(head + "   1 ↑5五銀\n").entries[0].move, "S*5e");    // none reaches 5五
  EXPECT_EQ(read_sheet(head + "   1 ↑3八銀打\n").entries[0].move, "S*3h");  // 打 says so
  // 成 is never a drop: with no board silver able to reach 5五 there is no candidate.
  expect_error(read_text_record(head + "   1 ↑5五銀成\n", "s.txt"),
               FormatCode::FORMAT_MOVE_NO_CANDIDATE, 5, 7);
}

TEST(TextOrigins, ALionDoubleMoveNamesItsOrigin) {
  expect_error(
      read_text_record("書式：1\n変種：chu\n規則：chu\n手数----\n   1 ↑8九・8八獅子\n", "c.txt"),
      FormatCode::FORMAT_BAD_MOVE, 5, 14);
}

}  // namespace
}  // namespace kifukit::testing
