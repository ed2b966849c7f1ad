// Every input kept in tests/data/fuzz-regressions/<target>/ (inputs that once crashed a fuzz
// target, hung it, ate its memory or broke one of its invariants; scripts/fuzz) runs again
// through the same target body (fuzz/targets.hpp), and so do the examples: a body must return
// normally on all of them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/targets.hpp"
#include "tests/formats_test_util.hpp"

namespace kifukit::testing {
namespace {

namespace fs = std::filesystem;

struct FuzzInput {
  std::string target;
  fs::path file;
};

void PrintTo(const FuzzInput& input, std::ostream* os) { *os << input.file.string(); }

fs::path regressions_dir() { return source_dir() / "tests" / "data" / "fuzz-regressions"; }

std::vector<FuzzInput> regression_inputs() {
  std::vector<FuzzInput> inputs;
  if (!fs::is_directory(regressions_dir())) return inputs;
  for (const auto& folder : fs::directory_iterator(regressions_dir()))
    if (folder.is_directory())
      for (const auto& file : fs::directory_iterator(folder.path()))
        if (file.is_regular_file())
          inputs.push_back({folder.path().filename().string(), file.path()});
  std::sort(inputs.begin(), inputs.end(),
            [](const FuzzInput& a, const FuzzInput& b) { return a.file < b.file; });
  return inputs;
}

void run(const std::string& target, const std::string& bytes, const std::string& what) {
  const fuzz::Target* t = fuzz::find_target(target);
  ASSERT_NE(t, nullptr) << "no fuzz target '" << target << "' (" << what << ")";
  try {
    EXPECT_EQ(t->run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()), 0);
  } catch (const fuzz::InvariantFailure& e) {
    FAIL() << what << ": " << e.what();
  }
}

class FuzzRegression : public ::testing::TestWithParam<FuzzInput> {};

TEST_P(FuzzRegression, RunsClean) {
  run(GetParam().target, slurp(GetParam().file), GetParam().file.string());
}

std::string fuzz_input_name(const ::testing::TestParamInfo<FuzzInput>& info) {
  std::string name = info.param.target + "_" + info.param.file.filename().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name + "_" + std::to_string(info.index);
}

INSTANTIATE_TEST_SUITE_P(Inputs, FuzzRegression, ::testing::ValuesIn(regression_inputs()),
                         fuzz_input_name);

TEST(FuzzRegressions, FoldersNameTargets) {
  for (const FuzzInput& input : regression_inputs())
    EXPECT_NE(fuzz::find_target(input.target), nullptr) << input.file;
  for (const fuzz::Target& t : fuzz::targets()) EXPECT_EQ(fuzz::find_target(t.name), &t);
}

// fuzz/targets.txt (what CMake builds and scripts/fuzz runs) names exactly the bodies there are.
TEST(FuzzRegressions, TargetsFileNamesEveryBody) {
  std::vector<std::string> listed;
  std::istringstream in(slurp(source_dir() / "fuzz" / "targets.txt"));
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') listed.push_back(line);
  // The pattern fuzz/CMakeLists.txt and scripts/fuzz accept; a name outside it stops them.
  const std::regex name("[a-z][a-z0-9_]*");
  for (const std::string& target : listed) EXPECT_TRUE(std::regex_match(target, name)) << target;
  std::vector<std::string> bodies;
  for (const fuzz::Target& t : fuzz::targets()) bodies.emplace_back(t.name);
  EXPECT_EQ(listed, bodies);
  EXPECT_EQ(listed.size(), 18u);  // with written_own and written_other (issue 26)
}

// The examples through the record and Referee targets: real records keep every invariant.
TEST(FuzzTargets, ExamplesRunClean) {
  for (const std::string& name : example_names()) {
    const std::string text = slurp(source_dir() / "examples" / (name + ".yaml"));
    run("record_yaml", text, name);
  }
  run("position", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "sfen");
  run("move", "7g7f", "move");
  run("converter_kif", slurp(source_dir() / "tests" / "data" / "kif" / "tsshogi-sample.kifu"),
      "kif");
  run("converter_usi", "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e", "usi");
  run("converter_ki2", "▲７六歩　△３四歩　▲５八金右\nまで3手で中断\n", "ki2");
  run("converter_jkf", "{\"moves\": [{}, {\"special\": \"TORYO\"}]}", "jkf");
  run("tonykoval_reader",
      slurp(source_dir() / "tests" / "data" / "tonykoval" / "room-west-out.tk.json"), "tonykoval");
  run("converter_csa", "V2.2\nN+a\nPI\n+\n+7776FU,T3\n-3334FU\n%TORYO\n/\nPI\n+\n", "csa");
  run("profile", "name: mine\nextends: ./base.yaml\n%%\nname: base\nvariant: yonin\n%%\nmode=x\n",
      "profile");
  std::string game(2, '\0');
  for (int i = 0; i < 200; ++i) game += static_cast<char>(i * 7 % 0xE0);
  for (int profile = 0; profile < 14; ++profile) {
    game[0] = static_cast<char>(profile);
    run("referee", game, "referee game under profile " + std::to_string(profile));
  }
}

}  // namespace
}  // namespace kifukit::testing
