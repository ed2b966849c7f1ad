// The XML reader reads the move entries write_xml prints (`<entry seat="S" move="M" />`) straight
// into Entries, without their TreeNodes (xml_tree's `entries`). Records, locations and
// diagnostics must be those of the general path (every value a TreeNode, read by
// record_from_tree): checked on hand-written variants of an entry, with the place of each
// diagnostic written out, and on every small mutation of a list of such entries.
#include <gtest/gtest.h>

#include "formats/record_xml.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/subset_reader_util.hpp"

namespace kifukit::testing {
namespace {

// read_xml without the entries read directly: the path every item took before.
ReadResult general_xml_read(const std::string& xml) {
  return guarded_read(xml, "t.xml",
                      [](const SourceText& src) { return record_from_tree(xml_tree(src)); });
}

// Reads `xml` both ways and expects the same; returns read_xml's result.
ReadResult read_xml_both(const std::string& xml) {
  return expect_same_reads(xml, read_xml(xml, "t.xml"), general_xml_read(xml));
}

// How many items of the record's <moves> were read directly (-1: the text is refused).
int xml_entries_read(const std::string& xml) {
  SourceText src(xml);
  std::vector<Entry> entries;
  try {
    return entries_read_in(xml_tree(src, &entries));
  } catch (const FormatError&) {
    return -1;
  }
}

const std::string kHead =
    "<record format=\"1\" variant=\"yonin\">\n  <moves>\n"
    "    <entry seat=\"south\" move=\"6i7h\" />\n";

// The record with `entry` as its second entry, on line 4.
std::string with_entry(const std::string& entry) {
  return kHead + "    " + entry + "\n    <entry seat=\"north\" move=\"7a7b\" />\n  </moves>\n" +
         "</record>\n";
}

TEST(FormatXmlEntries, WriterEntriesAreReadDirectly) {
  // The entry's place is its '<', the move's the opening quote of its value.
  const std::string plain = with_entry("<entry seat=\"west\" move=\"8f7f\" />");
  ReadResult r = read_xml_both(plain);
  ASSERT_TRUE(r.record);
  EXPECT_EQ(outline(r),
            "comments 0 0:0\nsouth 6i7h 3:5 3:30 -\nwest 8f7f 4:5 4:29 -\nnorth 7a7b 5:5 5:30 -\n");
  EXPECT_EQ(xml_entries_read(plain), 3);
  // Single quotes, an end tag, a character reference: the same values, read directly.
  for (const char* entry :
       {"<entry seat='west' move='8f7f'/>", "<entry seat=\"west\" move=\"8f7f\"></entry>",
        "<entry seat=\"west\" move=\"8f&#55;f\" />"}) {
    r = read_xml_both(with_entry(entry));
    ASSERT_TRUE(r.record) << entry;
    EXPECT_EQ(r.record->entries[1].move, "8f7f") << entry;
    EXPECT_EQ(where(r.record->entries[1].move_loc), "4:29") << entry;
    EXPECT_EQ(xml_entries_read(with_entry(entry)), 3) << entry;
  }
  // The replay takes the move the reader parsed.
  EXPECT_TRUE(r.record->entries[1].parsed.recall(*find_variant("yonin"), "8f7f"));
}

TEST(FormatXmlEntries, OtherShapesTakeTheGeneralPathAndReadTheSame) {
  struct Case {
    const char* entry;
    const char* move_at;  // the opening quote of the move's value
  };
  for (const Case& c :
       {Case{"<entry move=\"8f7f\" seat=\"west\" />", "4:17"},
        Case{"<entry seat=\"west\" move=\"8f7f\" time_ms=\"5\" />", "4:29"},
        Case{"<entry seat=\"west\" move=\"8f7f\"><comment>a b</comment></entry>", "4:29"},
        Case{"<entry seat=\"west\" move=\"8f7f\"> </entry>", "4:29"}}) {
    ReadResult r = read_xml_both(with_entry(c.entry));
    ASSERT_TRUE(r.record) << c.entry;
    EXPECT_EQ(r.record->entries[1].move, "8f7f") << c.entry;
    EXPECT_EQ(where(r.record->entries[1].move_loc), c.move_at) << c.entry;
    EXPECT_EQ(xml_entries_read(with_entry(c.entry)), 2) << c.entry;
  }
}

TEST(FormatXmlEntries, DiagnosticsAreTheGeneralPathsAtTheSamePlace) {
  struct Case {
    const char* entry;
    FormatCode code;
    int column;
  };
  for (const Case& c : {
           Case{"<entry seat=\"wes\" move=\"8f7f\" />", FormatCode::FORMAT_BAD_SEAT, 17},
           Case{"<entry seat=\"west\" move=\"8f7\" />", FormatCode::FORMAT_BAD_MOVE, 32},
           Case{"<entry seat=\"west\" move=\"z9\" />", FormatCode::FORMAT_BAD_MOVE, 30},
           Case{"<entry seat=\"west\" move=\"8f7f\" note=\"x\" />", FormatCode::FORMAT_UNKNOWN_KEY,
                36},
           Case{"<entry seat=\"west\" move=\"\" />", FormatCode::FORMAT_BAD_MOVE, 30},
       }) {
    SCOPED_TRACE(c.entry);
    expect_error(read_xml_both(with_entry(c.entry)), c.code, 4, c.column);
  }
}

// Every one-character deletion, and insertions of XML's special characters everywhere, in a list
// of writer entries: both paths give the same record or the same diagnostics.
TEST(FormatXmlEntries, MutationsReadTheSameBothWays) {
  const std::string base =
      "<record format=\"1\" variant=\"yonin\">\n  <moves>\n"
      "    <entry seat=\"south\" move=\"6i7h\" />\n    <entry seat=\"west\" move=\"8f7f\" />\n"
      "    <entry seat=\"north\" move=\"P*5e\" />\n    <entry seat=\"east\" move=\"1c2c+\" />\n"
      "  </moves>\n  <result reason=\"resign\" />\n</record>\n";
  expect_mutations_read_the_same(base, " \n<>/=\"'&;#!?-x", read_xml_both, xml_entries_read);
}

}  // namespace
}  // namespace kifukit::testing
