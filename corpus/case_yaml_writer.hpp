// Prints a case (as JSON) in the corpus's YAML house style: keys in the documented order, one
// entry per line, expectations as block maps, long number lists wrapped in flow style. The
// output reads back (parse_located_yaml) to the same JSON.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace kifukit::corpus {

// `header` is written first as comment lines (without the leading "# ").
std::string case_to_yaml(const nlohmann::json& c, const std::string& header);

}  // namespace kifukit::corpus
