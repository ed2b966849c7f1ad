// Game endings of the sdin, page-standard, king-capture and standard profiles and of the doubles
// option (docs/rules.md §7-§9, §14), played through the Referee from hand-built positions.
// Expected values are worked out from docs/rules.md in the comments.
#include <gtest/gtest.h>

#include "tests/referee_game_util.hpp"

namespace kifukit {
namespace {

using referee_test::code;
using referee_test::doubles_of;
using referee_test::ended;
using referee_test::kShuffle;
using referee_test::Match;
using referee_test::named;
using referee_test::sfen;
using referee_test::three_kings_shuffle;
using referee_test::times;
using test_util::Board;

// =============================================================================================
// sdin: repetition is not detected.

TEST(RefereeSdin, FourAndFiveFoldRepetitionIsIgnored) {
  Board s = three_kings_shuffle(10);
  Match m(named("sdin"), s.str());
  ASSERT_TRUE(m.play(times(kShuffle, 3)));  // 4th occurrence
  EXPECT_FALSE(m.over());
  Board p0 = s;
  p0.ply = 28;
  EXPECT_EQ(m.str(), p0.str());
  ASSERT_TRUE(m.play(kShuffle));  // 5th occurrence
  EXPECT_FALSE(m.over());
  p0.ply = 34;
  EXPECT_EQ(m.str(), p0.str());
  EXPECT_EQ(m.result(), GameResult{});
}

// =============================================================================================
// page-standard

// Ply 599 -> 600: the move limit draws. Survivors share rank 1, North (out) ranks 4.
TEST(RefereePageStandard, MoveLimitDraws) {
  Board s = three_kings_shuffle(599);
  Match m(named("page-standard"), s.str());
  EXPECT_EQ(code(m.move('s', "5i5h")), "OK");
  Board after = s;
  after.pieces.erase("5i");
  after.pieces["5h"] = "sK";
  after.to_move = '-';
  after.ply = 600;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), ended(EndReason::MoveLimit, {1, 1, 4, 1}));
}

TEST(RefereePageStandard, RepetitionDraws) {
  Board s = three_kings_shuffle(10);
  Match m(named("page-standard"), s.str());
  ASSERT_TRUE(m.play(times(kShuffle, 3)));
  Board after = s;
  after.to_move = '-';
  after.ply = 28;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), ended(EndReason::Repetition, {1, 1, 4, 1}));
}

// =============================================================================================
// king-capture

// South's silver on 8b covers 9c; South's rook on 6h can reach file 5, where North's king is.
Board king_capture_start() {
  Board b;
  b.pieces = {{"7i", "sK"}, {"6h", "sR"}, {"8b", "sS"}, {"9d", "wK"},
              {"5a", "nK"}, {"4a", "nG"}, {"1e", "eK"}};
  return b;
}

// 6h5h checks North, but turns are plain clockwise: West moves. West's king steps into the
// silver's attack (9c) and North ignores its check: both legal without king safety. South then
// captures North's king: North is out, credited to South; the king leaves the board and goes to
// nobody's hand; North's gold turns neutral (xG>n). West moves next.
TEST(RefereeKingCapture, ClockwiseTurnsUnsafeKingsAndKingCapture) {
  Board s = king_capture_start();
  Match m(named("king-capture"), s.str());
  EXPECT_EQ(code(m.move('s', "6h5h")), "OK");
  EXPECT_EQ(m.position().to_move(), Seat::West);
  EXPECT_EQ(code(m.move('w', "9d9c")), "OK");
  EXPECT_EQ(code(m.move('n', "4a4b")), "OK");
  EXPECT_EQ(code(m.move('e', "1e1d")), "OK");
  m.clear_events();
  EXPECT_EQ(code(m.move('s', "5h5a")), "OK");
  Board after;
  after.pieces = {{"7i", "sK"}, {"5a", "sR"},   {"8b", "sS"},
                  {"9c", "wK"}, {"4b", "xG>n"}, {"1d", "eK"}};
  after.eliminated = "n<s";
  after.to_move = 'w';
  after.ply = 5;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "out n<s");
  EXPECT_FALSE(m.over());
}

// =============================================================================================
// doubles (--option mode=doubles): south+north against west+east.

// G*9b mates West in the corner (8a, 8b attacked by the gold, 9b guarded by the pawn on 9c).
Board doubles_mate() {
  Board b;
  b.pieces = {{"9a", "wK"}, {"9c", "sP"}, {"5i", "sK"}, {"5a", "nK"}, {"1e", "eK"}};
  b.hands = {"G", "-", "-", "-"};
  b.ply = 8;
  return b;
}

Board doubles_mate_after() {
  Board b = doubles_mate();
  b.pieces["9b"] = "sG";
  b.pieces["9a"] = "xK>w";
  b.hands[0] = "-";
  b.eliminated = "w<s";
  b.to_move = '-';
  b.ply = 9;
  return b;
}

// The first elimination ends a doubles game and ranks by team (docs/rules.md §11.1): "the
// surviving pair shares first place, the eliminated pair shares second": South+North 1, 1;
// West+East 2, 2 (team places, as rules/ranking.hpp documents; not competition ranks 3, 3).
TEST(RefereeDoubles, QdanFirstEliminationEndsTheGameByTeam) {
  Profile p = doubles_of("qdan");
  EXPECT_EQ(p.doubles_rule, DoublesRule::QdanNoAttackOnPartner);
  Match m(p, doubles_mate().str());
  EXPECT_EQ(code(m.move('s', "G*9b")), "OK");
  EXPECT_EQ(m.str(), doubles_mate_after().str());
  EXPECT_EQ(m.events(), "check w, out w<s, end");
  EXPECT_EQ(m.result(), ended(EndReason::DoublesElimination, {1, 2, 1, 2}));
}

TEST(RefereeDoubles, FederationFirstEliminationEndsTheGameByTeam) {
  Profile p = doubles_of("federation");
  EXPECT_EQ(p.doubles_rule, DoublesRule::FederationImmunePartner);
  Match m(p, doubles_mate().str());
  EXPECT_EQ(code(m.move('s', "G*9b")), "OK");
  EXPECT_EQ(m.str(), doubles_mate_after().str());
  EXPECT_EQ(m.result(), ended(EndReason::DoublesElimination, {1, 2, 1, 2}));
}

// South's rook on 4e; North (the partner) has its king on 5a and a pawn on 4c.
Board partner_position() {
  Board b;
  b.pieces = {{"5i", "sK"}, {"4e", "sR"}, {"5a", "nK"}, {"4c", "nP"}, {"9g", "wK"}, {"1g", "eK"}};
  b.ply = 8;
  return b;
}

Board partner_pawn_taken() {
  Board b = partner_position();
  b.pieces.erase("4e");
  b.pieces["4c"] = "sR";
  b.hands[0] = "P";
  b.to_move = 'w';
  b.ply = 9;
  return b;
}

// qdan doubles: 4e5e would leave South's rook attacking the partner's king on file 5: illegal.
// Taking the partner's pawn is allowed.
TEST(RefereeDoubles, QdanAttackOnPartnerIsIllegalButCapturingThePartnerIsAllowed) {
  Board s = partner_position();
  Match m(doubles_of("qdan"), s.str());
  EXPECT_EQ(code(m.move('s', "4e5e")), "ILLEGAL_ATTACK_ON_PARTNER");
  EXPECT_EQ(m.str(), s.str());
  EXPECT_EQ(code(m.move('s', "4e4c")), "OK");
  EXPECT_EQ(m.str(), partner_pawn_taken().str());
}

// federation doubles: the partner's pawn cannot be taken; the rook on file 5 gives the partner no
// check, so West (next clockwise) moves, not North.
TEST(RefereeDoubles, FederationPartnerCannotBeCapturedAndIsNeverChecked) {
  Board s = partner_position();
  Match m(doubles_of("federation"), s.str());
  EXPECT_EQ(code(m.move('s', "4e4c")), "ILLEGAL_CAPTURE_PARTNER");
  EXPECT_EQ(m.str(), s.str());
  EXPECT_EQ(code(m.move('s', "4e5e")), "OK");
  Board after = s;
  after.pieces.erase("4e");
  after.pieces["5e"] = "sR";
  after.to_move = 'w';
  after.ply = 9;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "");
  EXPECT_FALSE(in_check(m.position(), Seat::North, m.referee().profile()));
}

// A move limit in doubles is a draw (docs/rules.md §9.3): federation's 300th ply ends the game,
// all four share rank 1 and no jishogi points are counted.
TEST(RefereeDoubles, FederationMoveLimitIsADraw) {
  Board s;
  s.pieces = {{"5i", "sK"}, {"9e", "wK"}, {"5a", "nK"}, {"1e", "eK"}};
  s.ply = 299;
  Match m(doubles_of("federation"), s.str());
  EXPECT_EQ(code(m.move('s', "5i4i")), "OK");
  Board after = s;
  after.pieces.erase("5i");
  after.pieces["4i"] = "sK";
  after.to_move = '-';
  after.ply = 300;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), ended(EndReason::MoveLimit, {1, 1, 1, 1}));
}

// =============================================================================================
// standard (two-player, SFEN)

// G*5b, guarded by the pawn on 5c, mates gote's king on 5a: sente (South) 1, gote (North) 2;
// West and East are not in play (rank 0).
TEST(RefereeStandard, MateEndsTheGame) {
  Match m(named("standard"), sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"));
  EXPECT_EQ(code(m.move('s', "G*5b")), "OK");
  EXPECT_TRUE(m.over());
  EXPECT_EQ(m.result(), ended(EndReason::LastSurvivor, {1, 0, 2, 0}));
  EXPECT_EQ(code(m.move('n', "5a4a")), "ILLEGAL_GAME_OVER");
}

// Gote's king on 9a is checked by sente's rook from 9e; it steps to 8b, the rook checks from 8e,
// the king steps back, the rook checks from 9e: the start position every 4 plies. At its 4th
// occurrence (ply 12, sente's move) sente, who checked with every move, loses.
TEST(RefereeStandard, PerpetualCheckLosesForTheChecker) {
  Match m(named("standard"), sfen("k8/9/9/9/R8/9/9/9/4K4 w - 10"));
  auto cycle = times({"9a8b", "9e8e", "8b9a", "8e9e"}, 3);
  cycle.pop_back();
  ASSERT_TRUE(m.play(cycle));
  EXPECT_FALSE(m.over());
  EXPECT_EQ(code(m.move('s', "8e9e")), "OK");
  EXPECT_TRUE(m.over());
  EXPECT_EQ(m.result(), ended(EndReason::PerpetualCheck, {2, 0, 1, 0}));
}

// Kings shuffle without check: the start position occurs at plies 0, 4, 8 and 12; the 4th
// occurrence without perpetual check is a draw: both sides rank 1.
TEST(RefereeStandard, RepetitionWithoutPerpetualCheckDraws) {
  Match m(named("standard"), sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
  ASSERT_TRUE(m.play(times({"5i5h", "5a5b", "5h5i", "5b5a"}, 3)));
  EXPECT_TRUE(m.over());
  EXPECT_EQ(m.result(), ended(EndReason::Repetition, {1, 0, 1, 0}));
}

}  // namespace
}  // namespace kifukit
