// Legal move generation for one seat: pseudo-legal moves filtered by king safety, the drop rules
// (last line, nifu along the facing's line, pawn in front of a dead king, pawn-drop mate) and the
// profile's move rules. Every distinct move is listed once: a move that may promote appears
// twice (promoted and not), a forced promotion once, a drop once per kind and square.
#pragma once

#include <array>
#include <cstdint>

#include "rules/position.hpp"
#include "rules/profile.hpp"

namespace kifukit {

class MoveList {
 public:
  static constexpr int kCapacity = 1024;
  MoveList() {}  // leaves the slots unwritten: perft makes one list per node
  void push(Move m) { slots_.moves[size_++] = m; }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](int i) const { return slots_.moves[i]; }
  const Move* begin() const { return slots_.moves; }
  const Move* end() const { return slots_.moves + size_; }
  bool contains(Move m) const;

 private:
  // A union, so that constructing a list does not zero its 4 KB of slots (Move's default
  // constructor would); only the first size_ are ever read.
  union Slots {
    Slots() {}
    Move moves[kCapacity];
  } slots_;
  int size_ = 0;
};

// Seats whose pieces attack `seat`'s king: the other living seats, less the partner in doubles.
std::uint8_t attackers_of(const Position& pos, Seat seat, const Profile& profile);
// True when `seat` is alive and its king is attacked.
bool in_check(const Position& pos, Seat seat, const Profile& profile);

// All legal moves of `seat` (not necessarily the seat to move). The position is used as scratch
// space for make/unmake and is left unchanged.
// `known_check`: 1 or 0 when the caller already knows whether the seat is in check, else -1.
void generate_legal(Position& pos, Seat seat, const Profile& profile, MoveList& out,
                    int known_check = -1);
// The same moves as generate_legal() in an order of the generator's choosing (perft: the free
// pieces' moves come from their destination sets without a legality test each).
void generate_legal_any_order(Position& pos, Seat seat, const Profile& profile, MoveList& out,
                              int known_check = -1);
bool has_legal_move(Position& pos, Seat seat, const Profile& profile, int known_check = -1);
int count_legal(Position& pos, Seat seat, const Profile& profile, int known_check = -1);
bool is_legal(Position& pos, Seat seat, const Profile& profile, Move m);

}  // namespace kifukit
