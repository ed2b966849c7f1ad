// The attack tables of rules/attack.hpp and the bitboards Position keeps, against counts worked
// out by hand on the 9x9 board.
#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "rules/position.hpp"

namespace kifukit {
namespace {

int bit(const Variant& v, int file, int rank) { return v.attack.bit_of[make_square(file, rank)]; }

TEST(AttackTables, RaysLinesAndReachOnTheStandardBoard) {
  const Variant& v = standard_variant();
  const AttackTables& t = v.attack;
  ASSERT_TRUE(t.enabled);
  EXPECT_EQ(t.cells, 81);
  EXPECT_EQ(t.board.count(), 81);
  // From 5e, the centre: four squares along each of the eight lines.
  EXPECT_EQ(t.ray[0][bit(v, 5, 5)].count(), 4);  // north: 5d 5c 5b 5a
  EXPECT_TRUE(t.ray[0][bit(v, 5, 5)].test(bit(v, 5, 1)));
  EXPECT_FALSE(t.ray[0][bit(v, 5, 5)].test(bit(v, 5, 6)));
  EXPECT_EQ(t.lines[bit(v, 5, 5)].count(), 32);
  // Reach adds the eight knight-shaped squares of the 5x5 box around 5e, and 5e itself.
  EXPECT_EQ(t.reach[bit(v, 5, 5)].count(), 41);
  // From the corner 1a: 8 down the file, 8 along the rank, 8 on the long diagonal.
  EXPECT_EQ(t.lines[bit(v, 1, 1)].count(), 24);
  EXPECT_TRUE(t.may_interact(make_square(3, 2), make_square(5, 1)));   // a knight's jump apart
  EXPECT_TRUE(t.may_interact(make_square(2, 4), make_square(5, 1)));   // on a diagonal
  EXPECT_FALSE(t.may_interact(make_square(2, 3), make_square(5, 1)));  // 3 files, 2 ranks apart
}

TEST(AttackTables, StepTargetsPerKindFacingAndSquare) {
  const Variant& v = standard_variant();
  const AttackTables& t = v.attack;
  const int gold_up = index(Kind::Gold) * 4 + index(Facing::Up);
  const int knight_up = index(Kind::Knight) * 4 + index(Facing::Up);
  const int knight_down = index(Kind::Knight) * 4 + index(Facing::Down);
  EXPECT_EQ(t.step_targets(gold_up, bit(v, 5, 5)).count(), 6);
  // A gold on 1a facing rank 1: only 2a beside it and 1b behind it stay on the board.
  EXPECT_EQ(t.step_targets(gold_up, bit(v, 1, 1)).count(), 2);
  EXPECT_TRUE(t.step_targets(gold_up, bit(v, 1, 1)).test(bit(v, 2, 1)));
  EXPECT_TRUE(t.step_targets(gold_up, bit(v, 1, 1)).test(bit(v, 1, 2)));
  EXPECT_EQ(t.step_targets(knight_up, bit(v, 5, 5)).count(), 2);  // 4c and 6c
  EXPECT_TRUE(t.step_targets(knight_up, bit(v, 5, 5)).test(bit(v, 4, 3)));
  EXPECT_EQ(t.step_targets(knight_up, bit(v, 5, 2)).count(), 0);
  EXPECT_EQ(t.step_targets(knight_down, bit(v, 5, 2)).count(), 2);  // 4d and 6d
}

TEST(AttackTables, PositionBitboardsFollowMovesAndTakeBacks) {
  const Variant& v = standard_variant();
  Position pos = start_position(v);
  EXPECT_EQ(pos.occupied_by(index(Seat::South)).count(), 20);
  EXPECT_EQ(pos.occupied_by(index(Seat::North)).count(), 20);
  EXPECT_EQ(pos.occupied().count(), 40);
  EXPECT_EQ(pos.royals().count(), 2);
  EXPECT_EQ(pos.sliders(0).count(), 4);  // north: both rooks and South's two lances
  EXPECT_EQ(pos.sliders(4).count(), 4);  // south: both rooks and North's two lances
  EXPECT_EQ(pos.sliders(1).count(), 2);  // a diagonal: the two bishops
  EXPECT_EQ(pos.any_slider().count(), 8);
  const Position start = pos;
  // 7g7f 3c3d opens the bishops' diagonal: 8h sees 2b through 7g 6f 5e 4d 3c.
  Undo u1, u2, u3;
  const Move m1 = Move::normal(make_square(7, 7), make_square(7, 6), false);
  const Move m2 = Move::normal(make_square(3, 3), make_square(3, 4), false);
  pos.do_move(m1, Seat::South, u1);
  pos.do_move(m2, Seat::North, u2);
  EXPECT_TRUE(pos.is_attacked(make_square(2, 2), 1u << index(Seat::South)));
  EXPECT_TRUE(pos.is_attacked(make_square(8, 8), 1u << index(Seat::North)));
  EXPECT_TRUE(pos.is_attacked(make_square(5, 5), 1u << index(Seat::North)));  // 2b's diagonal
  EXPECT_FALSE(pos.is_attacked(make_square(5, 6), 1u << index(Seat::North)));
  // 8h2b+ captures the bishop and promotes: South has a horse, North one slider less.
  const Move m3 = Move::normal(make_square(8, 8), make_square(2, 2), true);
  pos.do_move(m3, Seat::South, u3);
  EXPECT_EQ(pos.occupied_by(index(Seat::North)).count(), 19);
  EXPECT_EQ(pos.sliders(1).count(), 1);  // the horse on 2b
  EXPECT_EQ(pos.any_slider().count(), 7);
  EXPECT_TRUE(pos.is_attacked(make_square(3, 1), 1u << index(Seat::South)));  // 2b slides to 3a
  pos.undo_move(m3, Seat::South, u3);
  pos.undo_move(m2, Seat::North, u2);
  pos.undo_move(m1, Seat::South, u1);
  EXPECT_TRUE(pos == start);
  EXPECT_EQ(pos.occupied(), start.occupied());
  EXPECT_EQ(pos.sliders(1), start.sliders(1));
  EXPECT_EQ(pos.any_slider(), start.any_slider());
}

TEST(AttackTables, ChuKeepsTheMailbox) {
  const Variant* chu = find_variant("chu");
  ASSERT_NE(chu, nullptr);
  EXPECT_FALSE(chu->attack.enabled);  // 144 squares do not fit 128 bits
}

}  // namespace
}  // namespace kifukit
