// Chu move generation against published and independent counts: lishogi's start-position perft
// (36, 1,296), the lone lion, horned falcon and soaring eagle (88, 41, 40), and depth-1 counts
// of positions from random games that lishogi's rules library counted (tests/data/chu/).
#include <gtest/gtest.h>

#include <fstream>

#include "rules/perft.hpp"
#include "tests/chu_test_util.hpp"
#include "tests/run_command.hpp"

namespace kifukit {
namespace {

std::uint64_t perft_of(const std::string& sfen, int depth, const std::string& profile) {
  const Profile p = chu_test::profile(profile);
  return perft(chu_test::position(sfen), Referee(p), depth);
}

TEST(ChuPerft, StartPositionAsLishogiPublishes) {
  const std::string start = find_variant("chu")->start;
  for (const char* profile : {"chu", "chu-lishogi"}) {
    EXPECT_EQ(perft_of(start, 1, profile), 36u) << profile;
    EXPECT_EQ(perft_of(start, 2, profile), 1296u) << profile;
  }
  // Deeper, counted by shogiops 0.18.0 (bench/shogiops_perft.mjs: its move legality, each move
  // played with its own play()), not by kifukit: 52,599 and 2,134,748.
  EXPECT_EQ(perft_of(start, 3, "chu-lishogi"), 52599u);
  EXPECT_EQ(perft_of(start, 4, "chu-lishogi"), 2134748u);
}

// The lion-capture field is read and written back byte for byte.
TEST(ChuSfen, LionCaptureFieldRoundTrips) {
  for (const std::string s :
       {"lf1s1x1kg1sl/ac1degt1ocfa/mb1h1tn1drvm/pv6pbp1/3pp1p1i2p/1prI2P3h1/3PP1+H1IPPP/"
        "1Pp4pPR2/P3DP1S2Q1/MR1HO1E1B1VM/AVBCTKDT2FA/LF1S1G1GXC1L b 5h 115",
        "k11/12/12/12/6p5/6n5/12/9g2/12/12/12/6R4K b 3h 1"}) {
    EXPECT_EQ(format_sfen(chu_test::position(s)), s);
  }
}

// tests/data/chu/shogiops-depth1.tsv is oracle data from another program: SFEN, a tab, and the
// number of legal moves that shogiops 0.18.0 (npm; lishogi's rules library) lists for it, each
// lion double move and promotion choice apart. The positions come from random games played with
// shogiops (17 of them carry a last-lion-capture field); neither they nor the counts come from
// kifukit. Every one must be exact under chu-lishogi, the profile that plays lishogi's rules.
TEST(ChuPerft, DepthOneMatchesLishogiOnRandomGamePositions) {
  std::ifstream in(std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/chu/shogiops-depth1.tsv");
  ASSERT_TRUE(in) << "missing tests/data/chu/shogiops-depth1.tsv";
  const Profile p = chu_test::profile("chu-lishogi");
  int checked = 0, with_lion_capture = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t tab = line.find('\t');
    ASSERT_NE(tab, std::string::npos) << line;
    const std::string sfen = line.substr(0, tab);
    Position pos = chu_test::position(sfen);
    with_lion_capture += pos.lion_capture() != kNoSquare;
    EXPECT_EQ(count_legal(pos, pos.to_move(), p), std::stoi(line.substr(tab + 1))) << sfen;
    ++checked;
  }
  EXPECT_EQ(checked, 342);
  EXPECT_EQ(with_lion_capture, 17);
}

}  // namespace
}  // namespace kifukit
