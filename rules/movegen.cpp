#include "rules/movegen.hpp"

#include <algorithm>
#include <cstdlib>

namespace kifukit {

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

std::uint8_t attackers_of(const Position& pos, Seat seat, const Profile& profile) {
  std::uint8_t mask = pos.alive_mask() & static_cast<std::uint8_t>(~(1u << index(seat)));
  if (profile.mode == Mode::Doubles)
    mask &= static_cast<std::uint8_t>(~(1u << index(opposite(seat))));
  return mask;
}

bool in_check(const Position& pos, Seat seat, const Profile& profile) {
  Square k = pos.king_square(seat);
  return pos.alive(seat) && k != kNoSquare && pos.is_attacked(k, attackers_of(pos, seat, profile));
}

namespace {

// True when `to` lies on the ray from `king` in direction `dir` (a slide direction index).
bool on_ray(Square king, int dir, Square to) {
  int df = file_of(to) - file_of(king), dr = rank_of(to) - rank_of(king);
  int off = kSlideDirOffset[dir];
  // Decompose the unit offset back into file and rank steps.
  int uf = (off % kStride + kStride + kStride / 2) % kStride - kStride / 2;
  int ur = (off - uf) / kStride;
  if (uf == 0) return df == 0 && dr * ur > 0;
  if (ur == 0) return dr == 0 && df * uf > 0;
  return df * uf > 0 && dr * ur > 0 && std::abs(df) == std::abs(dr);
}

// Generates moves for one seat and hands each legal one to a sink; the sink returns true to stop.
// The generator holds everything that is the same for all moves of one call.
class Generator {
 public:
  // `known_check` is 1 or 0 when the caller already knows whether the king is attacked, -1 if not.
  Generator(Position& pos, Seat me, const Profile& profile, int known_check = -1)
      : pos_(pos), v_(pos.variant()), me_(me), profile_(profile) {
    my_bit_ = static_cast<std::uint8_t>(1u << index(me));
    attackers_ = attackers_of(pos, me, profile);
    king_ = pos.king_square(me);
    guard_king_ = profile.king_safety && king_ != kNoSquare;
    // Owners whose pieces may be captured: every other seat and the neutral pieces, less a
    // federation doubles partner.
    capturable_ = static_cast<std::uint8_t>(0x1F & ~my_bit_);
    if (profile.mode == Mode::Doubles &&
        profile.doubles_rule == DoublesRule::FederationImmunePartner)
      capturable_ &= static_cast<std::uint8_t>(~(1u << index(opposite(me))));
    partner_guard_ = profile.mode == Mode::Doubles &&
                     profile.doubles_rule == DoublesRule::QdanNoAttackOnPartner &&
                     pos.alive(opposite(me)) && pos.king_square(opposite(me)) != kNoSquare;
    if (guard_king_)
      in_check_ = known_check >= 0 ? known_check == 1 : pos.is_attacked(king_, attackers_);
  }

  template <class Sink>
  bool run(Sink&& sink) {
    const int n = pos_.piece_count(me_);
    // Copy the squares first: the slow legality path moves pieces and reorders the list. The king
    // goes last because its moves need attack queries: an early-stopping sink rarely gets there.
    Square squares[Position::kMaxListed];
    int count = 0;
    for (int i = 0; i < n; ++i)
      if (pos_.piece_square(me_, i) != king_) squares[count++] = pos_.piece_square(me_, i);
    if (count < n) squares[count++] = king_;
    for (int i = 0; i < count; ++i)
      if (board_moves(squares[i], sink)) return true;
    return drops(sink);
  }

 private:
  // Pins are found on first need: a piece off every line through the king cannot be pinned, so
  // an early-stopping sink (has_legal_move) usually never walks the king's lines at all.
  void find_pins() {
    pins_ready_ = true;
    for (std::uint32_t m = v_.any_slide_mask; m; m &= m - 1) {
      // A slider pinning towards the king slides in the opposite direction of the walk.
      int toward_king = __builtin_ctz(m);
      int dir = (toward_king + 4) % 8;
      int off = kSlideDirOffset[dir];
      Square t = static_cast<Square>(king_ + off);
      while (pos_.at(t).empty()) t = static_cast<Square>(t + off);
      if (pos_.at(t).is_wall() || pos_.at(t).owner() != index(me_)) continue;
      Square blocker = t;
      t = static_cast<Square>(t + off);
      while (pos_.at(t).empty()) t = static_cast<Square>(t + off);
      Piece p = pos_.at(t);
      if (!p.is_wall() && (attackers_ & (1u << p.owner())) &&
          (v_.slide_mask[p.kind_facing()] & (1u << toward_king)))
        pins_[pin_count_++] = {blocker, static_cast<std::uint8_t>(dir)};
    }
  }

  bool capturable(Piece target) const {
    if (!(capturable_ & (1u << target.owner()))) return false;
    if (target.kind() != Kind::King) return true;
    return profile_.king_capture && !target.neutral();
  }

  // King safety and the profile's after-move rules, for a move already known pseudo-legal.
  bool legal(Move m) {
    if (guard_king_ && !in_check_) {
      if (m.is_drop()) return !partner_guard_ || after_move_ok(m);
      Square from = m.from();
      if (from == king_) {
        if (pos_.is_attacked(m.to(), attackers_, king_)) return false;
      } else if (may_interact(from, king_)) {
        if (!pins_ready_) find_pins();
        for (int i = 0; i < pin_count_; ++i)
          if (pins_[i].square == from && !on_ray(king_, pins_[i].dir, m.to())) return false;
      }
      return !partner_guard_ || after_move_ok(m);
    }
    if (!guard_king_ && !partner_guard_) return true;
    return after_move_ok(m);
  }

  // The slow path: play the move and look.
  bool after_move_ok(Move m) {
    Undo u;
    pos_.do_move(m, me_, u);
    bool ok = true;
    if (guard_king_) {
      Square k = pos_.king_square(me_);
      ok = !pos_.is_attacked(k, attackers_);
    }
    if (ok && partner_guard_) ok = !pos_.is_attacked(pos_.king_square(opposite(me_)), my_bit_);
    pos_.undo_move(m, me_, u);
    return ok;
  }

  template <class Sink>
  bool emit(Square from, Square to, Piece p, Sink& sink) {
    const Facing f = p.facing();
    const KindInfo& d = v_.info[index(p.kind())];
    const int distance = v_.edge_distance[index(f)][to];
    bool may_promote =
        d.promotes_to != Kind::None && (v_.in_zone(f, from) || distance < v_.zone_depth);
    bool must_promote = distance < d.dead_lines;
    if (d.is_pawn && may_promote && profile_.pawn_before_dead_king_must_promote) {
      Piece ahead = pos_.at(static_cast<Square>(to + v_.forward[index(f)]));
      if (ahead.kind() == Kind::King && ahead.neutral()) must_promote = true;
    }
    if (may_promote) {
      Move m = Move::normal(from, to, true);
      if (legal(m) && sink(m)) return true;
    }
    if (!must_promote) {
      Move m = Move::normal(from, to, false);
      if (legal(m) && sink(m)) return true;
    }
    return false;
  }

  template <class Sink>
  bool board_moves(Square from, Sink& sink) {
    const Piece p = pos_.at(from);
    const int kf = p.kind_facing();
    for (int off : v_.step_offsets[kf]) {
      Square to = static_cast<Square>(from + off);
      Piece t = pos_.at(to);
      if (t.is_wall() || (!t.empty() && !capturable(t))) continue;
      if (emit(from, to, p, sink)) return true;
    }
    for (int off : v_.slide_offsets[kf]) {
      Square to = static_cast<Square>(from + off);
      for (;; to = static_cast<Square>(to + off)) {
        Piece t = pos_.at(to);
        if (t.empty()) {
          if (emit(from, to, p, sink)) return true;
          continue;
        }
        if (!t.is_wall() && capturable(t) && emit(from, to, p, sink)) return true;
        break;
      }
    }
    return false;
  }

  template <class Sink>
  bool drops(Sink& sink) {
    const Facing f = facing_of(me_);
    const int fwd = v_.forward[index(f)];
    for (Kind k : v_.hand_kinds) {
      if (pos_.hand(me_, k) == 0) continue;
      const KindInfo& d = v_.info[index(k)];
      std::uint32_t pawn_lines = d.is_pawn ? lines_with_own_pawn() : 0;
      for (Square to : v_.squares) {
        if (!pos_.at(to).empty() || v_.edge_distance[index(f)][to] < d.dead_lines) continue;
        if (d.is_pawn) {
          if (pawn_lines & (1u << v_.pawn_line[index(f)][to])) continue;
          Piece ahead = pos_.at(static_cast<Square>(to + fwd));
          if (ahead.kind() == Kind::King && ahead.neutral()) continue;
        }
        Move m = Move::drop(k, to);
        if (!legal(m)) continue;
        if (d.is_pawn && profile_.pawn_drop_mate_forbidden && is_pawn_drop_mate(m)) continue;
        if (sink(m)) return true;
      }
    }
    return false;
  }

  // Lines (files or ranks, by facing) holding an unpromoted pawn of ours with our own facing.
  std::uint32_t lines_with_own_pawn() const {
    const Facing f = facing_of(me_);
    std::uint32_t lines = 0;
    for (int i = 0; i < pos_.piece_count(me_); ++i) {
      Square s = pos_.piece_square(me_, i);
      Piece p = pos_.at(s);
      if (p.kind() == Kind::Pawn && p.facing() == f) lines |= 1u << v_.pawn_line[index(f)][s];
    }
    return lines;
  }

  // docs/rules.md §6.1: the dropped pawn attacks the king of a living seat X, and X has no legal
  // move right after the drop.
  bool is_pawn_drop_mate(Move m) {
    Piece ahead = pos_.at(static_cast<Square>(m.to() + v_.forward[index(facing_of(me_))]));
    if (ahead.kind() != Kind::King || ahead.neutral() || ahead.owner() == index(me_)) return false;
    Seat x = seat_at(ahead.owner());
    if (!(attackers_of(pos_, x, profile_) & my_bit_)) return false;
    Undo u;
    pos_.do_move(m, me_, u);
    bool mate = !has_legal_move(pos_, x, profile_);
    pos_.undo_move(m, me_, u);
    return mate;
  }

  struct Pin {
    Square square;
    std::uint8_t dir;
  };

  Position& pos_;
  const Variant& v_;
  const Seat me_;
  const Profile& profile_;
  std::uint8_t my_bit_ = 0;
  std::uint8_t attackers_ = 0;
  std::uint8_t capturable_ = 0;
  Square king_ = kNoSquare;
  bool guard_king_ = false;
  bool partner_guard_ = false;
  bool in_check_ = false;
  Pin pins_[8];
  int pin_count_ = 0;
  bool pins_ready_ = false;
};

}  // namespace

void generate_legal(Position& pos, Seat seat, const Profile& profile, MoveList& out) {
  Generator(pos, seat, profile).run([&](Move m) {
    out.push(m);
    return false;
  });
}

bool has_legal_move(Position& pos, Seat seat, const Profile& profile, int known_check) {
  return Generator(pos, seat, profile, known_check).run([](Move) { return true; });
}

int count_legal(Position& pos, Seat seat, const Profile& profile) {
  int n = 0;
  Generator(pos, seat, profile).run([&](Move) {
    ++n;
    return false;
  });
  return n;
}

bool is_legal(Position& pos, Seat seat, const Profile& profile, Move m) {
  return Generator(pos, seat, profile).run([m](Move x) { return x == m; });
}

}  // namespace kifukit
