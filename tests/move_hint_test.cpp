// The replay's hint (rules/referee.hpp MoveHint, rules/move_check.hpp proves_move_legal): the
// move a record plays next proves that the seat the Referee selects can move. It may only answer
// true for a move it has proved legal; false means "not proved" and the Referee looks for a move
// as before. Four-player positions are worked out by hand in South's frame (page-standard
// profile); the other seats' kings stand in three corners.
#include <gtest/gtest.h>

#include <string>

#include "formats/notation.hpp"
#include "rules/move_check.hpp"
#include "rules/move_check_proof.hpp"
#include "rules/referee.hpp"
#include "tests/referee_game_util.hpp"
#include "tests/yonin_test_util.hpp"

namespace kifukit {
namespace {

using test_util::Board;
using test_util::kings_except_south;

Move move_of(const Position& pos, const std::string& text) {
  NotationError e;
  auto m = parse_move(pos.variant(), text, e);
  if (!m) throw std::runtime_error("cannot parse move " + text);
  return *m;
}

bool proves(const Position& pos, Seat seat, const std::string& text, int in_check = 0) {
  return proves_move_legal(pos, seat, Profile{}, move_of(pos, text), in_check);
}

// proves_move_legal_by_playing, which must leave the position as it was.
bool proves_by_playing(Position& pos, Seat seat, const std::string& text) {
  const Position before = pos;
  const bool proved = proves_move_legal_by_playing(pos, seat, Profile{}, move_of(pos, text));
  EXPECT_EQ(pos.key(), before.key()) << text;
  for (int i = 0; i < pos.piece_count(seat); ++i)
    EXPECT_EQ(pos.piece_square(seat, i), before.piece_square(seat, i)) << text;
  return proved;
}

Reason diagnose(Position pos, Seat seat, const std::string& text) {
  return diagnose_move(pos, seat, Profile{}, move_of(pos, text));
}

// South's gold on 2c, off every line through its king on 5i, steps to the empty 2b: proved.
TEST(ProvesMoveLegal, FreeGoldStep) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["2c"] = "sG";
  Position pos = test_util::parse(s.str());
  EXPECT_TRUE(proves(pos, Seat::South, "2c2b"));
  EXPECT_FALSE(proves(pos, Seat::South, "2c2b", -1));  // not known to be out of check
  EXPECT_FALSE(proves(pos, Seat::South, "2c2e"));      // a gold does not reach 2e
  EXPECT_FALSE(proves(pos, Seat::South, "2c2b+"));     // a gold does not promote
  EXPECT_FALSE(proves(pos, Seat::South, "2c1a"));      // nor jump
  // The wrong seat: West has no piece on 2c.
  EXPECT_FALSE(proves(pos, Seat::West, "2c2b"));
  EXPECT_EQ(diagnose(pos, Seat::West, "2c2b"), Reason::NotYourPiece);
}

// South's pawn on 3b must promote on 3a (it could not move again); its rook on 7e slides up to
// 7b, where it takes West's gold, and may promote in the zone (ranks a to c), not on 7d.
TEST(ProvesMoveLegal, ShapeAndPromotionFromTheTables) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["3b"] = "sP";
  s.pieces["7e"] = "sR";
  s.pieces["7b"] = "wG";
  Position pos = test_util::parse(s.str());
  EXPECT_EQ(diagnose(pos, Seat::South, "3b3a"), Reason::MustPromote);
  EXPECT_FALSE(proves(pos, Seat::South, "3b3a"));
  EXPECT_TRUE(proves(pos, Seat::South, "3b3a+"));
  EXPECT_TRUE(proves(pos, Seat::South, "7e7d"));
  EXPECT_FALSE(proves(pos, Seat::South, "7e7d+"));  // 7d is outside the zone
  EXPECT_TRUE(proves(pos, Seat::South, "7e7b+"));   // captures West's gold
  EXPECT_TRUE(proves(pos, Seat::South, "7e7b"));
  EXPECT_FALSE(proves(pos, Seat::South, "7e7a+"));  // blocked by the gold on 7b
  EXPECT_EQ(diagnose(pos, Seat::South, "7e7a+"), Reason::PieceCannotReach);
}

// South's gold on 5g stands between its king on 5i and West's rook on 5a. Stepping aside to 4g
// leaves the king attacked; stepping along the line to 5f or 5h keeps the rook blocked.
TEST(ProvesMoveLegal, PinnedGold) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["5g"] = "sG";
  s.pieces["5a"] = "wR";
  Position pos = test_util::parse(s.str());
  EXPECT_FALSE(proves(pos, Seat::South, "5g4g"));
  EXPECT_EQ(diagnose(pos, Seat::South, "5g4g"), Reason::KingLeftAttacked);
  EXPECT_TRUE(proves(pos, Seat::South, "5g5f"));
  EXPECT_TRUE(proves(pos, Seat::South, "5g5h"));
  // The king's own step to 4i (attacked by nobody) is proved by its destination's attackers.
  EXPECT_EQ(diagnose(pos, Seat::South, "5i4i"), Reason::None);
  EXPECT_TRUE(proves(pos, Seat::South, "5i4i"));
}

// South's king on 5i is in check from West's rook on 5a. The gold on 4h blocks on 5h (legal),
// a quiet step such as 4h4g leaves it attacked; nothing is proved for a seat in check.
TEST(ProvesMoveLegal, SeatInCheckIsNotProved) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["4h"] = "sG";
  s.pieces["5a"] = "wR";
  Position pos = test_util::parse(s.str());
  ASSERT_TRUE(in_check(pos, Seat::South, Profile{}));
  EXPECT_EQ(diagnose(pos, Seat::South, "4h5h"), Reason::None);
  EXPECT_FALSE(proves(pos, Seat::South, "4h5h", 1));
  EXPECT_EQ(diagnose(pos, Seat::South, "4h4g"), Reason::KingLeftAttacked);
  EXPECT_FALSE(proves(pos, Seat::South, "4h4g", 1));
  // Played and taken back: the block and the king's step off the file are legal; the king's
  // step along the file (5h, still on the rook's line) and the gold's step aside are not.
  EXPECT_TRUE(proves_by_playing(pos, Seat::South, "4h5h"));
  EXPECT_TRUE(proves_by_playing(pos, Seat::South, "5i6i"));
  EXPECT_FALSE(proves_by_playing(pos, Seat::South, "5i5h"));
  // The king's steps are proved without playing, in check too: 5h stays on the rook's file (the
  // king off 5i no longer shields it), 6i does not.
  EXPECT_TRUE(proves(pos, Seat::South, "5i6i", 1));
  EXPECT_FALSE(proves(pos, Seat::South, "5i5h", 1));
  EXPECT_EQ(diagnose(pos, Seat::South, "5i5h"), Reason::KingLeftAttacked);
  EXPECT_FALSE(proves_by_playing(pos, Seat::South, "4h4g"));
  EXPECT_FALSE(proves_by_playing(pos, Seat::West, "4h5h"));  // the wrong seat
}

// An answer to a check proved without playing it (move_proof::proves_answer): West's rook on 5a
// checks South's king on 5i along the file. South's rook on 8a takes it (a capture, legal) or
// takes West's pawn on 8e (the king stays attacked); South's gold on 4h blocks on 5h or steps to
// 4g (attacked still); a gold from South's hand blocks on 5e, not on 4e. The king's own steps
// are left to proves_move_legal().
TEST(ProvesMoveLegal, AnswersToACheckWithoutPlaying) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["4h"] = "sG";
  s.pieces["8a"] = "sR";
  s.pieces["5a"] = "wR";
  s.pieces["8e"] = "wP";
  s.hands[0] = "G";
  Position pos = test_util::parse(s.str());
  ASSERT_TRUE(in_check(pos, Seat::South, Profile{}));
  auto answers = [&](const std::string& text) {
    return move_proof::proves_answer(pos, Seat::South, Profile{}, move_of(pos, text));
  };
  EXPECT_EQ(diagnose(pos, Seat::South, "8a5a"), Reason::None);
  EXPECT_TRUE(answers("8a5a"));
  EXPECT_EQ(diagnose(pos, Seat::South, "8a8e"), Reason::KingLeftAttacked);
  EXPECT_FALSE(answers("8a8e"));
  EXPECT_TRUE(answers("4h5h"));
  EXPECT_FALSE(answers("4h4g"));
  EXPECT_EQ(diagnose(pos, Seat::South, "G*5e"), Reason::None);
  EXPECT_TRUE(answers("G*5e"));
  EXPECT_EQ(diagnose(pos, Seat::South, "G*4e"), Reason::KingLeftAttacked);
  EXPECT_FALSE(answers("G*4e"));
  EXPECT_FALSE(answers("5i6i"));  // the king's step, legal, is not this proof's
  EXPECT_FALSE(answers("4h2f"));  // a gold does not reach 2f
}

// A capture is never proved by playing (taking it back would reorder the piece lists): West's
// pawn on 6h beside South's king on 5i may be taken, legally; the king's capture is proved
// without playing (nothing attacks 6h).
TEST(ProvesMoveLegal, CapturesAreNotPlayed) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["6h"] = "wP";
  Position pos = test_util::parse(s.str());
  EXPECT_EQ(diagnose(pos, Seat::South, "5i6h"), Reason::None);
  EXPECT_FALSE(proves_by_playing(pos, Seat::South, "5i6h"));
  EXPECT_TRUE(proves(pos, Seat::South, "5i6h"));
  EXPECT_TRUE(proves_by_playing(pos, Seat::South, "5i4h"));
}

// North's king on 1a: South's gold on 2c guards 1b and 2b, its silver on 3b guards 2a. A pawn
// dropped on 1b checks the king, which then has no move: pawn-drop mate, never proved. A gold
// dropped there mates legally and is proved (a drop cannot uncover South's king).
TEST(ProvesMoveLegal, PawnDropMate) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["2c"] = "sG";
  s.pieces["3b"] = "sS";
  s.hands[0] = "GP";
  Position pos = test_util::parse(s.str());
  EXPECT_EQ(diagnose(pos, Seat::South, "P*1b"), Reason::PawnDropMate);
  EXPECT_FALSE(proves(pos, Seat::South, "P*1b"));
  EXPECT_FALSE(proves_by_playing(pos, Seat::South, "P*1b"));
  // A pawn dropped on 4b attacks the empty 4a, no king: under the attacked-king form (the
  // default) it cannot be a pawn-drop mate, and is proved; under any-mated-seat it is not.
  EXPECT_EQ(diagnose(pos, Seat::South, "P*4b"), Reason::None);
  EXPECT_TRUE(proves(pos, Seat::South, "P*4b"));
  Profile any_mated;
  any_mated.pawn_drop_mate_scope = PawnDropMateScope::AnyMatedSeat;
  EXPECT_FALSE(proves_move_legal(pos, Seat::South, any_mated, move_of(pos, "P*4b"), 0));
  EXPECT_EQ(diagnose(pos, Seat::South, "G*1b"), Reason::None);
  EXPECT_TRUE(proves(pos, Seat::South, "G*1b"));
  EXPECT_FALSE(proves(pos, Seat::South, "G*2c"));  // occupied
  EXPECT_FALSE(proves(pos, Seat::South, "R*1b"));  // no rook in hand
}

// Standard shogi through Referee::move: a hint proves the next seat can move only when it is that
// seat's legal move, and the next move() of exactly that move stands as without the hint.
TEST(MoveHint, RefereeUsesOnlyTheSelectedSeatsLegalMove) {
  const Profile profile = referee_test::named("standard");
  const Referee referee(profile);
  const Position start =
      referee_test::sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
  Game hinted(start), plain(start);
  auto both = [&](Seat seat, const char* text, MoveHint* next) {
    EXPECT_TRUE(referee.move(hinted, seat, move_of(start, text), nullptr, next).ok()) << text;
    EXPECT_TRUE(referee.move(plain, seat, move_of(start, text)).ok()) << text;
  };
  MoveHint wrong_seat{Seat::South, move_of(start, "2g2f")};  // North moves next
  both(Seat::South, "7g7f", &wrong_seat);
  EXPECT_FALSE(wrong_seat.proved);
  MoveHint unreachable{Seat::South, move_of(start, "2g2e")};  // a pawn steps one square
  both(Seat::North, "3c3d", &unreachable);
  EXPECT_FALSE(unreachable.proved);
  MoveHint legal{Seat::North, move_of(start, "8c8d")};
  both(Seat::South, "2g2f", &legal);
  EXPECT_TRUE(legal.proved);
  both(Seat::North, "8c8d", nullptr);
  EXPECT_EQ(hinted.position(), plain.position());
  EXPECT_EQ(hinted.keys(), plain.keys());
  // A proof is for exactly its seat and move: South's unreachable pawn step is still refused.
  EXPECT_EQ(referee.move(hinted, Seat::South, move_of(start, "2f2d")).reason,
            Reason::PieceCannotReach);
}

// The rook dropped on 5e checks North's king on 5a. North's gold dropped on 5b blocks: legal,
// proved; so is a pawn dropped there (it attacks 5c, no king). North's gold on 4d may take the
// rook instead: a capture by a seat in check is proved too, without playing it
// (move_proof::proves_answer).
TEST(MoveHint, SeatInCheck) {
  const Profile profile = referee_test::named("standard");
  const Referee referee(profile);
  const Position start = referee_test::sfen("4k4/9/9/5g3/9/9/9/9/4K4 b Rgp 1");
  for (const char* answer : {"G*5b", "P*5b", "4d5e"}) {
    Game game(start);
    MoveHint next{Seat::North, move_of(start, answer)};
    ASSERT_TRUE(referee.move(game, Seat::South, move_of(start, "R*5e"), nullptr, &next).ok());
    EXPECT_TRUE(next.proved) << answer;
    EXPECT_TRUE(referee.move(game, Seat::North, move_of(start, answer)).ok()) << answer;
  }
}

// Four seats under check priority (page-standard): South's rook steps from 2e to 1e and checks
// North's king on 1a along the file (South's pawn on 1g shields East's king on 1i). North, in
// check, moves next though it is not the next seat in turn; its gold on 2d takes the rook. The
// hint proves that answer in Referee::move, and the game stands as without the hint.
TEST(MoveHint, FourSeatsTheOneSeatInCheckAnswers) {
  const Profile profile = referee_test::named("page-standard");
  const Referee referee(profile);
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["2e"] = "sR";
  s.pieces["1g"] = "sP";
  s.pieces["2d"] = "nG";
  const Position start = test_util::parse(s.str());
  Game hinted(start), plain(start);
  MoveHint answer{Seat::North, move_of(start, "2d1e")};
  ASSERT_TRUE(referee.move(hinted, Seat::South, move_of(start, "2e1e"), nullptr, &answer).ok());
  ASSERT_TRUE(referee.move(plain, Seat::South, move_of(start, "2e1e")).ok());
  EXPECT_TRUE(answer.proved);
  EXPECT_EQ(hinted.position().to_move(), Seat::North);
  EXPECT_EQ(plain.position().to_move(), Seat::North);
  EXPECT_TRUE(referee.move(hinted, Seat::North, move_of(start, "2d1e")).ok());
  EXPECT_TRUE(referee.move(plain, Seat::North, move_of(start, "2d1e")).ok());
  EXPECT_EQ(hinted.position(), plain.position());
  EXPECT_EQ(hinted.keys(), plain.keys());
}

}  // namespace
}  // namespace kifukit
