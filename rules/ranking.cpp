#include "rules/ranking.hpp"

#include "rules/endings.hpp"

#include <algorithm>
#include <tuple>
#include <vector>

namespace kifukit {

int qdan_piece_count(const Position& pos, Seat seat) {
  int count = pos.piece_count(seat);
  for (Kind k : pos.variant().hand_kinds) count += pos.hand(seat, k);
  for (int i = 0; i < pos.elimination_count(); ++i)
    if (pos.elimination(i).credited == index(seat)) ++count;  // the dead king of each victim
  return count;
}

GameResult rank_game(const Position& pos, const Profile& profile, EndReason reason,
                     SurvivorOrder order) {
  GameResult r;
  r.reason = reason;
  const Variant& v = pos.variant();
  if (profile.mode == Mode::Doubles) {
    // Ranked by team (docs/rules.md §11.1): the surviving pair shares first place, the pair of
    // the eliminated seat shares second; without an elimination (a limit, a draw) all share first.
    int losers = pos.elimination_count() > 0 ? index(pos.elimination(0).seat) % 2 : -1;
    for (Seat s : v.seats) r.rank[index(s)] = index(s) % 2 == losers ? 2 : 1;
    return r;
  }
  // Survivors, best first, with the key that orders them.
  using Score = std::tuple<int, int, int>;
  std::vector<std::pair<Score, Seat>> survivors;
  for (Seat s : v.seats) {
    if (!pos.alive(s)) continue;
    Score score{0, 0, 0};
    if (order == SurvivorOrder::Qdan) {
      int eliminated = 0, last = -1;
      for (int i = 0; i < pos.elimination_count(); ++i)
        if (pos.elimination(i).credited == index(s)) {
          ++eliminated;
          last = i;
        }
      score = {eliminated, qdan_piece_count(pos, s), last};
    } else if (order == SurvivorOrder::Points) {
      score = {jishogi_points(pos, profile, s), 0, 0};
      r.has_points = true;
    }
    survivors.emplace_back(score, s);
  }
  if (order == SurvivorOrder::Points)
    for (Seat s : v.seats)
      if (pos.alive(s)) r.points[index(s)] = jishogi_points(pos, profile, s);
  std::stable_sort(survivors.begin(), survivors.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  int place = 1;
  for (std::size_t i = 0; i < survivors.size(); ++i) {
    if (i > 0 && survivors[i].first != survivors[i - 1].first) place = static_cast<int>(i) + 1;
    r.rank[index(survivors[i].second)] = place;
  }
  // Eliminated seats: the latest elimination ranks just below the survivors.
  int next = static_cast<int>(survivors.size()) + 1;
  for (int i = pos.elimination_count() - 1; i >= 0; --i)
    r.rank[index(pos.elimination(i).seat)] = next++;
  return r;
}

}  // namespace kifukit
