// Command-line conventions of issue 16 that failed on main before: hidden directories and
// node_modules skipped when walking, --exclude, --quiet.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;
const std::string kSource = std::string(KIFUKIT_SOURCE_DIR) + "/";

TEST(CliConventions, WalkSkipsHiddenDirectoriesNodeModulesAndExcludes) {
  const fs::path dir =
      fs::path(::testing::TempDir()) / ("kifukit-walk-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  for (const char* sub : {".git", "node_modules/pkg", "drafts", "games"})
    fs::create_directories(dir / sub);
  const fs::path record = kSource + "examples/qdan.yaml";
  for (const char* to :
       {".git/a.yaml", "node_modules/pkg/b.json", "drafts/c.yaml", "games/d.yaml", "games/.e.yaml"})
    fs::copy_file(record, dir / to);
  auto r = run_kifukit({"validate", dir.string(), "--exclude", "drafts", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("\"summary\":{\"files\":1,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("games/d.yaml"), std::string::npos);
  // A glob on the path below the directory; a file named explicitly is always read.
  r = run_kifukit({"validate", dir.string(), "--exclude", "games/*.yaml", "--format", "json"});
  EXPECT_NE(r.out.find("\"summary\":{\"files\":1,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("drafts/c.yaml"), std::string::npos);
  r = run_kifukit({"validate", (dir / ".git/a.yaml").string()});
  EXPECT_EQ(r.exit_code, 0);
  fs::remove_all(dir);
}

TEST(CliConventions, QuietPrintsFindingsAndTheSummaryOnly) {
  auto r = run_kifukit({"validate", kSource + "examples/qdan.yaml",
                        kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml", "--quiet"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.substr(0, r.out.find("plies in")),
            kSource +
                "tests/data/reasons/ILLEGAL_NIFU.yaml:9:25: error: ply 1 (south): P*3e: a "
                "second unpromoted pawn of the same facing on one line; south has 67 legal "
                "moves [ILLEGAL_NIFU]\n2 records: 1 clean, 1 with findings, 0 unreadable; 101 ");
}

TEST(CliConventions, VersionPrintsTheProjectVersion) {
  auto r = run_kifukit({"--version"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "kifukit 0.1.0\n");
}

}  // namespace
}  // namespace kifukit::testing
