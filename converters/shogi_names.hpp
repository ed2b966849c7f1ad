// The Japanese names of standard shogi that KIF, KI2 and the board diagrams (BOD) use, the CSA
// piece codes, and the standard handicaps (手合割) with their start positions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "notation/kanji_names.hpp"
#include "rules/types.hpp"

namespace kifukit {

// The name KIF and KI2 write for a kind (成銀, 龍, と, ...).
std::string_view kif_piece_name(Kind k);
// A piece name at the start of `text` (two-character names first; 王 竜 全 圭 杏 accepted);
// the bytes it takes in `length`.
inline std::optional<Kind> kif_piece_at(std::string_view text, std::size_t& length) {
  return kanji_piece_at(text, length);  // inline: no call of a call a move line
}
// The one-character name of a board diagram cell (全 圭 杏 for the promoted minor pieces): the
// printed board's glyph of the notation service (board_glyph).
std::string_view bod_piece_name(Kind k);

// CSA's two-letter codes: FU KY KE GI KI KA HI OU TO NY NK NG UM RY.
struct CsaCode {
  Kind kind;
  std::string_view code;
};
inline constexpr CsaCode kCsaCodes[] = {
    {Kind::Pawn, "FU"},  {Kind::Lance, "KY"},    {Kind::Knight, "KE"},    {Kind::Silver, "GI"},
    {Kind::Gold, "KI"},  {Kind::Bishop, "KA"},   {Kind::Rook, "HI"},      {Kind::King, "OU"},
    {Kind::Tokin, "TO"}, {Kind::ProLance, "NY"}, {Kind::ProKnight, "NK"}, {Kind::ProSilver, "NG"},
    {Kind::Horse, "UM"}, {Kind::Dragon, "RY"}};
std::string_view csa_piece_code(Kind k);

namespace csa_code_hash {
// kCsaCodes by a perfect hash of their two letters: slot ((first | second << 8) * 89 >> 8) % 32
// holds the one code that can land there, built and checked for collisions at compile time.
struct Slot {
  std::uint16_t letters = 0;  // first | second << 8
  Kind kind = Kind::None;
};
inline constexpr unsigned letters_of(char first, char second) {
  return static_cast<unsigned char>(first) | static_cast<unsigned char>(second) << 8;
}
inline constexpr unsigned slot_of(unsigned letters) { return (letters * 89 >> 8) % 32; }
inline constexpr std::array<Slot, 32> kSlots = [] {
  std::array<Slot, 32> t{};
  for (const CsaCode& c : kCsaCodes) {
    const unsigned letters = letters_of(c.code[0], c.code[1]);
    Slot& s = t[slot_of(letters)];
    if (s.kind != Kind::None) throw "two CSA codes share a slot: choose another multiplier";
    s = {static_cast<std::uint16_t>(letters), c.kind};
  }
  return t;
}();
}  // namespace csa_code_hash

// The kind of a CSA code. Inline, by the hash: the walk over the fourteen codes was a call and
// about 40 instructions a move with the registers saved around it (CSA reading).
inline std::optional<Kind> csa_kind(std::string_view code) {
  using namespace csa_code_hash;
  if (code.size() != 2) return std::nullopt;
  const unsigned letters = letters_of(code[0], code[1]);
  const Slot& s = kSlots[slot_of(letters)];
  if (s.letters != letters || s.kind == Kind::None) return std::nullopt;
  return s.kind;
}

// Kanji numbers of the hand counts in a board diagram: 一 .. 十八 (the notation service's
// numerals, kanji_rank; nothing for 0).
std::string kanji_number(int n);
// A kanji number at the start of `text` (一 .. 十八); the bytes it takes in `length`.
std::optional<int> kanji_number_at(std::string_view text, std::size_t& length);

struct Handicap {
  std::string_view name;  // 平手, 香落ち, ...
  std::string_view sfen;
  std::string_view csa;  // the squares CSA's PI removes, like "11KY"; empty for none
};
// Every standard handicap, 平手 first.
const Handicap* handicaps_begin();
const Handicap* handicaps_end();
const Handicap* find_handicap(std::string_view name);
// The handicap whose start is `sfen` (compared without the move number), or nullptr.
const Handicap* handicap_of_sfen(std::string_view sfen);

inline constexpr std::string_view kStandardStartSfen =
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

}  // namespace kifukit
