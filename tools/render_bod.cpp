#include "tools/render_bod.hpp"

#include "converters/kif_common.hpp"
#include "rules/variant.hpp"

namespace kifukit::cli {

std::optional<std::string> bod_text(const Position& pos, std::string& why) {
  const Variant& v = pos.variant();
  if (v.is_yonin() || v.size != 9 || !v.drops) {
    why = "a BOD board diagram is a standard (9x9, two-player) position; variant '" + v.name +
          "' renders as SVG or HTML";
    return std::nullopt;
  }
  std::string out;
  write_kif_board(pos, out);
  return out;
}

}  // namespace kifukit::cli
