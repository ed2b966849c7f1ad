#include "rules/profile_rules.hpp"

#include <algorithm>

#include "rules/seat_names.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

bool has_seat(const Variant& v, Seat s) {
  return std::find(v.seats.begin(), v.seats.end(), s) != v.seats.end();
}

// "south and north", "south, west, north and east".
std::string seat_list(const Variant& v) {
  std::string out;
  for (std::size_t i = 0; i < v.seats.size(); ++i) {
    if (i) out += i + 1 == v.seats.size() ? " and " : ", ";
    out += seat_name(v.seats[i]);
  }
  return out;
}

}  // namespace

std::vector<Contradiction> find_contradictions(const Profile& p) {
  std::vector<Contradiction> out;
  if (p.king_capture && p.king_safety)
    out.push_back({{"king_capture", "king_safety"},
                   "king_capture: true needs king_safety: false (a king that may never be left "
                   "attacked can never be captured)"});
  if (!p.king_capture && !p.king_safety)
    out.push_back({{"king_safety", "king_capture"},
                   "king_safety: false needs king_capture: true (otherwise a king left attacked "
                   "is never taken and its seat can never be eliminated)"});
  if (p.mode == Mode::Doubles && p.doubles_rule == DoublesRule::None)
    out.push_back(
        {{"mode", "doubles_rule"},
         "mode: doubles, but profile '" + p.name + "' has no doubles option (doubles_rule: none)"});
  // three_on_one_ban with mode: doubles is no contradiction: the ban is a singles rule that the
  // Referee does not apply in doubles (docs/decisions.md), so `federation` + `mode=doubles` works.
  const Variant* v = find_variant(p.variant);
  if (v && v->seats.size() < 4 && p.mode == Mode::Doubles)
    out.push_back({{"mode", "variant"}, "mode: doubles needs four seats (variant yonin)"});
  if (v && !has_seat(*v, p.first_mover))
    out.push_back({{"first_mover", "variant"},
                   "first_mover: the variant " + v->name + " has only the seats " + seat_list(*v)});
  if (v && !v->drops && p.dead_board == DeadBoard::ToCreditedHand)
    out.push_back({{"dead_board", "variant"},
                   "dead_board: to-credited-hand needs a variant with drops (the variant " +
                       v->name + " has no hands to put the pieces in)"});
  if (p.repetition_count < 2)
    out.push_back({{"repetition_count"},
                   "repetition_count: " + std::to_string(p.repetition_count) +
                       " would make every position a repetition (at least 2)"});
  if (p.perpetual_check == PerpetualCheck::FoulThenIllegal &&
      p.perpetual_illegal_count <= p.repetition_count)
    out.push_back({{"perpetual_illegal_count", "repetition_count"},
                   "perpetual_illegal_count: " + std::to_string(p.perpetual_illegal_count) +
                       " must be above repetition_count: " + std::to_string(p.repetition_count) +
                       " (the foul comes first, then the illegal move)"});
  if (p.declaration_from_ply > 0 && p.move_limit > 0 && p.declaration_from_ply >= p.move_limit)
    out.push_back({{"declaration_from_ply", "move_limit"},
                   std::string("declaration_from_ply: ") + std::to_string(p.declaration_from_ply) +
                       " is not below move_limit: " + std::to_string(p.move_limit) +
                       ", so a declaration could never be made"});
  return out;
}

}  // namespace kifukit
