#include "formats/diagnostic.hpp"

#include <algorithm>

namespace kifukit {

std::string json_library_message(std::string_view what) {
  if (what.substr(0, 16) == "[json.exception.") {
    const std::size_t close = what.find("] ");
    if (close != std::string_view::npos) what.remove_prefix(close + 2);
  }
  if (what.substr(0, 11) == "parse error") {
    const std::size_t colon = what.find(": ");
    if (colon != std::string_view::npos) what.remove_prefix(colon + 2);
  }
  return excerpt(what, 200);
}

}  // namespace kifukit
