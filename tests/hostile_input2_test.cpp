// Hostile input, second round (issue 26): each defect found by the second adversarial pass,
// with the exact codes and locations worked out by hand from the input.
#include <gtest/gtest.h>

#include "tests/converters_test_util.hpp"
#include "tests/hostile_util.hpp"

namespace kifukit::testing {
namespace {

// Item 1: a file whose lines end in a carriage return alone (no line feed anywhere) was one
// long line to the KIF, KI2, CSA and USI readers: `legal, 0 plies replayed`, every move dropped.

TEST(HostileInput2, KifWithCarriageReturnLineEndsReadsEveryMove) {
  Record r = read_clean(
      "手合割：平手\r手数----指手---------消費時間--\r   1 ７六歩(77)\r   2 ３四歩(33)\r",
      RecordFormat::Kifu);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d");
  // Lines are counted by those carriage returns: the second move is on line 4.
  ReadResult bad = read_as(
      "手合割：平手\r手数----指手---------消費時間--\r   1 ７六歩(77)\r"
      "   2 ３四歩(3x)\r",
      RecordFormat::Kifu);
  ASSERT_FALSE(bad.record);
  ASSERT_EQ(bad.diagnostics.size(), 1u);
  EXPECT_EQ(bad.diagnostics[0].line, 4);
}

TEST(HostileInput2, CsaWithCarriageReturnLineEndsReadsEveryMove) {
  // Read by LF alone, `V2.2\rPI\r+\r+7776FU\r` was taken as a version line.
  Record r = read_clean("V2.2\rPI\r+\r+7776FU\r-3334FU\r", RecordFormat::Csa);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d");
  EXPECT_EQ(r.entries[1].loc.line, 5);
}

TEST(HostileInput2, Ki2WithCarriageReturnLineEndsReadsEveryMove) {
  Record r = read_clean("手合割：平手\r☗７六歩\r☖３四歩\r☗２六歩\r", RecordFormat::Ki2u);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 2g2f");
}

TEST(HostileInput2, UsiWithACarriageReturnLineEndReadsEveryMove) {
  Record r = read_clean("position startpos moves 7g7f 3c3d\r", RecordFormat::Usi);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d");
}

TEST(HostileInput2, CarriageReturnInsideALineOfAnLfFileStaysInTheLine) {
  // A file with line feeds keeps a carriage return inside a line (kif.md): the comment holds it.
  Record r = read_clean("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*a\rb\n",
                        RecordFormat::Kifu);
  ASSERT_EQ(r.entries.size(), 1u);
  EXPECT_EQ(r.entries[0].comment.value_or(""), "a\rb");
}

TEST(HostileInput2, ValidateReadsACarriageReturnKifFile) {
  ScratchDir dir("cr-kif");
  write_file(dir / "cr.kifu",
             "手合割：平手\r手数----指手---------消費時間--\r   1 ７六歩(77)\r   2 ３四歩(33)\r"
             "   3 投了\r");
  auto r = run_kifukit({"validate", dir / "cr.kifu"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  // Two moves and sente's resignation: gote wins (said in the players' words, issue 28).
  EXPECT_EQ(r.out, dir / "cr.kifu" + ": legal, 3 plies replayed, gote wins by resignation\n");
}

// Item 7: characters no record can hold, written as JSON escapes in a JKF string, were read
// (limits.md: FORMAT_ENCODING everywhere), and `convert` to XML then wrote `&#07;`, which no
// XML reader takes. Located at the string, as the record JSON reader does.

TEST(HostileInput2, JkfControlCharacterEscapesAreRefusedAtTheString) {
  // Columns: `{"header": {"棋戦": ` is 18 characters, the string starts at 19.
  ReadResult r = read_as("{\"header\": {\"棋戦\": \"a\\u0007b\"}}", RecordFormat::Jkf);
  ASSERT_FALSE(r.record);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]),
            "t:1:19: error: a control character U+0007 in a string [FORMAT_ENCODING]");
  r = read_as("{\"header\": {\"a\\u0000\": \"b\"}}", RecordFormat::Jkf);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]), "t:1:13: error: a NUL character in a key [FORMAT_ENCODING]");
}

TEST(HostileInput2, JkfControlCharacterNeverReachesTheXmlWriter) {
  ScratchDir dir("jkf-bell");
  write_file(dir / "bell.jkf", "{\"header\": {}, \"moves\": [{\"comments\": [\"ring\\u0007\"]}]}");
  auto r = run_kifukit({"convert", dir / "bell.jkf", "-o", dir / "out.xml"});
  EXPECT_EQ(r.exit_code, 2);
  // `{"header": {}, "moves": [{"comments": [` is 39 characters.
  EXPECT_EQ(r.err, dir / "bell.jkf" +
                       ":1:40: error: a control character U+0007 in a string [FORMAT_ENCODING]\n");
  EXPECT_FALSE(fs::exists(dir.path() / "out.xml"));
}

// Item 6: a key given twice kept the last value and dropped the first silently (`"moves"` twice:
// 0 plies, exit 0); `forks` on the first element of moves (which holds no move) were dropped.

TEST(HostileInput2, JkfKeyGivenTwiceIsRefusedAtTheSecond) {
  ReadResult r = read_as("{\"moves\": [{}], \"moves\": [{}]}", RecordFormat::Jkf);
  ASSERT_FALSE(r.record);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]),
            "t:1:17: error: the key \"moves\" is given twice in one object [FORMAT_BAD_VALUE]");
  // In a nested object too; the same key in two objects is fine.
  r = read_as("{\"header\": {\"先手\": \"a\",\n \"先手\": \"b\"}}", RecordFormat::Jkf);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]),
            "t:2:2: error: the key \"先手\" is given twice in one object [FORMAT_BAD_VALUE]");
  Record ok = read_clean(
      "{\"header\": {}, \"moves\": [{}, {\"move\": {\"from\": {\"x\": 7, \"y\": 7}, \"to\": "
      "{\"x\": 7, "
      "\"y\": 6}, \"piece\": \"FU\"}}, {\"move\": {\"from\": {\"x\": 3, \"y\": 3}, \"to\": {\"x\": "
      "3, "
      "\"y\": 4}, \"piece\": \"FU\"}}]}",
      RecordFormat::Jkf);
  EXPECT_EQ(moves_of(ok.entries), "7g7f 3c3d");
}

TEST(HostileInput2, JkfForksOnTheFirstElementAreRefused) {
  ReadResult r = read_as(
      "{\"moves\": [{\"forks\": [[{\"move\": {\"from\": {\"x\": 7, \"y\": 7}, \"to\": {\"x\": 7, "
      "\"y\": 6}, \"piece\": \"FU\"}}]]}]}",
      RecordFormat::Jkf);
  ASSERT_FALSE(r.record);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]),
            "t:1:1: error: forks on the first element of moves, which holds no move "
            "[FORMAT_BAD_VALUE]");
}

// Item 2: games in one CSA file had no limit: 10^6 games of `+` and `/` took 1.1 GB and 18 s.

std::string repeated(const std::string& s, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

TEST(HostileInput2, CsaGamesPastTheLimitAreRefusedAtTheFirstOneOver) {
  std::vector<Record> more;
  ReadResult r = read_record_as(repeated("+\n/\n", 10'000), RecordFormat::Csa, "t", &more);
  ASSERT_TRUE(r.record.has_value());
  EXPECT_EQ(more.size(), 9'999u);
  // Game k starts on line 2k - 1: game 10,001 on line 20,001.
  r = read_record_as(repeated("+\n/\n", 10'001), RecordFormat::Csa, "t", &more);
  ASSERT_FALSE(r.record);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]),
            "t:20001:1: error: more than 10000 games in one file [FORMAT_TOO_LARGE]");
}

// Items 11 and 12: the adapter's announced name was echoed whole (900 KB on the report's first
// line), and its name and version reached the terminal unescaped (OSC title, clear screen, `\r`).

TEST(HostileInput2, AdapterNameAndVersionAreShownAsShortEscapedExcerpts) {
  ScratchDir dir("adapter-name");
  const std::string name = "\\u001b]0;pwned\\u0007" + std::string(900'000, 'n');
  write_file(
      dir / "adapter.sh",
      "read -r start\nprintf '%s\\n' '{\"type\":\"start\",\"protocol\":1,\"implementation\":\"" +
          name +
          "\",\"version\":\"1\\r\\u001b[2J\",\"profiles\":[\"qdan\"]}'\n"
          "while read -r request; do\ncase \"$request\" in *'\"stop\"'*) exit 0;; esac\n"
          "echo '{}'\ndone\n");
  auto r = run_kifukit({"corpus", "run", "--corpus", std::string(KIFUKIT_SOURCE_DIR) + "/corpus",
                        "--adapter", "sh '" + (dir / "adapter.sh") + "'", "--profile", "qdan",
                        "--run", "drops/drop-from-empty-hand", "--timeout", "5"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  const std::string first = r.out.substr(0, r.out.find('\n'));
  // 60 characters of the name (ESC and BEL are one character each, written \xNN), then "...".
  EXPECT_EQ(first, "corpus 1.2.0, \\x1B]0;pwned\\x07" + std::string(50, 'n') +
                       "... 1\\x0D\\x1B[2J, protocol 1");
  EXPECT_EQ(r.out.find('\x1B'), std::string::npos);
  EXPECT_EQ(r.out.find('\r'), std::string::npos);
}

// Item 16: JKF `"same": true` on move 1 and a false `"capture"` were ignored without a finding;
// they are claims the validator checks, at the `"move"` key (jkf.md; issue 25: moves are data).

const std::string kJkf76 =
    "{\"move\": {\"from\": {\"x\": 7, \"y\": 7}, \"to\": {\"x\": 7, \"y\": 6}, \"piece\": \"FU\"";

TEST(HostileInput2, JkfSameAndCaptureThatDoNotHoldAreClaimFindings) {
  // `{"moves": [{}, ` is 15 characters: the "move" key starts at 17.
  EXPECT_EQ(first_finding("{\"moves\": [{}, " + kJkf76 + ", \"same\": true}}]}", RecordFormat::Jkf),
            "1:17 CLAIM_SAME ply 1");
  EXPECT_EQ(
      first_finding("{\"moves\": [{}, " + kJkf76 + ", \"capture\": \"KA\"}}]}", RecordFormat::Jkf),
      "1:17 CLAIM_CAPTURE ply 1");
  // The second move (3c3d) says same, but 7g7f went to 7f. On line 2, its "move" key at 2:3.
  EXPECT_EQ(
      first_finding("{\"moves\": [{}, " + kJkf76 +
                        "}},\n {\"move\": {\"from\": {\"x\": 3, \"y\": 3}, \"to\": {\"x\": 3, "
                        "\"y\": 4}, \"piece\": \"FU\", \"same\": true}}]}",
                    RecordFormat::Jkf),
      "2:3 CLAIM_SAME ply 2");
}

// Item 16: `convert ... -o ''` blamed `<input>`.
TEST(HostileInput2, ConvertToAnEmptyOutputPathSaysSo) {
  ScratchDir dir("empty-output");
  write_file(dir / "a.usi", "position startpos moves 7g7f\n");
  auto r = run_kifukit({"convert", dir / "a.usi", "--to", "yaml", "-o", ""});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "<output>: error: the output path is empty (a file name, or - for standard output) "
            "[FORMAT_IO]\n");
}

// Item 4: KIF variations nested 8 or more deep converted to YAML, JSON or XML (exit 0) that
// kifukit then refused (FORMAT_TOO_DEEP). Such variations are refused when read.

// A KIF record whose variations nest `depth` deep: a main line of depth + 2 king steps (59-58,
// 51-52 back and forth); variation k replaces move k + 1 of variation k - 1 with a pawn push
// (variation 1 replaces move 2 of the main line), every move after it a king step.
std::string nested_kif(int depth) {
  const char* const kFile[] = {"", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
  const int plies = depth + 2;
  auto line = [&](int first, int pushes_to) {  // pushes at plies 2..pushes_to
    int king[2] = {59, 51};
    int file = 0;
    std::string out;
    for (int p = 1; p <= plies; ++p) {
      const int side = p % 2 ? 0 : 1;
      std::string move;
      if (p >= 2 && p <= pushes_to) {
        ++file;
        const int f = file < 5 ? file : file + 1;  // no pawn on the kings' file
        move = side == 0 ? std::string(kFile[f]) + "六歩(" + std::to_string(f) + "7)"
                         : std::string(kFile[f]) + "四歩(" + std::to_string(f) + "3)";
      } else {
        const int from = king[side];
        const int to = side == 0 ? (from == 59 ? 58 : 59) : (from == 51 ? 52 : 51);
        king[side] = to;
        move = std::string(kFile[5]) +
               (to % 10 == 8   ? "八"
                : to % 10 == 9 ? "九"
                : to % 10 == 1 ? "一"
                               : "二") +
               "玉(" + std::to_string(from) + ")";
      }
      if (p >= first) out += std::to_string(p) + " " + move + "\n";
    }
    return out;
  };
  std::string out = "手合割：平手\n手数----指手---------消費時間--\n" + line(1, 1);
  for (int k = 1; k <= depth; ++k)
    out += "\n変化：" + std::to_string(k + 1) + "手\n" + line(k + 1, k + 1);
  return out;
}

TEST(HostileInput2, KifVariationsDeeperThanEveryRecordSyntaxHoldsAreRefused) {
  // Seven deep reads, and converts to a record that reads back.
  Record r = read_clean(nested_kif(7), RecordFormat::Kifu);
  EXPECT_EQ(moves_of(r.entries), "5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a 5i5h");
  ScratchDir dir("nested-kif");
  write_file(dir / "seven.kifu", nested_kif(7));
  for (const std::string to : {"yaml", "json", "xml"}) {
    auto c = run_kifukit({"convert", dir / "seven.kifu", "-o", dir / ("seven." + to)});
    EXPECT_EQ(c.exit_code, 0) << c.err;
    auto v = run_kifukit({"validate", dir / ("seven." + to)});
    EXPECT_EQ(v.out, dir / ("seven." + to) + ": legal, 9 plies replayed, game not ended\n");
  }
  // Eight deep: the eighth 変化 line is line 70 (2 header lines, 10 moves, then variations of
  // 9, 8, ... 3 moves each after a blank line and their 変化 line); the ply is at column 4.
  ReadResult deep = read_as(nested_kif(8), RecordFormat::Kifu);
  ASSERT_FALSE(deep.record);
  ASSERT_EQ(deep.diagnostics.size(), 1u);
  EXPECT_EQ(render(deep.diagnostics[0]),
            "t:70:4: error: variations nested deeper than 7 levels [FORMAT_TOO_DEEP]");
}

// Item 9: converting a directory wrote `x.kif` and `x.csa` (two games) to one `x.yaml`, exit 0.
TEST(HostileInput2, ConvertingADirectoryRefusesFilesThatWouldWriteTheSameTarget) {
  ScratchDir dir("convert-clash");
  fs::create_directories(dir.path() / "in");
  write_file(dir / "in/x.csa", "V2.2\nPI\n+\n+7776FU\n");
  write_file(dir / "in/x.kifu", "手合割：平手\n手数----指手---------消費時間--\n1 ２六歩(27)\n");
  write_file(dir / "in/y.usi", "position startpos moves 5g5f\n");
  auto r = run_kifukit({"convert", dir / "in", "--to", "yaml", "-o", dir / "out"});
  EXPECT_EQ(r.exit_code, 2);
  const std::string why = "; neither is written (convert them one by one with -o) [FORMAT_IO]\n";
  EXPECT_EQ(r.err, dir / "in/x.csa" + ": error: converts to " + dir / "out/x.yaml" + " as " +
                       dir / "in/x.kifu" + " does" + why + dir / "in/x.kifu" +
                       ": error: converts to " + dir / "out/x.yaml" + " as " + dir / "in/x.csa" +
                       " does" + why);
  EXPECT_FALSE(fs::exists(dir.path() / "out/x.yaml"));
  EXPECT_TRUE(fs::exists(dir.path() / "out/y.yaml"));
}

// Item 8: the KIF and KI2 writers wrote header keys that came back changed or gone (exit 0, no
// FORMAT_LOSSY), or made files that do not read back. Such a key is left out with FORMAT_LOSSY;
// every other header reads back as written.
TEST(HostileInput2, KifHeaderKeysThatWouldNotReadBackAreReportedAndLeftOut) {
  Record r = read_clean("position startpos moves 7g7f\n", RecordFormat::Usi);
  const std::vector<std::string> bad = {"戦型：偽",     "# hidden",   "*note", " 戦型", "+---",
                                        "手数----指手", "先手の持駒", "a\nb",  "A:B"};
  r.headers.push_back({"戦型", "相掛かり", {2, 1}});
  for (std::size_t i = 0; i < bad.size(); ++i)
    r.headers.push_back({bad[i], "v", {static_cast<int>(i) + 3, 1}});
  r.headers.push_back({"備考", "まで", {12, 1}});
  WriteResult w = write_record_as(r, RecordFormat::Kifu, {});
  ASSERT_TRUE(w.text.has_value());
  std::vector<std::string> got;
  for (const Diagnostic& d : w.diagnostics) got.push_back(render(d));
  const std::vector<std::string> shown = {"戦型：偽",     "# hidden",   "*note",   " 戦型", "+---",
                                          "手数----指手", "先手の持駒", "a\\x0Ab", "A:B"};
  std::vector<std::string> want;
  for (std::size_t i = 0; i < shown.size(); ++i)
    want.push_back("<input>:" + std::to_string(i + 3) +
                   ":1: warning: KIF cannot hold the header key '" + shown[i] +
                   "' (it would not read back as one); it is left out [FORMAT_LOSSY]");
  EXPECT_EQ(got, want);
  Record back = read_clean(*w.text, RecordFormat::Kifu);
  ASSERT_EQ(back.headers.size(), 2u) << *w.text;
  EXPECT_EQ(back.headers[0].key, "戦型");
  EXPECT_EQ(back.headers[0].value, "相掛かり");
  EXPECT_EQ(back.headers[1].key, "備考");
  // KI2 reads a line starting with まで as the ending: that key is left out there.
  Record k = read_clean("position startpos moves 7g7f\n", RecordFormat::Usi);
  k.headers.push_back({"まで", "v", {2, 1}});
  w = write_record_as(k, RecordFormat::Ki2u, {});
  ASSERT_EQ(w.diagnostics.size(), 1u);
  EXPECT_EQ(
      render(w.diagnostics[0]),
      "<input>:2:1: warning: KI2 cannot hold the header key 'まで' (it would not read back as "
      "one); it is left out [FORMAT_LOSSY]");
  EXPECT_TRUE(read_clean(*w.text, RecordFormat::Ki2u).headers.empty());
}

// Items 5 and the writers' invariant: no writer makes a file past the read limit (32 MiB) of its
// own reader without saying so. 100,000 king steps with a 200-byte comment each are past it as
// JKF (a move is 16 lines of tabs and members, 151 bytes, and its comment another 215 or so:
// 36 MB): refused, nothing written.
TEST(HostileInput2, AWriterRefusesOutputItsReaderWouldRefuse) {
  std::string usi = "position startpos moves";
  for (int i = 0; i < 25'000; ++i) usi += " 5i5h 5a5b 5h5i 5b5a";
  ReadResult r = read_as(usi, RecordFormat::Usi);
  ASSERT_TRUE(r.record.has_value());
  for (Entry& e : r.record->entries) e.comment = std::string(200, 'c');
  WriteResult w = write_record_as(*r.record, RecordFormat::Jkf, {});
  EXPECT_FALSE(w.text.has_value());
  ASSERT_EQ(w.diagnostics.size(), 1u);
  EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_TOO_LARGE);
  EXPECT_EQ(w.diagnostics[0].message.substr(0, 22), "the jkf text would be ");
  EXPECT_TRUE(w.diagnostics[0].message.ends_with(" bytes; records are read up to 33554432"));
}

}  // namespace
}  // namespace kifukit::testing
