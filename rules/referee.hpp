// The Referee is the one place that decides who moves next, who is eliminated (and who is
// credited), what happens to a dead seat's material, and when the game ends. Everything else
// asks it. Turn selection follows docs/rules.md §4.3 (check priority) or plain clockwise order.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/chu_rules.hpp"
#include "rules/game.hpp"
#include "rules/position.hpp"
#include "rules/profile.hpp"
#include "rules/reason.hpp"

namespace kifukit {

class MoveList;  // rules/movegen.hpp

// What the Referee saw happen after a move, in order; for replays and diagnostics.
struct RefereeEvent {
  enum class Type { Check, Elimination, GameEnd, Foul };
  Type type;
  Seat seat = Seat::South;     // checked or eliminated seat
  int credited = -1;           // Elimination: credited seat index, -1 for none
  Reason foul = Reason::None;  // Foul: which one
};

// The Referee's answer to a move or event in a Game.
struct Verdict {
  Reason reason = Reason::None;  // why it is illegal; None when it was applied
  Seat expected = Seat::South;   // NotYourTurn: the seat that is to move
  bool ok() const { return reason == Reason::None; }
};

// The move a record plays next, given to Referee::move() by a replay that knows it: when the
// Referee selects that seat, a legal hinted move proves the seat can move without looking for one
// (rules/move_check.hpp's proves_move_legal), and the next move() need not check that move again.
// A hint only ever proves "can move"; one that is not proved changes nothing.
struct MoveHint {
  Seat seat = Seat::South;
  Move move;
  bool proved = false;  // set by the Referee: the hint proved the selected seat can move
};

class Referee {
 public:
  explicit Referee(const Profile& profile);
  const Profile& profile() const { return profile_; }

  // --- Games: every rule, with history (repetition, perpetual check, three-on-one, limits) ---
  // Each call either applies the move or event and returns ok, or changes nothing and says why.
  // `next`: the move the caller will play next, if it knows it (MoveHint); the answer is the same.
  Verdict move(Game& game, Seat seat, Move m, std::vector<RefereeEvent>* events = nullptr,
               MoveHint* next = nullptr) const;
  // Resignation and timeout are handled alike (docs/rules.md §9.1).
  Verdict resign(Game& game, Seat seat, std::vector<RefereeEvent>* events = nullptr) const;
  Verdict declare(Game& game, Seat seat, std::vector<RefereeEvent>* events = nullptr) const;
  Verdict agree_draw(Game& game, Seat seat, std::vector<RefereeEvent>* events = nullptr) const;

  // --- Positions: the fast path for perft and search, no history ---
  // Plays a legal move of the seat to move (the caller checks legality), advances the ply and
  // decides what follows. Events are appended when `events` is given. `checks_before`, when not
  // -1, is the mask of seats in check before the move (what the previous play() returned): only
  // the seats the move can affect are then tested. Returns the mask of seats in check after it,
  // or -1 when not computed (clockwise turn order).
  // With `legal_moves`, the number of legal moves of the seat to move afterwards is stored
  // there (0 when the game is over): the Referee counts them instead of only asking whether one
  // exists, so perft's last ply needs no second look.
  int play(Position& pos, Move m, std::vector<RefereeEvent>* events = nullptr,
           int checks_before = -1, int* legal_moves = nullptr) const;

  // play() after its do_move(m, mover, u): for a caller that takes the move back itself with
  // undo_move() when nobody was eliminated (perft). With `next_moves`, the legal moves of the
  // seat to move afterwards are generated there (generate_legal_any_order; empty when the game
  // is over): the Referee needs them to know the seat can move, and a caller that plays on
  // from the position (perft's inner nodes) then need not generate them again.
  int after_move(Position& pos, Seat mover, Move m, const Undo& u,
                 std::vector<RefereeEvent>* events = nullptr, int checks_before = -1,
                 int* legal_moves = nullptr, MoveList* next_moves = nullptr) const;

  // After `mover` has moved: eliminates every selected seat that has no legal move, in order,
  // then gives the turn to the selected seat or ends the game. Also used after resignations.
  // `known_checks`, when not -1, is the mask of seats in check in `pos` (the caller has it).
  // Returns the mask of seats in check in the final position, or -1 when not computed.
  // `legal_moves`: as in play(); `next_moves`: as in after_move().
  // `hint`: as in move(); its `proved` is set when it proved the selected seat can move.
  int select_next(Position& pos, Seat mover, std::vector<RefereeEvent>* events = nullptr,
                  int known_checks = -1, int* legal_moves = nullptr, MoveList* next_moves = nullptr,
                  MoveHint* hint = nullptr) const;

  // Eliminates `seat` with the given credit and hands its material on as the profile says;
  // ends the game when the profile's end condition holds.
  void eliminate(Position& pos, Seat seat, int credited,
                 std::vector<RefereeEvent>* events = nullptr) const;

 private:
  // Seats that lost their last royal piece to the move just played (king-capture rules): at
  // most two, one per captured piece.
  struct RoyalLosses {
    std::array<Seat, 2> seats{};
    int size = 0;
    bool empty() const { return size == 0; }
    const Seat* begin() const { return seats.data(); }
    const Seat* end() const { return seats.data() + size; }
  };
  RoyalLosses royal_losses(const Position& pos, const Undo& u) const;
  int credit_for(const Position& pos, Seat eliminated, Seat mover) const;
  // Whether `seat` has a legal move (`in_check` as known_check in movegen.hpp), counting them
  // into `legal_moves` or generating them into `next_moves` when given, else proving it by
  // `hint` where it can.
  bool can_seat_move(Position& pos, Seat seat, int in_check, int* legal_moves, MoveList* next_moves,
                     MoveHint* hint) const;
  // The seat `steps` places after `s` in the profile's direction of play (docs/rules.md §4.8).
  Seat seat_after(Seat s, int steps) const;
  // elimination_timing: after-every-move (docs/rules.md §4.9): eliminates every living seat other
  // than `mover` that is in check without a legal move, in the direction of play from the seat
  // after the mover, each on the board the previous one left. `known_checks` as in
  // select_next(). Returns whether anyone was eliminated.
  bool eliminate_mated_seats(Position& pos, Seat mover, std::vector<RefereeEvent>* events,
                             int known_checks) const;
  // eliminate() for a seat in check without a legal move: also takes its king off the board
  // where the profile says dead_king: removed.
  void eliminate_mated(Position& pos, Seat seat, int credited,
                       std::vector<RefereeEvent>* events) const;
  bool game_should_end(const Position& pos) const;
  // Seats (mask) whose king is attacked, among the living seats other than `except`.
  std::uint8_t checked_seats(const Position& pos, Seat except) const;
  // checked_seats() right after `m`, given the mask before it (-1 = unknown): skips the seats
  // the move cannot have checked.
  std::uint8_t checks_after_move(const Position& after, Seat mover, Move m,
                                 int checks_before) const;
  // Three-on-one: the seats a move attacks, from the checks (of seats other than the mover)
  // before and right after it and the piece it captured.
  std::uint8_t attacks_of_move(std::uint8_t checks_before, std::uint8_t checks_after,
                               Piece captured) const;
  // Three-on-one: whether some seat other than `seat` was attacked by both other seats' last
  // moves; only then can three_on_one_allows() refuse a move of `seat`.
  bool two_seats_attack_one(const Game& game, Seat seat) const;
  // `before` and `after` are the positions around the move.
  bool three_on_one_allows(const Game& game, const Position& before, Seat seat,
                           const Position& after, std::uint8_t attacked) const;
  // Repetition and perpetual check for a move about to make `next` occur again. Returns a reason
  // when the move is illegal; sets `end` / `foul` for what follows if it is played.
  // `occurrence`: the one `next` would make (its count so far plus one), at least the profile's
  // repetition_count, under a profile with a repetition rule.
  Reason judge_repetition(const Game& game, Seat seat, const PlyInfo& info, const Position& next,
                          int occurrence, EndReason& end, bool& void_game, int& loser,
                          Reason& foul) const;
  void finish(Game& game, EndReason reason, std::vector<RefereeEvent>* events) const;
  // move()'s steps. What the mover's check state was before the move (its PlyInfo field).
  bool mover_was_in_check(const Game& game, Seat seat) const;
  // What move() must know before playing a move: whether three-on-one applies and may refuse
  // it, whether a history rule may refuse it (then the position is saved first), and the checks
  // before it (three-on-one only).
  struct MovePlan {
    bool three_on_one = false;
    bool three_on_one_may_refuse = false;
    bool saved = false;
    std::uint8_t checks_before = 0;
  };
  MovePlan plan_move(const Game& game, Seat seat) const;
  // Checks `m` and plays it in place (`u` undoes it), saving the position first where the plan
  // says a history rule may refuse it; a move that breaks a rule leaves the game as it was.
  // `proved`: the previous move's hint proved `m` legal in this very position (Game::proof_).
  Reason play_checked(Game& game, Seat seat, Move m, const MovePlan& plan, int known_in_check,
                      bool proved, Undo& u) const;
  // What follows `m` once play_if_legal() has played it in place (`u` undoes it): eliminates the
  // seats it leaves without a royal and selects the next seat; fills `info`'s checks and
  // attacks. Returns the checks mask for the next move.
  int play_in_place(Game& game, Seat seat, Move m, const Undo& u, const MovePlan& plan,
                    PlyInfo& info, std::vector<RefereeEvent>* events, MoveHint* hint) const;
  // move()'s select_next(): its usual case, nobody in check and the seat after the mover proved
  // able to move by `hint`, answered inline; anything else goes to select_next().
  int select_next_by_hint(Position& pos, Seat mover, std::vector<RefereeEvent>* events,
                          int known_checks, MoveHint* hint) const;
  // What ends the game after a move that stands, from the history rules.
  struct HistoryEnd {
    EndReason end = EndReason::None;
    bool void_game = false;
    int loser = -1;
    std::size_t key_bucket = 0;  // the new position's bucket in the game's counts (KeyCounts)
  };
  // The history rules on the move just played, in registry precedence (perpetual check before
  // three-on-one): the reason that refuses it, else Reason::None with `h` set.
  Reason judge_history(Game& game, Seat seat, const MovePlan& plan, PlyInfo& info,
                       HistoryEnd& h) const;
  // Records a move that stands in the game's history and ends the game where it is over.
  // A proved `hint` is kept in the game for the next move.
  void move_stands(Game& game, Seat seat, const PlyInfo& info, int checks_after, bool three_on_one,
                   const HistoryEnd& h, std::vector<RefereeEvent>* events,
                   const MoveHint* hint) const;
  // move()'s last step, once the move stands: ends the game where it is over (judge_repetition's
  // `end`, `void_game` and `loser`, a bare king, the move limit).
  void end_after_move(Game& game, Seat seat, EndReason end, bool void_game, int loser,
                      std::vector<RefereeEvent>* events) const;
  // Sets the result of a game that an elimination has just ended.
  void finish_if_over(Game& game) const;
  // Chu: a seat whose last royal was captured (it lost; ILLEGAL_ROYAL_LOST if it moves).
  bool lost_royals(const Position& pos, Seat seat) const;
  // Chu's bare king ends the game: the loser is eliminated, or a draw.
  void finish_bare_king(Game& game, Seat mover, BareKingResult bare,
                        std::vector<RefereeEvent>* events) const;

  Profile profile_;
  // Three-on-one: the kinds (bit per kind id) of profile_.three_on_one_kinds in the profile's
  // variant, so a capture costs one bit test.
  std::uint64_t three_on_one_kinds_ = 0;
  // No three-on-one and no repetition that refuses a move: plan_move() has nothing to plan.
  bool plain_plan_ = false;
  // plan_move() reads Game::thrice_ (a repetition may refuse a move, at the default count of 4):
  // the Game is asked to keep it (push_key's watch_thrice).
  bool watch_thrice_ = false;
  // The ply from which a move that ends nothing else may still end the game, so that one test per
  // move asks the profile's bare-king rule and move limit: 0 with a bare-king rule (every move),
  // else the move limit's ply (no limit: never). end_after_move() then asks which.
  int end_check_ply_ = 0;
  // The first occurrence of a position the repetition rule judges (no rule: never), so that
  // judge_history() asks one comparison of most moves.
  int judged_occurrence_ = 0;
  // The first seat of a set (bit mask over seat indices) in the direction of play after a mover,
  // -1 for none, by mover and set: select_next()'s question after every move, worked out once.
  std::array<std::array<std::int8_t, 16>, kSeatCount> next_in_turn_{};
  void plan_turns();  // fills next_in_turn_
};

}  // namespace kifukit
