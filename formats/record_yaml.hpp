// The YAML syntax of records (docs/formats/yaml.md): the primary, hand-editable form.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

ReadResult read_yaml(std::string_view bytes, const std::string& file);
std::string write_yaml(const Record& record);

}  // namespace kifukit
