#include "validator/generate.hpp"

#include <random>

#include "formats/notation.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"

namespace kifukit {

Record generate_game(const Profile& profile, const GenerateOptions& options) {
  const Variant* v = find_variant(profile.variant);
  if (!v) v = &yonin_variant();
  Record record;
  record.variant = v->name;
  record.profile = profile.name;
  record.event = {"kifukit generate, seed " + std::to_string(options.seed), {}};
  Position start = start_position(*v);
  start.set_to_move(profile.first_mover);
  if (profile.first_mover != Seat::South) record.first_mover = profile.first_mover;

  std::mt19937_64 rng(options.seed);
  Referee referee(profile);
  Game game(start);
  std::vector<EliminationEntry> eliminations;
  while (!game.over() && (options.max_plies == 0 || game.position().ply() < options.max_plies)) {
    Position pos = game.position();
    const Seat seat = pos.to_move();
    MoveList moves;
    generate_legal(pos, seat, profile, moves);
    // A repetition can make every listed move illegal for its mover (perpetual check); try the
    // moves from a random starting point until one stands.
    const int n = moves.size();
    const int first = n ? static_cast<int>(rng() % static_cast<std::uint64_t>(n)) : 0;
    bool played = false;
    for (int k = 0; k < n && !played; ++k) {
      Move m = moves[(first + k) % n];
      if (referee.move(game, seat, m).ok()) {
        Entry e;
        e.seat = seat;
        e.move = format_move(m);
        record.entries.push_back(std::move(e));
        played = true;
      }
    }
    if (!played) break;  // cannot happen: a selected seat always has a legal move
    const Position& now = game.position();
    for (int i = static_cast<int>(eliminations.size()); i < now.elimination_count(); ++i) {
      EliminationEntry el;
      el.seat = now.elimination(i).seat;
      if (now.elimination(i).credited >= 0) el.credited = seat_at(now.elimination(i).credited);
      el.ply = now.ply();
      eliminations.push_back(el);
    }
  }
  if (game.over()) {
    ClaimedResult result;
    result.reason = game.result().reason;
    for (Seat s : v->seats)
      if (game.result().rank[index(s)])
        result.ranking.push_back({s, game.result().rank[index(s)], {}});
    result.eliminations = std::move(eliminations);
    record.result = std::move(result);
  }
  return record;
}

}  // namespace kifukit
