#include "rules/perft.hpp"

#include "rules/movegen.hpp"

namespace kifukit {
namespace {

// The moves from perft's root to the node being counted, each with the check mask it was played
// with: after a move that eliminated a seat (mate, stalemate, a captured king: owners and hands
// were rewritten, undo_move cannot take it back) the node is rebuilt from the root by playing
// them again. Eliminations are rare; a copy of the position at every node was not.
struct Path {
  struct Step {
    Move move;
    int checks;
  };
  const Position& root;
  std::vector<Step> steps;

  void rebuild(Position& pos, const Referee& referee) const {
    pos = root;
    for (const Step& s : steps) {
      const Seat mover = pos.to_move();
      Undo u;
      pos.do_move(s.move, mover, u);
      referee.after_move(pos, mover, s.move, u, nullptr, s.checks);
    }
  }
};

// Each child is made in place and taken back with undo_move (make/unmake), or rebuilt (Path)
// after an elimination. The last ply only counts (bulk counting): the Referee counts the replies
// while it looks for one. Above it the Referee generates the replies while it looks for one,
// and they are the child's moves. `moves` are the legal moves of the seat to move in `pos` and
// `checks` the mask of seats in check there as the Referee returned it (-1 = unknown): nobody
// need look again. Depth 2 or more. Flattened: make/unmake is inlined into the loop.
[[gnu::flatten]] std::uint64_t count(Position& pos, const Referee& referee, int depth, int checks,
                                     const MoveList& moves, Path& path) {
  const Seat me = pos.to_move();
  const int ply = pos.ply();
  const int eliminations = pos.elimination_count();
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    Undo u;
    pos.do_move<false>(m, me, u);  // no key is read below; undo_move restores it
    if (depth == 2) {
      int replies = 0;
      referee.after_move(pos, me, m, u, nullptr, checks, &replies);
      nodes += static_cast<std::uint64_t>(replies);
    } else {
      MoveList replies;
      const int child_checks =
          referee.after_move(pos, me, m, u, nullptr, checks, nullptr, &replies);
      if (!pos.game_over()) {
        path.steps.push_back({m, checks});
        nodes += count(pos, referee, depth - 1, child_checks, replies, path);
        path.steps.pop_back();
      }
    }
    if (pos.elimination_count() != eliminations || pos.game_over()) {
      path.rebuild(pos, referee);
    } else {  // to_move first: undo_move restores the key the move started from
      pos.set_to_move(me);
      pos.set_ply(ply);
      pos.undo_move(m, me, u);
    }
  }
  return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, const Referee& referee, int depth) {
  if (depth <= 0) return 1;
  if (pos.game_over()) return 0;
  Position scratch = pos;
  const Seat me = scratch.to_move();
  if (depth == 1) return static_cast<std::uint64_t>(count_legal(scratch, me, referee.profile()));
  MoveList moves;
  generate_legal_any_order(scratch, me, referee.profile(), moves);
  Path path{pos, {}};
  path.steps.reserve(static_cast<std::size_t>(depth));
  return count(scratch, referee, depth, -1, moves, path);
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
