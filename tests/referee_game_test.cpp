// Game-level Referee rules of the qdan and federation profiles (docs/rules.md §7-§13): complete
// short games from hand-built positions, asserting the verdicts, the resulting position strings,
// the results and the fouls. Every expected value is worked out from docs/rules.md in the comments.
// Squares: file 9 = West edge, file 1 = East edge, rank a = North edge, rank i = South edge.
// Facings: South up (to rank a), West right (to file 1), North down, East left (to file 9).
#include <gtest/gtest.h>

#include "tests/referee_game_util.hpp"

namespace kifukit {
namespace {

using referee_test::code;
using referee_test::ended;
using referee_test::Match;
using referee_test::named;
using referee_test::times;
using referee_test::with_points;
using test_util::Board;

// =============================================================================================
// qdan

// East's gold on 8b checks West's king on 9a (it attacks 9a, 9b, 9c, 8a, 8c, 7b); East's rook on 1d
// checks South's king on 7d along rank d, so South answers first (it is first clockwise after
// East). 7d7c answers the check and guards 8b, West's only escape (its king would capture the
// gold). West has no legal move: its rook (9g) and pawn (6g) cannot take the gold, drops cannot
// block a contact check.
Board east_gold_mates_west_after_south_answers() {
  Board b;
  b.pieces = {{"9a", "wK"}, {"8b", "eG"}, {"9g", "wR"}, {"6g", "wP"},
              {"7d", "sK"}, {"1d", "eR"}, {"1i", "eK"}, {"3f", "nK"}};
  b.hands = {"-", "GP", "-", "P"};
  b.ply = 30;
  return b;
}

// qdan mate_credit checker: the only piece attacking West's king is East's gold (South's king on
// 7c attacks 8b, not 9a), so East is credited although South moved. Inherit: West's rook and pawn
// become East's and keep West's facing (eR>w, eP>w); West's hand G P goes to East (P + G P = G 2P).
// Nobody is in check afterwards; West is out, so North moves.
TEST(RefereeQdan, CheckerCreditGoesToTheAttackingPiecesOwnerWhoInheritsBoardAndHand) {
  Board s = east_gold_mates_west_after_south_answers();
  Match m(named("qdan"), s.str());
  EXPECT_EQ(code(m.move('s', "7d7c")), "OK");
  Board after = s;
  after.pieces.erase("7d");
  after.pieces["7c"] = "sK";
  after.pieces["9a"] = "xK>w";
  after.pieces["9g"] = "eR>w";
  after.pieces["6g"] = "eP>w";
  after.hands = {"-", "-", "-", "G2P"};
  after.eliminated = "w<e";
  after.to_move = 'n';
  after.ply = 31;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "check w, out w<e");
  EXPECT_FALSE(m.over());
  EXPECT_EQ(m.result(), GameResult{});
}

// South's silver 9c8b checks West's king on 9a itself (forward diagonal) and uncovers East's rook
// on 9i along file 9: a double check. 8a (silver), 9b (rook) are attacked and 8b is guarded by
// South's gold on 7c. Two owners attack the king, the mover among them: South is credited. West's
// rook and pawn become South's with West's facing (sR>w, sP>w) and its hand S goes to South.
Board south_and_east_mate_west() {
  Board b;
  b.pieces = {{"9a", "wK"}, {"9i", "eR"}, {"9c", "sS"}, {"7c", "sG"}, {"5h", "sK"},
              {"1e", "eK"}, {"5a", "nK"}, {"7e", "wP"}, {"7g", "wR"}};
  b.hands = {"-", "S", "-", "-"};
  b.ply = 12;
  return b;
}

TEST(RefereeQdan, CheckerCreditGoesToTheMoverWhenItsPieceAttacksToo) {
  Board s = south_and_east_mate_west();
  Match m(named("qdan"), s.str());
  EXPECT_EQ(code(m.move('s', "9c8b")), "OK");
  Board after = s;
  after.pieces.erase("9c");
  after.pieces["8b"] = "sS";
  after.pieces["9a"] = "xK>w";
  after.pieces["7e"] = "sP>w";
  after.pieces["7g"] = "sR>w";
  after.hands = {"S", "-", "-", "-"};
  after.eliminated = "w<s";
  after.to_move = 'n';
  after.ply = 13;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "check w, out w<s");
  EXPECT_FALSE(m.over());
}

// The second elimination ends a qdan game. North is already out; South drops G*1b on East's king
// in the corner 1a: the gold attacks 1a, 2a and 2b, and South's pawn on 1c guards 1b. East is out,
// credited to South (its gold is the checker). Dead kings stay: xK>e on 1a.
Board second_elimination(const std::string& north_out) {
  Board b;
  b.pieces = {{"5a", "xK>n"}, {"1a", "eK"}, {"1c", "sP"}, {"5i", "sK"}, {"9e", "wK"}};
  b.hands = {"G", "-", "-", "-"};
  b.eliminated = north_out;
  b.ply = 40;
  return b;
}

Board after_second_elimination(Board b) {
  b.hands[0] = "-";
  b.pieces["1b"] = "sG";
  b.pieces["1a"] = "xK>e";
  b.to_move = '-';
  b.eliminated += ",e<s";
  b.ply = 41;
  return b;
}

// Tie-break 1, seats eliminated: North went out credited to East, so South (1 elimination) ranks
// above West (0) although West has more pieces (king + R 2G 2S in hand = 6 against South's king,
// gold, pawn, inherited pawn sP>e and East's dead king = 5). Then East (out later) 3, North 4.
TEST(RefereeQdan, TwoEliminatedEndRanksBySeatsEliminatedFirst) {
  Board s = second_elimination("n<e");
  s.pieces["5e"] = "eP";
  s.hands[1] = "R2G2S";
  Match m(named("qdan"), s.str());
  EXPECT_EQ(code(m.move('s', "G*1b")), "OK");
  Board after = after_second_elimination(s);
  after.pieces["5e"] = "sP>e";
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "check e, out e<s, end");
  EXPECT_EQ(m.result(), ended(EndReason::TwoEliminated, {1, 2, 4, 3}));
  EXPECT_EQ(qdan_piece_count(m.position(), Seat::South), 5);
  EXPECT_EQ(qdan_piece_count(m.position(), Seat::West), 6);
  // After the end every move or event is illegal.
  EXPECT_EQ(code(m.move('w', "9e9d")), "ILLEGAL_GAME_OVER");
  EXPECT_EQ(m.str(), after.str());
}

// Tie-break 2, piece count: both survivors eliminated one seat. West (North, earlier) has its king,
// the inherited gold wG>n and silver wS>n, a pawn in hand and North's dead king = 5; South has its
// king, gold, pawn and East's dead king = 4. West ranks first although South's elimination came
// later. (Without the inherited pieces or the hand West would not be ahead.)
TEST(RefereeQdan, TwoEliminatedEndRanksByPieceCountNext) {
  Board s = second_elimination("n<w");
  s.pieces["7c"] = "wG>n";
  s.pieces["8g"] = "wS>n";
  s.hands[1] = "P";
  Match m(named("qdan"), s.str());
  EXPECT_EQ(code(m.move('s', "G*1b")), "OK");
  EXPECT_EQ(m.str(), after_second_elimination(s).str());
  EXPECT_EQ(m.result(), ended(EndReason::TwoEliminated, {2, 1, 4, 3}));
  EXPECT_EQ(qdan_piece_count(m.position(), Seat::South), 4);
  EXPECT_EQ(qdan_piece_count(m.position(), Seat::West), 5);
}

// Tie-break 3, the later last elimination: one elimination each and 4 pieces each (West: king,
// wG>n, pawn in hand, North's dead king; South: king, gold, pawn, East's dead king). South's
// elimination came later: South first.
TEST(RefereeQdan, TwoEliminatedEndRanksByLaterLastEliminationThen) {
  Board s = second_elimination("n<w");
  s.pieces["7c"] = "wG>n";
  s.hands[1] = "P";
  Match m(named("qdan"), s.str());
  EXPECT_EQ(code(m.move('s', "G*1b")), "OK");
  EXPECT_EQ(m.str(), after_second_elimination(s).str());
  EXPECT_EQ(m.result(), ended(EndReason::TwoEliminated, {1, 2, 4, 3}));
  EXPECT_EQ(qdan_piece_count(m.position(), Seat::South), 4);
  EXPECT_EQ(qdan_piece_count(m.position(), Seat::West), 4);
}

// Three kings shuffle without any check; North is out (credited to South). The start position
// occurs again after every 6 plies; East's 18th move makes its 4th occurrence.
Board three_kings_shuffle() {
  Board b;
  b.pieces = {{"5i", "sK"}, {"9e", "wK"}, {"1e", "eK"}, {"5a", "xK>n"}};
  b.hands = {"-", "P", "-", "-"};
  b.eliminated = "n<s";
  b.ply = 10;
  return b;
}
const std::vector<std::string> kThreeKingsShuffle = {"5i5h", "9e9d", "1e1d",
                                                     "5h5i", "9d9e", "1d1e"};

// qdan: 4-fold repetition ranks now and ends. South eliminated a seat: first. West (king + pawn in
// hand = 2) above East (king = 1). North, out, last.
TEST(RefereeQdan, RepetitionRanksAndEnds) {
  Board s = three_kings_shuffle();
  Match m(named("qdan"), s.str());
  auto cycle = times(kThreeKingsShuffle, 3);
  cycle.pop_back();
  ASSERT_TRUE(m.play(cycle));
  EXPECT_FALSE(m.over());
  EXPECT_EQ(code(m.move('e', "1d1e")), "OK");
  Board after = s;
  after.to_move = '-';
  after.ply = 28;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), ended(EndReason::Repetition, {1, 2, 4, 3}));
}

// West's king on 9a is in check from South's rook on 9e (North out, credited to South). West
// steps to 8b, East shuffles its king, South checks again from 8e (file 8), West steps back to
// 9a, East shuffles back and South's 8e9e checks again: the start position again, every 6 plies.
Board rook_checks_west() {
  Board b;
  b.pieces = {{"9a", "wK"}, {"9e", "sR"}, {"5i", "sK"}, {"1h", "eK"}, {"5a", "xK>n"}};
  b.eliminated = "n<s";
  b.to_move = 'w';
  b.ply = 20;
  return b;
}
const std::vector<std::string> kRookChecks = {"9a8b", "1h1g", "9e8e", "8b9a", "1g1h", "8e9e"};
// The same cycle, but South's rook goes to 7e (no check) before checking from 9e again.
const std::vector<std::string> kRookChecksOnce = {"9a8b", "1h1g", "9e7e", "8b9a", "1g1h", "7e9e"};

// South gave check with every one of its moves since the start position first occurred, so its
// move that would make that position occur the 4th time (ply 18) is illegal; nothing changes and
// South must vary.
TEST(RefereeQdan, PerpetualCheckByTheCheckerIsIllegalAtTheFourthOccurrence) {
  Board s = rook_checks_west();
  Match m(named("qdan"), s.str());
  auto cycle = times(kRookChecks, 3);
  cycle.pop_back();
  ASSERT_TRUE(m.play(cycle));
  Board before = s;
  before.pieces.erase("9e");
  before.pieces["8e"] = "sR";
  before.to_move = 's';
  before.ply = 37;
  ASSERT_EQ(m.str(), before.str());
  const std::string events_before = m.events();  // the cycle's checks
  ASSERT_FALSE(events_before.empty());
  const Verdict v = m.move('s', "8e9e");
  EXPECT_EQ(code(v), "ILLEGAL_PERPETUAL_CHECK");
  EXPECT_EQ(m.str(), before.str());
  // The refused move would have checked West: no "check w" of it joins the list, and the
  // earlier events stay.
  EXPECT_EQ(m.events(), events_before);
  EXPECT_FALSE(m.over());
  // Another move is fine: 8e7e gives no check, West moves next.
  EXPECT_EQ(code(m.move('s', "8e7e")), "OK");
  EXPECT_FALSE(m.over());
  EXPECT_EQ(m.position().to_move(), Seat::West);
}

// The same 4-fold repetition without continuous check (South's 9e7e is no check) ends the game
// and ranks: South (one elimination) first; West and East (no elimination, one piece each, no
// elimination time) are equal in every key and share rank 2; North (out) 4.
TEST(RefereeQdan, RepetitionWithoutContinuousCheckEndsAndEqualSurvivorsShareARank) {
  Board s = rook_checks_west();
  Match m(named("qdan"), s.str());
  ASSERT_TRUE(m.play(times(kRookChecksOnce, 3)));
  Board after = s;
  after.to_move = '-';
  after.ply = 38;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), ended(EndReason::Repetition, {1, 2, 4, 2}));
}

// qdan's `--option move_limit=N`: reaching the limit ranks by the qdan formula (South one
// elimination, West 2 pieces, East 1, North out).
TEST(RefereeQdan, MoveLimitOptionRanksByTheQdanFormula) {
  Profile p = named("qdan");
  EXPECT_EQ(p.move_limit, 0);
  p.move_limit = 30;
  Board s = three_kings_shuffle();
  s.ply = 29;
  Match m(p, s.str());
  EXPECT_EQ(code(m.move('s', "5i5h")), "OK");
  EXPECT_EQ(m.result(), ended(EndReason::MoveLimit, {1, 2, 4, 3}));
}

TEST(RefereeQdan, ResignationIsIllegal) {
  Board s = three_kings_shuffle();
  Match m(named("qdan"), s.str());
  EXPECT_EQ(code(m.resign('s')), "ILLEGAL_RESIGNATION");
  EXPECT_EQ(m.str(), s.str());
  EXPECT_FALSE(m.over());
  EXPECT_TRUE(m.game().history().empty());
}

// =============================================================================================
// federation

// North and East are out. G*9b mates West in the corner (8a, 8b attacked by the gold, 9b guarded
// by the pawn on 9c). federation: credit to the mover, West's pawn becomes neutral (xP>w), its
// hand P stays frozen with it. One seat left: the game ends. South 1, then the later eliminated:
// West 2, East 3, North 4.
TEST(RefereeFederation, LastSurvivorEndsTheGame) {
  Board s;
  s.pieces = {{"9a", "wK"}, {"5e", "wP"},   {"9c", "sP"},
              {"5i", "sK"}, {"5a", "xK>n"}, {"1e", "xK>e"}};
  s.hands = {"G", "P", "-", "-"};
  s.eliminated = "n<s,e<w";
  s.ply = 50;
  Match m(named("federation"), s.str());
  EXPECT_EQ(code(m.move('s', "G*9b")), "OK");
  Board after = s;
  after.pieces["9b"] = "sG";
  after.pieces["9a"] = "xK>w";
  after.pieces["5e"] = "xP>w";
  after.hands = {"-", "P", "-", "-"};
  after.eliminated = "n<s,e<w,w<s";
  after.to_move = '-';
  after.ply = 51;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "check w, out w<s, end");
  EXPECT_EQ(m.result(), ended(EndReason::LastSurvivor, {1, 2, 4, 3}));
}

// Ply 299: South's rook takes North's neutral gold, the 300th ply: jishogi. Points (R, +R 5, other
// non-king pieces 1, board + hand): South R + G P in hand = 7; West +R + 2P = 7; East G S = 2;
// North (out, no pieces) 0. Survivors by points, ties share: South 1, West 1, East 3; North 4.
Board jishogi_at_299() {
  Board b;
  b.pieces = {{"5i", "sK"},  {"5e", "sR"}, {"5c", "xG>n"}, {"1a", "xK>n"}, {"9g", "wK"},
              {"8h", "w+R"}, {"1g", "eK"}, {"2f", "eG"},   {"2h", "eS"}};
  b.hands = {"P", "2P", "-", "-"};
  b.eliminated = "n<w";
  b.ply = 299;
  return b;
}

TEST(RefereeFederation, JishogiAtPly300RanksSurvivorsByPoints) {
  Board s = jishogi_at_299();
  Match m(named("federation"), s.str());
  EXPECT_EQ(code(m.move('s', "5e5c")), "OK");
  Board after = s;
  after.pieces.erase("5e");
  after.pieces["5c"] = "sR";
  after.hands[0] = "GP";
  after.to_move = '-';
  after.ply = 300;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), with_points(ended(EndReason::MoveLimit, {1, 1, 4, 3}), {7, 7, 0, 2}));
}

// South's king on 5b is inside its promotion zone (ranks a-c), not in check, and has moves.
// Points: South R in hand 5, West G 1, North 0, East R P 6: East 1, South 2, West 3, North 4.
Board declaration_position() {
  Board b;
  b.pieces = {{"5b", "sK"}, {"9h", "wK"}, {"8g", "wG"}, {"1a", "nK"},
              {"1i", "eK"}, {"2e", "eR"}, {"3g", "eP"}};
  b.hands = {"R", "-", "-", "-"};
  b.ply = 250;
  return b;
}

// Reading of "after ply 250" / "from ply 251": the declaration is the 251st ply, i.e. it is valid
// once 250 plies have been played (position ply 250) and invalid at position ply 249. The
// declaration is an event, not a move: the ply stays 250.
TEST(RefereeFederation, DeclarationAfterPly250EndsByPoints) {
  Board s = declaration_position();
  Match m(named("federation"), s.str());
  EXPECT_EQ(code(m.declare('s')), "OK");
  Board after = s;
  after.to_move = '-';
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), with_points(ended(EndReason::Declaration, {2, 3, 4, 1}), {5, 1, 0, 6}));
}

TEST(RefereeFederation, DeclarationIsIllegalEarlyOutsideTheZoneInCheckOrOutOfTurn) {
  Board early = declaration_position();
  early.ply = 249;
  Board outside = declaration_position();
  outside.pieces.erase("5b");
  outside.pieces["5d"] = "sK";  // rank d: outside South's zone
  Board checked = declaration_position();
  checked.pieces["9b"] = "wR";  // checks 5b along rank b
  for (const Board& b : {early, outside, checked}) {
    Match m(named("federation"), b.str());
    EXPECT_EQ(code(m.declare('s')), "ILLEGAL_DECLARATION") << b.str();
    EXPECT_EQ(m.str(), b.str());
    EXPECT_FALSE(m.over());
    EXPECT_EQ(m.result(), GameResult{});
  }
  Match m(named("federation"), declaration_position().str());
  Verdict v = m.declare('w');
  EXPECT_EQ(code(v), "ILLEGAL_NOT_YOUR_TURN");
  EXPECT_EQ(v.expected, Seat::South);
}

// federation: the 4-fold repetition of a cycle without checks ends the game as void: no ranks.
TEST(RefereeFederation, RepetitionVoidsTheGame) {
  Board s = three_kings_shuffle();
  Match m(named("federation"), s.str());
  ASSERT_TRUE(m.play(times(kThreeKingsShuffle, 3)));
  Board after = s;
  after.to_move = '-';
  after.ply = 28;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.result(), referee_test::void_game(EndReason::Repetition));
}

// Only South and West are alive: every move of the cycle is South's check or West's answer.
//   P0 (start, West to move) occurs at plies 0, 4, 8, 12, 16 (South's 8e9e each time);
//   P2 (king 8b, rook 8e) occurs at plies 2, 6, 10, 14 (South's 9e8e).
Board perpetual_two_alive() {
  Board b;
  b.pieces = {{"9a", "wK"}, {"9e", "sR"}, {"5i", "sK"}, {"5a", "xK>n"}, {"1h", "xK>e"}};
  b.eliminated = "n<s,e<s";
  b.to_move = 'w';
  b.ply = 20;
  return b;
}
const std::vector<std::string> kTwoSeatChecks = {"9a8b", "9e8e", "8b9a", "8e9e"};

// The checker's move making the 4th occurrence is a foul (FOUL_PERPETUAL_CHECK) and the game goes
// on; the checker's move making a 5th occurrence is illegal (ILLEGAL_PERPETUAL_CHECK).
TEST(RefereeFederation, PerpetualCheckIsAFoulAtTheFourthAndIllegalAtTheFifthOccurrence) {
  Board s = perpetual_two_alive();
  Match m(named("federation"), s.str());
  auto first = times(kTwoSeatChecks, 3);
  first.pop_back();
  ASSERT_TRUE(m.play(first));
  for (const PlyInfo& p : m.game().history()) EXPECT_EQ(code(p.foul), "OK");
  m.clear_events();
  EXPECT_EQ(code(m.move('s', "8e9e")), "OK");  // ply 12: 4th occurrence of P0
  EXPECT_EQ(code(m.last_foul()), "FOUL_PERPETUAL_CHECK");
  EXPECT_EQ(m.events(), "check w, foul s FOUL_PERPETUAL_CHECK");
  EXPECT_FALSE(m.over());
  Board p0 = s;
  p0.ply = 32;
  EXPECT_EQ(m.str(), p0.str());

  EXPECT_EQ(code(m.move('w', "9a8b")), "OK");  // ply 13
  EXPECT_EQ(code(m.move('s', "9e8e")), "OK");  // ply 14: 4th occurrence of P2, by the checker
  EXPECT_EQ(code(m.last_foul()), "FOUL_PERPETUAL_CHECK");
  EXPECT_EQ(code(m.move('w', "8b9a")), "OK");  // ply 15
  EXPECT_FALSE(m.over());
  Board before = s;
  before.pieces.erase("9e");
  before.pieces["8e"] = "sR";
  before.to_move = 's';
  before.ply = 35;
  ASSERT_EQ(m.str(), before.str());
  EXPECT_EQ(code(m.move('s', "8e9e")), "ILLEGAL_PERPETUAL_CHECK");  // would be the 5th of P0
  EXPECT_EQ(m.str(), before.str());
  EXPECT_EQ(code(m.move('s', "5i5h")), "OK");  // South varies; the game goes on
  EXPECT_FALSE(m.over());
}

// docs/rules.md §8.4: "the checker's move that makes the 4th occurrence is a foul". West's answers
// at plies 13 and 15 make the 4th occurrence of P1 and P3 but West is the checked seat, not the
// checker: no foul, and (being part of a check/answer cycle) no void game either.
TEST(RefereeFederation, AnsweringAPerpetualCheckIsNoFoul) {
  Board s = perpetual_two_alive();
  Match m(named("federation"), s.str());
  ASSERT_TRUE(m.play(times(kTwoSeatChecks, 3)));
  // REFEREE BUG: the Referee gives FOUL_PERPETUAL_CHECK to any move that makes a 4th occurrence
  // in a check/answer cycle, also to the answering seat (West) at plies 13 and 15.
  EXPECT_EQ(code(m.move('w', "9a8b")), "OK");  // ply 13: 4th occurrence of P1
  EXPECT_EQ(code(m.last_foul()), "OK");
  EXPECT_FALSE(m.over());
  EXPECT_EQ(code(m.move('s', "9e8e")), "OK");
  EXPECT_EQ(code(m.move('w', "8b9a")), "OK");  // ply 15: 4th occurrence of P3
  EXPECT_EQ(code(m.last_foul()), "OK");
  EXPECT_FALSE(m.over());
}

// federation, three or more alive: resignation is a foul; the seat is eliminated as if mated by
// the next living seat clockwise. Its pieces turn neutral, its hand stays frozen. Resignation is
// an event: the ply does not change.
TEST(RefereeFederation, ResignationWithThreeOrMoreAliveIsAFoulCreditedToTheNextLivingSeat) {
  Board s;
  s.pieces = {{"5i", "sK"}, {"5g", "sP"}, {"9e", "wK"}, {"5a", "nK"}, {"1e", "eK"}};
  s.hands = {"G", "-", "-", "-"};
  s.ply = 12;
  Match m(named("federation"), s.str());
  EXPECT_EQ(code(m.resign('s')), "OK");
  Board after = s;
  after.pieces["5i"] = "xK>s";
  after.pieces["5g"] = "xP>s";
  after.eliminated = "s<w";
  after.to_move = 'w';
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "foul s FOUL_RESIGNATION, out s<w");
  ASSERT_EQ(m.game().history().size(), 1u);
  EXPECT_FALSE(m.game().history()[0].is_move);
  EXPECT_EQ(code(m.last_foul()), "FOUL_RESIGNATION");
  EXPECT_FALSE(m.over());

  // West already out: the next living seat clockwise from South is North.
  Board t;
  t.pieces = {{"5i", "sK"}, {"9e", "xK>w"}, {"5a", "nK"}, {"1e", "eK"}};
  t.eliminated = "w<n";
  Match m2(named("federation"), t.str());
  EXPECT_EQ(code(m2.resign('s')), "OK");
  Board after2 = t;
  after2.pieces["5i"] = "xK>s";
  after2.eliminated = "w<n,s<n";
  after2.to_move = 'n';
  EXPECT_EQ(m2.str(), after2.str());
  EXPECT_EQ(code(m2.last_foul()), "FOUL_RESIGNATION");
}

// With two alive resignation is plain: nobody credited ("s" alone), one seat left, game over:
// North 1, South 2 (out last), East 3, West 4.
TEST(RefereeFederation, ResignationWithTwoAliveIsPlain) {
  Board s;
  s.pieces = {{"5i", "sK"}, {"9e", "xK>w"}, {"5a", "nK"}, {"1e", "xK>e"}};
  s.eliminated = "w<n,e<s";
  s.ply = 70;
  Match m(named("federation"), s.str());
  EXPECT_EQ(code(m.resign('s')), "OK");
  Board after = s;
  after.pieces["5i"] = "xK>s";
  after.eliminated = "w<n,e<s,s";
  after.to_move = '-';
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "out s, end");
  EXPECT_EQ(code(m.last_foul()), "OK");
  EXPECT_EQ(m.result(), ended(EndReason::LastSurvivor, {2, 4, 1, 3}));
}

// Three-on-one. South takes North's gold (5d5c), West takes North's rook (8c7c): both are
// "attacking North". North pushes a pawn. East may not attack North now...
Board three_on_north() {
  Board b;
  b.pieces = {{"1a", "nK"}, {"1b", "nP"}, {"2b", "nS"}, {"5c", "nG"}, {"7c", "nR"},
              {"9b", "nP"}, {"5i", "sK"}, {"5d", "sG"}, {"9g", "wK"}, {"8c", "wG"},
              {"1g", "eK"}, {"3b", "eS"}, {"2c", "eG"}};
  b.hands = {"-", "-", "-", "G"};
  return b;
}
const std::vector<std::string> kTwoAttacks = {"5d5c", "8c7c", "9b9c"};

// ...: East's gold 2c2b takes North's silver (no check), North is not eliminated and East has
// non-attacking moves: ILLEGAL_THREE_ON_ONE. G*2a attacks North too (it checks 1a from behind)
// but mates it (2a guarded by the silver on 3b, 1b and 2b are North's own, nothing can take the
// gold): allowed. North's pieces turn neutral, credit to East (federation: the mover).
TEST(RefereeFederation, ThirdAttackOnASeatIsIllegalUnlessItEliminates) {
  Board s = three_on_north();
  Match m(named("federation"), s.str());
  ASSERT_TRUE(m.play(kTwoAttacks));
  EXPECT_EQ(m.game().last_attack(Seat::South), 1u << index(Seat::North));
  EXPECT_EQ(m.game().last_attack(Seat::West), 1u << index(Seat::North));
  const std::string before = m.str();
  EXPECT_EQ(code(m.move('e', "2c2b")), "ILLEGAL_THREE_ON_ONE");
  EXPECT_EQ(m.str(), before);
  m.clear_events();
  EXPECT_EQ(code(m.move('e', "G*2a")), "OK");
  Board after;
  after.pieces = {{"1a", "xK>n"}, {"1b", "xP>n"}, {"2b", "xS>n"}, {"9c", "xP>n"},
                  {"2a", "eG"},   {"2c", "eG"},   {"3b", "eS"},   {"1g", "eK"},
                  {"5c", "sG"},   {"5i", "sK"},   {"7c", "wG"},   {"9g", "wK"}};
  after.hands = {"G", "R", "-", "-"};
  after.eliminated = "n<e";
  after.to_move = 's';
  after.ply = 4;
  EXPECT_EQ(m.str(), after.str());
  EXPECT_EQ(m.events(), "check n, out n<e");
}

// South takes North's gold (5f5h), West checks North (8c8b: the gold attacks 7a), North's king
// steps to 6a. East's king on 1i has exactly one legal move, 1i2i taking North's silver (1h and 2h
// are covered by South's rook on rank h): every legal move attacks North, so it is allowed.
// With a pawn on 5e that could move instead, the same capture is ILLEGAL_THREE_ON_ONE.
TEST(RefereeFederation, ThirdAttackIsAllowedWhenEveryLegalMoveAttacks) {
  Board s;
  s.pieces = {{"7a", "nK"}, {"7c", "nR"}, {"5h", "nG"}, {"2i", "nS"}, {"9e", "wK"},
              {"8c", "wG"}, {"8i", "sK"}, {"5f", "sR"}, {"1i", "eK"}};
  const std::vector<std::string> attacks = {"5f5h", "8c8b", "7a6a"};
  Match m(named("federation"), s.str());
  ASSERT_TRUE(m.play(attacks));
  EXPECT_EQ(m.game().last_attack(Seat::West), 1u << index(Seat::North));  // a new check
  EXPECT_EQ(code(m.move('e', "1i2i")), "OK");
  Board after;
  after.pieces = {{"6a", "nK"}, {"7c", "nR"}, {"9e", "wK"}, {"8b", "wG"},
                  {"8i", "sK"}, {"5h", "sR"}, {"2i", "eK"}};
  after.hands = {"G", "-", "-", "S"};
  after.to_move = 's';
  after.ply = 4;
  EXPECT_EQ(m.str(), after.str());

  Board t = s;
  t.pieces["5e"] = "eP";
  Match m2(named("federation"), t.str());
  ASSERT_TRUE(m2.play(attacks));
  EXPECT_EQ(code(m2.move('e', "1i2i")), "ILLEGAL_THREE_ON_ONE");
  EXPECT_EQ(code(m2.move('e', "5e6e")), "OK");
}

}  // namespace
}  // namespace kifukit
