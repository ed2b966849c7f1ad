// A Variant is the geometry and the piece set of a game: board size, seats and their facings,
// the movement of every piece kind relative to its facing, promotion, captures, drops and the
// start position. Variants are data: rules/variants/*.yaml, embedded into the binary and read by
// rules/variant_reader.cpp (docs/variants.md). Relative vectors are rotated once, when the
// variant is built, into absolute tables indexed by (kind, facing), so move generation and attack
// queries never rotate anything.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rules/attack.hpp"
#include "rules/types.hpp"
#include "rules/zobrist.hpp"

namespace kifukit {

// A vector relative to the piece's facing: `right` to the owner's right, `forward` ahead.
struct Rel {
  int right;
  int forward;
  friend bool operator==(Rel, Rel) = default;
};

// A slide along a unit direction, at most `range` squares (0 = until blocked).
struct Slide {
  Rel dir;
  int range = 0;
};

// The lion's power: two king steps in one move, capturing on either step (docs/variants.md).
// Full: the first step in any of the eight directions, the second in any direction (back to the
// start included). Lines: only along `lion_dirs`, the second step going on or coming back
// (chu's horned falcon forward, soaring eagle diagonally forward).
enum class LionPower : std::uint8_t { None, Full, Lines };

// How a kind moves and promotes. This is the data that defines the game's pieces.
struct KindDef {
  Kind kind = Kind::None;
  std::string name;   // the variant file's name of the kind: "pawn", "horned-falcon"
  std::string kanji;  // as written on the piece, may be empty
  // The second player's piece when it is written differently: shogi's king is 玉 for sente and
  // 王 for gote on printed boards (docs/render.md); empty when both are `kanji`.
  std::string gote_kanji;
  // SFEN/USI letters, uppercase, '+' first for a promoted form: "P", "+H", or several letters.
  std::string sfen;
  // The first letter after any '+', for code that prints one-letter pieces ('R' for dragon).
  char letter = '?';
  bool promoted = false;   // this kind is the promoted form of `base`
  Kind base = Kind::None;  // the kind that goes to hand when this one is captured
  Kind promotes_to = Kind::None;
  std::vector<Rel> steps;     // single steps and jumps: never blocked
  std::vector<Slide> slides;  // unit directions slid along until blocked or out of range
  LionPower lion = LionPower::None;
  std::vector<Rel> lion_dirs;  // Lines: the directions of the power
  // Lines at the far edge where an unpromoted piece would have no further move: it must promote
  // on arriving there and may not be dropped there (pawn and lance 1, knight 2).
  int dead_lines = 0;
  // Chu: the piece may promote on reaching the last line even by a move inside the zone.
  bool last_line_promotion = false;
  bool is_king = false;  // royal: its capture or mate decides (king; chu's prince too)
  bool is_pawn = false;  // subject to nifu, pawn-drop mate and the dead-king drop rule
};

// The standard shogi definition of one of the fourteen named kinds (standard_variant()'s table),
// for code that prints standard pieces; prefer Variant::kind() which knows every variant's kinds.
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
  bool royal = false;
  bool last_line_promotion = false;
};

// Which moves may promote (docs/variants.md).
enum class PromotionRule : std::uint8_t {
  Standard,  // a move that starts or ends in the zone
  Chu,       // entering the zone from outside, or a capture by a move that touches the zone
  None,      // nothing promotes
};

// The position string a variant is written in (docs/notation.md).
enum class PositionNotation : std::uint8_t { Sfen, Yonin };

struct Variant {
  std::string name;
  std::string source;  // where it was read from, for diagnostics
  int size = 9;        // files = ranks
  int zone_depth = 3;  // promotion zone: lines nearest the faced edge
  PromotionRule promotion_rule = PromotionRule::Standard;
  PositionNotation notation = PositionNotation::Sfen;
  bool captures_to_hand = true;  // false: captured pieces leave the game
  bool drops = true;
  std::vector<Seat> seats;       // seats in play, clockwise
  std::vector<Kind> kinds;       // kinds in play, in file order
  std::vector<Kind> hand_kinds;  // kinds that can be held, in the notation's print order
  std::string start;             // start position in the variant's native position notation
  std::array<KindDef, kMaxKinds> kind_table{};  // indexed by kind id

  // --- Derived tables, filled by finalize() ---
  std::array<Square, kMailboxSize> on_board{};  // 1 on playing squares
  std::vector<Square> squares;                  // playing squares, rank a..., file high..low
  // Absolute step offsets and slide directions (with their ranges, 0 = none) per (kind, facing).
  std::array<std::vector<int>, kKindCount * 4> step_offsets;
  std::array<std::vector<int>, kKindCount * 4> slide_offsets;
  std::array<std::vector<std::uint8_t>, kKindCount * 4> slide_ranges;
  // Lion power per (kind, facing): the first steps; `lion_full` says whether the second step may
  // go anywhere (else it goes on along the first step or comes back).
  std::array<std::vector<int>, kKindCount * 4> lion_offsets;
  std::array<bool, kKindCount * 4> lion_full{};
  // Bit masks over step_dir_offset / slide_dir_offset, per (kind, facing): used by attack queries.
  std::array<std::uint32_t, kKindCount * 4> step_mask{};
  std::array<std::uint8_t, kKindCount * 4> slide_mask{};
  // Range of each slide direction per (kind, facing); 0 = unlimited.
  std::array<std::array<std::uint8_t, kSlideDirs>, kKindCount * 4> slide_range{};
  std::uint32_t any_step_mask = 0;  // union over kinds in play: the directions worth checking
  std::uint8_t any_slide_mask = 0;
  bool any_limited_slide = false;  // some slide has a range: attack queries measure distances
  bool any_lion = false;
  // The same masks indexed by a board cell's low 12 bits (kind, owner, facing), so an attack
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
  // Bitboards per (kind, facing, square), for boards up to 11x11 (rules/attack.hpp).
  AttackTables attack;
  zobrist::VariantKeys keys;  // its pieces' and hands' keys (rules/zobrist.hpp)

  const KindDef& kind(Kind k) const { return kind_table[index(k)]; }
  bool in_play(Kind k) const;
  bool holdable(Kind k) const;
  bool royal(Kind k) const { return info[index(k)].royal; }
  // The kind named `name` in this variant, or Kind::None.
  Kind kind_named(std::string_view name) const;
  bool in_zone(Facing f, Square s) const { return edge_distance[index(f)][s] < zone_depth; }
  bool is_yonin() const { return notation == PositionNotation::Yonin; }
  // Builds the derived tables; throws std::logic_error on data the reader should have refused.
  void finalize();
};

// The absolute offset of a relative vector for a facing.
int absolute_offset(Rel r, Facing f);

extern const int kStepDirOffset[kStepDirs];
extern const int kSlideDirOffset[kSlideDirs];

// The built-in variants (rules/variants/*.yaml), read once.
const Variant& yonin_variant();     // four-player shogi, docs/rules.md §1-§3
const Variant& standard_variant();  // two-player shogi, JSA rules
// nullptr when the name is unknown.
const Variant* find_variant(std::string_view name);
// Names of the built-in variants, sorted.
std::vector<std::string> builtin_variant_names();

}  // namespace kifukit
