#include "rules/endings.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>

#include "rules/movegen.hpp"
#include "rules/seat_names.hpp"

namespace kifukit {

namespace {

// Calls `f(token)` for every space-separated token of `list`.
template <class F>
void each_token(std::string_view list, F f) {
  while (!list.empty()) {
    const std::size_t start = list.find_first_not_of(' ');
    if (start == std::string_view::npos) return;
    list.remove_prefix(start);
    const std::size_t end = std::min(list.find(' '), list.size());
    f(list.substr(0, end));
    list.remove_prefix(end);
  }
}

bool in_own_zone(const Position& pos, Seat s, Square sq) {
  return pos.variant().in_zone(facing_of(s), sq);
}

}  // namespace

bool kind_listed(const Variant& v, std::string_view list, Kind k) {
  const std::string& letters = v.kind(k).sfen;
  bool found = false;
  each_token(list, [&](std::string_view t) { found = found || t == letters; });
  return found;
}

int piece_points(const Variant& v, const Profile& p, Kind k) {
  if (v.royal(k)) return 0;
  const std::string& letters = v.kind(k).sfen;
  int listed = -1, other = 0;
  each_token(p.jishogi_values, [&](std::string_view t) {
    const std::size_t eq = t.find('=');
    if (eq == std::string_view::npos) return;  // the parameter's reader refuses such text
    int n = 0;
    std::from_chars(t.data() + eq + 1, t.data() + t.size(), n);
    if (t.substr(0, eq) == "*") other = n;
    if (t.substr(0, eq) == letters) listed = n;
  });
  return listed >= 0 ? listed : other;
}

int jishogi_points(const Position& pos, const Profile& p, Seat seat) {
  const Variant& v = pos.variant();
  // piece_points() reads the profile's list of values: each kind is looked up once per call.
  std::array<int, kKindCount> memo{};
  std::uint64_t known = 0;
  auto points_of = [&](Kind k) {
    const int i = index(k);
    if (!((known >> i) & 1)) {
      memo[static_cast<std::size_t>(i)] = piece_points(v, p, k);
      known |= std::uint64_t{1} << i;
    }
    return memo[static_cast<std::size_t>(i)];
  };
  int points = 0;
  for (int i = 0; i < pos.piece_count(seat); ++i)
    points += points_of(pos.at(pos.piece_square(seat, i)).kind());
  for (Kind k : v.hand_kinds) points += points_of(k) * pos.hand(seat, k);
  return points;
}

std::optional<std::string> declaration_failure(const Position& pos, Seat seat, const Profile& p) {
  if (p.declaration_from_ply == 0) return "the profile has no entering-king declaration";
  if (pos.ply() < p.declaration_from_ply)
    return "a declaration needs " + std::to_string(p.declaration_from_ply) +
           " moves played, there are " + std::to_string(pos.ply());
  const Square king = pos.king_square(seat);
  if (king == kNoSquare || !in_own_zone(pos, seat, king))
    return "the " + std::string(seat_word(pos.variant(), seat)) +
           " king is not in its promotion zone";
  if (in_check(pos, seat, p)) return std::string(seat_word(pos.variant(), seat)) + " is in check";
  Position scratch = pos;  // the generator makes and unmakes moves in its position
  if (!has_legal_move(scratch, seat, p))
    return std::string(seat_word(pos.variant(), seat)) + " has no legal move";
  // The pieces in the zone (the king not counted) and the points of those and of the hand.
  const Variant& v = pos.variant();
  int in_zone = 0, points = 0;
  for (int i = 0; i < pos.piece_count(seat); ++i) {
    const Square s = pos.piece_square(seat, i);
    if (s == king || !in_own_zone(pos, seat, s)) continue;
    ++in_zone;
    points += piece_points(v, p, pos.at(s).kind());
  }
  for (Kind k : v.hand_kinds) points += piece_points(v, p, k) * pos.hand(seat, k);
  if (in_zone < p.declaration_pieces_in_zone)
    return std::to_string(in_zone) +
           " pieces besides the king in the zone, the declaration needs " +
           std::to_string(p.declaration_pieces_in_zone);
  const int needed = seat == Seat::South ? p.declaration_points_south : p.declaration_points_others;
  if (points < needed)
    return std::to_string(points) + " points in the zone and in hand, the declaration needs " +
           std::to_string(needed);
  return std::nullopt;
}

ImpasseJudgement judge_impasse(const Position& pos, const Profile& p) {
  ImpasseJudgement out;
  if (p.impasse_points == 0) {
    out.not_allowed = "the profile has no impasse rule";
    return out;
  }
  int under = 0, loser = -1;
  for (Seat s : pos.variant().seats) {
    if (!pos.alive(s)) continue;
    const Square k = pos.king_square(s);
    if (k == kNoSquare || !in_own_zone(pos, s, k)) {
      out.not_allowed =
          "the " + std::string(seat_word(pos.variant(), s)) + " king is not in its promotion zone";
      return out;
    }
    out.points[index(s)] = jishogi_points(pos, p, s);
    if (out.points[index(s)] < p.impasse_points) ++under, loser = index(s);
  }
  // Only one side under the threshold loses; none or all under is a draw.
  if (under == 1 && pos.alive_count() > 1) out.loser = loser;
  return out;
}

}  // namespace kifukit
