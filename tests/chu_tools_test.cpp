// The kifukit command on chu records, as a user sees it: validate, replay (the 12x12 diagram),
// diff (chu against chu-lishogi), convert (YAML, XML, JSON and back), generate; and bad chu input,
// which gets a located error with a code and a documented exit status, never a crash.
#include <gtest/gtest.h>

#include "tests/hostile_util.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

const std::string kData = std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/chu/";

// A chu record with one south move from `start` (SFEN), for the bad-input tests.
std::string one_move_record(const std::string& start, const std::string& move) {
  return "format: 1\nvariant: chu\nprofile: chu\nstart: \"" + start +
         "\"\nmoves:\n  - {seat: south, move: \"" + move + "\"}\n";
}

const std::string kLoneLion = "k11/12/12/12/12/12/12/6N5/12/12/12/11K b - 1";

// What `kifukit validate` prints (findings and the summary, on stdout) and returns for a record
// written to a file; the file's directory is cut from the output, so it names "bad.yaml".
CommandResult validate(const std::string& record) {
  ScratchDir dir("chu-validate");
  const std::string file = (dir.path() / "bad.yaml").string();
  write_file(file, record);
  CommandResult r = run_kifukit({"validate", file});
  const std::string prefix = dir.path().string() + "/";
  for (std::size_t at; (at = r.out.find(prefix)) != std::string::npos;)
    r.out.erase(at, prefix.size());
  return r;
}

TEST(ChuTools, ValidateAFalconGame) {
  auto r = run_kifukit({"validate", kData + "falcon.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kData + "falcon.yaml: legal, 2 plies replayed, game not ended\n");
}

// falcon.yaml after its two plies: the falcon (+H) on 6f, north's king on 12b, its pawn on 3c,
// south's king on 1l. The diagram has 12 files (12 to 1) and ranks a to l, and no hands line
// (chu has no drops).
TEST(ChuTools, ReplayDrawsTheTwelveByTwelveBoard) {
  auto r = run_kifukit({"replay", kData + "falcon.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::string rule = "   +----+----+----+----+----+----+----+----+----+----+----+----+\n";
  const std::string empty = "|    |    |    |    |    |    |    |    |    |    |    |    |\n";
  const std::string board =
      "after ply 2: 12/k11/9p2/12/12/6+H5/12/12/12/12/12/11K b - 3\n"
      "     12   11   10   9    8    7    6    5    4    3    2    1  \n" +
      rule + " a " + empty + rule +
      " b |n K |    |    |    |    |    |    |    |    |    |    |    |\n" + rule +
      " c |    |    |    |    |    |    |    |    |    |n P |    |    |\n" + rule + " d " + empty +
      rule + " e " + empty + rule +
      " f |    |    |    |    |    |    |s+H |    |    |    |    |    |\n" + rule + " g " + empty +
      rule + " h " + empty + rule + " i " + empty + rule + " j " + empty + rule + " k " + empty +
      rule + " l |    |    |    |    |    |    |    |    |    |    |    |s K |\n" + rule +
      "to move: sente\n";
  EXPECT_NE(r.out.find(board), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("hands:"), std::string::npos);
  // The moves as lishogi's USI writes them, the lion-power move with its middle square.
  // (sente: a two-player game is told in sente/gote words, docs/render.md "Words")
  EXPECT_NE(r.out.find("   1  sente  6h6g6f\n"), std::string::npos) << r.out;
}

// The chu start position at ply 0: the 46 pieces a side with their SFEN letters.
TEST(ChuTools, ReplayShowsTheStartPositionLetters) {
  auto r = run_kifukit({"replay", kData + "falcon.yaml", "--ply", "0", "--profile", "chu"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  auto start = run_kifukit({"replay", "-", "--ply", "0"},
                           "format: 1\nvariant: chu\nprofile: chu\nmoves: []\n");
  EXPECT_EQ(start.exit_code, 0) << start.err;
  EXPECT_NE(start.out.find(" a |n L |n F |n C |n S |n G |n E |n K |n G |n S |n C |n F |n L |\n"),
            std::string::npos)
      << start.out;
  EXPECT_NE(start.out.find(" c |n M |n V |n R |n H |n D |n Q |n N |n D |n H |n R |n V |n M |\n"),
            std::string::npos);
  EXPECT_NE(start.out.find(" h |    |    |    |s I |    |    |    |    |s I |    |    |    |\n"),
            std::string::npos);
  EXPECT_NE(start.out.find(" l |s L |s F |s C |s S |s G |s K |s E |s G |s S |s C |s F |s L |\n"),
            std::string::npos);
}

// counter-strike.yaml: chu allows the rook to take the unprotected lion, lishogi does not.
TEST(ChuTools, DiffShowsWhereChuAndLishogiPart) {
  auto r = run_kifukit({"diff", kData + "counter-strike.yaml", "--profiles", "chu,chu-lishogi"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("chu          legal                                              not ended"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("chu-lishogi  illegal-move at ply 2 ILLEGAL_LION_COUNTER_STRIKE"),
            std::string::npos);
  EXPECT_NE(r.out.find("first divergence at ply 2 (sente 6l6f):\n  chu          next: gote\n"
                       "               k5p5/12/12/12/12/6R5/12/9g2/12/12/12/11K w 6f 3\n"),
            std::string::npos)
      << r.out;
  // "all" means the profiles of the record's variant.
  auto all = run_kifukit({"diff", kData + "counter-strike.yaml", "--profiles", "all"});
  EXPECT_EQ(all.exit_code, 0) << all.err;
  EXPECT_EQ(all.out, r.out);
}

// YAML -> XML -> JSON -> YAML gives the record back byte for byte, lion-capture field included.
TEST(ChuTools, ConvertRoundTripsThroughXmlAndJson) {
  ScratchDir dir("chu-convert");
  const std::string yaml =
      "format: 1\nvariant: chu\nprofile: chu-lishogi\n"
      "start: k11/12/12/12/6p5/6n5/12/9g2/12/12/12/6R4K b 3h 1\nmoves:\n"
      "  - {seat: south, move: 1l1k}\n  - {seat: north, move: 6f7g6f}\n"
      "  - {seat: south, move: 6l6h}\n";
  write_file(dir.path() / "a.yaml", yaml);
  auto to_xml = run_kifukit({"convert", dir.path() / "a.yaml", "-o", dir.path() / "b.xml"});
  ASSERT_EQ(to_xml.exit_code, 0) << to_xml.err;
  EXPECT_NE(read_file(dir.path() / "b.xml").find("<entry seat=\"north\" move=\"6f7g6f\" />"),
            std::string::npos);
  auto to_json = run_kifukit({"convert", dir.path() / "b.xml", "-o", dir.path() / "c.json"});
  ASSERT_EQ(to_json.exit_code, 0) << to_json.err;
  EXPECT_NE(read_file(dir.path() / "c.json").find("\"variant\": \"chu\""), std::string::npos);
  auto back = run_kifukit({"convert", dir.path() / "c.json", "-o", dir.path() / "d.yaml"});
  ASSERT_EQ(back.exit_code, 0) << back.err;
  EXPECT_EQ(read_file(dir.path() / "d.yaml"), yaml);
  // The record is legal under its profile: the north lion's jitto, then a quiet rook move.
  EXPECT_EQ(run_kifukit({"validate", dir.path() / "d.yaml"}).exit_code, 0);
}

TEST(ChuTools, GenerateWritesChuGamesThatValidate) {
  auto r = run_kifukit({"generate", "--profile", "chu", "--seed", "6"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, 51), "format: 1\nvariant: chu\nprofile: chu\nevent: kifukit ");
  // corpus case chu/game-chu-seed-6 holds the same 41 plies.
  auto v = validate(r.out);
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
  // Sente's 41st move takes gote's last royal (issue 28: the players' words).
  EXPECT_EQ(v.out, "bad.yaml: legal, 41 plies replayed, sente wins: royal captured\n");
  auto lishogi = run_kifukit({"generate", "--profile", "chu-lishogi", "--seed", "14"});
  ASSERT_EQ(lishogi.exit_code, 0) << lishogi.err;
  EXPECT_EQ(validate(lishogi.out).exit_code, 0);
}

// --- Bad chu input: every one a located error with its code, never a crash. ---------------

// The lion on 6h names 6f as its middle square: two king steps away, it cannot reach it.
TEST(ChuBadInput, LionThroughASquareItCannotReach) {
  auto r = validate(one_move_record(kLoneLion, "6h6f5e"));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.substr(0, 36), "bad.yaml:6:25: error: ply 1 (sente):");
  EXPECT_NE(r.out.find("[ILLEGAL_PIECE_MOVEMENT]"), std::string::npos) << r.out;
}

// Three steps: USI names at most a middle square and a destination.
TEST(ChuBadInput, ThreeStepMoveIsNoMove) {
  auto r = validate(one_move_record(kLoneLion, "6h6g6f6e"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out,
            "bad.yaml:6:32: error: bad move '6h6g6f6e': unexpected text after the move (only '+' "
            "may follow) [FORMAT_BAD_MOVE]\nbad.yaml: malformed\n");
}

// Rank m does not exist on a 12x12 board, in a move or in the SFEN.
TEST(ChuBadInput, ThirteenthRank) {
  auto move = validate(one_move_record(kLoneLion, "6m6l"));
  EXPECT_EQ(move.exit_code, 2);
  EXPECT_NE(move.out.find("bad.yaml:6:26: error: bad move '6m6l'"), std::string::npos) << move.out;
  EXPECT_NE(move.out.find("[FORMAT_BAD_SQUARE]"), std::string::npos);
  // The SFEN's 13th rank starts at column 46 (the string starts at column 9, 12 ranks take 37).
  auto sfen = validate(one_move_record("k11/12/12/12/12/12/12/12/12/12/12/11K/12 b - 1", "1l1k"));
  EXPECT_EQ(sfen.exit_code, 2);
  EXPECT_EQ(sfen.out.substr(0, sfen.out.find('\n')),
            "bad.yaml:4:46: error: bad start position: a chu board has 12 ranks; a rank 13 begins "
            "here [FORMAT_BAD_POSITION]");
}

// Letters of other variants: standard shogi's promoted knight +N (chu's N, the lion, has no
// promoted form), a letter of no chu kind, and a standard-shogi drop.
TEST(ChuBadInput, PieceLetterOfAnotherVariant) {
  auto plus_n = validate(one_move_record("k11/12/12/12/12/+N11/12/12/12/12/12/11K b - 1", "1l1k"));
  EXPECT_EQ(plus_n.exit_code, 2);
  EXPECT_EQ(plus_n.out.substr(0, plus_n.out.find('\n')),
            "bad.yaml:4:25: error: bad start position: '+N' is no piece of chu: lion has no "
            "promoted form [FORMAT_BAD_POSITION]");
  auto z = validate(one_move_record("k11/12/12/12/12/6Z5/12/12/12/12/12/11K b - 1", "1l1k"));
  EXPECT_EQ(z.exit_code, 2);
  EXPECT_NE(z.out.find("bad.yaml:4:26: error: bad start position: expected a piece letter (L F C S "
                       "G K E A B T X O M V R H D Q N P I, lowercase for gote)"),
            std::string::npos)
      << z.out;
  auto drop = validate(one_move_record(kLoneLion, "P*5e"));
  EXPECT_EQ(drop.exit_code, 2);
  EXPECT_NE(drop.out.find("bad.yaml:6:26: error: bad move 'P*5e'"), std::string::npos) << drop.out;
  EXPECT_NE(drop.out.find("[FORMAT_BAD_MOVE]"), std::string::npos);
}

// SFEN's third field is '-' or the square of the last lion capture, holding the capturing piece
// of the side that just moved. Column 49: the field after the 12 ranks, " b ".
TEST(ChuBadInput, BadThirdSfenField) {
  const std::string board = "k11/12/12/12/12/12/12/12/12/12/12/11K";
  for (const char* field : {"P", "13a", "5h5g"}) {
    auto r = validate(one_move_record(board + " b " + field + " 1", "1l1k"));
    EXPECT_EQ(r.exit_code, 2) << field;
    EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
              "bad.yaml:4:49: error: bad start position: expected '-' or the square of the last "
              "lion capture, like 7h [FORMAT_BAD_POSITION]")
        << field;
  }
  // 6f is a square, but empty; 1l holds south's king, and south is to move (north moved last).
  for (const char* field : {"6f", "1l"}) {
    auto r = validate(one_move_record(board + " b " + field + " 1", "1l1k"));
    EXPECT_EQ(r.exit_code, 2) << field;
    EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
              "bad.yaml:4:49: error: bad start position: the last lion capture square must hold "
              "the capturing piece of the side that just moved [FORMAT_BAD_POSITION]")
        << field;
  }
  // perft takes the same SFEN: exit 2 with the column in the string.
  auto perft =
      run_kifukit({"perft", "--variant", "chu", "--sfen", board + " b 13a 1", "--depth", "1"});
  EXPECT_EQ(perft.exit_code, 2);
  EXPECT_NE(perft.err.find("lion capture"), std::string::npos) << perft.err;
}

}  // namespace
}  // namespace kifukit::testing
