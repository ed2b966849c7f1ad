// Variants as files at run time (docs/variants.md, "Variants at run time"): `extends:` with the
// diagnostics of a profile's (file:line:col in the file that holds the key), cycles, a missing
// parent, KIFUKIT_VARIANT_PATH and the catalogue that find_variant() answers from.
#include <algorithm>
#include <cstdlib>

#include <gtest/gtest.h>

#include "rules/data/variant_catalog.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/hostile_util.hpp"

namespace kifukit::testing {
namespace {

std::string first_error(const VariantResult& r) {
  return r.diagnostics.empty() ? "" : render(r.diagnostics.front());
}

// minishogi with another start: everything but `name:` and `start:` comes from the parent.
TEST(VariantExtends, AChildReplacesTheParentsTopLevelKeys) {
  VariantResult r = read_variant(
      "name: mini-kings\nextends: minishogi\nstart: \"4k/5/5/5/K4 b - 1\"\n", "child.yaml");
  ASSERT_TRUE(r.ok()) << first_error(r);
  EXPECT_EQ(r.variant->name, "mini-kings");
  EXPECT_EQ(r.variant->size, 5);
  EXPECT_EQ(r.variant->start, "4k/5/5/5/K4 b - 1");
  EXPECT_EQ(r.variant->kinds.size(), 10u);  // minishogi's ten kinds (rules/variants/minishogi.yaml)
  EXPECT_EQ(r.variant->zone_depth, 1);
  // The start position's place: the child's line 3, column 9 (after the quote at column 8).
  EXPECT_EQ(r.start_source, "child.yaml");
  EXPECT_EQ(r.start_line, 3);
  EXPECT_EQ(r.start_column, 9);
}

TEST(VariantExtends, ADiagnosticPointsIntoTheFileThatHoldsTheKey) {
  ScratchDir dir("variant-extends-place");
  // zone: 5 is out of range on a 5x5 board (1..4): the error is the parent's, line 4 column 7.
  spit(dir / "parent.yaml",
       "name: parent\nboard: 5\nseats: [south, north]\nzone: 5\ndrops: false\ncaptures: out\n"
       "start: \"4k/5/5/5/K4 b - 1\"\nkinds:\n  king: {letter: K, royal: true, steps: [all]}\n");
  spit(dir / "child.yaml", "name: child\nextends: ./parent.yaml\n");
  VariantResult r = read_variant_file(dir / "child.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]),
            (dir / "parent.yaml") +
                ":4:7: error: zone: expected a whole number from 1 to 4, got '5' "
                "[VARIANT_BAD_VALUE]");
  // The child may set the key right: its own value replaces the parent's.
  spit(dir / "child.yaml", "name: child\nextends: parent.yaml\nzone: 2\n");
  r = read_variant_file(dir / "child.yaml");
  ASSERT_TRUE(r.ok()) << first_error(r);
  EXPECT_EQ(r.variant->zone_depth, 2);
  EXPECT_EQ(r.start_source, dir / "parent.yaml");
  EXPECT_EQ(r.start_line, 7);
}

TEST(VariantExtends, MissingParentCycleAndPathsOutsideAreRefused) {
  ScratchDir dir("variant-extends-bad");
  spit(dir / "a.yaml", "name: a\nextends: nonesuch\n");
  VariantResult r = read_variant_file(dir / "a.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, Code::VARIANT_UNKNOWN_NAME);
  EXPECT_EQ(r.diagnostics[0].line, 2);
  EXPECT_EQ(r.diagnostics[0].column, 10);

  spit(dir / "a.yaml", "name: a\nextends: ./b.yaml\n");
  spit(dir / "b.yaml", "name: b\nextends: a.yaml\n");
  r = read_variant_file(dir / "a.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, Code::VARIANT_CONTRADICTION);
  EXPECT_EQ(r.diagnostics[0].file, dir / "b.yaml");
  EXPECT_EQ(r.diagnostics[0].line, 2);
  EXPECT_EQ(r.diagnostics[0].message, "extends cycle: " + (dir / "a.yaml") + " -> " +
                                          (dir / "b.yaml") + " -> " + (dir / "a.yaml"));

  // Only a file beside the extending one: a variant from a stranger reads nothing else.
  spit(dir / "a.yaml", "name: a\nextends: ../elsewhere/x.yaml\n");
  r = read_variant_file(dir / "a.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, Code::VARIANT_UNKNOWN_NAME);

  // A parent that is not there: unreadable, at the extends: value.
  spit(dir / "a.yaml", "name: a\nextends: ./gone.yaml\n");
  r = read_variant_file(dir / "a.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, Code::VARIANT_UNREADABLE);
  EXPECT_EQ(r.diagnostics[0].line, 2);

  // The child names itself: the parent's name would be a second variant of that name.
  r = read_variant("extends: minishogi\nzone: 2\n", "noname.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]),
            "noname.yaml:1:1: error: missing `name:` (a variant that extends another needs a "
            "name of its own) [VARIANT_MISSING_KEY]");
}

// A chain of 33 files, each extending the next: deeper than 32 is refused like a cycle.
TEST(VariantExtends, AChainDeeperThan32IsRefused) {
  ScratchDir dir("variant-extends-deep");
  for (int i = 0; i < 33; ++i)
    spit(dir / ("v" + std::to_string(i) + ".yaml"),
         "name: v" + std::to_string(i) + "\nextends: v" + std::to_string(i + 1) + ".yaml\n");
  spit(dir / "v33.yaml", "name: v33\nextends: minishogi\n");
  VariantResult r = read_variant_file(dir / "v0.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, Code::VARIANT_CONTRADICTION);
  EXPECT_EQ(r.diagnostics[0].file, dir / "v31.yaml");
  EXPECT_EQ(r.diagnostics[0].message,
            "extends chain deeper than 32 variants (from " + (dir / "v0.yaml") + ")");
}

TEST(VariantCatalogue, NamesOnTheSearchPathAndAddedFiles) {
  ScratchDir dir("variant-path");
  std::filesystem::create_directories(dir.path() / "second");
  spit(dir.path() / "second" / "path-five.yaml",
       "name: path-five\nextends: minishogi\nstart: \"4k/5/5/5/K4 b - 1\"\n");
  // A file whose name: differs from its file name names no variant there.
  spit(dir.path() / "second" / "path-misnamed.yaml", "name: other\nextends: minishogi\n");
  const std::string path = "/no/such/dir::" + (dir / "first") + ":" + (dir / "second");
  ASSERT_EQ(setenv(kVariantPathVariable, path.c_str(), 1), 0);
  EXPECT_EQ(variant_path_directories(),
            (std::vector<std::string>{"/no/such/dir", dir / "first", dir / "second"}));
  EXPECT_EQ(find_variant_file("path-five"), (dir.path() / "second" / "path-five.yaml").string());
  EXPECT_EQ(find_variant_file("../second/path-five"), std::nullopt);
  const Variant* v = find_variant("path-five");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->start, "4k/5/5/5/K4 b - 1");
  EXPECT_EQ(find_variant("path-five"), v);  // read once
  EXPECT_EQ(find_variant("path-misnamed"), nullptr);
  EXPECT_EQ(find_variant("other"), nullptr);
  unsetenv(kVariantPathVariable);

  // Added by a file: a built-in name is refused, the same name from another file too.
  VariantResult mine = read_variant("name: added-five\nextends: minishogi\n", "mine.yaml");
  ASSERT_TRUE(mine.ok()) << first_error(mine);
  EXPECT_EQ(add_variant(mine.variant, "mine.yaml"), std::nullopt);
  EXPECT_EQ(add_variant(mine.variant, "mine.yaml"), std::nullopt);  // the same file again
  EXPECT_EQ(find_variant("added-five"), mine.variant.get());
  auto clash = add_variant(mine.variant, "theirs.yaml");
  ASSERT_TRUE(clash);
  EXPECT_EQ(render(*clash),
            "theirs.yaml: error: name: 'added-five' is already the variant of mine.yaml "
            "[VARIANT_BAD_VALUE]");
  VariantResult standard = read_variant("name: standard\nextends: minishogi\n", "std.yaml");
  ASSERT_TRUE(standard.ok()) << first_error(standard);
  auto builtin = add_variant(standard.variant, "std.yaml");
  ASSERT_TRUE(builtin);
  EXPECT_EQ(builtin->code, Code::VARIANT_BAD_VALUE);
  const auto names = known_variant_names();
  EXPECT_EQ(std::vector<std::string>(names.begin(), names.begin() + 4),
            (std::vector<std::string>{"chu", "minishogi", "standard", "yonin"}));
  EXPECT_NE(std::find(names.begin(), names.end(), "added-five"), names.end());
}

}  // namespace
}  // namespace kifukit::testing
