// Escaping for the machine report formats, shared by validate's and corpus run's reports.
#pragma once

#include <string>

#include "formats/xml_escape.hpp"  // xml_escape, for the JUnit reports

namespace kifukit {

// A relative URI reference for a path (SARIF 2.1.0 section 3.10.3): unreserved characters and
// '/' as they are, every other byte percent-encoded; "-" (standard input) is "stdin".
std::string sarif_uri(const std::string& path);
// GitHub workflow commands: % CR LF always, and : , in a property value.
std::string github_escape(const std::string& text, bool property);

}  // namespace kifukit
