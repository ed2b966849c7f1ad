// The human text notation of published four-player records (docs/formats/text.md): a header
// block of `key：value` lines, one numbered line per move with a seat arrow (↑ south, → west,
// ↓ north, ← east) and absolute kanji coordinates (`↑6七歩(68)`, `→8九銀打`, `←同　飛(25)`,
// 成/不成), comment lines starting with `*`, and a result block after `まで`.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

// The line that ends the header and starts the moves.
inline constexpr std::string_view kTextSeparator = "手数----指手---------消費時間--";

ReadResult read_text(std::string_view bytes, const std::string& file);
// Needs the position to name the moving piece, so it replays the moves (board only, no rules);
// fails on a move whose origin is empty. Items the notation cannot hold come back as warnings.
WriteResult write_text(const Record& record);

}  // namespace kifukit
