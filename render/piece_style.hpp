// How pieces and seats look: the kanji of printed boards, seat colours, facings as rotations,
// and the coordinates as published records write them (files in full-width digits across the
// top, ranks in kanji down the right, seen from South's chair). docs/render.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "rules/types.hpp"

namespace kifukit::draw {

// One kanji per kind as printed boards use them: 玉 飛 龍 角 馬 金 銀 全 桂 圭 香 杏 歩 と.
std::string_view piece_kanji(Kind k);
// 一 二 ... 十二 for ranks 1..12.
std::string rank_label(int rank);
// Full-width digits: ９ for 9, １０ for 10.
std::string file_label(int file);

// Stroke colour and light fill of a piece's owner (seat index 0-3, or kNeutral).
std::string_view owner_colour(std::uint8_t owner);
std::string_view owner_tint(std::uint8_t owner);
inline constexpr std::string_view kPromotedColour = "#c8102e";  // printed boards' red

// ↑ → ↓ ← for south, west, north, east: the direction the seat's pieces advance.
std::string_view seat_arrow(Seat s);
// Clockwise rotation that turns an upward piece to this facing: 0, 90, 180, 270.
int facing_degrees(Facing f);

// The piece as the four-player position string writes it, for every variant alike:
// owner letter (s w n e, x neutral), `+` when promoted, the base letter, and `>f` when the
// facing is not the owner's own (`sP`, `n+B`, `sR>w`, `xK>n`). Tests read it back from the
// boards' data-piece attributes.
std::string piece_code(Piece p);

}  // namespace kifukit::draw
