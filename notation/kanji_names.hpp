// The Japanese names of the pieces and numbers, the notation service's one table of them
// (docs/architecture.md, "Notation"): kifukit's kanji text notation
// (converters/text/record_text.cpp), the KIF, KI2 and board-diagram formats (converters/), the
// validator's messages and the pictures (render/) all take them from here, so that a spelling one
// of them accepts is accepted by all. Chu shogi's pieces are named from its variant file
// (docs/formats/text.md, "Chu shogi").
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/types.hpp"

namespace kifukit {

struct Variant;

inline constexpr std::string_view kWideDigits[9] = {"１", "２", "３", "４", "５",
                                                    "６", "７", "８", "９"};
inline constexpr std::string_view kKanjiDigits[9] = {"一", "二", "三", "四", "五",
                                                     "六", "七", "八", "九"};

// The digit (1-9) of kWideDigits a text starts with, 0 for none. Inline, by the bytes: a KIF
// move line reads one or two squares, where a walk over the nine digits was a compare each.
inline int wide_digit_at(std::string_view text) {
  static_assert(kWideDigits[8][2] - kWideDigits[0][2] == 8, "one run of codes");
  if (text.size() < 3 || text[0] != kWideDigits[0][0] || text[1] != kWideDigits[0][1]) return 0;
  const int d = static_cast<unsigned char>(text[2]) - static_cast<unsigned char>(kWideDigits[0][2]);
  return d >= 0 && d < 9 ? d + 1 : 0;
}

// kKanjiDigits by the last of their three bytes, which differ: the digit, 0 for none.
inline constexpr std::array<std::int8_t, 256> kKanjiDigitByLastByte = [] {
  std::array<std::int8_t, 256> t{};
  for (int i = 0; i < 9; ++i) {
    auto& at = t[static_cast<unsigned char>(kKanjiDigits[i][2])];
    if (at != 0 || kKanjiDigits[i].size() != 3) throw "kanji digits told apart by their last byte";
    at = static_cast<std::int8_t>(i + 1);
  }
  return t;
}();

// The digit (1-9) of kKanjiDigits a text starts with, 0 for none; inline, as wide_digit_at().
inline int kanji_digit_at(std::string_view text) {
  if (text.size() < 3) return 0;
  const int d = kKanjiDigitByLastByte[static_cast<unsigned char>(text[2])];
  const std::string_view name = kKanjiDigits[d > 0 ? d - 1 : 0];
  return d > 0 && text[0] == name[0] && text[1] == name[1] ? d : 0;
}

namespace kanji_names_detail {
struct PieceName {
  Kind kind;
  std::string_view name;
};
// The first name of a kind is the one written; two-character names come before their
// one-character prefixes so they match first; the last ones are accepted spellings only.
inline constexpr PieceName kPieceNames[] = {
    {Kind::ProSilver, "成銀"}, {Kind::ProKnight, "成桂"}, {Kind::ProLance, "成香"},
    {Kind::King, "玉"},        {Kind::Rook, "飛"},        {Kind::Dragon, "龍"},
    {Kind::Bishop, "角"},      {Kind::Horse, "馬"},       {Kind::Gold, "金"},
    {Kind::Silver, "銀"},      {Kind::Knight, "桂"},      {Kind::Lance, "香"},
    {Kind::Pawn, "歩"},        {Kind::Tokin, "と"},       {Kind::King, "王"},
    {Kind::Dragon, "竜"},      {Kind::ProSilver, "全"},   {Kind::ProKnight, "圭"},
    {Kind::ProLance, "杏"},    {Kind::Pawn, "步"}};

// kPieceNames' entries by the last byte of their first character, in the table's order: the
// first entry with each byte, and after each entry the next with the same byte (-1: none). A
// move line's piece is found in one or two comparisons, not a walk over the twenty names.
struct NamesByLastByte {
  std::array<std::int8_t, 256> first;
  std::array<std::int8_t, std::size(kPieceNames)> next;
};
inline constexpr NamesByLastByte kNamesByLastByte = [] {
  NamesByLastByte t{};
  t.first.fill(-1);
  for (const PieceName& p : kPieceNames)  // starts_with_name() compares by characters
    if (p.name.size() != 3 && p.name.size() != 6) throw "a piece name of one or two characters";
  for (int i = static_cast<int>(std::size(kPieceNames)) - 1; i >= 0; --i) {
    const auto byte = static_cast<unsigned char>(kPieceNames[i].name[2]);
    t.next[i] = t.first[byte];
    t.first[byte] = static_cast<std::int8_t>(i);
  }
  return t;
}();

// text.starts_with(name) for a name of one or two three-byte characters, compared a character at
// a time by memcmps of a constant size, which compile to loads: starts_with's memcmp of a
// run-time size is a call a move line's piece.
inline bool starts_with_name(std::string_view text, std::string_view name) {
  if (text.size() < name.size() || std::memcmp(text.data(), name.data(), 3) != 0) return false;
  return name.size() == 3 || std::memcmp(text.data() + 3, name.data() + 3, 3) == 0;
}
}  // namespace kanji_names_detail

// The name written for a standard kind (成銀, 龍, と, ...); "?" for a kind without one.
std::string_view kanji_piece_name(Kind k);
// A piece name at the start of `text`, two-character names before their one-character prefixes;
// the other accepted spellings too (王 竜 全 圭 杏 步). The bytes it takes go to `length`: one or
// two characters of three bytes each (kNamesByLastByte checks every name).
// Inline, with its tables: a call a move line (KIF, KI2) cost about a quarter of its work.
inline std::optional<Kind> kanji_piece_at(std::string_view text, std::size_t& length) {
  // Every name is one or two kanji or kana (three bytes each); the last byte of the first one
  // tells most apart, so only the names that share it are compared whole, in the table's order
  // (a two-character name before its one-character prefix).
  if (text.size() < 3) return std::nullopt;
  for (int i = kanji_names_detail::kNamesByLastByte.first[static_cast<unsigned char>(text[2])];
       i >= 0; i = kanji_names_detail::kNamesByLastByte.next[i])
    if (kanji_names_detail::starts_with_name(text, kanji_names_detail::kPieceNames[i].name)) {
      length = kanji_names_detail::kPieceNames[i].name.size();
      return kanji_names_detail::kPieceNames[i].kind;
    }
  return std::nullopt;
}

// The piece names of one variant: the standard table above for a variant of standard kinds
// only (yonin, standard, minishogi); else each kind's kanji from the variant file (獅子, 奔王,
// 龍王), where a promoted kind that shares its kanji with another kind (chu's promoted leopard
// moves and is written like a bishop, 角行) is written 成 and the kanji of its unpromoted form
// (成猛豹), so that every name reads back to one kind. 竜 is accepted for 龍.
class KanjiNames {
 public:
  explicit KanjiNames(const Variant& v);
  std::string_view name(Kind k) const;
  // The longest name at the start of `text`; its bytes go to `length`.
  std::optional<Kind> at(std::string_view text, std::size_t& length) const;

 private:
  struct Name {
    Kind kind;
    std::string text;
  };
  bool standard_ = true;
  std::vector<Name> names_;  // the written name of each kind first, then accepted spellings
};

// The glyph printed boards draw for kind `k` of `v`: the kanji of the variant file, one
// character for shogi's pieces (玉 全 と), two for chu's (獅子 奔王); the SFEN letters for a kind
// the file gives no kanji.
std::string_view board_glyph(const Variant& v, Kind k);
// The glyph on `owner`'s piece: the file's `gote_kanji` for gote's where it has one (王, where
// sente's king is 玉), else the one above. Four-player seats all draw `kanji`.
std::string_view board_glyph(const Variant& v, Kind k, Seat owner);

// Full-width digits of a number, as boards label their files: ９ for 9, １０ for 10.
std::string wide_number(int n);

// Rank numerals: 一 .. 九, 十, 十一, 十二 (chu's board has 12 ranks).
std::string kanji_rank(int rank);
// A rank numeral at the start of `text` (一 .. 十九, the longest first, so that `十三` reads as
// 13 and is refused as off the board rather than as 十 and a stray 三); its bytes go to `length`.
std::optional<int> kanji_rank_at(std::string_view text, std::size_t& length);

}  // namespace kifukit
