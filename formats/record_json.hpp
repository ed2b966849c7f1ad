// The JSON syntax of records (docs/formats/json.md, docs/formats/record.schema.json): the same
// tree as YAML, and the wire format of the corpus and adapters.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

ReadResult read_json(std::string_view bytes, const std::string& file);
std::string write_json(const Record& record);

}  // namespace kifukit
