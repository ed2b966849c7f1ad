#include "rules/variant.hpp"

#include <stdexcept>

namespace kifukit {
namespace {

const std::vector<Rel> kKingSteps = {{-1, 1}, {0, 1},   {1, 1},  {-1, 0},
                                     {1, 0},  {-1, -1}, {0, -1}, {1, -1}};
const std::vector<Rel> kGoldSteps = {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {0, -1}};
const std::vector<Rel> kSilverSteps = {{-1, 1}, {0, 1}, {1, 1}, {-1, -1}, {1, -1}};
const std::vector<Rel> kOrthogonal = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
const std::vector<Rel> kDiagonal = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

std::array<KindDef, kKindCount> make_kind_table() {
  std::array<KindDef, kKindCount> t{};
  auto def = [&](Kind k, char letter, Kind base, Kind promotes_to, std::vector<Rel> steps,
                 std::vector<Rel> slides) -> KindDef& {
    KindDef& d = t[index(k)];
    d.kind = k;
    d.letter = letter;
    d.promoted = base != k;
    d.base = base;
    d.promotes_to = promotes_to;
    d.steps = std::move(steps);
    d.slides = std::move(slides);
    return d;
  };
  def(Kind::King, 'K', Kind::King, Kind::None, kKingSteps, {}).is_king = true;
  def(Kind::Rook, 'R', Kind::Rook, Kind::Dragon, {}, kOrthogonal);
  def(Kind::Dragon, 'R', Kind::Rook, Kind::None, kDiagonal, kOrthogonal);
  def(Kind::Bishop, 'B', Kind::Bishop, Kind::Horse, {}, kDiagonal);
  def(Kind::Horse, 'B', Kind::Bishop, Kind::None, kOrthogonal, kDiagonal);
  def(Kind::Gold, 'G', Kind::Gold, Kind::None, kGoldSteps, {});
  def(Kind::Silver, 'S', Kind::Silver, Kind::ProSilver, kSilverSteps, {});
  def(Kind::ProSilver, 'S', Kind::Silver, Kind::None, kGoldSteps, {});
  def(Kind::Knight, 'N', Kind::Knight, Kind::ProKnight, {{-1, 2}, {1, 2}}, {}).dead_lines = 2;
  def(Kind::ProKnight, 'N', Kind::Knight, Kind::None, kGoldSteps, {});
  def(Kind::Lance, 'L', Kind::Lance, Kind::ProLance, {}, {{0, 1}}).dead_lines = 1;
  def(Kind::ProLance, 'L', Kind::Lance, Kind::None, kGoldSteps, {});
  KindDef& pawn = def(Kind::Pawn, 'P', Kind::Pawn, Kind::Tokin, {{0, 1}}, {});
  pawn.dead_lines = 1;
  pawn.is_pawn = true;
  def(Kind::Tokin, 'P', Kind::Pawn, Kind::None, kGoldSteps, {});
  return t;
}

const std::array<KindDef, kKindCount>& kind_table() {
  static const std::array<KindDef, kKindCount> table = make_kind_table();
  return table;
}

// Absolute one-step offsets of "ahead" and "to the right" for each facing.
constexpr int kForward[4] = {kNorth, kEast, kSouth, kWest};
constexpr int kRight[4] = {kEast, kSouth, kWest, kNorth};

int find_bit(const int* table, int n, int offset) {
  for (int i = 0; i < n; ++i)
    if (table[i] == offset) return i;
  throw std::logic_error("offset outside the attack direction table");
}

Variant make_yonin() {
  Variant v;
  v.name = "yonin";
  v.size = 9;
  v.zone_depth = 3;
  v.seats = {Seat::South, Seat::West, Seat::North, Seat::East};
  v.kinds = {Kind::King,   Kind::Rook,      Kind::Dragon, Kind::Gold,
             Kind::Silver, Kind::ProSilver, Kind::Pawn,   Kind::Tokin};
  v.hand_kinds = {Kind::Rook, Kind::Gold, Kind::Silver, Kind::Pawn};
  v.start =
      "2nSnGnKnGnS2/3nPnRnP3/wS3nP3eS/wGwP5ePeG/wKwRwP3ePeReK/wGwP5ePeG/wS3sP3eS/3sPsRsP3/"
      "2sSsGsKsGsS2 s -/-/-/- - 0";
  v.finalize();
  return v;
}

Variant make_standard() {
  Variant v;
  v.name = "standard";
  v.size = 9;
  v.zone_depth = 3;
  v.seats = {Seat::South, Seat::North};
  v.kinds = {Kind::King,  Kind::Rook,     Kind::Dragon,    Kind::Bishop, Kind::Horse,
             Kind::Gold,  Kind::Silver,   Kind::ProSilver, Kind::Knight, Kind::ProKnight,
             Kind::Lance, Kind::ProLance, Kind::Pawn,      Kind::Tokin};
  v.hand_kinds = {Kind::Rook,   Kind::Bishop, Kind::Gold, Kind::Silver,
                  Kind::Knight, Kind::Lance,  Kind::Pawn};
  v.start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
  v.finalize();
  return v;
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

const KindDef& kind_def(Kind k) { return kind_table()[index(k)]; }

int absolute_offset(Rel r, Facing f) {
  return r.forward * kForward[index(f)] + r.right * kRight[index(f)];
}

bool Variant::in_play(Kind k) const {
  for (Kind x : kinds)
    if (x == k) return true;
  return false;
}

void Variant::finalize() {
  on_board.fill(0);
  squares.clear();
  for (int rank = 1; rank <= size; ++rank)
    for (int file = size; file >= 1; --file) {
      Square s = make_square(file, rank);
      on_board[s] = 1;
      squares.push_back(s);
      for (int f = 0; f < 4; ++f) {
        const int distance[4] = {rank - 1, file - 1, size - rank, size - file};
        edge_distance[f][s] = static_cast<std::uint8_t>(distance[f]);
        pawn_line[f][s] = static_cast<std::uint8_t>(f % 2 == 0 ? file : rank);
      }
    }
  for (int f = 0; f < 4; ++f) forward[f] = kForward[f];
  any_step_mask = 0;
  any_slide_mask = 0;
  for (Kind k : kinds) {
    const KindDef& d = kind_def(k);
    info[index(k)] = {d.base, d.promotes_to, static_cast<std::uint8_t>(d.dead_lines), d.is_pawn};
    for (int f = 0; f < 4; ++f) {
      int kf = index(k) * 4 + f;
      step_offsets[kf].clear();
      slide_offsets[kf].clear();
      step_mask[kf] = 0;
      slide_mask[kf] = 0;
      for (Rel r : d.steps) {
        int off = absolute_offset(r, static_cast<Facing>(f));
        step_offsets[kf].push_back(off);
        step_mask[kf] |= 1u << find_bit(kStepDirOffset, kStepDirs, off);
      }
      for (Rel r : d.slides) {
        int off = absolute_offset(r, static_cast<Facing>(f));
        slide_offsets[kf].push_back(off);
        slide_mask[kf] |=
            static_cast<std::uint8_t>(1u << find_bit(kSlideDirOffset, kSlideDirs, off));
      }
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
}

const Variant& yonin_variant() {
  static const Variant v = make_yonin();
  return v;
}

const Variant& standard_variant() {
  static const Variant v = make_standard();
  return v;
}

const Variant* find_variant(std::string_view name) {
  if (name == "yonin") return &yonin_variant();
  if (name == "standard") return &standard_variant();
  return nullptr;
}

}  // namespace kifukit
