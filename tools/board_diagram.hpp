// A position as a board diagram for people: ranks down from a, files across from the highest
// (9-1, chu 12-1), each piece as owner letter, the variant's SFEN letters ('+' when promoted:
// "+R", chu's "+H"), and an arrow when it faces another way than its owner (^ > v < for facing
// up, right, down, left). The hands line only for variants with drops. Seat colours when
// `color` is set.
#pragma once

#include <cstdint>
#include <string>

#include "rules/position.hpp"

namespace kifukit::cli {

std::string board_diagram(const Position& pos, bool color);

// The ANSI colour of a piece's owner (seat index 0-3, or 4 for neutral), the pictures' colours
// in the terminal's eight; and the code that ends it.
std::string seat_colour(std::uint8_t owner);
std::string colour_reset();

}  // namespace kifukit::cli
