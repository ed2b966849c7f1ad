// Text inside SVG and HTML: escaping, and shortening names that must fit a box.
#pragma once

#include <string>
#include <string_view>

namespace kifukit::draw {

// Escapes & < > " ' for element content and attribute values alike.
std::string escape_xml(std::string_view text);
// At most `max_code_points` UTF-8 code points, the last one an ellipsis when cut.
std::string shorten(std::string_view utf8, int max_code_points);

}  // namespace kifukit::draw
