// kifukit validate on a directory, as a user sees it: the same report in input order whatever
// the number of workers (they run ahead of the printer within a bounded window), the summary,
// the exit codes.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;

const std::string kReasons = std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/reasons";

// The report without its last line (the summary, which states the time taken).
std::string without_summary(const std::string& out) {
  const std::size_t end = out.find_last_of('\n', out.size() - 2);
  return out.substr(0, end == std::string::npos ? 0 : end + 1);
}

TEST(CliValidate, DirectoryReportIsTheSameForAnyNumberOfJobs) {
  std::vector<std::string> files;
  for (const auto& f : fs::directory_iterator(kReasons)) files.push_back(f.path().string());
  std::sort(files.begin(), files.end());
  ASSERT_EQ(files.size(), 58u);  // more than the window of 4 x jobs, so the ring wraps around

  const CommandResult one = run_kifukit({"validate", kReasons, "--jobs", "1"});
  EXPECT_EQ(one.exit_code, 1);  // findings
  EXPECT_EQ(last_line(one.out), "58 records: 4 clean, 54 with findings, 0 malformed; 106 plies");
  // One status line per file, in sorted input order.
  const std::string report = "\n" + one.out;
  std::size_t at = 0;
  for (const std::string& f : files) {
    at = report.find("\n" + f + ": ", at);
    ASSERT_NE(at, std::string::npos) << f;
  }
  for (const char* jobs : {"2", "3", "8"}) {
    const CommandResult many = run_kifukit({"validate", kReasons, "--jobs", jobs});
    EXPECT_EQ(many.exit_code, 1) << jobs;
    EXPECT_EQ(without_summary(many.out), without_summary(one.out)) << jobs;
  }
}

TEST(CliValidate, JsonListsEveryFileInOrder) {
  const CommandResult r = run_kifukit({"validate", kReasons, "--jobs", "2", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1);
  std::size_t count = 0, at = 0;
  std::string previous;
  for (; (at = r.out.find("{\"file\":\"", at)) != std::string::npos; ++count) {
    at += 9;
    const std::string file = r.out.substr(at, r.out.find('"', at) - at);
    EXPECT_LT(previous, file);
    previous = file;
  }
  EXPECT_EQ(count, 58u);
  EXPECT_NE(r.out.find("\"summary\":{\"files\":58,"), std::string::npos) << r.out.substr(0, 200);
}

TEST(CliValidate, MissingPathIsUnreadable) {
  const CommandResult r = run_kifukit({"validate", kReasons + "/no-such-file.yaml"});
  EXPECT_EQ(r.exit_code, 2);
}

}  // namespace
}  // namespace kifukit::testing

namespace kifukit::testing {
namespace {

// Moves are data (issue 25): an illegal move in a CSA file is a finding at its ply, exit 1, not
// an unreadable file. The position and words are worked out by hand from the file.
TEST(CliValidate, AnIllegalMoveInCsaIsAFindingAtItsPly) {
  const std::string file =
      std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/reasons-standard/ILLEGAL_NIFU.csa";
  const CommandResult r = run_kifukit({"validate", file});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  // (the seat's word is left out: south or sente, whichever the report uses for standard)
  EXPECT_NE(r.out.find(file + ":10:1: error: ply 7 ("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[ILLEGAL_NIFU]"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace kifukit::testing
