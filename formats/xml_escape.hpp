// Escaping for text inside XML and HTML, one rule for every writer that builds markup by hand:
// the SVG boards and the HTML replay page (render/), the JUnit reports (validator/, corpus/).
#pragma once

#include <string>
#include <string_view>

namespace kifukit {

// Element content and attribute values alike: & < > " ' as references (&#39; for ', which
// HTML 4 lacks as &apos;); C0 control characters other than tab, line feed and carriage return,
// which XML 1.0 cannot hold at all, become U+FFFD. Other bytes are copied as they are.
std::string xml_escape(std::string_view text);

}  // namespace kifukit
