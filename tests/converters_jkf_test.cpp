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
  // 5五 is empty: the move is located at its "move" key.
  expect_error(read_as("{\"moves\": [\n {},\n {\"move\": {\"from\": {\"x\": 5, \"y\": 5}, \"to\": "
                       "{\"x\": 5, \"y\": 4}, \"piece\": \"FU\"}}]}",
                       RecordFormat::Jkf),
               FormatCode::FORMAT_BAD_MOVE, 3, 3);
  expect_error(read_as("{\"initial\": {\"preset\": \"KY_X\"}}", RecordFormat::Jkf),
               FormatCode::FORMAT_BAD_VALUE, 1, 1);
}

}  // namespace
}  // namespace kifukit::testing
