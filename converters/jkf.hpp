// JKF, the JSON Kifu Format of json-kifu-format (header, initial, moves with forks), on the
// Record. docs/formats/jkf.md.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

ReadResult read_jkf(std::string_view text, const std::string& file);
WriteResult write_jkf(const Record& record);

}  // namespace kifukit
