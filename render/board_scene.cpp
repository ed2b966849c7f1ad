#include "render/board_scene.hpp"

#include "rules/movegen.hpp"

namespace kifukit::draw {

std::uint8_t checked_seats(const Position& pos, const Profile& profile) {
  std::uint8_t mask = 0;
  for (Seat s : pos.variant().seats)
    if (pos.alive(s) && pos.king_square(s) != kNoSquare && in_check(pos, s, profile))
      mask |= static_cast<std::uint8_t>(1u << index(s));
  return mask;
}

}  // namespace kifukit::draw
