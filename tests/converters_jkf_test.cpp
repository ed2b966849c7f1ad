// JKF: header, presets and boards, moves with forks, times, specials; CSA V3.0 -> JKF -> CSA.
#include <gtest/gtest.h>

#include "converters/csa_format.hpp"
#include "converters/jkf.hpp"
#include "tests/converters_test_util.hpp"

namespace kifukit::testing {
namespace {

const char* const kJkf = R"({
  "header": {"先手": "甲", "後手": "乙", "棋戦": "J"},
  "initial": {"preset": "HIRATE"},
  "moves": [
    {"comments": ["はじめ"]},
    {"move": {"from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "color": 0, "piece": "FU"},
     "time": {"now": {"m": 1, "s": 2}, "total": {"h": 0, "m": 1, "s": 2}}},
    {"move": {"from": {"x": 3, "y": 3}, "to": {"x": 3, "y": 4}, "color": 1, "piece": "FU"},
     "comments": ["二手目"],
     "forks": [[{"move": {"from": {"x": 8, "y": 3}, "to": {"x": 8, "y": 4}, "color": 1,
                          "piece": "FU"}},
                {"special": "CHUDAN"}]]},
    {"move": {"from": {"x": 8, "y": 8}, "to": {"x": 2, "y": 2}, "color": 0, "piece": "KA",
              "promote": true, "capture": "KA"}},
    {"special": "TORYO"}
  ]
})";

TEST(ConvertersJkf, ReadsHeaderMovesForksAndSpecials) {
  ReadResult rr = read_as(kJkf, RecordFormat::Jkf);
  ASSERT_TRUE(rr.record) << render(rr.diagnostics[0]);
  const Record& r = *rr.record;
  EXPECT_EQ(r.event.value, "J");
  ASSERT_EQ(r.players.size(), 2u);
  EXPECT_EQ(r.comment, "はじめ");
  EXPECT_EQ(moves_of(r.entries), "7g7f 3c3d 8h2b+ resign");
  EXPECT_EQ(r.entries[0].time_ms, 62000);
  EXPECT_EQ(r.entries[1].comment, "二手目");
  ASSERT_EQ(r.entries[1].branches.size(), 1u);
  EXPECT_EQ(moves_of(r.entries[1].branches[0]), "8c8d");
  EXPECT_EQ(r.entries[2].move_loc.line, 13);  // its "move" key
  EXPECT_EQ(r.result->reason, EndReason::LastSurvivor);
  // Written back and read again: the same record.
  WriteResult w = write_jkf(r);
  ASSERT_TRUE(w.text);
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Jkf), r) << *w.text;
}

// A header's value "move" is no "move" key: the moves' locations stay their keys' (lines 4
// and 5), not each the one before.
TEST(ConvertersJkf, AHeaderValueMoveDoesNotShiftTheMovesLocations) {
  const std::string jkf =
      "{\"header\": {\"戦型\": \"move\"},\n"
      " \"moves\": [\n"
      "  {},\n"
      "  {\"move\": {\"from\": {\"x\": 7, \"y\": 7}, \"to\": {\"x\": 7, \"y\": 6}, \"piece\": "
      "\"FU\"}},\n"
      "  {\"move\" : {\"from\": {\"x\": 3, \"y\": 3}, \"to\": {\"x\": 3, \"y\": 4}, \"piece\": "
      "\"FU\"}}\n"
      "]}\n";
  const Record r = read_clean(jkf, RecordFormat::Jkf);
  ASSERT_EQ(r.entries.size(), 2u);
  EXPECT_EQ(r.entries[0].move_loc.line, 4);
  EXPECT_EQ(r.entries[0].move_loc.column, 4);
  EXPECT_EQ(r.entries[1].move_loc.line, 5);
  EXPECT_EQ(r.entries[1].move_loc.column, 4);
}

TEST(ConvertersJkf, CsaV30ThroughJkfIsLossless) {
  const std::string csa =
      "V3.0\nN+先手\nN-後手\n$EVENT:E\n$OPENING:角換わり\n'*前\nPI82HI\n-\n-5152OU,T1.250\n"
      "'*一手目\n+7776FU,T2\n-3334FU,T0.001\n%CHUDAN\n";
  Record r = read_clean(csa, RecordFormat::Csa);
  EXPECT_EQ(r.entries[2].time_ms, 1);
  WriteResult j = write_jkf(r);
  ASSERT_TRUE(j.text);
  EXPECT_TRUE(j.diagnostics.empty());
  Record via = read_clean(*j.text, RecordFormat::Jkf);
  EXPECT_EQ(via, r) << *j.text;
  WriteResult back = write_csa(via);
  ASSERT_TRUE(back.text);
  EXPECT_EQ(*back.text, csa);
}

TEST(ConvertersJkf, OtherBoards) {
  Record r = read_clean("position sfen 7nl/7k1/9/9/9/9/9/9/4K2+R+P w SP2rb 1 moves 2b2c\n",
                        RecordFormat::Usi);
  WriteResult j = write_jkf(r);
  ASSERT_TRUE(j.text);
  EXPECT_NE(j.text->find("\"OTHER\""), std::string::npos);
  EXPECT_EQ(read_clean(*j.text, RecordFormat::Jkf), r) << *j.text;
}

TEST(ConvertersJkf, Errors) {
  expect_error(read_as("{\"moves\": [\n  {\"move\": }]}", RecordFormat::Jkf),
               FormatCode::FORMAT_SYNTAX, 2, 12);
  // 5五 is empty: a finding at ply 1 (moves are data, issue 25), located at its "move" key.
  EXPECT_EQ(first_finding("{\"moves\": [\n {},\n {\"move\": {\"from\": {\"x\": 5, \"y\": 5}, "
                          "\"to\": {\"x\": 5, \"y\": 4}, \"piece\": \"FU\"}}]}",
                          RecordFormat::Jkf),
            "3:3 ILLEGAL_NO_PIECE ply 1");
  expect_error(read_as("{\"initial\": {\"preset\": \"KY_X\"}}", RecordFormat::Jkf),
               FormatCode::FORMAT_BAD_VALUE, 1, 1);
}

// Nested deeper than 200 brackets is refused as FORMAT_TOO_DEEP (at 1:1) whatever else is wrong
// with the text, also when the parser stops earlier; brackets in a string do not count.
TEST(ConvertersJkf, NestedTooDeep) {
  auto nested = [](int depth, const std::string& before) {
    return "{" + before + "\"moves\":" + std::string(depth - 1, '[') + std::string(depth - 1, ']') +
           "}";
  };
  // 200 deep reads (the innermost list is no moves element: refused as that).
  expect_error(read_as(nested(200, ""), RecordFormat::Jkf), FormatCode::FORMAT_BAD_VALUE, 1, 1);
  expect_error(read_as(nested(201, ""), RecordFormat::Jkf), FormatCode::FORMAT_TOO_DEEP, 1, 1);
  // A syntax error and a key given twice before the depth is reached.
  expect_error(read_as(nested(201, "x,"), RecordFormat::Jkf), FormatCode::FORMAT_TOO_DEEP, 1, 1);
  expect_error(read_as(nested(201, "\"a\": 1, \"a\": 2,"), RecordFormat::Jkf),
               FormatCode::FORMAT_TOO_DEEP, 1, 1);
  // Past the end of the record.
  expect_error(read_as("{} " + std::string(300, '['), RecordFormat::Jkf),
               FormatCode::FORMAT_TOO_DEEP, 1, 1);
  EXPECT_TRUE(read_as("{\"header\": {\"k\": \"" + std::string(300, '[') + "\"}}", RecordFormat::Jkf)
                  .record);
}

// An element after the first with neither "move" nor "special" (here a misspelt key, as in the
// fuzz finding, and comments alone) is refused; reading its "move" once read freed memory.
TEST(ConvertersJkf, ElementWithoutMoveOrSpecial) {
  expect_error(read_as("{\"moves\": [{}, {\"move\": {\"from\": {\"x\": 7, \"y\": 7}, \"to\": "
                       "{\"x\": 7, \"y\": 6}, \"piece\": \"FU\"}},\n {\"   move\": {\"to\": "
                       "{\"x\": 3, \"y\": 4}, \"piece\": \"FU\"}}]}",
                       RecordFormat::Jkf),
               FormatCode::FORMAT_BAD_VALUE, 1, 1);
  expect_error(read_as("{\"moves\": [{}, {\"comments\": [\"x\"]}]}", RecordFormat::Jkf),
               FormatCode::FORMAT_BAD_VALUE, 1, 1);
  // The first element may hold comments alone (on the start position).
  Record r = read_clean("{\"moves\": [{\"comments\": [\"x\"]}]}", RecordFormat::Jkf);
  EXPECT_EQ(r.comment, "x");
  EXPECT_TRUE(r.entries.empty());
}

// Members of the wrong type are the reader's errors (json's value() threw its own exception past
// the reader), and a number too large for an int is not cut down to one (4294967303 was file 7).
// A move's errors are at its "move" key: column 17 of the one line.
TEST(ConvertersJkf, MembersOfTheWrongType) {
  auto with_move = [](const std::string& move) {
    return read_as("{\"moves\": [{}, {\"move\": {" + move + "}}]}", RecordFormat::Jkf);
  };
  expect_error(with_move("\"from\": {\"x\": \"7\", \"y\": 7}, \"to\": {\"x\": 7, \"y\": 6}, "
                         "\"piece\": \"FU\""),
               FormatCode::FORMAT_BAD_VALUE, 1, 17);
  expect_error(with_move("\"from\": {\"x\": 4294967303, \"y\": 7}, \"to\": {\"x\": 7, \"y\": 6}, "
                         "\"piece\": \"FU\""),
               FormatCode::FORMAT_BAD_SQUARE, 1, 17);
  expect_error(with_move("\"from\": {\"x\": 7, \"y\": 7}, \"to\": {\"x\": 7, \"y\": 6}, "
                         "\"piece\": \"FU\", \"promote\": 1"),
               FormatCode::FORMAT_BAD_VALUE, 1, 17);
  expect_error(read_as("{\"initial\": {\"preset\": 1}}", RecordFormat::Jkf),
               FormatCode::FORMAT_BAD_VALUE, 1, 1);
  // Kings on 5九 and 5一, sente's hand as given.
  auto other = [](const std::string& hand) {
    std::string board = "[";
    for (int x = 1; x <= 9; ++x) {
      board += x > 1 ? ", [" : "[";
      for (int y = 1; y <= 9; ++y) {
        board += y > 1 ? ", " : "";
        board += x == 5 && y == 1   ? "{\"color\": 1, \"kind\": \"OU\"}"
                 : x == 5 && y == 9 ? "{\"color\": 0, \"kind\": \"OU\"}"
                                    : "{}";
      }
      board += "]";
    }
    return "{\"initial\": {\"preset\": \"OTHER\", \"data\": {\"board\": " + board +
           "], \"hands\": [" + hand + ", {}]}}}";
  };
  expect_error(read_as(other("{\"FU\": \"2\"}"), RecordFormat::Jkf), FormatCode::FORMAT_BAD_VALUE,
               1, 1);
  EXPECT_EQ(read_clean(other("{\"FU\": 2}"), RecordFormat::Jkf).start,
            "4k4/9/9/9/9/9/9/9/4K4 b 2P 1");
  // promote false is read as written: 7g7f.
  Record r = read_clean(
      "{\"moves\": [{}, {\"move\": {\"from\": {\"x\": 7, \"y\": 7}, \"to\": {\"x\": 7, \"y\": "
      "6}, \"piece\": \"FU\", \"promote\": false}}]}",
      RecordFormat::Jkf);
  EXPECT_EQ(moves_of(r.entries), "7g7f");
}

}  // namespace
}  // namespace kifukit::testing
