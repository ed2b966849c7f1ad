// `kifukit render --format bod`: a standard position as a KIF board diagram (BOD), the text
// that KIF files, shogi forums and tsshogi's BOD export use; kifukit's KIF reader reads it back.
// docs/render.md "BOD".
#pragma once

#include <optional>
#include <string>

#include "rules/position.hpp"

namespace kifukit::cli {

// The diagram, or nullopt with `why` when the position is not a two-player 9x9 one (BOD has no
// four-player seats and no 12x12 frame).
std::optional<std::string> bod_text(const Position& pos, std::string& why);

}  // namespace kifukit::cli
