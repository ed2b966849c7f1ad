#include "render/piece_style.hpp"

#include <array>

#include "formats/notation.hpp"
#include "rules/variant.hpp"

namespace kifukit::draw {

std::string_view piece_kanji(Kind k) {
  switch (k) {
    case Kind::King:
      return "玉";
    case Kind::Rook:
      return "飛";
    case Kind::Dragon:
      return "龍";
    case Kind::Bishop:
      return "角";
    case Kind::Horse:
      return "馬";
    case Kind::Gold:
      return "金";
    case Kind::Silver:
      return "銀";
    case Kind::ProSilver:
      return "全";
    case Kind::Knight:
      return "桂";
    case Kind::ProKnight:
      return "圭";
    case Kind::Lance:
      return "香";
    case Kind::ProLance:
      return "杏";
    case Kind::Pawn:
      return "歩";
    case Kind::Tokin:
      return "と";
    default:  // Kind::None, and the kinds of other variants (ids from kFirstOtherKind)
      break;
  }
  return "?";
}

std::string rank_label(int rank) {
  static constexpr std::array<std::string_view, 10> kDigits = {"",   "一", "二", "三", "四",
                                                               "五", "六", "七", "八", "九"};
  if (rank >= 1 && rank <= 9) return std::string(kDigits[static_cast<std::size_t>(rank)]);
  if (rank == 10) return "十";
  if (rank > 10 && rank < 20)
    return "十" + std::string(kDigits[static_cast<std::size_t>(rank - 10)]);
  return std::to_string(rank);
}

std::string file_label(int file) {
  std::string out;
  for (char c : std::to_string(file)) {
    // U+FF10 FULLWIDTH DIGIT ZERO onwards: EF BC 90 + digit.
    out += "\xEF\xBC";
    out += static_cast<char>(0x90 + (c - '0'));
  }
  return out;
}

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

std::string_view seat_arrow(Seat s) {
  static constexpr std::array<std::string_view, 4> kArrows = {"↑", "→", "↓", "←"};
  return kArrows[static_cast<std::size_t>(index(s))];
}

int facing_degrees(Facing f) { return 90 * index(f); }

std::string piece_code(Piece p) {
  const KindDef& d = kind_def(p.kind());
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
