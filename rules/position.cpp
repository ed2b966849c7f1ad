#include "rules/position.hpp"

#include <stdexcept>

#include "rules/zobrist.hpp"

namespace kifukit {

Position::Position(const Variant& v) : variant_(&v), bitboards_(v.attack.enabled) { clear(); }

void Position::clear() {
  for (int s = 0; s < kMailboxSize; ++s)
    board_[s] = variant_->on_board[s] ? Piece() : Piece::wall();
  for (auto& h : hand_) h.fill(0);
  in_hand_.fill(0);
  count_.fill(0);
  list_index_.fill(0);
  occ_.fill(Bitboard{});
  royals_ = Bitboard{};
  sliders_.fill(Bitboard{});
  any_slider_ = Bitboard{};
  king_.fill(kNoSquare);
  elim_count_ = 0;
  alive_ = 0;
  for (Seat s : variant_->seats) alive_ |= static_cast<std::uint8_t>(1u << index(s));
  to_move_ = variant_->seats.front();
  game_over_ = false;
  ply_ = 0;
  key_ = zobrist::to_move(to_move_);
  lion_capture_ = kNoSquare;
}

void Position::set_lion_capture(Square s) {
  key_ ^= zobrist::lion_capture(lion_capture_) ^ zobrist::lion_capture(s);
  lion_capture_ = s;
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
  flip(s, p);
  list_add(p.owner(), s);
  if (!p.neutral() && variant_->royal(p.kind()) && king_[p.owner()] == kNoSquare)
    king_[p.owner()] = s;
  key_ ^= variant_->keys.piece(s, p);
}

void Position::remove(Square s) {
  Piece p = board_[s];
  list_remove(p.owner(), s);
  if (!p.neutral() && king_[p.owner()] == s) king_[p.owner()] = kNoSquare;
  flip(s, p);
  board_[s] = Piece();
  key_ ^= variant_->keys.piece(s, p);
}

void Position::change_owner(Square s, std::uint8_t owner) {
  const Piece p = board_[s];
  const Piece q = p.with_owner(owner);
  list_remove(p.owner(), s);
  if (!p.neutral() && king_[p.owner()] == s) king_[p.owner()] = kNoSquare;
  // flip(s, p) then flip(s, q), but the kind's and facing's bitboards stay as they are.
  if (bitboards_) {
    const Bitboard b = Bitboard::bit(variant_->attack.bit_of[s]);
    occ_[p.owner()] ^= b;
    occ_[q.owner()] ^= b;
  }
  board_[s] = q;
  list_add(q.owner(), s);
  if (!q.neutral() && variant_->royal(q.kind()) && king_[q.owner()] == kNoSquare)
    king_[q.owner()] = s;
  key_ ^= variant_->keys.piece(s, p) ^ variant_->keys.piece(s, q);
}

void Position::set_hand(Seat s, Kind k, int n) {
  auto& cell = hand_[index(s)][index(k)];
  key_ ^= zobrist::hand(s, k, cell) ^ zobrist::hand(s, k, n);
  in_hand_[index(s)] += n - cell;
  cell = static_cast<std::uint8_t>(n);
}

void Position::eliminate(Seat s, int credited) {
  Square k = king_[index(s)];
  if (k != kNoSquare) change_owner(k, kNeutral);
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

// Removes the piece on s (not the mover's) and credits the mover's hand as the variant says.
template <bool kKeyed>
void Position::capture_at(Square s, int me, Seat mover) {
  const Piece captured = board_[s];
  list_remove(captured.owner(), s);
  if (kKeyed) key_ ^= variant_->keys.piece(s, captured);
  flip(s, captured);
  board_[s] = Piece();
  const KindInfo& info = variant_->info[index(captured.kind())];
  if (info.royal) {
    // Only king-capture rules get here; the king goes to nobody's hand. Another royal piece of
    // the seat (chu's prince) takes its place.
    if (!captured.neutral() && king_[captured.owner()] == s) {
      king_[captured.owner()] = kNoSquare;
      for (int i = 0; i < count_[captured.owner()]; ++i) {
        const Square other = list_[captured.owner()][i];
        if (variant_->royal(board_[other].kind())) king_[captured.owner()] = other;
      }
    }
  } else if (variant_->captures_to_hand) {
    auto& cell = hand_[me][index(info.base)];
    if (kKeyed) key_ ^= variant_->keys.hand_step(mover, info.base, cell);
    ++cell;
    ++in_hand_[me];
  }
}

template void Position::capture_at<true>(Square, int, Seat);
template void Position::capture_at<false>(Square, int, Seat);

void Position::uncapture_at(Square s, int me, Piece captured) {
  board_[s] = captured;
  flip(s, captured);
  list_add(captured.owner(), s);
  const KindInfo& info = variant_->info[index(captured.kind())];
  if (info.royal) {
    if (!captured.neutral() && king_[captured.owner()] == kNoSquare) king_[captured.owner()] = s;
  } else if (variant_->captures_to_hand) {
    --hand_[me][index(info.base)];
    --in_hand_[me];
  }
}

// Looks outward from s for pieces that attack it: steppers at each step offset, then the first
// piece along each slide direction. Only directions some kind in play uses are examined. The
// wall's owner bits are 7, which no attacker mask has, so it needs no test of its own.
// attacks() with bitboards: only the attackers' pieces within a step of s are looked at, and
// along each line only when a piece of theirs that slides that way stands on it.
template <bool kAll, bool kThrough>
std::uint8_t Position::attacks_bb(Square s, std::uint8_t attackers, Square through) const {
  // The occupied squares are made only when a slider of theirs stands on a line through s.
  Bitboard occ;
  bool occ_ready = false;
  auto occupied_squares = [&]() -> const Bitboard& {
    if (!occ_ready) {
      occ = occupied();
      if (kThrough) occ &= ~Bitboard::bit(variant_->attack.bit_of[through]);
      occ_ready = true;
    }
    return occ;
  };
  return attacks_from<kAll>(s, pieces_of(attackers), occupied_squares);
}

template <bool kAll, bool kThrough>
std::uint8_t Position::attacks(Square s, std::uint8_t attackers, Square through) const {
  if (bitboards_) return attacks_bb<kAll, kThrough>(s, attackers, through);
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
      if (v.any_limited_slide) {  // a slide with a range reaches only so far
        const int range = v.slide_range[Piece::from_bits(cell).kind_facing()][dir];
        if (range && (s - t) / off > range) continue;
      }
      found |= static_cast<std::uint8_t>(1u << ((cell >> 6) & 7));
      if (!kAll) return found;
    }
  }
  return found;
}

int Position::attacker_squares(Square s, std::uint8_t attackers, Square out[2]) const {
  const Variant& v = *variant_;
  int n = 0;
  // A piece that both steps and slides towards s is found twice: count its square once.
  auto add = [&](Square t) {
    if (n == 0 || out[0] != t) out[n++] = t;
    return n == 2;
  };
  for (int i = 0; i < v.step_dir_count; ++i) {
    const int dir = v.step_dirs[i];
    const Square t = static_cast<Square>(s - kStepDirOffset[dir]);
    const std::uint16_t cell = board_[t].bits();
    if (cell == 0) continue;
    if ((v.cell_step_mask[cell & 0x7FF] >> dir) & (attackers >> ((cell >> 6) & 7)) & 1 && add(t))
      return n;
  }
  for (std::uint32_t m = v.any_slide_mask; m; m &= m - 1) {
    const int dir = __builtin_ctz(m);
    const int off = kSlideDirOffset[dir];
    Square t = static_cast<Square>(s - off);
    while (board_[t].empty()) t = static_cast<Square>(t - off);
    const std::uint16_t cell = board_[t].bits();
    if (!((v.cell_slide_mask[cell & 0x7FF] >> dir) & (attackers >> ((cell >> 6) & 7)) & 1))
      continue;
    const int range = v.slide_range[Piece::from_bits(cell).kind_facing()][dir];
    if (range && (s - t) / off > range) continue;
    if (add(t)) return n;
  }
  return n;
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
      a.alive_ != b.alive_ || a.elim_count_ != b.elim_count_ || a.lion_capture_ != b.lion_capture_)
    return false;
  for (int i = 0; i < a.elim_count_; ++i)
    if (!(a.elims_[i] == b.elims_[i])) return false;
  return true;
}

}  // namespace kifukit
