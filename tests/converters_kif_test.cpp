// KIF: headers, handicaps, board diagrams, moves, times, comments, bookmarks, special moves,
// variations, encodings and errors. Expected values are worked out by hand from the KIF text
// (squares: file digit, rank letter a-i for 一-九).
#include <gtest/gtest.h>

#include "converters/encoding.hpp"
#include "converters/kif_format.hpp"
#include "converters/record_syntax.hpp"
#include "formats/record_io.hpp"
#include "tests/converters_test_util.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

const char* const kKifGame = R"(#KIF version=2.0 encoding=UTF-8
開始日時：2024/01/02 10:00:00
終了日時：2024/01/02 12:00:00
棋戦：テスト棋戦
戦型：角換わり
持ち時間：各10分
場所：東京
手合割：平手
先手：先手太郎
後手：後手花子
未知の項目：そのまま
手数----指手---------消費時間--
*対局前
   1 ７六歩(77)   ( 0:03/00:00:03)
*初手
*二行目
&栞
   2 ３四歩(33)   ( 0:05/00:00:05)+
   3 ２二角成(88)   ( 1:01/00:01:04)
   4 同　銀(31)   ( 0:02/00:00:07)
   5 ４五角打   ( 0:10/00:01:14)
   6 投了   ( 0:01/00:00:08)
まで5手で先手の勝ち

変化：2手
   2 ８四歩(83)   ( 0:01/00:00:01)
   3 ２六歩(27)

変化：3手
   3 ６八銀(79)
)";

TEST(ConvertersKif, ReadsHeadersMovesTimesCommentsAndBranches) {
  std::string text = kKifGame;
  Record r = read_clean(text, RecordFormat::Kifu);
  EXPECT_EQ(r.variant, "standard");
  EXPECT_FALSE(r.start);  // 平手
  EXPECT_EQ(r.event.value, "テスト棋戦");
  EXPECT_EQ(r.date.value, "2024/01/02 10:00:00");
  EXPECT_EQ(r.site.value, "東京");
  ASSERT_EQ(r.players.size(), 2u);
  EXPECT_EQ(r.players[0].seat, Seat::South);
  EXPECT_EQ(r.players[0].name, "先手太郎");
  EXPECT_EQ(r.players[1].seat, Seat::North);
  EXPECT_EQ(r.players[1].name, "後手花子");
  ASSERT_EQ(r.headers.size(), 4u);
  EXPECT_EQ(r.headers[0].key, "終了日時");
  EXPECT_EQ(r.headers[1].value, "角換わり");
  EXPECT_EQ(r.headers[2].key, "持ち時間");
  EXPECT_EQ(r.headers[3].key, "未知の項目");
  EXPECT_EQ(r.headers[3].value, "そのまま");
  EXPECT_EQ(r.comment, "対局前");
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 8h2b+ 3a2b B*4e resign");
  EXPECT_EQ(r.entries[0].seat, Seat::South);
  EXPECT_EQ(r.entries[1].seat, Seat::North);
  EXPECT_EQ(r.entries[5].seat, Seat::North);
  EXPECT_EQ(r.entries[0].time_ms, 3000);
  EXPECT_EQ(r.entries[2].time_ms, 61000);
  EXPECT_EQ(r.entries[5].time_ms, 1000);
  EXPECT_EQ(r.entries[0].comment, "初手\n二行目");
  EXPECT_EQ(r.entries[0].bookmark, "栞");
  EXPECT_EQ(r.entries[2].move_loc.line, 19);
  EXPECT_EQ(r.entries[2].move_loc.column, 6);
  // 変化：2手 replaces move 2 of the main line; 変化：3手 then replaces move 3 of that branch.
  ASSERT_EQ(r.entries[1].branches.size(), 1u);
  const std::vector<Entry>& b = r.entries[1].branches[0];
  EXPECT_EQ(moves_of(b), "8c8d 2g2f");
  EXPECT_EQ(b[0].seat, Seat::North);
  ASSERT_EQ(b[1].branches.size(), 1u);
  EXPECT_EQ(moves_of(b[1].branches[0]), "7i6h");
  ASSERT_TRUE(r.result);
  EXPECT_EQ(r.result->reason, EndReason::LastSurvivor);
  EXPECT_EQ(r.result->ending, Ending::None);
  ASSERT_EQ(r.result->ranking.size(), 2u);
  EXPECT_EQ(r.result->ranking[0].seat, Seat::South);
  EXPECT_EQ(r.result->ranking[0].place, 1);
  ASSERT_EQ(r.result->eliminations.size(), 1u);
  EXPECT_EQ(r.result->eliminations[0].seat, Seat::North);
  EXPECT_EQ(r.result->eliminations[0].ply, 5);
}

// KIF -> YAML -> KIF and KIF -> XML/JSON -> KIF keep everything (the same record each time).
TEST(ConvertersKif, RoundTripsThroughEveryOwnSyntax) {
  std::string text = kKifGame;
  Record r = read_clean(text, RecordFormat::Kifu);
  for (Syntax s : {Syntax::Yaml, Syntax::Json, Syntax::Xml}) {
    WriteResult w = write_record(r, s);
    ASSERT_TRUE(w.text);
    ReadResult back = read_record(*w.text, s, "x");
    ASSERT_TRUE(back.record) << render(back.diagnostics[0]) << "\n" << *w.text;
    EXPECT_EQ(*back.record, r) << syntax_name(s) << "\n" << *w.text;
    WriteResult kif = write_kif(*back.record);
    ASSERT_TRUE(kif.text);
    EXPECT_TRUE(kif.diagnostics.empty());
    EXPECT_EQ(read_clean(*kif.text, RecordFormat::Kifu), r) << *kif.text;
  }
}

// A line ends with its special move in KIF, KI2, CSA and JKF: a record with a move after a
// resignation (readable from YAML) is refused at that move, not cut or written in a form the
// format's readers refuse (KI2 dropped the move and the resignation, exit 0).
TEST(ConvertersKif, AnEntryAfterTheEndingIsRefusedByTheStandardWriters) {
  const std::string yaml =
      "format: 1\nvariant: standard\nmoves:\n  - {seat: south, move: 7g7f}\n"
      "  - {seat: north, event: resign}\n  - {seat: north, move: 3c3d}\n";
  ReadResult read = read_record(yaml, Syntax::Yaml, "x");
  ASSERT_TRUE(read.record) << render(read.diagnostics.at(0));
  for (RecordFormat f : {RecordFormat::Kif, RecordFormat::Kifu, RecordFormat::Ki2,
                         RecordFormat::Ki2u, RecordFormat::Csa, RecordFormat::Jkf}) {
    WriteResult w = write_record_as(*read.record, f, {Encoding::Utf8});
    EXPECT_FALSE(w.text) << format_name(f);
    ASSERT_EQ(w.diagnostics.size(), 1u) << format_name(f);
    EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_BAD_VALUE) << format_name(f);
    EXPECT_EQ(w.diagnostics[0].line, 6) << format_name(f);
    EXPECT_EQ(w.diagnostics[0].column, 5) << format_name(f);
  }
  // A variation's own ending is its last entry: that record is written.
  Record branched = read_clean(
      "   1 ７六歩(77)\n   2 投了\n\n変化：2手\n   2 ３四歩(33)\n   3 投了\n", RecordFormat::Kifu);
  EXPECT_TRUE(write_record_as(branched, RecordFormat::Csa, {Encoding::Utf8}).text);
}

// The new keys (headers, comment, bookmark, branches, ending) are in the XSD and JSON Schema.
TEST(ConvertersKif, ItsRecordsValidateAgainstTheSchemas) {
  Record r = read_clean(kKifGame, RecordFormat::Kifu);
  r.result->ending = Ending::Impasse;
  const std::string dir = ::testing::TempDir();
  spit(dir + "/conv_schema.xml", *write_record(r, Syntax::Xml).text);
  spit(dir + "/conv_schema.json", *write_record(r, Syntax::Json).text);
  CommandResult x =
      run_command({"xmllint", "--noout", "--schema",
                   (source_dir() / "docs/formats/record.xsd").string(), dir + "/conv_schema.xml"});
  EXPECT_EQ(x.exit_code, 0) << x.err;
  const char* check =
      "import json, sys, jsonschema\n"
      "jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))\n";
  CommandResult j = run_command(
      {std::filesystem::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3", "-c", check,
       (source_dir() / "docs/formats/record.schema.json").string(), dir + "/conv_schema.json"});
  EXPECT_EQ(j.exit_code, 0) << j.err;
}

TEST(ConvertersKif, WritesTheKifOtherProgramsRead) {
  std::string text = kKifGame;
  WriteResult w = write_kif(read_clean(text, RecordFormat::Kifu));
  ASSERT_TRUE(w.text);
  const std::string& k = *w.text;
  EXPECT_NE(k.find("\n手合割：平手\n"), std::string::npos) << k;
  EXPECT_NE(k.find("\n先手：先手太郎\n後手：後手花子\n"), std::string::npos) << k;
  EXPECT_NE(k.find("\n   1 ７六歩(77)   ( 0:03/00:00:03)\n*初手\n*二行目\n&栞\n"),
            std::string::npos)
      << k;
  // Totals per side: south 3 + 61 = 64 s after move 3; north 5 + 2 = 7 s after move 4.
  EXPECT_NE(k.find("\n   3 ２二角成(88)   ( 1:01/00:01:04)\n   4 同　銀(31)   ( 0:02/00:00:07)\n"),
            std::string::npos)
      << k;
  EXPECT_NE(k.find("\n   6 投了   ( 0:01/00:00:08)\n"), std::string::npos) << k;
  // Later branch points first: the branch at 3 (inside the branch at 2) right after its line.
  EXPECT_NE(k.find("\n変化：2手\n   2 ８四歩(83)   ( 0:01/00:00:01)\n   3 ２六歩(27)\n\n変化：3手\n"
                   "   3 ６八銀(79)\n"),
            std::string::npos)
      << k;
}

TEST(ConvertersKif, VariationsGoToTheLineTheyVary) {
  // Main line branches at 4 and at 2; the branch at 2 has its own branch at 3.
  const char* text =
      "手数----指手----\n"
      "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ８四歩(83)\n"
      "変化：4手\n   4 ４四歩(43)\n"
      "変化：4手\n   4 ５四歩(53)\n"
      "変化：2手\n   2 ８四歩(83)\n   3 ６八銀(79)\n"
      "変化：3手\n   3 ２六歩(27)\n";
  Record r = read_clean(text, RecordFormat::Kifu);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 2g2f 8c8d");
  ASSERT_EQ(r.entries[3].branches.size(), 2u);
  EXPECT_EQ(moves_of(r.entries[3].branches[0]), "4c4d");
  EXPECT_EQ(moves_of(r.entries[3].branches[1]), "5c5d");
  ASSERT_EQ(r.entries[1].branches.size(), 1u);
  const std::vector<Entry>& b = r.entries[1].branches[0];
  EXPECT_EQ(moves_of(b), "8c8d 7i6h");
  ASSERT_EQ(b[1].branches.size(), 1u);
  EXPECT_EQ(moves_of(b[1].branches[0]), "2g2f");
  // Written back in the same order and read back the same.
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu), r) << *w.text;
}

struct HandicapCase {
  const char* name;
  const char* sfen;
};
// Start positions as tsshogi and json-kifu-format give them (gote, the 上手, moves first);
// 左七枚落ち / 右七枚落ち take the 上手's 3一 / 7一 silver from 六枚落ち.
const HandicapCase kHandicaps[] = {
    {"香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"左五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"左七枚落ち", "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"右七枚落ち", "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
};

class ConvertersKifHandicap : public ::testing::TestWithParam<HandicapCase> {};

TEST_P(ConvertersKifHandicap, StartsFromItsPositionAndWritesItsName) {
  const HandicapCase& h = GetParam();
  // The 上手 (north) moves first: 5一 king to 5二 is legal in every handicap.
  std::string text = std::string("手合割：") + h.name +
                     "\n上手：甲\n下手：乙\n手数----指手----\n   1 ５二玉(51)\n";
  Record r = read_clean(text, RecordFormat::Kifu);
  EXPECT_EQ(r.start, h.sfen);
  ASSERT_EQ(r.entries.size(), 1u);
  EXPECT_EQ(r.entries[0].seat, Seat::North);
  EXPECT_EQ(r.entries[0].move, "5a5b");
  ASSERT_EQ(r.players.size(), 2u);
  EXPECT_EQ(r.players[0].seat, Seat::North);
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  EXPECT_NE(w.text->find(std::string("\n手合割：") + h.name + "\n"), std::string::npos) << *w.text;
  EXPECT_NE(w.text->find("\n上手：甲\n下手：乙\n"), std::string::npos) << *w.text;
}

INSTANTIATE_TEST_SUITE_P(All, ConvertersKifHandicap, ::testing::ValuesIn(kHandicaps));

TEST(ConvertersKif, HirateAndNoHandicapLineAreTheStandardStart) {
  Record a = read_clean("手合割：平手\n手数----\n   1 ７六歩(77)\n", RecordFormat::Kifu);
  Record b = read_clean("   1 ７六歩(77)\n", RecordFormat::Kifu);
  EXPECT_FALSE(a.start);
  EXPECT_FALSE(b.start);
  EXPECT_EQ(moves_of(b.entries), "7g7f");
}

const char* const kBoard =
    "後手の持駒：飛　角　金四　銀三　桂四　香四　歩十七\n"
    "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
    "+---------------------------+\n"
    "| ・ ・ ・ ・ ・ ・ ・v桂v香|一\n"
    "| ・ ・ ・ ・ ・ ・ ・v玉 ・|二\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
    "| ・ ・ ・ ・ 玉 ・ ・ 龍 と|九\n"
    "+---------------------------+\n"
    "先手の持駒：銀　歩\n";

TEST(ConvertersKif, ReadsABoardDiagram) {
  std::string text = std::string("手合割：その他\n") + kBoard + "手数----指手----\n   1 ２三銀打\n";
  Record r = read_clean(text, RecordFormat::Kifu);
  // Gote: knight 2a, lance 1a, king 2b; sente: king 5i, dragon 2i, tokin 1i; hands as listed.
  EXPECT_EQ(r.start, "7nl/7k1/9/9/9/9/9/9/4K2+R+P b SPrb4g3s4n4l17p 1");
  EXPECT_EQ(moves_of(r.entries), "S*2c");
  // Written back as a diagram (no handicap has this start) and read back the same.
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  EXPECT_NE(w.text->find("\n| ・ ・ ・ ・ 玉 ・ ・ 龍 と|九\n"), std::string::npos) << *w.text;
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu), r) << *w.text;
}

TEST(ConvertersKif, TheBoardSaysWhoMovesFirst) {
  std::string text = std::string(kBoard) + "後手番\n手数----指手----\n   1 ２三玉(22)\n";
  Record r = read_clean(text, RecordFormat::Kifu);
  EXPECT_EQ(r.start, "7nl/7k1/9/9/9/9/9/9/4K2+R+P w SPrb4g3s4n4l17p 1");
  ASSERT_EQ(r.entries.size(), 1u);
  EXPECT_EQ(r.entries[0].seat, Seat::North);
  EXPECT_EQ(r.entries[0].move, "2b2c");
}

TEST(ConvertersKif, AHandicapTheBoardContradictsIsAnError) {
  std::string text = std::string("手合割：香落ち\n") + kBoard + "手数----指手----\n";
  expect_error(read_as(text, RecordFormat::Kifu), FormatCode::FORMAT_BAD_POSITION, 1, 5);
}

TEST(ConvertersKif, UnknownHandicapAndOtherWithoutBoard) {
  expect_error(read_as("手合割：九枚落ち\n", RecordFormat::Kifu), FormatCode::FORMAT_BAD_VALUE, 1,
               5);
  expect_error(read_as("手合割：その他\n手数----\n", RecordFormat::Kifu),
               FormatCode::FORMAT_MISSING_KEY, 1, 5);
}

struct SpecialCase {
  const char* word;
  std::optional<EntryType> entry;  // the entry the special move is
  EndReason reason;
  Ending ending;
  int winner;  // 0 south, 2 north, -1 none ranked, 3 both first
};
// After `1 ７六歩(77)` the special move is at 2, north's turn.
const SpecialCase kKifSpecials[] = {
    {"投了", EntryType::Resign, EndReason::LastSurvivor, Ending::None, 0},
    {"切れ負け", EntryType::Timeout, EndReason::LastSurvivor, Ending::None, 0},
    {"入玉勝ち", EntryType::Declare, EndReason::Declaration, Ending::None, 2},
    // 詰み and 千日手 keep their word beside the end reason (the validator judges the claim).
    {"詰み", std::nullopt, EndReason::LastSurvivor, Ending::Mate, 0},
    {"千日手", std::nullopt, EndReason::Repetition, Ending::Repetition, 3},
    {"中断", std::nullopt, EndReason::None, Ending::Interrupt, -1},
    {"持将棋", std::nullopt, EndReason::None, Ending::Impasse, -1},
    {"不詰", std::nullopt, EndReason::None, Ending::NoMate, -1},
    {"反則勝ち", std::nullopt, EndReason::None, Ending::FoulWin, 2},
    {"反則負け", std::nullopt, EndReason::None, Ending::FoulLoss, 0},
    {"不戦勝", std::nullopt, EndReason::None, Ending::ForfeitWin, -1},
    {"不戦敗", std::nullopt, EndReason::None, Ending::ForfeitLoss, -1},
};

class ConvertersKifSpecial : public ::testing::TestWithParam<SpecialCase> {};

TEST_P(ConvertersKifSpecial, ReadsAndWritesBack) {
  const SpecialCase& s = GetParam();
  std::string text = std::string("手数----\n   1 ７六歩(77)\n   2 ") + s.word + "\n";
  Record r = read_clean(text, RecordFormat::Kifu);
  ASSERT_EQ(r.entries.size(), s.entry ? 2u : 1u);
  if (s.entry) {
    EXPECT_EQ(r.entries[1].type, *s.entry);
    EXPECT_EQ(r.entries[1].seat, Seat::North);
  }
  ASSERT_TRUE(r.result);
  EXPECT_EQ(r.result->reason, s.reason);
  EXPECT_EQ(r.result->ending, s.ending);
  if (s.winner == 0 || s.winner == 2) {
    ASSERT_EQ(r.result->ranking.size(), 2u);
    EXPECT_EQ(index(r.result->ranking[0].seat), s.winner);
    EXPECT_EQ(r.result->ranking[0].place, 1);
    EXPECT_EQ(r.result->ranking[1].place, 2);
  } else if (s.winner == 3) {
    ASSERT_EQ(r.result->ranking.size(), 2u);
    EXPECT_EQ(r.result->ranking[1].place, 1);
  } else {
    EXPECT_TRUE(r.result->ranking.empty());
  }
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_NE(w.text->find(std::string("\n   2 ") + s.word + "\n"), std::string::npos) << *w.text;
}

INSTANTIATE_TEST_SUITE_P(All, ConvertersKifSpecial, ::testing::ValuesIn(kKifSpecials));

TEST(ConvertersKif, PromotionNonPromotionAndDrops) {
  // 1 ７六歩 2 ３四歩 3 ２二角不成 4 同銀 5 ５五角打: the bishop re-enters from the hand.
  Record r = read_clean(
      "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角不成(88)\n   4 同　銀(31)\n"
      "   5 ５五角打\n",
      RecordFormat::Kifu);
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 8h2b 3a2b B*5e");
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  // 不成 is read, but written nowhere (Kifu for Windows writes `２二角(88)`: the origin says the
  // bishop stays unpromoted; tsshogi 2.2 cannot read 不成 in a KIF move).
  EXPECT_NE(w.text->find("   3 ２二角(88)\n"), std::string::npos) << *w.text;
  EXPECT_EQ(w.text->find("不成"), std::string::npos) << *w.text;
  EXPECT_NE(w.text->find("   1 ７六歩(77)\n"), std::string::npos) << *w.text;
}

// Moves are data (issue 25): the validator judges them at their ply.
TEST(ConvertersKif, AMoveFromAnEmptySquareIsLocated) {
  EXPECT_EQ(first_finding("手数----\n   1 ７六歩(77)\n   2 ５五歩(56)\n", RecordFormat::Kifu),
            "3:6 ILLEGAL_NO_PIECE ply 2");
}

TEST(ConvertersKif, TheNamedPieceMustBeOnTheOrigin) {
  EXPECT_EQ(first_finding("   1 ７六銀(77)\n", RecordFormat::Kifu), "1:6 CLAIM_PIECE ply 1");
  // 成 is the move's own: on a gold it is the Referee's ILLEGAL_CANNOT_PROMOTE, not a read error.
  EXPECT_EQ(first_finding("   1 ５八金成(49)\n", RecordFormat::Kifu),
            "1:6 ILLEGAL_CANNOT_PROMOTE ply 1");
  // A piece entering the zone without 成 is not promoted, and KIF writes no 不成 (no claim).
  EXPECT_EQ(
      first_finding("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角(88)\n", RecordFormat::Kifu), "");
}

// The places a move line gives (its number, its move, the piece named), counted by hand: tabs,
// ASCII and ideographic spaces are a column each, as is each kanji.
TEST(ConvertersKif, PlacesOnALineWithTabsAndIdeographicSpaces) {
  ReadResult r =
      read_as("\t1\xE3\x80\x80 ７六歩(77)\n 2\t３四歩(33)\n   3 同\xE3\x80\x80角成(88)\n",
              RecordFormat::Kifu);
  ASSERT_TRUE(r.record);
  const std::vector<Entry>& e = r.record->entries;
  ASSERT_EQ(e.size(), 3u);
  const int expected[3][4] = {{1, 2, 5, 7}, {2, 2, 4, 6}, {3, 4, 6, 8}};  // line, columns
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(e[i].loc.line, expected[i][0]) << i;
    EXPECT_EQ(e[i].loc.column, expected[i][1]) << i;
    EXPECT_EQ(e[i].move_loc.column, expected[i][2]) << i;
    EXPECT_EQ(e[i].claim.piece_loc.column, expected[i][3]) << i;
    EXPECT_EQ(e[i].claim.piece_loc.line, expected[i][0]) << i;
  }
  // The origin's place, asked only for its error: after a wide space, a tab and 成.
  expect_error(read_as("\xE3\x80\x80\t1 ７六歩成(x)\n", RecordFormat::Kifu),
               FormatCode::FORMAT_BAD_SQUARE, 1, 10);
}

// The places of the common move lines, which the reader takes by their bytes in one pass
// (kif_reader.cpp, quick_move), counted by hand: 同 with and without its ideographic space, a
// drop, 成 and 不成, a two-character piece name, a time after the move; then the column of text
// left after such a move, where the reader's cursor takes over.
TEST(ConvertersKif, PlacesOnCommonMoveLines) {
  ReadResult r = read_as(
      "   1 ７六歩(77)   ( 0:16/00:00:16)\n   2 ３四歩(33)\n   3 ２二角不成(88)\n"
      "   4 同　銀(31)\n   5 ５五角打\n   6 同銀(42)\n   7 ４四成銀(45)\n   8 ６五歩成(66)\n",
      RecordFormat::Kifu);
  ASSERT_TRUE(r.record);
  const std::vector<Entry>& e = r.record->entries;
  EXPECT_EQ(moves_of(e), "7g7f 3c3d 8h2b 3a2b B*5e 4b5e 4e4d 6f6e+");
  const int piece_columns[8] = {8, 8, 8, 8, 8, 7, 8, 8};
  ASSERT_EQ(e.size(), 8u);
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(e[i].loc.line, i + 1) << i;
    EXPECT_EQ(e[i].loc.column, 4) << i;
    EXPECT_EQ(e[i].move_loc.line, i + 1) << i;
    EXPECT_EQ(e[i].move_loc.column, 6) << i;
    EXPECT_EQ(e[i].claim.piece_loc.line, i + 1) << i;
    EXPECT_EQ(e[i].claim.piece_loc.column, piece_columns[i]) << i;
    EXPECT_TRUE(e[i].claim.present) << i;
  }
  EXPECT_EQ(e[0].time_ms, 16000);
  EXPECT_EQ(e[6].claim.piece, Kind::ProSilver);
  expect_error(read_as("   1 ７六成銀(77) +x\n", RecordFormat::Kifu), FormatCode::FORMAT_SYNTAX, 1,
               16);
  expect_error(read_as("   1 ７六歩(77)\n   2 同　歩不成(76)x\n", RecordFormat::Kifu),
               FormatCode::FORMAT_SYNTAX, 2, 15);
  expect_error(read_as("   1 ５五角打 x\n", RecordFormat::Kifu), FormatCode::FORMAT_SYNTAX, 1, 11);
}

TEST(ConvertersKif, TruncatedAndMisnumberedLines) {
  // Cut in the middle of a move: the origin's ')' is missing.
  expect_error(read_as("   1 ７六歩(77)\n   2 ３四歩(3", RecordFormat::Kifu),
               FormatCode::FORMAT_BAD_SQUARE, 2, 10);
  expect_error(read_as("   1 ７六歩(77)\n   3 ３四歩(33)\n", RecordFormat::Kifu),
               FormatCode::FORMAT_SYNTAX, 2, 4);
  expect_error(read_as("   1 ７六歩(77)\n変化：5手\n   5 ３四歩(33)\n", RecordFormat::Kifu),
               FormatCode::FORMAT_BAD_VALUE, 2, 4);
  expect_error(read_as("   1 ７六歩(77)   ( 0:7x/00:00:07)\n", RecordFormat::Kifu),
               FormatCode::FORMAT_SYNTAX, 1, 21);
}

TEST(ConvertersKif, ShiftJisIsDetected) {
  // 手合割：平手 / 先手：羽生 / 手数----指手---- / 1 ７六歩(77) / 2 投了, in CP932.
  const std::string sjis =
      "\x8E\xE8\x8D\x87\x8A\x84\x81\x46\x95\xBD\x8E\xE8\x0A\x90\xE6\x8E\xE8\x81\x46\x89\x48\x90"
      "\xB6\x0A\x8E\xE8\x90\x94\x2D\x2D\x2D\x2D\x8E\x77\x8E\xE8\x2D\x2D\x2D\x2D\x0A\x20\x20\x20"
      "\x31\x20\x82\x56\x98\x5A\x95\xE0\x28\x37\x37\x29\x0A\x20\x20\x20\x32\x20\x93\x8A\x97\xB9"
      "\x0A";
  Record r = read_clean(sjis, RecordFormat::Kif);
  ASSERT_EQ(r.players.size(), 1u);
  EXPECT_EQ(r.players[0].name, "羽生");
  EXPECT_EQ(moves_of(r.entries), "7g7f resign");
  // Written as CP932 by default for .kif: the same bytes for the lines that were read.
  WriteResult w = write_record_as(r, RecordFormat::Kif);
  ASSERT_TRUE(w.text);
  EXPECT_NE(w.text->find("\x90\xE6\x8E\xE8\x81\x46\x89\x48\x90\xB6\x0A"), std::string::npos);
  WriteResult u = write_record_as(r, RecordFormat::Kif, {Encoding::Utf8});
  ASSERT_TRUE(u.text);
  EXPECT_NE(u.text->find("先手：羽生\n"), std::string::npos);
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kif), r);
}

TEST(ConvertersKif, Utf8WithByteOrderMarkAndColumnsInCharacters) {
  Record r = read_clean("\xEF\xBB\xBF先手：甲\n   1 ７六歩(77)\n", RecordFormat::Kif);
  EXPECT_EQ(r.players[0].name, "甲");
  // Columns count characters of the decoded text: "   2 ５五" is 7 characters, not 11 bytes.
  EXPECT_EQ(first_finding("\xEF\xBB\xBF   1 ７六歩(77)\n   2 ５五金(99)\n", RecordFormat::Kif),
            "2:6 ILLEGAL_NOT_YOUR_PIECE ply 2");  // sente's lance, moved by gote
}

TEST(ConvertersKif, MixedEncodingsAreAnError) {
  // UTF-8 "先手：甲" then a CP932 line "後手：乙".
  const std::string mixed = "先手：甲\n\x8C\xE3\x8E\xE8\x81\x46\x89\xB3\n";
  expect_error(read_as(mixed, RecordFormat::Kif), FormatCode::FORMAT_ENCODING, 2, 1);
  // Bytes that are no Shift_JIS either: 0x81 then 0x20.
  expect_error(read_as("abc\n\x81\x20\n", RecordFormat::Kif), FormatCode::FORMAT_ENCODING, 2, 1);
}

// The encoding is told past long ASCII runs (the scan skips them 32 and 8 bytes at a time): a
// comment line of n ASCII letters, then a UTF-8 or a CP932 line, for n across two 32-byte steps.
TEST(ConvertersKif, EncodingFoundAfterLongAsciiRunsAtEveryOffset) {
  for (int n = 28; n <= 70; ++n) {
    const std::string ascii = "*" + std::string(static_cast<std::size_t>(n), 'a') + "\n";
    Record utf8 = read_clean(ascii + "先手：甲\n", RecordFormat::Kif);
    EXPECT_EQ(utf8.players.at(0).name, "甲") << n;
    Record cp932 = read_clean(ascii + "\x90\xE6\x8E\xE8\x81\x46\x89\xB3\n", RecordFormat::Kif);
    EXPECT_EQ(cp932.players.at(0).name, "乙") << n;
    expect_error(read_as(ascii + "先手：甲\n\x8C\xE3\x8E\xE8\x81\x46\x89\xB3\n", RecordFormat::Kif),
                 FormatCode::FORMAT_ENCODING, 3, 1);
  }
}

// UTF-8 bytes are read where they lie (a view of them past the byte order mark); other encodings
// are decoded into the storage given.
TEST(ConvertersKif, DecodedViewOfUtf8IsTheBytesThemselves) {
  const std::string utf8 = "\xEF\xBB\xBF先手：甲\n";
  std::string storage;
  Diagnostic error;
  std::optional<std::string_view> v = decode_record_view(utf8, storage, error);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->data(), utf8.data() + 3);
  EXPECT_EQ(*v, "先手：甲\n");
  EXPECT_TRUE(storage.empty());
  const std::string cp932 = "\x90\xE6\x8E\xE8\x81\x46\x89\xB3\n";
  v = decode_record_view(cp932, storage, error);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->data(), storage.data());
  EXPECT_EQ(*v, "先手：乙\n");
  EXPECT_FALSE(decode_record_view("abc\n\x81\x20\n", storage, error));
  EXPECT_EQ(error.code, FormatCode::FORMAT_ENCODING);
  EXPECT_EQ(error.line, 2);
  EXPECT_EQ(error.column, 1);
}

TEST(ConvertersKif, CharactersWithoutCp932FormNeedUtf8) {
  Record r;
  r.variant = "standard";
  r.players.push_back({Seat::South, "😀", {}});
  WriteResult w = write_record_as(r, RecordFormat::Kif);
  EXPECT_FALSE(w.text);
  ASSERT_FALSE(w.diagnostics.empty());
  EXPECT_EQ(w.diagnostics.back().code, FormatCode::FORMAT_ENCODING);
  EXPECT_TRUE(write_record_as(r, RecordFormat::Kifu).text);
}

// A repeated 手合割 or player line is kept as a header (only the first one has a meaning); the
// writer puts those headers after the start and the players, so the start is still 平手 and the
// players 甲 and 乙 when the text is read again (the fuzz input converter_kif/
// header-dates-repeated-keys.kif: they came first and the second 手合割 took the start's place).
TEST(ConvertersKif, RepeatedStartAndPlayerLinesStayHeaders) {
  Record r = read_clean(
      "手合割：平手\n先手：甲\n後手：乙\n終了日時：2016/12/243:00\n手合割：香落ち\n先手：丙\n"
      "メモ：x\n手数----指手---------消費時間--\n",
      RecordFormat::Kifu);
  EXPECT_FALSE(r.start);
  ASSERT_EQ(r.players.size(), 2u);
  EXPECT_EQ(r.players[0].name, "甲");
  EXPECT_EQ(r.players[1].name, "乙");
  ASSERT_EQ(r.headers.size(), 4u);
  EXPECT_EQ(r.headers[1].key, "手合割");
  EXPECT_EQ(r.headers[1].value, "香落ち");
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_EQ(*w.text,
            "# KIF形式棋譜ファイル written by kifukit\n終了日時：2016/12/243:00\n手合割：平手\n"
            "先手：甲\n後手：乙\n手合割：香落ち\n先手：丙\nメモ：x\n"
            "手数----指手---------消費時間--\n");
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu), r);
}

// A line the board diagram would take once written back as a header (an indented `|` row,
// `+-` frame or hand, a hand with ':') is refused where it stands: read as a header, it was written
// back at the first column and read as the diagram (fuzz_converter_kif). An indented ordinary
// header still reads.
TEST(ConvertersKif, AnIndentedDiagramLineIsNoHeader) {
  expect_error(read_as("棋戦：竜王戦\n | ・ ・7：x\n", RecordFormat::Kifu),
               FormatCode::FORMAT_SYNTAX, 2, 1);
  expect_error(read_as("  後手の持駒：なし\n", RecordFormat::Kifu), FormatCode::FORMAT_SYNTAX, 1,
               1);
  expect_error(read_as("\t+---：x\n", RecordFormat::Kifu), FormatCode::FORMAT_SYNTAX, 1, 1);
  // A hand written with ':' is no hand and no header either: written back with '：' it is a hand.
  expect_error(read_as("上手の持駒:00)\n", RecordFormat::Kifu), FormatCode::FORMAT_SYNTAX, 1, 1);
  Record r = read_clean(" 棋戦：竜王戦\n手数----指手---------消費時間--\n", RecordFormat::Kifu);
  ASSERT_TRUE(r.event.value);
  EXPECT_EQ(*r.event.value, "竜王戦");
}

// A carriage return inside a comment line is kept; one ending a line is FORMAT_LOSSY.
TEST(ConvertersKif, CarriageReturnsInComments) {
  Record r = read_clean("   1 ７六歩(77)\n*a\rb\n", RecordFormat::Kifu);
  EXPECT_EQ(r.entries[0].comment, "a\rb");
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_NE(w.text->find("   1 ７六歩(77)\n*a\rb\n"), std::string::npos) << *w.text;
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu), r);
  r.entries[0].comment = "a\r\nb\r";
  w = write_kif(r);
  ASSERT_TRUE(w.text);
  ASSERT_EQ(w.diagnostics.size(), 1u);  // one for the comment, though both its lines lose a CR
  EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_LOSSY);
  EXPECT_NE(w.text->find("   1 ７六歩(77)\n*a\n*b\n"), std::string::npos) << *w.text;
}

// KIF writes no seat: gote's move on sente's turn (CSA says whose move it is) is read back as
// sente's, so the writer names the seat it loses (issue 25).
TEST(ConvertersKif, AMoveOutOfTurnLosesItsSeatWithAWarning) {
  Record r = read_clean("V2.2\nPI\n+\n-3334FU\n", RecordFormat::Csa);
  ASSERT_EQ(r.entries.size(), 1u);
  EXPECT_EQ(r.entries[0].seat, Seat::North);
  WriteResult w = write_kif(r);
  ASSERT_TRUE(w.text);
  ASSERT_EQ(w.diagnostics.size(), 1u);
  EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_LOSSY);
  EXPECT_EQ(w.diagnostics[0].severity, Severity::Warning);
  EXPECT_EQ(w.diagnostics[0].line, 4);
  EXPECT_EQ(w.diagnostics[0].column, 1);
  EXPECT_NE(w.diagnostics[0].message.find("the seat of 3c3d (gote moves on sente's turn"),
            std::string::npos)
      << w.diagnostics[0].message;
  EXPECT_NE(w.text->find("   1 ３四歩(33)\n"), std::string::npos) << *w.text;
  // Read back, the move is sente's: the seat is what was lost.
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu).entries[0].seat, Seat::South);
  // The same move on gote's turn (after sente's 7g7f) is written with no warning.
  Record in_turn = read_clean("V2.2\nPI\n+\n+7776FU\n-3334FU\n", RecordFormat::Csa);
  WriteResult ok = write_kif(in_turn);
  ASSERT_TRUE(ok.text);
  EXPECT_TRUE(ok.diagnostics.empty());
}

}  // namespace
}  // namespace kifukit::testing
