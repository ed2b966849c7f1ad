#include "converters/shogi_names.hpp"

#include <iterator>

#include "rules/variant.hpp"

namespace kifukit {

namespace {

// Handicap starts as tsshogi and json-kifu-format define them; 七枚落ち from the same pattern
// (the silver on the 上手's left, 3一, or right, 7一, goes too).
#define KIFUKIT_GOTE(rank1, rank2) \
  rank1 "/" rank2 "/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
constexpr Handicap kHandicaps[] = {
    {"平手", kStandardStartSfen, ""},
    {"香落ち", KIFUKIT_GOTE("lnsgkgsn1", "1r5b1"), "11KY"},
    {"右香落ち", KIFUKIT_GOTE("1nsgkgsnl", "1r5b1"), "91KY"},
    {"角落ち", KIFUKIT_GOTE("lnsgkgsnl", "1r7"), "22KA"},
    {"飛車落ち", KIFUKIT_GOTE("lnsgkgsnl", "7b1"), "82HI"},
    {"飛香落ち", KIFUKIT_GOTE("lnsgkgsn1", "7b1"), "82HI11KY"},
    {"二枚落ち", KIFUKIT_GOTE("lnsgkgsnl", "9"), "82HI22KA"},
    {"三枚落ち", KIFUKIT_GOTE("lnsgkgsn1", "9"), "82HI22KA11KY"},
    {"四枚落ち", KIFUKIT_GOTE("1nsgkgsn1", "9"), "82HI22KA11KY91KY"},
    {"五枚落ち", KIFUKIT_GOTE("2sgkgsn1", "9"), "82HI22KA11KY91KY81KE"},
    {"左五枚落ち", KIFUKIT_GOTE("1nsgkgs2", "9"), "82HI22KA11KY91KY21KE"},
    {"六枚落ち", KIFUKIT_GOTE("2sgkgs2", "9"), "82HI22KA11KY91KY21KE81KE"},
    {"左七枚落ち", KIFUKIT_GOTE("2sgkg3", "9"), "82HI22KA11KY91KY21KE81KE31GI"},
    {"右七枚落ち", KIFUKIT_GOTE("3gkgs2", "9"), "82HI22KA11KY91KY21KE81KE71GI"},
    {"八枚落ち", KIFUKIT_GOTE("3gkg3", "9"), "82HI22KA11KY91KY21KE81KE31GI71GI"},
    {"十枚落ち", KIFUKIT_GOTE("4k4", "9"), "82HI22KA11KY91KY21KE81KE31GI71GI41KI61KI"},
};
#undef KIFUKIT_GOTE

std::string_view without_move_number(std::string_view sfen) {
  std::size_t space = sfen.rfind(' ');
  return space == std::string_view::npos ? sfen : sfen.substr(0, space);
}

}  // namespace

std::string_view kif_piece_name(Kind k) { return kanji_piece_name(k); }

std::string_view bod_piece_name(Kind k) { return board_glyph(standard_variant(), k); }

std::string_view csa_piece_code(Kind k) {
  for (const CsaCode& c : kCsaCodes)
    if (c.kind == k) return c.code;
  return "??";
}

std::string kanji_number(int n) { return n > 0 ? kanji_rank(n) : std::string(); }

std::optional<int> kanji_number_at(std::string_view text, std::size_t& length) {
  return kanji_rank_at(text, length);
}

const Handicap* handicaps_begin() { return std::begin(kHandicaps); }
const Handicap* handicaps_end() { return std::end(kHandicaps); }

const Handicap* find_handicap(std::string_view name) {
  for (const Handicap& h : kHandicaps)
    if (h.name == name) return &h;
  return nullptr;
}

const Handicap* handicap_of_sfen(std::string_view sfen) {
  for (const Handicap& h : kHandicaps)
    if (without_move_number(h.sfen) == without_move_number(sfen)) return &h;
  return nullptr;
}

}  // namespace kifukit
