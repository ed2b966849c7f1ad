#include "tools/board_diagram.hpp"

#include "formats/notation.hpp"

namespace kifukit::cli {
namespace {

// South red, west green, north blue, east yellow, neutral grey.
constexpr const char* kColors[5] = {"\033[31m", "\033[32m", "\033[34m", "\033[33m", "\033[90m"};
constexpr const char* kReset = "\033[0m";
constexpr char kFacingMark[4] = {'^', '>', 'v', '<'};

std::string cell(Piece p, bool color) {
  if (p.empty()) return "    ";
  const KindDef& d = kind_def(p.kind());
  std::string text;
  text += p.neutral() ? 'x' : seat_letter(seat_at(p.owner()));
  text += d.promoted ? '+' : ' ';
  text += d.letter;
  bool own_facing = !p.neutral() && index(p.facing()) == p.owner();
  text += own_facing ? ' ' : kFacingMark[index(p.facing())];
  if (!color) return text;
  return std::string(kColors[p.owner()]) + text + kReset;
}

}  // namespace

std::string board_diagram(const Position& pos, bool color) {
  const Variant& v = pos.variant();
  std::string out = "   ";
  for (int file = v.size; file >= 1; --file) out += "  " + std::to_string(file) + "  ";
  out += "\n";
  std::string rule = "   +";
  for (int file = 0; file < v.size; ++file) rule += "----+";
  out += rule + "\n";
  for (int rank = 1; rank <= v.size; ++rank) {
    out += " ";
    out += static_cast<char>('a' + rank - 1);
    out += " |";
    for (int file = v.size; file >= 1; --file)
      out += cell(pos.at(make_square(file, rank)), color) + "|";
    out += "\n" + rule + "\n";
  }
  out += "hands:";
  for (Seat s : v.seats) {
    std::string hand;
    for (Kind k : v.hand_kinds) {
      int n = pos.hand(s, k);
      if (n) hand += (n > 1 ? std::to_string(n) : "") + kind_def(k).letter;
    }
    out += std::string("  ") + seat_name(s) + " " + (hand.empty() ? "-" : hand);
  }
  out += "\n";
  if (pos.game_over())
    out += "game over";
  else
    out += std::string("to move: ") + seat_name(pos.to_move());
  if (pos.elimination_count()) {
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
