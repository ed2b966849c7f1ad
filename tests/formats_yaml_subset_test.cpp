// read_yaml's subset reader must build exactly yaml-cpp's tree (values, scalar types, locations)
// whenever it accepts an input, so that records and diagnostics do not depend on which reader ran.
// Checked on the examples, on write_yaml's output, on corners of YAML, and on thousands of small
// mutations of a record; records in the usual shape must take the fast path.
#include <gtest/gtest.h>

#include "formats/record_yaml.hpp"
#include "formats/record_yaml_subset.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/tree_difference.hpp"

namespace kifukit::testing {
namespace {

// Whether the subset reader took the input; fails the test if it built another tree than
// yaml-cpp's (or accepted what yaml-cpp refuses).
bool agrees(const std::string& yaml) {
  SourceText src(yaml);
  SourceComments fast_comments, slow_comments;
  std::optional<TreeNode> fast = yaml_subset_tree(src, fast_comments);
  if (!fast) return false;
  try {
    std::string d = difference(*fast, yaml_cpp_tree(src, slow_comments), "");
    EXPECT_EQ(d, "") << "input:\n" << yaml;
  } catch (const FormatError& e) {
    ADD_FAILURE() << "yaml-cpp refuses what the subset read: " << e.what() << "\ninput:\n" << yaml;
  }
  return true;
}

TEST(FormatYamlSubset, ReadsTheExamplesAndWhatTheWriterPrints) {
  for (const std::string& name : example_names()) {
    std::string text = slurp(source_dir() / "examples" / (name + ".yaml"));
    EXPECT_TRUE(agrees(text)) << name;
    ReadResult r = read_yaml(text, name);
    ASSERT_TRUE(r.record) << name;
    EXPECT_TRUE(agrees(write_yaml(*r.record))) << name;
  }
}

TEST(FormatYamlSubset, WriterStringsAgree) {
  Record r;
  r.variant = "yonin";
  for (const char* s :
       {"a\nb",  "a\r\nb", "Aoi 青井", "x: y", "#x",   "a #b", "a, b", "12:30", "it's", "\"q\"",
        " lead", "trail ", "null",     "~",    "",     "yes",  "a\tb", "\x01",  "-x",   "- x",
        "?x",    "[x]",    "a{b}",     "é",    "a  b", "@x",   "a\\b", "a:",    "-"}) {
    Entry& e = r.entries.emplace_back();  // a move of south's
    e.move = "7g7f";
    e.comment = s;
  }
  std::string text = write_yaml(r);
  EXPECT_TRUE(agrees(text)) << text;
}

TEST(FormatYamlSubset, CornersOfYamlAgreeOrAreLeftToYamlCpp) {
  const std::string head = "format: 1\nvariant: yonin\n";
  // Read by the subset reader.
  for (const char* body : {
           "event: a  b   \nsite: c # note\n",
           "event: it's 12:30, ok? [1] {2}\n",
           "event: a#b\n",
           "event: -x\n",
           "event: \"a\\\"b\\\\c\\n\\t\\x41\\u00e9\\U0001F600\\/\\ \\0\"\n",
           "event: 'it''s'  # c\n",
           "event: ~\nsite: null\ndate: NULL\n",
           "# c\n\n   \nevent: x\n   \n# c\n",
           "moves:\n- {seat: south, move: 7g7f}\n- [a, 'b', \"c\", {x: y}, []]\nsite: s\n",
           "moves:\n  # c\n    # c\n  - {seat: south ,  move: 7g7f }  # c\n  -   x\n",
           "players:\n    south: A\n    west: B\nevent: e\n",
           "result:\n  reason: r\n  ranking:\n  - {seat: south, place: 1}\n  eliminations: []\n",
           "options: {a: 1, b: [x, -], c: {}, d: x:y}\n",
           "event: {comment: a - b , x: \"\\xe9\\u3042\"}\n",
           "players:\n  south: 青井 千代\nevent: 将棋 \"x\"\n",
           "event: x",
       })
    EXPECT_TRUE(agrees(head + body)) << body;
  // Anything, for yaml-cpp to read or refuse; where the subset reads it, the trees must agree.
  for (const char* body : {
           "event:\nsite: x\n",
           "event: a\n  b\n",
           "event: a\n  # c\n",
           "event: a\n # c\nsite: b\n",
           "moves:\n  - a\n   - b\n",
           "moves:\n  - a\n  b: c\n",
           "moves:\n  -\n",
           "moves:\n  - - a\n",
           "moves:\n  - a: b\n",
           "event: a: b\n",
           "event: \"a\"b\n",
           "event: \"a\"#b\n",
           "event: \"a\n b\"\n",
           "event: 'a\n b'\n",
           "event: \"\\N\\_\\L\\P\"\n",
           "event: \"\\q\"\n",
           "event: \"\\x4g\"\n",
           "event: \"\\uD800\"\n",
           "event: &a x\nsite: *a\n",
           "event: !!str 5\n",
           "event: |\n  a\n",
           "event: >\n  a\n",
           "--- \nevent: x\n",
           "event: x\n...\n",
           "event: x\n---\nsite: y\n",
           "%YAML 1.2\n---\nevent: x\n",
           "event: {a: b,}\n",
           "event: {a}\n",
           "event: {a: }\n",
           "event: {a:b}\n",
           "event: [a:, b]\n",
           "event: [a: b]\n",
           "event: {a: b #c}\n",
           "event: {a: why?}\n",
           "event: [a\n, b]\n",
           "event: [a, b] c\n",
           "\"event\": x\n",
           "event : x\n",
           "null: x\n",
           "? event\n: x\n",
           "event:\tx\n",
           "event: x\r\nsite: y\r\n",
           "event: a\xC2\x85"
           "b\n",
           "event: a\xE2\x80\xA8"
           "b\n",
           "event: \xEF\xBB\xBFx\n",
           "players:\n  south: A\n west: B\n",
           " event: x\n",
           "- a\n",
           "event: x\nevent: y\n",
           "moves: 5\n",
       })
    agrees(head + body);
  for (std::size_t n : {1024, 1025})  // yaml-cpp's limit on simple keys
    EXPECT_EQ(
        agrees(head + "event: {" + std::string(n, 'k') + ": x}\n" + std::string(n, 'k') + ": x\n"),
        n == 1024);
  EXPECT_TRUE(agrees(head + "event: " + std::string(100000, 'x') + "\n"));
  agrees("[1, 2]\n");
  agrees("# only a comment\n");
}

// The special characters are found at every byte offset of the eight-byte words the check passes
// over, and the text around them (line feeds, other UTF-8) is no reason to decline.
TEST(FormatYamlSubset, SpecialCharactersAreFoundAtEveryOffset) {
  const std::string head = "format: 1\nevent: \"";
  const std::string tail = "abcdefghijklmnopqrstuvwx\"\nsite: here\n";
  for (std::size_t at = 0; at <= 24; ++at) {
    const std::string before = head + tail.substr(0, at);
    const std::string after = tail.substr(at);
    for (const char* special :
         {"\t", "\r", "\x7F", "\xC2\x85", "\xE2\x80\xA8", "\xE2\x80\xA9", "\xEF\xBB\xBF"}) {
      const std::string text = before + special + after;  // SourceText keeps a view
      SourceText src(text);
      SourceComments comments;
      EXPECT_FALSE(yaml_subset_tree(src, comments)) << at << " " << special;
    }
    for (const char* plain : {"\xC3\xA9", "\xE2\x80\x94", "\xC2\xA0", "~"}) {
      const std::string text = before + plain + after;
      SourceText src(text);
      SourceComments comments;
      EXPECT_TRUE(yaml_subset_tree(src, comments)) << at << " " << plain;
    }
  }
}

// Every one-character deletion, and insertions of YAML's special characters everywhere, in a
// small record: the subset reader either agrees with yaml-cpp or declines.
TEST(FormatYamlSubset, MutationsAgreeOrAreLeftToYamlCpp) {
  const std::string base =
      "# c\nformat: 1\nvariant: yonin  # v\nevent: \"a\\\"b\\n\\x41\\u00e9\"\nsite: 'it''s'\n"
      "date: 12:30, ok? a#b\noptions: {a: 1, b: [x, -], c: {}, d: x:y, e: 'r'}\n"
      "players:\n    south: ~\nmoves:\n- {seat: south ,  move: 7g7f }  # c\n- [a, \"c\", {x: y}]\n"
      "# c\n-   x\nresult:\n  reason: r\n  ranking:\n    - {seat: south, place: 1}\n";
  ASSERT_TRUE(agrees(base));
  int taken = 0, total = 0;
  auto check = [&](const std::string& text) {
    ++total;
    taken += agrees(text);
  };
  for (std::size_t i = 0; i < base.size(); ++i) {
    check(base.substr(0, i) + base.substr(i + 1));
    for (char c : std::string(" \n-:#,{}[]\"'~&*!|>?%@`.\\"))
      check(base.substr(0, i) + c + base.substr(i));
  }
  // The subset reader must not decline everything: most mutations leave a readable record.
  EXPECT_GT(taken, total / 5) << taken << " of " << total;
}

}  // namespace
}  // namespace kifukit::testing
