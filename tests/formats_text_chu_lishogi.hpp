// What the tests of lishogi's chu notations in the text syntax share: the positions they play
// from (drawn out below), the header, a record of moves, and the round trip through the text.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "converters/text/record_text.hpp"
#include "converters/text/text_board.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/formats_test_util.hpp"
#include "validator/generate.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {

inline const Profile& chu() {
  static const Profile p = builtin_profile("chu").resolved->profile;
  return p;
}

// Files 12..1 from the left, ranks 一..十二 from the top (SFEN a..l):
//   12一 gote's king (k)        6五 gote's gold (g), 3五 sente's pawn (P)
//   6六 gote's pawn (p)         6七 sente's lion (N)
//   12十二 sente's promoted leopard (+F), 1十二 sente's king (K)
inline const std::string kLion = "k11/12/12/12/6g2P2/6p5/6N5/12/12/12/12/+F10K b - 1";
// Two sente silvers on 8八 and 6八 (both reach 7七), a lion on 3八 and a promoted kirin on 1八
// (both written 獅, both reach 2八); kings on 12一 (gote) and 1十二 (sente), a gote gold on 12二.
inline const std::string kPairs = "k11/g11/12/12/12/12/12/4S1S2N1+O/12/12/12/11K b - 1";

// A lion on 3八 and a promoted kirin on 1八, both beside a gote pawn on 2七; kings and a gote
// gold as in kPairs.
inline const std::string kTwoLions = "k11/g11/12/12/12/12/10p1/9N1+O/12/12/12/11K b - 1";

// A sente lion on 6七 under a gote gold on 6六; kings on 12一 and 1十二. After the lion passes,
// the gold takes it on 6七: the square of a move that names none (--, じっと).
inline const std::string kPassThenTake = "k11/12/12/12/12/6g5/6N5/12/12/12/12/11K b - 1";

// The first move of a record in `text`.
inline std::string first_move(const std::string& text) {
  ReadResult r = read_text_record(text, "chu.txt");
  for (const Diagnostic& d : r.diagnostics) ADD_FAILURE() << render(d);
  return r.record ? r.record->entries.at(0).move : std::string();
}

// A record of one move in `text` (on line 8) that reads as `usi` and that the validator judges
// illegal with `code`, at the move.
inline void expect_illegal(const std::string& text, const std::string& usi,
                           const std::string& code) {
  ReadResult r = read_text_record(text, "chu.txt");
  ASSERT_TRUE(r.record) << render(r.diagnostics.at(0));
  EXPECT_EQ(r.record->entries.at(0).move, usi);
  const Validation v = validate_record(*r.record, chu());
  ASSERT_NE(v.illegal_finding(), nullptr);
  EXPECT_EQ(code_name(v.illegal_finding()->code), code);
  EXPECT_EQ(v.illegal_finding()->line, 8);
  EXPECT_EQ(v.illegal_finding()->column, 7);
}

inline std::string head(const std::string& notation, const std::string& start) {
  return "# kifukit 中将棋棋譜\n書式：1\n記法：" + notation + "\n変種：chu\n規則：chu\n" +
         (start.empty() ? "" : "開始局面：" + start + "\n") + "手数----指手---------消費時間--\n";
}

inline Record game(TextNotation n, const std::string& start, const std::vector<std::string>& usi) {
  Record r;
  r.variant = "chu";
  r.profile = "chu";
  if (!start.empty()) r.start = start;
  for (std::size_t i = 0; i < usi.size(); ++i) {
    Entry e;
    e.seat = i % 2 ? Seat::North : Seat::South;
    e.move = usi[i];
    r.entries.push_back(e);
  }
  set_text_notation(r, n);
  return r;
}

// Writes the record, compares with the text, reads the text back to the same moves.
inline void round_trip(const Record& r, const std::string& text) {
  ASSERT_TRUE(validate_record(r, chu()).clean());
  WriteResult w = write_text_record(r);
  ASSERT_TRUE(w.text);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_EQ(*w.text, text);
  ReadResult back = read_text_record(text, "chu.txt");
  ASSERT_TRUE(back.record) << render(back.diagnostics.at(0));
  ASSERT_EQ(back.record->entries.size(), r.entries.size());
  for (std::size_t i = 0; i < r.entries.size(); ++i)
    EXPECT_EQ(back.record->entries[i].move, r.entries[i].move) << "ply " << i + 1;
  EXPECT_TRUE(validate_record(*back.record, chu()).clean());
}

// A generated game (lion moves of every shape, promotions, captures) written in notation `n`
// reads back to the same moves.
inline void generated_round_trip(TextNotation n) {
  Record g = generate_game(chu(), {7, 400});
  set_text_notation(g, n);
  WriteResult first = write_text_record(g);
  ASSERT_TRUE(first.text);
  ASSERT_TRUE(first.diagnostics.empty());
  ReadResult text = read_text_record(*first.text, "chu.txt");
  ASSERT_TRUE(text.record) << render(text.diagnostics.at(0));
  ASSERT_EQ(text.record->entries.size(), g.entries.size());
  for (std::size_t i = 0; i < g.entries.size(); ++i)
    EXPECT_EQ(text.record->entries[i].move, g.entries[i].move) << "ply " << i + 1;
  EXPECT_TRUE(validate_record(*text.record, chu()).clean());
}

}  // namespace kifukit::testing
