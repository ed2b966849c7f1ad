// The human text notation of published four-player records (docs/formats/text.md): a header
// block of `key：value` lines, one numbered line per move with a seat arrow (↑ south, → west,
// ↓ north, ← east) and absolute kanji coordinates (`↑6七歩(68)`, `→8九銀打`, `←同　飛(25)`,
// 成/不成), comment lines starting with `*`, and a result block after `まで`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/record.hpp"

namespace kifukit {

// The line that ends the header and starts the moves.
inline constexpr std::string_view kTextSeparator = "手数----指手---------消費時間--";

// The notation as written. A board move without origin (`↓3二銀`, `→同　金`) is left open:
// Entry::move empty, claim.origin_written false. Callers read through converters/text_board.hpp
// (read_text_record), which names the piece that makes each open move on the board.
ReadResult read_text(std::string_view bytes, const std::string& file);

// What the board says of one entry's move beyond its squares, which the notation prints:
// converters/text_board.hpp (write_text_record) replays the record to make them.
struct TextSpelling {
  Kind piece = Kind::None;  // the piece that moves (board moves; drops name the kind dropped)
  bool decline = false;     // 不成: the move could promote and does not
  bool origin = true;       // the origin is written (a sheet read without it keeps that style)
};
// `spellings[i]` spells `record.entries[i]` (main line; events ignore theirs). Items the
// notation cannot hold come back as warnings.
WriteResult write_text(const Record& record, const std::vector<TextSpelling>& spellings);

}  // namespace kifukit
