// The readers' light boards: the CSA reader's PieceBoard (converters/piece_board.hpp): moves it
// makes, moves it cannot make (the turn passes, the board stays), captures to hand and drops, on
// positions worked out by hand; the KIF reader's LineTree with LineBoard::TurnOnly.
#include "converters/piece_board.hpp"

#include <gtest/gtest.h>

#include "converters/line_tree.hpp"
#include "formats/notation.hpp"
#include "rules/variant.hpp"

namespace kifukit::testing {
namespace {

Position sfen(const char* text) {
  NotationError e;
  auto pos = parse_sfen(standard_variant(), text, e, SetupCheck::Skip);
  EXPECT_TRUE(pos) << e.message;
  return *pos;
}

TEST(PieceBoard, PlaysAMoveAndPassesTheTurn) {
  PieceBoard b(start_position(standard_variant()));
  EXPECT_EQ(b.to_move(), Seat::South);
  EXPECT_TRUE(b.play(Move::normal(make_square(7, 7), make_square(7, 6), false)));  // 7g7f
  EXPECT_EQ(b.to_move(), Seat::North);
  EXPECT_TRUE(b.at(make_square(7, 7)).empty());
  EXPECT_EQ(b.at(make_square(7, 6)).kind(), Kind::Pawn);
  EXPECT_EQ(b.at(make_square(7, 6)).owner(), index(Seat::South));
}

TEST(PieceBoard, AMoveItCannotMakeOnlyPassesTheTurn) {
  PieceBoard b(start_position(standard_variant()));
  EXPECT_FALSE(b.play(Move::normal(make_square(5, 5), make_square(5, 4), false)));  // 5e: empty
  EXPECT_EQ(b.to_move(), Seat::North);
  EXPECT_FALSE(b.play(Move::normal(make_square(7, 7), make_square(7, 6), false)));  // sente's pawn
  EXPECT_FALSE(b.play(Move::normal(make_square(8, 8), make_square(7, 7), false)));  // takes its own
  EXPECT_FALSE(b.play(Move::drop(Kind::Pawn, make_square(5, 5))));                  // none in hand
  EXPECT_EQ(b.to_move(), Seat::South);  // four turns passed
  EXPECT_EQ(b.at(make_square(7, 7)).kind(), Kind::Pawn);
  EXPECT_EQ(b.at(make_square(8, 8)).kind(), Kind::Bishop);
  EXPECT_TRUE(b.at(make_square(5, 4)).empty());
}

TEST(PieceBoard, ACaptureGoesToHandUnpromotedAndIsDropped) {
  // Sente's bishop on 5e (55) takes gote's dragon on 2b (22) and promotes; then sente drops the
  // rook it took on 5e (55), empty again, and cannot drop a second one.
  PieceBoard b(sfen("4k4/7+r1/9/9/4B4/9/9/9/4K4 b - 1"));
  EXPECT_TRUE(b.play(Move::normal(make_square(5, 5), make_square(2, 2), true)));
  EXPECT_EQ(b.at(make_square(2, 2)).kind(), Kind::Horse);
  EXPECT_TRUE(b.play(Move::normal(make_square(5, 1), make_square(5, 2), false)));  // gote's king
  EXPECT_TRUE(b.play(Move::drop(Kind::Rook, make_square(5, 5))));
  EXPECT_EQ(b.at(make_square(5, 5)).kind(), Kind::Rook);
  EXPECT_EQ(b.at(make_square(5, 5)).owner(), index(Seat::South));
  EXPECT_TRUE(b.play(Move::normal(make_square(5, 2), make_square(5, 1), false)));
  EXPECT_FALSE(b.play(Move::drop(Kind::Rook, make_square(4, 4))));
  EXPECT_TRUE(b.at(make_square(4, 4)).empty());
}

TEST(PieceBoard, StartsFromTheHandsOfItsPosition) {
  PieceBoard b(sfen("4k4/9/9/9/9/9/9/9/4K4 w 2p 1"));  // gote to move, two pawns in hand
  EXPECT_EQ(b.to_move(), Seat::North);
  EXPECT_FALSE(b.play(Move::drop(Kind::Gold, make_square(5, 5))));  // gote holds no gold
  EXPECT_TRUE(b.play(Move::normal(make_square(5, 9), make_square(5, 8), false)));
  EXPECT_TRUE(b.play(Move::drop(Kind::Pawn, make_square(5, 5))));
  EXPECT_TRUE(b.play(Move::normal(make_square(5, 8), make_square(5, 9), false)));
  EXPECT_TRUE(b.play(Move::drop(Kind::Pawn, make_square(4, 4))));
  EXPECT_TRUE(b.play(Move::normal(make_square(5, 9), make_square(5, 8), false)));
  EXPECT_FALSE(b.play(Move::drop(Kind::Pawn, make_square(3, 3))));  // both dropped
  EXPECT_EQ(b.at(make_square(5, 5)).owner(), index(Seat::North));
}

TEST(LineTreeTurnOnly, PassesTheTurnAndMovesNoPiece) {
  std::vector<Entry> main;
  LineTree tree(main, start_position(standard_variant()), LineBoard::TurnOnly);
  tree.play(Move::normal(make_square(7, 7), make_square(7, 6), false));
  EXPECT_EQ(tree.board().to_move(), Seat::North);
  EXPECT_EQ(tree.board().at(make_square(7, 7)).kind(), Kind::Pawn);  // not moved
  EXPECT_TRUE(tree.board().at(make_square(7, 6)).empty());
  tree.play(Move::normal(make_square(5, 5), make_square(5, 4), false));  // from an empty square
  EXPECT_EQ(tree.board().to_move(), Seat::South);
}

}  // namespace
}  // namespace kifukit::testing
