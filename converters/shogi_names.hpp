// The Japanese names of standard shogi that KIF, KI2 and the board diagrams (BOD) use, the CSA
// piece codes, and the standard handicaps (手合割) with their start positions.
#pragma once

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
std::string_view csa_piece_code(Kind k);
std::optional<Kind> csa_kind(std::string_view code);

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
