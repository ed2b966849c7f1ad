// A new variant and a profile for it, written as files by the test and used by the real binary
// with no rebuild (issue 24): perft, validate, convert and render on a game no C++ knows.
#include <gtest/gtest.h>

#include "tests/formats_test_util.hpp"
#include "tests/hostile_util.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

// tiny5: a 5x5 two-player game with kings and pawns only, captured pieces leave the game (no
// drops), a two-rank promotion zone. Start (SFEN ranks a..e top to bottom, files 5..1 left to
// right): north's king on 5a and pawn on 1b, south's pawn on 3c and king on 1e.
const char* const kTiny5 =
    "# tiny5: kings and pawns on 5x5, no drops (a test of issue 24)\n"
    "name: tiny5\n"
    "board: 5\n"
    "seats: [south, north]\n"
    "zone: 2\n"
    "captures: out\n"
    "drops: false\n"
    "start: \"k4/4p/2P2/5/4K b - 1\"\n"
    "kinds:\n"
    "  king:  {kanji: 玉, letter: K, royal: true, steps: [all]}\n"
    "  pawn:  {kanji: 歩, letter: P, steps: [forward], pawn: true, dead_lines: 1,"
    " promotes_to: tokin}\n"
    "  tokin: {kanji: と, letter: +P,"
    " steps: [forward-left, forward, forward-right, left, right, back]}\n";

// A root profile for it: two seats, south first, the standard profile's repetition and
// perpetual-check rules.
const char* const kTiny5Profile =
    "name: tiny5-play\n"
    "variant: tiny5\n"
    "perpetual_check: checker-loses\n"
    "move_limit: 0\n";

// South promotes on 3b, north's king steps aside, south's king comes up: legal throughout.
const char* const kTiny5Record =
    "format: 1\n"
    "variant: tiny5\n"
    "moves:\n"
    "  - {seat: south, move: 3c3b+}\n"
    "  - {seat: north, move: 5a5b}\n"
    "  - {seat: south, move: 1e2d}\n";

class Tiny5 : public ::testing::Test {
 protected:
  Tiny5() : dir_("tiny5") {
    spit(variant(), kTiny5);
    spit(profile(), kTiny5Profile);
    spit(record(), kTiny5Record);
  }
  std::string variant() const { return dir_ / "tiny5.yaml"; }
  std::string profile() const { return dir_ / "tiny5-play.yaml"; }
  std::string record() const { return dir_ / "game.yaml"; }
  std::string path(const std::string& name) const { return dir_ / name; }

 private:
  ScratchDir dir_;
};

// Depth 1, by hand: south's king on 1e (a corner) has 1d, 2d and 2e; the pawn on 3c steps to
// 3b, inside the two-rank zone, and may promote or not (dead_lines 1: it must only on rank a).
// 3 + 2 = 5.
// Depth 2, after each of them: north's king on 5a has 4a, 4b and 5b, and its pawn on 1b steps
// to 1c (rank c is outside north's zone, d-e). Nothing of south's reaches 4a, 4b or 5b except a
// tokin on 3b, which moves like a gold: forward-left (4a) and left (4b) for south. So:
// after each king move 3 + 1 = 4 (12 in all), after 3c3b 3 + 1 = 4, after 3c3b+ 1 + 1 = 2:
// 12 + 4 + 2 = 18.
TEST_F(Tiny5, PerftCountsWorkedOutByHand) {
  auto d1 = run_kifukit({"perft", "--variant-file", variant(), "--variant", "tiny5",
                         "--profile-file", profile(), "--depth", "1"});
  EXPECT_EQ(d1.exit_code, 0) << d1.err;
  EXPECT_EQ(d1.out, "5\n");
  auto d2 = run_kifukit({"perft", "--variant-file", variant(), "--variant", "tiny5",
                         "--profile-file", profile(), "--depth", "2", "--divide"});
  EXPECT_EQ(d2.exit_code, 0) << d2.err;
  EXPECT_EQ(d2.out, "1e1d 4\n1e2d 4\n1e2e 4\n3c3b 4\n3c3b+ 2\n18\n");
}

TEST_F(Tiny5, ValidateConvertAndRenderAGameOfIt) {
  auto v =
      run_kifukit({"validate", "--variant-file", variant(), "--profile-file", profile(), record()});
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
  // The position after the three plies, by hand: 5b north king, 3b south tokin, 1b north
  // pawn, 2d south king; north to move, move 4.
  auto replay =
      run_kifukit({"replay", "--variant-file", variant(), "--profile-file", profile(), record()});
  EXPECT_EQ(replay.exit_code, 0) << replay.err;
  EXPECT_NE(replay.out.find("5/k1+P1p/5/3K1/5 w - 4"), std::string::npos) << replay.out;

  auto json =
      run_kifukit({"convert", "--variant-file", variant(), record(), "-o", "-", "--to", "json"});
  EXPECT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(json.out,
            "{\n  \"format\": 1,\n  \"variant\": \"tiny5\",\n  \"moves\": [\n"
            "    {\"seat\": \"south\", \"move\": \"3c3b+\"},\n"
            "    {\"seat\": \"north\", \"move\": \"5a5b\"},\n"
            "    {\"seat\": \"south\", \"move\": \"1e2d\"}\n  ]\n}\n");
  // And back: the JSON reads as the same game.
  spit(path("game.json"), json.out);
  auto back = run_kifukit(
      {"convert", "--variant-file", variant(), path("game.json"), "-o", "-", "--to", "yaml"});
  EXPECT_EQ(back.exit_code, 0) << back.err;
  EXPECT_EQ(back.out, kTiny5Record);

  auto svg = run_kifukit({"render", "--variant-file", variant(), "--profile-file", profile(),
                          record(), "--ply", "3", "-o", path("board.svg")});
  EXPECT_EQ(svg.exit_code, 0) << svg.err;
  const std::string board = slurp(path("board.svg"));
  EXPECT_NE(board.find("<svg"), std::string::npos);
  EXPECT_NE(board.find("と"), std::string::npos) << board;  // the tokin on 3b
}

// Without the file the name is unknown; on KIFUKIT_VARIANT_PATH a profile may name it alone.
TEST_F(Tiny5, TheSearchPathLetsAProfileNameTheVariant) {
  auto without = run_kifukit({"perft", "--profile-file", profile(), "--depth", "1"});
  EXPECT_EQ(without.exit_code, 4);
  EXPECT_NE(without.err.find("variant: 'tiny5' is not one of"), std::string::npos) << without.err;
  const std::string dir = std::filesystem::path(variant()).parent_path().string();
  auto with = run_command({"env", "KIFUKIT_VARIANT_PATH=" + dir, KIFUKIT_BIN, "perft", "--variant",
                           "tiny5", "--profile-file", profile(), "--depth", "2"});
  EXPECT_EQ(with.exit_code, 0) << with.err;
  EXPECT_EQ(with.out, "18\n");
  auto list = run_command({"env", "KIFUKIT_VARIANT_PATH=" + dir, KIFUKIT_BIN, "variants", "show",
                           "tiny5", "--format", "json"});
  EXPECT_EQ(list.exit_code, 0) << list.err;
  EXPECT_NE(list.out.find("\"name\":\"tiny5\""), std::string::npos) << list.out;
}

// --variant-file reports what is wrong with the file, as `variants check` does.
TEST_F(Tiny5, ABadVariantFileIsABadConfiguration) {
  spit(path("bad.yaml"), "name: bad\nextends: ./tiny5.yaml\nzone: 9\n");
  auto r = run_kifukit({"perft", "--variant-file", variant(), "--variant-file", path("bad.yaml"),
                        "--variant", "tiny5", "--depth", "1"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err, path("bad.yaml") +
                       ":3:7: error: zone: expected a whole number from 1 to 4, got '9' "
                       "[VARIANT_BAD_VALUE]\n");
  // A later file may extend an earlier one by its name.
  spit(path("tiny5-zone1.yaml"), "name: tiny5-zone1\nextends: tiny5\nzone: 1\n");
  auto alone = run_kifukit({"perft", "--variant-file", variant(), "--variant-file",
                            path("tiny5-zone1.yaml"), "--variant", "tiny5-zone1", "--depth", "1"});
  EXPECT_EQ(alone.exit_code, 0) << alone.err;
  // With a one-rank zone 3c3b is no promotion: king 3 + pawn 1 = 4 (under the standard profile,
  // which serves a two-seat variant that has none of its own).
  EXPECT_EQ(alone.out, "4\n");
  auto missing = run_kifukit({"perft", "--variant-file", path("none.yaml"), "--depth", "1"});
  EXPECT_EQ(missing.exit_code, 2);
  auto builtin = run_kifukit({"variants", "list", "--variant-file", variant()});
  EXPECT_EQ(builtin.exit_code, 0) << builtin.err;
  EXPECT_NE(builtin.out.find("tiny5       5x5, 2 seats, 3 kinds, no drops, sfen\n"),
            std::string::npos)
      << builtin.out;
}

}  // namespace
}  // namespace kifukit::testing
