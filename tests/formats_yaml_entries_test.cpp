// The YAML subset reader reads the move entries write_yaml prints (`{seat: S, move: M}`, with
// `time_ms`) straight into Entries, without their TreeNodes (yaml_subset_tree's `entries`).
// Records, locations, comments and diagnostics must be those of the general path (every value a
// TreeNode, read by record_from_tree): checked on hand-written variants of a move line, with the
// place of each diagnostic written out, and on every small mutation of a list of such lines.
#include <gtest/gtest.h>

#include "formats/record_yaml.hpp"
#include "formats/record_yaml_subset.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/subset_reader_util.hpp"

namespace kifukit::testing {
namespace {

// read_yaml without the entries read directly: the path every item took before.
ReadResult general_read(const std::string& yaml) {
  return guarded_read(yaml, "t.yaml", [](const SourceText& src) {
    refuse_cr_only_line_ends(src);
    SourceComments comments;
    std::optional<TreeNode> tree = yaml_subset_tree(src, comments);
    if (!tree) tree = yaml_cpp_tree(src, comments);
    Record record = record_from_tree(*tree);
    record.source_comments = comments;
    return record;
  });
}

// Reads `yaml` both ways and expects the same; returns read_yaml's result.
ReadResult read_both(const std::string& yaml) {
  return expect_same_reads(yaml, read_yaml(yaml, "t.yaml"), general_read(yaml));
}

// How many items of the record's `moves` the subset reader read directly (-1: it declined).
int entries_read(const std::string& yaml) {
  SourceText src(yaml);
  SourceComments comments;
  std::vector<Entry> entries;
  return entries_read_in(yaml_subset_tree(src, comments, &entries));
}

const std::string kOneMoveHead =
    "format: 1\nvariant: yonin\nmoves:\n  - {seat: south, move: 6i7h}\n";

std::string with_line(const std::string& line, const std::string& eol = "\n") {
  return kOneMoveHead + line + eol + "  - {seat: north, move: 7a7b}\n";
}

TEST(FormatYamlEntries, WriterLinesAreReadDirectly) {
  ReadResult r = read_both(with_line("  - {seat: west, move: 8f7f}"));
  ASSERT_TRUE(r.record);
  EXPECT_EQ(outline(r),
            "comments 0 0:0\nsouth 6i7h 4:5 4:25 -\nwest 8f7f 5:5 5:24 -\nnorth 7a7b 6:5 6:25 -\n");
  EXPECT_EQ(entries_read(with_line("  - {seat: west, move: 8f7f}")), 3);
  // Spaces after the dash only move the line's columns.
  r = read_both(with_line("  -   {seat: west, move: 8f7f}"));
  ASSERT_TRUE(r.record);
  EXPECT_EQ(where(r.record->entries[1].loc) + " " + where(r.record->entries[1].move_loc),
            "5:7 5:26");
  EXPECT_EQ(entries_read(with_line("  -   {seat: west, move: 8f7f}")), 3);

  const std::string timed = with_line("  - {seat: west, move: P*5e, time_ms: 0150}  # c");
  r = read_both(timed);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(outline(r),
            "comments 1 5:46\nsouth 6i7h 4:5 4:25 -\nwest P*5e 5:5 5:24 150\n"
            "north 7a7b 6:5 6:25 -\n");
  EXPECT_EQ(entries_read(timed), 3);
  // The replay takes the move the reader parsed.
  EXPECT_TRUE(r.record->entries[1].parsed.recall(*find_variant("yonin"), "P*5e"));
}

TEST(FormatYamlEntries, OtherShapesTakeTheGeneralPathAndReadTheSame) {
  for (const char* line :
       {"  - {seat:  west,  move: 8f7f }", "  - {seat: \"west\", move: '8f7f'}",
        "  - {move: 8f7f, seat: west}", "  - {seat: west, move: 8f7f, time_ms: 1, comment: a b}"}) {
    ReadResult r = read_both(with_line(line));
    ASSERT_TRUE(r.record) << line;
    EXPECT_EQ(r.record->entries[1].move, "8f7f");
    EXPECT_EQ(entries_read(with_line(line)), 2) << line;
  }
}

TEST(FormatYamlEntries, DiagnosticsAreTheGeneralPathsAtTheSamePlace) {
  struct Case {
    const char* line;
    FormatCode code;
    int column;
  };
  for (const Case& c : {
           Case{"  - {seat: wes, move: 8f7f}", FormatCode::FORMAT_BAD_SEAT, 12},
           Case{"  - {seat: west, move: 8f7}", FormatCode::FORMAT_BAD_MOVE, 26},
           Case{"  - {seat: west, move: z9}  # 注", FormatCode::FORMAT_BAD_MOVE, 24},
           Case{"  - {seat: west, seat: west, move: 8f7f}", FormatCode::FORMAT_DUPLICATE_KEY, 18},
           Case{"  - {seat: west, move: 8f7f, note: x}", FormatCode::FORMAT_UNKNOWN_KEY, 30},
           Case{"  - {seat: west, move: null}", FormatCode::FORMAT_TYPE, 24},
           Case{"  - {seat: west, move: 8f7f, time_ms: 1234567890123456}",
                FormatCode::FORMAT_BAD_VALUE, 39},
           Case{"  - {seat: west, event: resign, move: 8f7f}", FormatCode::FORMAT_UNKNOWN_KEY, 18},
       }) {
    SCOPED_TRACE(c.line);
    expect_error(read_both(with_line(c.line)), c.code, 5, c.column);
  }
  // A comment that is not ASCII after a line read directly.
  ReadResult r = read_both(with_line("  - {seat: west, move: 8f7f}  # 注 x"));
  ASSERT_TRUE(r.record);
  EXPECT_EQ(where(r.record->source_comments.first), "5:31");
}

// Between two writer lines the reader steps to the next item without walking the line end
// (next_item_follows); any other line between, or after, takes the general walk.
TEST(FormatYamlEntries, LinesBetweenWriterLinesReadAsTheGeneralPathReadsThem) {
  // An indentless list (at its key's column), ended by the next key.
  const std::string indentless =
      "format: 1\nvariant: yonin\nmoves:\n- {seat: south, move: 6i7h}\n"
      "- {seat: west, move: 8f7f}\nevent: x\n";
  ReadResult r = read_both(indentless);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(outline(r), "comments 0 0:0\nsouth 6i7h 4:3 4:23 -\nwest 8f7f 5:3 5:22 -\n");
  EXPECT_EQ(r.record->event.value, "x");
  EXPECT_EQ(where(r.record->event.loc), "6:8");
  EXPECT_EQ(entries_read(indentless), 2);
  // A blank line and a comment line between two items.
  const std::string between = kOneMoveHead + "\n  # note\n  - {seat: west, move: 8f7f}\n";
  r = read_both(between);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(outline(r), "comments 1 6:3\nsouth 6i7h 4:5 4:25 -\nwest 8f7f 7:5 7:24 -\n");
  EXPECT_EQ(entries_read(between), 2);
  // The last item at the end of the input without a line end.
  const std::string last = kOneMoveHead + "  - {seat: west, move: 8f7f}";
  r = read_both(last);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(where(r.record->entries[1].move_loc), "5:24");
  EXPECT_EQ(entries_read(last), 2);
  // An item indented deeper than the list, and a document end marker after an item: the subset
  // reader declines both (yaml-cpp reads them, the same way for both paths).
  EXPECT_EQ(entries_read(kOneMoveHead + "   - {seat: west, move: 8f7f}\n"), -1);
  read_both(kOneMoveHead + "   - {seat: west, move: 8f7f}\n");
  const std::string ended = kOneMoveHead + "  - {seat: west, move: 8f7f}\n...\n";
  EXPECT_EQ(entries_read(ended), -1);
  r = read_both(ended);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(r.record->entries.size(), 2u);
}

TEST(FormatYamlEntries, TabsAndCarriageReturnsAreLeftToYamlCpp) {
  const std::string crlf = with_line("  - {seat: west, move: 8f7f}", "\r\n");
  EXPECT_EQ(entries_read(crlf), -1);
  ReadResult r = read_both(crlf);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(r.record->entries[1].move, "8f7f");
  expect_error(read_both(with_line("  - {seat: west, move: 8f7}", "\r\n")),
               FormatCode::FORMAT_BAD_MOVE, 5, 26);
  const std::string tab = with_line("  - {seat: west,\tmove: 8f7f}");
  EXPECT_EQ(entries_read(tab), -1);
  r = read_both(tab);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(where(r.record->entries[1].move_loc), "5:24");
}

// Every one-character deletion, and insertions of YAML's special characters everywhere, in a list
// of writer lines: both paths give the same record or the same diagnostics.
TEST(FormatYamlEntries, MutationsReadTheSameBothWays) {
  const std::string base =
      "format: 1\nvariant: yonin\nmoves:\n  - {seat: south, move: 6i7h}\n"
      "  - {seat: west, move: 8f7f, time_ms: 25}  # c\n  - {seat: north, move: P*5e}\n"
      "  - {seat: east, move: 1c2c+}\nresult:\n  reason: resign\n";
  expect_mutations_read_the_same(base, " \n-:#,{}[]\"'~&*!|>?%@`.\\+0z", read_both, entries_read);
}

}  // namespace
}  // namespace kifukit::testing
