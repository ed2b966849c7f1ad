// Chu shogi's game rules, one test per rule of the Qdan site's rule page (中将棋规则与玩法),
// each quoting the rule. Positions are drawn with file numbers across and rank letters down
// (south = uppercase moves up, towards rank a; north = lowercase moves down). Unless a diagram
// shows them, the kings stand on 1l (south) and 12a (north), far from everything.
#include <gtest/gtest.h>

#include "rules/chu_rules.hpp"
#include "tests/chu_test_util.hpp"

namespace kifukit {
namespace {

using chu_test::play;
using chu_test::position;
using chu_test::sfen;
using referee_test::ended;
using referee_test::Match;

Match game(const std::string& start, const std::string& profile = "chu",
           const std::vector<std::string>& options = {}) {
  return Match(chu_test::profile(profile, options), position(start));
}

// --- "狮子一手可连走两次到相邻格，也可跳过中间棋子到两格外、吃相邻敌子后返回（居食）、
//      连吃两枚或原地不动结束回合。" ---

//     7  6  5
//  e  .  .  .
//  f  .  p  .
//  g  .  p  .
//  h  .  N  .
TEST(ChuLion, TwoStepsCaptureTwoPieces) {
  Match m = game(sfen({{"6h", "N"}, {"6g", "p"}, {"6f", "p"}}));
  ASSERT_TRUE(m.play({"6h6g6f"}));
  // Both pawns are gone; north to move, move number 2.
  std::string expected = sfen({{"6f", "N"}}, 'w');
  expected.back() = '2';
  EXPECT_EQ(m.str(), expected);
}

//  g  .  P  .     the lion jumps over its own pawn to 6f
//  h  .  N  .
TEST(ChuLion, JumpsOverAPieceToTwoSquaresAway) {
  EXPECT_EQ(play(sfen({{"6h", "N"}, {"6g", "P"}}), {"6h6f"}), "OK");
  // A rook (no lion power) cannot.
  EXPECT_EQ(play(sfen({{"6h", "R"}, {"6g", "P"}}), {"6h6f"}), "ILLEGAL_PIECE_MOVEMENT");
}

//  g  .  g  .     igui: the lion takes the gold on 6g and is back on 6h
//  h  .  N  .
TEST(ChuLion, IguiCapturesAdjacentAndReturns) {
  Match m = game(sfen({{"6h", "N"}, {"6g", "g"}}));
  ASSERT_TRUE(m.play({"6h6g6h"}));
  EXPECT_EQ(m.position().at(make_square(6, 8)).kind(), find_variant("chu")->kind_named("lion"));
  EXPECT_TRUE(m.position().at(make_square(6, 7)).empty());
}

//  h  .  N  .     jitto: out to the empty 5h and back; the board is unchanged, north moves
TEST(ChuLion, JittoReturnsToTheStartSquare) {
  Match m = game(sfen({{"6h", "N"}}));
  ASSERT_TRUE(m.play({"6h5h6h"}));
  EXPECT_EQ(m.position().at(make_square(6, 8)).kind(), find_variant("chu")->kind_named("lion"));
  EXPECT_EQ(m.position().to_move(), Seat::North);
}

// "角鹰的正前方、飞鹫的斜前方也有此能力。"
//     8  7  6  5  4
//  f  .  .  .  .  .
//  g  .  p  p  .  .
//  h  . +D +H  .  .      falcon (+H) on 6h, eagle (+D) on 7h
TEST(ChuLion, FalconForwardAndEagleDiagonallyForward) {
  const std::string start = sfen({{"6h", "+H"}, {"7h", "+D"}, {"6g", "p"}, {"8g", "p"}});
  EXPECT_EQ(play(start, {"6h6g6f"}), "OK");  // falcon: two steps straight ahead, taking on 6g
  EXPECT_EQ(play(start, {"6h6g6h"}), "OK");  // and igui along that line
  EXPECT_EQ(play(start, {"6h5g5f"}), "ILLEGAL_PIECE_MOVEMENT");  // not diagonally
  EXPECT_EQ(play(start, {"7h8g9f"}), "OK");  // eagle: two steps diagonally forward
  EXPECT_EQ(play(start, {"7h8g8f"}), "ILLEGAL_PIECE_MOVEMENT");  // the second step goes on
  EXPECT_EQ(play(start, {"7h7g7f"}), "ILLEGAL_PIECE_MOVEMENT");  // not straight ahead
}

// --- "从区外进入敌阵，或在敌阵内、离开敌阵时吃子，可升变。未升变便进入者，须吃子或离开再进入
//      才可升变。步兵、香车到最远一行也可升变。升变自由；王将、奔王、狮子不升变。" ---
// South's zone is ranks a-d.
//     7  6  5
//  c  .  .  .
//  d  .  S  .     a silver already in the zone
//  e  .  .  S     a silver outside it
TEST(ChuPromotion, FederationEnteringOrCapturing) {
  const std::string start = sfen({{"6d", "S"}, {"5e", "S"}});
  EXPECT_EQ(play(start, {"5e5d+"}), "OK");                     // entering from outside
  EXPECT_EQ(play(start, {"6d6c+"}), "ILLEGAL_CHU_PROMOTION");  // moving inside, no capture
  EXPECT_EQ(play(start, {"6d7e+"}), "ILLEGAL_CHU_PROMOTION");  // leaving, no capture
  EXPECT_EQ(play(start, {"6d6c"}), "OK");                      // never forced
  // With something to take: inside, and when leaving.
  const std::string prey = sfen({{"6d", "S"}, {"6c", "p"}, {"7e", "p"}});
  EXPECT_EQ(play(prey, {"6d6c+"}), "OK");
  EXPECT_EQ(play(prey, {"6d7e+"}), "OK");
}

//  a  .  .  .
//  b  .  P  L     pawn and lance one step from the last rank, inside the zone
TEST(ChuPromotion, PawnAndLanceOnTheLastRankMayPromote) {
  const std::string start = sfen({{"6b", "P"}, {"5b", "L"}});
  EXPECT_EQ(play(start, {"6b6a+"}), "OK");
  EXPECT_EQ(play(start, {"5b5a+"}), "OK");
  EXPECT_EQ(play(start, {"6b6a"}), "OK");  // not forced: the pawn stays, stuck
}

//  d  .  .  .
//  e  N  Q  K     lion 7e, free king 6e and south's king 5e, each entering the zone
TEST(ChuPromotion, KingFreeKingAndLionNeverPromote) {
  const std::string start =
      sfen({{"7e", "N"}, {"6e", "Q"}, {"5e", "K"}, {"12a", "k"}}, 'b', "-", true);
  EXPECT_EQ(play(start, {"7e7d+"}), "ILLEGAL_CANNOT_PROMOTE");
  EXPECT_EQ(play(start, {"6e6d+"}), "ILLEGAL_CANNOT_PROMOTE");
  EXPECT_EQ(play(start, {"5e5d+"}), "ILLEGAL_CANNOT_PROMOTE");
}

// "「同现代将棋」允许进入、内移或离开时升变。"
TEST(ChuPromotion, ModernOptionPromotesOnEveryMoveTouchingTheZone) {
  const std::string start = sfen({{"6d", "S"}});
  EXPECT_EQ(play(start, {"6d6c+"}, "chu", {"promotion=modern"}), "OK");
  EXPECT_EQ(play(start, {"6d7e+"}, "chu", {"promotion=modern"}), "OK");
}

// --- "狮子可以吃相邻狮子。有保护、相隔两格的狮子不能用狮子吃（吃掉后才打通路径的保护也计入）；
//      但途中连吃步兵、仲人以外的敌子时例外。" ---
//     7  6  5
//  e  .  p  .
//  f  .  n  .     north's lion on 6f, protected by the pawn on 6e
//  g  .  .  .
//  h  .  N  .
TEST(ChuLionTrading, ProtectedLionTwoAwayCannotBeTakenByALion) {
  const std::string start = sfen({{"6h", "N"}, {"6f", "n"}, {"6e", "p"}});
  EXPECT_EQ(play(start, {"6h6f"}), "ILLEGAL_LION_TRADE");    // the jump
  EXPECT_EQ(play(start, {"6h6g6f"}), "ILLEGAL_LION_TRADE");  // two steps through 6g
  // Unprotected, it can.
  EXPECT_EQ(play(sfen({{"6h", "N"}, {"6f", "n"}}), {"6h6f"}), "OK");
  // Another piece can take the protected lion.
  EXPECT_EQ(play(sfen({{"6h", "R"}, {"6f", "n"}, {"6e", "p"}}), {"6h6f"}), "OK");
}

//  f  .  p  .
//  g  .  n  .     adjacent lions: always allowed, protected or not
//  h  .  N  .
TEST(ChuLionTrading, AdjacentLionMayAlwaysBeTaken) {
  EXPECT_EQ(play(sfen({{"6h", "N"}, {"6g", "n"}, {"6f", "p"}}), {"6h6g"}), "OK");
  EXPECT_EQ(
      play(sfen({{"6h", "N"}, {"6g", "n"}, {"6f", "p"}}), {"6h6g"}, "chu", {"lion_trading=always"}),
      "OK");
}

// Protection that the capture itself opens:
//     7  6  5  4
//  f  .  n  .  .     north's lion on 6f
//  g  .  .  p  .     a north pawn on 5g blocks the bishop's diagonal 4h-5g-6f
//  h  .  N  .  b
//  ...
//  k  .  r  .  .     and north's rook on 6k stands behind south's lion
TEST(ChuLionTrading, ProtectionOpenedByTheCaptureCounts) {
  // Taking the pawn on 5g first opens the bishop's line to 6f; a pawn lifts no restriction.
  EXPECT_EQ(play(sfen({{"6h", "N"}, {"6f", "n"}, {"5g", "p"}, {"4h", "b"}}), {"6h5g6f"}),
            "ILLEGAL_LION_TRADE");
  // Without the bishop nothing protects 6f.
  EXPECT_EQ(play(sfen({{"6h", "N"}, {"6f", "n"}, {"5g", "p"}}), {"6h5g6f"}), "OK");
  // The lion leaving 6h opens the rook's file 6k-6f.
  EXPECT_EQ(play(sfen({{"6h", "N"}, {"6f", "n"}, {"6k", "r"}}), {"6h6f"}), "ILLEGAL_LION_TRADE");
}

//  e  .  p  .
//  f  .  n  .     protected lion on 6f; 5g holds a gold, a pawn or a go-between
//  g  .  .  x
//  h  .  N  .
TEST(ChuLionTrading, FirstTakingAPieceOtherThanPawnOrGoBetweenLiftsIt) {
  auto with = [](const std::string& piece) {
    return sfen({{"6h", "N"}, {"6f", "n"}, {"6e", "p"}, {"5g", piece}});
  };
  EXPECT_EQ(play(with("g"), {"6h5g6f"}), "OK");
  EXPECT_EQ(play(with("p"), {"6h5g6f"}), "ILLEGAL_LION_TRADE");
  EXPECT_EQ(play(with("i"), {"6h5g6f"}), "ILLEGAL_LION_TRADE");
}

// "「停用」移除全部限制 ...「一律」采江户时代规则，无论有无保护均限制。"
TEST(ChuLionTrading, OptionsOffAndAlways) {
  const std::string protected_lion = sfen({{"6h", "N"}, {"6f", "n"}, {"6e", "p"}});
  const std::string lone_lion = sfen({{"6h", "N"}, {"6f", "n"}});
  EXPECT_EQ(play(protected_lion, {"6h6f"}, "chu", {"lion_trading=off"}), "OK");
  EXPECT_EQ(play(lone_lion, {"6h6f"}, "chu", {"lion_trading=always"}), "ILLEGAL_LION_TRADE");
  EXPECT_EQ(play(lone_lion, {"6h6f"}, "chu", {"lion_trading=protected"}), "OK");
}

// "自己的狮子被非狮子的棋子吃掉后，下一手不能吃有保护的敌方狮子（先狮子）。"
//     6  5  4  3
//  e  p  .  .  .
//  f  n  .  .  .     north's lion on 6f, protected by the pawn on 6e
//  g  .  .  .  g     north's gold on 3g takes south's lion on 3h
//  h  .  .  .  N
//  ...
//  l  R  .  .  .     south's rook on 6l aims at 6f
TEST(ChuLionTrading, CounterStrikeAfterLosingALionToANonLion) {
  const std::string start =
      sfen({{"6f", "n"}, {"6e", "p"}, {"3g", "g"}, {"3h", "N"}, {"6l", "R"}}, 'w');
  Match m = game(start);
  ASSERT_TRUE(m.play({"3g3h"}));
  // The state is part of the position: SFEN's third field names the capture square.
  EXPECT_NE(m.str().find(" b 3h "), std::string::npos) << m.str();
  EXPECT_EQ(referee_test::code(m.move("6l6f")), "ILLEGAL_LION_COUNTER_STRIKE");
  // One move later the restriction is gone.
  ASSERT_TRUE(m.play({"1l1k", "12a12b", "6l6f"}));
  // An unprotected lion may be taken at once; under "always" not even that.
  const std::string lone = sfen({{"6f", "n"}, {"3g", "g"}, {"3h", "N"}, {"6l", "R"}}, 'w');
  EXPECT_EQ(play(lone, {"3g3h", "6l6f"}), "OK");
  EXPECT_EQ(play(lone, {"3g3h", "6l6f"}, "chu", {"lion_trading=always"}),
            "ILLEGAL_LION_COUNTER_STRIKE");
  // A lion taking a lion does not set the state.
  const std::string by_lion =
      sfen({{"6f", "n"}, {"6e", "p"}, {"3g", "n"}, {"3h", "N"}, {"6l", "R"}}, 'w');
  EXPECT_EQ(play(by_lion, {"3g3h", "6l6f"}), "OK");
}

// --- "可不应王手，但最后一枚王被吃就输。" / "有太子时也须吃太子" ---
//     7  6  5
//  a  .  r  .     north's rook checks south's king on 6h down the file
//  ...
//  h  .  K  .
TEST(ChuRoyals, KingMayBeLeftInCheckAndItsCaptureLoses) {
  Match g = game(sfen({{"6a", "r"}, {"6h", "K"}, {"12a", "k"}, {"2l", "P"}}, 'b', "-", true));
  ASSERT_TRUE(g.play({"2l2k"}));  // ignores the check
  ASSERT_TRUE(g.play({"6a6h"}));  // the king is taken: south has no royal left
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.result(), ended(EndReason::LastSurvivor, {2, 0, 1, 0}));
  EXPECT_EQ(referee_test::code(g.move('s', "2k2j")), "ILLEGAL_ROYAL_LOST");
  EXPECT_EQ(referee_test::code(g.move('n', "6h6g")), "ILLEGAL_GAME_OVER");
}

//  g  .  +E .     south has a king on 6h and a prince (promoted drunk elephant) on 5g
//  h  .  K  .
TEST(ChuRoyals, WithAPrinceBothRoyalsMustBeTaken) {
  // South's pawn on 1i keeps it from being bare once the king is gone.
  Match g =
      game(sfen({{"6a", "r"}, {"6h", "K"}, {"5g", "+E"}, {"5a", "r"}, {"12a", "k"}, {"1i", "P"}},
                'w', "-", true));
  ASSERT_TRUE(g.play({"6a6h"}));  // the king falls, the prince reigns
  EXPECT_FALSE(g.over());
  ASSERT_TRUE(g.play({"5g4g", "5a5b", "4g5g"}));
  ASSERT_TRUE(g.play({"5b5g"}));
  EXPECT_EQ(g.result(), ended(EndReason::LastSurvivor, {2, 0, 1, 0}));
}

// "没有合法走法的一方输，也可认输。"
//     2  1
//  a  P  K     south's king on 1a is walled in by its own pawns, which cannot move either
//  b  P  P
TEST(ChuEndings, NoLegalMoveLosesAndResignation) {
  Match g =
      game(sfen({{"1a", "K"}, {"2a", "P"}, {"1b", "P"}, {"2b", "P"}, {"12l", "k"}, {"12k", "g"}},
                'w', "-", true));
  ASSERT_TRUE(g.play({"12k11k"}));
  EXPECT_EQ(g.result(), ended(EndReason::LastSurvivor, {2, 0, 1, 0}));
  Match r = game(sfen({}));
  ASSERT_TRUE(r.resign().ok());
  EXPECT_EQ(r.result(), ended(EndReason::LastSurvivor, {2, 0, 1, 0}));
}

// --- "使对手只剩玉将（太子），在对手下一手后获胜；若那手也使自己只剩王，则和局。" ---
//     7  6  5
//  d  .  .  .
//  e  .  p  .     north's last piece besides its king (12a)
//  f  .  G  .
TEST(ChuBareKing, BaredSeatLosesAfterItsNextMove) {
  Match g = game(sfen({{"6e", "p"}, {"6f", "G"}}));
  ASSERT_TRUE(g.play({"6f6e"}));  // north is bare
  EXPECT_FALSE(g.over());
  ASSERT_TRUE(g.play({"12a12b"}));  // and still bare after its own move
  EXPECT_EQ(g.result(), ended(EndReason::BareKing, {1, 0, 2, 0}));
  // bare_king=off: the game goes on.
  Match off = game(sfen({{"6e", "p"}, {"6f", "G"}}), "chu", {"bare_king=off"});
  ASSERT_TRUE(off.play({"6f6e", "12a12b"}));
  EXPECT_FALSE(off.over());
}

//  d  .  k  .     north's king on 6d takes the gold that bared it: both bare, a draw
//  e  .  p  .
//  f  .  G  .
TEST(ChuBareKing, BaringBackIsADraw) {
  Match g = game(sfen({{"6d", "k"}, {"6e", "p"}, {"6f", "G"}, {"1l", "K"}}, 'b', "-", true));
  ASSERT_TRUE(g.play({"6f6e", "6d6e"}));
  EXPECT_EQ(g.result(), ended(EndReason::BareKing, {1, 0, 1, 0}));
}

// "自己除王外只剩未升变步兵、仲人时，须先让其中一枚升变才能胜。"
//  d  .  g  .     north's last piece on 6d, in south's zone
//  e  .  P  .     south's only piece besides its king: a pawn
TEST(ChuBareKing, OnlyPawnsAndGoBetweensMustPromoteFirst) {
  const std::string start = sfen({{"6d", "g"}, {"6e", "P"}});
  Match unpromoted = game(start);
  ASSERT_TRUE(unpromoted.play({"6e6d", "12a12b"}));
  EXPECT_FALSE(unpromoted.over());
  Match promoted = game(start);
  ASSERT_TRUE(promoted.play({"6e6d+", "12a12b"}));
  EXPECT_EQ(promoted.result(), ended(EndReason::BareKing, {1, 0, 2, 0}));
}

// "困在最远一行不能动的步兵、香车不计。"
//  e  .  p  .     north's last movable piece; its pawn on 6l and lance on 5l are stuck on
//  f  .  G  .     north's last rank
TEST(ChuBareKing, PawnsAndLancesStuckOnTheLastRankDoNotCount) {
  Match g = game(sfen({{"6e", "p"}, {"6f", "G"}, {"6l", "p"}, {"5l", "l"}}));
  ASSERT_TRUE(g.play({"6f6e", "12a12b"}));
  EXPECT_EQ(g.result(), ended(EndReason::BareKing, {1, 0, 2, 0}));
}

// --- "不能走使同一局面第四次出现的棋，但正被王手者除外。" ---
//     12 11        south's rook shuttles 11l-12l checking north's king, which shuttles
//  a  k  .         12a-11a out of check; south's king on 1l; a north pawn on 1d keeps north
//                  from being bare
//  ...
//  l  .  R
TEST(ChuRepetition, FourthOccurrenceIllegalUnlessInCheck) {
  Match g = game(sfen({{"11l", "R"}, {"1d", "p"}}));
  const std::vector<std::string> cycle = {"11l12l", "12a11a", "12l11l", "11a12a"};
  ASSERT_TRUE(g.play(referee_test::times(cycle, 2)));
  ASSERT_TRUE(g.play({"11l12l", "12a11a", "12l11l"}));
  // Ply 12 makes the start position occur the fourth time, but north is in check: allowed.
  ASSERT_TRUE(g.play({"11a12a"}));
  // Ply 13 would make the position after ply 1 occur the fourth time: south is not in check.
  EXPECT_EQ(referee_test::code(g.move("11l12l")), "ILLEGAL_REPETITION");
  EXPECT_FALSE(g.over());
}

// "手数上限：达到此手数即和局" (default: none)
TEST(ChuEndings, MoveLimitOption) {
  // A pawn each (1i, 12d): with kings alone both would be bare at once.
  Match g = game(sfen({{"1i", "P"}, {"12d", "p"}}), "chu", {"move_limit=4"});
  ASSERT_TRUE(g.play({"1l1k", "12a12b", "1k1l"}));
  EXPECT_FALSE(g.over());
  ASSERT_TRUE(g.play({"12b12a"}));
  EXPECT_EQ(g.result(), ended(EndReason::MoveLimit, {1, 0, 1, 0}));
}

// --- chu-lishogi: the points where lishogi differs (docs/chu.md) ---
TEST(ChuLishogi, CounterStrikeForbidsAnyLionButOnTheCaptureSquareAndSparesLions) {
  // Unprotected lion: chu lets the rook take it, lishogi does not.
  const std::string lone = sfen({{"6f", "n"}, {"3g", "g"}, {"3h", "N"}, {"6l", "R"}}, 'w');
  EXPECT_EQ(play(lone, {"3g3h", "6l6f"}), "OK");
  EXPECT_EQ(play(lone, {"3g3h", "6l6f"}, "chu-lishogi"), "ILLEGAL_LION_COUNTER_STRIKE");
  // A lion taking an adjacent protected lion right after: chu forbids it, lishogi allows it.
  const std::string lions =
      sfen({{"6f", "n"}, {"6e", "p"}, {"3g", "g"}, {"3h", "N"}, {"6g", "N"}}, 'w');
  EXPECT_EQ(play(lions, {"3g3h", "6g6f"}), "ILLEGAL_LION_COUNTER_STRIKE");
  EXPECT_EQ(play(lions, {"3g3h", "6g6f"}, "chu-lishogi"), "OK");
}

//     5  4
//  f  .  N     south's lion on 4f takes the pawn on 5g, then north's lion on 5h
//  g  p  .
//  h  n  .
TEST(ChuLishogi, TheTakenPawnStillProtectsForLishogi) {
  const std::string start = sfen({{"4f", "N"}, {"5g", "p"}, {"5h", "n"}});
  EXPECT_EQ(play(start, {"4f5g5h"}), "OK");
  EXPECT_EQ(play(start, {"4f5g5h"}, "chu-lishogi"), "ILLEGAL_LION_TRADE");
}

TEST(ChuLishogi, BareKingIsDecidedAtTheBaringMove) {
  // South has its king, a gold and a silver: more than one piece besides the king.
  Match g = game(sfen({{"6e", "p"}, {"6f", "G"}, {"3f", "S"}}), "chu-lishogi");
  ASSERT_TRUE(g.play({"6f6e"}));
  EXPECT_EQ(g.result(), ended(EndReason::BareKing, {1, 0, 2, 0}));
  // chu waits for north's move.
  Match c = game(sfen({{"6e", "p"}, {"6f", "G"}, {"3f", "S"}}));
  ASSERT_TRUE(c.play({"6f6e"}));
  EXPECT_FALSE(c.over());
  // A king and a prince are not bare for lishogi; they are for chu.
  const std::string prince = sfen({{"6e", "p"}, {"6f", "G"}, {"3f", "S"}, {"11a", "+e"}});
  Match lp = game(prince, "chu-lishogi");
  ASSERT_TRUE(lp.play({"6f6e", "11a11b"}));
  EXPECT_FALSE(lp.over());
  Match cp = game(prince);
  ASSERT_TRUE(cp.play({"6f6e", "11a11b"}));
  EXPECT_EQ(cp.result(), ended(EndReason::BareKing, {1, 0, 2, 0}));
}

}  // namespace
}  // namespace kifukit
