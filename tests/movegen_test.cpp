// Legal move generation of four-player shogi (docs/rules.md §2, §3, §6), page-standard profile.
// Each position is written in South's frame and run for all four seats by rotating the board a
// quarter turn at a time (West's forward is file 1, North's rank i, East's file 9), so every
// facing's zone, last line and nifu line is tested with the same reasoning.
#include <gtest/gtest.h>

#include "tests/yonin_test_util.hpp"

namespace kifukit {
namespace {

using test_util::Board;
using test_util::legal_drops;
using test_util::legal_moves;
using test_util::legal_moves_from;
using test_util::parse;
using test_util::rotate_moves;
using test_util::sorted;

class Movegen : public test_util::EachSeat {};
INSTANTIATE_TEST_SUITE_P(EachSeat, Movegen, ::testing::Range(0, 4), test_util::seat_param_name);

// A king in every corner: (South frame) South 9i, West 9a, North 1a, East 1i. The layout maps to
// itself under rotation, and no king is near the squares the tests look at.
Board corner_kings() {
  Board s;
  s.pieces = {{"9i", "sK"}, {"9a", "wK"}, {"1a", "nK"}, {"1i", "eK"}};
  return s;
}

// Pawn drops on every empty square of ranks b..i (South frame) except the listed ones.
std::vector<std::string> pawn_drops_except(const Board& s, const std::vector<std::string>& banned,
                                           bool ban_file_5 = false) {
  std::vector<std::string> out;
  for (const std::string& sq : test_util::all_squares()) {
    if (sq[1] == 'a' || s.occupied(sq) || (ban_file_5 && sq[0] == '5')) continue;
    if (std::find(banned.begin(), banned.end(), sq) != banned.end()) continue;
    out.push_back("P*" + sq);
  }
  return out;
}

TEST_P(Movegen, PromotionOnlyInTheZoneOfTheOwnFacing) {
  Board s = corner_kings();
  s.pieces["6d"] = "sS";  // enters the zone (ranks a-c): may promote on 5c 6c 7c
  s.pieces["3c"] = "sS";  // inside the zone: moving within it and leaving it may promote
  s.pieces["5h"] = "sS";  // North's zone (ranks g-i): never promotes
  s.pieces["2e"] = "sS";  // West's zone (files 1-3): never promotes
  s.pieces["8e"] = "sS";  // East's zone (files 7-9): never promotes
  const std::vector<std::string> want = {"6d5c", "6d5c+", "6d6c", "6d6c+", "6d7c", "6d7c+",
                                         "6d5e", "6d7e",                                     //
                                         "3c2b", "3c2b+", "3c3b", "3c3b+", "3c4b", "3c4b+",  //
                                         "3c2d", "3c2d+", "3c4d", "3c4d+",                   //
                                         "5h4g", "5h5g",  "5h6g", "5h4i",  "5h6i",           //
                                         "2e1d", "2e2d",  "2e3d", "2e1f",  "2e3f",           //
                                         "8e7d", "8e8d",  "8e9d", "8e7f",  "8e9f",           //
                                         "9i8h", "9i8i",  "9i9h"};
  EXPECT_EQ(legal_moves(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

// A piece whose facing differs from its owner's (an inherited piece) promotes in the zone of its
// facing: here South owns pieces facing West, whose zone is files 1-3 and last line file 1.
TEST_P(Movegen, PieceFacingAnotherWayUsesTheZoneOfItsFacing) {
  Board s = corner_kings();
  s.pieces["4e"] = "sS>w";  // enters West's zone on 3d 3e 3f
  s.pieces["5c"] = "sS>w";  // in South's zone only: never promotes
  s.pieces["2g"] = "sP>w";  // to file 1: must promote
  const std::vector<std::string> want = {"4e3d", "4e3d+", "4e3e", "4e3e+", "4e3f", "4e3f+",
                                         "4e5d", "4e5f",  "5c4b", "5c4c",  "5c4d", "5c6b",
                                         "5c6d", "2g1g+", "9i8h", "9i8i",  "9i9h"};
  EXPECT_EQ(legal_moves(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

TEST_P(Movegen, PawnOntoItsLastLineMustPromote) {
  Board s = corner_kings();
  s.pieces["5b"] = "sP";  // to the last line: only the promotion
  s.pieces["4c"] = "sP";  // inside the zone, not the last line: both
  s.pieces["6d"] = "sP";  // entering the zone: both
  const std::vector<std::string> want = {"5b5a+", "4c4b", "4c4b+", "6d6c",
                                         "6d6c+", "9i8h", "9i8i",  "9i9h"};
  EXPECT_EQ(legal_moves(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

TEST_P(Movegen, NifuOnlyForOwnUnpromotedPawnOfTheSameFacing) {
  Board s = corner_kings();
  s.pieces["5e"] = "sP";    // blocks file 5
  s.pieces["4e"] = "s+P";   // promoted: does not block file 4
  s.pieces["3e"] = "sP>w";  // own pawn facing West (its line is rank e): does not block file 3
  s.pieces["6e"] = "nP";    // another seat's pawn: does not block file 6
  s.hands[0] = "P";
  std::vector<std::string> want = pawn_drops_except(s, {}, /*ban_file_5=*/true);
  // 8 ranks (b..i) x 8 files, less the occupied 9i 1i 6e 4e 3e.
  ASSERT_EQ(want.size(), 59u);
  EXPECT_EQ(legal_drops(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

TEST_P(Movegen, NoPawnDropOnItsLastLine) {
  Board s = corner_kings();
  s.hands[0] = "SP";
  std::vector<std::string> want = pawn_drops_except(s, {});
  ASSERT_EQ(want.size(), 70u);  // 72 squares of ranks b..i less the kings on 9i and 1i
  for (const std::string& sq : test_util::all_squares())
    if (!s.occupied(sq)) want.push_back("S*" + sq);  // a silver may go on rank a
  ASSERT_EQ(want.size(), 70u + 77u);
  EXPECT_EQ(legal_drops(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

TEST_P(Movegen, NoPawnDropDirectlyInFrontOfADeadKingButPushAllowed) {
  Board s;
  s.pieces = {{"9i", "sK"}, {"9a", "wK"}, {"1i", "eK"}, {"5d", "xK>n"}};
  s.eliminated = "n<e";
  s.hands[0] = "P";
  // Only 5e faces the dead king for South. 6d, 5c and 4d (in front of it for West, North and
  // East pawns) are fine for South.
  std::vector<std::string> want = pawn_drops_except(s, {"5e"});
  ASSERT_EQ(want.size(), 68u);
  EXPECT_EQ(legal_drops(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));

  // A pawn on the board may be pushed there (it can never move again, which is allowed).
  s.hands[0] = "-";
  s.pieces["5f"] = "sP";
  EXPECT_EQ(legal_moves_from(s.rotated(k()).str(), seat(), test_util::rotate_square("5f", k())),
            rotate_moves({"5f5e"}, k()));
}

// North's king in its corner 1a. South's gold on 1c guards 1b and 2b; a silver on 3b guards 2a.
TEST_P(Movegen, PawnDropMateIsIllegal) {
  Board s = corner_kings();
  s.pieces["1c"] = "sG";
  s.pieces["3b"] = "sS";
  s.hands[0] = "P";
  // P*1b checks North, whose king can go nowhere (2a silver, 2b gold, 1b guarded by the gold).
  std::vector<std::string> want = pawn_drops_except(s, {"1b"});
  ASSERT_EQ(want.size(), 67u);
  EXPECT_EQ(legal_drops(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

TEST_P(Movegen, PawnDropCheckWithAnEscapeIsLegal) {
  Board s = corner_kings();
  s.pieces["1c"] = "sG";  // no silver on 3b: the king escapes to 2a after P*1b
  s.hands[0] = "P";
  std::vector<std::string> want = pawn_drops_except(s, {});
  ASSERT_EQ(want.size(), 69u);
  EXPECT_EQ(legal_drops(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

TEST_P(Movegen, PawnDropLeavingNoMoveWithoutCheckIsLegal) {
  Board s = corner_kings();
  s.pieces["1c"] = "sG";
  s.hands[0] = "P";
  const std::string text = s.rotated(k()).str();
  // P*2b attacks 2a, the king's last free square, but not the king on 1a.
  const Move drop = test_util::move(test_util::rotate_move("P*2b", k()));
  Position pos = parse(text);
  EXPECT_TRUE(is_legal(pos, seat(), Profile{}, drop));
  Undo u;
  pos.do_move(drop, seat(), u);
  EXPECT_FALSE(in_check(pos, seat(2), Profile{}));
  EXPECT_EQ(count_legal(pos, seat(2), Profile{}), 0);
  // Only a selected seat is tested: North is not next and keeps its place for now.
  Board after = s;
  after.hands[0] = "-";
  after.pieces["2b"] = "sP";
  after.to_move = 'w';
  after.ply = 1;
  EXPECT_EQ(test_util::play(text, {test_util::rotate_move("P*2b", k())}), after.rotated(k()).str());
}

TEST_P(Movegen, PawnPushMateIsLegal) {
  Board s = corner_kings();
  s.pieces["1c"] = "sP";
  s.pieces["2c"] = "sS";  // guards 2b and 1b
  s.pieces["3b"] = "sS";  // guards 2a
  const std::string text = s.rotated(k()).str();
  EXPECT_EQ(legal_moves_from(text, seat(), test_util::rotate_square("1c", k())),
            sorted(rotate_moves({"1c1b", "1c1b+"}, k())));
  // The push mates North: it is eliminated at once, credited to South; West moves next.
  Board after = s;
  after.pieces.erase("1c");
  after.pieces["1b"] = "sP";
  after.pieces["1a"] = "xK>n";
  after.to_move = 'w';
  after.eliminated = "n<s";
  after.ply = 1;
  EXPECT_EQ(test_util::play(text, {test_util::rotate_move("1c1b", k())}), after.rotated(k()).str());
}

// South's rook on 5f is pinned to its king on 5i by West's rook on 5c.
TEST_P(Movegen, PinnedByAThirdSeatsRookMovesOnlyAlongThePin) {
  Board s = corner_kings();
  s.pieces.erase("9i");
  s.pieces["5i"] = "sK";
  s.pieces["5f"] = "sR";
  s.pieces["5c"] = "wR";
  const std::vector<std::string> want = {"5f5g",  "5f5h", "5f5e", "5f5d", "5f5c",
                                         "5f5c+",  // along the pin, and taking the pinner
                                         "5i6i",  "5i4i", "5i6h", "5i5h", "5i4h"};
  EXPECT_EQ(legal_moves(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

// South's king on 5f is in check from West's rook on 5b; East's rook on 2g covers rank g. The
// king may not step back along the checking file (5g) nor onto rank g; the gold may block.
TEST_P(Movegen, InCheckFromOneSeatWithAnotherSeatCoveringSquares) {
  Board s = corner_kings();
  s.pieces.erase("9i");
  s.pieces["5f"] = "sK";
  s.pieces["4d"] = "sG";
  s.pieces["5b"] = "wR";
  s.pieces["2g"] = "eR";
  const std::vector<std::string> want = {"5f4e", "5f6e", "5f4f", "5f6f", "4d5c", "4d5d"};
  EXPECT_EQ(legal_moves(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

// A neutral rook behind South's silver pins nothing and attacks nothing.
TEST_P(Movegen, NeutralRookNeitherPinsNorAttacks) {
  Board s;
  s.pieces = {{"5i", "sK"},   {"5g", "sS"}, {"5c", "xR>n"},
              {"1a", "xK>n"}, {"9a", "wK"}, {"1i", "eK"}};
  s.eliminated = "n<e";
  const std::vector<std::string> want = {"5g6f", "5g5f", "5g4f", "5g6h", "5g4h",
                                         "5i6i", "5i4i", "5i6h", "5i5h", "5i4h"};
  EXPECT_EQ(legal_moves(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

// North is out; its dead king stands on 5e. A neutral promoted silver stands on 2g.
TEST_P(Movegen, DeadKingIsNeverCapturedEnteredOrSlidThrough) {
  Board s;
  s.pieces = {{"4f", "sK"},    {"5g", "sR"}, {"5e", "xK>n"},
              {"2g", "x+S>n"}, {"9a", "wK"}, {"1i", "eK"}};
  s.eliminated = "n<w";
  const std::vector<std::string> want = {
      // The rook stops below the dead king and may take the neutral silver.
      "5g5f", "5g5h", "5g5i", "5g6g", "5g7g", "5g8g", "5g9g", "5g4g", "5g3g", "5g2g",
      // The king may stand next to the dead king (it attacks nothing) but not on it.
      "4f4e", "4f3e", "4f5f", "4f3f", "4f4g", "4f3g"};
  EXPECT_EQ(legal_moves(s.rotated(k()).str(), seat()), sorted(rotate_moves(want, k())));
}

}  // namespace
}  // namespace kifukit
