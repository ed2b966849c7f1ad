// read_json's subset reader (formats/record_json_subset.hpp) must build exactly json_tree's tree
// whenever it accepts an input, and the move entries it reads directly must give the records and
// diagnostics of the general path: checked on the examples as write_json prints them, on corners
// of JSON, and on every small mutation of a record.
#include <gtest/gtest.h>

#include "formats/record_json.hpp"
#include "formats/record_json_subset.hpp"
#include "formats/record_yaml.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/subset_reader_util.hpp"
#include "tests/tree_difference.hpp"

namespace kifukit::testing {
namespace {

// Whether the subset reader took the input; fails the test if it built another tree than
// json_tree's (or accepted what json_tree refuses).
bool agrees(const std::string& json) {
  SourceText src(json);
  std::optional<TreeNode> fast = json_subset_tree(src);
  if (!fast) return false;
  try {
    EXPECT_EQ(difference(*fast, json_tree(src), ""), "") << "input:\n" << json;
  } catch (const FormatError& e) {
    ADD_FAILURE() << "json_tree refuses what the subset read: " << e.what() << "\n" << json;
  }
  return true;
}

// read_json without the subset reader: the path every input took before.
ReadResult general_read(const std::string& json) {
  return guarded_read(json, "t.json",
                      [](const SourceText& src) { return record_from_tree(json_tree(src)); });
}

// Reads `json` both ways and expects the same; returns read_json's result.
ReadResult read_both(const std::string& json) {
  return expect_same_reads(json, read_json(json, "t.json"), general_read(json));
}

// How many items of the record's `moves` the subset reader read directly (-1: it declined).
int entries_read(const std::string& json) {
  SourceText src(json);
  std::vector<Entry> entries;
  return entries_read_in(json_subset_tree(src, &entries));
}

TEST(FormatJsonSubset, ReadsWhatTheWriterPrintsOfTheExamples) {
  int taken = 0;
  for (const std::string& name : example_names()) {
    ReadResult r = read_yaml(slurp(source_dir() / "examples" / (name + ".yaml")), name);
    ASSERT_TRUE(r.record) << name;
    const std::string json = write_json(*r.record);
    taken += agrees(json);
    read_both(json);
  }
  EXPECT_GT(taken, 0);
}

TEST(FormatJsonSubset, CornersOfJsonAgreeOrAreLeftToJsonTree) {
  for (const char* json :
       {"{}", "[]", "{\"a\": []}", " {\"a\" :1 ,\"b\":[0, 10, true, false, null, \"x y\"]}\n",
        "{\"a\": {\"b\": {\"c\": [[], {}]}}}", "\t{\r\n\"a\": \"\"}\n", "{\"a\": \"x\x7Fy\"}",
        "{\"a\": \"Aoi 青井\"}", "5", "\"s\""}) {
    SCOPED_TRACE(json);
    EXPECT_TRUE(agrees(json));
  }
  for (const char* json :
       {"{\"a\": -1}", "{\"a\": 1.5}", "{\"a\": 1e3}", "{\"a\": 01}", "{\"a\": \"\\n\"}",
        "{\"a\": 1,}", "{\"a\" 1}", "{a: 1}", "[1 2]", "{\"a\": tru}", "{\"a\": truex}",
        "{\"a\": 1} x", "{\"a\": \"x", "{\"a\": 1234567890123456789}", "{\"a\": \"x\ty\"}", "[1,]",
        "{\"a\": [}", "{\"a\": NaN}"}) {
    SCOPED_TRACE(json);
    EXPECT_FALSE(agrees(json));
  }
  std::string deep = "1";
  for (int i = 0; i < 17; ++i) deep = "[" + deep + "]";
  EXPECT_FALSE(agrees(deep));  // 17 lists, the value inside at depth 18
  EXPECT_FALSE(agrees(deep.substr(1, deep.size() - 2)));
  EXPECT_TRUE(agrees(deep.substr(2, deep.size() - 4)));
}

const std::string kJsonHead = "{\"format\": 1, \"variant\": \"yonin\", \"moves\": [\n";

std::string with_line(const std::string& line) {
  return kJsonHead + "  {\"seat\": \"south\", \"move\": \"6i7h\"},\n" + line +
         ",\n  {\"seat\": \"north\", \"move\": \"7a7b\"}\n]}\n";
}

TEST(FormatJsonSubset, WriterEntriesAreReadDirectly) {
  ReadResult r =
      read_both(with_line("  {\"seat\": \"west\", \"move\": \"P*5e\", \"time_ms\": 150}"));
  ASSERT_TRUE(r.record);
  // JSON has no comments: none counted, none placed.
  EXPECT_EQ(
      outline(r),
      "comments 0 0:0\nsouth 6i7h 2:3 2:29 -\nwest P*5e 3:3 3:28 150\nnorth 7a7b 4:3 4:29 -\n");
  EXPECT_EQ(entries_read(with_line("  {\"seat\": \"west\", \"move\": \"8f7f\"}")), 3);
  EXPECT_TRUE(r.record->entries[1].parsed.recall(*find_variant("yonin"), "P*5e"));
  // On one line after kanji, columns count characters, not bytes.
  const std::string one_line =
      "{\"format\": 1, \"variant\": \"yonin\", \"event\": \"将棋\", \"moves\": [{\"seat\": "
      "\"south\", \"move\": \"6i7h\"}, {\"seat\": \"west\", \"move\": \"8f7\"}]}";
  expect_error(read_both(one_line), FormatCode::FORMAT_BAD_MOVE, 1, 123);
  EXPECT_EQ(entries_read(one_line), 2);
  // Other shapes: the general path, the others still read directly.
  for (const char* line :
       {"  {\"move\": \"8f7f\", \"seat\": \"west\"}", "  {\"seat\": \"west\",\"move\": \"8f7f\"}",
        "  {\"seat\": \"west\", \"move\": \"8f7f\", \"comment\": \"c\"}"}) {
    ASSERT_TRUE(read_both(with_line(line)).record) << line;
    EXPECT_EQ(entries_read(with_line(line)), 2) << line;
  }
}

TEST(FormatJsonSubset, DiagnosticsAreTheGeneralPathsAtTheSamePlace) {
  struct Case {
    const char* line;
    FormatCode code;
    int column;
  };
  for (const Case& c : {
           Case{"  {\"seat\": \"wes\", \"move\": \"8f7f\"}", FormatCode::FORMAT_BAD_SEAT, 12},
           Case{"  {\"seat\": \"west\", \"move\": \"8f7\"}", FormatCode::FORMAT_BAD_MOVE, 31},
           Case{"  {\"seat\": \"west\", \"move\": \"Z*5e\"}", FormatCode::FORMAT_BAD_MOVE, 29},
           Case{"  {\"seat\": \"west\", \"move\": \"8f7f\", \"time_ms\": 01}",
                FormatCode::FORMAT_SYNTAX, 48},
       }) {
    SCOPED_TRACE(c.line);
    expect_error(read_both(with_line(c.line)), c.code, 3, c.column);
  }
}

// Every one-character deletion and insertions of JSON's special characters everywhere, in a
// record of writer entries: both paths give the same record or the same diagnostics.
TEST(FormatJsonSubset, MutationsReadTheSameBothWays) {
  const std::string base =
      "{\n  \"format\": 1,\n  \"variant\": \"yonin\",\n  \"moves\": [\n"
      "    {\"seat\": \"south\", \"move\": \"6i7h\"},\n"
      "    {\"seat\": \"west\", \"move\": \"8f7f\", \"time_ms\": 25},\n"
      "    {\"seat\": \"north\", \"move\": \"P*5e\"},\n    {\"seat\": \"east\", \"move\": "
      "\"1c2c+\"}\n"
      "  ],\n  \"result\": {\"reason\": \"resign\", \"ranking\": [], \"eliminations\": []}\n}\n";
  expect_mutations_read_the_same(base, " \n\t,:{}[]\"\\-.0e+*z", read_both, entries_read);
}

}  // namespace
}  // namespace kifukit::testing
