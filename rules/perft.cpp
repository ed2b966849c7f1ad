#include "rules/perft.hpp"

#include "rules/movegen.hpp"

namespace kifukit {
namespace {

// The position is copied for each child (copy-make): eliminations rewrite owners and hands, and
// a copy is simpler and about as fast as undoing that. The last ply only counts (bulk counting).
std::uint64_t count(Position& pos, const Referee& referee, int depth) {
  if (pos.game_over()) return 0;
  const Profile& profile = referee.profile();
  if (depth == 1) return static_cast<std::uint64_t>(count_legal(pos, pos.to_move(), profile));
  MoveList moves;
  generate_legal(pos, pos.to_move(), profile, moves);
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    Position child = pos;
    referee.play(child, m);
    nodes += count(child, referee, depth - 1);
  }
  return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, const Referee& referee, int depth) {
  if (depth <= 0) return 1;
  Position scratch = pos;
  return count(scratch, referee, depth);
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
