// Text inside SVG and HTML: numbers as attribute text, shortening names that must fit a box
// (escaping is formats/xml_escape.hpp).
#pragma once

#include <string>
#include <string_view>

namespace kifukit::draw {

// A whole number as attribute or element text.
inline std::string num(int v) { return std::to_string(v); }

// At most `max_code_points` UTF-8 code points, the last one an ellipsis when cut.
std::string shorten(std::string_view utf8, int max_code_points);

}  // namespace kifukit::draw
