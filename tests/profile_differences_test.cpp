// For each parameter of docs/rules.md §15 on which the profiles differ: the same position and
// moves, judged by two (or more) profiles, with the exact outcome under each. Expected values are
// worked out from docs/rules.md in the comments.
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
using referee_test::times;
using referee_test::with_points;
using test_util::Board;

// --- mate_credit: checker (qdan) vs mover (page-standard) ---------------------------------------
// East's gold on 8b checks West's king on 9a; East's rook checks South's king on 7d. South's
// answer 7d7c guards 8b and West has no legal move. The only attacker of 9a is East's gold.
TEST(ProfileDiff, MateCreditCheckerVsMover) {
  Board s;
  s.pieces = {{"9a", "wK"}, {"8b", "eG"}, {"7d", "sK"}, {"1d", "eR"}, {"1i", "eK"}, {"3f", "nK"}};
  Board after = s;
  after.pieces.erase("7d");
  after.pieces["7c"] = "sK";
  after.pieces["9a"] = "xK>w";
  after.to_move = 'n';
  after.ply = 1;

  Match qdan(named("qdan"), s.str());
  EXPECT_EQ(code(qdan.move('s', "7d7c")), "OK");
  after.eliminated = "w<e";  // checker: East
  EXPECT_EQ(qdan.str(), after.str());

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('s', "7d7c")), "OK");
  after.eliminated = "w<s";  // mover: South
  EXPECT_EQ(page.str(), after.str());
}

// South's silver 9c8b and East's rook on 9i (uncovered) both check West on 9a; 8b is guarded by
// South's gold. Credit is South under both rules (the mover is among the checkers).
Board south_mates_west() {
  Board b;
  b.pieces = {{"9a", "wK"}, {"9i", "eR"}, {"9c", "sS"}, {"7c", "sG"},
              {"5h", "sK"}, {"1e", "eK"}, {"5a", "nK"}};
  return b;
}

Board south_mated_west(Board b) {
  b.pieces.erase("9c");
  b.pieces["8b"] = "sS";
  b.pieces["9a"] = "xK>w";
  b.eliminated = "w<s";
  b.to_move = 'n';
  b.ply = 1;
  return b;
}

// --- dead board pieces: inherit (qdan) vs neutral (page-standard) -------------------------------
TEST(ProfileDiff, DeadBoardPiecesInheritVsNeutral) {
  Board s = south_mates_west();
  s.pieces["7e"] = "wP";
  s.pieces["7g"] = "wR";
  Board after = south_mated_west(s);

  Match qdan(named("qdan"), s.str());
  EXPECT_EQ(code(qdan.move('s', "9c8b")), "OK");
  after.pieces["7e"] = "sP>w";
  after.pieces["7g"] = "sR>w";
  EXPECT_EQ(qdan.str(), after.str());

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('s', "9c8b")), "OK");
  after.pieces["7e"] = "xP>w";
  after.pieces["7g"] = "xR>w";
  EXPECT_EQ(page.str(), after.str());
}

// --- dead hand: to the credited seat (qdan) vs frozen (page-standard) ---------------------------
TEST(ProfileDiff, DeadHandToCreditedVsFrozen) {
  Board s = south_mates_west();
  s.hands = {"P", "RS", "-", "-"};
  Board after = south_mated_west(s);

  Match qdan(named("qdan"), s.str());
  EXPECT_EQ(code(qdan.move('s', "9c8b")), "OK");
  after.hands = {"RSP", "-", "-", "-"};
  EXPECT_EQ(qdan.str(), after.str());

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('s', "9c8b")), "OK");
  after.hands = {"P", "RS", "-", "-"};
  EXPECT_EQ(page.str(), after.str());
}

// --- end of singles: two eliminated (qdan) vs last survivor (page-standard) ---------------------
// North is out; G*1b (guarded by the pawn on 1c) mates East in the corner. qdan: the second
// elimination ends the game (South: 1 elimination, 4 pieces incl. East's dead king; West: 1
// elimination, king + North's dead king = 2: South first). page-standard: the game goes on with
// South and West, West moves.
TEST(ProfileDiff, EndTwoEliminatedVsLastSurvivor) {
  Board s;
  s.pieces = {{"5a", "xK>n"}, {"1a", "eK"}, {"1c", "sP"}, {"5i", "sK"}, {"9e", "wK"}};
  s.hands = {"G", "-", "-", "-"};
  s.eliminated = "n<w";
  Board after = s;
  after.pieces["1b"] = "sG";
  after.pieces["1a"] = "xK>e";
  after.hands[0] = "-";
  after.eliminated = "n<w,e<s";
  after.ply = 1;

  Match qdan(named("qdan"), s.str());
  EXPECT_EQ(code(qdan.move('s', "G*1b")), "OK");
  after.to_move = '-';
  EXPECT_EQ(qdan.str(), after.str());
  EXPECT_EQ(qdan.result(), ended(EndReason::TwoEliminated, {1, 2, 4, 3}));

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('s', "G*1b")), "OK");
  after.to_move = 'w';
  EXPECT_EQ(page.str(), after.str());
  EXPECT_FALSE(page.over());
}

// --- pawn-drop mate: forbidden (page-standard) vs allowed (its option) --------------------------
// P*1b attacks East's king on 1a; 2a is covered by the silver on 3b, 2b by the gold on 2c, which
// also guards 1b: East would have no legal move.
TEST(ProfileDiff, PawnDropMateForbiddenVsAllowed) {
  Board s;
  s.pieces = {{"1a", "eK"}, {"3b", "sS"}, {"2c", "sG"}, {"5i", "sK"}, {"9e", "wK"}, {"5a", "nK"}};
  s.hands = {"P", "-", "-", "-"};

  Match forbidden(named("page-standard"), s.str());
  EXPECT_EQ(code(forbidden.move('s', "P*1b")), "ILLEGAL_PAWN_DROP_MATE");
  EXPECT_EQ(forbidden.str(), s.str());

  Profile allowed_profile = named("page-standard");
  allowed_profile.pawn_drop_mate_forbidden = false;
  Match allowed(allowed_profile, s.str());
  EXPECT_EQ(code(allowed.move('s', "P*1b")), "OK");
  Board after = s;
  after.pieces["1b"] = "sP";
  after.pieces["1a"] = "xK>e";
  after.hands[0] = "-";
  after.eliminated = "e<s";
  after.to_move = 'w';
  after.ply = 1;
  EXPECT_EQ(allowed.str(), after.str());
  EXPECT_EQ(allowed.events(), "check e, out e<s");
}

// --- pawn pushed in front of a dead king: must promote (federation) vs free (page-standard) -----
// South's pawn 5d5c ends in South's zone, directly in front of North's dead king on 5b.
TEST(ProfileDiff, PawnPushedBeforeADeadKingMustPromoteVsNot) {
  Board s;
  s.pieces = {{"5b", "xK>n"}, {"5d", "sP"}, {"5i", "sK"}, {"9e", "wK"}, {"1e", "eK"}};
  s.eliminated = "n<w";
  s.ply = 20;
  Board after = s;
  after.pieces.erase("5d");
  after.to_move = 'w';
  after.ply = 21;

  Match fed(named("federation"), s.str());
  EXPECT_EQ(code(fed.move('s', "5d5c")), "ILLEGAL_MUST_PROMOTE");
  EXPECT_EQ(fed.str(), s.str());
  EXPECT_EQ(code(fed.move('s', "5d5c+")), "OK");
  after.pieces["5c"] = "s+P";
  EXPECT_EQ(fed.str(), after.str());

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('s', "5d5c")), "OK");
  after.pieces["5c"] = "sP";
  EXPECT_EQ(page.str(), after.str());
}

// South's rook 6h5h checks North's king on 5a; South's silver on 8b covers 9c next to West's king.
Board rook_and_silver() {
  Board b;
  b.pieces = {{"7i", "sK"}, {"6h", "sR"}, {"8b", "sS"}, {"9d", "wK"},
              {"5a", "nK"}, {"4a", "nG"}, {"1e", "eK"}};
  return b;
}

// --- turn order: check priority (page-standard) vs clockwise (king-capture) ---------------------
TEST(ProfileDiff, TurnOrderCheckPriorityVsClockwise) {
  Board s = rook_and_silver();
  Board after = s;
  after.pieces.erase("6h");
  after.pieces["5h"] = "sR";
  after.ply = 1;

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('s', "6h5h")), "OK");
  after.to_move = 'n';  // the checked seat jumps the queue
  EXPECT_EQ(page.str(), after.str());
  EXPECT_EQ(page.events(), "check n");

  Match kc(named("king-capture"), s.str());
  EXPECT_EQ(code(kc.move('s', "6h5h")), "OK");
  after.to_move = 'w';  // next clockwise
  EXPECT_EQ(kc.str(), after.str());
}

// --- king safety: yes (page-standard) vs no (king-capture) ---------------------------------------
// West's king steps from 9d to 9c, which South's silver on 8b attacks.
TEST(ProfileDiff, KingSafetyVsNone) {
  Board s = rook_and_silver();
  s.to_move = 'w';
  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('w', "9d9c")), "ILLEGAL_KING_LEFT_ATTACKED");
  EXPECT_EQ(page.str(), s.str());

  Match kc(named("king-capture"), s.str());
  EXPECT_EQ(code(kc.move('w', "9d9c")), "OK");
  Board after = s;
  after.pieces.erase("9d");
  after.pieces["9c"] = "wK";
  after.to_move = 'n';
  after.ply = 1;
  EXPECT_EQ(kc.str(), after.str());
}

// --- elimination: no legal move (page-standard: kings are never captured) vs king captured -------
TEST(ProfileDiff, EliminationByKingCaptureVsNoCapture) {
  Board s = rook_and_silver();
  s.pieces.erase("6h");
  s.pieces["5h"] = "sR";  // attacks North's king along file 5
  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.move('s', "5h5a")), "ILLEGAL_CAPTURE_KING");
  EXPECT_EQ(page.str(), s.str());

  Match kc(named("king-capture"), s.str());
  EXPECT_EQ(code(kc.move('s', "5h5a")), "OK");
  Board after = s;
  after.pieces.erase("5h");
  after.pieces["5a"] = "sR";
  after.pieces["4a"] = "xG>n";
  after.eliminated = "n<s";
  after.to_move = 'w';
  after.ply = 1;
  EXPECT_EQ(kc.str(), after.str());
}

// The three kings' shuffle from ply 10 with a pawn in West's hand. The start position occurs the
// 4th time at ply 18 (East's move).
Board three_kings_shuffle_west_pawn() {
  Board b = referee_test::three_kings_shuffle(10);
  b.hands = {"-", "P", "-", "-"};
  return b;
}

// --- 4-fold repetition and ranking: rank now (qdan formula), void (federation), draw
// (page-standard, king-capture: survivors share), not detected (sdin) -----------------------------
TEST(ProfileDiff, RepetitionRankVoidDrawOrIgnored) {
  Board s = three_kings_shuffle_west_pawn();
  Board ended_board = s;
  ended_board.to_move = '-';
  ended_board.ply = 28;
  Board going_on = s;
  going_on.ply = 28;

  Match qdan(named("qdan"), s.str());
  ASSERT_TRUE(qdan.play(times(kShuffle, 3)));
  EXPECT_EQ(qdan.str(), ended_board.str());
  // South eliminated a seat; West (king + pawn in hand) above East (king).
  EXPECT_EQ(qdan.result(), ended(EndReason::Repetition, {1, 2, 4, 3}));

  Match fed(named("federation"), s.str());
  ASSERT_TRUE(fed.play(times(kShuffle, 3)));
  EXPECT_EQ(fed.str(), ended_board.str());
  EXPECT_EQ(fed.result(), referee_test::void_game(EndReason::Repetition));

  for (const char* name : {"page-standard", "king-capture"}) {
    Match draw(named(name), s.str());
    ASSERT_TRUE(draw.play(times(kShuffle, 3))) << name;
    EXPECT_EQ(draw.str(), ended_board.str()) << name;
    EXPECT_EQ(draw.result(), ended(EndReason::Repetition, {1, 1, 4, 1})) << name;
  }

  Match sdin(named("sdin"), s.str());
  ASSERT_TRUE(sdin.play(times(kShuffle, 3)));
  EXPECT_EQ(sdin.str(), going_on.str());
  EXPECT_FALSE(sdin.over());
}

// --- perpetual check: illegal (qdan), draw (page-standard), not detected (sdin); federation: the
// cycle contains East's free moves, so it is no check/answer cycle and the repetition voids. ------
// South's rook checks West's king from 9e and 8e in turn (West on 9a / 8b), East shuffles.
TEST(ProfileDiff, PerpetualCheckIllegalDrawVoidOrIgnored) {
  Board s;
  s.pieces = {{"9a", "wK"}, {"9e", "sR"}, {"5i", "sK"}, {"1h", "eK"}, {"5a", "xK>n"}};
  s.eliminated = "n<s";
  s.to_move = 'w';
  s.ply = 20;
  const std::vector<std::string> cycle = {"9a8b", "1h1g", "9e8e", "8b9a", "1g1h", "8e9e"};
  auto first17 = times(cycle, 3);
  first17.pop_back();
  Board p0_ended = s;
  p0_ended.to_move = '-';
  p0_ended.ply = 38;

  Match qdan(named("qdan"), s.str());
  ASSERT_TRUE(qdan.play(first17));
  EXPECT_EQ(code(qdan.move('s', "8e9e")), "ILLEGAL_PERPETUAL_CHECK");
  EXPECT_FALSE(qdan.over());

  Match page(named("page-standard"), s.str());
  ASSERT_TRUE(page.play(first17));
  EXPECT_EQ(code(page.move('s', "8e9e")), "OK");
  EXPECT_EQ(page.str(), p0_ended.str());
  EXPECT_EQ(page.result(), ended(EndReason::Repetition, {1, 1, 4, 1}));

  Match fed(named("federation"), s.str());
  ASSERT_TRUE(fed.play(first17));
  EXPECT_EQ(code(fed.move('s', "8e9e")), "OK");
  EXPECT_EQ(code(fed.last_foul()), "OK");
  EXPECT_EQ(fed.str(), p0_ended.str());
  EXPECT_EQ(fed.result(), referee_test::void_game(EndReason::Repetition));

  Match sdin(named("sdin"), s.str());
  ASSERT_TRUE(sdin.play(first17));
  EXPECT_EQ(code(sdin.move('s', "8e9e")), "OK");
  EXPECT_FALSE(sdin.over());
}

// --- move limit: 300 plies jishogi (federation) vs 600 plies draw (page-standard) vs none -------
TEST(ProfileDiff, MoveLimitJishogiVsDrawVsNone) {
  // Ply 299: South's rook takes the neutral gold on 5c (points: South 7, West 7, East 2).
  Board j;
  j.pieces = {{"5i", "sK"},  {"5e", "sR"}, {"5c", "xG>n"}, {"1a", "xK>n"}, {"9g", "wK"},
              {"8h", "w+R"}, {"1g", "eK"}, {"2f", "eG"},   {"2h", "eS"}};
  j.hands = {"P", "2P", "-", "-"};
  j.eliminated = "n<w";
  j.ply = 299;
  Board j_after = j;
  j_after.pieces.erase("5e");
  j_after.pieces["5c"] = "sR";
  j_after.hands[0] = "GP";
  j_after.ply = 300;

  Match fed(named("federation"), j.str());
  EXPECT_EQ(code(fed.move('s', "5e5c")), "OK");
  j_after.to_move = '-';
  EXPECT_EQ(fed.str(), j_after.str());
  EXPECT_EQ(fed.result(), with_points(ended(EndReason::MoveLimit, {1, 1, 4, 3}), {7, 7, 0, 2}));

  Match page(named("page-standard"), j.str());
  EXPECT_EQ(code(page.move('s', "5e5c")), "OK");
  j_after.to_move = 'w';
  EXPECT_EQ(page.str(), j_after.str());
  EXPECT_FALSE(page.over());

  // Ply 599: page-standard draws at 600; sdin and qdan have no limit.
  Board d;
  d.pieces = {{"5i", "sK"}, {"9e", "wK"}, {"1e", "eK"}, {"5a", "xK>n"}};
  d.eliminated = "n<s";
  d.ply = 599;
  Board d_after = d;
  d_after.pieces.erase("5i");
  d_after.pieces["5h"] = "sK";
  d_after.ply = 600;
  Match page600(named("page-standard"), d.str());
  EXPECT_EQ(code(page600.move('s', "5i5h")), "OK");
  EXPECT_EQ(page600.result(), ended(EndReason::MoveLimit, {1, 1, 4, 1}));
  for (const char* name : {"sdin", "qdan"}) {
    Match none(named(name), d.str());
    EXPECT_EQ(code(none.move('s', "5i5h")), "OK") << name;
    d_after.to_move = 'w';
    EXPECT_EQ(none.str(), d_after.str()) << name;
    EXPECT_FALSE(none.over()) << name;
  }
}

// --- entering-king declaration: from ply 251 (federation) vs never (page-standard) ---------------
TEST(ProfileDiff, DeclarationFederationVsNone) {
  Board s;
  s.pieces = {{"5b", "sK"}, {"9h", "wK"}, {"8g", "wG"}, {"1a", "nK"},
              {"1i", "eK"}, {"2e", "eR"}, {"3g", "eP"}};
  s.hands = {"R", "-", "-", "-"};
  s.ply = 250;

  Match fed(named("federation"), s.str());
  EXPECT_EQ(code(fed.declare('s')), "OK");
  EXPECT_EQ(fed.result(), with_points(ended(EndReason::Declaration, {2, 3, 4, 1}), {5, 1, 0, 6}));

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.declare('s')), "ILLEGAL_DECLARATION");
  EXPECT_EQ(page.str(), s.str());
  EXPECT_FALSE(page.over());
}

// --- resignation: never (qdan) vs foul with 3+ alive (federation) vs own turn (page-standard) ----
TEST(ProfileDiff, ResignationNeverVsFoulVsPlain) {
  Board s;
  s.pieces = {{"5i", "sK"}, {"9e", "wK"}, {"5a", "nK"}, {"1e", "eK"}};
  s.ply = 12;
  Board after = s;
  after.pieces["5i"] = "xK>s";
  after.to_move = 'w';

  Match qdan(named("qdan"), s.str());
  EXPECT_EQ(code(qdan.resign('s')), "ILLEGAL_RESIGNATION");
  EXPECT_EQ(qdan.str(), s.str());

  Match fed(named("federation"), s.str());
  EXPECT_EQ(code(fed.resign('s')), "OK");
  after.eliminated = "s<w";
  EXPECT_EQ(fed.str(), after.str());
  EXPECT_EQ(code(fed.last_foul()), "FOUL_RESIGNATION");

  Match page(named("page-standard"), s.str());
  EXPECT_EQ(code(page.resign('s')), "OK");
  after.eliminated = "s";
  EXPECT_EQ(page.str(), after.str());
  EXPECT_EQ(code(page.last_foul()), "OK");
  EXPECT_EQ(page.events(), "out s");
}

// --- three-on-one ban: federation (4 alive) vs none (page-standard) ------------------------------
// South takes North's gold, West North's rook, North pushes a pawn; East's gold 2c2b takes
// North's silver: a third attack on North.
TEST(ProfileDiff, ThreeOnOneBanVsNone) {
  Board s;
  s.pieces = {{"1a", "nK"}, {"1b", "nP"}, {"2b", "nS"}, {"5c", "nG"}, {"7c", "nR"},
              {"9b", "nP"}, {"5i", "sK"}, {"5d", "sG"}, {"9g", "wK"}, {"8c", "wG"},
              {"1g", "eK"}, {"3b", "eS"}, {"2c", "eG"}};
  s.hands = {"-", "-", "-", "G"};
  const std::vector<std::string> prefix = {"5d5c", "8c7c", "9b9c"};

  Match fed(named("federation"), s.str());
  ASSERT_TRUE(fed.play(prefix));
  EXPECT_EQ(code(fed.move('e', "2c2b")), "ILLEGAL_THREE_ON_ONE");

  Match page(named("page-standard"), s.str());
  ASSERT_TRUE(page.play(prefix));
  EXPECT_EQ(code(page.move('e', "2c2b")), "OK");
  Board after;
  after.pieces = {{"1a", "nK"}, {"1b", "nP"}, {"2b", "eG"}, {"3b", "eS"}, {"9c", "nP"},
                  {"5c", "sG"}, {"5i", "sK"}, {"7c", "wG"}, {"9g", "wK"}, {"1g", "eK"}};
  after.hands = {"G", "R", "-", "GS"};
  after.to_move = 's';  // nobody in check: next clockwise
  after.ply = 4;
  EXPECT_EQ(page.str(), after.str());
}

// --- doubles: qdan (no attack on the partner, capturing it allowed) vs federation (partner
// immune: never checked, never captured) ----------------------------------------------------------
TEST(ProfileDiff, DoublesQdanVsFederation) {
  Board s;
  s.pieces = {{"5i", "sK"}, {"4e", "sR"}, {"5a", "nK"}, {"4c", "nP"}, {"9g", "wK"}, {"1g", "eK"}};
  Match qdan_attack(doubles_of("qdan"), s.str());
  EXPECT_EQ(code(qdan_attack.move('s', "4e5e")), "ILLEGAL_ATTACK_ON_PARTNER");
  Match fed_attack(doubles_of("federation"), s.str());
  EXPECT_EQ(code(fed_attack.move('s', "4e5e")), "OK");
  EXPECT_EQ(fed_attack.position().to_move(), Seat::West);

  Match qdan_capture(doubles_of("qdan"), s.str());
  EXPECT_EQ(code(qdan_capture.move('s', "4e4c")), "OK");
  Match fed_capture(doubles_of("federation"), s.str());
  EXPECT_EQ(code(fed_capture.move('s', "4e4c")), "ILLEGAL_CAPTURE_PARTNER");
}

}  // namespace
}  // namespace kifukit
