// A Variant is the geometry and the piece set of a game: board size, seats and their facings,
// the movement of every piece kind relative to its facing, promotion, drops and the start
// position. Relative vectors are rotated once, when the variant is built, into absolute tables
// indexed by (kind, facing), so move generation and attack queries never rotate anything.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rules/types.hpp"

namespace kifukit {

// A vector relative to the piece's facing: `right` to the owner's right, `forward` ahead.
struct Rel {
  int right;
  int forward;
};

// How a kind moves and promotes. This is the data that defines the game's pieces.
struct KindDef {
  Kind kind = Kind::None;
  char letter = '?';       // base letter; promoted kinds print as '+' and the base letter
  bool promoted = false;   // this kind is the promoted form of `base`
  Kind base = Kind::None;  // the kind that goes to hand when this one is captured
  Kind promotes_to = Kind::None;
  std::vector<Rel> steps;   // single steps (jumps: they are never blocked)
  std::vector<Rel> slides;  // unit directions slid along until blocked
  // Lines at the far edge where an unpromoted piece would have no further move: it must promote
  // on arriving there and may not be dropped there (pawn and lance 1, knight 2).
  int dead_lines = 0;
  bool is_king = false;
  bool is_pawn = false;  // subject to nifu, pawn-drop mate and the dead-king drop rule
};

// The kind table of all kinds the engine knows.
const KindDef& kind_def(Kind k);

// Up to 24 step offsets (|dx|,|dy| <= 2) and 8 slide directions, as bits, for attack queries.
inline constexpr int kStepDirs = 24;
inline constexpr int kSlideDirs = 8;

// The few facts about a kind that move generation reads per move, kept in the variant so the hot
// loop touches one small array.
struct KindInfo {
  Kind base = Kind::None;
  Kind promotes_to = Kind::None;
  std::uint8_t dead_lines = 0;
  bool is_pawn = false;
};

struct Variant {
  std::string name;
  int size = 9;                  // files = ranks = size
  int zone_depth = 3;            // promotion zone: lines nearest the faced edge
  std::vector<Seat> seats;       // seats in play, clockwise
  std::vector<Kind> kinds;       // kinds in play
  std::vector<Kind> hand_kinds;  // kinds that can be held, in the notation's print order
  std::string start;             // start position in the variant's native position notation

  // --- Derived tables, filled by finalize() ---
  std::array<Square, kMailboxSize> on_board{};  // 1 on playing squares
  std::vector<Square> squares;                  // playing squares, rank a..., file high..low
  // Absolute step offsets and slide directions per (kind, facing).
  std::array<std::vector<int>, kKindCount * 4> step_offsets;
  std::array<std::vector<int>, kKindCount * 4> slide_offsets;
  // Bit masks over step_dir_offset / slide_dir_offset, per (kind, facing): used by attack queries.
  std::array<std::uint32_t, kKindCount * 4> step_mask{};
  std::array<std::uint8_t, kKindCount * 4> slide_mask{};
  std::uint32_t any_step_mask = 0;  // union over kinds in play: the directions worth checking
  std::uint8_t any_slide_mask = 0;
  // The same masks indexed by a board cell's low 11 bits (kind, owner, facing), so an attack
  // query reads one table entry per cell; empty cells and the wall map to 0.
  std::array<std::uint32_t, 2048> cell_step_mask{};
  std::array<std::uint8_t, 2048> cell_slide_mask{};
  // The step directions in any_step_mask, as a dense list for the attack loop.
  std::array<std::uint8_t, kStepDirs> step_dirs{};
  int step_dir_count = 0;
  // Distance from a square to the edge a facing advances to (0 = on the last line).
  std::array<std::array<std::uint8_t, kMailboxSize>, 4> edge_distance{};
  // The line (file or rank) a pawn of this facing shares with other pawns, for nifu.
  std::array<std::array<std::uint8_t, kMailboxSize>, 4> pawn_line{};
  std::array<int, 4> forward{};  // absolute offset of one step ahead, per facing
  std::array<KindInfo, kKindCount> info{};

  bool in_play(Kind k) const;
  bool in_zone(Facing f, Square s) const { return edge_distance[index(f)][s] < zone_depth; }
  bool is_yonin() const { return seats.size() == 4; }
  void finalize();
};

// The absolute offset of a relative vector for a facing.
int absolute_offset(Rel r, Facing f);

extern const int kStepDirOffset[kStepDirs];
extern const int kSlideDirOffset[kSlideDirs];

const Variant& yonin_variant();     // four-player shogi, docs/rules.md §1-§3
const Variant& standard_variant();  // two-player shogi, JSA rules
// nullptr when the name is unknown.
const Variant* find_variant(std::string_view name);

}  // namespace kifukit
