// Chu shogi in the kanji text notation (docs/formats/text.md, "Chu shogi"): 12 files and ranks
// (`11十一`), the piece names of the variant file (獅子, 歩兵, 成猛豹), and a lion's two steps
// written with both squares (`6六・6五獅子(6七)`). Each expected line is written by hand.
#include <gtest/gtest.h>

#include <string>

#include "converters/text/text_board.hpp"
#include "formats/record_yaml.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/formats_test_util.hpp"
#include "validator/generate.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

// Files 12..1 from the left, ranks 一..十二 from the top (SFEN a..l):
//   1一... 12一 gote's king (k)             6五 gote's gold (g), 3五 sente's pawn (P)
//   6六 gote's pawn (p)                     6七 sente's lion (N)
//   12十二 sente's promoted leopard (+F)    1十二 sente's king (K)
const std::string kStart = "k11/12/12/12/6g2P2/6p5/6N5/12/12/12/12/+F10K b - 1";
const std::string kChuHead = "# kifukit 中将棋棋譜\n書式：1\n変種：chu\n規則：chu\n開始局面：" +
                             kStart + "\n手数----指手---------消費時間--\n";

Record one_move(const std::string& usi) {
  Record r;
  r.variant = "chu";
  r.profile = "chu";
  r.start = kStart;
  Entry e;
  e.seat = Seat::South;
  e.move = usi;
  r.entries.push_back(e);
  return r;
}

struct MoveShape {
  const char* what;
  const char* usi;
  const char* line;
};
const MoveShape kMoveShapes[] = {
    {"a single step", "6g5g", "   1 ↑5七獅子(6七)\n"},
    {"a jump over the pawn onto the gold", "6g6e", "   1 ↑6五獅子(6七)\n"},
    {"igui: the pawn taken, back to the start", "6g6f6g", "   1 ↑6六・6七獅子(6七)\n"},
    {"a double capture: pawn then gold", "6g6f6e", "   1 ↑6六・6五獅子(6七)\n"},
    {"jitto: out to an empty square and back", "6g5g6g", "   1 ↑5七・6七獅子(6七)\n"},
    {"two steps through an empty square", "6g5g4g", "   1 ↑5七・4七獅子(6七)\n"},
    {"a pawn promoting as it enters the zone", "3e3d+", "   1 ↑3四歩兵成(3五)\n"},
    {"the same pawn declining", "3e3d", "   1 ↑3四歩兵不成(3五)\n"},
    {"a promoted leopard (moves as a bishop)", "12l11k", "   1 ↑11十一成猛豹(12十二)\n"},
};

TEST(TextChu, EachLionShapeAndPromotionIsWrittenAndReadBack) {
  const Profile chu = builtin_profile("chu").resolved->profile;
  for (const MoveShape& s : kMoveShapes) {
    const Record r = one_move(s.usi);
    ASSERT_TRUE(validate_record(r, chu).clean()) << s.what;
    WriteResult w = write_text_record(r);
    ASSERT_TRUE(w.text) << s.what;
    EXPECT_TRUE(w.diagnostics.empty()) << s.what;
    EXPECT_EQ(*w.text, kChuHead + s.line) << s.what;
    ReadResult back = read_text_record(*w.text, "chu.txt");
    ASSERT_TRUE(back.record) << s.what << ": " << render(back.diagnostics.at(0));
    EXPECT_EQ(back.record->entries.at(0).move, s.usi) << s.what;
    EXPECT_TRUE(validate_record(*back.record, chu).clean()) << s.what;
  }
}

TEST(TextChu, ShortNamesWideDigitsAndOriginLessMovesAreRead) {
  auto move = [](const std::string& line) {
    ReadResult r = read_text_record(kChuHead + line, "chu.txt");
    for (const Diagnostic& d : r.diagnostics) ADD_FAILURE() << render(d);
    return r.record ? r.record->entries.at(0).move : std::string();
  };
  EXPECT_EQ(move("   1 ↑3四歩成(3五)\n"), "3e3d+");               // 歩 for 歩兵
  EXPECT_EQ(move("   1 ↑１１十一成猛豹(１２十二)\n"), "12l11k");  // full-width files
  EXPECT_EQ(move("   1 ↑5七獅子\n"), "6g5g");                     // the only lion
  expect_error(read_text_record(kChuHead + "   1 ↑同　獅子(6七)\n", "chu.txt"),
               FormatCode::FORMAT_BAD_MOVE, 7, 8);  // 同 on the first move
}

// The piece named is a claim (docs/formats/text.md, Claims), lion moves in two steps included.
TEST(TextChu, AMiscopiedPieceOnALionMoveIsAClaimFinding) {
  ReadResult r = read_text_record(kChuHead + "   1 ↑6六・6五麒麟(6七)\n", "chu.txt");
  ASSERT_TRUE(r.record);
  EXPECT_EQ(r.record->entries.at(0).move, "6g6f6e");
  const Validation v = validate_record(*r.record, builtin_profile("chu").resolved->profile);
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "CLAIM_PIECE");
  EXPECT_EQ(v.findings[0].ply, 1);
  EXPECT_EQ(v.findings[0].line, 7);
  EXPECT_EQ(v.findings[0].column, 7);
  EXPECT_EQ(v.plies, 1);  // replayed all the same
}

TEST(TextChu, SquaresOffTheBoardAreLocatedErrors) {
  const std::string head = "書式：1\n変種：chu\n規則：chu\n手数----\n";
  // `5十三`: rank 13, located at its numeral.
  expect_error(read_text_record(head + "   1 ↑5十三歩兵(5十二)\n", "c.txt"),
               FormatCode::FORMAT_BAD_SQUARE, 5, 8);
  expect_error(read_text_record(head + "   1 ↑13四歩兵(13五)\n", "c.txt"),
               FormatCode::FORMAT_BAD_SQUARE, 5, 7);
  expect_error(read_text_record(head + "   1 ↑3四歩兵(3十三)\n", "c.txt"),
               FormatCode::FORMAT_BAD_SQUARE, 5, 11);  // the origin, at its '('
  expect_error(read_text_record(head + "   1 ↑3四歩兵(35)\n", "c.txt"),
               FormatCode::FORMAT_BAD_SQUARE, 5, 11);  // a 9x9 origin on chu's board
}

// The notation names pieces on the board the rules replay: a variant without a rule profile of
// its own (minishogi) is refused with a clear error, and nothing is written.
TEST(TextChu, AVariantWithoutRulesIsNotWritten) {
  Record r;
  r.variant = "minishogi";
  WriteResult w = write_text_record(r);
  EXPECT_FALSE(w.text);
  ASSERT_EQ(w.diagnostics.size(), 1u);
  EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_BAD_VALUE);
  EXPECT_EQ(w.diagnostics[0].message,
            "the text notation names pieces on the board the rules replay, and minishogi has no "
            "rule profile (write it as YAML, JSON or XML)");
}

TEST(TextChu, AGeneratedGameRoundTripsTextYamlText) {
  const Profile chu = builtin_profile("chu").resolved->profile;
  const Record game = generate_game(chu, {7, 400});
  WriteResult first = write_text_record(game);
  ASSERT_TRUE(first.text);
  ASSERT_TRUE(first.diagnostics.empty());
  EXPECT_NE(first.text->find("・"), std::string::npos);  // some lion moves in two steps
  ReadResult text = read_text_record(*first.text, "chu.txt");
  ASSERT_TRUE(text.record);
  EXPECT_EQ(*text.record, game);
  ReadResult yaml = read_yaml(write_yaml(*text.record), "chu.yaml");
  ASSERT_TRUE(yaml.record);
  WriteResult second = write_text_record(*yaml.record);
  ASSERT_TRUE(second.text);
  EXPECT_EQ(*second.text, *first.text);
  EXPECT_TRUE(validate_record(*text.record, chu).clean());
}

}  // namespace
}  // namespace kifukit::testing
