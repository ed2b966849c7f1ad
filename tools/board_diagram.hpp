// A position as a board diagram for people: ranks a-i down, files 9-1 across, each piece as
// owner letter, '+' when promoted, kind letter, and an arrow when it faces another way than its
// owner (^ > v < for facing up, right, down, left). Seat colours when `color` is set.
#pragma once

#include <string>

#include "rules/position.hpp"

namespace kifukit::cli {

std::string board_diagram(const Position& pos, bool color);

}  // namespace kifukit::cli
