// Position: the board, the hands, the living and eliminated seats, the seat to move and the ply.
// It knows how pieces move (make/unmake, attack queries) but decides nothing about turns or
// endings: that is the Referee's job.
#pragma once

#include <array>
#include <cstdint>

#include "rules/types.hpp"
#include "rules/variant.hpp"
#include "rules/zobrist.hpp"

namespace kifukit {

// One eliminated seat, in elimination order, with the seat credited for it (or none).
struct Elimination {
  Seat seat = Seat::South;
  std::int8_t credited = -1;  // seat index, or -1 when nobody is credited
  friend bool operator==(const Elimination&, const Elimination&) = default;
};

// What do_move needs to take a move back: a lion move can capture twice.
struct Undo {
  Piece captured;         // on the destination
  Piece captured_middle;  // on the middle square of a lion move
  Key key = 0;
};

class Position {
 public:
  static constexpr int kMaxListed = 96;  // board pieces one seat may own

  explicit Position(const Variant& v);

  const Variant& variant() const { return *variant_; }
  Piece at(Square s) const { return board_[s]; }
  int hand(Seat s, Kind k) const { return hand_[index(s)][index(k)]; }
  // Whether the seat holds nothing in hand: the drop generators' first question, one load.
  bool hand_empty(Seat s) const { return in_hand_[index(s)] == 0; }
  Seat to_move() const { return to_move_; }
  bool game_over() const { return game_over_; }
  int ply() const { return ply_; }
  Key key() const { return key_; }
  Square king_square(Seat s) const { return king_[index(s)]; }
  // The royal piece a seat's safety is judged by (its king; the first one in a variant with
  // several royal kinds), kNoSquare when it has none on the board.
  // Seats in play and not eliminated, as a bit mask over seat indices.
  std::uint8_t alive_mask() const { return alive_; }
  bool alive(Seat s) const { return alive_ & (1u << index(s)); }
  int alive_count() const { return __builtin_popcount(alive_); }
  int elimination_count() const { return elim_count_; }
  const Elimination& elimination(int i) const { return elims_[i]; }

  // The squares of a seat's pieces (neutral pieces are not listed: they never move).
  int piece_count(Seat s) const { return count_[index(s)]; }
  Square piece_square(Seat s, int i) const { return list_[index(s)][i]; }

  // Bitboards (only when variant().attack.enabled): the squares of each owner's pieces (seat
  // index, or kNeutral), every occupied square, and the squares of royal pieces of any owner.
  const Bitboard& occupied_by(int owner) const { return occ_[owner]; }
  Bitboard occupied() const { return occ_[0] | occ_[1] | occ_[2] | occ_[3] | occ_[4]; }
  const Bitboard& royals() const { return royals_; }
  // Pieces that slide along direction dir (kSlideDirOffset), and those that slide at all.
  const Bitboard& sliders(int dir) const { return sliders_[dir]; }
  const Bitboard& any_slider() const { return any_slider_; }

  // --- Editing (setup, Referee) ---
  void clear();
  void put(Square s, Piece p);
  void remove(Square s);
  // remove(s) and put(s, the piece with this owner) at once: an eliminated seat's pieces change
  // hands where they stand, their kind and facing kept, so only the owners' bitboards, lists and
  // the key change (the end of every game by mate made twenty pieces neutral one by one).
  void change_owner(Square s, std::uint8_t owner);
  void set_hand(Seat s, Kind k, int n);
  void set_to_move(Seat s) {  // inline: the Referee and perft call it at every node
    key_ ^= zobrist::to_move(to_move_) ^ zobrist::to_move(s);
    to_move_ = s;
  }
  void set_game_over(bool over) { game_over_ = over; }
  void set_ply(int ply) { ply_ = ply; }
  // Chu's counter-strike state (docs/chu.md): the square where the seat to move lost a lion to a
  // non-lion piece on the move just played, else kNoSquare (lishogi SFEN's third field). Part of
  // the key. The Referee sets it after each move (rules/chu_rules.hpp).
  Square lion_capture() const { return lion_capture_; }
  void set_lion_capture(Square s);
  // Marks a seat eliminated: its king becomes a dead king (neutral, keeps its facing). What happens
  // to its other material is the Referee's decision.
  void eliminate(Seat s, int credited);
  // A seat that is not in play (standard shogi's West and East) is neither alive nor eliminated.
  void set_in_play(Seat s, bool in_play);

  // --- Moves ---
  // Plays a move of `mover`: a capture goes to the mover's hand unpromoted, or leaves the game
  // when the variant says so; a captured royal goes nowhere. Does not change the seat to move or
  // the ply.
  // Inline: perft makes and unmakes a move at every node, and the calls cost about a fifth of
  // what make/unmake executes. kKeyed = false leaves the key as it was (u.key): for a caller
  // that reads no key before undo_move() restores it (perft, the move generator's probes), the
  // hashing is most of a quiet move's cost.
  template <bool kKeyed = true>
  void do_move(Move m, Seat mover, Undo& u) {
    u.key = key_;
    const int me = index(mover);
    const Square to = m.to();
    if (m.is_drop()) {
      Kind k = m.dropped();
      u.captured = Piece();
      u.captured_middle = Piece();
      auto& cell = hand_[me][index(k)];
      if (kKeyed) key_ ^= variant_->keys.hand_step(mover, k, cell - 1);
      --cell;
      --in_hand_[me];
      Piece p(k, static_cast<std::uint8_t>(me), facing_of(mover));
      board_[to] = p;
      flip(to, p);
      list_add(static_cast<std::uint8_t>(me), to);
      if (kKeyed) key_ ^= variant_->keys.piece(to, p);
      return;
    }
    const Square from = m.from();
    const Piece p = board_[from];
    // A lion's first step may capture; a return to the origin captures nothing there.
    const Square mid = m.middle();
    u.captured_middle = mid != kNoSquare ? board_[mid] : Piece();
    if (!u.captured_middle.empty()) capture_at<kKeyed>(mid, me, mover);
    u.captured = to != from ? board_[to] : Piece();
    if (!u.captured.empty()) capture_at<kKeyed>(to, me, mover);
    if (kKeyed) key_ ^= variant_->keys.piece(from, p);
    Piece moved = m.promotes() ? p.with_kind(variant_->info[index(p.kind())].promotes_to) : p;
    flip_move(from, to, p, moved);
    board_[from] = Piece();
    board_[to] = moved;
    if (kKeyed) key_ ^= variant_->keys.piece(to, moved);
    list_[me][list_index_[from]] = to;
    list_index_[to] = list_index_[from];
    if (king_[me] == from) king_[me] = to;
  }

  void undo_move(Move m, Seat mover, const Undo& u) {
    const int me = index(mover);
    const Square to = m.to();
    if (m.is_drop()) {
      list_remove(static_cast<std::uint8_t>(me), to);
      flip(to, board_[to]);
      board_[to] = Piece();
      ++hand_[me][index(m.dropped())];
      ++in_hand_[me];
      key_ = u.key;
      return;
    }
    const Square from = m.from();
    Piece moved = board_[to];
    Piece original =
        m.promotes() ? moved.with_kind(variant_->info[index(moved.kind())].base) : moved;
    flip_move(from, to, original, moved);
    board_[to] = Piece();
    board_[from] = original;
    list_[me][list_index_[to]] = from;
    list_index_[from] = list_index_[to];
    if (king_[me] == to) king_[me] = from;
    if (!u.captured.empty()) uncapture_at(to, me, u.captured);
    if (!u.captured_middle.empty()) uncapture_at(m.middle(), me, u.captured_middle);
    key_ = u.key;
  }

  // --- Attacks ---
  // True when a piece whose owner is in `attackers` (bit mask over seats) attacks square s.
  // `through` is treated as empty (a king testing the square it steps to must not shield it).
  bool is_attacked(Square s, std::uint8_t attackers, Square through = kNoSquare) const;
  // The squares of the pieces of `attackers` that attack square s, at most two (a third
  // changes nothing for the caller: two checkers leave only king moves); returns how many.
  int attacker_squares(Square s, std::uint8_t attackers, Square out[2]) const;
  // Owners (bit mask) of every piece in `attackers` that attacks square s.
  std::uint8_t attacking_owners(Square s, std::uint8_t attackers) const;

  // With bitboards: the squares of the pieces whose owner is in `owners` (bit 4: neutral).
  Bitboard pieces_of(std::uint8_t owners) const {
    Bitboard b;
    for (unsigned o = owners & 0x1Fu; o; o &= o - 1) b |= occ_[__builtin_ctz(o)];
    return b;
  }
  // The attack query on a bitboard board with its sets worked out by the caller: the owners
  // (bit mask) of the pieces on `theirs` that attack square s, with `occ()` giving the occupied
  // squares (asked only when a slider of theirs stands on a line through s). attacks_bb() asks
  // it once; the move generator asks it for each square its king may step to with the same
  // sets, made once per position instead of once per square.
  template <bool kAll, class Occupied>
  KIFUKIT_INLINE std::uint8_t attacks_from(Square s, Bitboard theirs, Occupied&& occ) const {
    const Variant& v = *variant_;
    const AttackTables& at = v.attack;
    const int i = at.bit_of[s];
    std::uint8_t found = 0;
    for (Bitboard near = at.step_reach[i] & theirs; near;) {
      const Square t = at.square_of[near.pop_lowest()];
      const std::uint16_t cell = board_[t].bits();
      const int dir = at.step_dir_of[s - t + AttackTables::kStepBias];
      if ((v.cell_step_mask[cell & 0x7FF] >> dir) & 1) {
        found |= static_cast<std::uint8_t>(1u << ((cell >> 6) & 7));
        if (!kAll) return found;
      }
    }
    // Their sliders on a line through s: each attacks s if it slides towards s and is the first
    // piece along the line.
    for (Bitboard far = at.lines[i] & theirs & any_slider_; far;) {
      const int b = far.pop_lowest();
      const Square t = at.square_of[b];
      const int back = at.line_dir[t - s + AttackTables::kLineBias];  // from s towards t
      const int dir = (back + 4) & 7;
      if (!sliders_[dir].test(b) || at.first_blocker(back, i, occ()) != b) continue;
      const std::uint16_t cell = board_[t].bits();
      if (v.any_limited_slide) {
        const int range = v.slide_range[Piece::from_bits(cell).kind_facing()][dir];
        if (range && (s - t) / kSlideDirOffset[dir] > range) continue;
      }
      found |= static_cast<std::uint8_t>(1u << ((cell >> 6) & 7));
      if (!kAll) return found;
    }
    return found;
  }

  friend bool operator==(const Position& a, const Position& b);

 private:
  template <bool kAll, bool kThrough>
  std::uint8_t attacks(Square s, std::uint8_t attackers, Square through) const;
  void list_add(std::uint8_t owner, Square s);
  template <bool kKeyed = true>
  void capture_at(Square s, int me, Seat mover);
  void uncapture_at(Square s, int me, Piece captured);
  void list_remove(std::uint8_t owner, Square s);
  // Adds or removes piece p on s in the bitboards.
  void flip(Square s, Piece p) {
    if (!bitboards_) return;
    const Bitboard b = Bitboard::bit(variant_->attack.bit_of[s]);
    occ_[p.owner()] ^= b;
    if (variant_->info[index(p.kind())].royal) royals_ ^= b;
    const std::uint32_t slides = variant_->slide_mask[p.kind_facing()];
    if (slides) any_slider_ ^= b;
    for (std::uint32_t m = slides; m; m &= m - 1) sliders_[__builtin_ctz(m)] ^= b;
  }
  // flip(from, p) and flip(to, moved) at once: a piece that does not promote changes each of
  // its bitboards by the two squares together (a board move, either way). Inline: do_move and
  // undo_move run it at every node.
  void flip_move(Square from, Square to, Piece p, Piece moved) {
    if (!bitboards_) return;
    if (moved != p) {
      flip(from, p);
      flip(to, moved);
      return;
    }
    const auto& bit_of = variant_->attack.bit_of;
    const Bitboard b = Bitboard::bit(bit_of[from]) | Bitboard::bit(bit_of[to]);
    occ_[p.owner()] ^= b;
    if (variant_->info[index(p.kind())].royal) royals_ ^= b;
    const std::uint32_t slides = variant_->slide_mask[p.kind_facing()];
    if (slides) any_slider_ ^= b;
    for (std::uint32_t m = slides; m; m &= m - 1) sliders_[__builtin_ctz(m)] ^= b;
  }
  template <bool kAll, bool kThrough>
  std::uint8_t attacks_bb(Square s, std::uint8_t attackers, Square through) const;

  const Variant* variant_;
  std::array<Piece, kMailboxSize> board_{};
  std::array<std::array<std::uint8_t, kKindCount>, kSeatCount> hand_{};
  std::array<int, kSeatCount> in_hand_{};  // pieces in each seat's hand (hand_empty)
  std::array<std::array<Square, kMaxListed>, kSeatCount> list_{};
  std::array<std::uint8_t, kSeatCount> count_{};
  std::array<std::uint8_t, kMailboxSize> list_index_{};
  std::array<Square, kSeatCount> king_{};
  std::array<Elimination, kSeatCount> elims_{};
  int elim_count_ = 0;
  std::uint8_t alive_ = 0;
  Seat to_move_ = Seat::South;
  bool game_over_ = false;
  int ply_ = 0;
  Key key_ = 0;
  Square lion_capture_ = kNoSquare;
  bool bitboards_ = false;
  std::array<Bitboard, kSeatCount + 1> occ_{};
  Bitboard royals_;
  std::array<Bitboard, kSlideDirs> sliders_{};  // pieces that slide along each direction
  Bitboard any_slider_;                         // pieces that slide at all
};

}  // namespace kifukit
