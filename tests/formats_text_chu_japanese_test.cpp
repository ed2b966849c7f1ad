// Chu shogi in lishogi's Japanese notation, the text syntax under `記法：日本式`
// (docs/formats/text.md, "Move notations"): `７六歩`, `同　銀`, `７七銀右`, `３四歩成`,
// `６六居喰い`, `６六・６五獅`, `じっと`. Each expected line is written by hand from lishogi's
// rules for the notation, never produced by the code under test.
#include "tests/formats_text_chu_lishogi.hpp"

namespace kifukit::testing {
namespace {

Record japanese(const std::string& start, const std::vector<std::string>& usi) {
  return game(TextNotation::Japanese, start, usi);
}

// The opening of the Kitao-Kawasaki test: both captures on 6六 are written 同.
TEST(TextChuJapanese, AShortOpeningFromTheStart) {
  round_trip(japanese("", {"7i7h", "6d6e", "7j7i", "6c6d", "7i7g", "6d6f", "7g6f", "6e6f"}),
             head("日本式", "") +
                 "   1 ↑７八歩\n"
                 "   2 ↓６五歩\n"
                 "   3 ↑７九獅\n"
                 "   4 ↓６四獅\n"
                 "   5 ↑７七獅\n"
                 "   6 ↓６六獅\n"
                 "   7 ↑同　獅\n"
                 "   8 ↓同　歩\n");
}

struct JapaneseShape {
  const char* what;
  const char* usi;
  const char* move;
};

TEST(TextChuJapanese, EachLionShapeAndPromotionChoice) {
  for (const JapaneseShape& s : {
           JapaneseShape{"a step onto an empty square", "6g5g", "５七獅"},
           JapaneseShape{"a jump over the pawn onto the gold", "6g6e", "６五獅"},
           JapaneseShape{"igui", "6g6f6g", "６六居喰い"},
           JapaneseShape{"two captures: the pawn, then the gold", "6g6f6e", "６六・６五獅"},
           JapaneseShape{"two steps through empty squares", "6g5g4g", "５七・４七獅"},
           JapaneseShape{"jitto (じっと stands for the first empty square, 5六)", "6g5f6g",
                         "じっと"},
           JapaneseShape{"jitto through another square: in full, with the origin", "6g5g6g",
                         "５七・６七獅(６七)"},
           JapaneseShape{"a pawn promoting", "3e3d+", "３四歩成"},
           JapaneseShape{"the same pawn declining", "3e3d", "３四歩不成"},
           JapaneseShape{"a promoted leopard (lishogi's 小角) on 11十一", "12l11k", "１１十一小角"},
       }) {
    SCOPED_TRACE(s.what);
    round_trip(japanese(kLion, {s.usi}), head("日本式", kLion) + "   1 ↑" + s.move + "\n");
  }
}

// Golds on 6八 and 5八, a lion on 2八 beside a promoted kirin on 1八; kings and a gote gold as
// in kPairs.
const std::string kBeside = "k11/g11/12/12/12/12/12/6GG2N+O/12/12/12/11K b - 1";

TEST(TextChuJapanese, TheRelativeWordsNameOnePieceOfSeveral) {
  for (auto [start, s] : {
           std::pair{kPairs, JapaneseShape{"the left of two silvers", "8h7g", "７七銀左"}},
           std::pair{kPairs, JapaneseShape{"the right of two silvers", "6h7g", "７七銀右"}},
           std::pair{kPairs, JapaneseShape{"the lion of lion and promoted kirin (both 獅)", "3h2h",
                                           "２八獅左"}},
           std::pair{kPairs, JapaneseShape{"the promoted kirin", "1h2h", "２八獅右"}},
           std::pair{kPairs, JapaneseShape{"the lion alone to 4八", "3h4h", "４八獅"}},
           std::pair{kBeside, JapaneseShape{"a gold straight forward, the other beside it", "6h6g",
                                            "６七金直"}},
           std::pair{kBeside, JapaneseShape{"the other gold, from the right", "5h6g", "６七金右"}},
           std::pair{kBeside,
                     JapaneseShape{"the lion jumping two along its file", "2h2f", "２六獅跳"}},
           std::pair{kBeside,
                     JapaneseShape{"the lion one step along its file", "2h2g", "２七獅直"}},
           std::pair{kBeside,
                     JapaneseShape{"the promoted kirin to the same square", "1h2g", "２七獅右"}},
       }) {
    SCOPED_TRACE(s.what);
    round_trip(japanese(start, {s.usi}), head("日本式", start) + "   1 ↑" + s.move + "\n");
  }
}

// Gote's right and left are gote's own: of gote's silvers on 7五 and 5五, the one on 7五 is on
// gote's right.
TEST(TextChuJapanese, GotesRelativeWordsAreFromGotesSide) {
  const std::string start = "k11/g11/12/12/5s1s4/12/12/12/12/12/12/11K w - 1";
  for (const JapaneseShape& s : {JapaneseShape{"from 7五", "7e6f", "６六銀右"},
                                 JapaneseShape{"from 5五", "5e6f", "６六銀左"}}) {
    SCOPED_TRACE(s.what);
    Record r = japanese(start, {s.usi});
    r.entries[0].seat = Seat::North;
    round_trip(r, head("日本式", start) + "   1 ↓" + s.move + "\n");
  }
}

TEST(TextChuJapanese, AMoveNoPieceOrSeveralPiecesMakeIsALocatedError) {
  const std::string pairs = head("日本式", kPairs);  // the moves are on line 8
  expect_error(read_text_record(pairs + "   1 ↑７七銀\n", "j.txt"),
               FormatCode::FORMAT_MOVE_AMBIGUOUS, 8, 7);
  expect_error(read_text_record(pairs + "   1 ↑２八獅\n", "j.txt"),
               FormatCode::FORMAT_MOVE_AMBIGUOUS, 8, 7);
  expect_error(read_text_record(pairs + "   1 ↑７七銀中\n", "j.txt"),  // neither is 中
               FormatCode::FORMAT_MOVE_NO_CANDIDATE, 8, 10);
  expect_error(read_text_record(pairs + "   1 ↑７六銀\n", "j.txt"),
               FormatCode::FORMAT_MOVE_NO_CANDIDATE, 8, 7);
  expect_error(read_text_record(pairs + "   1 ↑同　銀\n", "j.txt"),  // 同 on the first move
               FormatCode::FORMAT_BAD_MOVE, 8, 7);
  expect_error(read_text_record(pairs + "   1 ↑７十三銀\n", "j.txt"),  // rank 13
               FormatCode::FORMAT_BAD_SQUARE, 8, 7);
  expect_error(read_text_record(pairs + "   1 ↑７七象牙\n", "j.txt"),  // 象 read, then 牙
               FormatCode::FORMAT_SYNTAX, 8, 10);
}

// As in Kitao-Kawasaki: passes and igui that leave one position take the first piece.
TEST(TextChuJapanese, PassesAndIguiThatLeaveOnePositionNameNoPiece) {
  EXPECT_EQ(first_move(head("日本式", kPairs) + "   1 ↑じっと\n"), "1h1g1h");
  const std::string two = head("日本式", kTwoLions);
  EXPECT_EQ(first_move(two + "   1 ↑２七居喰い\n"), "1h2g1h");
  round_trip(japanese(kTwoLions, {"1h2g1h"}), two + "   1 ↑２七居喰い\n");
  round_trip(japanese(kTwoLions, {"3h2g3h"}), two + "   1 ↑２七・３八獅(３八)\n");
  // A soaring eagle on 6八 and a lion on 4八 can both take gote's lion on 5七 and stay; taken
  // by the eagle (not a lion), the lion leaves gote the counter-strike: two positions.
  const std::string apart = "k11/g11/12/12/12/12/7n4/6+D1N3/12/12/12/11K b - 1";
  expect_error(read_text_record(head("日本式", apart) + "   1 ↑５七居喰い\n", "j.txt"),
               FormatCode::FORMAT_MOVE_AMBIGUOUS, 8, 7);
  round_trip(japanese(apart, {"6h5g6h"}), head("日本式", apart) + "   1 ↑５七・６八鷲(６八)\n");
}

TEST(TextChuJapanese, ARecaptureAfterAPassTakesThePassingPiecesSquare) {
  round_trip(japanese(kPassThenTake, {"6g5f6g", "6f6g"}),
             head("日本式", kPassThenTake) + "   1 ↑じっと\n   2 ↓同　金\n");
}

TEST(TextChuJapanese, AnIllegalMoveWithItsOriginIsTheValidatorsToJudge) {
  expect_illegal(head("日本式", kPairs) + "   1 ↑８九銀(８八)\n", "8h8i", "ILLEGAL_PIECE_MOVEMENT");
}

// A move to its own origin is no move (as `8h8h` is not USI): a located FORMAT_BAD_MOVE, not a
// record that writes a move its own YAML refuses (found by fuzz_record_text).
TEST(TextChuJapanese, AMoveToItsOwnOriginIsNoMove) {
  expect_error(read_text_record(head("日本式", kPairs) + "   1 ↑８八銀(８八)\n", "j.txt"),
               FormatCode::FORMAT_BAD_MOVE, 8, 7);
}

TEST(TextChuJapanese, AGeneratedGameRoundTrips) { generated_round_trip(TextNotation::Japanese); }

}  // namespace
}  // namespace kifukit::testing
