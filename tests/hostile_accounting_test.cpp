// Issue 26's invariant "no input is dropped silently: every reader accounts for every line or
// value (read, warned or refused)" (docs/limits.md). For every reader a record text is taken,
// and a line the reader does not expect is put in at every line boundary in turn (an unknown
// key at the indentation of the line that follows, for the nested syntaxes); each result must
// differ from the record read without it, or carry a diagnostic at that line, or be refused.
// A reader that skipped the line and gave the same record with nothing said fails the test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "converters/convert_io.hpp"
#include "tests/converters_test_util.hpp"
#include "tests/hostile_util.hpp"

namespace kifukit::testing {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    out.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  return out;
}

std::string indentation(const std::string& line) {
  return line.substr(0, line.find_first_not_of(' ') == std::string::npos
                            ? line.size()
                            : line.find_first_not_of(' '));
}

// What is put in before line `at` (0-based; at == lines.size() is after the last line).
using Junk = std::string (*)(const std::string& indent_of_next);

struct Reader {
  const char* name;
  RecordFormat format;
  std::string text;
  std::vector<Junk> junk;
};

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

// Every insertion into `reader.text`: the outcome, or "" when the reader accounted for it.
std::vector<std::string> silent_drops(const Reader& reader) {
  std::vector<std::string> silent;
  const ReadResult base = read_record_as(reader.text, reader.format, "t");
  EXPECT_TRUE(base.record) << reader.name << ": "
                           << (base.diagnostics.empty() ? "" : render(base.diagnostics[0]));
  if (!base.record) return silent;
  const std::vector<std::string> lines = lines_of(reader.text);
  for (Junk junk : reader.junk)
    for (std::size_t at = 0; at <= lines.size(); ++at) {
      std::vector<std::string> changed = lines;
      const std::string added = junk(at < lines.size() ? indentation(lines[at]) : "");
      changed.insert(changed.begin() + static_cast<std::ptrdiff_t>(at), added);
      const ReadResult r = read_record_as(join(changed), reader.format, "t");
      if (!r.record) continue;                     // refused
      if (!(*r.record == *base.record)) continue;  // read into the record
      bool said = false;                           // warned at the line
      for (const Diagnostic& d : r.diagnostics) said |= d.line == static_cast<int>(at) + 1;
      if (!said)
        silent.push_back(std::string(reader.name) + ": '" + added + "' as line " +
                         std::to_string(at + 1) + " is dropped silently");
    }
  return silent;
}

// A standard game with headers, players, comments, a time, a variation and an ending: the KIF
// the other syntaxes are written from.
const std::string kKif =
    "開始日時：2026/01/02\n"
    "棋戦：テスト\n"
    "手合割：平手\n"
    "先手：甲\n"
    "後手：乙\n"
    "*開始前のコメント\n"
    "手数----指手---------消費時間--\n"
    "   1 ７六歩(77)   ( 0:05/00:00:05)\n"
    "*一手目のコメント\n"
    "   2 ３四歩(33)   ( 0:03/00:00:03)\n"
    "   3 ２六歩(27)   ( 0:02/00:00:07)\n"
    "   4 投了\n"
    "\n"
    "変化：3手\n"
    "   3 ６六歩(67)   ( 0:01/00:00:06)\n";

std::string written(RecordFormat to) {
  const ReadResult r = read_record_as(kKif, RecordFormat::Kifu, "t");
  if (!r.record) return "";
  const WriteResult w = write_record_as(*r.record, to, {Encoding::Utf8});
  return w.text.value_or("");
}

std::string plain_kanji(const std::string&) { return "謎の行です"; }
std::string kanji_key(const std::string&) { return "謎の見出し：値"; }
std::string ascii_words(const std::string&) { return "zz unknown words"; }
std::string csa_unknown(const std::string&) { return "X unknown statement"; }
std::string yaml_key(const std::string& indent) { return indent + "zz_unknown: 1"; }
std::string json_key(const std::string& indent) { return indent + "\"zz_unknown\": 1,"; }
std::string xml_element(const std::string& indent) { return indent + "<zz_unknown>1</zz_unknown>"; }

TEST(EveryReaderAccountsForEveryLine, NothingIsDroppedSilently) {
  const std::vector<Reader> readers = {
      {"KIF", RecordFormat::Kifu, kKif, {plain_kanji, kanji_key, ascii_words}},
      {"KI2",
       RecordFormat::Ki2u,
       written(RecordFormat::Ki2u),
       {plain_kanji, kanji_key, ascii_words}},
      {"CSA", RecordFormat::Csa, written(RecordFormat::Csa), {csa_unknown, ascii_words}},
      {"JKF", RecordFormat::Jkf, written(RecordFormat::Jkf), {json_key}},
      {"USI", RecordFormat::Usi, written(RecordFormat::Usi), {ascii_words}},
      {"text",
       RecordFormat::Text,
       written(RecordFormat::Text),
       {plain_kanji, kanji_key, ascii_words}},
      {"YAML", RecordFormat::Yaml, written(RecordFormat::Yaml), {yaml_key}},
      {"JSON", RecordFormat::Json, written(RecordFormat::Json), {json_key}},
      {"XML", RecordFormat::Xml, written(RecordFormat::Xml), {xml_element}},
      {"tonykoval",
       RecordFormat::Tonykoval,
       read_file(std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/tonykoval/seat-out.tk.json"),
       {json_key}},
  };
  std::size_t cases = 0;
  for (const Reader& reader : readers) {
    ASSERT_FALSE(reader.text.empty()) << reader.name;
    cases += (lines_of(reader.text).size() + 1) * reader.junk.size();
    for (const std::string& s : silent_drops(reader)) ADD_FAILURE() << s;
  }
  EXPECT_GT(cases, 300u);  // every place of every reader was tried
}

}  // namespace
}  // namespace kifukit::testing
