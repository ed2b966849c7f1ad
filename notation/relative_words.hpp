// The relative words (右 左 上 引 寄 直, lishogi's 中 跳; notation/move_words.hpp) that say which
// piece moves when several of one name can reach the square, in the two conventions kifukit
// reads and writes: the JSA's for KI2 (standard shogi) and lishogi's for its Japanese chu
// notation. The words are worked out from squares alone; which pieces could move there is the
// caller's question to the rules (the legal moves). Part of the notation service
// (docs/architecture.md, "Notation").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/position.hpp"

namespace kifukit {

// KI2: keeps the `candidates` (moves of the seat to move to `to`) that the words allow, one
// word after another; false when `words` holds something that is not a relative word.
bool ki2_apply_words(const Position& pos, std::string_view words, Square to,
                     std::vector<Move>& candidates);
// KI2: the fewest words that leave only m's origin among `candidates` (none, one movement word,
// 直, one position word, then a position word with a movement word, as the JSA writes them);
// empty when no words are needed or none would do.
std::string ki2_words(const Position& pos, Move m, const std::vector<Move>& candidates);

// lishogi's relative words for a piece of `seat` moving from `from` to `to` when the pieces on
// `others` (of the same name) can go there too. `gold_like`: gold, silver and tokin, which
// write 直 for a straight step forward; `lion_like`: lion, promoted kirin and horned falcon,
// which write 跳 (two squares) or 直 (one) along their file.
std::string relative_words(Seat seat, bool gold_like, bool lion_like, Square from, Square to,
                           const std::vector<Square>& others);

}  // namespace kifukit
