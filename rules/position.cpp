#include "rules/position.hpp"

#include <stdexcept>

#include "rules/zobrist.hpp"

namespace kifukit {

Position::Position(const Variant& v) : variant_(&v) { clear(); }

void Position::clear() {
  for (int s = 0; s < kMailboxSize; ++s)
    board_[s] = variant_->on_board[s] ? Piece() : Piece::wall();
  for (auto& h : hand_) h.fill(0);
  count_.fill(0);
  list_index_.fill(0);
  king_.fill(kNoSquare);
  elim_count_ = 0;
  alive_ = 0;
  for (Seat s : variant_->seats) alive_ |= static_cast<std::uint8_t>(1u << index(s));
  to_move_ = variant_->seats.front();
  game_over_ = false;
  ply_ = 0;
  key_ = zobrist::to_move(to_move_);
}

void Position::list_add(std::uint8_t owner, Square s) {
  if (owner == kNeutral) return;
  if (count_[owner] == kMaxListed) throw std::length_error("too many pieces for one seat");
  list_index_[s] = count_[owner];
  list_[owner][count_[owner]++] = s;
}

void Position::list_remove(std::uint8_t owner, Square s) {
  if (owner == kNeutral) return;
  // Move the last entry into the hole so the list stays dense.
  Square last = list_[owner][--count_[owner]];
  list_[owner][list_index_[s]] = last;
  list_index_[last] = list_index_[s];
}

void Position::put(Square s, Piece p) {
  board_[s] = p;
  list_add(p.owner(), s);
  if (p.kind() == Kind::King && !p.neutral()) king_[p.owner()] = s;
  key_ ^= zobrist::piece(s, p);
}

void Position::remove(Square s) {
  Piece p = board_[s];
  list_remove(p.owner(), s);
  if (p.kind() == Kind::King && !p.neutral() && king_[p.owner()] == s) king_[p.owner()] = kNoSquare;
  board_[s] = Piece();
  key_ ^= zobrist::piece(s, p);
}

void Position::set_hand(Seat s, Kind k, int n) {
  auto& cell = hand_[index(s)][index(k)];
  key_ ^= zobrist::hand(s, k, cell) ^ zobrist::hand(s, k, n);
  cell = static_cast<std::uint8_t>(n);
}

void Position::set_to_move(Seat s) {
  key_ ^= zobrist::to_move(to_move_) ^ zobrist::to_move(s);
  to_move_ = s;
}

void Position::eliminate(Seat s, int credited) {
  Square k = king_[index(s)];
  if (k != kNoSquare) {
    Piece king = board_[k];
    remove(k);
    put(k, king.with_owner(kNeutral));
  }
  alive_ &= static_cast<std::uint8_t>(~(1u << index(s)));
  elims_[elim_count_++] = Elimination{s, static_cast<std::int8_t>(credited)};
  key_ ^= zobrist::eliminated(s);
}

void Position::set_in_play(Seat s, bool in_play) {
  if (in_play)
    alive_ |= static_cast<std::uint8_t>(1u << index(s));
  else
    alive_ &= static_cast<std::uint8_t>(~(1u << index(s)));
}

void Position::do_move(Move m, Seat mover, Undo& u) {
  u.key = key_;
  const int me = index(mover);
  const Square to = m.to();
  if (m.is_drop()) {
    Kind k = m.dropped();
    u.captured = Piece();
    auto& cell = hand_[me][index(k)];
    key_ ^= zobrist::hand(mover, k, cell) ^ zobrist::hand(mover, k, cell - 1);
    --cell;
    Piece p(k, static_cast<std::uint8_t>(me), facing_of(mover));
    board_[to] = p;
    list_add(static_cast<std::uint8_t>(me), to);
    key_ ^= zobrist::piece(to, p);
    return;
  }
  const Square from = m.from();
  Piece p = board_[from];
  Piece captured = board_[to];
  u.captured = captured;
  if (!captured.empty()) {
    list_remove(captured.owner(), to);
    key_ ^= zobrist::piece(to, captured);
    if (captured.kind() == Kind::King) {
      // Only king-capture rules get here; the king goes to nobody's hand.
      if (!captured.neutral()) king_[captured.owner()] = kNoSquare;
    } else {
      Kind base = variant_->info[index(captured.kind())].base;
      auto& cell = hand_[me][index(base)];
      key_ ^= zobrist::hand(mover, base, cell) ^ zobrist::hand(mover, base, cell + 1);
      ++cell;
    }
  }
  key_ ^= zobrist::piece(from, p);
  Piece moved = m.promotes() ? p.with_kind(variant_->info[index(p.kind())].promotes_to) : p;
  board_[from] = Piece();
  board_[to] = moved;
  key_ ^= zobrist::piece(to, moved);
  list_[me][list_index_[from]] = to;
  list_index_[to] = list_index_[from];
  if (p.kind() == Kind::King) king_[me] = to;
}

void Position::undo_move(Move m, Seat mover, const Undo& u) {
  const int me = index(mover);
  const Square to = m.to();
  if (m.is_drop()) {
    list_remove(static_cast<std::uint8_t>(me), to);
    board_[to] = Piece();
    ++hand_[me][index(m.dropped())];
    key_ = u.key;
    return;
  }
  const Square from = m.from();
  Piece moved = board_[to];
  Piece original = m.promotes() ? moved.with_kind(variant_->info[index(moved.kind())].base) : moved;
  board_[from] = original;
  list_[me][list_index_[to]] = from;
  list_index_[from] = list_index_[to];
  if (original.kind() == Kind::King) king_[me] = from;
  Piece captured = u.captured;
  board_[to] = captured;
  if (!captured.empty()) {
    list_add(captured.owner(), to);
    if (captured.kind() == Kind::King) {
      if (!captured.neutral()) king_[captured.owner()] = to;
    } else {
      --hand_[me][index(variant_->info[index(captured.kind())].base)];
    }
  }
  key_ = u.key;
}

// Looks outward from s for pieces that attack it: steppers at each step offset, then the first
// piece along each slide direction. Only directions some kind in play uses are examined. The
// wall's owner bits are 7, which no attacker mask has, so it needs no test of its own.
template <bool kAll, bool kThrough>
std::uint8_t Position::attacks(Square s, std::uint8_t attackers, Square through) const {
  const Variant& v = *variant_;
  std::uint8_t found = 0;
  for (int i = 0; i < v.step_dir_count; ++i) {
    const int dir = v.step_dirs[i];
    const std::uint16_t cell = board_[s - kStepDirOffset[dir]].bits();
    if (cell == 0) continue;
    if ((v.cell_step_mask[cell & 0x7FF] >> dir) & (attackers >> ((cell >> 6) & 7)) & 1) {
      found |= static_cast<std::uint8_t>(1u << ((cell >> 6) & 7));
      if (!kAll) return found;
    }
  }
  for (std::uint32_t m = v.any_slide_mask; m; m &= m - 1) {
    const int dir = __builtin_ctz(m);
    const int off = kSlideDirOffset[dir];
    Square t = static_cast<Square>(s - off);
    while (board_[t].empty() || (kThrough && t == through)) t = static_cast<Square>(t - off);
    const std::uint16_t cell = board_[t].bits();
    if ((v.cell_slide_mask[cell & 0x7FF] >> dir) & (attackers >> ((cell >> 6) & 7)) & 1) {
      found |= static_cast<std::uint8_t>(1u << ((cell >> 6) & 7));
      if (!kAll) return found;
    }
  }
  return found;
}

bool Position::is_attacked(Square s, std::uint8_t attackers, Square through) const {
  if (through == kNoSquare) return attacks<false, false>(s, attackers, through) != 0;
  return attacks<false, true>(s, attackers, through) != 0;
}

std::uint8_t Position::attacking_owners(Square s, std::uint8_t attackers) const {
  return attacks<true, false>(s, attackers, kNoSquare);
}

bool operator==(const Position& a, const Position& b) {
  if (a.variant_ != b.variant_ || a.board_ != b.board_ || a.hand_ != b.hand_ ||
      a.to_move_ != b.to_move_ || a.game_over_ != b.game_over_ || a.ply_ != b.ply_ ||
      a.alive_ != b.alive_ || a.elim_count_ != b.elim_count_)
    return false;
  for (int i = 0; i < a.elim_count_; ++i)
    if (!(a.elims_[i] == b.elims_[i])) return false;
  return true;
}

}  // namespace kifukit
