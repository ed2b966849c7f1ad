// The XML syntax of records (docs/formats/xml.md, docs/formats/record.xsd): the same tree as YAML,
// scalars as attributes, free text (names, comments, positions) as elements, lists as elements
// whose children are the items.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

ReadResult read_xml(std::string_view bytes, const std::string& file);
std::string write_xml(const Record& record);

}  // namespace kifukit
