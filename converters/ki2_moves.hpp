// KI2 moves name the destination and the piece but not the origin: the relative words
// 右 左 直 上 引 寄 (and 行, 入 for 上) say which piece when several could go there. Resolved
// against the legal moves of the position, and written with the fewest words that resolve back
// to the move (movement words before position words, as the JSA's notation does).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/position.hpp"

namespace kifukit {

struct Ki2Move {
  Square to = kNoSquare;
  Kind kind = Kind::None;
  std::string words;            // the relative words as written, like "右上"
  bool drop = false;            // 打
  std::optional<bool> promote;  // 成 (true), 不成 (false), neither
};

// The move `m` names in `pos` (the seat to move plays), or a message why none or several do.
std::optional<Move> resolve_ki2(const Position& pos, const Ki2Move& m, std::string& error);
// `７六歩`, `同　銀`, `５八金右`, `２二角成`, `５五角打` for a legal move of the seat to move.
std::string ki2_move_text(const Position& pos, Move m, std::optional<Square> previous_to);

}  // namespace kifukit
