// KI2: relative move words resolved against the board and written minimally, marks, the まで
// line, and KI2 -> KIF -> KI2. Positions and moves worked out by hand (sente's right is the
// smaller file, gote's the larger).
#include <gtest/gtest.h>

#include "converters/ki2_moves.hpp"
#include "converters/kif_format.hpp"
#include "formats/notation.hpp"
#include "rules/variant.hpp"
#include "tests/converters_test_util.hpp"

namespace kifukit::testing {
namespace {

Position at(const char* sfen) {
  NotationError e;
  auto p = parse_sfen(standard_variant(), sfen, e);
  EXPECT_TRUE(p) << e.message;
  return p.value_or(start_position(standard_variant()));
}

std::string resolve(const char* sfen, Square to, Kind kind, const char* words) {
  Ki2Move m;
  m.to = to;
  m.kind = kind;
  m.words = words;
  Ki2Resolution r = resolve_ki2(at(sfen), m);
  if (r.move) return format_move(*r.move);
  return r.failure == MoveClaim::Unresolved::Ambiguous ? "ambiguous" : "no piece";
}

// Golds on 6九 and 4九, both can go to 5八.
const char* const kTwoGolds = "4k4/9/9/9/9/9/9/9/3GKG3 b - 1";
// Golds on 6九 and 5九 (5九 straight below 5八).
const char* const kStraight = "4k4/9/9/9/9/9/9/9/3GG1K2 b - 1";
// Golds on 5七 (above 5八), 4八 (beside) and 5九 (below).
const char* const kThreeGolds = "4k4/9/9/9/9/9/4G4/5G3/4G2K1 b - 1";
// Gote golds on 6一 and 4一, both can go to 5二.
const char* const kGoteGolds = "3gkg3/9/9/9/9/9/9/9/4K4 w - 1";
const Square k58 = make_square(5, 8), k52 = make_square(5, 2);

TEST(ConvertersKi2, RightAndLeft) {
  EXPECT_EQ(resolve(kTwoGolds, k58, Kind::Gold, "右"), "4i5h");
  EXPECT_EQ(resolve(kTwoGolds, k58, Kind::Gold, "左"), "6i5h");
  EXPECT_EQ(resolve(kGoteGolds, k52, Kind::Gold, "右"), "6a5b");
  EXPECT_EQ(resolve(kGoteGolds, k52, Kind::Gold, "左"), "4a5b");
}

TEST(ConvertersKi2, Straight) {
  EXPECT_EQ(resolve(kStraight, k58, Kind::Gold, "直"), "5i5h");
  EXPECT_EQ(resolve(kStraight, k58, Kind::Gold, "左"), "6i5h");
}

TEST(ConvertersKi2, UpPullSideways) {
  EXPECT_EQ(resolve(kThreeGolds, k58, Kind::Gold, "上"), "5i5h");
  EXPECT_EQ(resolve(kThreeGolds, k58, Kind::Gold, "引"), "5g5h");
  EXPECT_EQ(resolve(kThreeGolds, k58, Kind::Gold, "寄"), "4h5h");
}

TEST(ConvertersKi2, GoAndEnterMeanUp) {
  EXPECT_EQ(resolve(kThreeGolds, k58, Kind::Gold, "行"), "5i5h");
  EXPECT_EQ(resolve(kThreeGolds, k58, Kind::Gold, "入"), "5i5h");
}

TEST(ConvertersKi2, AmbiguousOrImpossibleIsAnError) {
  EXPECT_EQ(resolve(kTwoGolds, k58, Kind::Gold, ""), "ambiguous");
  EXPECT_EQ(resolve(kTwoGolds, k58, Kind::Gold, "引"), "no piece");  // both golds move up
  EXPECT_EQ(resolve(kTwoGolds, k58, Kind::Silver, ""), "no piece");
}

TEST(ConvertersKi2, WritesTheFewestWords) {
  auto text = [](const char* sfen, const char* usi) {
    NotationError e;
    return ki2_move_text(at(sfen), *parse_move(standard_variant(), usi, e), std::nullopt);
  };
  EXPECT_EQ(text(kTwoGolds, "4i5h"), "５八金右");
  EXPECT_EQ(text(kTwoGolds, "6i5h"), "５八金左");
  EXPECT_EQ(text(kStraight, "5i5h"), "５八金直");
  EXPECT_EQ(text(kThreeGolds, "5i5h"), "５八金上");
  EXPECT_EQ(text(kThreeGolds, "5g5h"), "５八金引");
  EXPECT_EQ(text(kThreeGolds, "4h5h"), "５八金寄");
  EXPECT_EQ(text(kGoteGolds, "6a5b"), "５二金右");
  EXPECT_EQ(text(kTwoGolds, "6i6h"), "６八金");  // only one gold reaches 6八
}

const char* const kKi2Game =
    "先手：甲\n後手：乙\n\n"
    "▲７六歩　△３四歩　▲５八金右　△８四歩\n"
    "▲６八銀    △８五歩\n*コメント\n"
    "▲２二角成　△同　銀　▲４五角打\n"
    "まで9手で先手の勝ち\n"
    "\n変化：4手\n△４四歩　▲４八銀\n";

TEST(ConvertersKi2, ReadsMarksWordsAndTheEnding) {
  Record r = read_clean(kKi2Game, RecordFormat::Ki2u);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 4i5h 8c8d 7i6h 8d8e 8h2b+ 3a2b B*4e resign");
  EXPECT_EQ(r.entries[9].seat, Seat::North);
  EXPECT_EQ(r.entries[5].comment, "コメント");
  ASSERT_EQ(r.entries[3].branches.size(), 1u);
  EXPECT_EQ(moves_of(r.entries[3].branches[0]), "4c4d 3i4h");
  ASSERT_TRUE(r.result);
  EXPECT_EQ(r.result->ranking[0].seat, Seat::South);
  EXPECT_EQ(r.entries[2].move_loc.line, 4);
  EXPECT_EQ(r.entries[2].move_loc.column, 12);
  Record marks = read_clean("☗７六歩☖３四歩\n", RecordFormat::Ki2u);
  EXPECT_EQ(moves_of(marks.entries), "7g7f 3c3d");
}

TEST(ConvertersKi2, RoundTripsThroughKif) {
  Record r = read_clean(kKi2Game, RecordFormat::Ki2u);
  WriteResult kif = write_kif(r);
  ASSERT_TRUE(kif.text);
  Record via = read_clean(*kif.text, RecordFormat::Kifu);
  EXPECT_EQ(via, r);
  WriteResult back = write_ki2(via);
  ASSERT_TRUE(back.text);
  EXPECT_TRUE(back.diagnostics.empty());
  EXPECT_EQ(read_clean(*back.text, RecordFormat::Ki2u), r) << *back.text;
  // Moves padded with half-width spaces to 12 columns, as Kifu for Windows writes them.
  EXPECT_NE(back.text->find("▲７六歩    △３四歩    ▲５八金右  △８四歩    ▲６八銀    △８五歩\n"
                            "*コメント\n▲２二角成  △同　銀    ▲４五角\nまで9手で先手の勝ち\n"),
            std::string::npos)
      << *back.text;
}

TEST(ConvertersKi2, Errors) {
  // Moves are data (issue 25): a move out of turn and one that names no piece are findings.
  EXPECT_EQ(first_finding("▲７六歩　▲３四歩\n", RecordFormat::Ki2u),
            "1:7 ILLEGAL_NOT_YOUR_TURN ply 2");
  EXPECT_EQ(first_finding("▲５八金\n", RecordFormat::Ki2u), "1:2 ILLEGAL_KI2_AMBIGUOUS ply 1");
  // After a move that names no piece nothing is named; the validator stops at the first.
  EXPECT_EQ(first_finding("▲５五歩　△３四歩　▲同　角\n", RecordFormat::Ki2u),
            "1:2 ILLEGAL_KI2_NO_PIECE ply 1");
  expect_error(read_as("▲７六歩\nまで2手で後手の勝ち\n", RecordFormat::Ki2u),
               FormatCode::FORMAT_BAD_VALUE, 2, 3);
}

// The まで line ends its line: text after it on the line, a second まで line and a move after it
// are errors where they stand (the fuzz input converter_ki2/text-after-the-ending.ki2 read as
// two resignations, which wrote back as one).
TEST(ConvertersKi2, NothingButAVariationFollowsTheEnding) {
  expect_error(read_as("▲７六歩\nまで1手で先手の勝ち　▲２六歩\n", RecordFormat::Ki2u),
               FormatCode::FORMAT_SYNTAX, 2, 12);
  expect_error(read_as("▲７六歩\nまで1手で先手の勝ち\nまで1手で先手の勝ち\n", RecordFormat::Ki2u),
               FormatCode::FORMAT_SYNTAX, 3, 1);
  expect_error(read_as("▲７六歩\nまで1手で先手の勝ち\n△３四歩\n", RecordFormat::Ki2u),
               FormatCode::FORMAT_SYNTAX, 3, 1);
  Record r = read_clean("▲７六歩\nまで1手で先手の勝ち\n\n変化：1手\n▲２六歩\nまで1手で先手の勝ち\n",
                        RecordFormat::Ki2u);
  EXPECT_EQ(moves_of(r.entries), "7g7f resign");
  EXPECT_EQ(moves_of(r.entries[0].branches.at(0)), "2g2f resign");
}

// The comment and bookmark after the まで line belong to the ending's entry and are written
// back there (the writer dropped them: the fuzz input converter_ki2/bookmark-of-the-ending.ki2,
// which also had text after 変化：N手, now an error).
TEST(ConvertersKi2, TheEndingKeepsItsCommentAndBookmark) {
  const std::string text = "手合割：平手\n\n▲７六歩\nまで1手で先手の勝ち\n*hello\n&mark\n";
  Record r = read_clean(text, RecordFormat::Ki2u);
  ASSERT_EQ(r.entries.size(), 2u);
  EXPECT_EQ(r.entries[1].comment, "hello");
  EXPECT_EQ(r.entries[1].bookmark, "mark");
  WriteResult w = write_ki2(r);
  ASSERT_TRUE(w.text);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_EQ(*w.text, text);
  expect_error(read_as("▲７六歩\nまで1手で先手の勝ち\n変化：1手で後\n", RecordFormat::Ki2u),
               FormatCode::FORMAT_SYNTAX, 3, 6);
  expect_error(read_as("   1 ７六歩(77)\n変化：1手x\n", RecordFormat::Kifu),
               FormatCode::FORMAT_SYNTAX, 2, 6);
}

// A game without moves ends right after the headers (the writer wrote `まで0手で持将棋` there
// and the reader took it for a header: the fuzz input record_yaml/impasse-without-moves-to-ki2).
TEST(ConvertersKi2, AGameWithoutMovesHasItsEnding) {
  Record r = read_clean("手合割：平手\n\nまで0手で中断\n", RecordFormat::Ki2u);
  EXPECT_TRUE(r.entries.empty());
  ASSERT_TRUE(r.result);
  EXPECT_EQ(r.result->reason, EndReason::None);
  WriteResult w = write_ki2(r);
  ASSERT_TRUE(w.text);
  EXPECT_EQ(*w.text, "手合割：平手\n\nまで0手で中断\n");
}

// N in a variation's までN手 counts from the start of the game (the writer counted the
// variation's own moves only, so its text did not read back: the fuzz input
// converter_ki2/three-moves-a-line.ki2).
TEST(ConvertersKi2, AVariationsEndingCountsFromTheStart) {
  Record r = read_clean(
      "▲７六歩　△３四歩　▲２六歩\nまで3手で先手の勝ち\n\n変化：3手\n▲７五歩\nまで3手で先手の勝ち\n",
      RecordFormat::Ki2u);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 2g2f resign");
  ASSERT_EQ(r.entries[2].branches.size(), 1u);
  EXPECT_EQ(moves_of(r.entries[2].branches[0]), "7f7e resign");
  WriteResult w = write_ki2(r);
  ASSERT_TRUE(w.text);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_EQ(*w.text,
            "手合割：平手\n\n▲７六歩    △３四歩    ▲２六歩\nまで3手で先手の勝ち\n\n変化：3手\n"
            "▲７五歩\nまで3手で先手の勝ち\n");
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Ki2u), r);
}

// `先手：` with no name (ShogiHome writes it) is read as a nameless player and not written back
// in KI2: json-kifu-format's KI2 grammar cannot read an empty value (tests/data/oracle).
TEST(ConvertersKi2, APlayerWithoutANameIsNotWritten) {
  Record r = read_clean("手合割：平手\n先手：\n後手：Gote\n手数----\n   1 ７六歩(77)\n",
                        RecordFormat::Kifu);
  WriteResult w = write_ki2(r);
  ASSERT_TRUE(w.text);
  EXPECT_EQ(*w.text, "手合割：平手\n後手：Gote\n\n▲７六歩\n");
}

}  // namespace
}  // namespace kifukit::testing
