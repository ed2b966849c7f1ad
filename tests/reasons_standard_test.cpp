// Moves are data in every format (issue 25): an illegal move written in KIF, KI2, CSA or JKF is
// a finding at its ply with the move's line:column and exit 1, as in USI and kifukit's own
// syntaxes, never an unreadable file. The files and their expected code, ply and location are
// tests/data/reasons-standard/ (expected.txt, written by hand); each runs through the function
// `kifukit validate` uses (library/file_validation.hpp), in this process.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "library/file_validation.hpp"
#include "rules/codes.hpp"
#include "tests/formats_test_util.hpp"

namespace kifukit::testing {
namespace {

struct Twin {
  std::string file, code;
  int ply = 0, line = 0, column = 0;
};

std::vector<Twin> expected_twins() {
  std::ifstream in(source_dir() / "tests/data/reasons-standard/expected.txt");
  std::vector<Twin> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    Twin t;
    std::string where;
    char colon = 0;
    words >> t.file >> t.code >> t.ply >> where;
    std::istringstream(where) >> t.line >> colon >> t.column;
    out.push_back(t);
  }
  return out;
}

TEST(ReasonsStandard, EveryTwinIsAFindingAtItsPly) {
  const std::vector<Twin> twins = expected_twins();
  ASSERT_EQ(twins.size(), 62u);
  for (const Twin& t : twins) {
    SCOPED_TRACE(t.file);
    const FileReport r = validate_loaded(
        load_record_file((source_dir() / "tests/data/reasons-standard" / t.file).string()), {});
    EXPECT_EQ(r.exit_code(), 1);
    ASSERT_TRUE(r.validation.has_value());
    ASSERT_FALSE(r.validation->findings.empty());
    const Finding& f = r.validation->findings.front();
    EXPECT_EQ(code_name(f.code), t.code) << f.message;
    EXPECT_EQ(f.ply, t.ply);
    EXPECT_EQ(f.line, t.line);
    EXPECT_EQ(f.column, t.column);
  }
}

// Every file of the directory is listed, so none is left unchecked.
TEST(ReasonsStandard, EveryFileHasItsExpectation) {
  std::set<std::string> listed;
  for (const Twin& t : expected_twins()) listed.insert(t.file);
  for (const auto& e :
       std::filesystem::directory_iterator(source_dir() / "tests/data/reasons-standard")) {
    if (e.path().filename() == "expected.txt") continue;
    EXPECT_TRUE(listed.count(e.path().filename().string())) << e.path();
  }
}

}  // namespace
}  // namespace kifukit::testing
