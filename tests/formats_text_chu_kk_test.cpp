// Chu shogi in lishogi's Kitao-Kawasaki notation, the text syntax under `記法：北尾川崎`
// (docs/formats/text.md, "Move notations"): `歩-76`, `銀(76)x67+`, `獅x!66`, `獅-66x65`, `--`,
// squares as two characters (10 11 12 = a b c). Each expected line is written by hand from
// lishogi's rules for the notation, never produced by the code under test.
#include <gtest/gtest.h>

#include "converters/text/record_text_lishogi.hpp"
#include "formats/record_yaml.hpp"
#include "rules/variant.hpp"
#include "tests/formats_text_chu_lishogi.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

// Every kind of rules/variants/chu.yaml has lishogi's name; the promoted kinds that move like
// another kind share its name, by chu.yaml's promotion map (promotes_to) and shogiops' table.
TEST(TextChuKitaoKawasaki, EveryChuKindHasLishogisName) {
  const Variant& v = *find_variant("chu");
  const lishogi::Names names(v);
  ASSERT_EQ(v.kinds.size(), 39u);  // 21 kinds, 18 promoted
  for (Kind k : v.kinds) EXPECT_NE(names.name(k), "?") << v.kind(k).name;
  auto name_of_promoted = [&](const char* base) {
    return std::string(names.name(v.kind(v.kind_named(base)).promotes_to));
  };
  const std::pair<const char*, const char*> kPromoted[] = {
      {"pawn", "金"},       {"lance", "駒"},          {"leopard", "小角"}, {"copper", "横"},
      {"silver", "竪"},     {"gold", "金飛車"},       {"elephant", "太"},  {"chariot", "鯨"},
      {"bishop", "馬"},     {"tiger", "鹿"},          {"phoenix", "奔"},   {"kirin", "獅"},
      {"side-mover", "猪"}, {"vertical-mover", "牛"}, {"rook", "龍"},      {"horse", "鷹"},
      {"dragon", "鷲"},     {"go-between", "象"}};
  for (auto [base, name] : kPromoted) EXPECT_EQ(name_of_promoted(base), name) << base;
  for (const char* unpromoting : {"king", "queen", "lion"})
    EXPECT_EQ(v.kind(v.kind_named(unpromoting)).promotes_to, Kind::None) << unpromoting;
  EXPECT_EQ(names.group(v.kind_named("promoted-kirin")),
            (std::vector<Kind>{v.kind_named("lion"), v.kind_named("promoted-kirin")}));
  EXPECT_EQ(names.group(v.kind_named("gold")),
            (std::vector<Kind>{v.kind_named("gold"), v.kind_named("tokin")}));
  EXPECT_EQ(names.group(v.kind_named("promoted-leopard")),
            (std::vector<Kind>{v.kind_named("promoted-leopard")}));
}

// From the start position: the pawns in front of the lions step aside, the lions come out
// (7十 -> 7九 -> 7七 jumping its own pawn; 6三 -> 6四 -> 6六 jumping its), sente's lion takes
// the adjacent lion on 6六 and gote's pawn takes back: both captures on 6六 leave the square out.
TEST(TextChuKitaoKawasaki, AShortOpeningFromTheStart) {
  const Record r = game(TextNotation::KitaoKawasaki, "",
                        {"7i7h", "6d6e", "7j7i", "6c6d", "7i7g", "6d6f", "7g6f", "6e6f"});
  round_trip(r, head("北尾川崎", "") +
                    "   1 ↑歩-78\n"
                    "   2 ↓歩-65\n"
                    "   3 ↑獅-79\n"
                    "   4 ↓獅-64\n"
                    "   5 ↑獅-77\n"
                    "   6 ↓獅-66\n"
                    "   7 ↑獅x\n"
                    "   8 ↓歩x\n");
}

struct KkShape {
  const char* what;
  const char* usi;
  const char* move;
};
const KkShape kKkShapes[] = {
    {"a step onto an empty square", "6g5g", "獅-57"},
    {"a jump over the pawn onto the gold", "6g6e", "獅x65"},
    {"igui: the pawn taken, the lion stays", "6g6f6g", "獅x!66"},
    {"two captures: the pawn, then the gold", "6g6f6e", "獅x66x65"},
    {"two steps through empty squares", "6g5g4g", "獅-57-47"},
    // The first empty square by file then rank (5六) is the one `--` stands for.
    {"jitto", "6g5f6g", "--"},
    // Out to another empty square: `--` would read as 5六, so it is written in full.
    {"jitto through a square `--` does not name", "6g5g6g", "獅(67)-57-67"},
    {"a pawn promoting as it enters the zone", "3e3d+", "歩-34+"},
    {"the same pawn declining", "3e3d", "歩-34="},
    {"a promoted leopard (lishogi's 小角)", "12l11k", "小角-bb"},
};

TEST(TextChuKitaoKawasaki, EachLionShapeAndPromotionChoice) {
  for (const KkShape& s : kKkShapes) {
    SCOPED_TRACE(s.what);
    round_trip(game(TextNotation::KitaoKawasaki, kLion, {s.usi}),
               head("北尾川崎", kLion) + "   1 ↑" + s.move + "\n");
  }
}

TEST(TextChuKitaoKawasaki, TwoPiecesOfOneNameWriteTheOrigin) {
  // Two silvers reach 7七; the lion (3八) and the promoted kirin (1八), both 獅, reach 2八.
  for (const KkShape& s :
       {KkShape{"left silver", "8h7g", "銀(88)-77"}, KkShape{"right silver", "6h7g", "銀(68)-77"},
        KkShape{"the lion", "3h2h", "獅(38)-28"},
        KkShape{"the promoted kirin", "1h2h", "獅(18)-28"},
        KkShape{"the lion, alone to 4八", "3h4h", "獅-48"}}) {
    SCOPED_TRACE(s.what);
    round_trip(game(TextNotation::KitaoKawasaki, kPairs, {s.usi}),
               head("北尾川崎", kPairs) + "   1 ↑" + s.move + "\n");
  }
}

TEST(TextChuKitaoKawasaki, AMoveNoPieceOrSeveralPiecesMakeIsALocatedError) {
  const std::string pairs = head("北尾川崎", kPairs);  // the moves are on line 8
  expect_error(read_text_record(pairs + "   1 ↑銀-77\n", "kk.txt"),
               FormatCode::FORMAT_MOVE_AMBIGUOUS, 8, 7);
  expect_error(read_text_record(pairs + "   1 ↑獅-28\n", "kk.txt"),
               FormatCode::FORMAT_MOVE_AMBIGUOUS, 8, 7);
  expect_error(read_text_record(pairs + "   1 ↑銀-76\n", "kk.txt"),
               FormatCode::FORMAT_MOVE_NO_CANDIDATE, 8, 7);
  // The capture marks are checked against the board: 7七 is empty.
  expect_error(read_text_record(pairs + "   1 ↑銀(88)x77\n", "kk.txt"), FormatCode::FORMAT_BAD_MOVE,
               8, 7);
  // Text errors at their character: a square of 13 (d), a missing '-'/'x', a 1-character square.
  expect_error(read_text_record(pairs + "   1 ↑銀(88)-7d\n", "kk.txt"),
               FormatCode::FORMAT_BAD_SQUARE, 8, 13);
  expect_error(read_text_record(pairs + "   1 ↑銀(88)77\n", "kk.txt"), FormatCode::FORMAT_BAD_MOVE,
               8, 12);
  expect_error(read_text_record(pairs + "   1 ↑銀(8)-77\n", "kk.txt"),
               FormatCode::FORMAT_BAD_SQUARE, 8, 9);
  expect_error(read_text_record(pairs + "   1 ↑獅-38x\n", "kk.txt"), FormatCode::FORMAT_BAD_SQUARE,
               8, 12);
}

// Both 獅 can pass, and both can take the pawn on 2七 and stay: each pair leaves one position,
// so lishogi's `--` and `獅x!27` name no piece, and the first by file then rank is taken (the
// promoted kirin on 1八, passing through 1七). The lion's are written with their origin.
TEST(TextChuKitaoKawasaki, PassesAndIguiThatLeaveOnePositionNameNoPiece) {
  EXPECT_EQ(first_move(head("北尾川崎", kPairs) + "   1 ↑--\n"), "1h1g1h");
  const std::string two = head("北尾川崎", kTwoLions);
  EXPECT_EQ(first_move(two + "   1 ↑獅x!27\n"), "1h2g1h");
  round_trip(game(TextNotation::KitaoKawasaki, kTwoLions, {"1h2g1h"}), two + "   1 ↑獅x!27\n");
  round_trip(game(TextNotation::KitaoKawasaki, kTwoLions, {"3h2g3h"}), two + "   1 ↑獅(38)x!27\n");
  round_trip(game(TextNotation::KitaoKawasaki, kTwoLions, {"3h4h3h"}),
             two + "   1 ↑獅(38)-48-38\n");
}

TEST(TextChuKitaoKawasaki, ARecaptureAfterAPassTakesThePassingPiecesSquare) {
  round_trip(game(TextNotation::KitaoKawasaki, kPassThenTake, {"6g5f6g", "6f6g"}),
             head("北尾川崎", kPassThenTake) + "   1 ↑--\n   2 ↓金x\n");
}

TEST(TextChuKitaoKawasaki, AnIllegalMoveWithItsOriginIsTheValidatorsToJudge) {
  // A silver does not step straight back: read as written, judged ILLEGAL_PIECE_MOVEMENT.
  expect_illegal(head("北尾川崎", kPairs) + "   1 ↑銀(88)-89\n", "8h8i", "ILLEGAL_PIECE_MOVEMENT");
}

// A move to its own origin is no move (as `8h8h` is not USI): a located FORMAT_BAD_MOVE, not a
// record that writes a move its own YAML refuses (found by fuzz_record_text: 奔(64)-64+).
TEST(TextChuKitaoKawasaki, AMoveToItsOwnOriginIsNoMove) {
  expect_error(read_text_record(head("北尾川崎", kPairs) + "   1 ↑銀(88)-88\n", "kk.txt"),
               FormatCode::FORMAT_BAD_MOVE, 8, 7);
  expect_error(read_text_record(head("北尾川崎", kPairs) + "   1 ↑獅(38)-38-37\n", "kk.txt"),
               FormatCode::FORMAT_BAD_MOVE, 8, 7);
}

TEST(TextChuKitaoKawasaki, TheNameStandsForEveryKindWrittenWithIt) {
  // 獅 read for the promoted kirin is no claim finding: the name is the kirin's too.
  ReadResult r = read_text_record(head("北尾川崎", kPairs) + "   1 ↑獅(18)-17\n", "kk.txt");
  ASSERT_TRUE(r.record) << render(r.diagnostics.at(0));
  EXPECT_EQ(r.record->entries.at(0).move, "1h1g");
  EXPECT_TRUE(validate_record(*r.record, chu()).clean());
  // The longer spellings read too: 獅子, 成獅 (the promoted kirin alone), 銀将.
  for (const char* line : {"   1 ↑獅子(18)-17\n", "   1 ↑成獅-17\n", "   1 ↑+獅-17\n"}) {
    ReadResult x = read_text_record(head("北尾川崎", kPairs) + line, "kk.txt");
    ASSERT_TRUE(x.record) << line << render(x.diagnostics.at(0));
    EXPECT_EQ(x.record->entries.at(0).move, "1h1g") << line;
  }
  // 銀 named for the lion's square is a claim finding, as in kifukit's notation.
  ReadResult wrong = read_text_record(head("北尾川崎", kPairs) + "   1 ↑銀(38)-48\n", "kk.txt");
  ASSERT_TRUE(wrong.record);
  const Validation v = validate_record(*wrong.record, chu());
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "CLAIM_PIECE");
}

TEST(TextChuKitaoKawasaki, TheHeaderIsReadAndCheckedAndConvertKeepsIt) {
  expect_error(read_text_record("書式：1\n記法：西洋\n変種：chu\n手数----\n", "kk.txt"),
               FormatCode::FORMAT_BAD_VALUE, 2, 4);
  expect_error(read_text_record("書式：1\n記法：北尾川崎\n変種：standard\n手数----\n", "kk.txt"),
               FormatCode::FORMAT_BAD_VALUE, 2, 4);
  ReadResult r = read_text_record(head("kitao-kawasaki", kPairs) + "   1 ↑銀(88)-77\n", "kk.txt");
  ASSERT_TRUE(r.record);
  EXPECT_EQ(text_notation_of(*r.record), TextNotation::KitaoKawasaki);
  WriteResult w = write_text_record(*r.record);
  ASSERT_TRUE(w.text);
  EXPECT_EQ(*w.text, head("kitao-kawasaki", kPairs) + "   1 ↑銀(88)-77\n");
}

// `convert --to text --notation`: a YAML record written in the notation asked for; the header
// keeps it through YAML; --notation with another format, or an unknown name, is a usage error.
TEST(TextChuKitaoKawasaki, ConvertWritesTheNotationAskedFor) {
  Record r = game(TextNotation::Kifukit, kPairs, {"8h7g"});
  const std::string yaml = write_yaml(r);
  CommandResult kk = run_kifukit(
      {"convert", "-", "--from", "yaml", "-o", "-", "--to", "text", "--notation", "kitao-kawasaki"},
      yaml);
  EXPECT_EQ(kk.exit_code, 0) << kk.err;
  EXPECT_EQ(kk.out, head("北尾川崎", kPairs) + "   1 ↑銀(88)-77\n");
  CommandResult back =
      run_kifukit({"convert", "-", "--from", "text", "-o", "-", "--to", "yaml"}, kk.out);
  EXPECT_EQ(back.exit_code, 0) << back.err;
  CommandResult again =
      run_kifukit({"convert", "-", "--from", "yaml", "-o", "-", "--to", "text"}, back.out);
  EXPECT_EQ(again.out, kk.out);  // the 記法 header came through YAML
  CommandResult japanese = run_kifukit(
      {"convert", "-", "--from", "yaml", "-o", "-", "--to", "text", "--notation", "japanese"},
      back.out);
  EXPECT_EQ(japanese.out, head("日本式", kPairs) + "   1 ↑７七銀左\n");
  EXPECT_EQ(run_kifukit({"convert", "-", "--from", "yaml", "-o", "-", "--to", "json", "--notation",
                         "japanese"},
                        yaml)
                .exit_code,
            3);
  EXPECT_EQ(run_kifukit({"convert", "-", "--from", "yaml", "-o", "-", "--to", "text", "--notation",
                         "western"},
                        yaml)
                .exit_code,
            3);
}

TEST(TextChuKitaoKawasaki, AGeneratedGameRoundTrips) {
  generated_round_trip(TextNotation::KitaoKawasaki);
}

}  // namespace
}  // namespace kifukit::testing
