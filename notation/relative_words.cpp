#include "notation/relative_words.hpp"

#include <algorithm>
#include <cstdlib>

#include "notation/move_words.hpp"

namespace kifukit {

using namespace words;

namespace {

// Steps forward (towards the opponent) and how far right, from the mover's side of the board.
int forward(const Position& pos, Move m) {
  int d = rank_of(m.from()) - rank_of(m.to());
  return pos.to_move() == Seat::South ? d : -d;
}
int rightness(const Position& pos, Square from) {
  return pos.to_move() == Seat::South ? -file_of(from) : file_of(from);
}

// Keeps the candidates the words allow; false when the words are not relative words.
bool apply_words(const Position& pos, std::string_view words, Square to, std::vector<Move>& c) {
  auto keep = [&](auto pred) {
    std::vector<Move> out;
    for (Move m : c)
      if (pred(m)) out.push_back(m);
    c = std::move(out);
  };
  auto extreme = [&](bool right) {
    if (c.empty()) return;
    int best = rightness(pos, c[0].from());
    for (Move m : c) {
      int r = rightness(pos, m.from());
      if (right ? r > best : r < best) best = r;
    }
    keep([&](Move m) { return rightness(pos, m.from()) == best; });
  };
  while (!words.empty()) {
    auto eat = [&](std::string_view w) {
      if (words.substr(0, w.size()) != w) return false;
      words.remove_prefix(w.size());
      return true;
    };
    if (eat(kUp) || eat(kUpAlso[0]) || eat(kUpAlso[1]))
      keep([&](Move m) { return forward(pos, m) > 0; });
    else if (eat(kBack))
      keep([&](Move m) { return forward(pos, m) < 0; });
    else if (eat(kSideways))
      keep([&](Move m) { return forward(pos, m) == 0; });
    else if (eat(kStraight))
      keep([&](Move m) { return forward(pos, m) == 1 && file_of(m.from()) == file_of(to); });
    else if (eat(kRight))
      extreme(true);
    else if (eat(kLeft))
      extreme(false);
    else
      return false;
  }
  return true;
}

}  // namespace

bool ki2_apply_words(const Position& pos, std::string_view text, Square to,
                     std::vector<Move>& candidates) {
  return apply_words(pos, text, to, candidates);
}

std::string ki2_words(const Position& pos, Move m, const std::vector<Move>& candidates) {
  const std::string_view kWords[] = {"", kUp, kBack, kSideways, kStraight, kRight, kLeft};
  std::vector<std::string> tried(std::begin(kWords), std::end(kWords));
  for (std::string_view side : {kRight, kLeft})
    for (std::string_view move : {kUp, kBack, kSideways})
      tried.push_back(std::string(side) + std::string(move));
  for (const std::string& tried_words : tried) {
    std::vector<Move> c = candidates;
    apply_words(pos, tried_words, m.to(), c);
    bool only = !c.empty();
    for (Move o : c) only &= o.from() == m.from();
    if (only) return tried_words;
  }
  return "";
}

std::string relative_words(Seat seat, bool gold_like, bool lion_like, Square from, Square to,
                           const std::vector<Square>& others) {
  const bool south = seat == Seat::South;
  const int ff = file_of(from), fr = rank_of(from), tf = file_of(to), tr = rank_of(to);
  const bool up = fr > tr, down = fr < tr, forward = south ? up : down;
  auto any = [&](auto pred) { return std::any_of(others.begin(), others.end(), pred); };
  if (ff == tf && forward && gold_like && any([&](Square o) { return rank_of(o) == fr; }))
    return std::string(kStraight);
  if (lion_like && ff == tf && any([&](Square o) {
        return std::max(std::abs(file_of(o) - ff), std::abs(rank_of(o) - fr)) == 1;
      }))
    return std::string(std::abs(fr - tr) == 2 ? kLeap : kStraight);
  const std::string vertical(up == down ? kSideways : forward ? kUp : kBack);
  // Only this piece comes from its side vertically (from above, from below, sideways).
  if (!any([&](Square o) { return (rank_of(o) < tr) == down && (rank_of(o) > tr) == up; }))
    return vertical;
  int rightmost = 99, leftmost = 0;  // file 1 is South's right
  for (Square o : others) {
    rightmost = std::min(rightmost, file_of(o));
    leftmost = std::max(leftmost, file_of(o));
  }
  auto side = [&](bool right, bool left) -> std::string {
    if (right == left) return std::string(kCentre);
    return std::string((south ? right : left) ? kRight : kLeft);
  };
  if (rightmost > ff || leftmost < ff || (others.size() == 2 && rightmost < ff && leftmost > ff))
    return side(rightmost > ff, leftmost < ff);
  return side(rightmost >= ff, leftmost <= ff) + vertical;
}

}  // namespace kifukit
