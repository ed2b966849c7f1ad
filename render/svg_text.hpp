// Text inside SVG and HTML: shortening names that must fit a box (escaping is
// formats/xml_escape.hpp).
#pragma once

#include <string>
#include <string_view>

namespace kifukit::draw {

// At most `max_code_points` UTF-8 code points, the last one an ellipsis when cut.
std::string shorten(std::string_view utf8, int max_code_points);

}  // namespace kifukit::draw
