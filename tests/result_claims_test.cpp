// A claimed result is compared only on what it states (docs/formats/yaml.md, "result"): a winner
// alone, a ranking without eliminations, some of the eliminations. The game is
// examples/double-elimination.yaml: south wins, east 2nd, north 3rd, west 4th; west and north
// are eliminated by one move at ply 61 (both credited to east), east at ply 238 (by south).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "converters/record_syntax.hpp"
#include "formats/record_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/formats_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

Record double_elimination() {
  ReadResult r = read_record_file((source_dir() / "examples" / "double-elimination.yaml").string());
  EXPECT_TRUE(r.record);
  return *r.record;
}

// The codes of the findings, in order.
std::vector<std::string> codes_of(const Record& record) {
  const Profile profile = builtin_profile(record.profile).resolved->profile;
  std::vector<std::string> out;
  for (const Finding& f : validate_record(record, profile).findings)
    out.push_back(std::string(code_name(f.code)));
  return out;
}

TEST(ResultClaims, TheFullClaimOfTheExampleIsClean) {
  EXPECT_EQ(codes_of(double_elimination()), std::vector<std::string>{});
}

TEST(ResultClaims, AWinnerAloneIsComparedAndNothingElse) {
  Record r = double_elimination();
  r.result->ranking.resize(1);  // south, place 1
  r.result->eliminations.clear();
  EXPECT_EQ(codes_of(r), std::vector<std::string>{});
  r.result->ranking[0].seat = Seat::East;  // a wrong winner is the one finding
  EXPECT_EQ(codes_of(r), std::vector<std::string>{"RESULT_RANKING"});
}

TEST(ResultClaims, ARankingWithoutEliminationsIsClean) {
  Record r = double_elimination();
  r.result->eliminations.clear();
  EXPECT_EQ(codes_of(r), std::vector<std::string>{});
}

TEST(ResultClaims, SomeEliminationsAreComparedByTheirSeat) {
  Record r = double_elimination();
  // Only the last elimination: east by south at ply 238.
  r.result->eliminations.erase(r.result->eliminations.begin(), r.result->eliminations.begin() + 2);
  ASSERT_EQ(r.result->eliminations.size(), 1u);
  EXPECT_EQ(codes_of(r), std::vector<std::string>{});
  r.result->eliminations[0].ply = 237;
  EXPECT_EQ(codes_of(r), std::vector<std::string>{"RESULT_ELIMINATION"});
  // An elimination the game does not have is still a finding.
  r.result->eliminations[0] = {Seat::South, Seat::East, 238, {}};
  EXPECT_EQ(codes_of(r), std::vector<std::string>{"RESULT_ELIMINATION"});
}

}  // namespace
}  // namespace kifukit::testing
