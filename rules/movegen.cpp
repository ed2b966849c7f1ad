#include "rules/movegen.hpp"

#include "rules/chu_rules.hpp"
#include "rules/piece_rules.hpp"

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
  KIFUKIT_INLINE Generator(Position& pos, Seat me, const Profile& profile, int known_check = -1)
      : pos_(pos), v_(pos.variant()), me_(me), profile_(profile) {
    my_bit_ = static_cast<std::uint8_t>(1u << index(me));
    attackers_ = attackers_of(pos, me, profile);
    king_ = pos.king_square(me);
    guard_king_ = profile.king_safety && king_ != kNoSquare;
    capturable_ = capturable_owners(me, profile);
    partner_guard_ = partner_rule_applies(pos, me, profile);
    if (guard_king_)
      in_check_ = known_check >= 0 ? known_check == 1 : pos.is_attacked(king_, attackers_);
    lion_rules_ = lion_rules_apply(v_, profile);
    bitboards_ = v_.attack.enabled && !v_.any_limited_slide;
    if (bitboards_) {
      // The squares no move may go to: pieces of owners that may not be captured, and royal
      // pieces that may not be (every one, or the dead kings where kings are captured).
      for (int o = 0; o <= kNeutral; ++o)
        if (!(capturable_ & (1u << o))) blocked_ |= pos.occupied_by(o);
      blocked_ |= uncapturable_royals(pos, profile);
      occupied_ = pos.occupied();
      destinations_ = ~blocked_;
    }
    // The evasion generator (bitboards, no lion): in check, only king moves, captures of the
    // single checker and interpositions are generated.
    evade_ = bitboards_ && guard_king_ && in_check_ && !v_.any_lion;
    if (evade_) {
      find_evasion_targets();
      destinations_ &= evasion_targets_;
    }
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

  // run() in an order of the generator's own, for a sink that never stops (perft): in the
  // simple case with bitboards a free piece's moves go out from its destination set without a
  // legality test, as count() counts them.
  template <class Sink>
  void run_any_order(Sink&& sink) {
    if (!simple() || !bitboards_) {
      run(sink);
      return;
    }
    if (guard_king_ && !pins_ready_) find_pins();
    const AttackTables& t = v_.attack;
    if (king_ != kNoSquare) {  // the set count() counts
      const int k = t.bit_of[king_];
      emit_bb(k, king_destinations_bb(k), sink);
    }
    if (evade_ && evasion_targets_.empty()) return;  // two checkers: only the king may move
    const Bitboard others = others_bb();
    for (Bitboard b = others & pinned_; b;) board_moves(t.square_of[b.pop_lowest()], sink);
    for (Bitboard b = others & ~pinned_; b;) emit_free_bb(b.pop_lowest(), sink);
    drops(sink);
  }

  // The common case count() and any() take short cuts in: no check to answer, no partner rule,
  // no lion, the standard promotion rule.
  bool simple() const {
    return !partner_guard_ && (!(guard_king_ && in_check_) || evade_) &&
           plain_move_rules(v_, profile_);
  }

  // Whether a legal move exists. In the simple case a piece off every line through the king
  // cannot be pinned: those pieces are asked first, without a pin search or any legality test.
  KIFUKIT_INLINE bool any() {
    auto stop = [](Move) { return true; };
    if (!simple()) return run(stop);
    if (evade_) return any_evasion(stop);
    const int n = pos_.piece_count(me_);
    auto free = [&](Square from) {
      return from != king_ && (!guard_king_ || !may_interact(from, king_));
    };
    for (int i = 0; i < n; ++i)
      if (free(pos_.piece_square(me_, i)) && count_free_piece<true>(pos_.piece_square(me_, i)))
        return true;
    // No move below plays on the board before the drops, so the piece list stays as it is.
    for (int i = 0; i < n; ++i) {
      const Square from = pos_.piece_square(me_, i);
      if (from != king_ && !free(from) && board_moves(from, stop)) return true;
    }
    if (king_ != kNoSquare && board_moves(king_, stop)) return true;
    return drops(stop);
  }

  // any() in check (the evasion generator): the king's moves first, which answer any check,
  // then the other pieces onto the squares that answer a single check, then drops between.
  template <class Stop>
  KIFUKIT_INLINE bool any_evasion(Stop& stop) {
    if (board_moves(king_, stop)) return true;
    if (evasion_targets_.empty()) return false;  // two checkers: only the king may move
    if (!pins_ready_) find_pins();
    for (int i = 0; i < pos_.piece_count(me_); ++i) {
      const Square from = pos_.piece_square(me_, i);
      if (from == king_) continue;
      if (pinned_.test(v_.attack.bit_of[from]) ? board_moves(from, stop)
                                               : count_free_piece_bb(v_.attack.bit_of[from]) > 0)
        return true;
    }
    return count_drops() > 0;
  }

  // The number of legal moves (what run() with a counting sink gives). In the common case (no
  // check to answer, no partner rule, no lion, the standard promotion rule) the moves of an
  // unpinned piece other than the king need no legality test at all, and each destination
  // counts once or twice by its promotion options: perft's last ply is such a count. In check
  // (the evasion generator) the same holds for the destinations that answer the check.
  KIFUKIT_INLINE int count() {
    int n = 0;
    auto counter = [&n](Move) {
      ++n;
      return false;
    };
    if (!simple()) {
      run(counter);
      return n;
    }
    if (bitboards_) {  // the pins once, then the pieces by their bitboards
      if (guard_king_ && !pins_ready_) find_pins();
      if (king_ != kNoSquare) n += count_king_bb();
      if (evade_ && evasion_targets_.empty()) return n;  // two checkers: only the king may move
      const AttackTables& t = v_.attack;
      const Bitboard others = others_bb();
      for (Bitboard b = others & pinned_; b;) board_moves(t.square_of[b.pop_lowest()], counter);
      // The pieces that only step need no slide looked up.
      const Bitboard free = others & ~pinned_;
      (free & ~pos_.any_slider()).for_each([&](int i) KIFUKIT_LAMBDA_INLINE {
        n += count_free_stepper_bb(i);
      });
      (free & pos_.any_slider()).for_each([&](int i) KIFUKIT_LAMBDA_INLINE {
        n += count_free_piece_bb(i);
      });
      return n + count_drops();
    }
    // No move below plays on the board before the drops, so the piece list stays as it is.
    for (int i = 0; i < pos_.piece_count(me_); ++i) {
      const Square from = pos_.piece_square(me_, i);
      if (from == king_ || (guard_king_ && pin_of(from) >= 0))
        board_moves(from, counter);
      else
        n += count_free_piece(from);
    }
    return n + count_drops();
  }

  // The legal drops when no check is to be answered and no partner rule applies: a drop of a
  // kind other than the pawn is legal on every empty square off its dead lines, so those are
  // counted from a histogram of the empty squares' distances to the far edge.
  KIFUKIT_INLINE int count_drops() {
    if (!v_.drops || pos_.hand_empty(me_)) return 0;
    if (bitboards_) return count_drops_bb();
    const auto& distance = v_.edge_distance[index(facing_of(me_))];
    std::array<int, kMaxBoardSize + 1> at_least{};  // empty squares at distance >= d
    for (Square to : v_.squares)
      if (pos_.at(to).empty()) ++at_least[distance[to]];
    for (int d = kMaxBoardSize - 1; d >= 0; --d) at_least[d] += at_least[d + 1];
    int n = 0;
    for (Kind k : v_.hand_kinds) {
      if (pos_.hand(me_, k) == 0) continue;
      const KindInfo& info = v_.info[index(k)];
      if (!info.is_pawn) {
        n += at_least[info.dead_lines];
        continue;
      }
      const DropRules rules(pos_, me_, profile_);
      for (Square to : v_.squares) {
        if (!pos_.at(to).empty() || rules.check(k, to) != Reason::None) continue;
        if (profile_.pawn_drop_mate_forbidden && is_pawn_drop_mate(Move::drop(k, to))) continue;
        ++n;
      }
    }
    return n;
  }

 private:
  // count_drops() with bitboards: the empty squares off a kind's dead lines, counted at once;
  // for pawns the squares DropRules allows (nifu, the dead king) as a set, less the drops that
  // would be pawn-drop mate.
  KIFUKIT_INLINE int count_drops_bb() {
    const AttackTables& t = v_.attack;
    Bitboard empty = t.board & ~occupied_;
    if (evade_) empty &= evasion_targets_;  // in check: only between the checker and the king
    const int f = index(facing_of(me_));
    int n = 0;
    for (Kind k : v_.hand_kinds) {
      if (pos_.hand(me_, k) == 0) continue;
      const KindInfo& info = v_.info[index(k)];
      if (!info.is_pawn) {
        n += (empty & t.live_at(f, info.dead_lines)).count();
        continue;
      }
      const Bitboard allowed = DropRules(pos_, me_, profile_).allowed(k, empty);
      n += allowed.count();
      if (profile_.pawn_drop_mate_forbidden) n -= pawn_drop_mates_bb(k, allowed);
    }
    return n;
  }

  // How many pawn drops of kind k on the squares `allowed` would be pawn-drop mate. Only a pawn
  // in front of another seat's royal piece can mate (is_pawn_drop_mate), unless another seat
  // is in check already (any-mated-seat, next-seat): then every square is asked.
  [[gnu::noinline]] int pawn_drop_mates_bb(Kind k, Bitboard allowed) {
    const AttackTables& t = v_.attack;
    int mates = 0;
    if (others_in_check()) {
      for (Bitboard e = allowed; e;)
        mates += is_pawn_drop_mate(Move::drop(k, t.square_of[e.pop_lowest()]));
      return mates;
    }
    const int forward = v_.forward[index(facing_of(me_))];
    const Bitboard kings =
        pos_.royals() & ~pos_.occupied_by(index(me_)) & ~pos_.occupied_by(kNeutral);
    for (Bitboard r = kings; r;) {
      const int below = t.bit_of[t.square_of[r.pop_lowest()] - forward];
      if (below != 0xFF && allowed.test(below))
        mates += pawn_drop_mates(Move::drop(k, t.square_of[below]));
    }
    return mates;
  }

  // Pins are found on first need: a piece off every line through the king cannot be pinned, so
  // an early-stopping sink (has_legal_move) usually never walks the king's lines at all.
  KIFUKIT_INLINE void find_pins() {
    pins_ready_ = true;
    if (bitboards_)
      find_pins_bb();
    else
      find_pins_mailbox();
  }

  void find_pins_mailbox() {
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
          (v_.slide_mask[p.kind_facing()] & (1u << toward_king))) {
        const int range = v_.slide_range[p.kind_facing()][toward_king];
        if (!range || (t - king_) / off <= range)
          pins_[pin_count_++] = {blocker, static_cast<std::uint8_t>(dir)};
      }
    }
  }

  // find_pins() with bitboards: only the attackers' sliders on a line through the king are
  // looked at (usually one or two), and one pins when it slides towards the king and exactly
  // one piece stands between, ours. A farther slider on the same ray has the nearer between.
  KIFUKIT_INLINE void find_pins_bb() {
    const AttackTables& t = v_.attack;
    const int k = t.bit_of[king_];
    // The other owners' sliders; a partner's (doubles) is skipped by its owner below.
    const Bitboard others = ~pos_.occupied_by(index(me_)) & ~pos_.occupied_by(kNeutral);
    for (Bitboard snipers = t.lines[k] & others & pos_.any_slider(); snipers;) {
      const int b = snipers.pop_lowest();
      const Square sq = t.square_of[b];
      const int dir = t.line_dir[sq - king_ + AttackTables::kLineBias];  // from the king
      const int toward_king = (dir + 4) & 7;
      if (!pos_.sliders(toward_king).test(b) || !((attackers_ >> pos_.at(sq).owner()) & 1))
        continue;
      const Bitboard between = occupied_ & t.ray[dir][k] & ~t.ray[dir][b] & ~Bitboard::bit(b);
      if (between.empty() || between.several()) continue;
      const int blocker = between.lowest();
      if (!pos_.occupied_by(index(me_)).test(blocker)) continue;
      // No range to test: a variant with range-limited slides does not use bitboards.
      pins_[pin_count_++] = {t.square_of[blocker], static_cast<std::uint8_t>(dir)};
      pinned_ |= Bitboard::bit(blocker);
    }
  }

  bool capturable(Piece target) const {
    if (!(capturable_ & (1u << target.owner()))) return false;
    return !v_.royal(target.kind()) || royal_capturable(profile_, target);
  }

  // The moves of a piece whose every pseudo-legal move is legal (see count()); with kAny, 1 as
  // soon as one is found.
  template <bool kAny = false>
  KIFUKIT_INLINE int count_free_piece(Square from) const {
    if (bitboards_) return count_free_piece_bb(v_.attack.bit_of[from]);
    const Piece p = pos_.at(from);
    const int kf = p.kind_facing();
    const KindInfo& d = v_.info[index(p.kind())];
    const bool promotes =
        d.promotes_to != Kind::None && v_.promotion_rule == PromotionRule::Standard;
    const auto& distance = v_.edge_distance[index(p.facing())];
    // The standard rule (piece_rules.hpp): one move for each of promoting and staying unpromoted
    // that the rule allows.
    auto moves_to = [&](Square to) {
      if (!promotes) return 1;
      const PromotionOptions o =
          standard_promotion(distance[from], distance[to], v_.zone_depth, d.dead_lines);
      return int(o.may) + int(!o.must);
    };
    int n = 0;
    for (int off : v_.step_offsets[kf]) {
      const Square to = static_cast<Square>(from + off);
      const Piece t = pos_.at(to);
      if (t.is_wall() || (!t.empty() && !capturable(t))) continue;
      n += moves_to(to);
      if (kAny && n) return n;
    }
    const auto& slides = v_.slide_offsets[kf];
    for (std::size_t i = 0; i < slides.size(); ++i) {
      const int off = slides[i];
      const int range = v_.slide_ranges[kf][i];
      Square to = static_cast<Square>(from + off);
      for (int k = 1; !range || k <= range; to = static_cast<Square>(to + off), ++k) {
        const Piece t = pos_.at(to);
        if (t.empty()) {
          n += moves_to(to);
          if (kAny && n) return n;
          continue;
        }
        if (!t.is_wall() && capturable(t)) n += moves_to(to);
        break;
      }
    }
    return n;
  }

  // count_free_piece() with the attack tables: the destinations of the steps and slides as one
  // set; a promoting kind counts each destination once for the promoting move (in or out of the
  // zone) and once for the plain move (off the dead lines).
  // `i` is the piece's dense square index.
  KIFUKIT_INLINE int count_free_piece_bb(int i) const {
    const int kf = pos_.at(v_.attack.square_of[i]).kind_facing();
    const AttackTables::PieceMoves& e = v_.attack.piece_moves(kf, i);
    return moves_to_bb(e, reach_bb(kf, i, e.steps) & destinations_);
  }

  // count_free_piece_bb() for a piece that does not slide.
  KIFUKIT_INLINE int count_free_stepper_bb(int i) const {
    const int kf = pos_.at(v_.attack.square_of[i]).kind_facing();
    const AttackTables::PieceMoves& e = v_.attack.piece_moves(kf, i);
    return moves_to_bb(e, e.steps & destinations_);
  }

  // The king's moves in the simple case, counted from its destination set: each square the
  // king may step to safely (king_step_safe, as legal() asks).
  KIFUKIT_INLINE int count_king_bb() const {
    const int i = v_.attack.bit_of[king_];
    return moves_to_bb(pos_.at(king_), i, king_destinations_bb(i));
  }

  // The squares the king on dense square i may step to safely (king_step_safe, as legal()
  // asks), in the simple case.
  KIFUKIT_INLINE Bitboard king_destinations_bb(int i) const {
    const AttackTables& t = v_.attack;
    const Bitboard reach = reach_bb(pos_.at(king_), i) & ~blocked_;
    if (!guard_king_ || reach.empty()) return reach;  // a hemmed-in king needs no sets made
    // king_step_safe() for each square, with the attackers' pieces and the board without the
    // king (it must not shield the square it steps to) made once, not once per square.
    const Bitboard theirs = pos_.pieces_of(attackers_);
    const Bitboard occ = occupied_ & ~Bitboard::bit(i);
    auto occupied_squares = [&occ]() -> const Bitboard& { return occ; };
    Bitboard safe;
    for (Bitboard to = reach; to;) {
      const int b = to.pop_lowest();
      if (!pos_.attacks_from<false>(t.square_of[b], theirs, occupied_squares))
        safe |= Bitboard::bit(b);
    }
    return safe;
  }

  // The squares the steps and slides of piece p on dense square i reach over the board.
  KIFUKIT_INLINE Bitboard reach_bb(Piece p, int i) const {
    return reach_bb(p.kind_facing(), i, v_.attack.step_targets(p.kind_facing(), i));
  }
  // The same with the steps' squares `steps` of (kind, facing) kf read by the caller.
  KIFUKIT_INLINE Bitboard reach_bb(int kf, int i, Bitboard steps) const {
    Bitboard to = steps;
    for (std::uint32_t m = v_.slide_mask[kf]; m; m &= m - 1)
      to |= v_.attack.slide_targets(__builtin_ctz(m), i, occupied_);
    return to;
  }

  // The number of moves of piece p from dense square i to the squares `to`: one or two per
  // square by the standard promotion rule (the simple case has no other), as the piece's
  // PieceMoves entry `e` gives them.
  KIFUKIT_INLINE static int moves_to_bb(const AttackTables::PieceMoves& e, Bitboard to) {
    return (to & e.promoted).count() + (to & e.plain).count();
  }
  KIFUKIT_INLINE int moves_to_bb(Piece p, int i, Bitboard to) const {
    return moves_to_bb(v_.attack.piece_moves(p.kind_facing(), i), to);
  }

  // The standard promotion rule over a destination set (the simple case has no other): of the
  // squares `to` that piece p on dense square i moves to, those where it may promote (into or
  // out of the zone) and those where it may stay unpromoted (off its dead lines); a kind that
  // does not promote has every square plain. count() (moves_to_bb) and emit_free_bb() both
  // read the same entry, so counting and listing agree.
  KIFUKIT_INLINE void promotion_split(Piece p, int i, Bitboard to, Bitboard& promoted,
                                      Bitboard& plain) const {
    const AttackTables::PieceMoves& e = v_.attack.piece_moves(p.kind_facing(), i);
    promoted = to & e.promoted;
    plain = to & e.plain;
  }

  // King safety and the profile's after-move rules, for a move already known pseudo-legal. A
  // board move's pin is looked up once per piece (pin_of), not once per move.
  bool legal(Move m) {
    // Chu: lion trading and the counter-strike (rules/chu_rules.hpp); chu has no king safety.
    if (lion_rules_ && lion_trading_rule(pos_, me_, profile_, m) != Reason::None) return false;
    if (guard_king_ && (!in_check_ || evade_)) {
      // A lion's capture on its first step can open a line to the king: look.
      if (m.has_middle()) return after_move_ok(m);
      const bool king_move = !m.is_drop() && m.from() == king_;
      // In check (the evasion generator): a move of another piece, or a drop, must capture the
      // single checker or stand between it and the king.
      if (evade_ && !king_move && !evasion_targets_.test(v_.attack.bit_of[m.to()])) return false;
      if (king_move) {
        if (!king_step_safe(m.to())) return false;
      } else if (!m.is_drop() && pin_dir_ >= 0 && !on_ray(king_, pin_dir_, m.to())) {
        return false;
      }
      return !partner_guard_ || after_move_ok(m);
    }
    if (!guard_king_ && !partner_guard_) return true;
    // In check without the evasion generator (the mailbox board, lions): a move of another
    // piece must capture the checker or stand between it and the king (with two checkers only
    // the king can move); a lion's double move is played out.
    if (guard_king_ && !m.has_middle() && (m.is_drop() || m.from() != king_)) {
      if (!evasions_ready_) find_evasions();
      if (!evasion_[m.to()]) return false;
    }
    return after_move_ok(m);
  }

  // Whether the king may step to `to`: no attacker reaches it with the king gone from its square.
  bool king_step_safe(Square to) const { return !pos_.is_attacked(to, attackers_, king_); }

  // The evasion generator's targets: the squares a move other than the king's must go to when
  // in check. One checker: its square, and where it slides to the king, the squares between
  // (a piece that also steps or jumps to the king cannot be blocked). Two checkers: none.
  void find_evasion_targets() {
    const AttackTables& t = v_.attack;
    Square checkers[2];
    if (pos_.attacker_squares(king_, attackers_, checkers) != 1) return;
    const Square c = checkers[0];
    const int ci = t.bit_of[c], k = t.bit_of[king_];
    evasion_targets_ = Bitboard::bit(ci);
    if (t.step_targets(pos_.at(c).kind_facing(), ci).test(k)) return;
    const int dir = t.line_dir[c - king_ + AttackTables::kLineBias];
    if (dir != 0xFF) evasion_targets_ |= t.ray[dir][k] & ~t.ray[dir][ci] & ~Bitboard::bit(ci);
  }

  // The squares a move other than the king's must go to when in check: the checker's and
  // those on the line between it and the king (a superset for a jump: after_move_ok decides).
  void find_evasions() {
    evasions_ready_ = true;
    evasion_.fill(0);
    Square checkers[2];
    if (pos_.attacker_squares(king_, attackers_, checkers) != 1) return;
    const Square c = checkers[0];
    evasion_[c] = 1;
    const int df = file_of(c) - file_of(king_), dr = rank_of(c) - rank_of(king_);
    if (df != 0 && dr != 0 && std::abs(df) != std::abs(dr)) return;  // off every line
    const int step = (dr > 0) - (dr < 0), side = (df > 0) - (df < 0);
    const int off = step * kStride + side;
    for (Square t = static_cast<Square>(king_ + off); t != c; t = static_cast<Square>(t + off))
      evasion_[t] = 1;
  }

  // The direction (from the king) of the line `from` is pinned along, -1 when not pinned. Only
  // asked when the king is guarded and not in check, or in check under the evasion generator.
  int pin_of(Square from) {
    if (from == king_ || (!bitboards_ && !may_interact(from, king_))) return -1;
    if (!pins_ready_) find_pins();
    if (bitboards_ && !pinned_.test(v_.attack.bit_of[from])) return -1;
    for (int i = 0; i < pin_count_; ++i)
      if (pins_[i].square == from) return pins_[i].dir;
    return -1;
  }

  // The slow path: play the move and look.
  bool after_move_ok(Move m) {
    Undo u;
    pos_.do_move<false>(m, me_, u);  // undo_move restores the key
    bool ok = true;
    if (guard_king_) {
      Square k = pos_.king_square(me_);
      ok = !pos_.is_attacked(k, attackers_);
    }
    if (ok && partner_guard_) ok = !attacks_partner(pos_, me_, profile_);
    pos_.undo_move(m, me_, u);
    return ok;
  }

  // With bitboards: the squares of my pieces other than the king.
  Bitboard others_bb() const {
    Bitboard b = pos_.occupied_by(index(me_));
    if (king_ != kNoSquare) b &= ~Bitboard::bit(v_.attack.bit_of[king_]);
    return b;
  }

  // The moves of a free piece (see count()) on dense square i from its destination set, each by
  // its promotion options, with no legality test.
  template <class Sink>
  void emit_free_bb(int i, Sink& sink) {
    emit_bb(i, reach_bb(pos_.at(v_.attack.square_of[i]), i) & destinations_, sink);
  }

  // The moves of the piece on dense square i to the squares `to`, each by its promotion options.
  template <class Sink>
  void emit_bb(int i, Bitboard to, Sink& sink) {
    const AttackTables& t = v_.attack;
    const Square from = t.square_of[i];
    Bitboard promoted, plain;
    promotion_split(pos_.at(from), i, to, promoted, plain);
    while (promoted) sink(Move::lion(from, kNoSquare, t.square_of[promoted.pop_lowest()], true));
    while (plain) sink(Move::lion(from, kNoSquare, t.square_of[plain.pop_lowest()], false));
  }

  template <class Sink>
  bool emit(Square from, Square to, Piece p, bool captures, Sink& sink, Square middle = kNoSquare) {
    const PromotionOptions o = promotion_options(pos_, profile_, p, from, to, captures);
    if (o.may) {
      Move m = Move::lion(from, middle, to, true);
      if (legal(m) && sink(m)) return true;
    }
    if (!o.must) {
      Move m = Move::lion(from, middle, to, false);
      if (legal(m) && sink(m)) return true;
    }
    return false;
  }

  template <class Sink>
  bool board_moves(Square from, Sink& sink) {
    const Piece p = pos_.at(from);
    const int kf = p.kind_facing();
    // Two checkers: only the king may move.
    if (evade_ && from != king_ && evasion_targets_.empty()) return false;
    pin_dir_ = guard_king_ && (!in_check_ || evade_) ? pin_of(from) : -1;
    for (int off : v_.step_offsets[kf]) {
      Square to = static_cast<Square>(from + off);
      Piece t = pos_.at(to);
      if (t.is_wall() || (!t.empty() && !capturable(t))) continue;
      if (emit(from, to, p, !t.empty(), sink)) return true;
    }
    const auto& slides = v_.slide_offsets[kf];
    for (std::size_t i = 0; i < slides.size(); ++i) {
      const int off = slides[i];
      const int range = v_.slide_ranges[kf][i];
      Square to = static_cast<Square>(from + off);
      for (int n = 1; !range || n <= range; to = static_cast<Square>(to + off), ++n) {
        Piece t = pos_.at(to);
        if (t.empty()) {
          if (emit(from, to, p, false, sink)) return true;
          continue;
        }
        if (!t.is_wall() && capturable(t) && emit(from, to, p, true, sink)) return true;
        break;
      }
    }
    if (!v_.lion_offsets[kf].empty() && lion_moves(from, p, kf, sink)) return true;
    return false;
  }

  // Two king steps: through an empty or capturable square to any square the piece may enter,
  // its own origin included (docs/notation.md: 7i7h6h, 7i7h7i).
  template <class Sink>
  bool lion_moves(Square from, Piece p, int kf, Sink& sink) {
    for (int first : v_.lion_offsets[kf]) {
      const Square mid = static_cast<Square>(from + first);
      const Piece m = pos_.at(mid);
      if (m.is_wall() || (!m.empty() && !capturable(m))) continue;
      const int seconds_full[8] = {kSlideDirOffset[0], kSlideDirOffset[1], kSlideDirOffset[2],
                                   kSlideDirOffset[3], kSlideDirOffset[4], kSlideDirOffset[5],
                                   kSlideDirOffset[6], kSlideDirOffset[7]};
      const int seconds_line[2] = {first, -first};
      const bool full = v_.lion_full[kf];
      const int* seconds = full ? seconds_full : seconds_line;
      for (int i = 0; i < (full ? 8 : 2); ++i) {
        const Square to = static_cast<Square>(mid + seconds[i]);
        const Piece t = to == from ? Piece() : pos_.at(to);
        if (t.is_wall() || (!t.empty() && !capturable(t))) continue;
        if (emit(from, to, p, !m.empty() || !t.empty(), sink, mid)) return true;
      }
    }
    return false;
  }

  template <class Sink>
  bool drops(Sink& sink) {
    if (!v_.drops || pos_.hand_empty(me_)) return false;
    if (evade_ && (evasion_targets_ & ~occupied_).empty()) return false;  // nothing to drop between
    const DropRules rules(pos_, me_, profile_);
    for (Kind k : v_.hand_kinds) {
      if (pos_.hand(me_, k) == 0) continue;
      const bool pawn = v_.info[index(k)].is_pawn;
      for (Square to : v_.squares) {
        if (!pos_.at(to).empty() || rules.check(k, to) != Reason::None) continue;
        Move m = Move::drop(k, to);
        if (!legal(m)) continue;
        if (pawn && profile_.pawn_drop_mate_forbidden && is_pawn_drop_mate(m)) continue;
        if (sink(m)) return true;
      }
    }
    return false;
  }

  // Inline, the cheap test: it is asked for every pawn drop; the drop is played out of line.
  KIFUKIT_INLINE bool is_pawn_drop_mate(Move m) {
    // Only a pawn dropped in front of another seat's royal piece can mate, or (any-mated-seat,
    // §6.5) any pawn drop while another seat is in check.
    const Piece ahead = pos_.at(static_cast<Square>(m.to() + v_.forward[index(facing_of(me_))]));
    const bool attacks_royal = !ahead.empty() && !ahead.is_wall() && !ahead.neutral() &&
                               ahead.owner() != index(me_) && v_.royal(ahead.kind());
    return (attacks_royal || others_in_check()) && pawn_drop_mates(m);
  }

  // The pawn drop played: does it mate (is_pawn_drop_mate_after)?
  [[gnu::noinline]] bool pawn_drop_mates(Move m) {
    Undo u;
    pos_.do_move<false>(m, me_, u);  // undo_move restores the key
    bool mate = is_pawn_drop_mate_after(pos_, me_, profile_, m);
    pos_.undo_move(m, me_, u);
    return mate;
  }

  // any-mated-seat, next-seat: whether a seat other than me is in check before my drop (asked
  // once).
  bool others_in_check() {
    if (profile_.pawn_drop_mate_scope == PawnDropMateScope::AttackedKing) return false;
    if (others_in_check_ < 0) others_in_check_ = seats_in_check_except(pos_, me_, profile_) != 0;
    return others_in_check_ == 1;
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
  bool lion_rules_ = false;
  bool bitboards_ = false;  // the attack tables serve (count_free_piece_bb)
  Bitboard blocked_;        // with bitboards: squares no move may go to
  Bitboard destinations_;   // with bitboards: where a move other than the king's may go
  Bitboard occupied_;
  bool evade_ = false;        // in check under the evasion generator (bitboards, no lion)
  Bitboard evasion_targets_;  // evade_: the squares answering the check (none for two checkers)
  Bitboard pinned_;           // with bitboards: the squares of pins_
  Pin pins_[8];
  int pin_count_ = 0;
  bool pins_ready_ = false;
  int pin_dir_ = -1;
  std::array<std::uint8_t, kMailboxSize> evasion_;  // find_evasions(), when in check
  bool evasions_ready_ = false;  // pin_of() the piece whose moves are being generated
  int others_in_check_ = -1;     // others_in_check(): -1 until asked
};

}  // namespace

void generate_legal(Position& pos, Seat seat, const Profile& profile, MoveList& out,
                    int known_check) {
  Generator(pos, seat, profile, known_check).run([&](Move m) {
    out.push(m);
    return false;
  });
}

void generate_legal_any_order(Position& pos, Seat seat, const Profile& profile, MoveList& out,
                              int known_check) {
  Generator(pos, seat, profile, known_check).run_any_order([&](Move m) {
    out.push(m);
    return false;
  });
}

KIFUKIT_POPCNT_CLONES bool has_legal_move(Position& pos, Seat seat, const Profile& profile,
                                          int known_check) {
  return Generator(pos, seat, profile, known_check).any();
}

KIFUKIT_POPCNT_CLONES int count_legal(Position& pos, Seat seat, const Profile& profile,
                                      int known_check) {
  return Generator(pos, seat, profile, known_check).count();
}

bool is_legal(Position& pos, Seat seat, const Profile& profile, Move m) {
  return Generator(pos, seat, profile).run([m](Move x) { return x == m; });
}

}  // namespace kifukit
