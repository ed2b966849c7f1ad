// Variants as data (docs/variants.md): the built-in files, a variant no C++ knows (minishogi),
// chu shogi's pieces, and the reader's diagnostics for bad files.
#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "rules/movegen.hpp"
#include "rules/perft.hpp"
#include "rules/variant_reader.hpp"

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

}  // namespace
}  // namespace kifukit
