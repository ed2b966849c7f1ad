#include "render/board_svg.hpp"

#include <string_view>
#include <vector>

#include "formats/notation.hpp"
#include "formats/xml_escape.hpp"
#include "notation/kanji_names.hpp"
#include "notation/seat_words.hpp"
#include "render/board_geometry.hpp"
#include "render/piece_style.hpp"
#include "render/svg_text.hpp"
#include "rules/variant.hpp"

namespace kifukit::draw {
namespace {

using G = BoardGeometry;
constexpr std::string_view kFont = "IPAexMincho, IPAMincho, 'Noto Serif CJK JP', serif";

std::string rect(const Box& b, std::string_view attributes) {
  return "<rect x=\"" + num(b.x) + "\" y=\"" + num(b.y) + "\" width=\"" + num(b.w) +
         "\" height=\"" + num(b.h) + "\" " + std::string(attributes) + "/>\n";
}

std::string text(int x, int y, int size, std::string_view anchor, std::string_view fill,
                 std::string_view content, std::string_view extra = "") {
  return "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-size=\"" + num(size) +
         "\" text-anchor=\"" + std::string(anchor) + "\" fill=\"" + std::string(fill) + "\"" +
         std::string(extra) + ">" + xml_escape(content) + "</text>\n";
}

Box cell_box(const G& g, Square s) {
  return {g.cell_x(file_of(s)), g.cell_y(rank_of(s)), G::kCell, G::kCell};
}

std::string grid(const G& g) {
  std::string out = rect(g.board, "fill=\"#efcf8f\" stroke=\"#3a2a10\" stroke-width=\"2\"");
  for (int i = 1; i < g.size; ++i) {
    int x = g.board.x + i * G::kCell, y = g.board.y + i * G::kCell;
    out += "<line x1=\"" + num(x) + "\" y1=\"" + num(g.board.y) + "\" x2=\"" + num(x) + "\" y2=\"" +
           num(g.board.y + g.board.h) + "\" stroke=\"#3a2a10\"/>\n";
    out += "<line x1=\"" + num(g.board.x) + "\" y1=\"" + num(y) + "\" x2=\"" +
           num(g.board.x + g.board.w) + "\" y2=\"" + num(y) + "\" stroke=\"#3a2a10\"/>\n";
  }
  if (g.size == 9)  // the four star points of a 9x9 board
    for (int i : {3, 6})
      for (int j : {3, 6})
        out += "<circle cx=\"" + num(g.board.x + i * G::kCell) + "\" cy=\"" +
               num(g.board.y + j * G::kCell) + "\" r=\"3\" fill=\"#3a2a10\"/>\n";
  return out;
}

// Files across the top (high to low, left to right), ranks down the right, as published.
std::string coordinates(const G& g) {
  std::string out;
  for (int f = 1; f <= g.size; ++f)
    out += text(g.cell_x(f) + G::kCell / 2, g.board.y - 6, 14, "middle", "#333", file_label(f));
  for (int r = 1; r <= g.size; ++r)
    out += text(g.board.x + g.board.w + g.label / 2, g.cell_y(r) + G::kCell / 2 + 5, 14, "middle",
                "#333", rank_label(r));
  return out;
}

std::string highlights(const G& g, const BoardScene& scene) {
  std::string out;
  if (scene.last_move) {
    const Move m = *scene.last_move;
    if (!m.is_drop() && m.from() != kNoSquare)
      out += rect(cell_box(g, m.from()), "class=\"last-from\" fill=\"#f6e27a\"");
    out += rect(cell_box(g, m.to()), "class=\"last-to\" fill=\"#f2cf3b\"");
  }
  for (Seat s : scene.position.variant().seats)
    if (scene.checked & (1u << index(s))) {
      Box b = cell_box(g, scene.position.king_square(s));
      out += rect({b.x + 2, b.y + 2, b.w - 4, b.h - 4},
                  "class=\"check\" data-seat=\"" + std::string(seat_name(s)) +
                      "\" fill=\"#ff9b9b\" stroke=\"#d00000\" stroke-width=\"3\"");
    }
  return out;
}

// The characters of a UTF-8 glyph, one string each.
std::vector<std::string> characters(const std::string& glyph) {
  std::vector<std::string> out;
  for (unsigned char c : glyph)
    if ((c & 0xC0) != 0x80 || out.empty())
      out.emplace_back(1, static_cast<char>(c));
    else
      out.back() += static_cast<char>(c);
  return out;
}

// The kanji on a piece (notation/kanji_names.hpp, board_glyph): one character as shogi's pieces
// print it; two or more (chu's 獅子, 奔王) stacked in one column as chu pieces write them, each
// row smaller so the column fits the pentagon (y from -15 to 19).
std::string glyph(const std::string& kanji, std::string_view fill) {
  const std::vector<std::string> chars = characters(kanji);
  const bool ascii = chars.size() == kanji.size();  // a kind without kanji: its letters
  if (chars.size() <= 1 || ascii) return text(0, 11, ascii ? 16 : 23, "middle", fill, kanji);
  const int n = static_cast<int>(chars.size()), size = n == 2 ? 15 : 34 / n;
  std::string out;
  for (int i = 0; i < n; ++i)
    out += text(0, -17 + size * (i + 1), size, "middle", fill, chars[static_cast<std::size_t>(i)]);
  return out;
}

// A shogi piece: a pentagon pointing the way it advances, the kanji turned with it.
std::string piece(const G& g, const Variant& v, Square s, Piece p) {
  const KindDef& d = v.kind(p.kind());
  const Box b = cell_box(g, s);
  const int cx = b.x + G::kCell / 2, cy = b.y + G::kCell / 2;
  const bool dead_king = p.neutral() && d.is_king;
  std::string out = "<g class=\"piece\" data-square=\"" + format_square(s) + "\" data-piece=\"" +
                    piece_code(v, p) + "\" transform=\"translate(" + num(cx) + "," + num(cy) +
                    ") rotate(" + num(facing_degrees(p.facing())) + ")\">\n";
  out += "<path d=\"M0,-19 L13,-14 L16,19 L-16,19 L-13,-14 Z\" fill=\"" +
         std::string(owner_tint(p.owner())) + "\" stroke=\"" +
         std::string(owner_colour(p.owner())) + "\" stroke-width=\"2\"" +
         (p.neutral() ? " stroke-dasharray=\"4 2\"" : "") + "/>\n";
  const std::string kanji(p.neutral() ? board_glyph(v, p.kind())
                                      : board_glyph(v, p.kind(), seat_at(p.owner())));
  out += glyph(kanji, d.promoted ? kPromotedColour : "#111");
  if (dead_king)
    out +=
        "<path class=\"dead\" d=\"M-13,-11 L13,15 M13,-11 L-13,15\" stroke=\"#8b0000\" "
        "stroke-width=\"2.5\" stroke-opacity=\"0.6\" stroke-linecap=\"round\"/>\n";
  out += "</g>\n";
  // An inherited piece (its facing is another seat's): a dot in that seat's colour, unrotated.
  if (!p.neutral() && index(p.facing()) != p.owner())
    out += "<circle class=\"inherited\" cx=\"" + num(b.x + 7) + "\" cy=\"" + num(b.y + 7) +
           "\" r=\"5\" fill=\"" +
           std::string(owner_colour(static_cast<std::uint8_t>(index(p.facing())))) +
           "\" stroke=\"#fff\"/>\n";
  return out;
}

std::string pieces(const G& g, const Position& pos) {
  std::string out;
  for (Square s : pos.variant().squares)
    if (!pos.at(s).empty()) out += piece(g, pos.variant(), s, pos.at(s));
  return out;
}

std::string status_of(const Position& pos, Seat s) {
  for (int i = 0; i < pos.elimination_count(); ++i) {
    const Elimination& e = pos.elimination(i);
    if (e.seat != s) continue;
    return e.credited >= 0 ? std::string("eliminated (by ") + seat_name(seat_at(e.credited)) + ")"
                           : std::string("eliminated");
  }
  if (!pos.game_over() && pos.to_move() == s) return "to move";
  return "";
}

std::string hand_items(const Position& pos, Seat s, const Box& area, int first_row_y) {
  const int kItem = 42;
  const int per_row = area.w > 24 ? (area.w - 12) / kItem : 1;
  std::string out;
  int n = 0;
  for (Kind k : pos.variant().hand_kinds) {
    const int count = pos.hand(s, k);
    if (!count) continue;
    const int x = area.x + 8 + (n % per_row) * kItem, y = first_row_y + (n / per_row) * 28;
    std::string label = std::string(board_glyph(pos.variant(), k)) + (count > 1 ? num(count) : "");
    out += text(x, y, 20, "start", "#111", label,
                " data-kind=\"" + std::string(1, pos.variant().kind(k).letter) +
                    "\" data-count=\"" + num(count) + "\"");
    ++n;
  }
  if (!n) out += text(area.x + 8, first_row_y, 14, "start", "#777", "持駒なし");
  return out;
}

// A variant without drops (chu) holds nothing in hand: a strip with the seat, the player and
// the status, no pieces and no 持駒なし.
bool has_hands(const Variant& v) { return v.drops && !v.hand_kinds.empty(); }

std::string hand_panel(const G& g, const BoardScene& scene, Seat s) {
  const Position& pos = scene.position;
  const bool hands = has_hands(pos.variant());
  const Box& b = g.panel[index(s)];
  const std::uint8_t owner = static_cast<std::uint8_t>(index(s));
  const bool alive = pos.alive(s);
  const std::string status = status_of(pos, s);
  const bool to_move = status == "to move";
  std::string out = std::string("<g class=\"") + (hands ? "hand" : "seat-strip") +
                    "\" data-seat=\"" + std::string(seat_name(s)) + "\" data-alive=\"" +
                    (alive ? "true" : "false") + "\">\n";
  out += rect(b, "fill=\"" + std::string(alive ? owner_tint(owner) : owner_tint(kNeutral)) +
                     "\" stroke=\"" + std::string(owner_colour(owner)) + "\" stroke-width=\"" +
                     (to_move ? "4" : "1.5") + "\"");
  const Variant& v = pos.variant();
  const std::string seat_line =
      std::string(words::seat_mark(v, s)) + " " + std::string(words::seat_title(v, s));
  const std::string& player = scene.players[static_cast<std::size_t>(index(s))];
  const std::string_view colour = owner_colour(owner);
  const std::string_view status_colour = alive ? colour : std::string_view("#8b0000");
  if (b.w > b.h) {  // a panel above or below the board: one line of names, one of pieces
    out += text(b.x + 8, b.y + 19, 15, "start", colour,
                seat_line + (player.empty() ? "" : "  " + shorten(player, 24)),
                " font-weight=\"bold\"");
    out += text(b.x + b.w - 8, b.y + 19, 13, "end", status_colour, status);
    if (hands) out += hand_items(pos, s, b, b.y + 48);
  } else {  // a panel beside the board: seat, player and status on lines of their own
    out += text(b.x + 8, b.y + 22, 15, "start", colour, seat_line, " font-weight=\"bold\"");
    out += text(b.x + 8, b.y + 42, 13, "start", "#222", shorten(player, 9));
    out += text(b.x + 8, b.y + 62, 12, "start", status_colour, status);
    out += hand_items(pos, s, b, b.y + 94);
  }
  return out + "</g>\n";
}

// Says what the marks mean, naming only the marks this board uses.
std::string legend(const Position& pos) {
  bool neutral = false, dead = false, inherited = false;
  for (Square s : pos.variant().squares) {
    Piece p = pos.at(s);
    if (p.empty()) continue;
    if (p.neutral())
      (pos.variant().kind(p.kind()).is_king ? dead : neutral) = true;
    else if (index(p.facing()) != p.owner())
      inherited = true;
  }
  std::string out;
  auto add = [&](const char* item) { out += (out.empty() ? "" : " · ") + std::string(item); };
  if (dead) add("× dead king");
  if (neutral) add("dashed grey: neutral");
  if (inherited) add("dot: inherited, facing the dot's seat");
  return out;
}

}  // namespace

std::pair<int, int> board_svg_size(const Variant& v) {
  const G g(v.size, v.is_yonin(), has_hands(v));
  return {g.width, g.height};
}

std::string board_svg(const BoardScene& scene) {
  const Position& pos = scene.position;
  const Variant& v = pos.variant();
  const G g(v.size, v.is_yonin(), has_hands(v));
  std::string out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(g.width) + "\" height=\"" +
      num(g.height) + "\" viewBox=\"0 0 " + num(g.width) + " " + num(g.height) +
      "\" font-family=\"" + std::string(kFont) + "\" data-variant=\"" + xml_escape(v.name) +
      "\" data-ply=\"" + num(pos.ply()) + "\" data-to-move=\"" +
      (pos.game_over() ? std::string("-") : std::string(seat_name(pos.to_move()))) + "\">\n";
  if (!scene.title.empty()) out += "<title>" + xml_escape(scene.title) + "</title>\n";
  out +=
      "<rect width=\"" + num(g.width) + "\" height=\"" + num(g.height) + "\" fill=\"#fbf8f0\"/>\n";
  out += grid(g) + highlights(g, scene) + coordinates(g) + pieces(g, pos);
  for (Seat s : v.seats) out += hand_panel(g, scene, s);
  std::string line = scene.caption;
  const std::string marks = legend(pos);
  if (!marks.empty()) line += (line.empty() ? "" : "  |  ") + marks;
  out += text(G::kMargin, g.caption_y, 13, "start", "#333", line);
  return out + "</svg>\n";
}

}  // namespace kifukit::draw
