// KI2 moves name the destination and the piece but not the origin: the relative words
// 右 左 直 上 引 寄 (and 行, 入 for 上) say which piece when several could go there. Resolved
// against the legal moves of the position, and written with the fewest words that resolve back
// to the move (movement words before position words, as the JSA's notation does).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "formats/record.hpp"
#include "rules/position.hpp"

namespace kifukit {

struct Ki2Move {
  Square to = kNoSquare;
  Kind kind = Kind::None;
  std::string words;            // the relative words as written, like "右上"
  bool drop = false;            // 打
  std::optional<bool> promote;  // 成 (true), 不成 (false), neither
};

// What a KI2 move names: the move, or why none (no piece of the mover fits, or several do).
struct Ki2Resolution {
  std::optional<Move> move;
  MoveClaim::Unresolved failure = MoveClaim::Unresolved::No;
};
// The move `m` names in `pos` for the seat to move. The legal moves are asked first (KI2 writes
// the fewest words that tell the legal moves apart); when none fits, the pieces that reach the
// destination by their movement, so that a move leaving the king in check, taking an own piece,
// or (成) not promoting as it must is still named, and the validator says what it breaks. A drop
// is named whether the piece is in hand or not (ILLEGAL_NOT_IN_HAND is the validator's).
Ki2Resolution resolve_ki2(const Position& pos, const Ki2Move& m);
// `７六歩`, `同　銀`, `５八金右`, `２二角成`, `５五角打` for a move of the seat to move: a legal
// one, or an illegal one KI2 can write (the text reads back as that move through resolve_ki2);
// "" when it cannot (a move from an empty square, one whose words would name another piece).
std::string ki2_move_text(const Position& pos, Move m, std::optional<Square> previous_to);

}  // namespace kifukit
