// KeyCounts, the Game's count of how often each position key occurred (rules/game_key_counts.hpp):
// counts by construction of the keys added, across the table's growth.
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

// An empty slot is marked by a zero count, not by the key: key 0 is a key like any other.
TEST(KeyCounts, KeyZeroIsAKey) {
  KeyCounts c;
  EXPECT_EQ(c.add(0), 1);
  EXPECT_EQ(c.add(0), 2);
  EXPECT_EQ(c.count(0), 2);
  EXPECT_EQ(c.count(1), 0);
}

// 1,000 keys that differ only in their high 32 bits (i << 32), added once, then every third one
// again: 2 for the multiples of 3, 1 for the others, 0 for a key never added. The table doubles
// past half full, from 16 slots to 2,048 here: the counts survive seven rehashes.
TEST(KeyCounts, CountsSurviveGrowth) {
  for (bool reserved : {false, true}) {
    KeyCounts c;
    if (reserved) c.reserve(1000);
    for (std::uint64_t i = 0; i < 1000; ++i) EXPECT_EQ(c.add(i << 32), 1);
    for (std::uint64_t i = 0; i < 1000; i += 3) EXPECT_EQ(c.add(i << 32), 2);
    for (std::uint64_t i = 0; i < 1000; ++i) EXPECT_EQ(c.count(i << 32), i % 3 == 0 ? 2 : 1);
    EXPECT_EQ(c.count(1000ull << 32), 0);
    EXPECT_EQ(c.count(1), 0);
  }
}

}  // namespace
}  // namespace kifukit
