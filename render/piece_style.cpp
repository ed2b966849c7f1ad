#include "render/piece_style.hpp"

#include <array>

#include "formats/notation.hpp"
#include "notation/kanji_names.hpp"
#include "rules/variant.hpp"

namespace kifukit::draw {

std::string rank_label(int rank) { return kanji_rank(rank); }

std::string file_label(int file) { return wide_number(file); }

// South blue, west green, north ochre, east purple: red is kept for promoted pieces (as on
// printed boards) and for checks. Neutral pieces are grey.
std::string_view owner_colour(std::uint8_t owner) {
  static constexpr std::array<std::string_view, 5> kColours = {"#1f5fa8", "#237a45", "#a8660f",
                                                               "#6b3fb0", "#6e6e6e"};
  return kColours[owner < 5 ? owner : 4];
}

std::string_view owner_tint(std::uint8_t owner) {
  static constexpr std::array<std::string_view, 5> kTints = {"#dce9f8", "#dcf0e2", "#f7e8cf",
                                                             "#e8def7", "#d4d4d4"};
  return kTints[owner < 5 ? owner : 4];
}

int facing_degrees(Facing f) { return 90 * index(f); }

std::string piece_code(Piece p) { return piece_code(standard_variant(), p); }

std::string piece_code(const Variant& v, Piece p) {
  const KindDef& d = v.kind(p.kind());
  std::string out;
  out += p.neutral() ? 'x' : seat_letter(seat_at(p.owner()));
  if (d.promoted) out += '+';
  out += d.letter;
  if (p.neutral() || index(p.facing()) != p.owner()) {
    out += '>';
    out += seat_letter(seat_at(index(p.facing())));
  }
  return out;
}

}  // namespace kifukit::draw
