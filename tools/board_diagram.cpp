#include "tools/board_diagram.hpp"

#include <algorithm>
#include <vector>

#include "formats/notation.hpp"
#include "notation/seat_words.hpp"

namespace kifukit::cli {
namespace {

constexpr char kFacingMark[4] = {'^', '>', 'v', '<'};

// The width of a piece's letters in a cell: two ('+R', ' P'), or the longest SFEN letters of the
// variant's kinds (a variant file may name kinds with several letters).
std::size_t letters_width(const Variant& v) {
  std::size_t width = 2;
  for (const KindDef& d : v.kind_table) width = std::max(width, d.sfen.size());
  return width;
}

std::string cell(const Variant& v, Piece p, bool color) {
  const std::size_t width = letters_width(v);
  if (p.empty()) return std::string(width + 2, ' ');
  // The variant's own letters: chu's dragon is D and its promoted rook +R, where the four-player
  // table would print both as +R.
  const KindDef& d = v.kind(p.kind());
  std::string text;
  text += p.neutral() ? 'x' : seat_letter(seat_at(p.owner()));
  std::string letters = d.sfen.empty() ? std::string(d.promoted ? "+" : "") + d.letter : d.sfen;
  if (letters.size() < width) letters.insert(0, width - letters.size(), ' ');
  text += letters;
  bool own_facing = !p.neutral() && index(p.facing()) == p.owner();
  text += own_facing ? ' ' : kFacingMark[index(p.facing())];
  if (!color) return text;
  return seat_colour(p.owner()) + text + colour_reset();
}

}  // namespace

// The pictures' seat colours (render/piece_style.cpp) in the 8 ANSI colours: south blue, west
// green, north yellow (the pictures' ochre), east magenta (their purple), neutral grey.
std::string seat_colour(std::uint8_t owner) {
  constexpr const char* kColors[5] = {"\033[34m", "\033[32m", "\033[33m", "\033[35m", "\033[90m"};
  return kColors[owner < 5 ? owner : 4];
}

std::string colour_reset() { return "\033[0m"; }

std::string board_diagram(const Position& pos, bool color) {
  const Variant& v = pos.variant();
  const std::size_t width = letters_width(v) + 2;
  std::string out = "   ";
  for (int file = v.size; file >= 1; --file) {
    std::string label = std::to_string(file);
    label.resize(width - 2, ' ');
    out += "  " + label + " ";
  }
  out += "\n";
  std::string rule = "   +";
  for (int file = 0; file < v.size; ++file) rule += std::string(width, '-') + "+";
  out += rule + "\n";
  for (int rank = 1; rank <= v.size; ++rank) {
    out += " ";
    out += static_cast<char>('a' + rank - 1);
    out += " |";
    for (int file = v.size; file >= 1; --file)
      out += cell(v, pos.at(make_square(file, rank)), color) + "|";
    out += "\n" + rule + "\n";
  }
  if (!v.hand_kinds.empty()) out += "hands:";  // chu has no hands: captured pieces leave
  for (Seat s : v.hand_kinds.empty() ? std::vector<Seat>{} : v.seats) {
    std::string hand;
    for (Kind k : v.hand_kinds) {
      int n = pos.hand(s, k);
      if (n) hand += (n > 1 ? std::to_string(n) : "") + kind_def(k).letter;
    }
    out += "  " + std::string(words::seat_word(v, s)) + " " + (hand.empty() ? "-" : hand);
  }
  if (!v.hand_kinds.empty()) out += "\n";
  if (pos.game_over())
    out += "game over";
  else
    out += "to move: " + std::string(words::seat_word(v, pos.to_move()));
  // A two-player game's loser is not "eliminated": replay's result line tells the end.
  if (pos.elimination_count() && v.is_yonin()) {
    out += "   eliminated:";
    for (int i = 0; i < pos.elimination_count(); ++i) {
      const Elimination& e = pos.elimination(i);
      out += std::string(" ") + seat_name(e.seat);
      if (e.credited >= 0) out += std::string(" (by ") + seat_name(seat_at(e.credited)) + ")";
    }
  }
  out += "\n";
  return out;
}

}  // namespace kifukit::cli
