// The text notation's published conventions (docs/formats/text.md): the two seat-mark styles
// chosen by `座席記号：`, comments before the first move and after the result, KIF clock times,
// the ending lines `まで14手で↑の勝ち` and `終局理由：投了`, and value lists in enum errors.
#include <gtest/gtest.h>

#include <string>

#include "converters/text/record_text.hpp"
#include "converters/text/text_board.hpp"
#include "formats/record_yaml.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/formats_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

// South, west, north and east each move a pawn, then the last three resign in turn: south is the
// last survivor after 4 moves.
const std::string kArrowSheet =
    "書式：1\n"
    "変種：yonin\n"
    "↑：Aoi\n"
    "←：Dai\n"
    "手数----指手---------消費時間--\n"
    "*before the first move\n"
    "   1 ↑6七歩(68)   (0:03)\n"
    "   2 →7四歩(84)   (0:02.500)\n"
    "*a comment\n"
    "   3 ↓6三歩(62)\n"
    "   4 ←3四歩(24)\n"
    "   5 ↑5六歩(57)\n"
    "   6 →投了\n"
    "   7 ↓投了\n"
    "   8 ←投了\n"
    "まで5手で↑の勝ち\n"
    "終局理由：投了\n";

// The same game in the published "先手▲ 左手← 後手△ 右手→" style: ← is West, → is East.
const std::string kSenteSheet =
    "書式：1\n"
    "座席記号：▲←△→\n"
    "変種：yonin\n"
    "▲：Aoi\n"
    "→：Dai\n"
    "手数----指手---------消費時間--\n"
    "*before the first move\n"
    "   1 ▲6七歩(68)   (0:03)\n"
    "   2 ←7四歩(84)   (0:02.500)\n"
    "*a comment\n"
    "   3 △6三歩(62)\n"
    "   4 →3四歩(24)\n"
    "   5 ▲5六歩(57)\n"
    "   6 ←投了\n"
    "   7 △投了\n"
    "   8 →投了\n"
    "まで5手で▲の勝ち\n"
    "終局理由：投了\n";

Record read_ok(const std::string& text) {
  ReadResult r = read_text(text, "sheet.txt");
  for (const Diagnostic& d : r.diagnostics) ADD_FAILURE() << render(d);
  EXPECT_TRUE(r.record);
  return r.record.value_or(Record{});
}

TEST(TextConventions, BothSeatMarkStylesReadToTheSameGame) {
  Record arrows = read_ok(kArrowSheet), sente = read_ok(kSenteSheet);
  ASSERT_EQ(sente.headers.size(), 1u);  // the style, kept for writing back
  EXPECT_EQ(sente.headers[0].key, "座席記号");
  EXPECT_EQ(sente.headers[0].value, "▲←△→");
  EXPECT_EQ(sente.headers[0].loc.line, 2);
  EXPECT_EQ(sente.headers[0].loc.column, 6);
  sente.headers.clear();
  EXPECT_EQ(arrows, sente);
  ASSERT_EQ(sente.entries.size(), 8u);
  EXPECT_EQ(sente.entries[1].seat, Seat::West);  // ← under ▲←△→
  EXPECT_EQ(sente.entries[1].move, "8d7d");
  EXPECT_EQ(sente.entries[3].seat, Seat::East);
  EXPECT_EQ(sente.players[1].seat, Seat::East);
}

TEST(TextConventions, CommentsTimesAndEndingLinesAreKept) {
  Record r = read_ok(kArrowSheet);
  EXPECT_EQ(r.comment, "before the first move");
  EXPECT_EQ(r.entries[1].comment, "a comment");
  EXPECT_EQ(r.entries[0].time_ms, 3000);
  EXPECT_EQ(r.entries[1].time_ms, 2500);
  ASSERT_TRUE(r.result);
  EXPECT_TRUE(r.result->reason_stated);
  EXPECT_EQ(r.result->reason, EndReason::LastSurvivor);
  EXPECT_EQ(r.result->ending, Ending::Resign);
  ASSERT_EQ(r.result->ranking.size(), 1u);
  EXPECT_EQ(r.result->ranking[0].seat, Seat::South);
  EXPECT_EQ(r.result->ranking[0].loc.line, 16);
  EXPECT_EQ(r.result->ranking[0].loc.column, 6);
}

TEST(TextConventions, TextToYamlToTextKeepsStyleCommentsAndTimes) {
  for (const std::string& sheet : {kArrowSheet, kSenteSheet}) {
    Record r = read_ok(sheet);
    ReadResult back = read_yaml(write_yaml(r), "r.yaml");
    ASSERT_TRUE(back.record);
    EXPECT_EQ(*back.record, r);
    WriteResult text = write_text_record(*back.record);
    ASSERT_TRUE(text.text);
    EXPECT_TRUE(text.diagnostics.empty());
    // The writer's own layout: its comment line, then the sheet as written.
    EXPECT_EQ(*text.text, "# kifukit 四人将棋棋譜\n" + sheet) << *text.text;
  }
}

TEST(TextConventions, TheClaimedWinnerAndResignationAreJudged) {
  const Profile profile = builtin_profile("page-standard").resolved->profile;
  EXPECT_TRUE(validate_record(read_ok(kArrowSheet), profile).findings.empty());
  std::string wrong = kArrowSheet;
  wrong.replace(wrong.find("まで5手で↑"), std::string("まで5手で↑").size(), "まで5手で↓");
  const Validation v = validate_record(read_ok(wrong), profile);
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "RESULT_RANKING");
  EXPECT_EQ(v.findings[0].line, 16);
  EXPECT_EQ(v.findings[0].column, 6);
}

TEST(TextConventions, AWinnerLineAloneClaimsNoReason) {
  std::string sheet = kArrowSheet.substr(0, kArrowSheet.find("終局理由"));
  Record r = read_ok(sheet);
  EXPECT_FALSE(r.result->reason_stated);
  const Profile profile = builtin_profile("page-standard").resolved->profile;
  EXPECT_TRUE(validate_record(r, profile).findings.empty());
  WriteResult text = write_text_record(r);
  EXPECT_EQ(*text.text, "# kifukit 四人将棋棋譜\n" + sheet);
}

TEST(TextConventions, KifClockTimesAndCommentsAfterTheResult) {
  const std::string head = "書式：1\n手数----指手---------消費時間--\n";
  Record r =
      read_ok(head + "   1 ↑6七歩(68)   ( 0:03/00:00:03)\n   2 →7四歩(84) ( 1:02/01:10:09)\n" +
              "まで2手\n*adjourned\n");
  EXPECT_EQ(r.entries[0].time_ms, 3000);
  EXPECT_EQ(r.entries[1].time_ms, 62000);
  EXPECT_EQ(r.entries[1].comment, "adjourned");
  EXPECT_FALSE(r.result->reason_stated);
  expect_error(read_text(head + "   1 ↑6七歩(68)   ( 0:03/00:60:03)\n", "f"),
               FormatCode::FORMAT_SYNTAX, 3, 24);  // the total's first digit
}

TEST(TextConventions, EnumErrorsListTheValidValues) {
  ReadResult marks = read_text("座席記号：▲△▼▽\n手数----\n", "f");
  expect_error(marks, FormatCode::FORMAT_BAD_VALUE, 1, 6);
  EXPECT_NE(marks.diagnostics[0].message.find("(↑→↓← or ▲←△→)"), std::string::npos)
      << marks.diagnostics[0].message;
  ReadResult reason = read_text("手数----\n   1 ↑投了\nまで0手\n終局理由：詰み\n", "f");
  expect_error(reason, FormatCode::FORMAT_BAD_VALUE, 4, 6);
  for (const char* name : {"最後の一人", "投了", "last-survivor", "agreed-draw"})
    EXPECT_NE(reason.diagnostics[0].message.find(name), std::string::npos) << name;
  ReadResult seat = read_text("座席記号：▲←△→\n手数----\n   1 ↑6七歩(68)\n", "f");
  expect_error(seat, FormatCode::FORMAT_BAD_SEAT, 3, 6);
  EXPECT_NE(seat.diagnostics[0].message.find("▲ ← △ →"), std::string::npos)
      << seat.diagnostics[0].message;
}

}  // namespace
}  // namespace kifukit::testing
