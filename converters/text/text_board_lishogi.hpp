// The board behind lishogi's chu move notations (converters/text/record_text_lishogi.hpp): which
// legal move a written move names, and what a move is written with (the origin lishogi's
// Kitao-Kawasaki writes when two pieces of one name can reach the square, the Japanese
// relative words 右 左 中 上 引 寄 直 跳). Reading and writing use the one search below, so a
// move is written only in a form that reads back to it. Used by converters/text/text_board.cpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "converters/text/record_text.hpp"
#include "converters/text/record_text_lishogi.hpp"
#include "formats/diagnostic.hpp"
#include "rules/profile.hpp"

namespace kifukit {

// The move an open entry of a lishogi notation names on `pos` (the seat's pieces, the
// Referee's legal moves), or a located FORMAT_MOVE_AMBIGUOUS / FORMAT_MOVE_NO_CANDIDATE /
// FORMAT_BAD_MOVE. A move with a written origin that no legal move matches is built from its
// squares for the validator to judge. Sets the entry's claim to the piece found.
std::optional<Move> resolve_lishogi(const Position& pos, const Profile& profile, Entry& e,
                                    const TextMoveForm& form, std::optional<Square> previous_to,
                                    const lishogi::Names& names, const std::string& file,
                                    std::vector<Diagnostic>& out);

// The spelling of `m` (the seat's move on `pos`) in notation `n`: the piece, what it takes,
// 不成 / `=`, and the origin or relative words it needs to be read back as `m`.
TextSpelling lishogi_spelling(const Position& pos, const Profile& profile, Seat seat, Move m,
                              bool decline, TextNotation n, const lishogi::Names& names);

}  // namespace kifukit
