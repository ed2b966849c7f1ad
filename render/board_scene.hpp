// What one board picture shows: a position plus what a reader of the game wants marked on it
// (players' names, the last move, the kings in check, a caption).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "rules/position.hpp"
#include "rules/profile.hpp"

namespace kifukit::draw {

struct BoardScene {
  explicit BoardScene(const Position& p) : position(p) {}
  Position position;
  std::array<std::string, kSeatCount> players;  // per seat index; empty when unknown
  std::optional<Move> last_move;                // highlighted: origin (if any) and destination
  std::uint8_t checked = 0;                     // seats whose king is in check (bit mask)
  std::string caption;                          // one line under the board
  std::string title;                            // the SVG's <title> (accessibility)
};

// The living seats whose king is attacked under the profile (rules/movegen.hpp in_check).
std::uint8_t checked_seats(const Position& pos, const Profile& profile);

}  // namespace kifukit::draw
