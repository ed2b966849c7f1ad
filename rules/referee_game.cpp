// The Referee's game-level rules: moves and events checked against the whole history
// (repetition, perpetual check, three-on-one, move limits, declarations, resignation) and the
// result when the game ends.
#include <algorithm>
#include <limits>
#include <stdexcept>

#include "rules/chu_rules.hpp"
#include "rules/endings.hpp"
#include "rules/move_check_proof.hpp"
#include "rules/movegen.hpp"
#include "rules/piece_rules.hpp"
#include "rules/ranking.hpp"
#include "rules/referee.hpp"
#include "rules/referee_checks.hpp"

namespace kifukit {

namespace {

// Whether a repeated position can refuse a move: chu's fourth occurrence, or a perpetual-check
// rule that makes the checker's move illegal.
bool repeats_refuse(const Profile& profile) {
  return profile.repetition == RepetitionRule::FourthIllegal ||
         profile.perpetual_check == PerpetualCheck::Illegal ||
         profile.perpetual_check == PerpetualCheck::FoulThenIllegal;
}

// Three-on-one is a singles rule: partners attacking one opponent together is the game.
bool uses_three_on_one(const Profile& profile) {
  return profile.three_on_one_ban && profile.mode == Mode::Singles;
}

}  // namespace

Referee::Referee(const Profile& profile)
    : profile_(profile),
      plain_plan_(!uses_three_on_one(profile) && !repeats_refuse(profile)),
      watch_thrice_(repeats_refuse(profile) && profile.repetition_count == 4),
      end_check_ply_(profile.bare_king != BareKing::Off ? 0
                     : profile.move_limit > 0           ? profile.move_limit
                                                        : std::numeric_limits<int>::max()),
      judged_occurrence_(profile.repetition == RepetitionRule::None
                             ? std::numeric_limits<int>::max()
                             : profile.repetition_count) {
  plan_turns();
  // Asked only under the three-on-one rule (attacks_of_move): the kinds' names are compared
  // one by one, some 6,600 instructions a game, 11 a ply of a standard game (issue 27).
  if (!uses_three_on_one(profile_)) return;
  if (const Variant* v = find_variant(profile_.variant))
    for (Kind k : v->kinds)
      if (kind_listed(*v, profile_.three_on_one_kinds, k))
        three_on_one_kinds_ |= std::uint64_t{1} << index(k);
}

std::uint8_t Referee::checked_seats(const Position& pos, Seat except) const {
  std::uint8_t mask = 0;
  for (int i = 0; i < kSeatCount; ++i)
    if (seat_at(i) != except && in_check(pos, seat_at(i), profile_))
      mask |= static_cast<std::uint8_t>(1u << i);
  return mask;
}

std::uint8_t Referee::attacks_of_move(std::uint8_t checks_before, std::uint8_t checks_after,
                                      Piece captured) const {
  // docs/rules.md §13.1: a check B did not have before (whoever's piece gives it), or the capture
  // of one of B's pieces of the profile's three_on_one_kinds (R +R G S +S).
  std::uint8_t attacked = checks_after & ~checks_before;
  if (!captured.empty() && !captured.neutral() &&
      (three_on_one_kinds_ >> index(captured.kind())) & 1)
    attacked |= static_cast<std::uint8_t>(1u << captured.owner());
  return attacked;
}

bool Referee::three_on_one_allows(const Game& game, const Position& pos, Seat seat,
                                  const Position& after, std::uint8_t attacked) const {
  for (int b = 0; b < kSeatCount; ++b) {
    if (!(attacked & (1u << b))) continue;
    // The two seats other than the mover and B.
    bool both_attacking = true;
    for (int c = 0; c < kSeatCount; ++c)
      if (c != b && c != index(seat) && !(game.last_attack_[c] & (1u << b))) both_attacking = false;
    if (!both_attacking) continue;
    if (!after.alive(seat_at(b))) continue;  // the move eliminates B: always allowed
    // Allowed when every legal move of the mover is an attack on B.
    Position scratch = pos;
    MoveList moves;
    generate_legal(scratch, seat, profile_, moves);
    const std::uint8_t checks_before = checked_seats(pos, seat);
    for (Move other : moves) {
      Undo u;
      scratch.do_move(other, seat, u);
      std::uint8_t attacked_by_other =
          attacks_of_move(checks_before, checked_seats(scratch, seat), u.captured);
      scratch.undo_move(other, seat, u);
      if (!(attacked_by_other & (1u << b))) return false;
    }
  }
  return true;
}

bool Referee::two_seats_attack_one(const Game& game, Seat seat) const {
  // three_on_one_allows() refuses only where this holds for the attacked seat B.
  for (int b = 0; b < kSeatCount; ++b) {
    if (b == index(seat)) continue;  // a move never attacks its own seat
    bool both_attacking = true;
    for (int c = 0; c < kSeatCount; ++c)
      if (c != b && c != index(seat) && !(game.last_attack_[c] & (1u << b))) both_attacking = false;
    if (both_attacking) return true;
  }
  return false;
}

Reason Referee::judge_repetition(const Game& game, Seat seat, const PlyInfo& info,
                                 const Position& next, int occurrence, EndReason& end,
                                 bool& void_game, int& loser, Reason& foul) const {
  // Chu: the fourth occurrence is illegal, except for a seat in check; nothing ends.
  if (profile_.repetition == RepetitionRule::FourthIllegal)
    return info.mover_was_in_check ? Reason::None : Reason::Repetition;
  // The cycle: every entry since the position first occurred, and this move.
  const auto& keys = game.keys();
  std::size_t first =
      static_cast<std::size_t>(std::find(keys.begin(), keys.end(), next.key()) - keys.begin());
  std::vector<PlyInfo> cycle(game.history().begin() + static_cast<long>(first),
                             game.history().end());
  cycle.push_back(info);
  auto all_checks_by = [&](Seat s) {
    bool any = false;
    for (const PlyInfo& p : cycle) {
      if (p.seat != s || !p.is_move) continue;
      if (!p.checks_given) return false;
      any = true;
    }
    return any;
  };
  switch (profile_.perpetual_check) {
    case PerpetualCheck::Illegal:  // qdan: the perpetual checker may not make the 4th occurrence
      if (all_checks_by(seat)) return Reason::PerpetualCheck;
      break;
    case PerpetualCheck::FoulThenIllegal: {  // federation
      bool check_cycle = true;
      std::uint8_t checkers = 0;
      for (const PlyInfo& p : cycle) {
        if (!p.is_move || (!p.checks_given && !p.mover_was_in_check)) check_cycle = false;
        if (p.checks_given) checkers |= static_cast<std::uint8_t>(1u << index(p.seat));
      }
      if (check_cycle) {
        // Only the checker's move is penalised; the checked seat's answers repeat freely.
        if (!(checkers & (1u << index(seat)))) return Reason::None;
        if (occurrence < profile_.perpetual_illegal_count) {
          foul = Reason::FoulPerpetualCheck;
          return Reason::None;  // the game goes on; the checker must vary
        }
        return Reason::PerpetualCheck;
      }
      break;
    }
    case PerpetualCheck::CheckerLoses:  // standard shogi
      for (Seat s : next.variant().seats)
        if (all_checks_by(s)) {
          end = EndReason::PerpetualCheck;
          loser = index(s);
          return Reason::None;
        }
      break;
    case PerpetualCheck::Draw:
    case PerpetualCheck::None:
      break;
  }
  end = EndReason::Repetition;
  void_game = profile_.repetition == RepetitionRule::Void;
  return Reason::None;
}

// What a move that stands ends: the game when a seat's elimination, a bare king, perpetual check,
// a repetition or the move limit ends it; nothing otherwise.
void Referee::end_after_move(Game& game, Seat seat, EndReason end, bool void_game, int loser,
                             std::vector<RefereeEvent>* events) const {
  Position& pos = game.pos_;
  // Most profiles have no bare-king rule: skip the call (it would answer None) on every move.
  const BareKingResult bare = pos.game_over() || profile_.bare_king == BareKing::Off
                                  ? BareKingResult::None
                                  : judge_bare_king(pos, seat, profile_);
  if (pos.game_over()) {
    finish_if_over(game);
  } else if (bare != BareKingResult::None) {
    finish_bare_king(game, seat, bare, events);
  } else if (end == EndReason::PerpetualCheck) {
    pos.set_game_over(true);
    game.result_ = GameResult{};
    game.result_.reason = end;
    for (Seat s : pos.variant().seats) game.result_.rank[index(s)] = index(s) == loser ? 2 : 1;
    if (events) events->push_back({RefereeEvent::Type::GameEnd, seat_at(loser), -1});
  } else if (end == EndReason::Repetition) {
    finish(game, end, events);
    game.result_.void_game = void_game;
    if (void_game) game.result_.rank = {};
  } else if (profile_.move_limit > 0 && pos.ply() >= profile_.move_limit) {
    finish(game, EndReason::MoveLimit, events);
  }
}

// move()'s steps, each called from move() alone, are inlined into it (KIFUKIT_INLINE): made as
// calls they cost about a fifth of the replay's Referee (issue 27: prologues, arguments through
// memory).
KIFUKIT_INLINE bool Referee::mover_was_in_check(const Game& game, Seat seat) const {
  const Position& pos = game.pos_;
  // Chu's repetition rule excuses a seat whose king or prince is attacked (it has two royals).
  if (profile_.repetition == RepetitionRule::FourthIllegal) return any_royal_attacked(pos, seat);
  return game.checks_ >= 0 ? (game.checks_ >> index(seat)) & 1 : in_check(pos, seat, profile_);
}

KIFUKIT_INLINE Referee::MovePlan Referee::plan_move(const Game& game, Seat seat) const {
  // Neither rule in the profile (most profiles): nothing to plan (plain_plan_, worked out once).
  if (plain_plan_) return MovePlan{};
  const Position& pos = game.pos_;
  MovePlan plan;
  plan.three_on_one = uses_three_on_one(profile_) && pos.alive_count() == 4;
  // The move is played in place; game.saved_ restores the position if a history rule rejects it.
  // Only three-on-one and a repeated position can reject a move (a fourth occurrence under a
  // perpetual-check rule, or chu's fourth-illegal), so the copy is made only when one may.
  // `thrice_` says whether a position was seen three times, which is enough for the default count
  // of 4; any other repetition_count always copies. Three-on-one can refuse only a move against a
  // seat the two other seats both attacked with their last moves.
  const bool repetition_may_refuse =
      repeats_refuse(profile_) && (game.thrice_ || profile_.repetition_count != 4);
  plan.three_on_one_may_refuse = plan.three_on_one && two_seats_attack_one(game, seat);
  plan.saved = plan.three_on_one_may_refuse || repetition_may_refuse;
  // Three-on-one: the checks before the move. The mover is not in check before its move (king
  // safety), so the known mask serves.
  plan.checks_before = !plan.three_on_one ? 0
                       : game.checks_ >= 0
                           ? static_cast<std::uint8_t>(game.checks_) & ~(1u << index(seat))
                           : checked_seats(pos, seat);
  return plan;
}

KIFUKIT_INLINE int Referee::play_in_place(Game& game, Seat seat, Move m, const Undo& u,
                                          const MovePlan& plan, PlyInfo& info,
                                          std::vector<RefereeEvent>* events, MoveHint* hint) const {
  Position& pos = game.pos_;
  pos.set_ply(pos.ply() + 1);
  if (pos.variant().any_lion) note_lion_capture(pos, profile_, m, seat, u);
  info.checks_given = checks_after_move(pos, seat, m, game.checks_);
  // The mover's own king can be attacked only where king safety is off.
  std::uint8_t checks_now = info.checks_given;
  if (!profile_.king_safety && in_check(pos, seat, profile_))
    checks_now |= static_cast<std::uint8_t>(1u << index(seat));
  if (plan.three_on_one)
    info.attacked = attacks_of_move(plan.checks_before, info.checks_given, u.captured);
  // Only a capture can take a seat's last royal piece.
  const bool captured = !u.captured.empty() || !u.captured_middle.empty();
  const RoyalLosses lost = captured ? royal_losses(pos, u) : RoyalLosses{};
  for (Seat s : lost) eliminate(pos, s, index(seat), events);
  return select_next_by_hint(pos, seat, events, lost.empty() ? checks_now : -1, hint);
}

// select_next()'s fast path for the replay, inline in move(): select_next() saves the registers
// its full path needs on every call, about a third of its own cost (issue 27). The same answer:
// select_next() asks the same seat the same question first; a hint that proves nothing here is
// asked again there, at a cost on the few plies where it fails.
KIFUKIT_INLINE int Referee::select_next_by_hint(Position& pos, Seat mover,
                                                std::vector<RefereeEvent>* events, int known_checks,
                                                MoveHint* hint) const {
  if (known_checks >= 0 && hint && !pos.game_over()) {
    const int next = next_in_turn_[index(mover)][pos.alive_mask() & 0xFu];
    const bool priority = profile_.turn_order == TurnOrder::CheckPriority;
    if (known_checks == 0) {
      if (next >= 0 && hint->seat == seat_at(next)) {
        const int in_check = priority ? 0 : -1;
        if (move_proof::proves(pos, hint->seat, profile_, hint->move, in_check) ||
            proves_move_legal_by_playing(pos, hint->seat, profile_, hint->move)) {
          hint->proved = true;
          pos.set_to_move(hint->seat);
          return in_check;
        }
      }
    } else if (!events && (known_checks & (known_checks - 1)) == 0 &&
               hint->seat == seat_at(__builtin_ctz(static_cast<unsigned>(known_checks))) &&
               (priority || __builtin_ctz(static_cast<unsigned>(known_checks)) == next) &&
               (proves_move_legal(pos, hint->seat, profile_, hint->move, 1) ||
                move_proof::proves_answer(pos, hint->seat, profile_, hint->move))) {
      // One seat in check, answering: select_next() would select it (under check priority the
      // only seat in check, otherwise the next in turn), sweep out no mated seat (it can move,
      // nobody else is in check) and report the check only as an event (none are asked here).
      hint->proved = true;
      pos.set_to_move(hint->seat);
      return priority ? known_checks : -1;
    }
  }
  return select_next(pos, mover, events, known_checks, nullptr, nullptr, hint);
}

KIFUKIT_INLINE Reason Referee::judge_history(Game& game, Seat seat, const MovePlan& plan,
                                             PlyInfo& info, HistoryEnd& h) const {
  const Position& pos = game.pos_;
  // The new key hashed once: its bucket's bound here, the bucket for move_stands() to count it.
  const KeyCounts& counts = game.key_counts_;
  h.key_bucket = counts.bucket(pos.key());
  // Only a position's repetition_count-th occurrence or a later one is judged (most moves make
  // none): tested here on the bound, so that the others cost no count and no call.
  if (counts.bound_at(h.key_bucket) + 1 >= judged_occurrence_ && !pos.game_over()) {
    const int occurrence = counts.count(pos.key()) + 1;
    if (occurrence >= judged_occurrence_) {
      Reason r = judge_repetition(game, seat, info, pos, occurrence, h.end, h.void_game, h.loser,
                                  info.foul);
      if (r != Reason::None) {
        if (!plan.saved)
          throw std::logic_error("Referee: a repetition refused a move it could not");
        return r;
      }
    }
  }
  if (plan.three_on_one_may_refuse && info.attacked &&
      !three_on_one_allows(game, game.saved_, seat, pos, info.attacked))
    return Reason::ThreeOnOne;
  return Reason::None;
}

KIFUKIT_INLINE void Referee::move_stands(Game& game, Seat seat, const PlyInfo& info,
                                         int checks_after, bool three_on_one, const HistoryEnd& h,
                                         std::vector<RefereeEvent>* events,
                                         const MoveHint* hint) const {
  game.checks_ = checks_after;
  game.push_key_at(h.key_bucket, game.pos_.key(), watch_thrice_);
  game.history_.push_back(info);
  game.proof_.valid = hint && hint->proved;
  if (game.proof_.valid) {
    game.proof_.seat = hint->seat;
    game.proof_.move = hint->move;
  }
  if (three_on_one) game.last_attack_[index(seat)] = info.attacked;
  if (events && info.foul != Reason::None)
    events->push_back({RefereeEvent::Type::Foul, seat, -1, info.foul});
  // Most moves end nothing: end_after_move()'s first tests, made here without the call (the
  // bare-king rule and the move limit as one comparison with end_check_ply_).
  const Position& pos = game.pos_;
  if (pos.game_over() || h.end != EndReason::None || pos.ply() >= end_check_ply_)
    end_after_move(game, seat, h.end, h.void_game, h.loser, events);
}

KIFUKIT_INLINE Reason Referee::play_checked(Game& game, Seat seat, Move m, const MovePlan& plan,
                                            int known_in_check, bool proved, Undo& u) const {
  Position& pos = game.pos_;
  // Proved legal: played as play_if_legal() plays a legal move (no drop it proves plays answers).
  // Where a history rule may refuse the move, the check runs as before, since the undo in it can
  // reorder the piece lists that the saved copy keeps.
  if (proved && !plan.saved) {
    pos.do_move(m, seat, u);
    return Reason::None;
  }
  // A move taken back and played again can leave the piece lists in another order than played
  // once (list_remove fills a hole with the last entry), and move generation follows that order.
  // The position is kept exactly as checking then playing left it, so `generate` draws the same
  // games from the same seeds: the copy a history rule restores is taken after the check.
  if (plan.saved) {
    if (Reason r = diagnose_move(pos, seat, profile_, m, known_in_check); r != Reason::None)
      return r;
    game.saved_ = pos;
    pos.do_move(m, seat, u);
    return Reason::None;
  }
  if (Reason r = play_if_legal(pos, seat, profile_, m, u, known_in_check); r != Reason::None)
    return r;
  // Taking a move back and playing it again leaves the position as played once: undo_move()
  // appends the captured pieces to their lists and do_move() then removes them from the end, a
  // drop is appended and removed at the end. Except where the check itself played moves in
  // between: the pawn-drop-mate test plays the attacked seat's answers, whose captures of the
  // dropper's pieces move the dropped piece off the end of its list. Then the move is taken back
  // and played again as before, so the position a later `generate` draws from stays as it was.
  if (m.is_drop() && pos.piece_square(seat, pos.piece_count(seat) - 1) != m.to()) {
    pos.undo_move(m, seat, u);
    u = Undo{};
    pos.do_move(m, seat, u);
  }
  return Reason::None;
}

Verdict Referee::move(Game& game, Seat seat, Move m, std::vector<RefereeEvent>* events,
                      MoveHint* next) const {
  Position& pos = game.pos_;
  if (pos.game_over()) return {lost_royals(pos, seat) ? Reason::RoyalLost : Reason::GameOver};
  if (seat != pos.to_move()) return {Reason::NotYourTurn, pos.to_move()};
  PlyInfo info;
  info.seat = seat;
  info.mover_was_in_check = mover_was_in_check(game, seat);
  const MovePlan plan = plan_move(game, seat);
  const Game::Proof& proof = game.proof_;
  const bool proved = proof.valid && proof.seat == seat && proof.move == m;
  Undo u;
  if (Reason r = play_checked(game, seat, m, plan, info.mover_was_in_check, proved, u);
      r != Reason::None)
    return {r};
  // Events go straight to the caller's list; a refused move takes its own back off.
  const std::size_t events_before = events ? events->size() : 0;
  if (next) next->proved = false;
  const int checks_after = play_in_place(game, seat, m, u, plan, info, events, next);
  HistoryEnd h;
  if (Reason r = judge_history(game, seat, plan, info, h); r != Reason::None) {
    pos = game.saved_;
    if (events) events->erase(events->begin() + static_cast<long>(events_before), events->end());
    return {r};
  }
  move_stands(game, seat, info, checks_after, plan.three_on_one, h, events, next);
  return {};
}

Verdict Referee::resign(Game& game, Seat seat, std::vector<RefereeEvent>* events) const {
  Position& pos = game.pos_;
  if (pos.game_over()) return {Reason::GameOver};
  if (seat != pos.to_move()) return {Reason::NotYourTurn, pos.to_move()};
  if (profile_.resignation == Resignation::Never) return {Reason::ResignationNotAllowed};
  PlyInfo info;
  info.seat = seat;
  info.is_move = false;
  int credited = -1;
  if (profile_.resignation == Resignation::OnlyTwoAlive && pos.alive_count() >= 3) {
    // Federation: a foul, treated as mated by the next living seat in the direction of play.
    info.foul = Reason::FoulResignation;
    for (int i = 1; i < kSeatCount && credited < 0; ++i)
      if (pos.alive(seat_after(seat, i))) credited = index(seat_after(seat, i));
  }
  if (events && info.foul != Reason::None)
    events->push_back({RefereeEvent::Type::Foul, seat, -1, info.foul});
  eliminate(pos, seat, credited, events);
  game.checks_ = select_next(pos, seat, events);
  game.push_key(pos.key(), watch_thrice_);
  game.history_.push_back(info);
  game.proof_.valid = false;  // proved in the position before the event
  finish_if_over(game);
  return {};
}

Verdict Referee::declare(Game& game, Seat seat, std::vector<RefereeEvent>* events) const {
  Position& pos = game.pos_;
  if (pos.game_over()) return {Reason::GameOver};
  if (seat != pos.to_move()) return {Reason::NotYourTurn, pos.to_move()};
  // The conditions are rules/endings.hpp's (the validator words a refusal with the same call).
  if (declaration_failure(pos, seat, profile_)) return {Reason::DeclarationInvalid};
  PlyInfo info;
  info.seat = seat;
  info.is_move = false;
  game.history_.push_back(info);
  game.proof_.valid = false;  // proved in the position before the event
  game.push_key(pos.key(), watch_thrice_);
  finish(game, EndReason::Declaration, events);
  if (profile_.declaration_result == DeclarationResult::DeclarerWins) {
    game.result_.has_points = false;  // the declarer wins: no ranking by points
    game.result_.points = {};
    for (Seat s : pos.variant().seats)
      if (pos.alive(s)) game.result_.rank[index(s)] = s == seat ? 1 : 2;
  }
  return {};
}

Verdict Referee::agree_draw(Game& game, Seat seat, std::vector<RefereeEvent>* events) const {
  Position& pos = game.pos_;
  if (pos.game_over()) return {Reason::GameOver};
  // Offered on the proposer's own turn, like every event.
  if (seat != pos.to_move()) return {Reason::NotYourTurn, pos.to_move()};
  if (!profile_.agreed_draw) return {Reason::DrawNotAllowed};
  PlyInfo info;
  info.seat = pos.to_move();
  info.is_move = false;
  game.history_.push_back(info);
  game.proof_.valid = false;  // proved in the position before the event
  game.push_key(pos.key(), watch_thrice_);
  finish(game, EndReason::AgreedDraw, events);
  return {};
}

void Referee::finish(Game& game, EndReason reason, std::vector<RefereeEvent>* events) const {
  SurvivorOrder order = SurvivorOrder::Shared;
  if (reason == EndReason::Declaration ||
      (reason == EndReason::MoveLimit && profile_.move_limit_result == LimitResult::JishogiPoints))
    order = SurvivorOrder::Points;
  else if (profile_.ranking == Ranking::Qdan &&
           (reason == EndReason::MoveLimit || reason == EndReason::Repetition ||
            reason == EndReason::TwoEliminated || reason == EndReason::LastSurvivor))
    order = SurvivorOrder::Qdan;
  if (reason == EndReason::MoveLimit && profile_.move_limit_result == LimitResult::Draw)
    order = SurvivorOrder::Shared;
  game.pos_.set_game_over(true);
  game.result_ = rank_game(game.pos_, profile_, reason, order);
  if (events) events->push_back({RefereeEvent::Type::GameEnd, game.pos_.to_move(), -1});
}

bool Referee::lost_royals(const Position& pos, Seat seat) const {
  // The seat is out and no dead king of it is on the board (a seat eliminated otherwise leaves
  // its king there, neutral): its last royal was taken. Two-seat games only.
  const Variant& v = pos.variant();
  if (!profile_.king_capture || pos.alive(seat) || v.seats.size() != 2 ||
      std::find(v.seats.begin(), v.seats.end(), seat) == v.seats.end())
    return false;
  for (Square s : v.squares)
    if (is_dead_king(v, pos.at(s))) return false;
  return true;
}

void Referee::finish_bare_king(Game& game, Seat mover, BareKingResult bare,
                               std::vector<RefereeEvent>* events) const {
  Position& pos = game.pos_;
  if (bare == BareKingResult::Draw) {
    finish(game, EndReason::BareKing, events);
    return;
  }
  Seat loser = mover;
  if (bare == BareKingResult::OpponentLoses)
    for (Seat s : pos.variant().seats)
      if (s != mover) loser = s;
  Seat winner = loser;
  for (Seat s : pos.variant().seats)
    if (s != loser) winner = s;
  eliminate(pos, loser, index(winner), events);
  pos.set_game_over(true);
  game.result_ = rank_game(pos, profile_, EndReason::BareKing, SurvivorOrder::Shared);
}

void Referee::finish_if_over(Game& game) const {
  const Position& pos = game.pos_;
  if (!pos.game_over() || game.result_.reason != EndReason::None) return;
  EndReason reason = profile_.mode == Mode::Doubles ? EndReason::DoublesElimination
                     : pos.alive_count() <= 1       ? EndReason::LastSurvivor
                                                    : EndReason::TwoEliminated;
  // The GameEnd event was already sent by eliminate().
  SurvivorOrder order =
      profile_.ranking == Ranking::Qdan ? SurvivorOrder::Qdan : SurvivorOrder::Shared;
  game.result_ = rank_game(pos, profile_, reason, order);
}

}  // namespace kifukit
