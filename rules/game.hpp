// A game in progress: the current position plus the history the Referee needs for repetition,
// perpetual check and three-on-one, and the result once the game has ended. Only the Referee
// changes a Game.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/attack.hpp"  // KIFUKIT_INLINE
#include "rules/game_key_counts.hpp"
#include "rules/position.hpp"
#include "rules/reason.hpp"

namespace kifukit {

enum class EndReason {
  None,
  LastSurvivor,        // one seat left (or, in standard shogi, the other side mated)
  TwoEliminated,       // qdan: the second elimination
  DoublesElimination,  // doubles: the first elimination decides
  Repetition,          // 4-fold repetition: ranked (qdan), void (federation) or drawn
  PerpetualCheck,      // standard shogi: the perpetual checker loses
  MoveLimit,           // the profile's move limit
  Declaration,         // federation entering-king declaration
  AgreedDraw,
  BareKing,  // chu: a seat left with royals only lost (or both did: a draw)
};

struct GameResult {
  EndReason reason = EndReason::None;
  bool void_game = false;  // federation repetition: no ranking, the game is replayed
  // Rank per seat index (1 = best; 0 = unranked: seat not in play, or a void game). Singles use
  // competition ranking (ties share, the next rank skips); doubles rank by team, 1 and 2.
  std::array<int, 4> rank{};
  bool has_points = false;      // federation jishogi points were counted
  std::array<int, 4> points{};  // survivors' jishogi points; 0 for eliminated seats
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// One entry per move or event, in order.
struct PlyInfo {
  Seat seat = Seat::South;
  bool is_move = true;
  bool mover_was_in_check = false;  // the move answered a check
  std::uint8_t checks_given = 0;    // seats whose king the move attacked, right after it
  std::uint8_t attacked = 0;        // three-on-one: seats this move attacked
  Reason foul = Reason::None;       // a foul the move or event carried (federation)
};

class Game {
 public:
  explicit Game(const Position& start) : pos_(start), saved_(start) {
    key_counts_.add_at(key_counts_.bucket(start.key()), start.key());
  }

  // Room for `entries` moves and events, so a replay of that length allocates nothing per move.
  void reserve(std::size_t entries) {
    history_.reserve(entries);
    key_counts_.reserve(entries + 1);
  }

  const Position& position() const { return pos_; }
  const GameResult& result() const { return result_; }
  bool over() const { return pos_.game_over(); }
  const std::vector<PlyInfo>& history() const { return history_; }
  // Key of the position before the first move and after each entry of history().
  const std::vector<Key>& keys() const { return key_counts_.keys(); }
  // Three-on-one: the seats attacked by each seat's most recent move.
  std::uint8_t last_attack(Seat s) const { return last_attack_[index(s)]; }
  // How often a key has occurred so far (a scan of keys(): for diagnostics).
  int occurrences(Key k) const { return key_counts_.count(k); }

 private:
  friend class Referee;
  Position pos_;
  // The position before a move that a history rule may refuse, kept here so that saving it costs
  // a copy and nothing else (a local std::optional<Position> was zeroed on every move).
  Position saved_;
  // Counts `k`. `watch_thrice`: whether the Referee reads thrice_ (a profile whose repetition may
  // refuse a move); only then is a key counted exactly, where its bucket's bound says it may be a
  // third occurrence, and only until one is found.
  void push_key(Key k, bool watch_thrice) { push_key_at(key_counts_.bucket(k), k, watch_thrice); }
  // push_key() with the key's bucket already found (KeyCounts::bucket), so a move's key is hashed
  // once for the repetition rules and the count.
  // Always inline: out of line the call cost about 30 instructions a move (issue 27).
  KIFUKIT_INLINE void push_key_at(std::size_t bucket, Key k, bool watch_thrice) {
    const bool maybe_third = watch_thrice && !thrice_ && key_counts_.bound_at(bucket) >= 2;
    key_counts_.add_at(bucket, k);
    if (maybe_third && key_counts_.count(k) == 3) thrice_ = true;
  }

  KeyCounts key_counts_;  // the keys in order, and how often each occurred
  // Some key occurred three times (kept only where push_key() was asked to watch): while none
  // has, no move can make a fourth occurrence (the only repetition a move can be refused for).
  bool thrice_ = false;
  std::vector<PlyInfo> history_;
  std::array<std::uint8_t, 4> last_attack_{};
  int checks_ = -1;  // seats in check in pos_ as the Referee last saw them; -1 = not known
  // A move proved legal in pos_ (a MoveHint the Referee proved): for `seat`, valid until the next
  // applied move or event (each sets or clears it; a refused one restores the position). Only the
  // move() of exactly that seat and move skips the checks it passed.
  struct Proof {
    Seat seat = Seat::South;
    Move move;
    bool valid = false;
  };
  Proof proof_;
  GameResult result_;
};

}  // namespace kifukit
