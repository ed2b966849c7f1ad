#include "converters/ki2_moves.hpp"

#include <vector>

#include "converters/kif_common.hpp"
#include "converters/shogi_names.hpp"
#include "formats/profile_registry.hpp"
#include "rules/movegen.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

const Profile& standard_profile() {
  static const Profile kProfile = builtin_profile("standard").resolved->profile;
  return kProfile;
}

// The legal board moves of the seat to move that take a piece of `kind` to `to`.
std::vector<Move> board_candidates(const Position& pos, Kind kind, Square to) {
  Position scratch = pos;
  MoveList legal;
  generate_legal(scratch, pos.to_move(), standard_profile(), legal);
  std::vector<Move> out;
  for (Move l : legal)
    if (!l.is_drop() && l.to() == to && pos.at(l.from()).kind() == kind) out.push_back(l);
  return out;
}

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
    if (eat("上") || eat("行") || eat("入"))
      keep([&](Move m) { return forward(pos, m) > 0; });
    else if (eat("引"))
      keep([&](Move m) { return forward(pos, m) < 0; });
    else if (eat("寄"))
      keep([&](Move m) { return forward(pos, m) == 0; });
    else if (eat("直"))
      keep([&](Move m) { return forward(pos, m) == 1 && file_of(m.from()) == file_of(to); });
    else if (eat("右"))
      extreme(true);
    else if (eat("左"))
      extreme(false);
    else
      return false;
  }
  return true;
}

// Narrows to one origin's moves, then applies the promotion the text asks for.
std::optional<Move> pick(const std::vector<Move>& c, std::optional<bool> promote,
                         std::string& error) {
  std::vector<Move> origins;
  for (Move m : c) {
    bool seen = false;
    for (Move o : origins) seen |= o.from() == m.from();
    if (!seen) origins.push_back(m);
  }
  if (origins.empty()) {
    error = "no piece of that kind can move there";
    return std::nullopt;
  }
  if (origins.size() > 1) {
    error =
        "several pieces of that kind can move there; the relative words (右 左 直 上 引 寄) "
        "do not say which";
    return std::nullopt;
  }
  std::optional<Move> plain, promoted;
  for (Move m : c)
    if (m.from() == origins[0].from()) (m.promotes() ? promoted : plain) = m;
  if (promote == true) {
    if (!promoted) error = "this move cannot promote";
    return promoted;
  }
  if (!plain) {
    if (promote == false)
      error = "this piece must promote here";
    else
      error = "this piece must promote here (成)";
    return std::nullopt;
  }
  return plain;
}

}  // namespace

std::optional<Move> resolve_ki2(const Position& pos, const Ki2Move& m, std::string& error) {
  std::vector<Move> c = m.drop ? std::vector<Move>{} : board_candidates(pos, m.kind, m.to);
  if (!m.drop && (!c.empty() || !m.words.empty())) {
    if (!apply_words(pos, m.words, m.to, c)) {
      error = "'" + m.words + "' is not a relative word (右 左 直 上 引 寄 行 入)";
      return std::nullopt;
    }
    return pick(c, m.promote, error);
  }
  // A drop: 打, or no piece on the board can make the move.
  const KindDef& d = kind_def(m.kind);
  if (d.promoted || d.is_king || m.promote) {
    error = m.drop ? "only unpromoted pieces are dropped" : "no piece of that kind can move there";
    return std::nullopt;
  }
  if (pos.hand(pos.to_move(), m.kind) == 0) {
    error = m.drop ? "no such piece in hand to drop" : "no piece of that kind can move there";
    return std::nullopt;
  }
  return Move::drop(m.kind, m.to);
}

std::string ki2_move_text(const Position& pos, Move m, std::optional<Square> previous_to) {
  std::string out = previous_to == m.to() ? std::string("同　") : kif_square(m.to());
  if (m.is_drop()) {
    out += kif_piece_name(m.dropped());
    if (!board_candidates(pos, m.dropped(), m.to()).empty()) out += "打";
    return out;
  }
  const Kind kind = pos.at(m.from()).kind();
  out += kif_piece_name(kind);
  std::vector<Move> all = board_candidates(pos, kind, m.to());
  // The fewest words that leave only this origin: none, one movement word, 直, one position
  // word, then a position word with a movement word.
  static constexpr std::string_view kWords[] = {"",     "上",   "引",   "寄",   "直",   "右",  "左",
                                                "右上", "右引", "右寄", "左上", "左引", "左寄"};
  for (std::string_view words : kWords) {
    std::vector<Move> c = all;
    apply_words(pos, words, m.to(), c);
    bool only = !c.empty();
    for (Move o : c) only &= o.from() == m.from();
    if (only) {
      out += words;
      break;
    }
  }
  bool could_promote = false;
  for (Move o : all) could_promote |= o.from() == m.from() && o.promotes();
  if (m.promotes())
    out += "成";
  else if (could_promote)
    out += "不成";
  return out;
}

}  // namespace kifukit
