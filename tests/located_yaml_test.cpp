// The located-YAML helper (rules/data/located_yaml.hpp) that the variant reader, the profile reader
// and the corpus share: line:col of yaml-cpp marks in code points, the one-document check and
// yaml-cpp's exceptions as located diagnostics. Positions worked out by hand from the texts.
#include <gtest/gtest.h>

#include "corpus/located_yaml.hpp"
#include "rules/data/located_yaml.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/variant_reader.hpp"

namespace kifukit {
namespace {

YAML::Mark mark(int line0, int byte_column0) {
  YAML::Mark m;
  m.line = line0;
  m.column = byte_column0;
  return m;
}

TEST(LocatedYaml, MarksBecomeOneBasedLinesAndCodePointColumns) {
  // Line 2 is "é: [1, 2]": é is two bytes, so byte 4 ('[') is the third code point.
  const std::string text = "a: x\n\xC3\xA9: [1, 2]\n";
  const YamlLocator at(text, "f.yaml");
  EXPECT_EQ(at.position(mark(0, 3)).line, 1);
  EXPECT_EQ(at.position(mark(0, 3)).column, 4);
  EXPECT_EQ(at.position(mark(1, 4)).line, 2);
  EXPECT_EQ(at.position(mark(1, 4)).column, 4);
  // Asked again further along the same line (the cached path), then back at its start.
  EXPECT_EQ(at.position(mark(1, 8)).column, 8);
  EXPECT_EQ(at.position(mark(1, 0)).column, 1);
  // A null mark has no place: the top of the text.
  EXPECT_EQ(at.position(YAML::Mark::null_mark()).line, 1);
  EXPECT_EQ(at.position(YAML::Mark::null_mark()).column, 1);
  const Diagnostic d = at.error(mark(1, 4), Code::VARIANT_BAD_TYPE, "m");
  EXPECT_EQ(render(d), "f.yaml:2:4: error: m [VARIANT_BAD_TYPE]");
}

TEST(LocatedYaml, ASecondDocumentIsRefusedAtItsRootInEveryReader) {
  // The second document's root mapping starts on line 3, column 1.
  const std::string text = "name: a\n---\nname: b\n";
  const YamlLocator at(text, "two.yaml");
  auto second = second_document(text, at, Code::PROFILE_SYNTAX, "a profile");
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(render(*second),
            "two.yaml:3:1: error: a profile is one YAML document; found a second one "
            "[PROFILE_SYNTAX]");
  EXPECT_FALSE(second_document("name: a\n", at, Code::PROFILE_SYNTAX, "a profile"));

  VariantResult v = read_variant(text, "two.yaml");
  ASSERT_EQ(v.diagnostics.size(), 1u);
  EXPECT_EQ(render(v.diagnostics[0]),
            "two.yaml:3:1: error: a variant is one YAML document; found a second one "
            "[VARIANT_SYNTAX]");
  ProfileResult p = read_profile(text, "two.yaml", default_profile_sources());
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(render(p.diagnostics[0]),
            "two.yaml:3:1: error: a profile is one YAML document; found a second one "
            "[PROFILE_SYNTAX]");
}

TEST(LocatedYaml, CorpusFilesAreLocatedByTheSameHelper) {
  // '&' is the fourth code point of line 2 ("é: &a x"): é counts one column, not two.
  Diagnostic error;
  EXPECT_FALSE(corpus::parse_located_yaml("id: x\n\xC3\xA9: &a x\n", "c.yaml", error));
  EXPECT_EQ(render(error),
            "c.yaml:2:4: error: YAML anchors are not allowed in corpus files [FORMAT_ALIAS]");
  // The profile reader counts the same way. In `{name: x, variant: yonin, "é": 1, move_limit: x}`
  // the unknown key's quote is byte 26, column 27, and the bad value x byte 47, column 47 (é is
  // two bytes, one column).
  ProfileResult p =
      read_profile("name: x\nvariant: yonin\nextra: {a: 1}\n", "p.yaml", default_profile_sources());
  ASSERT_EQ(p.diagnostics.size(), 1u);
  EXPECT_EQ(render(p.diagnostics[0]),
            "p.yaml:3:1: error: unknown key 'extra' [PROFILE_UNKNOWN_KEY]");
  ProfileResult flow = read_profile("{name: x, variant: yonin, \"\xC3\xA9\": 1, move_limit: x}\n",
                                    "p.yaml", default_profile_sources());
  ASSERT_EQ(flow.diagnostics.size(), 2u);
  EXPECT_EQ(code_name(flow.diagnostics[0].code), "PROFILE_UNKNOWN_KEY");
  EXPECT_EQ(flow.diagnostics[0].line, 1);
  EXPECT_EQ(flow.diagnostics[0].column, 27);
  EXPECT_EQ(code_name(flow.diagnostics[1].code), "PROFILE_BAD_TYPE");
  EXPECT_EQ(flow.diagnostics[1].line, 1);
  EXPECT_EQ(flow.diagnostics[1].column, 47);
}

}  // namespace
}  // namespace kifukit
