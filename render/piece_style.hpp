// How pieces and seats look: seat colours, facings as rotations, and the coordinates as
// published records write them (files in full-width digits across the top, ranks in kanji down
// the right, seen from South's chair). docs/render.md. The kanji drawn on a piece and the
// numerals are the notation service's (notation/kanji_names.hpp): board_glyph, for every
// variant, chu's two-kanji pieces included.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "rules/types.hpp"

namespace kifukit {
struct Variant;
}

namespace kifukit::draw {

// 一 二 ... 十二 for ranks 1..12 (the notation service's kanji_rank).
std::string rank_label(int rank);
// Full-width digits: ９ for 9, １０ for 10 (the notation service's wide_number).
std::string file_label(int file);

// Stroke colour and light fill of a piece's owner (seat index 0-3, or kNeutral).
std::string_view owner_colour(std::uint8_t owner);
std::string_view owner_tint(std::uint8_t owner);
inline constexpr std::string_view kPromotedColour = "#c8102e";  // printed boards' red

// Clockwise rotation that turns an upward piece to this facing: 0, 90, 180, 270.
int facing_degrees(Facing f);

// The piece as the four-player position string writes it, for every variant alike:
// owner letter (s w n e, x neutral), `+` when promoted, the base letter, and `>f` when the
// facing is not the owner's own (`sP`, `n+B`, `sR>w`, `xK>n`). Tests read it back from the
// boards' data-piece attributes. The letters are the variant's (chu's lion `N`, falcon `+H`);
// without a variant, standard shogi's.
std::string piece_code(const Variant& v, Piece p);
std::string piece_code(Piece p);

}  // namespace kifukit::draw
