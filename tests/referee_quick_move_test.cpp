// proves_legal_move (rules/referee_quick_move.hpp): the Referee's cheap proof that the seat it
// selects can move. It may only answer true with a move it has proved legal; false sends the
// Referee to has_legal_move. Each position is worked out by hand in South's frame (four-player
// board, page-standard profile); the other seats' kings stand in three corners.
#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "rules/referee_quick_move.hpp"
#include "tests/yonin_test_util.hpp"

namespace kifukit {
namespace {

using test_util::Board;
using test_util::kings_except_south;
using test_util::parse;

// South's gold on 2c stands off every line through its king on 5i (three files and six ranks
// away) and steps to the empty 2b: a legal move, proved.
TEST(ProvesLegalMove, FreeGoldWithAnEmptySquare) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["2c"] = "sG";
  Position pos = parse(s.str());
  EXPECT_TRUE(proves_legal_move(pos, Seat::South, Profile{}, 0));
  // Not known to be out of check: nothing is proved.
  EXPECT_FALSE(proves_legal_move(pos, Seat::South, Profile{}, -1));
}

// Only the king on 5e can move (eight steps, all safe): king moves are left to the generator.
TEST(ProvesLegalMove, OnlyKingMovesAreNotProved) {
  Board s = kings_except_south();
  s.pieces["5e"] = "sK";
  Position pos = parse(s.str());
  EXPECT_FALSE(proves_legal_move(pos, Seat::South, Profile{}, 0));
  EXPECT_EQ(count_legal(pos, Seat::South, Profile{}, 0), 8);
}

// South's king on 9i cannot move: North's gold on 8g (facing south) guards 9h and 8h, North's
// silver on 7h guards 8i, and neither attacks 9i. South's only legal moves are pawn drops, on
// every empty square off rank a: 81 squares less the six pieces, less the seven empty squares
// of rank a (9a and 1a hold kings) = 68. Drops are left to the generator.
TEST(ProvesLegalMove, OnlyPawnDropsAreNotProved) {
  Board s = kings_except_south();
  s.pieces["9i"] = "sK";
  s.pieces["8g"] = "nG";
  s.pieces["7h"] = "nS";
  s.hands[0] = "P";
  Position pos = parse(s.str());
  ASSERT_FALSE(in_check(pos, Seat::South, Profile{}));
  EXPECT_FALSE(proves_legal_move(pos, Seat::South, Profile{}, 0));
  EXPECT_EQ(count_legal(pos, Seat::South, Profile{}, 0), 68);
}

// South's pawn on 2c is free but its one step, 2b, holds West's pawn: the capture is legal but
// not tried (captures need the capture rules). The king on 5i moves too.
TEST(ProvesLegalMove, CapturesAreNotProved) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["2c"] = "sP";
  s.pieces["2b"] = "wP";
  Position pos = parse(s.str());
  EXPECT_FALSE(proves_legal_move(pos, Seat::South, Profile{}, 0));
  EXPECT_TRUE(has_legal_move(pos, Seat::South, Profile{}, 0));
}

// South's gold on 5g stands between its king on 5i and West's rook on 5a: pinned, so its
// sideways steps (4g, 6g) are illegal. A piece on a line through the king is never tried.
TEST(ProvesLegalMove, PieceOnTheKingsLineIsNotTried) {
  Board s = kings_except_south();
  s.pieces["5i"] = "sK";
  s.pieces["5g"] = "sG";
  s.pieces["5a"] = "wR";
  Position pos = parse(s.str());
  EXPECT_FALSE(proves_legal_move(pos, Seat::South, Profile{}, 0));
}

// Every answer true is right: along a game of random legal moves from the four-player start
// (a fixed generator), each living seat not in check is asked, and a proof is never given
// where has_legal_move() finds no move; most seats are proved.
TEST(ProvesLegalMove, NeverProvesWhereTheGeneratorFindsNoMove) {
  const Profile profile{};
  const Referee referee(profile);
  Position pos = start_position(yonin_variant());
  std::uint32_t state = 12345;
  int asked = 0, proved = 0;
  for (int ply = 0; ply < 400 && !pos.game_over(); ++ply) {
    for (Seat s : pos.variant().seats) {
      if (!pos.alive(s) || in_check(pos, s, profile)) continue;
      ++asked;
      if (!proves_legal_move(pos, s, profile, 0)) continue;
      ++proved;
      EXPECT_TRUE(has_legal_move(pos, s, profile, 0)) << format_yonin_position(pos);
    }
    MoveList moves;
    generate_legal(pos, pos.to_move(), profile, moves);
    state = state * 1103515245u + 12345u;
    referee.play(pos, moves[static_cast<int>((state >> 8) % moves.size())]);
  }
  EXPECT_GT(proved, asked / 2);
}

}  // namespace
}  // namespace kifukit
