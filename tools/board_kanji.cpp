#include "tools/board_kanji.hpp"

#include <algorithm>

#include "notation/kanji_names.hpp"
#include "notation/seat_words.hpp"
#include "tools/board_diagram.hpp"

namespace kifukit::cli {
namespace {

constexpr std::string_view kEmpty = "・";
constexpr std::string_view kWideSpace = "　";

// Characters of a UTF-8 string (every glyph here is one full-width character per code point).
std::size_t characters(std::string_view s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// The most characters a glyph of the variant has: 1 for shogi, 2 for chu.
std::size_t glyph_width(const Variant& v) {
  std::size_t width = 1;
  for (const KindDef& d : v.kind_table)
    if (d.kind != Kind::None) width = std::max(width, characters(board_glyph(v, d.kind)));
  return width;
}

std::string cell(const Variant& v, Piece p, std::size_t width, bool color) {
  if (p.empty()) {
    std::string out = " " + std::string(kEmpty);
    for (std::size_t i = 1; i < width; ++i) out += kWideSpace;
    return out;
  }
  const Seat owner = seat_at(p.owner());
  const std::string_view glyph = board_glyph(v, p.kind(), owner);
  std::string out = (owner == Seat::South ? " " : "v") + std::string(glyph);
  for (std::size_t i = characters(glyph); i < width; ++i) out += kWideSpace;
  return color ? seat_colour(p.owner()) + out + colour_reset() : out;
}

std::string hand_line(const Position& pos, Seat s) {
  const Variant& v = pos.variant();
  std::string hand;
  for (Kind k : v.hand_kinds) {
    const int n = pos.hand(s, k);
    if (!n) continue;
    if (!hand.empty()) hand += kWideSpace;
    hand += std::string(board_glyph(v, k)) + (n > 1 ? kanji_rank(n) : "");
  }
  return std::string(words::seat_mark(v, s)) + std::string(words::seat_title(v, s)) + "の持駒：" +
         (hand.empty() ? "なし" : hand) + "\n";
}

}  // namespace

std::string kanji_board(const Position& pos, bool color) {
  const Variant& v = pos.variant();
  const std::size_t width = glyph_width(v);
  const bool hands = !v.hand_kinds.empty();  // chu has no hands: captured pieces leave
  std::string out = hands ? hand_line(pos, Seat::North) : "";
  out += " ";
  for (int file = v.size; file >= 1; --file) {
    const std::string label = wide_number(file);
    out += " " + label;
    for (std::size_t i = characters(label); i < width; ++i) out += kWideSpace;
  }
  const std::string rule =
      "+" + std::string(static_cast<std::size_t>(v.size) * (1 + 2 * width), '-') + "+\n";
  out += "\n" + rule;
  for (int rank = 1; rank <= v.size; ++rank) {
    out += "|";
    for (int file = v.size; file >= 1; --file)
      out += cell(v, pos.at(make_square(file, rank)), width, color);
    out += "|" + kanji_rank(rank) + "\n";
  }
  out += rule;
  if (hands) out += hand_line(pos, Seat::South);
  return out;
}

}  // namespace kifukit::cli
