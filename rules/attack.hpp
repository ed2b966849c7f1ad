// Bitboards and the attack tables of a variant, precomputed per (kind, facing, square): the
// squares a kind's steps reach and the rays its slides run along, for the four facings alike
// (the facing is an index into the tables, like a colour, not a copy of the code). Boards of up
// to 11x11 (121 squares) use them: standard shogi, four-player shogi and minishogi get 128-bit
// boards; chu's 12x12 board keeps the mailbox paths, so it never makes a 9x9 board wider.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/types.hpp"

namespace kifukit {

struct Variant;

// The build targets baseline x86-64, which has no popcnt instruction: the functions that count
// bitboards (count_legal, has_legal_move) are compiled twice, with and without it, and the
// loader picks the one the processor runs (GCC's target_clones). The helpers they call are
// always inlined so that they get the clone's instructions.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define KIFUKIT_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define KIFUKIT_POPCNT_CLONES
#endif
#define KIFUKIT_INLINE [[gnu::always_inline]] inline
// The same for a lambda (after its parameter list): a lambda is a function of its own, which a
// popcnt clone would otherwise call in its default form.
#define KIFUKIT_LAMBDA_INLINE __attribute__((always_inline))

// A set of board squares, one bit per square in the variant's dense order (rank by rank).
struct Bitboard {
  std::uint64_t lo = 0, hi = 0;

  static constexpr Bitboard bit(int i) {
    return i < 64 ? Bitboard{std::uint64_t{1} << i, 0} : Bitboard{0, std::uint64_t{1} << (i - 64)};
  }
  constexpr bool empty() const { return (lo | hi) == 0; }
  constexpr explicit operator bool() const { return !empty(); }
  constexpr bool several() const { return (lo & (lo - 1)) | (hi & (hi - 1)) | (lo && hi); }
  // Branch-free: a member test is the commonest question, asked of squares in either half.
  constexpr bool test(int i) const { return ((i < 64 ? lo : hi) >> (i & 63)) & 1; }
  KIFUKIT_INLINE int count() const {
    return __builtin_popcountll(lo) + (hi ? __builtin_popcountll(hi) : 0);
  }
  // Lowest and highest member; the set must not be empty.
  int lowest() const { return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(hi); }
  int highest() const { return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll(lo); }
  // Removes and returns the lowest member.
  int pop_lowest() {
    const int i = lowest();
    if (lo)
      lo &= lo - 1;
    else
      hi &= hi - 1;
    return i;
  }
  // Calls f(i) for each member i, lowest first: one half after the other, so that each step is
  // one bit scan (pop_lowest() asks which half at every step).
  template <class F>
  KIFUKIT_INLINE void for_each(F&& f) const {
    for (std::uint64_t b = lo; b; b &= b - 1) f(__builtin_ctzll(b));
    for (std::uint64_t b = hi; b; b &= b - 1) f(64 + __builtin_ctzll(b));
  }
  constexpr Bitboard operator&(Bitboard o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr Bitboard operator|(Bitboard o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr Bitboard operator^(Bitboard o) const { return {lo ^ o.lo, hi ^ o.hi}; }
  constexpr Bitboard operator~() const { return {~lo, ~hi}; }
  constexpr Bitboard& operator&=(Bitboard o) { return *this = *this & o; }
  constexpr Bitboard& operator|=(Bitboard o) { return *this = *this | o; }
  constexpr Bitboard& operator^=(Bitboard o) { return *this = *this ^ o; }
  friend constexpr bool operator==(Bitboard, Bitboard) = default;
};

inline constexpr int kMaxBitboardSquares = 128;
inline constexpr int kMaxBitboardSize = 11;

// The precomputed tables of one variant (Variant::attack, built by Variant::finalize).
struct AttackTables {
  bool enabled = false;  // the board fits a Bitboard (slides may still have a range limit)
  int cells = 0;         // squares on the board
  std::array<std::uint8_t, kMailboxSize> bit_of{};      // mailbox square -> dense index
  std::array<Square, kMaxBitboardSquares> square_of{};  // dense index -> mailbox square
  Bitboard board;                                       // every square
  // ray[dir][i]: the squares from square i along slide direction dir (kSlideDirOffset), to the
  // edge, the square itself excluded. The nearest square of a ray is its lowest member when
  // the direction's offset is positive, else its highest.
  std::array<std::array<Bitboard, kMaxBitboardSquares>, 8> ray{};
  std::array<bool, 8> ray_up{};  // the offset of direction dir is positive
  // step_reach[i]: the squares from which a step or jump of a kind in play can reach square i
  // (what an attack query looks at first); step_dir_of[s - t + kStepBias]: the index into
  // kStepDirOffset of the offset s - t, 0xFF when it is none.
  std::array<Bitboard, kMaxBitboardSquares> step_reach{};
  static constexpr int kStepBias = 2 * kStride + 2;
  std::array<std::uint8_t, 2 * kStepBias + 1> step_dir_of{};
  // lines[i]: the union of the rays from square i; line_dir[t - s + kLineBias]: the direction
  // (kSlideDirOffset index) of the ray from mailbox square s through t, 0xFF when t is on none.
  std::array<Bitboard, kMaxBitboardSquares> lines{};
  static constexpr int kLineBias = kMaxBitboardSize * (kStride + 1);
  std::array<std::uint8_t, 2 * kLineBias + 1> line_dir{};
  // reach[i]: lines[i] and the squares within two steps: where a piece can attack square i
  // from, or uncover an attack on it (the bitboard form of may_interact()).
  std::array<Bitboard, kMaxBitboardSquares> reach{};
  // moves[kf * cells + i]: what a piece of (kind, facing) kf on square i needs for its moves
  // besides its slides, in one place so that counting a piece's moves reads one entry: the
  // squares its steps and jumps reach, and the standard promotion rule from that square as
  // sets (standard_promotion_sets() in rules/piece_rules.hpp, worked out once): a move to square
  // s may promote when s is in `promoted` and may stay unpromoted when s is in `plain`. A kind
  // that does not promote under the variant's standard rule has no `promoted` square and every
  // square `plain` (one plain move each).
  struct PieceMoves {
    Bitboard steps;
    Bitboard promoted;
    Bitboard plain;
  };
  std::vector<PieceMoves> moves;
  // live[f][n]: squares at least n lines from the edge facing f advances to; zone[f]: the
  // promotion zone of facing f.
  std::array<std::array<Bitboard, kMaxBitboardSize + 1>, 4> live{};
  std::array<Bitboard, 4> zone{};
  // line_squares[f][n]: the squares of pawn line n (Variant::pawn_line) of facing f, the line
  // nifu counts pawns on: DropRules::allowed() takes a line off at once.
  std::array<std::array<Bitboard, kMaxBitboardSize + 1>, 4> line_squares{};

  // live[f][n], empty beyond the largest board.
  Bitboard live_at(int f, int n) const { return n <= kMaxBitboardSize ? live[f][n] : Bitboard{}; }
  const PieceMoves& piece_moves(int kf, int i) const {
    return moves[static_cast<std::size_t>(kf * cells + i)];
  }
  const Bitboard& step_targets(int kf, int i) const { return piece_moves(kf, i).steps; }
  // The squares a slide along dir from square i reaches over the occupied squares `occ`: every
  // empty square up to the first occupied one, that one included.
  // Without a test for an empty ray: upwards the nearest blocker is the lowest member, and
  // b ^ (b - 1) (a 128-bit subtraction) keeps every square up to it, all of them when b is
  // empty; downwards square 0 stands in for "no blocker", since no ray runs down from it.
  Bitboard slide_targets(int dir, int i, Bitboard occ) const {
    const Bitboard r = ray[dir][i];
    const Bitboard blockers = r & occ;
    if (ray_up[dir]) {
      using U128 = unsigned __int128;
      const U128 b = (U128{blockers.hi} << 64) | blockers.lo;
      const U128 upto = b ^ (b - 1);
      return r & Bitboard{static_cast<std::uint64_t>(upto), static_cast<std::uint64_t>(upto >> 64)};
    }
    return r & ~ray[dir][(blockers | Bitboard::bit(0)).highest()];
  }
  // may_interact(a, b) for squares on the board.
  bool may_interact(Square a, Square b) const { return reach[bit_of[b]].test(bit_of[a]); }
  // The first occupied square along dir from square i (dense index), -1 when none.
  int first_blocker(int dir, int i, Bitboard occ) const {
    const Bitboard blockers = ray[dir][i] & occ;
    if (blockers.empty()) return -1;
    return ray_up[dir] ? blockers.lowest() : blockers.highest();
  }
};

// Fills the tables from the variant's derived step and slide tables (Variant::finalize).
AttackTables build_attack_tables(const Variant& v);

}  // namespace kifukit
