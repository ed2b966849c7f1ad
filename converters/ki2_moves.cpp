#include "converters/ki2_moves.hpp"

#include <vector>

#include "converters/kif_common.hpp"
#include "converters/shogi_board.hpp"
#include "converters/shogi_names.hpp"
#include "notation/move_words.hpp"
#include "notation/relative_words.hpp"
#include "rules/movegen.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

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
    if (!ki2_apply_words(pos, m.words, m.to, c)) {
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
  std::string out = previous_to == m.to() ? std::string(words::kSameSpaced) : kif_square(m.to());
  if (m.is_drop()) {
    out += kif_piece_name(m.dropped());
    if (!board_candidates(pos, m.dropped(), m.to()).empty()) out += words::kDrop;
    return out;
  }
  const Kind kind = pos.at(m.from()).kind();
  out += kif_piece_name(kind);
  std::vector<Move> all = board_candidates(pos, kind, m.to());
  out += ki2_words(pos, m, all);
  bool could_promote = false;
  for (Move o : all) could_promote |= o.from() == m.from() && o.promotes();
  if (m.promotes())
    out += words::kPromote;
  else if (could_promote)
    out += words::kDecline;
  return out;
}

}  // namespace kifukit
