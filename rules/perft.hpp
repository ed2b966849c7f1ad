// Perft: the number of move sequences of a given length, the standard test of a move generator.
// Every distinct move counts (see movegen.hpp); a node whose game has ended has no children.
// The Referee decides who moves after each move, so four-player perft also tests turn order
// and eliminations.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "rules/position.hpp"
#include "rules/referee.hpp"

namespace kifukit {

std::uint64_t perft(const Position& pos, const Referee& referee, int depth);
// Perft below each legal move of the seat to move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos,
                                                         const Referee& referee, int depth);

}  // namespace kifukit
