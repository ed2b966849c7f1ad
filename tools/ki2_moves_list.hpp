// The replay page's move list for a standard game: each move as KI2 writes it (`▲７六歩`,
// `△同　銀`), taken from the KI2 writer so there is one printer of that notation.
#pragma once

#include <map>
#include <string>

#include "formats/record.hpp"

namespace kifukit::cli {

// By ply, the main line's moves with their ▲/△ mark; empty when the KI2 writer cannot write
// the record (not standard shogi) or its moves do not line up with the record's.
std::map<int, std::string> ki2_moves(const Record& record);

}  // namespace kifukit::cli
