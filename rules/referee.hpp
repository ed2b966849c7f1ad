// The Referee is the one place that decides who moves next, who is eliminated (and who is
// credited), what happens to a dead seat's material, and when the game ends. Everything else
// asks it. Turn selection follows RULES.md section 2 (check priority) or plain clockwise order.
#pragma once

#include <cstdint>
#include <vector>

#include "rules/position.hpp"
#include "rules/profile.hpp"

namespace kifukit {

// What the Referee saw happen after a move, in order; for replays and diagnostics.
struct RefereeEvent {
  enum class Type { Check, Elimination, GameEnd };
  Type type;
  Seat seat = Seat::South;  // checked or eliminated seat
  int credited = -1;        // Elimination: credited seat index, -1 for none
};

class Referee {
 public:
  explicit Referee(const Profile& profile) : profile_(profile) {}
  const Profile& profile() const { return profile_; }

  // Plays a legal move of the seat to move (the caller checks legality), advances the ply and
  // decides what follows. Events are appended when `events` is given.
  void play(Position& pos, Move m, std::vector<RefereeEvent>* events = nullptr) const;

  // After `mover` has moved: eliminates every selected seat that has no legal move, in order,
  // then gives the turn to the selected seat or ends the game. Also used after resignations.
  void select_next(Position& pos, Seat mover, std::vector<RefereeEvent>* events = nullptr) const;

  // Eliminates `seat` with the given credit and hands its material on as the profile says;
  // ends the game when the profile's end condition holds.
  void eliminate(Position& pos, Seat seat, int credited,
                 std::vector<RefereeEvent>* events = nullptr) const;

 private:
  int credit_for(const Position& pos, Seat eliminated, Seat mover) const;
  bool game_should_end(const Position& pos) const;

  Profile profile_;
};

}  // namespace kifukit
