// Every example survives YAML -> XML -> JSON -> text -> YAML unchanged, the XML output validates
// against docs/formats/record.xsd (xmllint) and the JSON output against
// docs/formats/record.schema.json (Debian's python3-jsonschema).
#include <gtest/gtest.h>
#include <unistd.h>

#include "converters/record_syntax.hpp"
#include "converters/text/record_text.hpp"
#include "converters/text/text_board.hpp"
#include "formats/record_io.hpp"
#include "formats/record_yaml.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/run_command.hpp"
#include "tests/scratch_dir.hpp"

namespace kifukit::testing {
namespace {

class FormatRoundTrip : public ::testing::TestWithParam<std::string> {
 protected:
  Record load() {
    ReadResult r = read_record_file((source_dir() / "examples" / (GetParam() + ".yaml")).string());
    EXPECT_TRUE(r.diagnostics.empty()) << (r.diagnostics.empty() ? "" : render(r.diagnostics[0]));
    return r.record.value_or(Record{});
  }
  // Writes in one syntax, reads it back, and checks nothing changed.
  Record through(const Record& in, Syntax s) {
    WriteResult w = write_record(in, s);
    EXPECT_TRUE(w.diagnostics.empty()) << syntax_name(s) << ": " << render(w.diagnostics.at(0));
    EXPECT_TRUE(w.text.has_value());
    ReadResult r = read_record(w.text.value_or(""), s, GetParam() + "." + syntax_name(s));
    EXPECT_TRUE(r.diagnostics.empty()) << render(r.diagnostics.at(0)) << "\n" << *w.text;
    EXPECT_TRUE(r.record && *r.record == in) << syntax_name(s) << " changed the record";
    return r.record.value_or(Record{});
  }
  std::filesystem::path temp(const std::string& ext) {
    static const ScratchDir dir("formats-roundtrip");  // removed when the process ends
    return dir.path() / (GetParam() + ext);
  }
};

TEST_P(FormatRoundTrip, YamlXmlJsonTextYamlIsIdentical) {
  Record original = load();
  ASSERT_FALSE(original.entries.empty());
  Record r = through(through(through(through(original, Syntax::Xml), Syntax::Json), Syntax::Text),
                     Syntax::Yaml);
  EXPECT_EQ(r, original);
  // Writers are deterministic: the same record prints the same bytes.
  EXPECT_EQ(write_yaml(r), write_yaml(original));
}

TEST_P(FormatRoundTrip, LocationsPointIntoEachSyntax) {
  Record original = load();
  for (Syntax s : {Syntax::Yaml, Syntax::Xml, Syntax::Json, Syntax::Text}) {
    ReadResult r = read_record(*write_record(original, s).text, s, "x");
    ASSERT_TRUE(r.record);
    for (const Entry& e : r.record->entries) {
      EXPECT_GT(e.loc.line, 1) << syntax_name(s);
      EXPECT_GT(e.move_loc.column, 1) << syntax_name(s);
    }
  }
}

TEST_P(FormatRoundTrip, XmlOutputValidatesAgainstTheXsd) {
  auto file = temp(".xml");
  spit(file, *write_record(load(), Syntax::Xml).text);
  CommandResult r =
      run_command({"xmllint", "--noout", "--schema",
                   (source_dir() / "docs/formats/record.xsd").string(), file.string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

// Debian's python3-jsonschema (scripts/install-deps installs it) lives with /usr/bin/python3,
// which may not be the first python3 on PATH.
std::string python() {
  return std::filesystem::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

// The schema checks are part of the suite: a missing module is a failed test, not a skip.
bool have_jsonschema() {
  bool ok = run_command({python(), "-c", "import jsonschema"}).exit_code == 0;
  EXPECT_TRUE(ok) << "python3-jsonschema is missing: run scripts/install-deps";
  return ok;
}

constexpr const char* kValidate =
    "import json, sys, jsonschema\n"
    "schema = json.load(open(sys.argv[1]))\n"
    "jsonschema.Draft202012Validator.check_schema(schema)\n"
    "jsonschema.validate(json.load(open(sys.argv[2])), schema)\n";

TEST_P(FormatRoundTrip, JsonOutputValidatesAgainstTheSchema) {
  if (!have_jsonschema()) return;
  auto file = temp(".json");
  spit(file, *write_record(load(), Syntax::Json).text);
  CommandResult r =
      run_command({python(), "-c", kValidate,
                   (source_dir() / "docs/formats/record.schema.json").string(), file.string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

INSTANTIATE_TEST_SUITE_P(Examples, FormatRoundTrip, ::testing::ValuesIn(example_names()),
                         [](const auto& info) {
                           std::string n = info.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

TEST(FormatSchema, SchemasRejectWhatTheReadersReject) {
  const ScratchDir scratch("formats-schema");
  const std::filesystem::path& dir = scratch.path();
  spit(dir / "bad.xml",
       "<record format=\"1\" variant=\"yonin\"><moves><entry seat=\"up\" move=\"7g7f\"/></moves>"
       "</record>");
  EXPECT_NE(
      run_command({"xmllint", "--noout", "--schema",
                   (source_dir() / "docs/formats/record.xsd").string(), (dir / "bad.xml").string()})
          .exit_code,
      0);
  if (!have_jsonschema()) return;
  spit(dir / "bad.json", R"({"format": 1, "variant": "yonin", "moves": [{"seat": "south"}]})");
  EXPECT_NE(run_command({python(), "-c", kValidate,
                         (source_dir() / "docs/formats/record.schema.json").string(),
                         (dir / "bad.json").string()})
                .exit_code,
            0);
}

// --- The text notation as published ---

TEST(FormatText, ReadsPublishedMoveNotation) {
  ReadResult r = read_text(
      "手数----指手---------消費時間--\n"
      "   1 ↑6七歩(68)\n"
      "   2 →7六歩(86)   (0:05)\n"
      "   3 ↓6三歩(62)\n"
      "   4 ←3四歩(24)\n"
      "   5 ↑6六歩(67)\n"
      "   6 →同　歩(76)\n"
      "   7 ↓2二銀成(31)\n"
      "   8 ←8九銀打\n"
      "   9 ↑5五銀不成(44)\n"
      "  10 →投了\n",
      "t.txt");
  ASSERT_TRUE(r.record) << render(r.diagnostics.at(0));
  std::vector<std::string> moves;
  for (const Entry& e : r.record->entries) moves.push_back(e.move);
  EXPECT_EQ(moves, (std::vector<std::string>{"6h6g", "8f7f", "6b6c", "2d3d", "6g6f", "7f6f",
                                             "3a2b+", "S*8i", "4d5e", ""}));
  EXPECT_EQ(r.record->entries[1].seat, Seat::West);
  EXPECT_EQ(r.record->entries[1].time_ms, 5000);
  EXPECT_EQ(r.record->entries[9].type, EntryType::Resign);
  EXPECT_EQ(r.record->entries[5].move_loc.line, 7);
  EXPECT_EQ(r.record->entries[5].move_loc.column, 7);  // after "   6 →"
}

TEST(FormatText, ReportsWhatItCannotHold) {
  Record rec;
  rec.event.value = "two\nlines";
  Entry& e = rec.entries.emplace_back();  // a move of south's
  e.move = "6h6g";
  e.comment = "a\r\nb";
  WriteResult w = write_text_record(rec);
  ASSERT_TRUE(w.text);
  ASSERT_EQ(w.diagnostics.size(), 2u);
  EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_LOSSY);
  EXPECT_EQ(w.diagnostics[0].severity, Severity::Warning);
  EXPECT_EQ(w.diagnostics[1].code, FormatCode::FORMAT_LOSSY);
  ReadResult back = read_text(*w.text, "t.txt");
  ASSERT_TRUE(back.record);
  EXPECT_EQ(back.record->event.value, "two lines");
  EXPECT_EQ(back.record->entries[0].comment, "a\nb");
}

TEST(FormatText, WriterNeedsAPieceOnTheOrigin) {
  Record rec;
  Entry& e = rec.entries.emplace_back();  // a move of south's
  e.move = "5e5d";
  e.loc = {3, 7};
  e.move_loc = {3, 9};
  WriteResult w = write_text_record(rec);
  EXPECT_FALSE(w.text);
  ASSERT_EQ(w.diagnostics.size(), 1u);
  EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_BAD_MOVE);
  EXPECT_EQ(w.diagnostics[0].line, 3);
}

TEST(FormatDiagnostic, RendersClangStyle) {
  Diagnostic d{"game.yaml",        12, 5, Severity::Error, FormatCode::FORMAT_BAD_SEAT,
               "unknown seat 'up'"};
  EXPECT_EQ(render(d), "game.yaml:12:5: error: unknown seat 'up' [FORMAT_BAD_SEAT]");
}

}  // namespace
}  // namespace kifukit::testing
