// The JSON syntax of records (docs/formats/json.md, docs/formats/record.schema.json): the same
// tree as YAML, and the wire format of the corpus and adapters.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"
#include "formats/record_tree.hpp"

namespace kifukit {

ReadResult read_json(std::string_view bytes, const std::string& file);
std::string write_json(const Record& record);

// The JSON text as a tree with the location of every value (FORMAT_SYNTAX, FORMAT_TOO_DEEP,
// FORMAT_TOO_LARGE thrown at their place): for other programs' JSON formats (converters/).
TreeNode json_tree(const SourceText& src);

}  // namespace kifukit
