// Whether every string of a record can be written in kifukit's own syntaxes at all (issue 26
// item 7): a record built in code may hold a control character, a noncharacter or bytes that
// are no UTF-8, which every reader refuses (FORMAT_ENCODING, formats/source_text.hpp
// find_unholdable) and XML 1.0 cannot even write (`&#07;` is not well-formed). The writers
// refuse such a record instead of writing a file that does not read back.
#pragma once

#include <optional>

#include "formats/diagnostic.hpp"
#include "formats/record.hpp"

namespace kifukit {

// The FORMAT_ENCODING error for the first string no record syntax can hold (what it is, which
// item, at the item's location), or nullopt when every string can be written.
std::optional<Diagnostic> unholdable_string(const Record& record);

// The FORMAT_BAD_VALUE error for the first value of a record built in code that kifukit's own
// readers refuse (a ranking place past 1..4, a negative or too large time or elimination ply, a
// move entry without a move, a variation without entries): the own writers refuse it rather than
// write a file that does not read back (issue 26). Other programs' formats hold no such values.
std::optional<Diagnostic> unholdable_value(const Record& record);

}  // namespace kifukit
