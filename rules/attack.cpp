#include "rules/attack.hpp"

#include <algorithm>

#include "rules/piece_rules.hpp"
#include "rules/variant.hpp"

namespace kifukit {

AttackTables build_attack_tables(const Variant& v) {
  AttackTables t;
  t.cells = static_cast<int>(v.squares.size());
  if (v.size > kMaxBitboardSize || t.cells > kMaxBitboardSquares) return t;
  t.enabled = true;
  t.bit_of.fill(0xFF);
  // Dense order is v.squares sorted by mailbox index: rank by rank, file 1 first, so that a
  // direction's offset has the same sign in both numberings.
  std::vector<Square> order(v.squares.begin(), v.squares.end());
  std::sort(order.begin(), order.end());
  for (int i = 0; i < t.cells; ++i) {
    t.bit_of[order[i]] = static_cast<std::uint8_t>(i);
    t.square_of[i] = order[i];
    t.board |= Bitboard::bit(i);
  }
  for (int dir = 0; dir < kSlideDirs; ++dir) {
    const int off = kSlideDirOffset[dir];
    t.ray_up[dir] = off > 0;
    for (int i = 0; i < t.cells; ++i)
      for (int s = t.square_of[i] + off; s >= 0 && s < kMailboxSize && v.on_board[s]; s += off)
        t.ray[dir][i] |= Bitboard::bit(t.bit_of[s]);
  }
  t.line_dir.fill(0xFF);
  for (int dir = 0; dir < kSlideDirs; ++dir) {
    for (int i = 0; i < t.cells; ++i) t.lines[i] |= t.ray[dir][i];
    for (int k = 1; k <= kMaxBitboardSize; ++k)
      t.line_dir[k * kSlideDirOffset[dir] + AttackTables::kLineBias] =
          static_cast<std::uint8_t>(dir);
  }
  for (int i = 0; i < t.cells; ++i)
    for (int j = 0; j < t.cells; ++j)
      if (kifukit::may_interact(t.square_of[i], t.square_of[j])) t.reach[i] |= Bitboard::bit(j);
  t.step_dir_of.fill(0xFF);
  for (int d = 0; d < kStepDirs; ++d) {
    t.step_dir_of[kStepDirOffset[d] + AttackTables::kStepBias] = static_cast<std::uint8_t>(d);
    if (!(v.any_step_mask & (1u << d))) continue;
    for (int i = 0; i < t.cells; ++i) {
      const int from = t.square_of[i] - kStepDirOffset[d];
      if (from >= 0 && from < kMailboxSize && v.on_board[from])
        t.step_reach[i] |= Bitboard::bit(t.bit_of[from]);
    }
  }
  int kinds = 0;
  for (Kind k : v.kinds) kinds = std::max(kinds, index(k) + 1);
  for (int f = 0; f < 4; ++f)
    for (int i = 0; i < t.cells; ++i) {
      const int distance = v.edge_distance[f][t.square_of[i]];
      for (int n = 0; n <= kMaxBitboardSize && n <= distance; ++n) t.live[f][n] |= Bitboard::bit(i);
      if (distance < v.zone_depth) t.zone[f] |= Bitboard::bit(i);
      t.line_squares[f][v.pawn_line[f][t.square_of[i]]] |= Bitboard::bit(i);
    }
  t.moves.assign(static_cast<std::size_t>(kinds * 4 * t.cells), {});
  for (Kind k : v.kinds) {
    const KindInfo& d = v.info[index(k)];
    const bool promotes =
        d.promotes_to != Kind::None && v.promotion_rule == PromotionRule::Standard;
    for (int f = 0; f < 4; ++f) {
      const int kf = index(k) * 4 + f;
      for (int i = 0; i < t.cells; ++i) {
        AttackTables::PieceMoves& m = t.moves[static_cast<std::size_t>(kf * t.cells + i)];
        for (int off : v.step_offsets[kf]) {
          const int s = t.square_of[i] + off;
          if (s >= 0 && s < kMailboxSize && v.on_board[s]) m.steps |= Bitboard::bit(t.bit_of[s]);
        }
        m.plain = t.board;
        if (promotes)
          standard_promotion_sets(t.zone[f].test(i), t.zone[f], t.live_at(f, d.dead_lines), t.board,
                                  m.promoted, m.plain);
      }
    }
  }
  return t;
}

}  // namespace kifukit
