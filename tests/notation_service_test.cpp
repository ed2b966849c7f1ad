// The notation service (notation/, docs/architecture.md "Notation"): names, glyphs and
// numerals per variant, the values read off rules/variants/*.yaml and the printed tables by
// hand.
#include <gtest/gtest.h>

#include "notation/kanji_names.hpp"
#include "notation/move_words.hpp"
#include "rules/variant.hpp"

namespace kifukit::testing {
namespace {

TEST(NotationService, BoardGlyphsAreTheVariantFilesKanji) {
  const Variant& standard = standard_variant();
  EXPECT_EQ(board_glyph(standard, Kind::King), "玉");
  EXPECT_EQ(board_glyph(standard, Kind::ProSilver), "全");  // one character on a board
  EXPECT_EQ(board_glyph(standard, Kind::Tokin), "と");
  const Variant& chu = *find_variant("chu");
  EXPECT_EQ(board_glyph(chu, chu.kind_named("lion")), "獅子");
  EXPECT_EQ(board_glyph(chu, chu.kind_named("falcon")), "角鷹");
  EXPECT_EQ(board_glyph(chu, chu.kind_named("promoted-leopard")), "角行");
}

// Printed boards write sente's king 玉 and gote's 王 (the king kind's `gote_kanji`, docs/render.md
// "Kings"); four-player seats all draw 玉; a kind without `gote_kanji` is the same for both.
TEST(NotationService, GotesKingIsDrawnWithItsOwnKanji) {
  const Variant& standard = standard_variant();
  EXPECT_EQ(board_glyph(standard, Kind::King, Seat::South), "玉");
  EXPECT_EQ(board_glyph(standard, Kind::King, Seat::North), "王");
  EXPECT_EQ(board_glyph(standard, Kind::Gold, Seat::North), "金");
  const Variant& chu = *find_variant("chu");
  EXPECT_EQ(board_glyph(chu, Kind::King, Seat::South), "玉将");
  EXPECT_EQ(board_glyph(chu, Kind::King, Seat::North), "王将");
  EXPECT_EQ(board_glyph(yonin_variant(), Kind::King, Seat::North), "玉");
}

TEST(NotationService, WrittenNamesTellApartKindsOfOneKanji) {
  // A record's name reads back to one kind: standard writes 成銀 for the promoted silver;
  // chu's promoted leopard moves and is printed like a bishop (角行) and is written 成猛豹.
  EXPECT_EQ(KanjiNames(standard_variant()).name(Kind::ProSilver), "成銀");
  const Variant& chu = *find_variant("chu");
  const KanjiNames names(chu);
  EXPECT_EQ(names.name(chu.kind_named("promoted-leopard")), "成猛豹");
  EXPECT_EQ(names.name(chu.kind_named("bishop")), "角行");
}

TEST(NotationService, Numerals) {
  EXPECT_EQ(wide_number(9), "９");
  EXPECT_EQ(wide_number(10), "１０");
  EXPECT_EQ(wide_number(12), "１２");
  EXPECT_EQ(kanji_rank(10), "十");
  EXPECT_EQ(kanji_rank(12), "十二");
}

TEST(NotationService, SameIsFollowedByAFullWidthSpace) {
  // KIF and the text notation write 同 and U+3000 before a one-kanji name (`同　歩`).
  EXPECT_EQ(words::kSameSpaced, "同\xE3\x80\x80");
}

}  // namespace
}  // namespace kifukit::testing
