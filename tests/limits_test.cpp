// The limits of docs/limits.md: each is refused with a located FORMAT_* error in every syntax
// where it can be reached, and a record exactly at each limit still reads (and, where a record
// at the limit can be legal, validates). Also the inputs that once cost a reader the square of
// their size: they must read in linear time (no timing is asserted; a regression shows as a
// test that takes minutes).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <string>

#include "converters/record_syntax.hpp"
#include "converters/text/record_text.hpp"
#include "converters/text/text_board.hpp"
#include "formats/notation.hpp"
#include "formats/record_io.hpp"
#include "formats/record_json.hpp"
#include "formats/record_xml.hpp"
#include "formats/record_yaml.hpp"
#include "formats/source_text.hpp"
#include "rules/data/profile_params.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/formats_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

using C = FormatCode;

// A legal cycle under sdin (no repetition rule, no move limit): each seat moves a silver out and
// back, so a game of any length can be written.
Record cycle_record(std::size_t entries) {
  static const std::pair<Seat, const char*> kCycle[] = {
      {Seat::South, "3i2h"}, {Seat::West, "9g8h"}, {Seat::North, "7a8b"}, {Seat::East, "1c2b"},
      {Seat::South, "2h3i"}, {Seat::West, "8h9g"}, {Seat::North, "8b7a"}, {Seat::East, "2b1c"}};
  Record r;
  r.variant = "yonin";
  r.profile = "sdin";
  r.entries.reserve(entries);
  for (std::size_t i = 0; i < entries; ++i) {
    Entry e;
    e.seat = kCycle[i % 8].first;
    e.move = kCycle[i % 8].second;
    r.entries.push_back(std::move(e));
  }
  return r;
}

Validation validate(const Record& r) {
  std::vector<Finding> findings;
  std::optional<Profile> profile = record_profile(r, {}, findings);
  EXPECT_TRUE(profile.has_value());
  return validate_record(r, profile.value_or(Profile{}));
}

// Where the n-th (1-based) occurrence of `marker` starts: 1-based line and column (ASCII text).
SourceLocation nth(std::string_view text, std::string_view marker, std::size_t n) {
  std::size_t at = std::string_view::npos;
  for (std::size_t from = 0; n > 0; --n, from = at + 1) at = text.find(marker, from);
  EXPECT_NE(at, std::string_view::npos);
  const std::size_t line_start = text.rfind('\n', at) + 1;  // npos + 1 == 0
  return {
      static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')) + 1,
      static_cast<int>(at - line_start) + 1};
}

// The 1-based column of `needle` in the one-line ASCII text `line`.
int col(std::string_view line, std::string_view needle) {
  EXPECT_NE(line.find(needle), std::string_view::npos) << needle;
  return static_cast<int>(line.find(needle)) + 1;
}

void expect_read(const ReadResult& r, const std::string& what) {
  ASSERT_TRUE(r.record.has_value())
      << what << ": " << (r.diagnostics.empty() ? "" : render(r.diagnostics[0]));
}

// One FORMAT_TOO_LARGE error, on `line` (its column depends on where a reader counts).
void expect_too_large_on_line(const ReadResult& r, int line) {
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, C::FORMAT_TOO_LARGE) << render(r.diagnostics[0]);
  EXPECT_EQ(r.diagnostics[0].line, line);
}

// --- Size ---------------------------------------------------------------------------------

TEST(Limits, FileSize) {
  // Exactly kMaxRecordBytes reads (a record padded with a comment); one byte more is refused at
  // 1:1 in every syntax, and by the file reader before it reads the file.
  std::string text = "format: 1\nvariant: yonin\n#";
  text += std::string(kMaxRecordBytes - text.size() - 1, 'x') + "\n";
  ASSERT_EQ(text.size(), kMaxRecordBytes);
  const ReadResult at_limit = read_yaml(text, "f");
  expect_read(at_limit, "32 MiB");
  EXPECT_EQ(validate(*at_limit.record).outcome, Outcome::Legal);
  text += "\n";
  expect_error(read_yaml(text, "f"), C::FORMAT_TOO_LARGE, 1, 1);
  expect_error(read_json(text, "f"), C::FORMAT_TOO_LARGE, 1, 1);
  expect_error(read_xml(text, "f"), C::FORMAT_TOO_LARGE, 1, 1);
  expect_error(read_text(text, "f"), C::FORMAT_TOO_LARGE, 1, 1);
  const auto path = std::filesystem::temp_directory_path() / "kifukit_limits_big.yaml";
  spit(path, text);
  expect_error(read_record_file(path.string()), C::FORMAT_TOO_LARGE, 1, 1);
  std::filesystem::remove(path);
}

// --- Entries --------------------------------------------------------------------------------

class EntriesLimit : public ::testing::Test {
 protected:
  // Every entry with all its fields: the most values a valid record can have.
  static void SetUpTestSuite() {
    record_ = new Record(cycle_record(kMaxEntries));
    for (Entry& e : record_->entries) {
      e.time_ms = 1000;
      e.comment = "c";
    }
  }
  static void TearDownTestSuite() { delete record_; }
  static Record* record_;
};
Record* EntriesLimit::record_ = nullptr;

TEST_F(EntriesLimit, AtTheLimitARecordReadsInEverySyntaxAndValidates) {
  const Validation v = validate(*record_);
  EXPECT_EQ(v.outcome, Outcome::Legal);
  EXPECT_EQ(v.plies, static_cast<int>(kMaxEntries));
  EXPECT_TRUE(v.clean());
  for (Syntax s : {Syntax::Yaml, Syntax::Json, Syntax::Xml, Syntax::Text}) {
    WriteResult w = write_record(*record_, s);
    ASSERT_TRUE(w.text.has_value());
    ReadResult r = read_record(*w.text, s, "f");
    expect_read(r, syntax_name(s));
    EXPECT_EQ(*r.record, *record_) << syntax_name(s);
  }
}

TEST_F(EntriesLimit, OneMoreIsRefusedAtTheEntry) {
  const std::string yaml = write_yaml(*record_) + "  - {seat: south, move: 3i2h}\n";
  expect_error(read_yaml(yaml, "f"), C::FORMAT_TOO_LARGE, nth(yaml, "{seat", kMaxEntries + 1).line,
               nth(yaml, "{seat", kMaxEntries + 1).column);

  std::string json = write_json(*record_);
  json.insert(json.rfind(']'), ",{\"seat\": \"south\", \"move\": \"3i2h\"}\n");
  const SourceLocation j = nth(json, "{\"seat\"", kMaxEntries + 1);
  expect_error(read_json(json, "f"), C::FORMAT_TOO_LARGE, j.line, j.column);

  std::string xml = write_xml(*record_);
  xml.insert(xml.find("</moves>"), "<entry seat=\"south\" move=\"3i2h\"/>\n");
  const SourceLocation x = nth(xml, "<entry", kMaxEntries + 1);
  expect_error(read_xml(xml, "f"), C::FORMAT_TOO_LARGE, x.line, x.column);

  // Entries in the writers' own shape, which the XML and JSON readers read without a node each
  // until the list passes kMaxEntries: refused at the same entry.
  const Record plain = cycle_record(kMaxEntries + 1);
  const std::string plain_xml = write_xml(plain);
  const SourceLocation px = nth(plain_xml, "<entry", kMaxEntries + 1);
  expect_error(read_xml(plain_xml, "f"), C::FORMAT_TOO_LARGE, px.line, px.column);
  const std::string plain_json = write_json(plain);
  const SourceLocation pj = nth(plain_json, "{\"seat\"", kMaxEntries + 1);
  expect_error(read_json(plain_json, "f"), C::FORMAT_TOO_LARGE, pj.line, pj.column);

  WriteResult text = write_text_record(cycle_record(kMaxEntries + 1));
  ASSERT_TRUE(text.text.has_value());
  const SourceLocation t = nth(*text.text, "\n100001 ", 1);
  expect_error(read_text(*text.text, "f"), C::FORMAT_TOO_LARGE, t.line + 1, 1);
}

TEST(Limits, AnyListHasAtMostTheEntryLimit) {
  std::string yaml = "format: 1\nvariant: yonin\nresult:\n  reason: unfinished\n  ranking: [";
  for (std::size_t i = 0; i <= kMaxEntries; ++i) yaml += i ? ",1" : "1";
  yaml += "]\n";
  expect_error(read_yaml(yaml, "f"), C::FORMAT_TOO_LARGE, 5,
               static_cast<int>(std::string("  ranking: [").size() + 2 * kMaxEntries + 1));
}

// --- Nesting and aliases ----------------------------------------------------------------------

TEST(Limits, Nesting) {
  // kMaxNesting levels of lists are read (and refused for what they are: not a record's shape);
  // one more is FORMAT_TOO_DEEP at the opening that goes too deep.
  // The root is the first level, each '[' one more: the first entry is the second '['.
  const std::string json_head = "{\"format\": 1, \"variant\": \"yonin\", \"moves\": ";
  auto json = [&](int depth) {
    return json_head + std::string(depth - 1, '[') + std::string(depth - 1, ']') + "}";
  };
  const int first = static_cast<int>(json_head.size()) + 1;  // the column of the first '['
  expect_error(read_json(json(kMaxNesting), "f"), C::FORMAT_TYPE, 1, first + 1);
  expect_error(read_json(json(kMaxNesting + 1), "f"), C::FORMAT_TOO_DEEP, 1,
               first + kMaxNesting - 1);
  auto yaml = [](int depth) {
    return "format: 1\nvariant: yonin\nmoves: " + std::string(depth - 1, '[') +
           std::string(depth - 1, ']') + "\n";
  };
  expect_error(read_yaml(yaml(kMaxNesting), "f"), C::FORMAT_TYPE, 3, 9);
  expect_error(read_yaml(yaml(kMaxNesting + 1), "f"), C::FORMAT_TOO_DEEP, 3, 8 + kMaxNesting - 1);
  // XML: every element is a level, the record element the first.
  auto xml = [](int depth) {
    std::string open, close;
    for (int i = 1; i < depth; ++i) {
      open += "<a>";
      close = "</a>" + close;
    }
    return "<record format=\"1\" variant=\"yonin\">" + open + close + "</record>";
  };
  expect_error(read_xml(xml(kMaxNesting), "f"), C::FORMAT_UNKNOWN_KEY, 1, 36);
  expect_error(read_xml(xml(kMaxNesting + 1), "f"), C::FORMAT_TOO_DEEP, 1,
               36 + 3 * (kMaxNesting - 1));
}

TEST(Limits, YamlAliasesAreRefused) {
  expect_error(read_yaml("format: 1\nvariant: &v yonin\nsite: *v\n", "f"), C::FORMAT_ALIAS, 3, 7);
  // An alias bomb is refused at its first alias, before anything is expanded.
  std::string bomb = "format: 1\nvariant: yonin\na: &a [x, x, x, x, x, x, x, x, x]\n";
  for (char c = 'b'; c <= 'j'; ++c)
    bomb += std::string(1, c) + ": &" + c + " [*" + char(c - 1) + ", *" + char(c - 1) + ", *" +
            char(c - 1) + "]\n";
  expect_error(read_yaml(bomb, "f"), C::FORMAT_ALIAS, 4, 8);
}

// --- Strings --------------------------------------------------------------------------------

TEST(Limits, StringLength) {
  const std::string at(kMaxStringBytes, 'x'), over(kMaxStringBytes + 1, 'x');
  const std::string head = "format: 1\nvariant: yonin\n";
  for (const char* key : {"event", "site", "profile"}) {
    expect_read(read_yaml(head + key + ": " + at + "\n", "f"), key);
    expect_error(read_yaml(head + key + ": " + over + "\n", "f"), C::FORMAT_TOO_LARGE, 3,
                 static_cast<int>(std::strlen(key)) + 3);
  }
  expect_read(read_yaml(head + "players: {south: " + at + "}\n", "f"), "a name");
  expect_error(read_yaml(head + "players: {south: " + over + "}\n", "f"), C::FORMAT_TOO_LARGE, 3,
               18);
  const std::string entry_head = "  - {seat: south, move: 3i2h, comment: ";
  const ReadResult comment = read_yaml(head + "moves:\n" + entry_head + at + "}\n", "f");
  expect_read(comment, "a comment");
  EXPECT_EQ(validate(*comment.record).outcome, Outcome::Legal);
  expect_error(read_yaml(head + "moves:\n" + entry_head + over + "}\n", "f"), C::FORMAT_TOO_LARGE,
               4, static_cast<int>(entry_head.size()) + 1);
  // A move is a string too: its length is refused before it is parsed.
  const std::string move_head = "  - {seat: south, move: ";
  expect_error(read_yaml(head + "moves:\n" + move_head + over + "}\n", "f"), C::FORMAT_TOO_LARGE, 4,
               static_cast<int>(move_head.size()) + 1);
  // JSON keys.
  expect_error(read_json("{\"format\": 1, \"variant\": \"yonin\",\n\"" + over + "\": 1}", "f"),
               C::FORMAT_TOO_LARGE, 2, 1);
  // XML text and attributes.
  const std::string xml = "<record format=\"1\" variant=\"yonin\">\n";
  expect_read(read_xml(xml + "<event>" + at + "</event></record>", "f"), "xml");
  expect_error(read_xml(xml + "<event>" + over + "</event></record>", "f"), C::FORMAT_TOO_LARGE, 2,
               8);
  expect_error(read_xml(xml + "<players south=\"" + over + "\"/></record>", "f"),
               C::FORMAT_TOO_LARGE, 2, 16);
  // The text notation: header values, and a comment's lines together.
  const std::string text_head = "書式：1\n変種：yonin\n";
  const std::string sep = std::string(kTextSeparator) + "\n";
  expect_read(read_text(text_head + "棋戦：" + at + "\n" + sep, "f"), "text header");
  expect_error(read_text(text_head + "棋戦：" + over + "\n" + sep, "f"), C::FORMAT_TOO_LARGE, 3, 4);
  const std::string half(kMaxStringBytes / 2, 'y');
  const std::string entry = "   1 ↑2八銀(39)\n";
  expect_read(read_text(text_head + sep + entry + "*" + half + "\n*" + half.substr(1) + "\n", "f"),
              "a comment at the limit");
  expect_error(read_text(text_head + sep + entry + "*" + half + "\n*" + half + "\n", "f"),
               C::FORMAT_TOO_LARGE, 6, 2);
}

TEST(Limits, NoCharactersNoSyntaxCanHold) {
  // A NUL byte, another C0 control or U+FFFE/U+FFFF is refused where it stands; an escaped one in
  // any string or key too (XML 1.0 cannot hold them at all, and yaml-cpp's emitter writes U+FFFF
  // as U+FFFD, so a record holding one could not be converted unchanged).
  const std::string head = "format: 1\nvariant: yonin\nsite: a";
  for (const std::string& raw : {std::string(1, '\0'), std::string("\x01"), std::string("\x1B"),
                                 std::string("\xEF\xBF\xBE"), std::string("\xEF\xBF\xBF"),
                                 std::string("\xEF\xB7\x90"), std::string("\xF0\x9F\xBF\xBF")}) {
    expect_error(read_yaml(head + raw + "b\n", "f"), C::FORMAT_ENCODING, 3, 8);
    expect_error(read_json("{\"format\": 1,\n\"site\": \"a" + raw + "\"}", "f"), C::FORMAT_ENCODING,
                 2, 11);
    expect_error(read_xml("<record>\n <site>a" + raw + "</site></record>", "f"), C::FORMAT_ENCODING,
                 2, 9);
    expect_error(read_text("書式：1\n棋戦：a" + raw + "\n", "f"), C::FORMAT_ENCODING, 2, 5);
  }
  const ReadResult escape = read_yaml("format: 1\nvariant: yonin\nsite: \"a\\x1Bb\"\n", "f");
  ASSERT_EQ(escape.diagnostics.size(), 1u);
  EXPECT_EQ(escape.diagnostics[0].message, "a control character U+001B in a string");
  expect_error(read_yaml("format: 1\nvariant: yonin\nsite: \"a\\0b\"\n", "f"), C::FORMAT_ENCODING,
               3, 7);
  expect_error(read_yaml("format: 1\nvariant: yonin\nsite: \"a\\uFFFF\"\n", "f"),
               C::FORMAT_ENCODING, 3, 7);
  const std::string value = R"({"format": 1, "variant": "yonin", "site": "a\u0000"})";
  expect_error(read_json(value, "f"), C::FORMAT_ENCODING, 1, col(value, "\"a"));
  const std::string nonchar = R"({"format": 1, "variant": "yonin", "site": "a\ufffe"})";
  expect_error(read_json(nonchar, "f"), C::FORMAT_ENCODING, 1, col(nonchar, "\"a"));
  const ReadResult fdef = read_json(R"({"format": 1, "site": "a\ufdef"})", "f");
  ASSERT_EQ(fdef.diagnostics.size(), 1u);
  EXPECT_EQ(fdef.diagnostics[0].message, "a noncharacter U+FDEF in a string");
  const std::string key = R"({"format": 1, "variant": "yonin", "options": {"a\u0001": "1"}})";
  expect_error(read_json(key, "f"), C::FORMAT_ENCODING, 1, col(key, "\"a"));
  const std::string xml = "<record format=\"1\" variant=\"yonin\"><site>a&#1;</site></record>";
  expect_error(read_xml(xml, "f"), C::FORMAT_ENCODING, 1, col(xml, "<site>") + 6);
  // A character reference to no character (pugixml writes bytes that are no UTF-8 for them).
  for (const char* ref : {"&#xD800;", "&#x110000;", "&#1999999999999999999993;"}) {
    const std::string bad =
        std::string("<record format=\"1\" variant=\"yonin\"><site>a") + ref + "</site></record>";
    const ReadResult r = read_xml(bad, "f");
    expect_error(r, C::FORMAT_ENCODING, 1, col(bad, "<site>") + 6);
    ASSERT_FALSE(r.diagnostics.empty());
    EXPECT_EQ(r.diagnostics[0].message,
              "a byte that is no UTF-8 (a surrogate or a code point past U+10FFFF) in a string");
  }
  // A value's text split by comments and processing instructions is the whole text.
  const ReadResult split = read_xml(
      "<record format=\"1\" variant=\"yonin\"><site>a\r<?pi x?>b<!-- c --> <!-- d "
      "-->c</site></record>",
      "f");
  expect_read(split, "split text");
  EXPECT_EQ(split.record->site.value, "a\nb c");  // XML reads a raw carriage return as \n
  // yaml-cpp decodes \N and \_ to lone bytes; they are read as U+0085 and U+00A0.
  const ReadResult nel = read_yaml("format: 1\nvariant: yonin\nsite: \"a\\Nb\\_c\"\n", "f");
  expect_read(nel, "\\N and \\_");
  EXPECT_EQ(nel.record->site.value,
            "a\xC2\x85"
            "b\xC2\xA0"
            "c");
  // What every syntax can hold is kept: tab, carriage return, DEL, C1 controls, U+FDCF, U+FDF0,
  // U+FFFD, U+10FFFD.
  Record kept = cycle_record(1);
  kept.event.value = "a\r\r";  // yaml-cpp wrote carriage returns raw in plain scalars
  kept.date.value = "\tb\t";   // ... and tabs at either end
  kept.site.value = "a\tb\rc\x7F\xC2\x85\xEF\xB7\x8F\xEF\xB7\xB0\xEF\xBF\xBD\xF4\x8F\xBF\xBD";
  for (Syntax s : {Syntax::Yaml, Syntax::Json, Syntax::Xml}) {
    ReadResult back = read_record(*write_record(kept, s).text, s, "f");
    expect_read(back, syntax_name(s));
    EXPECT_EQ(*back.record, kept) << syntax_name(s);
  }
}

// --- Players and options -----------------------------------------------------------------------

TEST(Limits, PlayersOnePerSeat) {
  const std::string head = "format: 1\nvariant: yonin\n";
  const ReadResult four =
      read_yaml(head + "players: {south: a, west: b, north: c, east: d}\n", "f");
  expect_read(four, "four");
  EXPECT_EQ(validate(*four.record).outcome, Outcome::Legal);
  const std::string five = "players: {south: a, west: b, north: c, east: d, up: e}";
  expect_error(read_yaml(head + five + "\n", "f"), C::FORMAT_BAD_SEAT, 3, col(five, "up"));
  const std::string again = "players: {south: a, west: b, north: c, east: d, south: e}";
  expect_error(read_yaml(head + again + "\n", "f"), C::FORMAT_DUPLICATE_KEY, 3,
               col(again, "south: e"));
  const std::string two = "players: {south: a, north: b, west: c}";
  expect_error(read_yaml("format: 1\nvariant: standard\n" + two + "\n", "f"), C::FORMAT_BAD_SEAT, 3,
               col(two, "west"));
  expect_error(read_text("書式：1\n変種：yonin\n↑：a\n↑：b\n", "f"), C::FORMAT_DUPLICATE_KEY, 4, 1);
}

// A key given twice is refused at its second place in a map of any length: a short map (a move
// entry) and a long one (options) are checked by different means (record_tree.cpp's MapView:
// pairwise up to 16 members, a hash set beyond), so both sides of that line are tried.
TEST(Limits, DuplicateKeysInShortAndLongMaps) {
  const std::string entry = "  - {seat: south, move: 7g7f, seat: west}";
  expect_error(read_yaml("format: 1\nvariant: yonin\nmoves:\n" + entry + "\n", "f"),
               C::FORMAT_DUPLICATE_KEY, 4, col(entry, "seat: west"));
  for (int members : {2, 16, 17, 40}) {
    std::string yaml = "format: 1\nvariant: yonin\noptions:\n";
    for (int i = 0; i < members - 1; ++i) yaml += "  o" + std::to_string(i) + ": 1\n";
    yaml += "  o0: 2\n";  // member `members`, on line 3 + members
    SCOPED_TRACE(members);
    expect_error(read_yaml(yaml, "f"), C::FORMAT_DUPLICATE_KEY, 3 + members, 3);
  }
}

TEST(Limits, Options) {
  // kMaxOptions overrides read; one more is refused at its name.
  std::string text = "書式：1\n変種：yonin\n";
  std::string yaml = "format: 1\nvariant: yonin\noptions:\n";
  for (std::size_t i = 0; i < kMaxOptions; ++i) {
    text += "規則変更：o" + std::to_string(i) + "=1\n";
    yaml += "  o" + std::to_string(i) + ": 1\n";
  }
  const std::string sep = std::string(kTextSeparator) + "\n   1 ↑2八銀(39)\n";
  ReadResult r = read_text(text + sep, "f");
  expect_read(r, "text options");
  EXPECT_EQ(r.record->options.size(), kMaxOptions);
  expect_error(read_text(text + "規則変更：more=1\n" + sep, "f"), C::FORMAT_TOO_LARGE,
               static_cast<int>(kMaxOptions) + 3, 1);
  expect_read(read_yaml(yaml, "f"), "yaml options");
  expect_error(read_yaml(yaml + "  more: 1\n", "f"), C::FORMAT_TOO_LARGE,
               static_cast<int>(kMaxOptions) + 4, 3);

  // The most overrides a valid record can have, every profile parameter once (fewer than the
  // limit), read and validate in every syntax.
  ProfileResult sdin = builtin_profile("sdin");
  ASSERT_TRUE(sdin.ok());
  Record all = cycle_record(8);
  const std::string printed = profile_to_yaml(sdin.resolved->profile);  // `key: value` lines
  for (std::size_t at = 0; at < printed.size();) {
    const std::size_t colon = printed.find(": ", at), end = printed.find('\n', at);
    const std::string key = printed.substr(at, colon - at);
    if (key != "name" && key != "variant")
      all.options.push_back({key, printed.substr(colon + 2, end - colon - 2), {}});
    at = end + 1;
  }
  // chu's three parameters (promotion, lion_trading, bare_king) are printed for chu only.
  ASSERT_EQ(all.options.size(), profile_params().size() - 3);
  ASSERT_LT(all.options.size(), kMaxOptions);
  EXPECT_EQ(validate(all).outcome, Outcome::Legal);
  for (Syntax s : {Syntax::Yaml, Syntax::Json, Syntax::Xml, Syntax::Text}) {
    ReadResult back = read_record(*write_record(all, s).text, s, "f");
    expect_read(back, syntax_name(s));
    EXPECT_EQ(*back.record, all) << syntax_name(s);
  }

  // A name is given once, in the text notation too (a map holds it once).
  expect_error(
      read_text("書式：1\n変種：yonin\n規則変更：move_limit=1\n規則変更：move_limit=2\n", "f"),
      C::FORMAT_DUPLICATE_KEY, 4, 6);
  // An option name is a name (XML writes it as an attribute name).
  const std::string head = "format: 1\nvariant: yonin\noptions:\n";
  expect_error(read_yaml(head + "  \"a b\": 1\n", "f"), C::FORMAT_BAD_VALUE, 4, 3);
  const std::string json = "{\"format\": 1, \"variant\": \"yonin\", \"options\": {\"1x\": 1}}";
  expect_error(read_json(json, "f"), C::FORMAT_BAD_VALUE, 1, col(json, "\"1x\""));
  expect_error(read_text("書式：1\n変種：yonin\n規則変更：a<b=1\n", "f"), C::FORMAT_BAD_VALUE, 3,
               6);
}

// --- Values -----------------------------------------------------------------------------------

TEST(Limits, ValuesInOneRecord) {
  // Lists of lists, each within the entry limit, but more values than any record has.
  std::string json = "{\"format\": 1, \"variant\": \"yonin\", \"x\": [\n";
  std::string row = "[" + std::string(kMaxEntries * 2 - 1, '0') + "]";
  for (std::size_t i = 2; i < row.size() - 1; i += 2) row[i] = ',';
  for (int i = 0; i < 10; ++i) json += (i ? "," : "") + row + "\n";
  json += "]}";
  // 4 values before the rows, then 100001 a row: the 1000001st is in the 10th row.
  expect_too_large_on_line(read_json(json, "f"), 11);

  std::string xml = "<record format=\"1\" variant=\"yonin\"><x>\n";
  for (std::size_t i = 0; i < kMaxValues + 1; ++i) xml += "<a/>";
  xml += "\n</x></record>";
  expect_too_large_on_line(read_xml(xml, "f"), 2);

  std::string yaml = "format: 1\nvariant: yonin\nx:\n";
  for (int i = 0; i < 10; ++i) yaml += "  - " + row + "\n";
  expect_too_large_on_line(read_yaml(yaml, "f"), 13);
}

// --- Profiles --------------------------------------------------------------------------------

TEST(Limits, ProfileFiles) {
  ProfileSources none;
  const std::string big = "name: big\n#" + std::string(1u << 20, 'x') + "\n";
  ProfileResult r = read_profile(big, "big.yaml", none);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(code_name(r.diagnostics[0].code), "PROFILE_SYNTAX");
  EXPECT_NE(r.diagnostics[0].message.find("limit"), std::string::npos);
  // yaml-cpp's LoadAll never returned on this (tests/data/fuzz-regressions/profile/).
  r = read_profile(",", "comma.yaml", none);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(code_name(r.diagnostics[0].code), "PROFILE_SYNTAX");
}

// --- Inputs that once cost the square of their size -------------------------------------------

TEST(Limits, OneLineRecordsReadInLinearTime) {
  // Minified JSON and a YAML flow list on one line (left to yaml-cpp by a tab in a comment):
  // every value's column used to be counted from the start of the line.
  const Record record = cycle_record(20'000);
  std::string json = write_json(record);
  std::erase(json, '\n');
  ReadResult r = read_json(json, "f");
  expect_read(r, "minified JSON");
  EXPECT_EQ(r.record->entries.size(), 20'000u);
  std::string yaml = "format: 1\nvariant: yonin\nmoves: [";
  for (const Entry& e : record.entries)
    yaml += std::string(&e == &record.entries.front() ? "" : ", ") + "{seat: " + seat_name(e.seat) +
            ", move: " + e.move + "}";
  yaml += "]\n#\tyaml-cpp\n";
  r = read_yaml(yaml, "f");
  expect_read(r, "YAML flow");
  EXPECT_EQ(r.record->entries.size(), 20'000u);
}

TEST(Limits, ManyAttributesAndCommentLinesReadInLinearTime) {
  // XML attribute positions were searched from the start of the tag for every attribute.
  std::string xml = "<record format=\"1\" variant=\"yonin\"";
  for (int i = 0; i < 200'000; ++i) xml += " a" + std::to_string(i) + "=\"1\"";
  xml += "/>";
  expect_error(read_xml(xml, "f"), C::FORMAT_UNKNOWN_KEY, 1, col(xml, "a0="));
  // ... and the position of an element with children was asked for after its children.
  std::string one_line = "<record format=\"1\" variant=\"yonin\">";
  for (int i = 0; i < 100'000; ++i) one_line += "<x><y/></x>";
  one_line += "</record>";
  expect_error(read_xml(one_line, "f"), C::FORMAT_UNKNOWN_KEY, 1, col(one_line, "<x>"));
  const Record record = cycle_record(20'000);
  std::string xml_line = write_xml(record);
  std::erase(xml_line, '\n');
  ReadResult rx = read_xml(xml_line, "f");
  expect_read(rx, "XML on one line");
  EXPECT_EQ(*rx.record, record);
  // A comment of the text notation was copied whole for each of its lines.
  std::string text = "書式：1\n変種：yonin\n" + std::string(kTextSeparator) + "\n   1 ↑2八銀(39)\n";
  for (int i = 0; i < 30'000; ++i) text += "*x\n";
  ReadResult r = read_text(text, "f");
  expect_read(r, "comment lines");
  EXPECT_EQ(r.record->entries[0].comment->size(), 30'000u * 2 - 1);
}

// SourceText reads eight bytes at a time: a line feed, a control, DEL, a multi-byte character or
// a byte that is no UTF-8 at every place of a word (and past it) is found as byte by byte.
TEST(SourceTextScan, EveryByteOfAWordIsSeen) {
  for (std::size_t p = 0; p <= 20; ++p) {
    const std::string before(p, 'a'), after(20 - p, 'b');
    // SourceText keeps a view of its bytes: they outlive it.
    const std::string fed = before + "\n" + after, del = before + "\x7F" + after,
                      accented = before + "\xC3\xA9" + after;  // U+00E9, two bytes
    const SourceText feed(fed);
    ASSERT_EQ(feed.line_count(), 2u) << p;
    EXPECT_EQ(feed.line(0), before);
    EXPECT_EQ(feed.line(1), after);
    EXPECT_EQ(feed.at_offset(p + 1).line, 2);
    EXPECT_EQ(SourceText(del).line_count(), 1u);  // DEL is a character
    const SourceText accent(accented);
    EXPECT_EQ(accent.at_offset(p + 2).column, static_cast<int>(p) + 2);
    for (const std::string& bad : {std::string("\x1B"), std::string("\xFF")}) {
      try {
        const std::string text = before + bad + after;
        SourceText refused(text);
        ADD_FAILURE() << "not refused at " << p;
      } catch (const FormatError& e) {
        EXPECT_EQ(e.code(), C::FORMAT_ENCODING);
        EXPECT_EQ(e.loc().line, 1);
        EXPECT_EQ(e.loc().column, static_cast<int>(p) + 1);
      }
    }
  }
  const SourceText lines("a\n\n\nb\nccccccccc\n");  // four line feeds in one word
  ASSERT_EQ(lines.line_count(), 6u);
  EXPECT_EQ(lines.line(0), "a");
  EXPECT_EQ(lines.line(1), "");
  EXPECT_EQ(lines.line(3), "b");
  EXPECT_EQ(lines.line(4), "ccccccccc");
  EXPECT_EQ(lines.line(5), "");
}

}  // namespace
}  // namespace kifukit::testing
