// Endings by counting (rules/endings.hpp): jishogi points, the entering-king declaration with the
// CSA 27-point conditions (docs/rules.md §9.4.1), the impasse of standard shogi (§9.6, seed 004),
// and the rule constants that are profile parameters (repetition counts, agreed draw). Every
// expected value is counted by hand in the comments.
#include <gtest/gtest.h>

#include "rules/data/profile_registry.hpp"
#include "rules/endings.hpp"
#include "tests/referee_game_util.hpp"

namespace kifukit {
namespace {

using referee_test::code;
using referee_test::ended;
using referee_test::Match;
using referee_test::named;
using referee_test::sfen;
using referee_test::times;

// standard with the CSA declaration (docs/profiles/standard-csa.yaml).
Profile standard_csa() {
  Profile p = named("standard");
  p.declaration_from_ply = 1;
  p.declaration_pieces_in_zone = 10;
  p.declaration_points_south = 28;
  p.declaration_points_others = 27;
  p.declaration_result = DeclarationResult::DeclarerWins;
  return p;
}

// ---------------------------------------------------------------------------------------------
// Jishogi points

TEST(JishogiPoints, StartPositions) {
  // Standard: R B (5 + 5) and 17 minor pieces (2 G, 2 S, 2 N, 2 L, 9 P): 27 each.
  const Position standard = start_position(standard_variant());
  EXPECT_EQ(jishogi_points(standard, named("standard"), Seat::South), 27);
  EXPECT_EQ(jishogi_points(standard, named("standard"), Seat::North), 27);
  // Four-player: R (5), 2 G, 2 S, 3 P (7): 12 for every seat (federation counts R and +R 5).
  const Position yonin = start_position(yonin_variant());
  for (Seat s : {Seat::South, Seat::West, Seat::North, Seat::East})
    EXPECT_EQ(jishogi_points(yonin, named("federation"), s), 12) << seat_name(s);
}

TEST(JishogiPoints, TheValuesAreTheProfiles) {
  // Sente: +R on 5e and 3 pawns in hand; gote: +B on 5c; kings on 5i and 5a.
  const Position pos = sfen("4k4/9/4+b4/9/4+R4/9/9/9/4K4 b 3P 1");
  const Profile standard = named("standard");
  EXPECT_EQ(jishogi_points(pos, standard, Seat::South), 8);  // 5 + 3
  EXPECT_EQ(jishogi_points(pos, standard, Seat::North), 5);
  Profile p = standard;
  p.jishogi_values = "+R=10 P=2";                      // no '*': every other kind 0
  EXPECT_EQ(jishogi_points(pos, p, Seat::South), 16);  // 10 + 3 x 2
  EXPECT_EQ(jishogi_points(pos, p, Seat::North), 0);
}

// ---------------------------------------------------------------------------------------------
// The CSA declaration. Sente's king on 5b in the enemy camp with ten pieces there:
//   9 8 7 6 5 4 3 2 1
//   . . . G . G . . .  a
//   . . S . K . S . .  b
//   L N R . . . B N L  c
//   (ranks d-h empty)
//   . . . . k . . . .  i
// In the zone: R, B (5 + 5) and G G S S N N L L (8): 10 pieces, 18 points.
constexpr const char* kSenteCamp = "3G1G3/2S1K1S2/LNR3BNL/9/9/9/9/9/4k4 b ";

TEST(CsaDeclaration, SenteWithTwentyEightPointsWins) {
  // Hand R B: 18 + 10 = 28, sente's threshold.
  Match m(standard_csa(), sfen(std::string(kSenteCamp) + "RB 101"));
  EXPECT_EQ(code(m.declare('s')), "OK");
  EXPECT_TRUE(m.over());
  EXPECT_EQ(m.result(), ended(EndReason::Declaration, {1, 0, 2, 0}));
}

TEST(CsaDeclaration, SenteWithTwentySevenPointsMayNot) {
  // Hand B and 4 P: 18 + 5 + 4 = 27, one short of sente's 28.
  const Position pos = sfen(std::string(kSenteCamp) + "B4P 101");
  EXPECT_EQ(declaration_failure(pos, Seat::South, standard_csa()),
            "27 points in the zone and in hand, the declaration needs 28");
  Match m(standard_csa(), pos);
  EXPECT_EQ(code(m.declare('s')), "ILLEGAL_DECLARATION");
  EXPECT_FALSE(m.over());
}

TEST(CsaDeclaration, GoteNeedsTwentySeven) {
  // The same camp turned around for gote (king 5h, pieces on ranks g-i), hand b and 4 p: 27.
  const Position pos = sfen("4K4/9/9/9/9/9/lnb3rnl/2s1k1s2/3g1g3 w b4p 100");
  EXPECT_EQ(declaration_failure(pos, Seat::North, standard_csa()), std::nullopt);
  Match m(standard_csa(), pos);
  EXPECT_EQ(code(m.declare('n')), "OK");
  EXPECT_EQ(m.result(), ended(EndReason::Declaration, {2, 0, 1, 0}));
}

TEST(CsaDeclaration, EachConditionOnItsOwn) {
  // Nine pieces: the silver on 3b is in hand instead (the points stay 18 + 5 + 5 = 28).
  EXPECT_EQ(declaration_failure(sfen("3G1G3/2S1K4/LNR3BNL/9/9/9/9/9/4k4 b RBS 101"), Seat::South,
                                standard_csa()),
            "9 pieces besides the king in the zone, the declaration needs 10");
  // The king on 5d, outside the zone (ranks a-c).
  EXPECT_EQ(declaration_failure(sfen("3G1G3/2S3S2/LNR3BNL/4K4/9/9/9/9/4k4 b RB 101"), Seat::South,
                                standard_csa()),
            "the sente king is not in its promotion zone");
  // In check: gote's rook on 5e attacks the king on 5b up the empty file.
  EXPECT_EQ(declaration_failure(sfen("3G1G3/2S1K1S2/LNR3BNL/9/4r4/9/9/9/4k4 b RB 101"), Seat::South,
                                standard_csa()),
            "sente is in check");
  // Before the first move (declaration_from_ply 1).
  EXPECT_EQ(
      declaration_failure(sfen(std::string(kSenteCamp) + "RB 1"), Seat::South, standard_csa()),
      "a declaration needs 1 moves played, there are 0");
  // The standard profile has no declaration.
  EXPECT_EQ(
      declaration_failure(sfen(std::string(kSenteCamp) + "RB 101"), Seat::South, named("standard")),
      "the profile has no entering-king declaration");
}

// ---------------------------------------------------------------------------------------------
// Impasse (持将棋), standard: both kings entered, a side under 24 points loses.

TEST(Impasse, UnderTwentyFourLoses) {
  // Kings on 5b (sente, in its zone) and 5h (gote, in its zone); everything else in hand.
  // Sente: 2 R 2 B (20) + 4 G 4 S 4 N 4 L 8 P (24) = 44; gote: 10 P = 10, under 24.
  const ImpasseJudgement j =
      judge_impasse(sfen("9/4K4/9/9/9/9/9/4k4/9 b 2R2B4G4S4N4L8P10p 1"), named("standard"));
  EXPECT_EQ(j.not_allowed, std::nullopt);
  EXPECT_EQ(j.points[index(Seat::South)], 44);
  EXPECT_EQ(j.points[index(Seat::North)], 10);
  EXPECT_EQ(j.loser, index(Seat::North));
}

TEST(Impasse, TwentyFourEachIsADraw) {
  // Sente: 2 R (10) + 4 G 4 S 4 N 2 L (14) = 24, exactly the line; gote: 2 B (10) + 2 L 18 P
  // (20) = 30. Nobody under 24: a draw.
  const ImpasseJudgement j =
      judge_impasse(sfen("9/4K4/9/9/9/9/9/4k4/9 b 2R4G4S4N2L2b2l18p 1"), named("standard"));
  EXPECT_EQ(j.not_allowed, std::nullopt);
  EXPECT_EQ(j.points[index(Seat::South)], 24);
  EXPECT_EQ(j.points[index(Seat::North)], 30);
  EXPECT_EQ(j.loser, -1);
}

TEST(Impasse, BothKingsMustHaveEntered) {
  // Gote's king on 5f is outside its zone (ranks g-i).
  EXPECT_EQ(judge_impasse(sfen("9/4K4/9/9/9/4k4/9/9/9 b 2R2B 1"), named("standard")).not_allowed,
            "the gote king is not in its promotion zone");
  // The four-player profiles have no impasse rule.
  EXPECT_EQ(judge_impasse(start_position(yonin_variant()), named("page-standard")).not_allowed,
            "the profile has no impasse rule");
}

// ---------------------------------------------------------------------------------------------
// Rule constants as parameters

// Kings shuffle without check (as in referee_endings_test): the start position occurs at plies
// 0, 4, 8 and 12. With repetition_count 3 the game ends drawn at ply 8, not 12.
TEST(RuleParameters, RepetitionCount) {
  Profile p = named("standard");
  p.repetition_count = 3;
  Match m(p, sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
  ASSERT_TRUE(m.play(times({"5i5h", "5a5b", "5h5i", "5b5a"}, 2)));
  EXPECT_TRUE(m.over());
  EXPECT_EQ(m.result(), ended(EndReason::Repetition, {1, 0, 1, 0}));
  EXPECT_EQ(m.position().ply(), 8);
}

TEST(RuleParameters, AgreedDraw) {
  Profile p = named("standard");
  p.agreed_draw = false;
  Match m(p, start_position(standard_variant()));
  EXPECT_EQ(code(m.agree_draw('s')), "ILLEGAL_AGREED_DRAW");
  Match allowed(named("standard"), start_position(standard_variant()));
  EXPECT_EQ(code(allowed.agree_draw('s')), "OK");
  EXPECT_EQ(allowed.result(), ended(EndReason::AgreedDraw, {1, 0, 1, 0}));
  // qdan allows no agreed draw (it allows no resignation either).
  EXPECT_FALSE(named("qdan").agreed_draw);
}

}  // namespace
}  // namespace kifukit
