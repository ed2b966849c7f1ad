// The board kifukit's kanji text notation needs (docs/formats/text.md, "The board behind the
// notation"). The syntax itself is converters/text/record_text.hpp, which knows no game state; this
// is the one replay of a record for it, on top of formats/ and rules/:
// - writing: the piece each move names and whether 不成 applies (TextSpelling);
// - reading: the origin of a board move written without one (`↓3二銀`, `→同　金`), named when
//   exactly one piece of the mover can make the move legally under the record's own rules.
// Every caller reads and writes the notation through these two functions.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

// read_text, then every open move resolved: FORMAT_MOVE_AMBIGUOUS when several pieces can make
// it (the message names their origins), FORMAT_MOVE_NO_CANDIDATE when none can.
ReadResult read_text_record(std::string_view bytes, const std::string& file);
// write_text with the spellings of a replay of the record's main line. FORMAT_BAD_MOVE when a
// move's origin is empty on the replayed board (nothing to name).
WriteResult write_text_record(const Record& record);

}  // namespace kifukit
