#include "rules/perft.hpp"

#include "rules/movegen.hpp"

namespace kifukit {
namespace {

// The position is copied for each child (copy-make): eliminations rewrite owners and hands, and
// a copy is simpler and about as fast as undoing that. The last ply only counts (bulk counting).
// `checks` is the mask of seats in check in `pos` as the Referee returned it (-1 = unknown): the
// generator and the Referee need not look again.
std::uint64_t count(Position& pos, const Referee& referee, int depth, int checks) {
  if (pos.game_over()) return 0;
  const Profile& profile = referee.profile();
  const Seat me = pos.to_move();
  const int known = checks < 0 ? -1 : (checks >> index(me)) & 1;
  if (depth == 1) return static_cast<std::uint64_t>(count_legal(pos, me, profile, known));
  MoveList moves;
  generate_legal(pos, me, profile, moves, known);
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    Position child = pos;
    const int child_checks = referee.play(child, m, nullptr, checks);
    nodes += count(child, referee, depth - 1, child_checks);
  }
  return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, const Referee& referee, int depth) {
  if (depth <= 0) return 1;
  Position scratch = pos;
  return count(scratch, referee, depth, -1);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos,
                                                         const Referee& referee, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  if (depth <= 0 || pos.game_over()) return out;
  Position scratch = pos;
  MoveList moves;
  generate_legal(scratch, scratch.to_move(), referee.profile(), moves);
  for (Move m : moves) {
    Position child = scratch;
    referee.play(child, m);
    out.emplace_back(m, depth == 1 ? 1 : perft(child, referee, depth - 1));
  }
  return out;
}

}  // namespace kifukit
