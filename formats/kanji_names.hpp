// The Japanese names of standard shogi's pieces and numbers, shared by kifukit's kanji text
// notation (formats/record_text.cpp) and the KIF, KI2 and board-diagram formats (converters/),
// so that a spelling one of them accepts is accepted by all.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "rules/types.hpp"

namespace kifukit {

inline constexpr std::string_view kWideDigits[9] = {"１", "２", "３", "４", "５",
                                                    "６", "７", "８", "９"};
inline constexpr std::string_view kKanjiDigits[9] = {"一", "二", "三", "四", "五",
                                                     "六", "七", "八", "九"};

// The name written for a kind (成銀, 龍, と, ...); "?" for a kind without one.
std::string_view kanji_piece_name(Kind k);
// A piece name at the start of `text`, two-character names before their one-character prefixes;
// the other accepted spellings too (王 竜 全 圭 杏 步). The bytes it takes go to `length`.
std::optional<Kind> kanji_piece_at(std::string_view text, std::size_t& length);

}  // namespace kifukit
