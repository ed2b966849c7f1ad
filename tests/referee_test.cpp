// Turn order and elimination (docs/rules.md §4) under the page-standard profile: check
// priority, discovered checks by a third seat, several eliminations from one move, stalemate,
// neutral material. Positions are written with South to move and run for all four movers by
// rotating the board, so "clockwise from the mover" never coincides with seat-index order only.
#include <gtest/gtest.h>

#include "tests/yonin_test_util.hpp"

namespace kifukit {
namespace {

using test_util::Board;
using test_util::play;

class Referee4 : public test_util::EachSeat {};
INSTANTIATE_TEST_SUITE_P(EachMover, Referee4, ::testing::Range(0, 4), test_util::seat_param_name);

// South moves its silver off rank e and uncovers West's rook on 8e against East's king on 1e.
// Plain clockwise order would give West the turn; the check gives it to East.
TEST_P(Referee4, DiscoveredCheckByAThirdSeatsRookGivesTheTurnToTheCheckedSeat) {
  Board s;
  s.pieces = {{"5a", "nK"}, {"9i", "wK"}, {"5i", "sK"}, {"1e", "eK"}, {"8e", "wR"}, {"5e", "sS"}};
  Board after = s;
  after.pieces.erase("5e");
  after.pieces["5d"] = "sS";
  after.to_move = 'e';
  after.ply = 1;
  std::vector<RefereeEvent> events;
  EXPECT_EQ(play(s.rotated(k()).str(), {test_util::rotate_move("5e5d", k())}, &events),
            after.rotated(k()).str());
  EXPECT_TRUE(test_util::eliminations(events).empty());
}

// South's rook goes to 5e and checks West (9e) and East (1e) at once. West, nearer clockwise,
// answers first; then East, still in check, moves before North, who is skipped for good.
TEST_P(Referee4, CheckOfTwoSeatsNearerClockwiseFirstThenTheOther) {
  Board s;
  s.pieces = {{"9i", "sK"}, {"9e", "wK"}, {"1a", "nK"}, {"1e", "eK"}, {"5h", "sR"}};
  const std::string start = s.rotated(k()).str();

  Board after1 = s;
  after1.pieces.erase("5h");
  after1.pieces["5e"] = "sR";
  after1.to_move = 'w';
  after1.ply = 1;
  EXPECT_EQ(play(start, {test_util::rotate_move("5h5e", k())}), after1.rotated(k()).str());

  Board after2 = after1;
  after2.pieces.erase("9e");
  after2.pieces["9d"] = "wK";
  after2.to_move = 'e';
  after2.ply = 2;
  EXPECT_EQ(play(start, test_util::rotate_moves({"5h5e", "9e9d"}, k())), after2.rotated(k()).str());

  // East steps out of check; the turn goes on clockwise from East: North never gets it back.
  Board after3 = after2;
  after3.pieces.erase("1e");
  after3.pieces["1d"] = "eK";
  after3.to_move = 's';
  after3.ply = 3;
  EXPECT_EQ(play(start, test_util::rotate_moves({"5h5e", "9e9d", "1e1d"}, k())),
            after3.rotated(k()).str());
}

// R*5a checks West (9a) and East (1a) along rank a; golds on 8c and 2c take every escape. Both
// are eliminated, West first (clockwise from South), both credited to South; their pieces turn
// neutral with their facing kept. North moves next.
TEST_P(Referee4, OneMoveEliminatesTwoSeatsInClockwiseOrder) {
  Board s;
  s.pieces = {{"6i", "sK"}, {"8c", "sG"}, {"2c", "sG"},  {"9a", "wK"},
              {"3h", "wP"}, {"1a", "eK"}, {"7f", "e+S"}, {"4e", "nK"}};
  s.hands[0] = "R";
  Board after = s;
  after.hands[0] = "-";
  after.pieces["5a"] = "sR";
  after.pieces["9a"] = "xK>w";
  after.pieces["3h"] = "xP>w";
  after.pieces["1a"] = "xK>e";
  after.pieces["7f"] = "x+S>e";
  after.to_move = 'n';
  after.eliminated = "w<s,e<s";
  after.ply = 1;
  std::vector<RefereeEvent> events;
  EXPECT_EQ(play(s.rotated(k()).str(), {test_util::rotate_move("R*5a", k())}, &events),
            after.rotated(k()).str());
  const std::vector<std::pair<Seat, int>> want = {{seat(1), index(seat())},
                                                  {seat(3), index(seat())}};
  EXPECT_EQ(test_util::eliminations(events), want);
}

// The same double mate with North already out: South is the last survivor and the game ends.
TEST_P(Referee4, DoubleEliminationLeavingOneSeatEndsTheGame) {
  Board s;
  s.pieces = {{"6i", "sK"}, {"8c", "sG"}, {"2c", "sG"},  {"9a", "wK"},
              {"3h", "wP"}, {"1a", "eK"}, {"7f", "e+S"}, {"4e", "xK>n"}};
  s.hands[0] = "R";
  s.eliminated = "n<w";
  Board after = s;
  after.hands[0] = "-";
  after.pieces["5a"] = "sR";
  after.pieces["9a"] = "xK>w";
  after.pieces["3h"] = "xP>w";
  after.pieces["1a"] = "xK>e";
  after.pieces["7f"] = "x+S>e";
  after.to_move = '-';
  after.eliminated = "n<w,w<s,e<s";
  after.ply = 1;
  EXPECT_EQ(play(s.rotated(k()).str(), {test_util::rotate_move("R*5a", k())}),
            after.rotated(k()).str());
}

// North is already out (dead king on 9e). East's king on 1a has no move: West's gold on 3a and
// rook on 9b cover 2a, 2b and 1b. G*9h mates West (the rook cannot get past the dead king to
// take the gold). Once West is out its pieces stop attacking, so East, selected next, can move.
TEST_P(Referee4, EliminationRemovesAttacksAndSavesTheNextSeat) {
  Board s;
  s.pieces = {{"5i", "sK"}, {"7i", "sG"}, {"8g", "sS"}, {"9i", "wK"},
              {"9b", "wR"}, {"3a", "wG"}, {"1a", "eK"}, {"9e", "xK>n"}};
  s.hands[0] = "G";
  s.eliminated = "n<e";
  const std::string start = s.rotated(k()).str();
  const Move drop = test_util::move(test_util::rotate_move("G*9h", k()));

  // While West is alive East has no legal move, before and after the drop.
  Position pos = test_util::parse(start);
  EXPECT_EQ(count_legal(pos, seat(3), Profile{}), 0);
  Undo u;
  pos.do_move(drop, seat(), u);
  EXPECT_EQ(count_legal(pos, seat(3), Profile{}), 0);
  EXPECT_EQ(count_legal(pos, seat(1), Profile{}), 0);

  Board after = s;
  after.hands[0] = "-";
  after.pieces["9h"] = "sG";
  after.pieces["9i"] = "xK>w";
  after.pieces["9b"] = "xR>w";
  after.pieces["3a"] = "xG>w";
  after.to_move = 'e';
  after.eliminated = "n<e,w<s";
  after.ply = 1;
  std::vector<RefereeEvent> events;
  EXPECT_EQ(play(start, {test_util::rotate_move("G*9h", k())}, &events), after.rotated(k()).str());
  const std::vector<std::pair<Seat, int>> want = {{seat(1), index(seat())}};
  EXPECT_EQ(test_util::eliminations(events), want);
}

// 8d8c leaves West's king on 9a without a move (8a silver, 9b and 8b gold) and not in check.
TEST_P(Referee4, StalemateEliminates) {
  Board s;
  s.pieces = {{"5i", "sK"}, {"8d", "sG"}, {"7b", "sS"}, {"9a", "wK"}, {"1a", "nK"}, {"1i", "eK"}};
  const std::string start = s.rotated(k()).str();
  Position pos = test_util::parse(start);
  Undo u;
  pos.do_move(test_util::move(test_util::rotate_move("8d8c", k())), seat(), u);
  EXPECT_FALSE(in_check(pos, seat(1), Profile{}));

  Board after = s;
  after.pieces.erase("8d");
  after.pieces["8c"] = "sG";
  after.pieces["9a"] = "xK>w";
  after.to_move = 'n';
  after.eliminated = "w<s";
  after.ply = 1;
  std::vector<RefereeEvent> events;
  EXPECT_EQ(play(start, {test_util::rotate_move("8d8c", k())}, &events), after.rotated(k()).str());
  const std::vector<std::pair<Seat, int>> want = {{seat(1), index(seat())}};
  EXPECT_EQ(test_util::eliminations(events), want);
}

// Taking a neutral promoted silver puts an unpromoted silver in the captor's hand.
TEST_P(Referee4, CapturedNeutralPromotedPieceGoesToHandUnpromoted) {
  Board s;
  s.pieces = {{"4f", "sK"},    {"5g", "sR"}, {"5e", "xK>n"},
              {"2g", "x+S>n"}, {"9a", "wK"}, {"1i", "eK"}};
  s.eliminated = "n<w";
  Board after = s;
  after.pieces.erase("5g");
  after.pieces["2g"] = "sR";
  after.hands[0] = "S";
  after.to_move = 'w';
  after.ply = 1;
  EXPECT_EQ(play(s.rotated(k()).str(), {test_util::rotate_move("5g2g", k())}),
            after.rotated(k()).str());
}

}  // namespace
}  // namespace kifukit
