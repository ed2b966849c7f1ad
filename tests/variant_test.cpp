// Variants as data (docs/variants.md): the built-in files, a variant no C++ knows (minishogi),
// chu shogi's pieces, and the reader's diagnostics for bad files.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <tuple>

#include "formats/notation.hpp"
#include "rules/data/variant_reader.hpp"
#include "rules/movegen.hpp"
#include "rules/perft.hpp"
#include "rules/zobrist.hpp"
#include "tests/run_command.hpp"

namespace kifukit {
namespace {

Position parse(const Variant& v, const std::string& text) {
  NotationError e;
  auto pos = parse_position(v, text, e);
  EXPECT_TRUE(pos.has_value()) << text << ": " << e.column << ": " << e.message;
  return pos ? *pos : Position(v);
}

// Chu's pieces may be left attacked and kings captured; the full chu rules are issue 12.
Profile chu_profile() {
  Profile p;
  p.variant = "chu";
  p.king_safety = false;
  p.king_capture = true;
  return p;
}

TEST(Variants, BuiltinsReadAndNameThemselves) {
  EXPECT_EQ(builtin_variant_names(),
            (std::vector<std::string>{"chu", "minishogi", "standard", "yonin"}));
  for (const auto& name : builtin_variant_names()) {
    const Variant* v = find_variant(name);
    ASSERT_NE(v, nullptr) << name;
    EXPECT_EQ(v->name, name);
    EXPECT_EQ(format_position(start_position(*v)), v->start) << name;
  }
  EXPECT_EQ(find_variant("nonesuch"), nullptr);
}

TEST(Variants, NamedKindIdsAreStable) {
  const Variant& chu = *find_variant("chu");
  EXPECT_EQ(chu.kind_named("pawn"), Kind::Pawn);
  EXPECT_EQ(chu.kind_named("king"), Kind::King);
  EXPECT_EQ(chu.kinds.size(), 39u);  // 21 kinds of the start position and 18 promoted forms
  EXPECT_EQ(chu.kind(chu.kind_named("falcon")).sfen, "+H");
  EXPECT_EQ(chu.kind(chu.kind_named("lion")).kanji, "獅子");
  EXPECT_EQ(chu.kind(chu.kind_named("horse")).promotes_to, chu.kind_named("falcon"));
  EXPECT_TRUE(chu.royal(chu.kind_named("prince")));
  EXPECT_FALSE(chu.captures_to_hand);
  EXPECT_FALSE(chu.drops);
}

// Published minishogi perft from the start (e.g. Fairy-Stockfish's variant tests).
TEST(Variants, MinishogiPerft) {
  const Variant& v = *find_variant("minishogi");
  const Position start = parse(v, v.start);
  const Referee referee{Profile{}};
  EXPECT_EQ(perft(start, referee, 1), 14u);
  EXPECT_EQ(perft(start, referee, 2), 181u);
  EXPECT_EQ(perft(start, referee, 3), 2512u);
  EXPECT_EQ(perft(start, referee, 4), 35401u);
  EXPECT_EQ(perft(start, referee, 5), 533203u);
}

int moves_of_lone_piece(const std::string& letter) {
  const Variant& v = *find_variant("chu");
  // 7g on an empty 12x12 board, the kings far away in the corners.
  Position pos = parse(v, "k11/12/12/12/12/12/5" + letter + "6/12/12/12/12/11K b - 1");
  Position scratch = pos;
  int n = 0;
  MoveList moves;
  generate_legal(scratch, Seat::South, chu_profile(), moves);
  for (Move m : moves)
    if (m.from() == make_square(7, 7)) ++n;
  return n;
}

// lishogi's counts: the lion 24 single moves and jumps + 64 two-step moves (returns included).
TEST(Variants, ChuLionFalconEagleOnAnEmptyBoard) {
  EXPECT_EQ(moves_of_lone_piece("N"), 88);
  EXPECT_EQ(moves_of_lone_piece("+H"), 41);
  EXPECT_EQ(moves_of_lone_piece("+D"), 40);
}

TEST(Variants, ChuStartHas36Moves) {
  const Variant& v = *find_variant("chu");
  Position pos = parse(v, v.start);
  EXPECT_EQ(count_legal(pos, Seat::South, chu_profile()), 36);
  EXPECT_EQ(count_legal(pos, Seat::North, chu_profile()), 36);
}

// A small variant to test the reader and the movement kinds no built-in file uses.
const std::string kTiny =
    "name: tiny\n"                                        // 1
    "board: 5\n"                                          // 2
    "seats: [south, north]\n"                             // 3
    "zone: 1\n"                                           // 4
    "captures: out\n"                                     // 5
    "drops: false\n"                                      // 6
    "start: \"4k/5/5/5/LNN2K b - 1\"\n"                   // 7
    "kinds:\n"                                            // 8
    "  king: {letter: K, royal: true, steps: [all]}\n"    // 9
    "  lance: {letter: LN, slides: [{forward: 2}]}\n"     // 10
    "  knight: {letter: N, jumps: [[-1, 2], [1, 2]]}\n";  // 11

std::shared_ptr<const Variant> tiny(const std::string& text = kTiny) {
  VariantResult r = read_variant(text, "tiny.yaml");
  EXPECT_TRUE(r.ok()) << (r.diagnostics.empty() ? "" : render(r.diagnostics.front()));
  return r.variant;
}

TEST(VariantFiles, RangeLimitedSlideAndMultiLetterKinds) {
  auto v = tiny();
  ASSERT_TRUE(v);
  // "LN" is one piece (longest match), the lance two squares forward at most: 5e to 5d, 5c.
  Position pos = parse(*v, v->start);
  EXPECT_EQ(format_position(pos), "4k/5/5/5/LNN2K b - 1");
  MoveList moves;
  generate_legal(pos, Seat::South, Profile{}, moves);
  std::vector<std::string> texts;
  for (Move m : moves) texts.push_back(format_move(*v, m));
  std::sort(texts.begin(), texts.end());
  // King 1e: 1d, 2d, 2e; knight 4e: 3c, 5c; lance 5e: 5d, 5c.
  EXPECT_EQ(texts,
            (std::vector<std::string>{"1e1d", "1e2d", "1e2e", "4e3c", "4e5c", "5e5c", "5e5d"}));
  // A lance three squares from the king does not attack it; two squares away it does.
  const Position far = parse(*v, "5/k4/5/5/LN4 b - 1");
  const Position near = parse(*v, "5/5/k4/5/LN4 b - 1");
  EXPECT_FALSE(far.is_attacked(make_square(5, 2), 1u << index(Seat::South)));
  EXPECT_TRUE(near.is_attacked(make_square(5, 3), 1u << index(Seat::South)));
}

// The check a move gives is measured with the slide's range. From k3n/5/5/5/LN3K, South's lance
// moved 5e-5d stands three squares from the king on 5a: no check, and North has 3 moves (king
// 4a 4b, 5b being attacked; knight 1a-2c). Moved to 5c it checks: the king's 4a 4b only. Told
// that no seat was in check before (the Referee then looks only at what the move changed), the
// after-move test once took the lance's line for a check: North's bit, 2 moves.
TEST(VariantFiles, ARangeLimitedSlideChecksOnlyWithinItsRange) {
  auto v = tiny();
  ASSERT_TRUE(v);
  const Referee referee{Profile{}};
  for (const auto& [move, checks, replies] :
       {std::tuple{"5e5d", 0, 3}, std::tuple{"5e5c", 1 << index(Seat::North), 2}}) {
    Position pos = parse(*v, "k3n/5/5/5/LN3K b - 1");
    NotationError e;
    std::optional<Move> m = parse_move(*v, move, e);
    ASSERT_TRUE(m) << e.message;
    int legal = -1;
    EXPECT_EQ(referee.play(pos, *m, nullptr, 0, &legal), checks) << move;
    EXPECT_EQ(legal, replies) << move;
  }
}

struct BadFile {
  std::string text;
  int line, column;
  std::string code;
};

TEST(VariantFiles, BadFilesGetLocatedErrors) {
  auto replace = [](std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
  };
  const std::vector<BadFile> cases = {
      {kTiny + "colour: red\n", 12, 1, "VARIANT_UNKNOWN_KEY"},
      {replace(kTiny, "board: 5", "board: 13"), 2, 8, "VARIANT_BAD_VALUE"},
      {replace(kTiny, "board: 5", "board: five"), 2, 8, "VARIANT_BAD_VALUE"},
      {replace(kTiny, "[south, north]", "[north, south]"), 3, 16, "VARIANT_BAD_VALUE"},
      {replace(kTiny, "drops: false", "drops: yes"), 6, 8, "VARIANT_BAD_TYPE"},
      {replace(kTiny, "name: tiny\n", ""), 1, 1, "VARIANT_MISSING_KEY"},
      // steps: [all, sideways]: "sideways" starts in column 47 of line 9.
      {replace(kTiny, "steps: [all]", "steps: [all, sideways]"), 9, 47, "VARIANT_BAD_VALUE"},
      {replace(kTiny, "[[-1, 2], [1, 2]]", "[[-1, 3]]"), 11, 31, "VARIANT_BAD_VALUE"},
      {replace(kTiny, "{forward: 2}", "{forward: 0}"), 10, 42, "VARIANT_BAD_VALUE"},
      {replace(kTiny, "letter: N,", "letter: LN,"), 11, 3, "VARIANT_CONTRADICTION"},
      {replace(kTiny, "letter: N,", "letter: n,"), 11, 20, "VARIANT_BAD_VALUE"},
      {replace(kTiny, "royal: true, ", ""), 8, 1, "VARIANT_CONTRADICTION"},
      // A step forward and a slide forward would list 5e5d twice.
      {replace(kTiny, "slides: [{forward: 2}]", "slides: [forward], steps: [forward]"), 10, 3,
       "VARIANT_CONTRADICTION"},
      {replace(kTiny, "captures: out", "captures: hand"), 5, 11, "VARIANT_CONTRADICTION"},
      {replace(kTiny, "  knight:", "  lance:"), 11, 3, "VARIANT_DUPLICATE_KEY"},
      {replace(kTiny, "[[-1, 2], [1, 2]]}", "[[-1, 2], [1, 2]], promotes_to: queen}"), 11, 62,
       "VARIANT_BAD_VALUE"},
      {"[1, 2", 1, 1, "VARIANT_SYNTAX"},  // yaml-cpp points at the unclosed flow
      {"- a\n- b\n", 1, 1, "VARIANT_BAD_TYPE"},
      {"a: 1\n---\nb: 2\n", 3, 1, "VARIANT_SYNTAX"},
  };
  for (const BadFile& c : cases) {
    VariantResult r = read_variant(c.text, "bad.yaml");
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(code_name(r.diagnostics.front().code), c.code)
        << c.text << render(r.diagnostics.front());
    EXPECT_EQ(r.diagnostics.front().line, c.line) << c.text << render(r.diagnostics.front());
    EXPECT_EQ(r.diagnostics.front().column, c.column) << c.text << render(r.diagnostics.front());
  }
}

TEST(VariantFiles, LionMovesDoAndUndo) {
  const Variant& v = *find_variant("chu");
  // South's lion on 7i, North pawns on 7h and 6h: 7i7h6h takes both, 7i7h7i takes one and
  // returns (igui).
  Position pos = parse(v, "k11/12/12/12/12/12/12/5pp5/5N6/12/12/11K b - 1");
  const Position before = pos;
  NotationError e;
  auto both = parse_move(v, "7i7h6h", e);
  ASSERT_TRUE(both) << e.message;
  EXPECT_EQ(both->middle(), make_square(7, 8));
  EXPECT_EQ(format_move(v, *both), "7i7h6h");
  Undo u;
  pos.do_move(*both, Seat::South, u);
  EXPECT_EQ(format_position(pos), "k11/12/12/12/12/12/12/6N5/12/12/12/11K b - 1");
  EXPECT_EQ(u.captured.kind(), Kind::Pawn);
  EXPECT_EQ(u.captured_middle.kind(), Kind::Pawn);
  pos.undo_move(*both, Seat::South, u);
  EXPECT_TRUE(pos == before);
  EXPECT_EQ(pos.key(), before.key());
  auto igui = parse_move(v, "7i7h7i", e);
  ASSERT_TRUE(igui) << e.message;
  EXPECT_EQ(igui->from(), igui->to());
  pos.do_move(*igui, Seat::South, u);
  EXPECT_EQ(format_position(pos), "k11/12/12/12/12/12/12/6p5/5N6/12/12/11K b - 1");
  pos.undo_move(*igui, Seat::South, u);
  EXPECT_TRUE(pos == before);
  EXPECT_FALSE(parse_move(v, "7i7i7h", e));
  EXPECT_EQ(e.column, 3);
}

TEST(CliVariants, ListShowCheck) {
  using testing::run_kifukit;
  auto list = run_kifukit({"variants", "list"});
  EXPECT_EQ(list.exit_code, 0);
  EXPECT_EQ(list.out,
            "chu         12x12, 2 seats, 39 kinds, no drops, sfen\n"
            "minishogi   5x5, 2 seats, 10 kinds, drops, sfen\n"
            "standard    9x9, 2 seats, 14 kinds, drops, sfen\n"
            "yonin       9x9, 4 seats, 8 kinds, drops, yonin\n");
  auto show = run_kifukit({"variants", "show", "minishogi"});
  EXPECT_EQ(show.exit_code, 0);
  EXPECT_NE(show.out.find("start: \"rbsgk/4p/5/P4/KGSBR b - 1\""), std::string::npos);
  EXPECT_EQ(run_kifukit({"variants", "show", "nonesuch"}).exit_code, 4);
  auto ok = run_kifukit({"variants", "check", "-"}, kTiny);
  EXPECT_EQ(ok.exit_code, 0) << ok.err;
  EXPECT_EQ(ok.out, "<stdin>: ok (variant tiny, 5x5, 3 kinds)\n");
  auto bad = run_kifukit({"variants", "check", "-"}, kTiny + "colour: red\n");
  EXPECT_EQ(bad.exit_code, 4);
  EXPECT_EQ(bad.err.substr(0, bad.err.find(':', 9)), "<stdin>:12");
  // The start position is checked too: a third rank where the board has five.
  std::string bad_start = kTiny;
  bad_start.replace(bad_start.find("4k/5/5/5"), 8, "4k/5/6/5");
  auto start = run_kifukit({"variants", "check", "-"}, bad_start);
  EXPECT_EQ(start.exit_code, 4);
  EXPECT_NE(start.err.find("<stdin>:7:"), std::string::npos) << start.err;
  EXPECT_NE(start.err.find("[VARIANT_BAD_START]"), std::string::npos) << start.err;
  EXPECT_EQ(run_kifukit({"variants", "check", "/nonexistent/x.yaml"}).exit_code, 2);
  EXPECT_EQ(run_kifukit({"variants", "frobnicate"}).exit_code, 3);
}

// The piece key table holds zobrist::piece()'s values: a position's key is the same whichever
// the engine reads. Every kind of the variant, every owner (the seats and nobody), the seats'
// facings, every board square; a piece with another facing is mixed (no row).
TEST(Variants, PieceKeyTableHoldsTheMixedKeys) {
  for (const char* name : {"standard", "yonin", "chu"}) {
    const Variant& v = *find_variant(name);
    int compared = 0;
    for (Kind k : v.kinds)
      for (std::uint8_t owner = 0; owner <= kNeutral; ++owner)
        for (int f = 0; f < 4; ++f)
          for (int s = 0; s < kMailboxSize; ++s) {
            if (!v.on_board[static_cast<std::size_t>(s)]) continue;
            const Piece p(k, owner, static_cast<Facing>(f));
            ASSERT_EQ(v.keys.piece(static_cast<Square>(s), p),
                      zobrist::piece(static_cast<Square>(s), p))
                << name << " " << int(owner) << " " << f << " " << s;
            ++compared;
          }
    // kinds x 5 owners x 4 facings x the board's squares
    EXPECT_EQ(compared, static_cast<int>(v.kinds.size()) * 5 * 4 * v.size * v.size) << name;
    if (v.name == "standard") {
      EXPECT_EQ(compared, 14 * 5 * 4 * 81);
    }
  }
}

// A hand's count up or down by one changes the key by the two counts' mixed keys, from the table
// for the counts it holds (0-39) and mixed past them.
TEST(Variants, HandStepTableHoldsTheMixedKeys) {
  for (const char* name : {"standard", "yonin"}) {
    const Variant& v = *find_variant(name);
    int compared = 0;
    for (Kind k : v.hand_kinds)
      for (int seat = 0; seat < kSeatCount; ++seat)
        for (int n = 0; n < 45; ++n) {
          const Seat s = seat_at(seat);
          ASSERT_EQ(v.keys.hand_step(s, k, n), zobrist::hand(s, k, n) ^ zobrist::hand(s, k, n + 1))
              << name << " " << seat << " " << n;
          ++compared;
        }
    EXPECT_EQ(compared, static_cast<int>(v.hand_kinds.size()) * 4 * 45) << name;
  }
  // The count 0 has no key: one piece in hand is the key of the count 1 alone.
  const Variant& standard = *find_variant("standard");
  EXPECT_EQ(standard.keys.hand_step(Seat::South, Kind::Pawn, 0),
            zobrist::hand(Seat::South, Kind::Pawn, 1));
  EXPECT_EQ(standard.hand_kinds.size(), 7u);
  // Below 0 (no caller asks it) the keys are mixed, not read before the table.
  EXPECT_EQ(standard.keys.hand_step(Seat::South, Kind::Pawn, -1),
            zobrist::hand(Seat::South, Kind::Pawn, -1));
}

}  // namespace
}  // namespace kifukit
