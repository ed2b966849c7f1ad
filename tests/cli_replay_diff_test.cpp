// kifukit replay and kifukit diff on the bundled examples, as a user sees them.
#include <gtest/gtest.h>

#include "tests/formats_test_util.hpp"
#include "tests/hostile_util.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

const std::string kDoubleElimination =
    std::string(KIFUKIT_SOURCE_DIR) + "/examples/double-elimination.yaml";

TEST(CliReplay, ShowsTheDoubleEliminationAndTheBoard) {
  auto r = run_kifukit({"replay", kDoubleElimination, "--ply", "61"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(
      r.out.find("  61  east   R*9a      check: west; check: north; west eliminated (credited to "
                 "east); north eliminated (credited to east)\n"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("after ply 61: eR3xK>nxG>n3/3xP>nxR>nxP>n3/3xG>n5/1xP>w2xP>n1eP1eS/"
                       "xK>wxR>wxP>w1sS1ePeR1/xG>wxP>w2sS2eP1/4sPsP3/3sPsG2eG1/2xS>w2sK2eK s "
                       "G/-/-/2G4S w<e,n<e 61\n"),
            std::string::npos);
  // Plain text (not a terminal): dead pieces with their facing arrows, no colour codes.
  EXPECT_NE(r.out.find(" a |e R |    |    |    |x Kv|x Gv|    |    |    |\n"), std::string::npos);
  EXPECT_EQ(r.out.find("\033["), std::string::npos);
  EXPECT_NE(r.out.find("to move: south   eliminated: west (by east) north (by east)\n"),
            std::string::npos);
}

TEST(CliReplay, PlyPastTheEndIsAUsageError) {
  auto r = run_kifukit({"replay", kDoubleElimination, "--ply", "5000"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: --ply 5000 is past the last playable ply (238)\n");
}

TEST(CliReplayDiff, NoRecordFileIsAUsageError) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"replay"},
        std::vector<std::string>{"diff", "--profiles", "all"}}) {
    auto r = run_kifukit(args);
    EXPECT_EQ(r.exit_code, 3) << args[0];
    EXPECT_EQ(r.err, "kifukit: error: no record file given (see --help)\n") << args[0];
  }
}

TEST(CliDiff, ExampleShowsDivergingVerdictsAndRankings) {
  auto r = run_kifukit({"diff", kDoubleElimination, "--profiles", "page-standard,federation,qdan"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // Legal under page-standard, illegal under federation (three-on-one); qdan ends at the
  // double elimination, so the game's next move is illegal there, with a different ranking.
  EXPECT_EQ(r.out.substr(0, r.out.find("\n\n")),
            "profile        verdict                                      end            ranking\n"
            "page-standard  legal                                        last-survivor  1 south, 2 "
            "east, 3 north, 4 west\n"
            "federation     illegal-move at ply 21 ILLEGAL_THREE_ON_ONE  -              -\n"
            "qdan           illegal-move at ply 62 ILLEGAL_GAME_OVER     -              1 east, 2 "
            "south, 3 north, 4 west");
  EXPECT_NE(r.out.find("first divergence at ply 21 (west 7h6i):\n  page-standard  next: north\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  federation     illegal [ILLEGAL_THREE_ON_ONE]: 7h6i: "),
            std::string::npos);
}

TEST(CliDiff, UnknownProfileExitsFour) {
  auto r = run_kifukit({"diff", kDoubleElimination, "--profiles", "page-standard,nope"});
  EXPECT_EQ(r.exit_code, 4);
}

// A user's own profile beside the built-ins: page-standard with the federation's three-on-one
// ban refuses the same ply 21 as federation does (issue 14).
TEST(CliDiff, ProfileFilesAreJudgedBesideTheBuiltIns) {
  ScratchDir dir("diff-profile-file");
  const std::string mine = (dir.path() / "mine.yaml").string();
  const std::string again = (dir.path() / "again.yaml").string();
  for (const std::string& f : {mine, again})
    spit(f, "name: mine\nextends: page-standard\nthree_on_one_ban: true\n");
  auto r = run_kifukit({"diff", kDoubleElimination, "--profiles", "page-standard", "--profile-file",
                        mine, "--profile-file", again});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::string table = r.out.substr(0, r.out.find("\n\n"));
  EXPECT_NE(table.find("\nmine "), std::string::npos) << table;
  EXPECT_NE(table.find("illegal-move at ply 21 ILLEGAL_THREE_ON_ONE"), std::string::npos) << table;
  // The second file has the same profile name: its row is labelled by the file.
  EXPECT_NE(table.find("\n" + again + " "), std::string::npos) << table;
  EXPECT_NE(r.out.find("first divergence at ply 21 (west 7h6i):"), std::string::npos) << r.out;
  // A file alone is enough (exit 1: the only profile finds the record illegal); neither
  // --profiles nor --profile-file is a usage error.
  EXPECT_EQ(run_kifukit({"diff", kDoubleElimination, "--profile-file", mine}).exit_code, 1);
  auto none = run_kifukit({"diff", kDoubleElimination});
  EXPECT_EQ(none.exit_code, 3);
  EXPECT_EQ(none.err, "kifukit: error: give --profiles, --profile-file, or both\n");
  // A bad file is a bad profile (exit 4 or 2 as for --profile elsewhere).
  EXPECT_EQ(run_kifukit(
                {"diff", kDoubleElimination, "--profile-file", (dir.path() / "none.yaml").string()})
                .exit_code,
            2);
}

}  // namespace
}  // namespace kifukit::testing
