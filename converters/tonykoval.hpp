// tonykoval/yonin-shogi's game logs (https://github.com/tonykoval/yonin-shogi): a JSON list of
// moves, or the room state of its /api/state (with the players, the mode and the winner), on
// the Record. Seats, squares and pieces are mapped in docs/formats/tonykoval.md.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/record.hpp"

namespace kifukit {

ReadResult read_tonykoval(std::string_view text, const std::string& file);
// A room state when the record holds anything only a room can hold (room fields, players, seats
// that never joined, a result), else a plain move list.
WriteResult write_tonykoval(const Record& record);

// The `--option`s that give a room's elimination mode under profile `tonykoval` (the record's
// `mode` header: inherit, hand, scatter; docs/profiles.md): none for inherit, which is the
// profile itself, and none when the record has no mode.
std::vector<std::string> tonykoval_mode_options(const Record& record);

}  // namespace kifukit
