// Issue 14's "26-log experiment" on logs the project makes itself: seeded random games played by
// kifukit under profile tonykoval (in each of its three modes), written as tonykoval room states,
// read back and judged by tonykoval's own rules; and a log whose game hits a rule difference,
// where `kifukit diff --profiles tonykoval,page-standard` must show the first divergence at the
// ply worked out by hand.
#include <gtest/gtest.h>

#include "converters/tonykoval.hpp"
#include "rules/data/profile_registry.hpp"
#include "tests/converters_test_util.hpp"
#include "tests/run_command.hpp"
#include "validator/generate.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

constexpr int kLogs = 26;
// Long enough for some games to end (random play in four-player shogi mates a seat every few
// hundred plies), short enough for the test to stay near a second.
constexpr int kMaxPlies = 300;
constexpr const char* kModes[] = {"inherit", "hand", "scatter"};

Profile tonykoval_profile(const Record& record) {
  ProfileResult p = select_profile("tonykoval", "", tonykoval_mode_options(record));
  EXPECT_TRUE(p.ok());
  return p.ok() ? p.resolved->profile : Profile{};
}

std::string seats_of(const std::vector<Entry>& entries) {
  std::string out;
  for (const Entry& e : entries) out += static_cast<char>("swne"[index(e.seat)]);
  return out;
}

TEST(TonykovalLogs, TwentySixSeededLogsValidateCleanUnderTheirOwnRules) {
  int ended = 0;
  for (int seed = 1; seed <= kLogs; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Record game;
    game.headers.push_back({"mode", kModes[seed % 3], {}});
    GenerateOptions options;
    options.seed = static_cast<std::uint64_t>(seed);
    options.max_plies = kMaxPlies;
    Record played = generate_game(tonykoval_profile(game), options);
    game.entries = played.entries;
    game.result = played.result;

    WriteResult written = write_tonykoval(game);
    ASSERT_TRUE(written.text.has_value());
    for (const Diagnostic& d : written.diagnostics)  // only the places and eliminations are lost
      EXPECT_EQ(d.code, FormatCode::FORMAT_LOSSY) << render(d);
    ReadResult log = read_tonykoval(*written.text, "log");
    ASSERT_TRUE(log.record.has_value());
    EXPECT_TRUE(log.diagnostics.empty());
    EXPECT_EQ(moves_of(log.record->entries), moves_of(played.entries));
    EXPECT_EQ(seats_of(log.record->entries), seats_of(played.entries));
    EXPECT_EQ(log.record->result.has_value(), played.result.has_value());

    Validation v = validate_record(*log.record, tonykoval_profile(*log.record));
    EXPECT_EQ(v.outcome, Outcome::Legal);
    EXPECT_TRUE(v.clean()) << (v.findings.empty() ? "" : v.findings[0].message);
    EXPECT_EQ(v.plies, static_cast<int>(played.entries.size()));
    if (log.record->result) ++ended;
  }
  // Some games end, so the claimed winner is judged too (each ended log claims one).
  EXPECT_GT(ended, 0);
}

// A room where west never joined (its king is dead from the start, docs/formats/tonykoval.md).
// South clears a file next to the dead king and drops a pawn in front of it:
//   1 south 6h6g, 4 south 5h9h (the rook along rank h), 7 9h9g takes west's neutral silver,
//   10 9g9f its gold, 13 9f8f its pawn, 16 P*9f: the pawn faces 9e, the dead king.
// North (silver 3a3b 3b2a 2a3b ...) and east (silver 1c2c 2c1b 1b2c ...) shuffle; no move gives
// check, so the turns go south, north, east. page-standard forbids a pawn drop in front of a dead
// king (ILLEGAL_DROP_BEFORE_DEAD_KING, docs/rules.md §3.5); tonykoval's droppableSquares has no
// such rule. Plies 1-15 are alike under both: the first divergence is ply 16.
TEST(TonykovalLogs, DiffShowsThePawnDropBeforeADeadKingAtPly16) {
  const std::string log = (source_dir() / "tests/data/tonykoval/dead-king-pawn.tk.json").string();
  CommandResult own = run_kifukit({"validate", log});
  EXPECT_EQ(own.exit_code, 0) << own.out << own.err;
  EXPECT_NE(own.out.find("legal, 16 plies replayed, game not ended"), std::string::npos) << own.out;

  CommandResult standard = run_kifukit({"validate", "--profile", "page-standard", log});
  EXPECT_EQ(standard.exit_code, 1);
  EXPECT_NE(standard.out.find("dead-king-pawn.tk.json:25:5: error: ply 16 (south): P*9f: a pawn "
                              "may not be dropped directly in front of a dead king"),
            std::string::npos)
      << standard.out;
  EXPECT_NE(standard.out.find("[ILLEGAL_DROP_BEFORE_DEAD_KING]"), std::string::npos);

  CommandResult diff = run_kifukit({"diff", log, "--profiles", "tonykoval,page-standard"});
  EXPECT_EQ(diff.exit_code, 0) << diff.err;  // one profile (tonykoval) judges it clean
  EXPECT_NE(diff.out.find("first divergence at ply 16 (south P*9f):"), std::string::npos)
      << diff.out;
  EXPECT_NE(diff.out.find("page-standard  illegal-move at ply 16 ILLEGAL_DROP_BEFORE_DEAD_KING"),
            std::string::npos)
      << diff.out;
}

std::string data(const std::string& name) {
  return (source_dir() / "tests/data/tonykoval" / name).string();
}

// seed11-scatter.tk.json is the log of seed 11 above (mode scatter), kept so that its numbers
// stay fixed. After ply 224 rank c reads `nSxP>exK>w1nP1s+P2`: west's dead king is on 7c, and
// north's pawn dropped on 7b faces it (north advances towards rank i). page-standard refuses the
// drop, tonykoval plays on and south wins.
TEST(TonykovalLogs, GeneratedLogDivergesAtItsPawnDropBeforeADeadKing) {
  CommandResult diff = run_kifukit(
      {"diff", data("seed11-scatter.tk.json"), "--profiles", "tonykoval,page-standard"});
  EXPECT_EQ(diff.exit_code, 0) << diff.err;
  EXPECT_NE(diff.out.find("last-survivor  1 south, 2 north, 3 east, 4 west"), std::string::npos)
      << diff.out;
  EXPECT_NE(diff.out.find("page-standard  illegal-move at ply 224 ILLEGAL_DROP_BEFORE_DEAD_KING"),
            std::string::npos)
      << diff.out;
  EXPECT_NE(diff.out.find("first divergence at ply 224 (north P*7b):"), std::string::npos);
  EXPECT_NE(diff.out.find("/nSxP>exK>w1nP1s+P2/"), std::string::npos);
  CommandResult standard =
      run_kifukit({"validate", "--profile", "page-standard", data("seed11-scatter.tk.json")});
  EXPECT_NE(standard.out.find("seed11-scatter.tk.json:233:5: error: ply 224 (north): P*7b:"),
            std::string::npos)
      << standard.out;
}

// seed7-hand.tk.json (seed 7, mode hand): at ply 98 south's G*1c mates east. Before it south holds
// G and east P, and east has on the board G (3c), S (2c, 3d, 3i), R (1e, 3h), P (4f, 4g). In hand
// mode east's pieces go to south's hand: 2R G 3S 3P. By the profile alone (inherit) they stay on
// the board, south's, and south's hand is east's P; so south's S*7c at ply 101 has no silver.
// The mode header is applied under tonykoval whether it is the record's profile or --profile's,
// before --option.
TEST(TonykovalLogs, RoomModeSelectsItsRules) {
  const std::string log = data("seed7-hand.tk.json");
  const std::string legal =
      "legal, 287 plies replayed, ended by last-survivor: 1 south, 2 north, "
      "3 west, 4 east";
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"validate", log},
        std::vector<std::string>{"validate", "--profile", "tonykoval", log}}) {
    CommandResult r = run_kifukit(args);
    EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
    EXPECT_NE(r.out.find(legal), std::string::npos) << r.out;
  }
  CommandResult hand = run_kifukit({"replay", log, "--ply", "98"});
  EXPECT_NE(hand.out.find("hands:  south 2RG3S3P  west -  north -  east -"), std::string::npos)
      << hand.out;
  CommandResult inherit =
      run_kifukit({"replay", log, "--ply", "98", "--option", "dead_board=inherit"});
  EXPECT_NE(inherit.out.find("hands:  south P  west -  north -  east -"), std::string::npos)
      << inherit.out;
  CommandResult wrong =
      run_kifukit({"validate", "--profile", "tonykoval", "--option", "dead_board=inherit", log});
  EXPECT_EQ(wrong.exit_code, 1);
  EXPECT_NE(wrong.out.find("seed7-hand.tk.json:110:5: error: ply 101 (south): S*7c: the mover "
                           "holds no such piece"),
            std::string::npos)
      << wrong.out;
  EXPECT_NE(wrong.out.find("[ILLEGAL_NOT_IN_HAND]"), std::string::npos);

  // The room's winner is the claim: north (2) instead of south is a finding at its value
  // (line 298 is `  "winner": 0`, the number at column 13).
  std::string text = slurp(log);
  const std::size_t at = text.find("\"winner\": 0");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 11, "\"winner\": 2");
  CommandResult claim = run_kifukit({"validate", "-"}, text);
  EXPECT_EQ(claim.exit_code, 1);
  EXPECT_NE(
      claim.out.find("<stdin>:298:13: error: north is claimed at place 1, the replay ranks it "
                     "2 [RESULT_RANKING]"),
      std::string::npos)
      << claim.out;
}

}  // namespace
}  // namespace kifukit::testing
