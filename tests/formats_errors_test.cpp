// Malformed input of every kind gives one error with a stable code at an exact line and column,
// never a crash: one test per kind, across the syntaxes where the kind exists.
#include <gtest/gtest.h>
#include <unistd.h>

#include "converters/record_syntax.hpp"
#include "converters/text/record_text.hpp"
#include "formats/record_io.hpp"
#include "formats/record_json.hpp"
#include "formats/record_xml.hpp"
#include "formats/record_yaml.hpp"
#include "tests/formats_test_util.hpp"
#include "tests/run_command.hpp"
#include "tests/scratch_dir.hpp"

namespace kifukit::testing {
namespace {

using C = FormatCode;
const std::string kYoninHead = "format: 1\nvariant: yonin\n";
const std::string kJsonHead = "{\"format\": 1, \"variant\": \"yonin\",\n";
const std::string kXmlHead = "<record format=\"1\" variant=\"yonin\">\n";
const std::string kTextHead = "書式：1\n変種：yonin\n手数----指手---------消費時間--\n";

TEST(FormatErrors, BadSyntax) {
  expect_error(read_yaml(kYoninHead + "moves: [\n  {seat: south, move: 7g7f\n", "f"),
               C::FORMAT_SYNTAX, 5, 1);
  expect_error(read_json(kJsonHead + "\"moves\": [}\n", "f"), C::FORMAT_SYNTAX, 2, 11);
  expect_error(read_xml(kXmlHead + "<moves><entry seat=\"south\" move=\"7g7f\"></moves>\n", "f"),
               C::FORMAT_SYNTAX, 2, 42);  // pugixml points into the closing name
  expect_error(read_text(kTextHead + "   1 ↑6七歩(68\n", "f"), C::FORMAT_BAD_MOVE, 4, 13);
  expect_error(read_text("書式 1\n", "f"), C::FORMAT_SYNTAX, 1, 1);
}

TEST(FormatErrors, WrongTypes) {
  expect_error(read_yaml(kYoninHead + "moves: 5\n", "f"), C::FORMAT_TYPE, 3, 8);
  expect_error(
      read_yaml(kYoninHead + "moves:\n  - {seat: south, move: 7g7f, time_ms: soon}\n", "f"),
      C::FORMAT_TYPE, 4, 40);
  expect_error(
      read_json(kJsonHead + "\"moves\": [{\"seat\": [\"south\"], \"move\": \"7g7f\"}]}", "f"),
      C::FORMAT_TYPE, 2, 20);
  expect_error(read_json("{\"format\": \"1\", \"variant\": \"yonin\"}", "f"), C::FORMAT_TYPE, 1,
               12);
  expect_error(
      read_xml(kXmlHead +
                   "<moves><entry seat=\"south\" move=\"7g7f\" time_ms=\"1.5\"/></moves></record>",
               "f"),
      C::FORMAT_TYPE, 2, 48);
  expect_error(read_yaml("- 1\n- 2\n", "f"), C::FORMAT_TYPE, 1, 1);
}

TEST(FormatErrors, UnknownKeys) {
  expect_error(read_yaml(kYoninHead + "players:\n  south: A\nplayer: B\n", "f"),
               C::FORMAT_UNKNOWN_KEY, 5, 1);
  expect_error(
      read_json(kJsonHead + " \"moves\": [{\"seat\": \"south\", \"mvoe\": \"7g7f\"}]}", "f"),
      C::FORMAT_UNKNOWN_KEY, 2, 30);
  expect_error(read_xml(kXmlHead + "  <venue>x</venue>\n</record>", "f"), C::FORMAT_UNKNOWN_KEY, 2,
               3);
  expect_error(read_xml(kXmlHead + "<moves><move seat=\"south\"/></moves></record>", "f"),
               C::FORMAT_UNKNOWN_KEY, 2, 8);
  expect_error(read_text("書式：1\n会場：x\n", "f"), C::FORMAT_UNKNOWN_KEY, 2, 1);
  expect_error(read_yaml(kYoninHead + "event: a\nevent: b\n", "f"), C::FORMAT_DUPLICATE_KEY, 4, 1);
}

TEST(FormatErrors, MissingKeys) {
  expect_error(read_yaml("format: 1\nmoves: []\n", "f"), C::FORMAT_MISSING_KEY, 1, 1);
  expect_error(read_yaml(kYoninHead + "moves:\n  - {move: 7g7f}\n", "f"), C::FORMAT_MISSING_KEY, 4,
               5);
  // A result without `reason` is a claim of what it states only (issue 14): it reads, with the
  // reason marked as not stated.
  ReadResult partial = read_json(kJsonHead + "\"result\": {\"ranking\": []}}", "f");
  ASSERT_TRUE(partial.record);
  EXPECT_FALSE(partial.record->result->reason_stated);
}

TEST(FormatErrors, UnknownSeat) {
  expect_error(read_yaml(kYoninHead + "moves:\n  - {seat: up, move: 7g7f}\n", "f"),
               C::FORMAT_BAD_SEAT, 4, 12);
  expect_error(read_yaml(kYoninHead + "players:\n  S: Alice\n", "f"), C::FORMAT_BAD_SEAT, 4, 3);
  expect_error(
      read_xml(kXmlHead + "<moves><entry seat=\"South\" move=\"7g7f\"/></moves></record>", "f"),
      C::FORMAT_BAD_SEAT, 2, 20);
  expect_error(read_text(kTextHead + "   1 S6七歩(68)\n", "f"), C::FORMAT_BAD_SEAT, 4, 6);
}

TEST(FormatErrors, BadSquare) {
  expect_error(read_yaml(kYoninHead + "moves:\n  - {seat: south, move: 7g7j}\n", "f"),
               C::FORMAT_BAD_SQUARE, 4, 27);
  expect_error(
      read_json(kJsonHead + "\"moves\": [{\"seat\": \"south\", \"move\": \"P*0e\"}]}", "f"),
      C::FORMAT_BAD_SQUARE, 2, 40);
  expect_error(read_text(kTextHead + "   1 ↑6十歩(68)\n", "f"), C::FORMAT_BAD_SQUARE, 4, 8);
  expect_error(read_text(kTextHead + "   1 ↑6七歩(60)\n", "f"), C::FORMAT_BAD_SQUARE, 4, 10);
}

TEST(FormatErrors, BadMove) {
  expect_error(read_yaml(kYoninHead + "moves:\n  - {seat: south, move: 7g}\n", "f"),
               C::FORMAT_BAD_MOVE, 4, 27);
  expect_error(read_yaml(kYoninHead + "moves:\n  - {seat: south, move: 7g7g}\n", "f"),
               C::FORMAT_BAD_MOVE, 4, 27);
  // A drop letter four-player play cannot drop (only R G S P) is no move of the notation, not a
  // bad square (docs/notation.md; corpus case syntax/bishop-drop-is-not-yonin-notation).
  expect_error(read_yaml(kYoninHead + "moves:\n  - {seat: south, move: B*5e}\n", "f"),
               C::FORMAT_BAD_MOVE, 4, 25);  // the letter B, column 25
  expect_error(read_yaml(kYoninHead + "moves:\n  - {seat: south, event: castle}\n", "f"),
               C::FORMAT_BAD_VALUE, 4, 26);
  expect_error(read_text(kTextHead + "   1 ↑6七象(68)\n", "f"), C::FORMAT_BAD_MOVE, 4, 9);
  expect_error(read_text(kTextHead + "   1 ↑同　歩(68)\n", "f"), C::FORMAT_BAD_MOVE, 4, 8);
  expect_error(read_yaml(kYoninHead + "start: \"9/9 s\"\n", "f"), C::FORMAT_BAD_POSITION, 3, 12);
}

TEST(FormatErrors, WrongEncoding) {
  // Latin-1 "é" on line 3, after "event: caf".
  expect_error(read_yaml(kYoninHead + "event: caf\xE9\n", "f"), C::FORMAT_ENCODING, 3, 11);
  // A column counts code points: "将棋" is two columns.
  expect_error(read_json("{\"event\": \"将棋\xC0\xAF\"}", "f"), C::FORMAT_ENCODING, 1, 14);
  expect_error(read_xml(std::string("\xFF\xFE<\0r\0", 6), "f"), C::FORMAT_ENCODING, 1, 1);
  expect_error(read_text(std::string("書式：1\0\n", 11), "f"), C::FORMAT_ENCODING, 1, 5);
}

TEST(FormatErrors, ByteOrderMarkIsAcceptedAndNotCounted) {
  ReadResult r =
      read_yaml("\xEF\xBB\xBF" + kYoninHead + "moves: [{seat: south, move: 7g7f}]\n", "f");
  ASSERT_TRUE(r.record);
  EXPECT_EQ(r.record->entries[0].move_loc.line, 3);
  EXPECT_EQ(r.record->entries[0].move_loc.column, 29);
  expect_error(read_json("\xEF\xBB\xBF{\"format\": true}", "f"), C::FORMAT_TYPE, 1, 12);
}

TEST(FormatErrors, TruncatedFile) {
  std::string full = slurp(source_dir() / "examples/qdan.yaml");
  std::string cut = full.substr(0, full.find("result:") + 20);  // inside the result block
  ReadResult r = read_yaml(full.substr(0, full.rfind("{seat: ") + 9), "f");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, C::FORMAT_SYNTAX);
  expect_error(read_json(kJsonHead + "\"moves\": [{\"seat\": \"sou", "f"), C::FORMAT_SYNTAX, 2, 24);
  expect_error(read_xml(kXmlHead + "<moves><entry seat=\"south\" mo", "f"), C::FORMAT_SYNTAX, 2,
               30);
  expect_error(read_text(kTextHead + "   1 ↑6七歩(", "f"), C::FORMAT_BAD_SQUARE, 4, 10);
  (void)cut;
}

TEST(FormatErrors, EmptyFile) {
  for (Syntax s : {Syntax::Yaml, Syntax::Xml, Syntax::Json, Syntax::Text}) {
    expect_error(read_record("", s, "f"), C::FORMAT_EMPTY, 1, 1);
    expect_error(read_record(" \n\t\r\n", s, "f"), C::FORMAT_EMPTY, 1, 1);
  }
  expect_error(read_yaml("# only a comment\n", "f"), C::FORMAT_EMPTY, 1, 1);
}

TEST(FormatErrors, YamlAliasBomb) {
  std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n";
  for (char c = 'b'; c <= 'j'; ++c)
    bomb += std::string(1, c) + ": &" + c + " [*" + char(c - 1) + ", *" + char(c - 1) + ", *" +
            char(c - 1) + ", *" + char(c - 1) + "]\n";
  expect_error(read_yaml(bomb, "f"), C::FORMAT_ALIAS, 2, 8);
}

TEST(FormatErrors, DeepNesting) {
  const int depth = 100000;
  expect_error(read_yaml(std::string(depth, '[') + std::string(depth, ']'), "f"),
               C::FORMAT_TOO_DEEP, 1, 33);
  expect_error(read_json(std::string(depth, '[') + std::string(depth, ']'), "f"),
               C::FORMAT_TOO_DEEP, 1, 33);
  std::string xml = "<record>";
  for (int i = 0; i < depth; ++i) xml += "<a>";
  expect_error(read_xml(xml, "f"), C::FORMAT_SYNTAX, 1, 300008);  // unclosed: pugixml stops first
  xml = "<record>";
  for (int i = 0; i < 40; ++i) xml += "<a>";
  for (int i = 0; i < 40; ++i) xml += "</a>";
  expect_error(read_xml(xml + "</record>", "f"), C::FORMAT_TOO_DEEP, 1, 102);
}

TEST(FormatErrors, FiftyMegabyteFile) {
  const ScratchDir dir("formats-huge");
  auto file = dir.path() / "huge.yaml";
  {
    std::ofstream out(file, std::ios::binary);
    out << kYoninHead << "moves:\n";
    const std::string line = "  - {seat: south, move: 7g7f, comment: padding padding padding}\n";
    for (std::size_t written = 0; written < (50u << 20); written += line.size()) out << line;
  }
  expect_error(read_record_file(file.string()), C::FORMAT_TOO_LARGE, 1, 1);
  // The same from standard input, where the size is not known in advance.
  CommandResult r = run_command(
      {"sh", "-c", std::string(KIFUKIT_BIN) + " convert - -o - --to json < " + file.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("<stdin>:1:1: error:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("[FORMAT_TOO_LARGE]"), std::string::npos);
}

// --- kifukit convert ---

TEST(FormatConvert, ExitCodesAndAtomicOutput) {
  const ScratchDir scratch("formats-convert");
  const std::filesystem::path& dir = scratch.path();
  std::string example = (source_dir() / "examples/sdin.yaml").string();
  auto out = dir / "sdin.xml";
  EXPECT_EQ(run_kifukit({"convert", example, "-o", out.string()}).exit_code, 0);
  EXPECT_EQ(slurp(out).substr(0, 5), "<?xml");
  // Unreadable input: exit 2 with the diagnostic, and the existing output is untouched.
  spit(dir / "bad.yaml", kYoninHead + "moves: [{seat: up, move: 7g7f}]\n");
  CommandResult bad = run_kifukit({"convert", (dir / "bad.yaml").string(), "-o", out.string()});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.err, (dir / "bad.yaml").string() +
                         ":3:16: error: unknown seat 'up' (south, west, north or east) "
                         "[FORMAT_BAD_SEAT]\n");
  EXPECT_EQ(slurp(out).substr(0, 5), "<?xml");
  // Usage errors: exit 3.
  EXPECT_EQ(run_kifukit({"convert", example, "-o", (dir / "x.unknown").string()}).exit_code, 3);
  EXPECT_EQ(run_kifukit({"convert", example, "-o", "-", "--to", "pgn"}).exit_code, 3);
  EXPECT_EQ(run_kifukit({"convert", example}).exit_code, 3);
  // stdin to stdout, by content sniffing.
  CommandResult piped = run_kifukit({"convert", "-", "-o", "-", "--to", "text"}, slurp(example));
  EXPECT_EQ(piped.exit_code, 0);
  EXPECT_NE(piped.out.find("↑"), std::string::npos);
  // A warning for what the text notation cannot hold, and the file is still written.
  spit(dir / "lossy.json", R"({"format": 1, "variant": "yonin", "event": "a\nb", "moves": []})");
  CommandResult lossy =
      run_kifukit({"convert", (dir / "lossy.json").string(), "-o", (dir / "lossy.txt").string()});
  EXPECT_EQ(lossy.exit_code, 0);
  EXPECT_NE(lossy.err.find("warning:"), std::string::npos);
  EXPECT_NE(lossy.err.find("[FORMAT_LOSSY]"), std::string::npos);
}

}  // namespace
}  // namespace kifukit::testing
