// tonykoval/yonin-shogi logs: the square and seat mapping (worked out from ShogiEngine.scala's
// KING_POS and SETUP, docs/formats/tonykoval.md), room states, the writer, and bad logs.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "converters/record_syntax.hpp"
#include "converters/tonykoval.hpp"
#include "formats/record_io.hpp"
#include "tests/converters_test_util.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

// The pawn two squares in front of each king, one step forward, seat by seat: south's (6,4) is
// 5g, west's (4,2) is 7e (col 2 = the third file from the West edge, file 7), north's (2,4) is
// 5c, east's (4,6) is 3e; each seat's forward direction turns clockwise.
const char* const kFourPawns = R"([
  {"type": "move", "player": 0, "from": [6, 4], "to": [5, 4], "promote": false},
  {"type": "move", "player": 1, "from": [4, 2], "to": [4, 3], "promote": false},
  {"type": "move", "player": 2, "from": [2, 4], "to": [3, 4], "promote": false},
  {"type": "move", "player": 3, "from": [4, 6], "to": [4, 5], "promote": false}
]
)";

TEST(ConvertersTonykoval, MoveListSeatsAndSquares) {
  Record r = read_clean(kFourPawns, RecordFormat::Tonykoval);
  EXPECT_EQ(r.variant, "yonin");
  EXPECT_EQ(r.profile, "tonykoval");
  EXPECT_FALSE(r.start.has_value());
  EXPECT_EQ(moves_of(r.entries), "5g5f 7e6e 5c5d 3e4e");
  ASSERT_EQ(r.entries.size(), 4u);
  const Seat seats[] = {Seat::South, Seat::West, Seat::North, Seat::East};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(r.entries[i].seat, seats[i]);
    EXPECT_EQ(r.entries[i].move_loc.line, i + 2);
    EXPECT_EQ(r.entries[i].move_loc.column, 3);
  }
  WriteResult w = write_record_as(r, RecordFormat::Tonykoval);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_EQ(w.text.value_or(""), kFourPawns);
}

TEST(ConvertersTonykoval, DropsPromotionAndCorners) {
  // pieceType 0..3 = pawn silver gold rook; [0,0] is the north-west corner 9a, [8,8] 1i;
  // promote true is `+`, an absent promote is false.
  Record r = read_clean(R"([{"type": "drop", "player": 0, "pieceType": 0, "to": [0, 0]},
    {"type": "drop", "player": 1, "pieceType": 1, "to": [8, 8]},
    {"type": "drop", "player": 2, "pieceType": 2, "to": [0, 8]},
    {"type": "drop", "player": 3, "pieceType": 3, "to": [8, 0]},
    {"type": "move", "player": 0, "from": [2, 0], "to": [1, 0], "promote": true},
    {"type": "move", "player": 1, "from": [3, 7], "to": [3, 8]}])",
                        RecordFormat::Tonykoval);
  EXPECT_EQ(moves_of(r.entries), "P*9a S*1i G*1a R*9i 9c9b+ 2d1d");
}

const char* const kRoom = R"tk({
  "roomId": "k7",
  "status": "finished",
  "currentPlayer": 2,
  "mode": "scatter",
  "players": [
    {"id": 0, "name": "Ann", "connected": true, "alive": false, "isBot": false, "botLevel": "", "hand": {"0": 0, "1": 0, "2": 0, "3": 0}},
    {"id": 1, "name": "", "connected": false, "alive": false, "isBot": false, "botLevel": "", "hand": {"0": 0, "1": 0, "2": 0, "3": 0}},
    {"id": 2, "name": "Bot (Hard)", "connected": true, "alive": true, "isBot": true, "botLevel": "hard", "hand": {"0": 2, "1": 0, "2": 1, "3": 0}},
    {"id": 3, "name": "Cy", "connected": true, "alive": false, "isBot": false, "botLevel": "", "hand": {"0": 0, "1": 0, "2": 0, "3": 0}}
  ],
  "moves": [
    {"type": "move", "player": 0, "from": [6, 4], "to": [5, 4], "promote": false},
    {"type": "move", "player": 2, "from": [2, 4], "to": [3, 4], "promote": false, "bot": "hard"}
  ],
  "winner": 2
}
)tk";

// West never joined: its pieces are neutral with west's facing (`x...>w`), its king dead, and it
// is out before the first move with nobody credited (`w` in the eliminated field).
constexpr const char* kWestOut =
    "2nSnGnKnGnS2/3nPnRnP3/xS>w3nP3eS/xG>wxP>w5ePeG/xK>wxR>wxP>w3ePeReK/xG>wxP>w5ePeG/"
    "xS>w3sP3eS/3sPsRsP3/2sSsGsKsGsS2 s -/-/-/- w 0";

TEST(ConvertersTonykoval, RoomStateFields) {
  Record r = read_clean(kRoom, RecordFormat::Tonykoval);
  EXPECT_EQ(r.start.value_or(""), kWestOut);
  ASSERT_EQ(r.players.size(), 3u);
  EXPECT_EQ(r.players[0].seat, Seat::South);
  EXPECT_EQ(r.players[0].name, "Ann");
  EXPECT_EQ(r.players[1].seat, Seat::North);
  EXPECT_EQ(r.players[1].name, "Bot (Hard)");
  EXPECT_EQ(r.players[2].seat, Seat::East);
  EXPECT_EQ(moves_of(r.entries), "5g5f 5c5d");
  ASSERT_TRUE(r.result.has_value());
  EXPECT_FALSE(r.result->reason_stated);
  ASSERT_EQ(r.result->ranking.size(), 1u);
  EXPECT_EQ(r.result->ranking[0].seat, Seat::North);
  EXPECT_EQ(r.result->ranking[0].place, 1);
  EXPECT_TRUE(r.result->eliminations.empty());
  EXPECT_EQ(r.result->loc.line, 16);
  EXPECT_EQ(r.result->loc.column, 13);
  auto header = [&](const std::string& key) {
    for (const HeaderField& h : r.headers)
      if (h.key == key) return h.value;
    return std::string("(absent)");
  };
  EXPECT_EQ(header("roomId"), "k7");
  EXPECT_EQ(header("status"), "finished");
  EXPECT_EQ(header("currentPlayer"), "2");
  EXPECT_EQ(header("mode"), "scatter");
  EXPECT_EQ(header("players[2].hand"), "2 0 1 0");
  EXPECT_EQ(header("players[2].botLevel"), "hard");
  EXPECT_EQ(header("players[0].alive"), "false");
  EXPECT_EQ(header("bot[2]"), "hard");
  EXPECT_EQ(header("bot[0]"), "(absent)");
  EXPECT_EQ(r.headers.size(), 4u + 4u * 4u + 1u);
}

TEST(ConvertersTonykoval, RoomStateThroughYamlIsIdentical) {
  Record r = read_clean(kRoom, RecordFormat::Tonykoval);
  WriteResult yaml = write_record_as(r, RecordFormat::Yaml);
  ASSERT_TRUE(yaml.text.has_value());
  EXPECT_NE(yaml.text->find("  - {key: mode, value: scatter}\n"), std::string::npos) << *yaml.text;
  ReadResult back = read_record(*yaml.text, Syntax::Yaml, "y");
  ASSERT_TRUE(back.record.has_value());
  EXPECT_EQ(*back.record, r);
  WriteResult again = write_record_as(*back.record, RecordFormat::Tonykoval);
  EXPECT_TRUE(again.diagnostics.empty()) << render(again.diagnostics.at(0));
  EXPECT_EQ(again.text.value_or(""), kRoom);
  // The move list too.
  Record list = read_clean(kFourPawns, RecordFormat::Tonykoval);
  ReadResult list_back =
      read_record(*write_record_as(list, RecordFormat::Yaml).text, Syntax::Yaml, "y");
  EXPECT_EQ(write_record_as(*list_back.record, RecordFormat::Tonykoval).text.value_or(""),
            kFourPawns);
}

TEST(ConvertersTonykoval, ModeOptions) {
  Record r;
  EXPECT_TRUE(tonykoval_mode_options(r).empty());
  r.headers.push_back({"mode", "inherit", {}});
  EXPECT_TRUE(tonykoval_mode_options(r).empty());
  r.headers[0].value = "hand";
  EXPECT_EQ(tonykoval_mode_options(r), (std::vector<std::string>{"dead_board=to-credited-hand"}));
  r.headers[0].value = "scatter";
  EXPECT_EQ(tonykoval_mode_options(r),
            (std::vector<std::string>{"dead_board=neutral", "dead_hand=frozen"}));
}

TEST(ConvertersTonykoval, FormatByNameExtensionAndContent) {
  EXPECT_EQ(format_from_name("tonykoval"), RecordFormat::Tonykoval);
  EXPECT_EQ(format_from_extension("logs/g1.tk.json"), RecordFormat::Tonykoval);
  EXPECT_EQ(format_from_extension("logs/g1.json"), RecordFormat::Json);
  EXPECT_EQ(format_extension(RecordFormat::Tonykoval), ".tk.json");
  EXPECT_EQ(sniff_format(kFourPawns), RecordFormat::Tonykoval);
  EXPECT_EQ(sniff_format(kRoom), RecordFormat::Tonykoval);
  EXPECT_EQ(sniff_format("{\"players\": [{\"connected\": true}], \"moves\": []}"),
            RecordFormat::Tonykoval);
  EXPECT_EQ(sniff_format("{\"format\": 1, \"variant\": \"yonin\"}"), RecordFormat::Json);
}

struct BadLog {
  const char* what;
  const char* text;
  FormatCode code;
  int line, column;
};

// Line 2 of each log starts `  {"type": "move", "player": ` (29 characters): the player's value
// is at column 30, `from`'s row at 42 and col at 45, `to`'s row at 56 and col at 59.
const BadLog kBadLogs[] = {
    {"player index 4",
     "[\n  {\"type\": \"move\", \"player\": 4, \"from\": [6, 4], \"to\": [5, 4]}\n]",
     FormatCode::FORMAT_BAD_SEAT, 2, 30},
    {"a square off the board (col 9)",
     "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 9], \"to\": [5, 4]}\n]",
     FormatCode::FORMAT_BAD_SQUARE, 2, 45},
    {"a square off the board (row -1)",
     "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [-1, 4]}\n]",
     FormatCode::FORMAT_BAD_SQUARE, 2, 56},
    // `  {"type": "drop", "player": 0, "pieceType": ` is 45 characters.
    {"a piece type the variant lacks (4, the king)",
     "[\n  {\"type\": \"drop\", \"player\": 0, \"pieceType\": 4, \"to\": [4, 4]}\n]",
     FormatCode::FORMAT_BAD_VALUE, 2, 46},
    {"a player as a string",
     "[\n  {\"type\": \"move\", \"player\": \"0\", \"from\": [6, 4], \"to\": [5, 4]}\n]",
     FormatCode::FORMAT_TYPE, 2, 30},
    {"a square as a number",
     "[\n  {\"type\": \"move\", \"player\": 0, \"from\": 64, \"to\": [5, 4]}\n]",
     FormatCode::FORMAT_TYPE, 2, 41},
    {"a fractional col",
     "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4.0]}\n]",
     FormatCode::FORMAT_TYPE, 2, 59},
    {"promote as a number",
     "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4], \"promote\": "
     "1}\n]",
     FormatCode::FORMAT_TYPE, 2, 74},
    {"a missing from", "[\n  {\"type\": \"move\", \"player\": 0, \"to\": [5, 4]}\n]",
     FormatCode::FORMAT_MISSING_KEY, 2, 3},
    {"a missing type", "[\n  {\"player\": 0, \"to\": [5, 4]}\n]", FormatCode::FORMAT_MISSING_KEY, 2,
     3},
    {"an unknown type",
     "[\n  {\"type\": \"jump\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4]}\n]",
     FormatCode::FORMAT_BAD_VALUE, 2, 12},
    {"a key twice",
     "[\n  {\"type\": \"move\", \"player\": 0, \"player\": 1, \"from\": [6, 4], \"to\": [5, 4]}\n]",
     FormatCode::FORMAT_DUPLICATE_KEY, 2, 33},
    {"from and to the same square",
     "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [6, 4]}\n]",
     FormatCode::FORMAT_BAD_MOVE, 2, 55},
    // The text ends after the `4` of column 59: the error is just past it.
    {"a control character in a string",
     "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4], \"bot\": "
     "\"\\u0001\"}\n]",
     FormatCode::FORMAT_ENCODING, 2, 70},
    {"a truncated file", "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4",
     FormatCode::FORMAT_SYNTAX, 2, 60},
    {"neither a list nor an object", "3\n", FormatCode::FORMAT_TYPE, 1, 1},
    {"a move that is not an object", "[\n  [6, 4]\n]", FormatCode::FORMAT_TYPE, 2, 3},
    {"a room without players", "{\"moves\": []}", FormatCode::FORMAT_MISSING_KEY, 1, 1},
    {"a room with three players", "{\"players\": [{}, {}, {}], \"moves\": []}",
     FormatCode::FORMAT_TYPE, 1, 13},
    {"a player id out of place",
     "{\"players\": [{\"id\": 1, \"connected\": true}, {\"connected\": true}, {\"connected\": "
     "true},"
     " {\"connected\": true}], \"moves\": []}",
     FormatCode::FORMAT_BAD_VALUE, 1, 21},
    {"one seat connected",
     "{\"players\": [{\"connected\": true}, {\"connected\": false}, {\"connected\": false},"
     " {\"connected\": false}], \"moves\": []}",
     FormatCode::FORMAT_BAD_VALUE, 1, 13},
    {"an unknown mode", "{\"mode\": \"capture\", \"players\": [], \"moves\": []}",
     FormatCode::FORMAT_BAD_VALUE, 1, 10},
    {"a winner 4",
     "{\"players\": [{\"connected\": true}, {\"connected\": true}, {\"connected\": true},"
     " {\"connected\": true}], \"moves\": [], \"winner\": 4}",
     FormatCode::FORMAT_BAD_SEAT, 1, 122},
    {"a bot level on some of a seat's moves only",
     "[{\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4], \"bot\": \"easy\"},\n"
     " {\"type\": \"move\", \"player\": 0, \"from\": [5, 4], \"to\": [4, 4]}]",
     FormatCode::FORMAT_BAD_VALUE, 2, 2},
};

TEST(ConvertersTonykoval, BadLogsAreLocatedErrors) {
  for (const BadLog& b : kBadLogs) {
    SCOPED_TRACE(b.what);
    expect_error(read_as(b.text, RecordFormat::Tonykoval), b.code, b.line, b.column);
  }
}

// Issue 25: what a game does not need is no error. A key kifukit does not read (a misspelling,
// or a field of another server version) is left out with a warning at the key; a player without
// `connected` is in the game. (These two logs were refused before: FORMAT_UNKNOWN_KEY and
// FORMAT_MISSING_KEY errors.)
TEST(ConvertersTonykoval, UnknownKeysAreWarningsAndConnectedIsOptional) {
  ReadResult misspelt = read_as(
      "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4], \"promot\": "
      "true}\n]",
      RecordFormat::Tonykoval);
  ASSERT_TRUE(misspelt.record);
  ASSERT_EQ(misspelt.record->entries.size(), 1u);
  EXPECT_EQ(misspelt.record->entries[0].move, "5g5f");  // promote absent: false
  ASSERT_EQ(misspelt.diagnostics.size(), 1u);
  const Diagnostic& w = misspelt.diagnostics[0];
  EXPECT_EQ(w.severity, Severity::Warning);
  EXPECT_EQ(w.code, FormatCode::FORMAT_UNKNOWN_KEY);
  EXPECT_EQ(w.line, 2);
  EXPECT_EQ(w.column, 63);  // the key's opening quote
  EXPECT_EQ(w.message,
            "the key 'promot' in a move is left out: kifukit does not read it; did you mean "
            "'promote'? (keys: type, player, from, to, promote, bot)");

  // A room of a later version: `spectators` in the room, `rating` in a player, no `connected`
  // anywhere. Line 2 is `"players": [` ... each player on its own line.
  ReadResult room = read_as(
      "{\"roomId\": \"r1\", \"spectators\": 3,\n"
      " \"players\": [{\"id\": 0, \"name\": \"Ann\", \"rating\": 1500},\n"
      "  {\"id\": 1}, {\"id\": 2}, {\"id\": 3}],\n"
      " \"moves\": [{\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4]}]}",
      RecordFormat::Tonykoval);
  ASSERT_TRUE(room.record) << (room.diagnostics.empty() ? "" : room.diagnostics[0].message);
  EXPECT_FALSE(room.record->start);  // every seat in the game: the standard four-player start
  ASSERT_EQ(room.record->players.size(), 1u);
  EXPECT_EQ(room.record->players[0].name, "Ann");
  ASSERT_EQ(room.record->entries.size(), 1u);
  ASSERT_EQ(room.diagnostics.size(), 2u);
  EXPECT_EQ(room.diagnostics[0].code, FormatCode::FORMAT_UNKNOWN_KEY);
  EXPECT_EQ(room.diagnostics[0].severity, Severity::Warning);
  EXPECT_EQ(room.diagnostics[0].line, 1);
  EXPECT_EQ(room.diagnostics[0].column, 18);  // `"spectators"`
  EXPECT_EQ(room.diagnostics[0].message,
            "the key 'spectators' in a room state is left out: kifukit does not read it (keys: "
            "roomId, status, currentPlayer, mode, players, moves, winner)");
  EXPECT_EQ(room.diagnostics[1].line, 2);
  EXPECT_EQ(room.diagnostics[1].column, 39);  // `"rating"`
  EXPECT_EQ(room.diagnostics[1].message,
            "the key 'rating' in players[0] is left out: kifukit does not read it (keys: id, "
            "name, connected, alive, isBot, botLevel, hand)");
}

// Only `"connected": false` leaves a seat out: the others, without the key, are in the game.
// The start is docs/formats/tonykoval.md's worked room where west never joined.
TEST(ConvertersTonykoval, OnlyConnectedFalseLeavesASeatOut) {
  ReadResult room = read_as(
      "{\"players\": [{\"id\": 0}, {\"id\": 1, \"connected\": false}, {\"id\": 2}, {\"id\": 3}],"
      " \"moves\": []}",
      RecordFormat::Tonykoval);
  ASSERT_TRUE(room.record);
  EXPECT_TRUE(room.diagnostics.empty());
  EXPECT_EQ(room.record->start,
            "2nSnGnKnGnS2/3nPnRnP3/xS>w3nP3eS/xG>wxP>w5ePeG/xK>wxR>wxP>w3ePeReK/xG>wxP>w5ePeG/"
            "xS>w3sP3eS/3sPsRsP3/2sSsGsKsGsS2 s -/-/-/- w 0");
}

TEST(ConvertersTonykoval, WriterReportsWhatTheFormatCannotHold) {
  ReadResult yaml = read_record(R"(format: 1
variant: yonin
event: Club night
moves:
  - {seat: south, move: 5g5f, comment: opening}
  - {seat: west, event: resign}
)",
                                Syntax::Yaml, "y");
  ASSERT_TRUE(yaml.record.has_value());
  WriteResult w = write_record_as(*yaml.record, RecordFormat::Tonykoval);
  ASSERT_TRUE(w.text.has_value());
  EXPECT_EQ(*w.text,
            "[\n  {\"type\": \"move\", \"player\": 0, \"from\": [6, 4], \"to\": [5, 4], "
            "\"promote\": false}\n]\n");
  ASSERT_EQ(w.diagnostics.size(), 4u);
  for (const Diagnostic& d : w.diagnostics) EXPECT_EQ(d.code, FormatCode::FORMAT_LOSSY);
  // No profile named: the log reads back with profile tonykoval (issue 26).
  EXPECT_EQ(w.diagnostics[0].message,
            "tonykoval cannot hold the profile '(the variant's default)' (its logs are read with "
            "profile tonykoval); it is left out");
  EXPECT_EQ(w.diagnostics[1].line, 3);  // the event
  EXPECT_EQ(w.diagnostics[2].line, 5);  // the comment
  EXPECT_EQ(w.diagnostics[3].line, 6);  // the resignation
  EXPECT_EQ(w.diagnostics[3].message, "tonykoval cannot hold the event 'resign'; it is left out");

  // A start position other than the start with some seats out is an error.
  Record odd = *yaml.record;
  odd.start = "4nK4/9/9/9/9/9/9/9/4sK4 s -/-/-/- w,e 0";
  WriteResult e = write_record_as(odd, RecordFormat::Tonykoval);
  EXPECT_FALSE(e.text.has_value());
  EXPECT_EQ(e.diagnostics.back().code, FormatCode::FORMAT_BAD_POSITION);
  Record standard;
  standard.variant = "standard";
  EXPECT_EQ(write_record_as(standard, RecordFormat::Tonykoval).diagnostics.back().code,
            FormatCode::FORMAT_BAD_VALUE);
}

// Through the command: a bad log is exit 2 with file:line:col; the mapping's rule findings
// (a move for the wrong seat, for a seat that is out) exit 1 at the move.
TEST(ConvertersTonykoval, Cli) {
  const std::string data = (source_dir() / "tests" / "data" / "tonykoval").string();
  CommandResult wrong = run_kifukit({"validate", data + "/wrong-seat.tk.json"});
  EXPECT_EQ(wrong.exit_code, 1) << wrong.out << wrong.err;
  EXPECT_NE(wrong.out.find("wrong-seat.tk.json:3:3: error: ply 2 (north): 5c5d: it is west's "
                           "turn, not north's [ILLEGAL_NOT_YOUR_TURN]"),
            std::string::npos)
      << wrong.out;
  CommandResult out = run_kifukit({"validate", data + "/seat-out.tk.json"});
  EXPECT_EQ(out.exit_code, 1) << out.out << out.err;
  EXPECT_NE(out.out.find("seat-out.tk.json:10:5: error: ply 2 (west): 7e6e: it is north's turn, "
                         "not west's [ILLEGAL_NOT_YOUR_TURN]"),
            std::string::npos)
      << out.out;
  CommandResult bad = run_kifukit(
      {"convert", "-", "--from", "tonykoval", "-o", "-", "--to", "yaml"},
      "[\n  {\"type\": \"move\", \"player\": 4, \"from\": [6, 4], \"to\": [5, 4]}\n]\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.err,
            "<stdin>:2:30: error: player 4 is no seat: 0 south, 1 west, 2 north, 3 east "
            "[FORMAT_BAD_SEAT]\n");
  CommandResult to = run_kifukit({"convert", data + "/room-west-out.tk.json", "-o", "-"});
  EXPECT_EQ(to.exit_code, 3);  // "-" has no extension: --to is needed
  CommandResult round =
      run_kifukit({"convert", data + "/room-west-out.tk.json", "-o", "-", "--to", "tonykoval"});
  EXPECT_EQ(round.exit_code, 0) << round.err;
  EXPECT_EQ(round.out, slurp(data + "/room-west-out.tk.json"));

  // A directory: `x.tk.json` becomes `x.yaml` and back (both parts of the extension go).
  const auto dir = std::filesystem::temp_directory_path() /
                   ("kifukit_tonykoval_test_" + std::to_string(::getpid()));  // one per process
  std::filesystem::create_directories(dir / "in");
  spit(dir / "in" / "g.tk.json", slurp(data + "/room-west-out.tk.json"));
  EXPECT_EQ(
      run_kifukit({"convert", (dir / "in").string(), "-o", (dir / "yaml").string(), "--to", "yaml"})
          .exit_code,
      0);
  EXPECT_TRUE(std::filesystem::exists(dir / "yaml" / "g.yaml"));
  EXPECT_EQ(run_kifukit({"convert", (dir / "yaml").string(), "-o", (dir / "back").string(), "--to",
                         "tonykoval"})
                .exit_code,
            0);
  EXPECT_EQ(slurp(dir / "back" / "g.tk.json"), slurp(data + "/room-west-out.tk.json"));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace kifukit::testing
