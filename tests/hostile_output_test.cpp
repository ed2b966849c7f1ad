// Hostile output (issue 15, case 6 and 3): every write to stdout, stderr and an output file is
// checked (a failed write is exit 2 with a message), and `-o` never replaces what is not a
// regular file.
#include <gtest/gtest.h>

#include "tests/hostile_util.hpp"

namespace kifukit::testing {
namespace {

// Converting it says first that its three comment lines (lines 1-3) are not kept.
const std::string kQdanComments =
    kQdan +
    ":1:1: warning: 3 comments (#) are not kept (the first here): a record's comments belong in "
    "`comment:` fields [FORMAT_LOSSY]\n";

struct LostOutput {
  std::string name;
  std::string command;  // after "$KIFUKIT "
};
// The test's name in CTest.
void PrintTo(const LostOutput& p, std::ostream* out) { *out << p.name; }

class StdoutLost : public ::testing::TestWithParam<LostOutput> {};

// Every subcommand that prints, its stdout on a full device: exit 2 and the reason on stderr.
TEST_P(StdoutLost, FullDeviceIsExitTwoWithTheReason) {
  ScratchDir dir("full");
  auto r = run_shell("\"$KIFUKIT\" " + GetParam().command + " >/dev/full", dir.path());
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("kifukit: error: cannot write standard output: No space left on device\n"),
            std::string::npos)
      << r.err;
}

// The same with standard output closed (`>&-`): the descriptor is not reused by a file the
// command opens, and the write fails with EBADF.
TEST_P(StdoutLost, ClosedStdoutIsExitTwoWithTheReason) {
  ScratchDir dir("closed");
  auto r = run_shell("\"$KIFUKIT\" " + GetParam().command + " >&-", dir.path());
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("kifukit: error: cannot write standard output: Bad file descriptor\n"),
            std::string::npos)
      << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    Hostile, StdoutLost,
    ::testing::Values(LostOutput{"validate", "validate '" + kExamples + "'"},
                      LostOutput{"validate_json", "validate '" + kExamples + "' --format json"},
                      LostOutput{"perft", "perft --depth 2"},
                      LostOutput{"replay", "replay '" + kQdan + "'"}, LostOutput{"codes", "codes"},
                      LostOutput{"codes_markdown", "codes --format markdown"},
                      LostOutput{"profiles_show", "profiles show qdan"},
                      LostOutput{"profiles_list", "profiles list"}, LostOutput{"help", "--help"},
                      LostOutput{"validate_help", "validate --help"},
                      LostOutput{"diff", "diff '" + kQdan + "' --profiles all"},
                      LostOutput{"convert", "convert '" + kQdan + "' -o - --to json"},
                      LostOutput{"generate", "generate --seed 3"}),
    [](const ::testing::TestParamInfo<LostOutput>& info) { return info.param.name; });

TEST(HostileOutput, FullStderrIsExitTwo) {
  ScratchDir dir("stderr");
  // A usage error prints only to stderr; with stderr lost the run still fails, with 2.
  auto r = run_shell("\"$KIFUKIT\" validate --no-such-option 2>/dev/full", dir.path());
  EXPECT_EQ(r.exit_code, 2);
}

TEST(HostileOutput, ConvertWritesThroughAFifoAndLeavesIt) {
  ScratchDir dir("fifo");
  auto r = run_shell("mkfifo fifo && { cat fifo > got & } && \"$KIFUKIT\" convert '" + kQdan +
                         "' -o fifo --to json; rc=$?; wait; test -p fifo || exit 98; exit $rc",
                     dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::string got = read_file(dir / "got");
  EXPECT_EQ(got.substr(0, 14), "{\n  \"format\": ");
  EXPECT_EQ(got.back(), '\n');
}

TEST(HostileOutput, ConvertToDevNullWritesThroughIt) {
  ScratchDir dir("devnull");
  auto r = run_shell(
      "\"$KIFUKIT\" convert '" + kQdan + "' -o /dev/null --to json && test -c /dev/null || exit 98",
      dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST(HostileOutput, ConvertToDevFullIsExitTwoAndDevFullStays) {
  ScratchDir dir("devfull");
  auto r = run_shell("\"$KIFUKIT\" convert '" + kQdan +
                         "' -o /dev/full --to json; rc=$?; test -c /dev/full || exit 98; exit $rc",
                     dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, kQdanComments +
                       "/dev/full: error: cannot write: No space left on device [FORMAT_IO]\n");
}

TEST(HostileOutput, ConvertThroughASymlinkReplacesItsTargetAndKeepsTheLink) {
  ScratchDir dir("symlink");
  write_file(dir / "target.json", "old\n");
  fs::create_symlink("target.json", dir.path() / "link.json");
  fs::permissions(dir.path() / "target.json", fs::perms(0600));
  auto r = run_kifukit({"convert", kQdan, "-o", dir / "link.json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(dir.path() / "link.json"));
  EXPECT_EQ(fs::read_symlink(dir.path() / "link.json"), "target.json");
  EXPECT_EQ(read_file(dir / "target.json").substr(0, 14), "{\n  \"format\": ");
  // The replaced file keeps its permission bits.
  EXPECT_EQ(fs::status(dir.path() / "target.json").permissions(), fs::perms(0600));
  EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 2);
}

TEST(HostileOutput, ConvertRefusesADanglingSymlinkAndADirectory) {
  ScratchDir dir("refused");
  fs::create_symlink("nowhere.json", dir.path() / "dangling.json");
  fs::create_directory(dir.path() / "d.json");
  const auto before = snapshot(dir.path());
  auto r = run_kifukit({"convert", kQdan, "-o", dir / "dangling.json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, kQdanComments + dir / "dangling.json" +
                       ": error: a symbolic link to a file that does not exist; not followed "
                       "[FORMAT_IO]\n");
  r = run_kifukit({"convert", kQdan, "-o", dir / "d.json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, kQdanComments + dir / "d.json" + ": error: is a directory [FORMAT_IO]\n");
  EXPECT_EQ(snapshot(dir.path()), before);
}

TEST(HostileOutput, AFailedConvertLeavesTheExistingOutputAlone) {
  ScratchDir dir("keep");
  write_file(dir / "bad.yaml", "format: 1\nvariant: [\n");
  write_file(dir / "out.json", "precious\n");
  const auto before = snapshot(dir.path());
  auto r = run_kifukit({"convert", dir / "bad.yaml", "-o", dir / "out.json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(snapshot(dir.path()), before);
}

TEST(HostileOutput, GenerateDashIsStandardOutputNotADirectory) {
  ScratchDir dir("dash");
  auto r = run_shell("\"$KIFUKIT\" generate --seed 5 -o -", dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, 10), "format: 1\n");
  EXPECT_FALSE(fs::exists(dir.path() / "-"));
}

TEST(HostileOutput, InterruptedGenerateLeavesNoTemporaryFile) {
  ScratchDir dir("sigterm");
  // Killed while it writes thousands of games: each temporary file is renamed or removed
  // before the signal is let in.
  auto r = run_shell(
      "\"$KIFUKIT\" generate --seed 1 --count 100000 --max-plies 20 -o games & pid=$!; "
      "while [ ! -d games ] || [ \"$(ls games | wc -l)\" -lt 50 ]; do sleep 0.05; done; "
      "kill -TERM $pid; wait $pid; echo $?",
      dir.path());
  EXPECT_EQ(r.out, "143\n");
  for (const auto& e : fs::directory_iterator(dir.path() / "games"))
    EXPECT_NE(e.path().filename().string()[0], '.') << e.path();
}

}  // namespace
}  // namespace kifukit::testing
