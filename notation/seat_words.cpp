#include "notation/seat_words.hpp"

#include <array>

#include "rules/reason.hpp"

namespace kifukit::words {
namespace {

// Sente moves first and sits South; gote sits North (rules/variants: two-player seats).
bool sente(Seat s) { return s == Seat::South; }

}  // namespace

std::string_view seat_arrow(Seat s) {
  static constexpr std::array<std::string_view, 4> kArrows = {"↑", "→", "↓", "←"};
  return kArrows[static_cast<std::size_t>(index(s))];
}

std::string_view seat_title(const Variant& v, Seat s) {
  if (v.is_yonin()) return seat_name(s);
  return sente(s) ? "先手" : "後手";
}

std::string_view seat_mark(const Variant& v, Seat s) {
  if (v.is_yonin()) return seat_arrow(s);
  return sente(s) ? "▲" : "△";
}

std::string two_player_result(const Variant& v, const GameResult& r, std::string_view ending) {
  const int south = r.rank[index(Seat::South)], north = r.rank[index(Seat::North)];
  const bool draw = r.void_game || south == north;
  const std::string winner = std::string(seat_word(v, south < north ? Seat::South : Seat::North));
  switch (r.reason) {
    case EndReason::Repetition:
      return draw ? "sennichite (draw)" : winner + " wins: sennichite";
    case EndReason::PerpetualCheck:
      return winner + " wins: perpetual check";
    case EndReason::Declaration:
      return draw ? "entering-king declaration (draw)"
                  : winner + " wins: entering-king declaration";
    case EndReason::MoveLimit:
      return draw ? "move limit (draw)" : winner + " wins: move limit";
    case EndReason::AgreedDraw:
      return "draw by agreement";
    case EndReason::BareKing:
      return draw ? "bare kings (draw)" : winner + " wins: bare king";
    default:
      break;
  }
  if (draw) return "draw";
  if (ending == "resign") return winner + " wins by resignation";
  if (ending == "timeout") return winner + " wins on time";
  return winner + (v.drops ? " wins by checkmate" : " wins: royal captured");
}

std::string two_player_events(const Variant& v, const std::vector<RefereeEvent>& events,
                              const std::string& result) {
  std::string out;
  auto add = [&](const std::string& item) { out += (out.empty() ? "" : "; ") + item; };
  for (const RefereeEvent& e : events) {
    if (e.type == RefereeEvent::Type::Check) add("check");
    if (e.type == RefereeEvent::Type::Foul)
      add("foul by " + std::string(seat_word(v, e.seat)) + " [" + std::string(reason_code(e.foul)) +
          "]");
    if (e.type == RefereeEvent::Type::GameEnd) add(result);
  }
  return out;
}

}  // namespace kifukit::words
