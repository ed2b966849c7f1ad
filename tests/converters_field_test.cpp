// Records as real programs write them (issue 25): each case is a small record in the style of
// the program that writes it (its header lines, encoding, diagram and ending line), read as that
// program means it. Expected moves, endings, warnings and places are worked out by hand from the
// texts (squares: file digit, rank letter a-i for 一-九; columns count characters).
#include <gtest/gtest.h>

#include "rules/data/profile_registry.hpp"
#include "tests/converters_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

Validation validate_standard(const Record& r) {
  return validate_record(r, builtin_profile("standard").resolved->profile);
}

std::string field_file(const std::string& name) {
  return slurp(source_dir() / "tests/data/field" / name);
}

// The warnings of a read, as "CODE line:column".
std::vector<std::string> warnings_of(const ReadResult& r) {
  std::vector<std::string> out;
  for (const Diagnostic& d : r.diagnostics)
    out.push_back(std::string(code_name(d.code)) + " " + std::to_string(d.line) + ":" +
                  std::to_string(d.column));
  return out;
}

// A one-move tsume problem as Kifu for Windows V7 saves it: 手合割 平手 (padded with an
// ideographic and two ASCII spaces) over the diagram, the mating drop, then 投了 (case 1, 2, 5).
const char* const kTsumeKif =
    "# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\n"
    "手合割：平手　  \n"
    "後手の持駒：なし\n"
    "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
    "+---------------------------+\n"
    "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
    "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
    "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
    "+---------------------------+\n"
    "先手の持駒：金　\n"
    "先手：\n"
    "後手：\n"
    "手数----指手---------消費時間--\n"
    "   1 ５二金打   ( 0:00/00:00:00)\n"
    "   2 投了   ( 0:00/00:00:00)\n"
    "まで1手で先手の勝ち\n";

// The position of kTsumeKif: gote's king on 5a, sente's pawn on 5c and king on 5i, a gold in
// sente's hand; G*5b mates (the pawn guards the gold, the gold covers 4a 6a 4b 6b).
const char* const kTsumeSfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";

TEST(ConvertersField, HirateWithADiagramTakesTheDiagramWithAWarning) {
  ReadResult r = read_as(kTsumeKif, RecordFormat::Kif);
  ASSERT_TRUE(r.record) << render(r.diagnostics[0]);
  EXPECT_EQ(r.record->start, kTsumeSfen);
  EXPECT_EQ(moves_of(r.record->entries), "G*5b resign");
  ASSERT_EQ(warnings_of(r), std::vector<std::string>{"FORMAT_IRREGULAR 2:5"});
  EXPECT_EQ(r.diagnostics[0].severity, Severity::Warning);
  EXPECT_NE(r.diagnostics[0].message.find("平手"), std::string::npos);
}

TEST(ConvertersField, ResignationAfterMateIsTheFormalEndOfTheMate) {
  Record r = read_as(kTsumeKif, RecordFormat::Kif).record.value_or(Record{});
  Validation v = validate_standard(r);
  EXPECT_EQ(v.outcome, Outcome::Legal);
  EXPECT_TRUE(v.findings.empty()) << v.findings[0].message;
  EXPECT_EQ(v.plies, 1);  // the mating drop; 投了 ends the game formally
  EXPECT_TRUE(v.ended);
  EXPECT_EQ(v.result.reason, EndReason::LastSurvivor);
  ASSERT_EQ(v.eliminations.size(), 1u);
  EXPECT_EQ(v.eliminations[0].seat, Seat::North);
  EXPECT_EQ(v.eliminations[0].credited, Seat::South);  // mated, not resigned
  ASSERT_FALSE(r.entries.empty());
  EXPECT_EQ(r.entries.back().type, EntryType::Resign);  // the record keeps the word
}

TEST(ConvertersField, KifukitReadsItsOwnKifOfAResignedMateBack) {
  Record r = read_as(kTsumeKif, RecordFormat::Kif).record.value_or(Record{});
  WriteResult w = write_record_as(r, RecordFormat::Kif, {Encoding::Utf8});
  ASSERT_TRUE(w.text);
  EXPECT_NE(w.text->find("   2 投了"), std::string::npos) << *w.text;
  ReadResult back = read_as(*w.text, RecordFormat::Kif);
  ASSERT_TRUE(back.record);
  EXPECT_EQ(back.record->start, kTsumeSfen);
  EXPECT_EQ(moves_of(back.record->entries), "G*5b resign");
  EXPECT_TRUE(validate_standard(*back.record).findings.empty());
}

TEST(ConvertersField, ATimeOutAndACsaResignationAfterMateAreAcceptedToo) {
  std::string kif = kTsumeKif;
  kif.replace(kif.find("投了"), std::string("投了").size(), "切れ負け");
  Record timeout = read_as(kif, RecordFormat::Kif).record.value_or(Record{});
  EXPECT_EQ(moves_of(timeout.entries), "G*5b timeout");
  EXPECT_TRUE(validate_standard(timeout).findings.empty());
  // floodgate writes %TORYO for the mated side's client after the mating move.
  const std::string csa =
      "V2.2\nN+sente\nN-gote\n"
      "P1 *  *  *  * -OU *  *  *  * \nP2 *  *  *  *  *  *  *  *  * \n"
      "P3 *  *  *  * +FU *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \n"
      "P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
      "P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \n"
      "P9 *  *  *  * +OU *  *  *  * \nP+00KI\n+\n+0052KI\nT1\n%TORYO\n";
  Record toryo = read_clean(csa, RecordFormat::Csa);
  EXPECT_EQ(toryo.start, kTsumeSfen);
  EXPECT_EQ(moves_of(toryo.entries), "G*5b resign");
  EXPECT_TRUE(validate_standard(toryo).findings.empty());
}

TEST(ConvertersField, AMoveAfterMateIsStillGameOver) {
  // Only 投了 / 切れ負け end a mated game formally: gote's king stepping out of the mate at ply 2
  // is a move after the end, ILLEGAL_GAME_OVER.
  const std::string tsume = kTsumeKif;
  const std::string kif = tsume.substr(0, tsume.find("   2 投了")) + "   2 ４一玉(51)\n";
  ReadResult r = read_as(kif, RecordFormat::Kif);
  ASSERT_TRUE(r.record);
  Validation v = validate_standard(*r.record);
  ASSERT_NE(v.illegal_finding(), nullptr);
  EXPECT_EQ(code_name(v.illegal_finding()->code), "ILLEGAL_GAME_OVER");
  EXPECT_EQ(v.illegal_finding()->ply, 2);
}

TEST(ConvertersField, Ki2EndingsAsRealFilesWriteThem) {
  // Kifu for Windows' KI2 of the tsume: `まで1手詰`, no で.
  std::string ki2 = std::string(kTsumeKif).substr(0, std::string(kTsumeKif).find("手数----"));
  ReadResult mate = read_as(ki2 + "\n▲５二金打\nまで1手詰\n", RecordFormat::Ki2);
  ASSERT_TRUE(mate.record) << render(mate.diagnostics[0]);
  EXPECT_EQ(moves_of(mate.record->entries), "G*5b");
  ASSERT_TRUE(mate.record->result);
  EXPECT_EQ(mate.record->result->ending, Ending::Mate);
  EXPECT_TRUE(validate_standard(*mate.record).findings.empty());
  // Two moves, then each ending line of Kifu for Windows, ShogiHome and 将棋ウォーズ exports.
  const std::string game = "手合割：平手\n先手：a\n後手：b\n\n▲７六歩　△３四歩\n";
  struct Case {
    const char* line;
    const char* moves;
    Ending ending;
  };
  for (const Case& c :
       {Case{"まで2手で中断", "7g7f 3c3d", Ending::Interrupt},
        Case{"まで2手で千日手", "7g7f 3c3d", Ending::Repetition},
        Case{"まで2手で持将棋", "7g7f 3c3d", Ending::Impasse},
        Case{"まで2手で引き分け", "7g7f 3c3d", Ending::Draw},
        Case{"まで2手で後手の勝ち", "7g7f 3c3d resign", Ending::None},
        Case{"まで2手で時間切れにより後手の勝ち", "7g7f 3c3d timeout", Ending::None},
        Case{"まで2手で後手の反則勝ち", "7g7f 3c3d", Ending::FoulLoss}}) {
    ReadResult r = read_as(game + c.line + "\n", RecordFormat::Ki2);
    ASSERT_TRUE(r.record) << c.line << ": " << render(r.diagnostics[0]);
    EXPECT_TRUE(r.diagnostics.empty()) << c.line;
    EXPECT_EQ(moves_of(r.record->entries), c.moves) << c.line;
    ASSERT_TRUE(r.record->result) << c.line;
    EXPECT_EQ(r.record->result->ending, c.ending) << c.line;
  }
  // Only a mate is written without で: `まで2手中断` is no ending line of any program.
  ReadResult bad = read_as(game + "まで2手中断\n", RecordFormat::Ki2);
  ASSERT_FALSE(bad.record);
  EXPECT_EQ(warnings_of(bad), std::vector<std::string>{"FORMAT_SYNTAX 6:5"});
}

// json-kifu-format's own test data writes a drop `"from": null`; Kifu for Windows pads its
// header values, and JKF converted from its files keeps the padding (cases 4 and 5).
TEST(ConvertersField, JkfDropFromNullAndPaddedHeaders) {
  const std::string jkf = R"({
  "header": {"手合割": "平手　　", "先手": "先手太郎 ", "棋戦": "　名人戦"},
  "moves": [
    {},
    {"move": {"from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "color": 0, "piece": "FU"}},
    {"move": {"from": {"x": 3, "y": 3}, "to": {"x": 3, "y": 4}, "color": 1, "piece": "FU"}},
    {"move": {"from": {"x": 8, "y": 8}, "to": {"x": 2, "y": 2}, "color": 0, "piece": "KA",
              "capture": "KA", "promote": false}},
    {"move": {"from": {"x": 3, "y": 1}, "to": {"x": 2, "y": 2}, "color": 1, "piece": "GI",
              "capture": "KA", "same": true}},
    {"move": {"from": null, "to": {"x": 4, "y": 5}, "color": 0, "piece": "KA"}}
  ]
})";
  Record r = read_clean(jkf, RecordFormat::Jkf);
  EXPECT_FALSE(r.start);  // 平手
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 8h2b 3a2b B*4e");
  ASSERT_EQ(r.players.size(), 1u);
  EXPECT_EQ(r.players[0].name, "先手太郎");
  EXPECT_EQ(r.event.value, "名人戦");
}

TEST(ConvertersField, CsaHeaderValuesAreTrimmedLikeKifs) {
  Record r =
      read_clean("V2.2\n$EVENT: 名人戦　\n$OPENING:相掛かり \nPI\n+\n+2726FU\n", RecordFormat::Csa);
  EXPECT_EQ(r.event.value, "名人戦");
  EXPECT_EQ(r.event.loc.column, 9);  // the value's first character, after the space
  ASSERT_EQ(r.headers.size(), 1u);
  EXPECT_EQ(r.headers[0].value, "相掛かり");
}

// CSA's %+ILLEGAL_ACTION / %-ILLEGAL_ACTION: sente / gote acted illegally, so the other side
// wins, whoever is to move (CSA standard file format V2.2, 特殊な指し手). Written as KIF and
// KI2, it is the 反則勝ち or 反則負け of the side to move (case 6).
TEST(ConvertersField, IllegalActionGivesTheWinnerAndKifWordsIt) {
  struct Case {
    const char* special;
    Seat winner;
    const char* kif;
    const char* ki2;
  };
  for (const Case& c :
       {Case{"%-ILLEGAL_ACTION", Seat::South, "   3 反則勝ち\n", "まで2手で先手の反則勝ち\n"},
        Case{"%+ILLEGAL_ACTION", Seat::North, "   3 反則負け\n", "まで2手で先手の反則負け\n"}}) {
    const std::string csa =
        std::string("V2.2\nN+a\nN-b\nPI\n+\n+7776FU\nT3\n-3334FU\nT5\n") + c.special + "\n";
    Record r = read_clean(csa, RecordFormat::Csa);
    ASSERT_TRUE(r.result) << c.special;
    ASSERT_EQ(r.result->ranking.size(), 2u) << c.special;
    EXPECT_EQ(r.result->ranking[0].seat, c.winner) << c.special;
    EXPECT_EQ(r.result->ranking[0].place, 1) << c.special;
    EXPECT_EQ(r.result->ranking[1].seat, opposite(c.winner)) << c.special;
    EXPECT_EQ(r.result->ranking[1].place, 2) << c.special;
    WriteResult kif = write_record_as(r, RecordFormat::Kif, {Encoding::Utf8});
    ASSERT_TRUE(kif.text) << c.special;
    EXPECT_NE(kif.text->find(c.kif), std::string::npos) << *kif.text;
    WriteResult ki2 = write_record_as(r, RecordFormat::Ki2, {Encoding::Utf8});
    ASSERT_TRUE(ki2.text) << c.special;
    EXPECT_NE(ki2.text->find(c.ki2), std::string::npos) << *ki2.text;
    WriteResult back = write_record_as(r, RecordFormat::Csa, {Encoding::Utf8});
    ASSERT_TRUE(back.text) << c.special;
    EXPECT_NE(back.text->find(c.special), std::string::npos) << *back.text;
    // The illegal action is not among the moves: the validator cannot confirm it (a warning).
    Validation v = validate_standard(r);
    ASSERT_EQ(v.findings.size(), 1u) << c.special;
    EXPECT_EQ(code_name(v.findings[0].code), "RESULT_NO_FOUL");
  }
}

// 反則勝ち / 反則負け name the winner as %+/-ILLEGAL_ACTION do: the side to move after 7g7f 3c3d
// is sente, so 反則勝ち is sente's win and 反則負け gote's, in KIF, in KI2 (which names the side)
// and in CSA's %ILLEGAL_MOVE (the side to move loses).
TEST(ConvertersField, FoulWinAndLossGiveTheWinnerAsIllegalActionDoes) {
  struct Case {
    const char* text;
    RecordFormat format;
    Seat winner;
    Ending ending;
  };
  const std::string kif = "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
  const std::string ki2 = "手合割：平手\n▲７六歩 △３四歩\n";
  const std::string csa = "V2.2\nPI\n+\n+7776FU\n-3334FU\n";
  for (const Case& c :
       {Case{"   3 反則勝ち\n", RecordFormat::Kifu, Seat::South, Ending::FoulWin},
        Case{"   3 反則負け\n", RecordFormat::Kifu, Seat::North, Ending::FoulLoss},
        Case{"まで2手で先手の反則勝ち\n", RecordFormat::Ki2, Seat::South, Ending::FoulWin},
        Case{"まで2手で先手の反則負け\n", RecordFormat::Ki2, Seat::North, Ending::FoulLoss},
        Case{"%ILLEGAL_MOVE\n", RecordFormat::Csa, Seat::North, Ending::FoulLoss}}) {
    SCOPED_TRACE(c.text);
    const std::string& moves = c.format == RecordFormat::Kifu  ? kif
                               : c.format == RecordFormat::Ki2 ? ki2
                                                               : csa;
    Record r = read_clean(moves + c.text, c.format);
    ASSERT_TRUE(r.result);
    EXPECT_EQ(r.result->ending, c.ending);
    ASSERT_EQ(r.result->ranking.size(), 2u);
    EXPECT_EQ(r.result->ranking[0].seat, c.winner);
    EXPECT_EQ(r.result->ranking[0].place, 1);
    EXPECT_EQ(r.result->ranking[1].seat, opposite(c.winner));
    EXPECT_EQ(r.result->ranking[1].place, 2);
    // Judged as before: the foul is not among the moves, a warning says it cannot be confirmed.
    Validation v = validate_standard(r);
    ASSERT_EQ(v.findings.size(), 1u);
    EXPECT_EQ(code_name(v.findings[0].code), "RESULT_NO_FOUL");
  }
}

// Lines ending CR CR LF (json-kifu-format's fixtures, files converted twice): one line end and a
// warning that shows the CRs, never a CR kept in a value (case 7).
TEST(ConvertersField, CrCrLfIsOneLineEndWithAWarning) {
  const std::string kif =
      "手合割：香落ち\r\r\n上手：a\r\r\n下手：b\r\r\n手数----指手--\r\r\n   1 ３四歩(33)\r\r\n"
      "   2 ７六歩(77)\r\r\n";
  ReadResult r = read_as(kif, RecordFormat::Kif);
  ASSERT_TRUE(r.record) << render(r.diagnostics[0]);
  EXPECT_EQ(r.record->start, "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  EXPECT_EQ(moves_of(r.record->entries), "3c3d 7g7f");
  ASSERT_EQ(r.record->players.size(), 2u);
  EXPECT_EQ(r.record->players[0].name, "a");
  ASSERT_EQ(warnings_of(r), std::vector<std::string>{"FORMAT_IRREGULAR 1:8"});
  EXPECT_EQ(r.diagnostics[0].message,
            "the line ends in \\r\\r\\n: read as one line end (and 5 more lines ending so)");
  // CSA and KI2 alike.
  ReadResult csa = read_as("V2.2\r\r\nN+a\r\nPI\r\n+\r\n+7776FU\r\r\n", RecordFormat::Csa);
  ASSERT_TRUE(csa.record);
  EXPECT_EQ(csa.record->players[0].name, "a");
  EXPECT_EQ(warnings_of(csa), std::vector<std::string>{"FORMAT_IRREGULAR 1:5"});
  ReadResult ki2 = read_as("手合割：平手\r\r\n\r\r\n▲２六歩\r\r\n", RecordFormat::Ki2);
  ASSERT_TRUE(ki2.record);
  EXPECT_EQ(moves_of(ki2.record->entries), "2g2f");
  EXPECT_EQ(warnings_of(ki2), std::vector<std::string>{"FORMAT_IRREGULAR 1:7"});
  // CR LF alone is no irregularity.
  EXPECT_TRUE(read_as("V2.2\r\nPI\r\n+\r\n", RecordFormat::Csa).diagnostics.empty());
}

// A CSA server log of 2005 in EUC-JP (the bytes made with iconv -t EUC-JP from the UTF-8 text:
// names 羽生善治 and 佐藤康光, event 将棋倶楽部２４, comment 後手の勝ち) (case 8).
TEST(ConvertersField, EucJpServerLogIsDecoded) {
  ReadResult r = read_as(field_file("euc-jp-server-2005.csa"), RecordFormat::Csa);
  ASSERT_TRUE(r.record) << render(r.diagnostics[0]);
  EXPECT_TRUE(r.diagnostics.empty());
  ASSERT_EQ(r.record->players.size(), 2u);
  EXPECT_EQ(r.record->players[0].name, "羽生善治");
  EXPECT_EQ(r.record->players[1].name, "佐藤康光");
  EXPECT_EQ(r.record->event.value, "将棋倶楽部２４");
  EXPECT_EQ(moves_of(r.record->entries), "7g7f 3c3d resign");
  EXPECT_EQ(r.record->entries.back().comment, "後手の勝ち");
  // Hiragana alone in EUC-JP (A4 xx) are CP932 bytes too, half-width katakana: the decoding
  // without them wins (names はぶ and さとう).
  ReadResult h = read_as(field_file("euc-jp-hiragana.csa"), RecordFormat::Csa);
  ASSERT_TRUE(h.record);
  ASSERT_EQ(h.record->players.size(), 2u);
  EXPECT_EQ(h.record->players[0].name, "はぶ");
  EXPECT_EQ(h.record->players[1].name, "さとう");
}

}  // namespace
}  // namespace kifukit::testing
