// The words that mark kifukit's kanji text notation (docs/formats/text.md), which the syntax
// (converters/text/record_text.hpp) writes and formats/record_io.cpp looks for to recognise a
// text record. Part of the notation service (docs/architecture.md, "Notation").
#pragma once

#include <string_view>

namespace kifukit {

// The line that ends the header and starts the moves.
inline constexpr std::string_view kTextSeparator = "手数----指手---------消費時間--";

}  // namespace kifukit
