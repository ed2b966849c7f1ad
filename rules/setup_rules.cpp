#include "rules/setup_rules.hpp"

#include <array>
#include <cstdint>

#include "rules/seat_names.hpp"

namespace kifukit {

namespace {

// A seat by its index as the variant's players say it (sente/gote in a two-player game).
std::string word(const Variant& v, int seat) { return std::string(seat_word(v, seat_at(seat))); }

// What the pieces seen so far hold, per seat (and facing for pawn lines).
struct Seen {
  std::array<int, 4> kings{};
  std::array<std::uint64_t, 4> royal_kinds{};  // one piece of each royal kind per seat
  std::array<int, 4> dead_kings{};
  std::array<std::array<std::uint32_t, 5>, 5>
      pawn_lines{};  // [owner][facing], [owner][4]: all-owned
};

// Nifu, as the drop rule counts it (rules/piece_rules.cpp, DropRules): a pawn's line along its
// own facing, and under all-owned-pawns also the line along its owner's facing, where every
// pawn the owner holds counts (kept apart, in pawn_lines[owner][4]).
std::optional<std::string> check_pawn(const Variant& v, Square s, int owner, int f, NifuScope nifu,
                                      Seen& seen) {
  const std::uint32_t bit = 1u << v.pawn_line[f][s];
  if (seen.pawn_lines[owner][f] & bit)
    return "two unpromoted pawns of one seat and facing on one line (nifu)";
  seen.pawn_lines[owner][f] |= bit;
  if (nifu != NifuScope::AllOwnedPawns) return std::nullopt;
  const int own = index(facing_of(seat_at(owner)));
  const std::uint32_t owned = 1u << v.pawn_line[own][s];
  if (seen.pawn_lines[owner][4] & owned)
    return "two unpromoted pawns of one seat on one line of its own facing (nifu, "
           "all-owned-pawns)";
  seen.pawn_lines[owner][4] |= owned;
  return std::nullopt;
}

std::optional<std::string> check_piece(const Position& pos, Square s, Piece p, NifuScope nifu,
                                       Seen& seen) {
  const Variant& v = pos.variant();
  const KindDef& d = v.kind(p.kind());
  const int f = index(p.facing());
  if (v.edge_distance[f][s] < d.dead_lines)
    return "unpromoted piece on a square it could never leave";
  if (p.neutral()) {
    if (!d.is_king) return std::nullopt;
    if (pos.alive(seat_at(f))) return "dead king of " + word(v, f) + ", which is not eliminated";
    if (++seen.dead_kings[f] > 1) return "second dead king of " + word(v, f);
    return std::nullopt;
  }
  const int owner = p.owner();
  if (!pos.alive(seat_at(owner)))
    return word(v, owner) + " is not in play or eliminated but owns a piece";
  if (d.is_king) {
    if (p.facing() != facing_of(seat_at(owner))) return "a king always faces its own seat's way";
    ++seen.kings[owner];
    const std::uint64_t bit = std::uint64_t{1} << index(p.kind());
    if (seen.royal_kinds[owner] & bit) return "second king of " + word(v, owner);
    seen.royal_kinds[owner] |= bit;
  }
  if (d.is_pawn) return check_pawn(v, s, owner, f, nifu, seen);
  return std::nullopt;
}

}  // namespace

std::optional<SetupViolation> check_setup(const Position& pos, NifuScope nifu) {
  const Variant& v = pos.variant();
  Seen seen;
  for (Square s : v.squares) {
    const Piece p = pos.at(s);
    if (p.empty()) continue;
    if (auto why = check_piece(pos, s, p, nifu, seen))
      return SetupViolation{SetupPart::Piece, s, std::move(*why)};
  }
  if (!pos.game_over() && !pos.alive(pos.to_move()))
    return SetupViolation{
        SetupPart::SeatToMove, kNoSquare,
        "the seat to move (" + std::string(seat_word(v, pos.to_move())) + ") is eliminated"};
  if (v.seats.size() > 2)
    for (Seat s : v.seats)
      if (pos.alive(s) && seen.kings[index(s)] == 0)
        return SetupViolation{SetupPart::Whole, kNoSquare,
                              std::string(seat_word(v, s)) + " is alive but has no king"};
  return std::nullopt;
}

}  // namespace kifukit
