// Zobrist keys. Each feature of a position (a piece on a square, a hand count, the seat to move,
// an eliminated seat) gets a fixed pseudo-random 64-bit value; a position's key is the XOR of its
// features, updated incrementally. Values come from a mixing function, so that they need no table
// for the whole space of pieces (kind x owner x facing x square); a variant keeps the values its
// positions use in tables (VariantKeys below), read where every move needs them.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/types.hpp"

namespace kifukit::zobrist {

// splitmix64's finaliser: a bijection with good avalanche, so distinct features get
// independent-looking values.
constexpr Key mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

constexpr Key piece(Square s, Piece p) {
  return mix((1ull << 40) | (std::uint64_t{s} << 16) | p.bits());
}
constexpr Key hand(Seat s, Kind k, int count) {
  return count == 0 ? 0
                    : mix((2ull << 40) | (std::uint64_t(index(s)) << 16) | (index(k) << 8) | count);
}
// One variant's keys, read from tables: the values of piece() and hand(), so a key does not
// depend on which is used. A replay keys every move, and mixing was about 40 instructions a ply.
// Pieces: a row per piece a position of the variant can hold (a kind in play, owned by a seat in
// play or by nobody, with the facing of a seat in play: a captured or inherited piece keeps one), a
// key per board square of the 16x16 mailbox. Hands: for each seat and kind held, the change of key
// when a count goes from n to n + 1. Anything else is mixed.
class VariantKeys {
 public:
  void build(const std::vector<Kind>& kinds, const std::vector<Kind>& hand_kinds,
             const std::vector<Seat>& seats,
             const std::array<std::uint8_t, kMailboxSize>& on_board) {
    build_pieces(kinds, seats, on_board);
    build_hands(hand_kinds);
  }
  Key piece(Square s, Piece p) const {
    const std::uint32_t row = rows_[p.bits() & 0x7FF];
    return row != kNoRow ? piece_keys_[row + s] : zobrist::piece(s, p);
  }
  // hand(s, k, n) ^ hand(s, k, n + 1): a count of the hand up or down by one.
  Key hand_step(Seat s, Kind k, int n) const {
    const std::uint8_t slot = hand_slot_[index(k)];
    // Unsigned: a count below 0 (no caller plays a drop from an empty hand) is mixed, not read.
    if (slot == kNoSlot || static_cast<unsigned>(n) >= unsigned{kHandCounts})
      return hand(s, k, n) ^ hand(s, k, n + 1);
    return hand_steps_[(static_cast<std::size_t>(index(s)) * hand_kinds_ + slot) * kHandCounts +
                       static_cast<std::size_t>(n)];
  }

 private:
  static constexpr std::uint32_t kNoRow = 0xFFFFFFFF;
  static constexpr std::uint8_t kNoSlot = 0xFF;
  static constexpr int kHandCounts = 40;  // standard shogi holds at most 18 of a kind

  void build_pieces(const std::vector<Kind>& kinds, const std::vector<Seat>& seats,
                    const std::array<std::uint8_t, kMailboxSize>& on_board) {
    rows_.fill(kNoRow);
    std::vector<Piece> pieces;
    for (Kind k : kinds)
      for (Seat owner_seat : seats)
        for (Seat facing_seat : seats)
          pieces.emplace_back(k, static_cast<std::uint8_t>(index(owner_seat)),
                              facing_of(facing_seat));
    for (Kind k : kinds)
      for (Seat facing_seat : seats) pieces.emplace_back(k, kNeutral, facing_of(facing_seat));
    piece_keys_.assign(pieces.size() * kMailboxSize, 0);
    for (std::size_t row = 0; row < pieces.size(); ++row) {
      const Piece p = pieces[row];
      rows_[p.bits() & 0x7FF] = static_cast<std::uint32_t>(row * kMailboxSize);
      for (int s = 0; s < kMailboxSize; ++s)  // board squares only: no piece stands elsewhere
        if (on_board[static_cast<std::size_t>(s)])
          piece_keys_[row * kMailboxSize + static_cast<std::size_t>(s)] =
              zobrist::piece(static_cast<Square>(s), p);
    }
  }
  void build_hands(const std::vector<Kind>& hand_kinds) {
    hand_slot_.fill(kNoSlot);
    hand_kinds_ = hand_kinds.size();
    hand_steps_.assign(kSeatCount * hand_kinds_ * kHandCounts, 0);
    for (std::size_t slot = 0; slot < hand_kinds_; ++slot) {
      const Kind k = hand_kinds[slot];
      hand_slot_[index(k)] = static_cast<std::uint8_t>(slot);
      for (int seat = 0; seat < kSeatCount; ++seat)
        for (int n = 0; n < kHandCounts; ++n)
          hand_steps_[(static_cast<std::size_t>(seat) * hand_kinds_ + slot) * kHandCounts +
                      static_cast<std::size_t>(n)] =
              hand(seat_at(seat), k, n) ^ hand(seat_at(seat), k, n + 1);
    }
  }

  std::array<std::uint32_t, 2048> rows_{};  // piece bits -> its row's first index in piece_keys_
  std::vector<Key> piece_keys_;
  std::array<std::uint8_t, kMaxKinds> hand_slot_{};  // kind -> its place in hand_kinds
  std::size_t hand_kinds_ = 0;
  std::vector<Key> hand_steps_;  // [seat][slot][n]
};

// The seat to move changes at every node: its four values are read from a table.
inline constexpr Key kToMove[kSeatCount] = {mix(3ull << 40), mix((3ull << 40) | 1),
                                            mix((3ull << 40) | 2), mix((3ull << 40) | 3)};
constexpr Key to_move(Seat s) { return kToMove[index(s)]; }
constexpr Key eliminated(Seat s) { return mix((4ull << 40) | index(s)); }
// Chu: the square of the last lion capture by a non-lion (none: no feature).
constexpr Key lion_capture(Square s) { return s == kNoSquare ? 0 : mix((5ull << 40) | s); }

}  // namespace kifukit::zobrist
