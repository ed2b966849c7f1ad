// The kifukit command as a user meets it: output, diagnostics and exit codes.
#include <gtest/gtest.h>

#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

TEST(CliPerft, YoninStartDepth3PrintsCountAlone) {
  auto r = run_kifukit({"perft", "--variant", "yonin", "--depth", "3"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "729\n");
  EXPECT_EQ(r.err, "");
}

TEST(CliPerft, StandardSfenDepth2) {
  auto r = run_kifukit({"perft", "--variant", "standard", "--sfen", "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
                        "--depth", "2"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "639\n");
}

TEST(CliPerft, DivideListsEveryMoveThenTheTotal) {
  auto r = run_kifukit({"perft", "--depth", "1", "--divide"});
  EXPECT_EQ(r.exit_code, 0);
  // South's nine opening moves, each a leaf, sorted by move text.
  EXPECT_EQ(r.out, "3i2h 1\n3i3h 1\n4h4g 1\n4i3h 1\n5g5f 1\n6h6g 1\n6i7h 1\n7i7h 1\n7i8h 1\n9\n");
}

TEST(CliPerft, BadPositionPointsAtTheColumn) {
  auto r = run_kifukit({"perft", "--position", "9/9/9/9/9/9/9/9/8q s -/-/-/- - 0", "--depth", "1"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "--position:1:18: error: expected an owner letter (s, w, n, e or x) or a digit\n");
}

TEST(CliPerft, UsageErrorsExitThree) {
  EXPECT_EQ(run_kifukit({"perft"}).exit_code, 3);  // --depth is required
  EXPECT_EQ(run_kifukit({"perft", "--depth", "x"}).exit_code, 3);
  EXPECT_EQ(run_kifukit({"perft", "--depth", "-1"}).exit_code, 3);
  EXPECT_EQ(run_kifukit({"perft", "--variant", "chess", "--depth", "1"}).exit_code, 4);
  EXPECT_EQ(
      run_kifukit({"perft", "--variant", "standard", "--position", "x", "--depth", "1"}).exit_code,
      3);
  EXPECT_EQ(run_kifukit({"nonsense"}).exit_code, 3);
  EXPECT_EQ(run_kifukit({}).exit_code, 3);
}

TEST(CliPerft, UnknownProfileExitsFour) {
  auto r = run_kifukit({"perft", "--profile", "no-such-profile", "--depth", "1"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_NE(r.err.find("no-such-profile"), std::string::npos);
}

TEST(CliHelp, EverySubcommandHasHelpWithAnExample) {
  auto r = run_kifukit({"perft", "--help"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("example:"), std::string::npos);
  EXPECT_EQ(run_kifukit({"--help"}).exit_code, 0);
}

}  // namespace
}  // namespace kifukit::testing
