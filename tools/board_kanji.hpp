// A two-player position as a kanji board for the terminal (`kifukit replay --board kanji`), as
// python-shogi and KIF diagrams print one: files in full-width digits across the top, ranks in
// kanji down the right, gote's pieces marked `v`, empty squares `・`, each side's pieces in hand
// on a line of its own (`△後手の持駒：なし`, `▲先手の持駒：角　歩二`). Glyphs are the variant's
// (notation/kanji_names.hpp board_glyph: gote's king 王, chu's two-kanji names); seat colours
// as the letters diagram's when `color` is set. Four-player positions have no kanji board.
#pragma once

#include <string>

#include "rules/position.hpp"

namespace kifukit::cli {

std::string kanji_board(const Position& pos, bool color);

}  // namespace kifukit::cli
