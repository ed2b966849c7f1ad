// Issue 14's profile parameters (docs/rules.md §3.4, §3.5, §4.8-§4.10, §5.7, §5.8, §6.5): for
// each one a small position judged differently under its two values. Every expected position,
// reason, count and credit below is worked out by hand in the comment above it.
#include <gtest/gtest.h>

#include "rules/data/profile_reader.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/move_check.hpp"
#include "tests/yonin_test_util.hpp"

namespace kifukit {
namespace {

using test_util::Board;

// page-standard with `--option` overrides, read through the same path as the command line.
Profile with(const std::vector<std::string>& options) {
  ProfileResult r = select_profile("page-standard", "", options);
  EXPECT_TRUE(r.ok()) << (r.diagnostics.empty() ? "" : render(r.diagnostics.front()));
  return r.ok() ? r.resolved->profile : Profile{};
}

// Plays the moves (each checked legal first) under `profile`; returns the position string.
std::string play(const Profile& profile, const std::string& text,
                 const std::vector<std::string>& moves,
                 std::vector<RefereeEvent>* events = nullptr) {
  Position pos = test_util::parse(text);
  Referee referee{profile};
  for (const std::string& ms : moves) {
    const Move m = test_util::move(ms);
    if (!is_legal(pos, pos.to_move(), profile, m)) {
      ADD_FAILURE() << ms << " is not legal in " << format_yonin_position(pos);
      break;
    }
    referee.play(pos, m, events);
  }
  return format_yonin_position(pos);
}

Reason why(const Profile& profile, const std::string& text, Seat seat, const std::string& m) {
  Position pos = test_util::parse(text);
  return diagnose_move(pos, seat, profile, test_util::move(m));
}

int drops(const Profile& profile, const std::string& text, Seat seat) {
  Position pos = test_util::parse(text);
  MoveList list;
  generate_legal(pos, seat, profile, list);
  int n = 0;
  for (Move m : list) n += m.is_drop();
  return n;
}

// count_legal takes its own short cuts (drops counted apart from the list): both are asked.
int all_moves(const Profile& profile, const std::string& text, Seat seat) {
  Position pos = test_util::parse(text);
  return count_legal(pos, seat, profile);
}

// ---------------------------------------------------------------------------------------------
// nifu_scope (§3.4). South owns an inherited pawn of West's facing on 5e (sP>w). Its line for
// South's drops is file 5.
//   same-facing: the inherited pawn does not count, P*5g is legal. South's pawn drops: the 72
//     squares of ranks b-i less the 3 occupied there (9i, 1i, 5e) = 69.
//   all-owned-pawns: it counts, P*5g is nifu; the 7 empty squares of file 5 in ranks b-i
//     (5b 5c 5d 5f 5g 5h 5i) are lost: 62.
// No drop is a pawn-drop mate: a pawn on 9b or 1b attacks a king that simply takes it. South's
// other moves: the king on 9i to 8i, 8h, 9h, and the inherited pawn forward (West's way) 5e4e.
TEST(NifuScope, InheritedPawnOfAnotherFacingCountsOnlyForAllOwnedPawns) {
  Board b;
  b.pieces = {{"9i", "sK"}, {"9a", "wK"}, {"1a", "nK"}, {"1i", "eK"}, {"5e", "sP>w"}};
  b.hands[0] = "P";
  const std::string text = b.str();
  const Profile same = with({});
  const Profile all = with({"nifu_scope=all-owned-pawns"});
  EXPECT_EQ(why(same, text, Seat::South, "P*5g"), Reason::None);
  EXPECT_EQ(why(all, text, Seat::South, "P*5g"), Reason::Nifu);
  EXPECT_EQ(drops(same, text, Seat::South), 69);
  EXPECT_EQ(drops(all, text, Seat::South), 62);
  EXPECT_EQ(all_moves(same, text, Seat::South), 69 + 4);
  EXPECT_EQ(all_moves(all, text, Seat::South), 62 + 4);
}

// ---------------------------------------------------------------------------------------------
// pawn_drop_before_dead_king (§3.5). North is out; its dead king stays on 5a. A South pawn on
// 5b would step onto it.
//   forbidden: P*5b is DropBeforeDeadKing; drops: 72 squares of ranks b-i less 9i and 1i = 70,
//     less 5b = 69.
//   allowed: legal, 70.
TEST(PawnDropBeforeDeadKing, AllowedOnlyUnderAllowed) {
  Board b;
  b.pieces = {{"9i", "sK"}, {"9a", "wK"}, {"5a", "xK>n"}, {"1i", "eK"}};
  b.hands[0] = "P";
  b.eliminated = "n";
  const std::string text = b.str();
  const Profile forbidden = with({});
  const Profile allowed = with({"pawn_drop_before_dead_king=allowed"});
  EXPECT_EQ(why(forbidden, text, Seat::South, "P*5b"), Reason::DropBeforeDeadKing);
  EXPECT_EQ(why(allowed, text, Seat::South, "P*5b"), Reason::None);
  EXPECT_EQ(drops(forbidden, text, Seat::South), 69);
  EXPECT_EQ(drops(allowed, text, Seat::South), 70);
  EXPECT_EQ(all_moves(forbidden, text, Seat::South), 69 + 3);  // + 9i8i, 9i8h, 9i9h
  EXPECT_EQ(all_moves(allowed, text, Seat::South), 70 + 3);
}

// ---------------------------------------------------------------------------------------------
// pawn_drop_mate_scope (§6.5). West's king on 9a is in check from North's rook on 9e (file 9).
// Its escapes: 9b (the rook's file), 8b (North's silver on 7c covers it) and 8a: 9a8a is West's
// only legal move. P*8b does not attack West's king (a South pawn on 8b attacks 8a), but it
// takes 8a away, and West cannot take the pawn (8b is the silver's).
//   attacked-king: P*8b is legal. South's drops: ranks b-i hold 68 empty squares, none is a
//     mating drop (P*9b attacks West's king but blocks the rook and leaves 8a; P*1b is taken by
//     North's king): 68. After P*8b West, in check, is selected first and has no legal move:
//     eliminated, credited to South; North moves next.
//   any-mated-seat: P*8b is PAWN_DROP_MATE; the only drop lost: 67. (P*9b, P*9c and P*9d block
//     the check and so mate nobody.)
TEST(PawnDropMateScope, ADropThatMatesWithoutAttackingTheKing) {
  Board b;
  b.pieces = {{"5i", "sK"}, {"9a", "wK"}, {"9e", "nR"}, {"7c", "nS"}, {"1a", "nK"}, {"1i", "eK"}};
  b.hands[0] = "P";
  const std::string text = b.str();
  const Profile attacked = with({});
  const Profile any = with({"pawn_drop_mate_scope=any-mated-seat"});
  {
    Position pos = test_util::parse(text);
    EXPECT_EQ(count_legal(pos, Seat::West, attacked), 1);
  }
  EXPECT_EQ(why(attacked, text, Seat::South, "P*8b"), Reason::None);
  EXPECT_EQ(why(any, text, Seat::South, "P*8b"), Reason::PawnDropMate);
  EXPECT_EQ(why(any, text, Seat::South, "P*9c"), Reason::None);
  EXPECT_EQ(drops(attacked, text, Seat::South), 68);
  EXPECT_EQ(drops(any, text, Seat::South), 67);
  // + the king on 5i: 4i 6i 4h 5h 6h.
  EXPECT_EQ(all_moves(attacked, text, Seat::South), 68 + 5);
  EXPECT_EQ(all_moves(any, text, Seat::South), 67 + 5);

  Board after = b;
  after.hands[0] = "-";
  after.pieces["8b"] = "sP";
  after.pieces["9a"] = "xK>w";
  after.to_move = 'n';
  after.eliminated = "w<s";
  after.ply = 1;
  std::vector<RefereeEvent> events;
  EXPECT_EQ(play(attacked, text, {"P*8b"}, &events), after.str());
  const std::vector<std::pair<Seat, int>> want = {{Seat::West, index(Seat::South)}};
  EXPECT_EQ(test_util::eliminations(events), want);
}

// next-seat (Ludii): only the next living seat after the dropper counts. In the same position
// West is the next seat clockwise: P*8b is illegal (67 drops). Counter-clockwise the next seat
// is East, which no drop can mate: P*8b is legal (68 drops).
TEST(PawnDropMateScope, NextSeatOnly) {
  Board b;
  b.pieces = {{"5i", "sK"}, {"9a", "wK"}, {"9e", "nR"}, {"7c", "nS"}, {"1a", "nK"}, {"1i", "eK"}};
  b.hands[0] = "P";
  const std::string text = b.str();
  const Profile next = with({"pawn_drop_mate_scope=next-seat"});
  const Profile next_ccw =
      with({"pawn_drop_mate_scope=next-seat", "turn_direction=counter-clockwise"});
  EXPECT_EQ(why(next, text, Seat::South, "P*8b"), Reason::PawnDropMate);
  EXPECT_EQ(why(next_ccw, text, Seat::South, "P*8b"), Reason::None);
  EXPECT_EQ(drops(next, text, Seat::South), 67);
  EXPECT_EQ(drops(next_ccw, text, Seat::South), 68);
}

// ---------------------------------------------------------------------------------------------
// elimination_timing (§4.9). R*5a checks West (9a) and East (1a) along rank a. East is mated:
// 2a is the rook's, 1b and 2b South's gold on 2c. West can step to 8b or 9b.
//   when-selected: West, first of the checked seats clockwise, moves; nobody is out yet. After
//     West's 9a9b, East (still in check) is selected, has no move and is eliminated, credited
//     to the mover then, West; North moves next.
//   after-every-move: East is out right after R*5a, credited to South; West moves; after 9a9b
//     North moves.
TEST(EliminationTiming, AMatedSeatLeavesAtOnceCreditedToTheMateGiver) {
  Board b;
  b.pieces = {{"6i", "sK"}, {"2c", "sG"}, {"9a", "wK"}, {"1a", "eK"}, {"4e", "nK"}};
  b.hands[0] = "R";
  const std::string text = b.str();
  const Profile selected = with({});
  const Profile every = with({"elimination_timing=after-every-move"});

  Board after1 = b;
  after1.hands[0] = "-";
  after1.pieces["5a"] = "sR";
  after1.to_move = 'w';
  after1.ply = 1;
  EXPECT_EQ(play(selected, text, {"R*5a"}), after1.str());
  Board out1 = after1;
  out1.pieces["1a"] = "xK>e";
  out1.eliminated = "e<s";
  EXPECT_EQ(play(every, text, {"R*5a"}), out1.str());

  Board after2 = after1;
  after2.pieces.erase("9a");
  after2.pieces["9b"] = "wK";
  after2.pieces["1a"] = "xK>e";
  after2.to_move = 'n';
  after2.ply = 2;
  after2.eliminated = "e<w";
  std::vector<RefereeEvent> events;
  EXPECT_EQ(play(selected, text, {"R*5a", "9a9b"}, &events), after2.str());
  EXPECT_EQ(test_util::eliminations(events),
            (std::vector<std::pair<Seat, int>>{{Seat::East, index(Seat::West)}}));
  Board out2 = after2;
  out2.eliminated = "e<s";
  events.clear();
  EXPECT_EQ(play(every, text, {"R*5a", "9a9b"}, &events), out2.str());
  EXPECT_EQ(test_util::eliminations(events),
            (std::vector<std::pair<Seat, int>>{{Seat::East, index(Seat::South)}}));
}

// after-every-move examines the seats in the direction of play from the seat after the mover:
// in the double mate of R*5a (West on 9a and East on 1a, golds on 8c and 2c) West goes first
// under clockwise, East first under counter-clockwise. Both are credited to South.
TEST(EliminationTiming, SeveralMatedSeatsInTheDirectionOfPlay) {
  Board b;
  b.pieces = {{"6i", "sK"}, {"8c", "sG"}, {"2c", "sG"}, {"9a", "wK"}, {"1a", "eK"}, {"4e", "nK"}};
  b.hands[0] = "R";
  const std::string text = b.str();
  Board after = b;
  after.hands[0] = "-";
  after.pieces["5a"] = "sR";
  after.pieces["9a"] = "xK>w";
  after.pieces["1a"] = "xK>e";
  after.to_move = 'n';
  after.ply = 1;
  after.eliminated = "w<s,e<s";
  EXPECT_EQ(play(with({"elimination_timing=after-every-move"}), text, {"R*5a"}), after.str());
  after.eliminated = "e<s,w<s";
  EXPECT_EQ(play(with({"elimination_timing=after-every-move", "turn_direction=counter-clockwise"}),
                 text, {"R*5a"}),
            after.str());
}

// ---------------------------------------------------------------------------------------------
// turn_direction (§4.8).
// From the start position South's 5g5f passes the turn to West (clockwise) or East.
TEST(TurnDirection, TheNextSeatAfterAQuietMove) {
  const std::string start = format_yonin_position(start_position(yonin_variant()));
  const std::string cw = play(with({}), start, {"5g5f"});
  const std::string ccw = play(with({"turn_direction=counter-clockwise"}), start, {"5g5f"});
  EXPECT_EQ(cw.substr(cw.find(' '), 3), " w ");
  EXPECT_EQ(ccw.substr(ccw.find(' '), 3), " e ");
}

// South's 5h5e checks West (9e) and East (1e). Clockwise: West answers first, then East, then
// South. Counter-clockwise: East first, then West (the next checked seat counter-clockwise from
// East: north is not in check, west is), then South.
TEST(TurnDirection, CheckPriorityFollowsTheDirection) {
  Board b;
  b.pieces = {{"9i", "sK"}, {"9e", "wK"}, {"1a", "nK"}, {"1e", "eK"}, {"5h", "sR"}};
  const std::string text = b.str();
  const Profile cw = with({});
  const Profile ccw = with({"turn_direction=counter-clockwise"});
  auto seat_to_move = [](const std::string& pos) { return pos[pos.find(' ') + 1]; };
  EXPECT_EQ(seat_to_move(play(cw, text, {"5h5e"})), 'w');
  EXPECT_EQ(seat_to_move(play(cw, text, {"5h5e", "9e9d"})), 'e');
  EXPECT_EQ(seat_to_move(play(cw, text, {"5h5e", "9e9d", "1e1d"})), 's');
  EXPECT_EQ(seat_to_move(play(ccw, text, {"5h5e"})), 'e');
  EXPECT_EQ(seat_to_move(play(ccw, text, {"5h5e", "1e1d"})), 'w');
  EXPECT_EQ(seat_to_move(play(ccw, text, {"5h5e", "1e1d", "9e9d"})), 's');
}

// ---------------------------------------------------------------------------------------------
// dead_board: to-credited-hand (§5.8) and dead_king: removed (§5.7), on the double mate of
// R*5a (West on 9a, East on 1a; golds on 8c and 2c). West owns a pawn on 3h, East a promoted
// silver on 7f; neither can answer the check.
//   neutral (default): 3h xP>w, 7f x+S>e, the dead kings stay.
//   to-credited-hand: 3h and 7f empty, South's hand gains S and P (unpromoted); kings stay.
//   dead_king: removed: the two mated kings leave 9a and 1a; the pieces are neutral.
class DeadMaterial : public ::testing::Test {
 protected:
  Board start() const {
    Board b;
    b.pieces = {{"6i", "sK"}, {"8c", "sG"}, {"2c", "sG"},  {"9a", "wK"},
                {"3h", "wP"}, {"1a", "eK"}, {"7f", "e+S"}, {"4e", "nK"}};
    b.hands[0] = "R";
    return b;
  }
  Board after() const {
    Board a = start();
    a.hands[0] = "-";
    a.pieces["5a"] = "sR";
    a.pieces["9a"] = "xK>w";
    a.pieces["1a"] = "xK>e";
    a.pieces["3h"] = "xP>w";
    a.pieces["7f"] = "x+S>e";
    a.to_move = 'n';
    a.eliminated = "w<s,e<s";
    a.ply = 1;
    return a;
  }
};

TEST_F(DeadMaterial, NeutralByDefault) {
  EXPECT_EQ(play(with({}), start().str(), {"R*5a"}), after().str());
}

TEST_F(DeadMaterial, ToCreditedHand) {
  Board a = after();
  a.pieces.erase("3h");
  a.pieces.erase("7f");
  a.hands[0] = "SP";
  EXPECT_EQ(play(with({"dead_board=to-credited-hand"}), start().str(), {"R*5a"}), a.str());
}

// With nobody credited (a resignation, §5.5) the board pieces stay, neutral. North, to move
// after R*5a with a gold on 4d, resigns: its gold becomes xG>n on 4d (no hand receives it), its
// king a dead king; South is the last survivor.
TEST_F(DeadMaterial, ToCreditedHandWithNobodyCreditedLeavesThePiecesNeutral) {
  Board before = after();
  before.pieces["4d"] = "nG";
  Game game(test_util::parse(before.str()));
  Referee referee{with({"dead_board=to-credited-hand"})};
  ASSERT_TRUE(referee.resign(game, Seat::North).ok());
  Board a = before;
  a.pieces["4e"] = "xK>n";
  a.pieces["4d"] = "xG>n";
  a.to_move = '-';
  a.eliminated = "w<s,e<s,n";
  EXPECT_EQ(format_yonin_position(game.position()), a.str());
}

TEST_F(DeadMaterial, DeadKingRemoved) {
  Board a = after();
  a.pieces.erase("9a");
  a.pieces.erase("1a");
  EXPECT_EQ(play(with({"dead_king=removed"}), start().str(), {"R*5a"}), a.str());
}

// ---------------------------------------------------------------------------------------------
// stalemate (§4.10). West's king on 9a is boxed in but not in check: 8a and 8b are North's rook's
// (8e, file 8), 9b South's pawn's (9c). South plays 5i5h; West, selected next, has no legal
// move.
//   eliminated: West is out, credited to South (the mover); North moves.
//   concedes: West is out, credited to nobody; North moves.
// A stalemated king is not mated: under dead_king: removed it stays as a dead king.
TEST(StalemateRule, ASeatWithoutAMoveConcedesWithoutCredit) {
  Board b;
  b.pieces = {{"5i", "sK"}, {"9c", "sP"}, {"9a", "wK"}, {"8e", "nR"}, {"5a", "nK"}, {"1i", "eK"}};
  const std::string text = b.str();
  Board after = b;
  after.pieces.erase("5i");
  after.pieces["5h"] = "sK";
  after.pieces["9a"] = "xK>w";
  after.to_move = 'n';
  after.ply = 1;
  after.eliminated = "w<s";
  std::vector<RefereeEvent> events;
  EXPECT_EQ(play(with({}), text, {"5i5h"}, &events), after.str());
  EXPECT_EQ(test_util::eliminations(events),
            (std::vector<std::pair<Seat, int>>{{Seat::West, index(Seat::South)}}));
  after.eliminated = "w";
  events.clear();
  EXPECT_EQ(play(with({"stalemate=concedes"}), text, {"5i5h"}, &events), after.str());
  EXPECT_EQ(test_util::eliminations(events), (std::vector<std::pair<Seat, int>>{{Seat::West, -1}}));
  EXPECT_EQ(play(with({"stalemate=concedes", "dead_king=removed"}), text, {"5i5h"}), after.str());
  // after-every-move removes only mated seats: the stalemate is still judged on selection.
  EXPECT_EQ(
      play(with({"stalemate=concedes", "elimination_timing=after-every-move"}), text, {"5i5h"}),
      after.str());
}

// ---------------------------------------------------------------------------------------------
// Reading: the new keys' values are checked like every other key's, with line:column.
TEST(NewParameters, BadValuesAndTheContradiction) {
  auto r = read_profile("name: x\nnifu_scope: facing\n", "my.yaml", default_profile_sources());
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(code_name(r.diagnostics[0].code), "PROFILE_BAD_VALUE");
  EXPECT_EQ(r.diagnostics[0].line, 2);
  EXPECT_EQ(r.diagnostics[0].column, 13);
  EXPECT_NE(r.diagnostics[0].message.find("same-facing or all-owned-pawns"), std::string::npos)
      << r.diagnostics[0].message;
  // chu captures leave the game: there is no hand to take the dead seat's pieces.
  auto chu = select_profile("chu", "", {"dead_board=to-credited-hand"});
  ASSERT_EQ(chu.diagnostics.size(), 1u);
  EXPECT_EQ(code_name(chu.diagnostics[0].code), "PROFILE_CONTRADICTION");
  EXPECT_EQ(chu.diagnostics[0].file, "--option");
  EXPECT_EQ(chu.diagnostics[0].option, 1);
  EXPECT_EQ(chu.diagnostics[0].line, 0);
}

}  // namespace
}  // namespace kifukit
