#include "tools/render_bod.hpp"

#include "converters/kif_common.hpp"
#include "rules/variant.hpp"

namespace kifukit::cli {

bool bod_shows(const Variant& v) { return !v.is_yonin() && v.size == 9 && v.drops; }

std::string bod_text(const Position& pos) {
  std::string out;
  write_kif_board(pos, out);
  return out;
}

}  // namespace kifukit::cli
