// `kifukit render --format bod`: a standard position as a KIF board diagram (BOD), the text
// that KIF files, shogi forums and tsshogi's BOD export use; kifukit's KIF reader reads it back.
// docs/render.md "BOD".
#pragma once

#include <string>

#include "rules/position.hpp"

namespace kifukit::cli {

// Whether BOD can show a position of `v`: a two-player 9x9 game with drops (BOD has no
// four-player seats, no 12x12 frame and always its hand lines).
bool bod_shows(const Variant& v);

// The diagram of a position whose variant bod_shows.
std::string bod_text(const Position& pos);

}  // namespace kifukit::cli
