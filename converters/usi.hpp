// USI position commands (`position startpos moves 7g7f ...`, `position sfen SFEN moves ...`)
// and SFEN position files. docs/formats/usi.md.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

// Reads `[position] (startpos | [sfen] SFEN) [moves M...]` on one line (both formats).
ReadResult read_usi(std::string_view text, const std::string& file);
// One line; everything but the start and the main line's moves is reported as FORMAT_LOSSY.
WriteResult write_usi(const Record& record);
// The SFEN of the position after the main line (moves and the rest reported as lost).
WriteResult write_sfen(const Record& record);

}  // namespace kifukit
