// Chu shogi's game rules beyond piece movement (docs/chu.md): lion trading and the
// counter-strike, the state they need, bare king and the check that excuses a fourth repetition.
// Move generation, the explanation of an illegal move and the Referee call these few hooks; the
// shared code stays as it is for every other variant (each hook is behind one flag).
#pragma once

#include "rules/position.hpp"
#include "rules/profile.hpp"
#include "rules/reason.hpp"

namespace kifukit {

// A lion for the trading rules: a kind with the full lion power (the lion and the promoted
// kirin, "麒麟升变也成为狮子"). The horned falcon and soaring eagle are not lions.
bool is_lion(const Variant& v, Kind k);

// True when the lion-trading rules act: a variant with lions and a profile that restricts them.
inline bool lion_rules_apply(const Variant& v, const Profile& profile) {
  return v.any_lion && profile.lion_trading != LionTrading::Off;
}

// Why `seat` may not make the pseudo-legal board move `m` under the profile's lion-trading rule
// (Reason::LionTrade, Reason::CounterStrike), or Reason::None. Cheap unless `m` takes a lion.
Reason lion_trading_rule(const Position& pos, Seat seat, const Profile& profile, Move m);

// After `mover` played `m` (u: from do_move), records the counter-strike state: the square where a
// non-lion piece took a lion, or none. Only when lion_rules_apply(); otherwise the state stays
// none, so positions that differ in nothing the rules read are one position.
void note_lion_capture(Position& pos, const Profile& profile, Move m, Seat mover, const Undo& u);

// True when one of `seat`'s royal pieces (king, prince) is attacked.
bool any_royal_attacked(const Position& pos, Seat seat);

// The bare-king rule after `mover`'s move (game level; docs/chu.md, "Bare king"). Acts in
// two-seat variants with lions only.
enum class BareKingResult { None, MoverLoses, OpponentLoses, Draw };
BareKingResult judge_bare_king(const Position& after, Seat mover, const Profile& profile);

}  // namespace kifukit
