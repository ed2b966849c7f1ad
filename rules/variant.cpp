#include "rules/variant.hpp"

#include <algorithm>
#include <stdexcept>

namespace kifukit {
namespace {

// Absolute one-step offsets of "ahead" and "to the right" for each facing.
constexpr int kForward[4] = {kNorth, kEast, kSouth, kWest};
constexpr int kRight[4] = {kEast, kSouth, kWest, kNorth};

int find_bit(const int* table, int n, int offset) {
  for (int i = 0; i < n; ++i)
    if (table[i] == offset) return i;
  throw std::logic_error("offset outside the attack direction table");
}

}  // namespace

const int kStepDirOffset[kStepDirs] = {-2 * kStride - 2,
                                       -2 * kStride - 1,
                                       -2 * kStride,
                                       -2 * kStride + 1,
                                       -2 * kStride + 2,
                                       -kStride - 2,
                                       -kStride - 1,
                                       -kStride,
                                       -kStride + 1,
                                       -kStride + 2,
                                       -2,
                                       -1,
                                       1,
                                       2,
                                       kStride - 2,
                                       kStride - 1,
                                       kStride,
                                       kStride + 1,
                                       kStride + 2,
                                       2 * kStride - 2,
                                       2 * kStride - 1,
                                       2 * kStride,
                                       2 * kStride + 1,
                                       2 * kStride + 2};
const int kSlideDirOffset[kSlideDirs] = {kNorth, kNorth + kWest, kWest, kSouth + kWest,
                                         kSouth, kSouth + kEast, kEast, kNorth + kEast};

const KindDef& kind_def(Kind k) { return standard_variant().kind(k); }

int absolute_offset(Rel r, Facing f) {
  return r.forward * kForward[index(f)] + r.right * kRight[index(f)];
}

bool Variant::in_play(Kind k) const {
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

bool Variant::holdable(Kind k) const {
  return std::find(hand_kinds.begin(), hand_kinds.end(), k) != hand_kinds.end();
}

Kind Variant::kind_named(std::string_view n) const {
  for (Kind k : kinds)
    if (kind(k).name == n) return k;
  return Kind::None;
}

namespace {

// The board's squares and, per facing, each square's distance to the edges and its pawn line.
void fill_board(Variant& v) {
  v.on_board.fill(0);
  v.squares.clear();
  for (int rank = 1; rank <= v.size; ++rank)
    for (int file = v.size; file >= 1; --file) {
      Square s = make_square(file, rank);
      v.on_board[s] = 1;
      v.squares.push_back(s);
      for (int f = 0; f < 4; ++f) {
        const int distance[4] = {rank - 1, file - 1, v.size - rank, v.size - file};
        v.edge_distance[f][s] = static_cast<std::uint8_t>(distance[f]);
        v.pawn_line[f][s] = static_cast<std::uint8_t>(f % 2 == 0 ? file : rank);
      }
    }
}

// The moves of kind `d` facing `facing` (table index `kf`): offsets, masks and ranges of its
// steps, slides and lion power.
void fill_kind_facing(Variant& v, const KindDef& d, int kf, Facing facing) {
  v.step_offsets[kf].clear();
  v.slide_offsets[kf].clear();
  v.slide_ranges[kf].clear();
  v.lion_offsets[kf].clear();
  v.step_mask[kf] = 0;
  v.slide_mask[kf] = 0;
  v.slide_range[kf].fill(0);
  for (Rel r : d.steps) {
    int off = absolute_offset(r, facing);
    v.step_offsets[kf].push_back(off);
    v.step_mask[kf] |= 1u << find_bit(kStepDirOffset, kStepDirs, off);
  }
  for (const Slide& sl : d.slides) {
    int off = absolute_offset(sl.dir, facing);
    int bit = find_bit(kSlideDirOffset, kSlideDirs, off);
    v.slide_offsets[kf].push_back(off);
    v.slide_ranges[kf].push_back(static_cast<std::uint8_t>(sl.range));
    v.slide_mask[kf] |= static_cast<std::uint8_t>(1u << bit);
    v.slide_range[kf][bit] = static_cast<std::uint8_t>(sl.range);
    v.any_limited_slide |= sl.range > 0;
  }
  v.lion_full[kf] = d.lion == LionPower::Full;
  if (d.lion == LionPower::Full) {
    for (int dir = 0; dir < kSlideDirs; ++dir) v.lion_offsets[kf].push_back(kSlideDirOffset[dir]);
  } else if (d.lion == LionPower::Lines) {
    for (Rel r : d.lion_dirs) v.lion_offsets[kf].push_back(absolute_offset(r, facing));
  }
  // What the lion power attacks (attack queries only; moves come from lion_offsets): every
  // square within two king steps (full), or one and two steps along each line. The second
  // step jumps, so these are never blocked.
  if (d.lion == LionPower::Full) {
    v.step_mask[kf] |= (1u << kStepDirs) - 1;
  } else {
    for (int off : v.lion_offsets[kf])
      v.step_mask[kf] |= (1u << find_bit(kStepDirOffset, kStepDirs, off)) |
                         (1u << find_bit(kStepDirOffset, kStepDirs, 2 * off));
  }
}

}  // namespace

void Variant::finalize() {
  fill_board(*this);
  keys.build(kinds, hand_kinds, seats, on_board);
  for (int f = 0; f < 4; ++f) forward[f] = kForward[f];
  any_step_mask = 0;
  any_slide_mask = 0;
  any_limited_slide = false;
  any_lion = false;
  for (Kind k : kinds) {
    const KindDef& d = kind(k);
    info[index(k)] = {d.base,    d.promotes_to, static_cast<std::uint8_t>(d.dead_lines),
                      d.is_pawn, d.is_king,     d.last_line_promotion};
    for (int f = 0; f < 4; ++f) {
      const Facing facing = static_cast<Facing>(f);
      const int kf = index(k) * 4 + f;
      fill_kind_facing(*this, d, kf, facing);
      any_lion |= d.lion != LionPower::None;
      // Attack queries look only along directions a piece in play can use: pieces have the
      // facing of a seat in play (a captured or inherited piece keeps one of them), so standard
      // shogi's two facings need no knight jumps sideways.
      if (std::find(seats.begin(), seats.end(), seat_at(f)) == seats.end()) continue;
      any_step_mask |= step_mask[kf];
      any_slide_mask |= slide_mask[kf];
    }
  }
  cell_step_mask.fill(0);
  cell_slide_mask.fill(0);
  for (Kind k : kinds)
    for (std::uint8_t owner = 0; owner <= kNeutral; ++owner)
      for (int f = 0; f < 4; ++f) {
        Piece p(k, owner, static_cast<Facing>(f));
        cell_step_mask[p.bits() & 0x7FF] = step_mask[p.kind_facing()];
        cell_slide_mask[p.bits() & 0x7FF] = slide_mask[p.kind_facing()];
      }
  step_dir_count = 0;
  for (int d = 0; d < kStepDirs; ++d)
    if (any_step_mask & (1u << d)) step_dirs[step_dir_count++] = static_cast<std::uint8_t>(d);
  attack = build_attack_tables(*this);
}

}  // namespace kifukit
