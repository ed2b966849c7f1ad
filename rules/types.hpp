// Basic value types of the engine: seats, facings, piece kinds, pieces, squares, moves.
// Everything here is a small integer so the hot loops stay cheap to copy and compare.
#pragma once

#include <array>
#include <cstdint>

namespace kifukit {

// Seats in clockwise order. Standard shogi uses South (sente) and North (gote).
enum class Seat : std::uint8_t { South = 0, West = 1, North = 2, East = 3 };
inline constexpr int kSeatCount = 4;
// Owner of a board piece: one of the four seats, or nobody (a dead seat's piece, a dead king).
inline constexpr std::uint8_t kNeutral = 4;

constexpr int index(Seat s) { return static_cast<int>(s); }
constexpr Seat seat_at(int i) { return static_cast<Seat>(i & 3); }
constexpr Seat next_clockwise(Seat s) { return seat_at(index(s) + 1); }
constexpr Seat opposite(Seat s) { return seat_at(index(s) + 2); }

// The way a piece advances. A seat's own facing has the seat's index: South faces up (to rank 1),
// West right (to file 1), North down (to rank 9), East left (to file 9).
enum class Facing : std::uint8_t { Up = 0, Right = 1, Down = 2, Left = 3 };
constexpr Facing facing_of(Seat s) { return static_cast<Facing>(index(s)); }
constexpr int index(Facing f) { return static_cast<int>(f); }

// Piece kinds are runtime indices into the variant's kind table (rules/variant.hpp), read from
// the variant's YAML file. The named ids are the ids the fourteen kinds of standard shogi get in
// every variant that has a kind of that name (the names in the comments), so code and tests can
// say Kind::Pawn; every other kind gets an id from kFirstOtherKind up, in file order.
enum class Kind : std::uint8_t {
  None = 0,
  King,       // king
  Rook,       // rook
  Dragon,     // dragon (promoted rook)
  Bishop,     // bishop
  Horse,      // horse (promoted bishop)
  Gold,       // gold
  Silver,     // silver
  ProSilver,  // promoted-silver
  Knight,     // knight
  ProKnight,  // promoted-knight
  Lance,      // lance
  ProLance,   // promoted-lance
  Pawn,       // pawn
  Tokin,      // tokin (promoted pawn)
};
inline constexpr int kFirstOtherKind = 15;
// A Piece holds a kind in 6 bits; id 0 is no kind.
inline constexpr int kMaxKinds = 64;
// Size of every per-kind table.
inline constexpr int kKindCount = kMaxKinds;
constexpr int index(Kind k) { return static_cast<int>(k); }
constexpr Kind kind_at(int i) { return static_cast<Kind>(i); }

// A piece on the board packs kind (bits 0-5), owner (bits 6-8, 4 = neutral) and facing (bits 9-10).
// 0 is an empty square; 0xFFFF is the wall around the board.
class Piece {
 public:
  constexpr Piece() = default;
  constexpr Piece(Kind k, std::uint8_t owner, Facing f)
      : bits_(static_cast<std::uint16_t>(index(k) | (owner << 6) | (index(f) << 9))) {}
  static constexpr Piece wall() { return from_bits(0xFFFF); }
  static constexpr Piece from_bits(std::uint16_t b) {
    Piece p;
    p.bits_ = b;
    return p;
  }

  constexpr bool empty() const { return bits_ == 0; }
  constexpr bool is_wall() const { return bits_ == 0xFFFF; }
  constexpr Kind kind() const { return static_cast<Kind>(bits_ & 63); }
  constexpr std::uint8_t owner() const { return (bits_ >> 6) & 7; }
  constexpr bool neutral() const { return owner() == kNeutral; }
  constexpr Facing facing() const { return static_cast<Facing>((bits_ >> 9) & 3); }
  // Index into per-(kind, facing) tables.
  constexpr int kind_facing() const { return (bits_ & 63) * 4 + ((bits_ >> 9) & 3); }
  constexpr std::uint16_t bits() const { return bits_; }
  constexpr Piece with_owner(std::uint8_t o) const {
    return from_bits(static_cast<std::uint16_t>((bits_ & ~(7 << 6)) | (o << 6)));
  }
  constexpr Piece with_kind(Kind k) const {
    return from_bits(static_cast<std::uint16_t>((bits_ & ~63) | index(k)));
  }
  friend constexpr bool operator==(Piece a, Piece b) { return a.bits_ == b.bits_; }

 private:
  std::uint16_t bits_ = 0;
};

// Squares index a 16x16 mailbox with a two-cell wall so that knight and lion jumps never leave
// the array. Boards up to 12x12 fit (files 1-12 are columns 2-13). Files grow westwards, ranks
// southwards, as in shogi.
using Square = std::uint8_t;
inline constexpr int kStride = 16;
inline constexpr int kMailboxSize = 256;
inline constexpr int kMaxBoardSize = 12;
inline constexpr Square kNoSquare = 0;

constexpr Square make_square(int file, int rank) {
  return static_cast<Square>((rank + 1) * kStride + (file + 1));
}
constexpr int file_of(Square s) { return s % kStride - 1; }
constexpr int rank_of(Square s) { return s / kStride - 1; }
// True when a piece on `a` could possibly attack `b` or uncover an attack on it: same file,
// rank or diagonal, or within two steps (the reach of every stepping piece). A cheap filter
// that lets the Referee skip full attack queries a move cannot have changed.
constexpr bool may_interact(Square a, Square b) {
  int df = file_of(a) - file_of(b), dr = rank_of(a) - rank_of(b);
  df = df < 0 ? -df : df;
  dr = dr < 0 ? -dr : dr;
  return df == 0 || dr == 0 || df == dr || (df <= 2 && dr <= 2);
}

// Absolute unit offsets. North is towards rank 1, East towards file 1.
inline constexpr int kNorth = -kStride, kSouth = kStride, kEast = -1, kWest = 1;

// A move packs destination (bits 0-7), origin (8-15, 0 for drops), the promotion flag (16), the
// dropped kind (17-22) and the middle square of a lion's two-step move (23-30, 0 for none).
// A lion move that captures on its first step and returns has destination == origin.
class Move {
 public:
  constexpr Move() = default;
  static constexpr Move normal(Square from, Square to, bool promote) {
    return Move(static_cast<std::uint32_t>(to | (from << 8) | (promote ? 1u << 16 : 0u)));
  }
  static constexpr Move drop(Kind k, Square to) {
    return Move(static_cast<std::uint32_t>(to | (index(k) << 17)));
  }
  // Two steps: from -> middle -> to (to may be from again).
  static constexpr Move lion(Square from, Square middle, Square to, bool promote = false) {
    return Move(normal(from, to, promote).bits_ | (std::uint32_t{middle} << 23));
  }
  constexpr Square to() const { return bits_ & 0xFF; }
  constexpr Square from() const { return (bits_ >> 8) & 0xFF; }
  constexpr bool promotes() const { return bits_ & (1u << 16); }
  constexpr bool is_drop() const { return ((bits_ >> 17) & 63) != 0; }
  constexpr Kind dropped() const { return static_cast<Kind>((bits_ >> 17) & 63); }
  constexpr Square middle() const { return (bits_ >> 23) & 0xFF; }
  constexpr bool has_middle() const { return middle() != kNoSquare; }
  constexpr bool is_null() const { return bits_ == 0; }
  constexpr std::uint32_t bits() const { return bits_; }
  friend constexpr bool operator==(Move a, Move b) { return a.bits_ == b.bits_; }

 private:
  constexpr explicit Move(std::uint32_t b) : bits_(b) {}
  std::uint32_t bits_ = 0;
};

using Key = std::uint64_t;

}  // namespace kifukit
