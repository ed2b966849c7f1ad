// KeyCounts, the Game's count of how often each position key occurred (rules/game_key_counts.hpp):
// counts by construction of the keys added, across the buckets' growth, and bounds that are
// bounds.
#include <gtest/gtest.h>

#include "rules/game_key_counts.hpp"

namespace kifukit {
namespace {

TEST(KeyCounts, CountsEachKeyAndKnowsNoneUnseen) {
  KeyCounts c;
  EXPECT_EQ(c.count(0), 0);
  EXPECT_EQ(c.count(42), 0);
  EXPECT_EQ(c.add(42), 1);
  EXPECT_EQ(c.add(42), 2);
  EXPECT_EQ(c.add(7), 1);
  EXPECT_EQ(c.add(42), 3);
  EXPECT_EQ(c.count(42), 3);
  EXPECT_EQ(c.count(7), 1);
  EXPECT_EQ(c.count(8), 0);
}

// Key 0 is a key like any other.
TEST(KeyCounts, KeyZeroIsAKey) {
  KeyCounts c;
  EXPECT_EQ(c.add(0), 1);
  EXPECT_EQ(c.add(0), 2);
  EXPECT_EQ(c.count(0), 2);
  EXPECT_EQ(c.count(1), 0);
}

// 1,000 keys that differ only in their high 32 bits (i << 32), added once, then every third one
// again: 2 for the multiples of 3, 1 for the others, 0 for a key never added. Unreserved, the
// keys' room doubles from 8 to 2,048 and the buckets (eight a key) with it: the bounds are
// counted again each time, and each stays at least its keys' count.
TEST(KeyCounts, CountsSurviveGrowth) {
  for (bool reserved : {false, true}) {
    KeyCounts c;
    if (reserved) c.reserve(1000);
    for (std::uint64_t i = 0; i < 1000; ++i) EXPECT_EQ(c.add(i << 32), 1);
    for (std::uint64_t i = 0; i < 1000; i += 3) EXPECT_EQ(c.add(i << 32), 2);
    for (std::uint64_t i = 0; i < 1000; ++i) EXPECT_EQ(c.count(i << 32), i % 3 == 0 ? 2 : 1);
    EXPECT_EQ(c.count(1000ull << 32), 0);
    EXPECT_EQ(c.count(1), 0);
    for (std::uint64_t i = 0; i < 1000; ++i)
      EXPECT_GE(c.bound_at(c.bucket(i << 32)), i % 3 == 0 ? 2 : 1);
    EXPECT_EQ(c.keys().size(), 1334u);  // 1,000 and 334 again, in order
    EXPECT_EQ(c.keys()[1000], 0u);
    EXPECT_EQ(c.keys()[1333], 999ull << 32);
  }
}

// A bucket's bound stops at 255 (one byte) and stays a bound: the count goes on.
TEST(KeyCounts, BoundSaturates) {
  KeyCounts c;
  for (int i = 1; i <= 300; ++i) c.add_at(c.bucket(5), 5);
  EXPECT_EQ(c.bound_at(c.bucket(5)), 255);
  EXPECT_EQ(c.count(5), 300);
  EXPECT_EQ(c.add(5), 301);
}

}  // namespace
// A game that asks on many plies: past 64 keys scanned a key added, the counts are kept as the
// keys come (10 keys, 2 of them twice; then 200 questions; then 3 more adds), and stay exact.
TEST(KeyCounts, ManyQuestionsKeepExactCounts) {
  KeyCounts c;
  for (std::uint64_t k = 1; k <= 10; ++k) c.add_at(c.bucket(k), k);
  c.add_at(c.bucket(3), 3);
  c.add_at(c.bucket(7), 7);
  for (int i = 0; i < 200; ++i) {
    ASSERT_EQ(c.count(3), 2);
    ASSERT_EQ(c.count(4), 1);
    ASSERT_EQ(c.count(11), 0);
  }
  c.add_at(c.bucket(3), 3);
  c.add_at(c.bucket(11), 11);
  EXPECT_EQ(c.add(7), 3);
  EXPECT_EQ(c.count(3), 3);
  EXPECT_EQ(c.count(11), 1);
  EXPECT_EQ(c.count(12), 0);
  EXPECT_EQ(c.keys().size(), 15u);
}

}  // namespace kifukit
