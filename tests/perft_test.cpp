#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "rules/perft.hpp"

namespace kifukit {
namespace {

std::uint64_t run(const Variant& v, const std::string& text, int depth, Profile profile = {}) {
  NotationError e;
  auto pos = parse_position(v, text, e);
  EXPECT_TRUE(pos.has_value()) << e.column << ": " << e.message;
  return pos ? perft(*pos, Referee(profile), depth) : 0;
}

TEST(Perft, YoninStart) {
  const Variant& v = yonin_variant();
  EXPECT_EQ(run(v, v.start, 1), 9u);
  EXPECT_EQ(run(v, v.start, 2), 81u);
  EXPECT_EQ(run(v, v.start, 3), 729u);
  EXPECT_EQ(run(v, v.start, 4), 6561u);
  EXPECT_EQ(run(v, v.start, 5), 82134u);
  // Depth 6 from the engine of issue 2 (before variants were data), depth 7 from issue 11.
  EXPECT_EQ(run(v, v.start, 6), 1055321u);
  EXPECT_EQ(run(v, v.start, 7), 13537582u);
}

TEST(Perft, StandardStart) {
  const Variant& v = standard_variant();
  EXPECT_EQ(run(v, v.start, 1), 30u);
  EXPECT_EQ(run(v, v.start, 2), 900u);
  EXPECT_EQ(run(v, v.start, 3), 25470u);
  EXPECT_EQ(run(v, v.start, 4), 719731u);
}

// docs/rules.md §16.2: YaneuraOu's `matsuri` position, many drops at every ply (nifu and
// pawn-drop mate on the last ply, where the drops are counted as sets).
TEST(Perft, StandardMatsuri) {
  const Variant& v = standard_variant();
  const std::string matsuri =
      "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
  EXPECT_EQ(run(v, matsuri, 1), 207u);
  EXPECT_EQ(run(v, matsuri, 2), 28684u);
  EXPECT_EQ(run(v, matsuri, 3), 4809015u);
}

}  // namespace
}  // namespace kifukit
