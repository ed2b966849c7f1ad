// A board picture as one standalone SVG document: deterministic (the same scene gives the same
// bytes), integer coordinates only, fonts by family name (IPAex Mincho or any serif CJK font).
// Every piece is a <g class="piece" data-square="5e" data-piece="sP"> so a program can read
// the board back; every hand a <g class="hand" data-seat="south"> of <text data-kind data-count>.
#pragma once

#include <string>
#include <utility>

#include "render/board_scene.hpp"

namespace kifukit::draw {

std::string board_svg(const BoardScene& scene);
// The picture's width and height in pixels for a board of this variant (the same for every
// position of it): the page sizes its board box from them.
std::pair<int, int> board_svg_size(const Variant& v);

}  // namespace kifukit::draw
