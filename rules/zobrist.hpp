// Zobrist keys. Each feature of a position (a piece on a square, a hand count, the seat to move,
// an eliminated seat) gets a fixed pseudo-random 64-bit value; a position's key is the XOR of its
// features, updated incrementally. Values come from a mixing function instead of tables because
// the piece space (kind x owner x facing x square) is large and sparse.
#pragma once

#include <cstdint>

#include "rules/types.hpp"

namespace kifukit::zobrist {

// splitmix64's finaliser: a bijection with good avalanche, so distinct features get
// independent-looking values.
constexpr Key mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

constexpr Key piece(Square s, Piece p) {
  return mix((1ull << 40) | (std::uint64_t{s} << 16) | p.bits());
}
constexpr Key hand(Seat s, Kind k, int count) {
  return count == 0 ? 0
                    : mix((2ull << 40) | (std::uint64_t(index(s)) << 16) | (index(k) << 8) | count);
}
// The seat to move changes at every node: its four values are read from a table.
inline constexpr Key kToMove[kSeatCount] = {mix(3ull << 40), mix((3ull << 40) | 1),
                                            mix((3ull << 40) | 2), mix((3ull << 40) | 3)};
constexpr Key to_move(Seat s) { return kToMove[index(s)]; }
constexpr Key eliminated(Seat s) { return mix((4ull << 40) | index(s)); }
// Chu: the square of the last lion capture by a non-lion (none: no feature).
constexpr Key lion_capture(Square s) { return s == kNoSquare ? 0 : mix((5ull << 40) | s); }

}  // namespace kifukit::zobrist
