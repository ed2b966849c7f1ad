// The tonykoval reader's own invariants, on top of the converter checks of targets.cpp.
#pragma once

#include <string_view>

namespace kifukit::fuzz {

// Every error the reader gives has a line and column; a log that reads and writes is a fixed
// point of writing: read(written) writes the same bytes again.
void check_tonykoval(std::string_view bytes);

}  // namespace kifukit::fuzz
