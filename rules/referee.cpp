#include "rules/referee.hpp"

#include <algorithm>

#include "rules/chu_rules.hpp"
#include "rules/move_check.hpp"
#include "rules/movegen.hpp"
#include "rules/piece_rules.hpp"
#include "rules/referee_checks.hpp"
#include "rules/referee_quick_move.hpp"

namespace kifukit {

int Referee::play(Position& pos, Move m, std::vector<RefereeEvent>* events, int checks_before,
                  int* legal_moves) const {
  const Seat mover = pos.to_move();
  Undo u;
  pos.do_move(m, mover, u);
  return after_move(pos, mover, m, u, events, checks_before, legal_moves);
}

// Flattened: perft calls it at every node, and the calls it makes in this file (the check test,
// select_next) cost as much as their work when made out of line.
[[gnu::flatten]] int Referee::after_move(Position& pos, Seat mover, Move m, const Undo& u,
                                         std::vector<RefereeEvent>* events, int checks_before,
                                         int* legal_moves, MoveList* next_moves) const {
  pos.set_ply(pos.ply() + 1);
  if (pos.variant().any_lion) note_lion_capture(pos, profile_, m, mover, u);
  // King capture: the seat whose last royal piece was taken is out at once, credited to the
  // capturer.
  bool lost_royal = false;
  if (!u.captured.empty() || !u.captured_middle.empty()) {
    for (Seat s : royal_losses(pos, u)) {
      eliminate(pos, s, index(mover), events);
      lost_royal = true;
    }
  }
  int checks = -1;
  if (!lost_royal && profile_.turn_order == TurnOrder::CheckPriority) {
    // Only the seats the move can have checked (or relieved) are looked at; the mover's own king
    // is safe after a legal move unless king safety is off.
    std::uint8_t mask = checks_after_move(pos, mover, m, checks_before);
    if (!profile_.king_safety && in_check(pos, mover, profile_))
      mask |= static_cast<std::uint8_t>(1u << index(mover));
    checks = mask;
  }
  return select_next(pos, mover, events, checks, legal_moves, next_moves);
}

Referee::RoyalLosses Referee::royal_losses(const Position& pos, const Undo& u) const {
  RoyalLosses out;
  for (Piece c : {u.captured_middle, u.captured}) {
    if (c.empty() || c.neutral() || !pos.variant().royal(c.kind())) continue;
    const Seat s = seat_at(c.owner());
    if (pos.alive(s) && pos.king_square(s) == kNoSquare &&
        std::find(out.begin(), out.end(), s) == out.end())
      out.seats[static_cast<std::size_t>(out.size++)] = s;
  }
  return out;
}

Seat Referee::seat_after(Seat s, int steps) const {
  return kifukit::seat_after(profile_, s, steps);
}

namespace {

// The first seat of `seats` (bit mask over seat indices) in the profile's direction of play from
// the seat after `mover`, the mover last; -1 when there is none.
int first_in_turn_order(const Profile& profile, Seat mover, unsigned seats) {
  seats &= 0xFu;
  if (!seats) return -1;
  const int m = index(mover);
  if (profile.turn_direction == TurnDirection::Clockwise) {
    // Bit j of `turn` is the seat j + 1 places after the mover, m + 1 + j.
    const unsigned turn = ((seats | seats << kSeatCount) >> (m + 1)) & 0xFu;
    return (m + 1 + __builtin_ctz(turn)) & 3;
  }
  // Counter-clockwise the seat j + 1 places after the mover is m - 1 - j: with the mask's bits
  // reversed (seat s at bit 3 - s) it is bit 4 - m + j, so the same rotation finds it.
  const unsigned reversed =
      ((seats & 1) << 3) | ((seats & 2) << 1) | ((seats & 4) >> 1) | ((seats & 8) >> 3);
  const unsigned turn = ((reversed | reversed << kSeatCount) >> ((4 - m) & 3)) & 0xFu;
  return (m - 1 - __builtin_ctz(turn)) & 3;
}

// A Check event for each seat of `seats`, in the direction of play from the seat after `mover`.
// Out of line: perft asks for no events and should not pay for the loop's set-up.
[[gnu::noinline]] void report_checks(const Profile& profile, Seat mover, unsigned seats,
                                     std::vector<RefereeEvent>& events) {
  for (int i = 1; i <= kSeatCount; ++i) {
    const Seat s = seat_after(profile, mover, i);
    if ((seats >> index(s)) & 1) events.push_back({RefereeEvent::Type::Check, s, -1});
  }
}

}  // namespace

void Referee::plan_turns() {
  for (int m = 0; m < kSeatCount; ++m)
    for (unsigned seats = 0; seats < 16; ++seats)
      next_in_turn_[static_cast<std::size_t>(m)][seats] =
          static_cast<std::int8_t>(first_in_turn_order(profile_, seat_at(m), seats));
}

bool Referee::eliminate_mated_seats(Position& pos, Seat mover, std::vector<RefereeEvent>* events,
                                    int known_checks) const {
  bool any = false;
  for (int i = 1; i < kSeatCount && !pos.game_over(); ++i) {
    const Seat x = seat_after(mover, i);
    if (!pos.alive(x)) continue;
    // The mask is the board before any elimination of this sweep; afterwards, look again.
    const bool checked =
        known_checks >= 0 && !any ? (known_checks >> index(x)) & 1 : in_check(pos, x, profile_);
    if (!checked || has_legal_move(pos, x, profile_, 1)) continue;
    if (events) events->push_back({RefereeEvent::Type::Check, x, -1});
    eliminate_mated(pos, x, credit_for(pos, x, mover), events);
    any = true;
  }
  return any;
}

void Referee::eliminate_mated(Position& pos, Seat seat, int credited,
                              std::vector<RefereeEvent>* events) const {
  const Square king = pos.king_square(seat);
  eliminate(pos, seat, credited, events);
  // §5.7: under dead_king: removed a mated king leaves the board (the dead king eliminate() left).
  if (profile_.dead_king == DeadKing::Removed && king != kNoSquare &&
      is_dead_king(pos.variant(), pos.at(king)))
    pos.remove(king);
}

int Referee::select_next(Position& pos, Seat mover, std::vector<RefereeEvent>* events,
                         int known_checks, int* legal_moves, MoveList* next_moves,
                         MoveHint* hint) const {
  // Nobody in check, the usual case: no mated seat to sweep out and no check to report, so the
  // seat after the mover is asked at once. A seat that cannot move takes the full path below.
  if (known_checks == 0 && !pos.game_over()) {
    const bool priority = profile_.turn_order == TurnOrder::CheckPriority;
    const int next = next_in_turn_[index(mover)][pos.alive_mask() & 0xFu];
    if (next >= 0 &&
        can_seat_move(pos, seat_at(next), priority ? 0 : -1, legal_moves, next_moves, hint)) {
      pos.set_to_move(seat_at(next));
      return priority ? 0 : -1;
    }
  }
  if (legal_moves) *legal_moves = 0;  // stays 0 when the game ends
  if (next_moves) next_moves->clear();
  // §4.9: under after-every-move the mated seats leave before the turn order selects anyone.
  if (profile_.elimination_timing == EliminationTiming::AfterEveryMove &&
      eliminate_mated_seats(pos, mover, events, known_checks))
    known_checks = -1;
  std::uint8_t reported = 0;  // seats whose check has been reported already
  while (!pos.game_over()) {
    // Seats in check, examined in the direction of play from the seat after the mover; the
    // mover comes last.
    std::uint8_t checked = 0;
    if (profile_.turn_order == TurnOrder::CheckPriority) {
      if (known_checks >= 0) {
        checked = static_cast<std::uint8_t>(known_checks);
      } else {
        for (int i = 0; i < kSeatCount; ++i)
          if (in_check(pos, seat_at(i), profile_)) checked |= static_cast<std::uint8_t>(1u << i);
      }
    }
    known_checks = -1;  // an elimination below changes the board: look again next time
    int selected = first_in_turn_order(profile_, mover, checked);
    int selected_in_check = selected >= 0 ? 1 : -1;  // known check state, saves a query
    if (events) report_checks(profile_, mover, checked & ~reported, *events);
    reported |= checked;
    if (selected < 0) {
      selected = first_in_turn_order(profile_, mover, pos.alive_mask());
      // With check priority every living seat was tested: this one is not in check.
      if (profile_.turn_order == TurnOrder::CheckPriority) selected_in_check = 0;
    }
    if (selected < 0) {  // nobody left: cannot happen with a sane end condition, but never loop
      pos.set_game_over(true);
      return -1;
    }
    const bool can_move =
        can_seat_move(pos, seat_at(selected), selected_in_check, legal_moves, next_moves, hint);
    if (can_move) {
      pos.set_to_move(seat_at(selected));
      return profile_.turn_order == TurnOrder::CheckPriority ? checked : -1;
    }
    const Seat out = seat_at(selected);
    // §4.10: a seat without a legal move that is not in check concedes where the profile says so
    // (nobody credited); otherwise it is eliminated as mated (§4.5), credited per mate_credit.
    const bool ask =
        profile_.stalemate == Stalemate::Concedes || profile_.dead_king == DeadKing::Removed;
    const bool mated =
        ask && (selected_in_check >= 0 ? selected_in_check == 1 : in_check(pos, out, profile_));
    if (mated)
      eliminate_mated(pos, out, credit_for(pos, out, mover), events);
    else if (profile_.stalemate == Stalemate::Concedes)
      eliminate(pos, out, -1, events);
    else
      eliminate(pos, out, credit_for(pos, out, mover), events);
  }
  return -1;
}

// Inlined into select_next(), its one caller: the replay asks it after every move (issue 27).
KIFUKIT_INLINE bool Referee::can_seat_move(Position& pos, Seat seat, int in_check, int* legal_moves,
                                           MoveList* next_moves, MoveHint* hint) const {
  if (next_moves) {
    next_moves->clear();  // a seat eliminated before this one may have left moves there
    generate_legal_any_order(pos, seat, profile_, *next_moves, in_check);
    if (legal_moves) *legal_moves = next_moves->size();
    return !next_moves->empty();
  }
  if (legal_moves) return (*legal_moves = count_legal(pos, seat, profile_, in_check)) > 0;
  // The move the record plays next, if it is legal, proves the seat can move.
  if (hint && hint->seat == seat &&
      (proves_move_legal(pos, seat, profile_, hint->move, in_check) ||
       proves_move_legal_by_playing(pos, seat, profile_, hint->move)))
    return hint->proved = true;
  // Most seats have a free piece with a quiet move: proved without setting up the generator.
  return proves_legal_move(pos, seat, profile_, in_check) ||
         has_legal_move(pos, seat, profile_, in_check);
}

int Referee::credit_for(const Position& pos, Seat eliminated, Seat mover) const {
  if (profile_.mate_credit == MateCredit::Mover) return index(mover);
  // Checker: the owner of a piece attacking the king; the mover if among them, else the first
  // in the direction of play from the mover; nobody attacking (stalemate): the mover.
  Square k = pos.king_square(eliminated);
  std::uint8_t owners =
      k == kNoSquare ? 0 : pos.attacking_owners(k, attackers_of(pos, eliminated, profile_));
  if (owners == 0 || (owners & (1u << index(mover)))) return index(mover);
  for (int i = 1; i <= kSeatCount; ++i) {
    Seat s = seat_after(mover, i);
    if (owners & (1u << index(s))) return index(s);
  }
  return index(mover);
}

void Referee::eliminate(Position& pos, Seat seat, int credited,
                        std::vector<RefereeEvent>* events) const {
  pos.eliminate(seat, credited);
  if (events) events->push_back({RefereeEvent::Type::Elimination, seat, credited});
  // Board pieces (§5.2, §5.3, §5.8): inherited by the credited seat (keeping their facing),
  // taken into its hand unpromoted, or left neutral. The dead king is not listed: it stays.
  const bool inherit = profile_.dead_board == DeadBoard::Inherit && credited >= 0;
  const bool to_hand = profile_.dead_board == DeadBoard::ToCreditedHand && credited >= 0;
  const std::uint8_t new_owner = inherit ? static_cast<std::uint8_t>(credited) : kNeutral;
  const Variant& v = pos.variant();
  while (pos.piece_count(seat) > 0) {
    Square s = pos.piece_square(seat, 0);
    Piece p = pos.at(s);
    if (!to_hand) {
      pos.change_owner(s, new_owner);
      continue;
    }
    pos.remove(s);
    const Seat heir = seat_at(credited);
    const Kind base = v.info[index(p.kind())].base;
    if (v.holdable(base)) pos.set_hand(heir, base, pos.hand(heir, base) + 1);
  }
  // Hand: frozen with the dead seat, or handed to the credited seat.
  if (profile_.dead_hand == DeadHand::ToCredited && credited >= 0) {
    Seat heir = seat_at(credited);
    for (Kind k : pos.variant().hand_kinds) {
      int n = pos.hand(seat, k);
      if (n == 0) continue;
      pos.set_hand(heir, k, pos.hand(heir, k) + n);
      pos.set_hand(seat, k, 0);
    }
  }
  if (game_should_end(pos)) {
    pos.set_game_over(true);
    if (events) events->push_back({RefereeEvent::Type::GameEnd, seat, -1});
  }
}

bool Referee::game_should_end(const Position& pos) const {
  if (pos.alive_count() <= 1) return true;
  if (profile_.mode == Mode::Doubles) return true;  // the first elimination decides a doubles game
  return profile_.end == EndCondition::TwoEliminated && pos.elimination_count() >= 2;
}

}  // namespace kifukit
