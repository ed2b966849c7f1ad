// The evasion generator (rules/movegen.cpp): a seat in check gets only king moves, captures of
// the single checker and interpositions; with two checkers only king moves. Each position is
// written in South's frame, run for all four seats by rotation (tests/yonin_test_util.hpp), and
// asked three ways: the move list, the count (perft's last ply) and whether a move exists (the
// Referee's mate test). The expected moves are worked out by hand in the comments.
#include <gtest/gtest.h>

#include "tests/yonin_test_util.hpp"

namespace kifukit {
namespace {

using test_util::Board;
using test_util::kings_except_south;
using test_util::legal_moves;
using test_util::parse;
using test_util::rotate_moves;
using test_util::sorted;

class Evasion : public test_util::EachSeat {
 protected:
  // The move list, and count_legal() / has_legal_move() with the check state unknown (-1) and
  // known (1), agree with `want`.
  void expect_moves(const Board& s, const std::vector<std::string>& want) {
    const std::string text = s.rotated(k()).str();
    EXPECT_EQ(legal_moves(text, seat()), sorted(rotate_moves(want, k())));
    Position pos = parse(text);
    ASSERT_TRUE(in_check(pos, seat(), Profile{}));
    for (int known : {-1, 1}) {
      EXPECT_EQ(count_legal(pos, seat(), Profile{}, known), static_cast<int>(want.size()));
      EXPECT_EQ(has_legal_move(pos, seat(), Profile{}, known), !want.empty());
    }
  }
};
INSTANTIATE_TEST_SUITE_P(EachSeat, Evasion, ::testing::Range(0, 4), test_util::seat_param_name);

// South's king on 5i is in check from West's rook on 5c (5d-5h between). East's rook on 8i pins
// South's gold on 6i along rank i. Legal: the king to 4h, 6h, 4i (5h is on the rook's file, 6i
// is the gold's); the gold on 4f onto the file (5e, 5f); the silver on 6b takes the rook in
// South's zone (promoting or not); a gold dropped on each of 5d-5h. Not legal: the pinned gold
// to 5h (it would open rank i), any other move of the silver or of the gold on 4f.
TEST_P(Evasion, SingleSliderCheckCaptureInterposeOrStepAside) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["5c"] = "wR";
  s.pieces["8i"] = "eR";
  s.pieces["6i"] = "sG";
  s.pieces["4f"] = "sG";
  s.pieces["6b"] = "sS";
  s.hands[0] = "G";
  expect_moves(s, {"5i4h", "5i6h", "5i4i", "4f5e", "4f5f", "6b5c", "6b5c+", "G*5d", "G*5e", "G*5f",
                   "G*5g", "G*5h"});
}

// Two checkers: West's rook on 5c along file 5 and East's rook on 2i along rank i. The gold on
// 4c could take the rook on 5c and the gold on 3h could stand on 3i, but with two checkers only
// the king moves: 4h and 6h (5h is on file 5; 4i and 6i are on rank i, 6i behind the king).
// The gold in hand cannot be dropped.
TEST_P(Evasion, DoubleCheckOnlyKingMoves) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["5c"] = "wR";
  s.pieces["2i"] = "eR";
  s.pieces["4c"] = "sG";
  s.pieces["3h"] = "sG";
  s.hands[0] = "G";
  expect_moves(s, {"5i4h", "5i6h"});
}

// A checker one step away cannot be blocked: West's dragon on 4h checks the king on 5i by its
// diagonal step. The king takes it (nothing defends 4h) or steps to 6i (5h and 6h are on the
// dragon's rank, 4i on its file); the gold on 4g takes it by its back step. The gold in hand has
// nowhere to go.
TEST_P(Evasion, AdjacentCheckerOnlyCapturedOrAvoided) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["4h"] = "w+R";
  s.pieces["4g"] = "sG";
  s.hands[0] = "G";
  expect_moves(s, {"5i4h", "5i6i", "4g4h"});
}

// Mate: West's rook on 5c checks, North's rook on 1h covers rank h (4h, 5h, 6h), South's own
// pawns stand on 4i and 6i and cannot reach file 5. No legal move.
TEST_P(Evasion, NoAnswerIsMate) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["5c"] = "wR";
  s.pieces["1h"] = "nR";
  s.pieces["4i"] = "sP";
  s.pieces["6i"] = "sP";
  expect_moves(s, {});
}

}  // namespace
}  // namespace kifukit
