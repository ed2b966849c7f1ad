// json-kifu-format's public test fixtures (tests/data/jkf-fixtures/, README.md there): every file
// is read by kifukit's converters and its main line compared with what the development oracles
// tsshogi and json-kifu-format give (expected.tsv, written by them, not by kifukit): the start
// SFEN, the USI moves and the special move that ends the line.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "converters/convert_io.hpp"

namespace kifukit {
namespace {

const std::string kDir = std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/jkf-fixtures/";
constexpr const char* kStandardStart =
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

struct Expected {
  std::string file, oracle, sfen, ending, moves;
};

std::vector<Expected> expected_rows() {
  std::ifstream in(kDir + "expected.tsv");
  std::vector<Expected> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, '\t')) f.push_back(field);
    if (f.size() == 4) f.emplace_back();  // no moves
    EXPECT_EQ(f.size(), 5u) << line;
    if (f.size() == 5) rows.push_back({f[0], f[1], f[2], f[3], f[4]});
  }
  return rows;
}

// The ending of the main line in tsshogi's words (SpecialMoveType). kifukit's sealed-move
// (封じ手) is tsshogi's "any" (a word it does not know; json-kifu-format reads it as CHUDAN):
// the one deliberate difference, documented in tests/data/jkf-fixtures/README.md.
std::string ending_of(const Record& r) {
  if (!r.entries.empty()) {
    switch (r.entries.back().type) {
      case EntryType::Resign:
        return "resign";
      case EntryType::Timeout:
        return "timeout";
      case EntryType::Declare:
        return "enteringOfKing";
      default:
        break;
    }
  }
  if (!r.result) return "none";
  static const std::map<Ending, std::string> kEndings = {{Ending::FoulLoss, "foulLose"},
                                                         {Ending::FoulWin, "foulWin"},
                                                         {Ending::Impasse, "impass"},
                                                         {Ending::NoMate, "noMate"},
                                                         {Ending::Draw, "draw"},
                                                         {Ending::ForfeitWin, "winByDefault"},
                                                         {Ending::ForfeitLoss, "loseByDefault"},
                                                         {Ending::SealedMove, "any"}};
  if (r.result->ending != Ending::None) {
    auto it = kEndings.find(r.result->ending);
    return it == kEndings.end() ? ending_name(r.result->ending) : it->second;
  }
  switch (r.result->reason) {
    case EndReason::None:
      return "interrupt";
    case EndReason::LastSurvivor:
      return "mate";
    case EndReason::Repetition:
      return "repetitionDraw";
    default:
      return end_reason_name(r.result->reason);
  }
}

TEST(JkfFixtures, EveryFileGivesTheOraclesStartMovesAndEnding) {
  const std::vector<Expected> rows = expected_rows();
  ASSERT_EQ(rows.size(), 25u);  // the 25 files of the four fixture folders
  for (const Expected& x : rows) {
    SCOPED_TRACE(x.file + " (expected from " + x.oracle + ")");
    ReadResult read = read_record_any(kDir + x.file);
    for (const Diagnostic& d : read.diagnostics)
      EXPECT_NE(d.severity, Severity::Error) << render(d);
    ASSERT_TRUE(read.record.has_value());
    const Record& r = *read.record;
    EXPECT_EQ(r.variant, "standard");

    // The start and the moves through the USI writer, as `kifukit convert --to usi` prints them.
    WriteResult usi = write_record_as(r, RecordFormat::Usi);
    ASSERT_TRUE(usi.text.has_value());
    std::string text = *usi.text;
    if (!text.empty() && text.back() == '\n') text.pop_back();
    std::string sfen, moves;
    const std::string startpos = "position startpos", with_sfen = "position sfen ";
    std::size_t after_start;
    if (text.rfind(startpos, 0) == 0) {
      sfen = kStandardStart;
      after_start = startpos.size();
    } else {
      ASSERT_EQ(text.rfind(with_sfen, 0), 0u) << text;
      std::size_t end = text.find(" moves", with_sfen.size());
      sfen = text.substr(with_sfen.size(), end == std::string::npos ? end : end - with_sfen.size());
      after_start = end == std::string::npos ? text.size() : end;
    }
    if (text.compare(after_start, 7, " moves ") == 0) moves = text.substr(after_start + 7);
    EXPECT_EQ(sfen, x.sfen);
    EXPECT_EQ(moves, x.moves);
    EXPECT_EQ(ending_of(r), x.ending);
  }
}

// The oracles' expectations are not a copy of kifukit's: a few values checked by hand against the
// files themselves.
TEST(JkfFixtures, HandCheckedRows) {
  std::map<std::string, Expected> by_file;
  for (const Expected& x : expected_rows()) by_file[x.file] = x;
  // noeol.kif: ７六歩(77) ３四歩(33) ２二角成(88), then 中断, and no newline at the end.
  EXPECT_EQ(by_file["kif/noeol.kif"].moves, "7g7f 3c3d 8h2b+");
  EXPECT_EQ(by_file["kif/noeol.kif"].ending, "interrupt");
  // 8mai.kif: 手合割：八枚落ち, so gote (上手) keeps only king, golds and pawns and moves first.
  EXPECT_EQ(by_file["kif/8mai.kif"].sfen,
            "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  // chudan.csa: +7776FU -3334FU +8822UM, then %CHUDAN.
  EXPECT_EQ(by_file["csa/chudan.csa"].moves, "7g7f 3c3d 8h2b+");
  // shogidokoro.kifu starts 5二飛打 3二金打 3一角打 同　玉(22).
  EXPECT_EQ(by_file["kif/shogidokoro.kifu"].moves.substr(0, 24), "R*5b G*3b B*3a 2b3a 5a4b");
}

// 封じ手 is kept as its own ending, so KIF and KI2 write it back (CSA has no word: FORMAT_LOSSY).
TEST(JkfFixtures, SealedMoveIsWrittenBack) {
  ReadResult read = read_record_any(kDir + "ki2/fuujite.ki2u");
  ASSERT_TRUE(read.record.has_value());
  ASSERT_TRUE(read.record->result.has_value());
  EXPECT_EQ(read.record->result->ending, Ending::SealedMove);
  WriteResult ki2 = write_record_as(*read.record, RecordFormat::Ki2u);
  ASSERT_TRUE(ki2.text.has_value());
  EXPECT_NE(ki2.text->find("\nまで2手で封じ手\n"), std::string::npos) << *ki2.text;
  WriteResult kif = write_record_as(*read.record, RecordFormat::Kifu);
  ASSERT_TRUE(kif.text.has_value());
  EXPECT_NE(kif.text->find("   3 封じ手"), std::string::npos) << *kif.text;
  WriteResult csa = write_record_as(*read.record, RecordFormat::Csa);
  ASSERT_EQ(csa.diagnostics.size(), 1u);
  EXPECT_EQ(csa.diagnostics[0].code, FormatCode::FORMAT_LOSSY);
}

}  // namespace
}  // namespace kifukit
