#include "rules/chu_rules.hpp"

#include <cstdlib>
#include <string_view>

namespace kifukit {
namespace {

int distance(Square a, Square b) {  // in king steps
  const int df = std::abs(file_of(a) - file_of(b)), dr = std::abs(rank_of(a) - rank_of(b));
  return df > dr ? df : dr;
}

bool named(const Variant& v, Kind k, std::string_view name) { return v.kind(k).name == name; }

// A pawn or go-between: a first capture of one of them does not lift the lion-trading rule.
bool is_minor(const Variant& v, Kind k) { return named(v, k, "pawn") || named(v, k, "go-between"); }

bool enemy_lion(const Variant& v, Piece p, Seat seat) {
  return !p.empty() && !p.is_wall() && !p.neutral() && p.owner() != index(seat) &&
         is_lion(v, p.kind());
}

// Is the lion on `s` protected: after the move, does a piece of its owner attack `s`? Protection
// that the move itself uncovers counts (docs/chu.md). `keep_middle`: lishogi also counts the
// piece the move took on its middle square (it judges on the board before the move).
bool protected_after(const Position& pos, Seat seat, Move m, Square s, bool keep_middle = false) {
  const std::uint8_t owner = pos.at(s).owner();
  const Piece middle = m.has_middle() ? pos.at(m.middle()) : Piece();
  Position after = pos;
  Undo u;
  after.do_move(m, seat, u);
  const auto bit = static_cast<std::uint8_t>(1u << owner);
  if (after.is_attacked(s, bit)) return true;
  if (!keep_middle || middle.empty() || middle.owner() != owner) return false;
  after.put(m.middle(), middle);
  return after.is_attacked(s, bit);
}

Reason lishogi_rule(const Position& pos, Seat seat, Move m, bool by_lion, Square mid_lion,
                    Square to_lion) {
  const Variant& v = pos.variant();
  const Square from = m.from();
  if (by_lion) {
    // A lion may not take a protected lion that is not adjacent; after a first step that took
    // nothing, a pawn or a go-between, protection judged on the board before the move.
    if (to_lion == kNoSquare || distance(from, to_lion) < 2) return Reason::None;
    const Piece first = m.has_middle() ? pos.at(m.middle()) : Piece();
    if (!first.empty() && first.owner() != index(seat) && !is_minor(v, first.kind()))
      return Reason::None;
    return protected_after(pos, seat, m, to_lion, true) ? Reason::LionTrade : Reason::None;
  }
  // Right after a non-lion took a lion, no non-lion may take a lion except on that square.
  const Square last = pos.lion_capture();
  if (last == kNoSquare) return Reason::None;
  for (Square s : {mid_lion, to_lion})
    if (s != kNoSquare && s != last) return Reason::CounterStrike;
  return Reason::None;
}

// Every piece of `s` is royal, or an unpromoted pawn or lance stuck on its last line.
bool bare(const Position& pos, Seat s) {
  const Variant& v = pos.variant();
  for (int i = 0; i < pos.piece_count(s); ++i) {
    const Square sq = pos.piece_square(s, i);
    const Piece p = pos.at(sq);
    if (v.royal(p.kind())) continue;
    const bool one_way = named(v, p.kind(), "pawn") || named(v, p.kind(), "lance");
    if (one_way && v.edge_distance[index(p.facing())][sq] == 0) continue;
    return false;
  }
  return true;
}

// The seat's counted non-royal pieces are all unpromoted pawns and go-betweens: it must promote
// one of them before a bare king wins it the game.
bool only_minor_pieces(const Position& pos, Seat s) {
  const Variant& v = pos.variant();
  for (int i = 0; i < pos.piece_count(s); ++i) {
    const Square sq = pos.piece_square(s, i);
    const Piece p = pos.at(sq);
    if (v.royal(p.kind()) || is_minor(v, p.kind())) continue;
    if (named(v, p.kind(), "lance") && v.edge_distance[index(p.facing())][sq] == 0) continue;
    return false;
  }
  return true;
}

Seat other_seat(const Position& pos, Seat s) {
  for (Seat x : pos.variant().seats)
    if (x != s) return x;
  return s;
}

// lishogi's counts (docs/chu.md, chu-lishogi): pieces less pawns and lances stuck on the last
// line; for the side that wins by it also less every pawn and go-between.
bool lishogi_counted(const Variant& v, Piece p, Square sq, bool as_winner) {
  const bool last_line = v.edge_distance[index(p.facing())][sq] == 0;
  if ((named(v, p.kind(), "lance") || (!as_winner && named(v, p.kind(), "pawn"))) && last_line)
    return false;
  return !(as_winner && is_minor(v, p.kind()));
}

struct LishogiCount {
  int pieces = 0;
  int royals = 0;
  Square royal = kNoSquare;
};

LishogiCount lishogi_count(const Position& pos, Seat s, bool as_winner) {
  const Variant& v = pos.variant();
  LishogiCount c;
  for (int i = 0; i < pos.piece_count(s); ++i) {
    const Square sq = pos.piece_square(s, i);
    const Piece p = pos.at(sq);
    if (!lishogi_counted(v, p, sq, as_winner)) continue;
    ++c.pieces;
    if (v.royal(p.kind())) {
      ++c.royals;
      c.royal = sq;
    }
  }
  return c;
}

// shogiops' isBareKing: `bared` has its single king only, the other side a single king and more
// material, is not in check, and the bared king cannot take the other's one piece at once.
bool lishogi_bared(const Position& pos, Seat bared) {
  const Variant& v = pos.variant();
  const Seat winner = other_seat(pos, bared);
  const LishogiCount ours = lishogi_count(pos, bared, false);
  const LishogiCount theirs = lishogi_count(pos, winner, true);
  if (ours.pieces != 1 || ours.royals != 1 || theirs.pieces <= 1 || theirs.royals != 1)
    return false;
  if (any_royal_attacked(pos, winner)) return false;
  if (theirs.pieces > 2) return true;
  for (int i = 0; i < pos.piece_count(winner); ++i) {
    const Square sq = pos.piece_square(winner, i);
    if (lishogi_counted(v, pos.at(sq), sq, true) && distance(sq, ours.royal) == 1) return false;
  }
  return true;
}

// shogiops' isDraw: a single king each and nothing else but stuck pawns and lances, no check.
bool lishogi_bare_draw(const Position& pos) {
  for (Seat s : pos.variant().seats) {
    const LishogiCount c = lishogi_count(pos, s, false);
    if (c.pieces != 1 || c.royals != 1 || any_royal_attacked(pos, s)) return false;
  }
  return true;
}

}  // namespace

bool is_lion(const Variant& v, Kind k) { return v.kind(k).lion == LionPower::Full; }

Reason lion_trading_rule(const Position& pos, Seat seat, const Profile& profile, Move m) {
  if (m.is_drop()) return Reason::None;
  const Variant& v = pos.variant();
  const Square from = m.from(), to = m.to();
  const Square mid_lion =
      m.has_middle() && enemy_lion(v, pos.at(m.middle()), seat) ? m.middle() : kNoSquare;
  const Square to_lion = to != from && enemy_lion(v, pos.at(to), seat) ? to : kNoSquare;
  if (mid_lion == kNoSquare && to_lion == kNoSquare) return Reason::None;
  const bool by_lion = is_lion(v, pos.at(from).kind());
  if (profile.lion_trading == LionTrading::Lishogi)
    return lishogi_rule(pos, seat, m, by_lion, mid_lion, to_lion);
  const bool always = profile.lion_trading == LionTrading::Always;
  // Counter-strike: the seat lost a lion to a non-lion on the last move.
  if (pos.lion_capture() != kNoSquare)
    for (Square s : {mid_lion, to_lion})
      if (s != kNoSquare && (always || protected_after(pos, seat, m, s)))
        return Reason::CounterStrike;
  // A lion taking a lion two squares away, unless its first step took a piece other than a
  // pawn or a go-between.
  if (by_lion && to_lion != kNoSquare && distance(from, to) == 2) {
    const Piece first = m.has_middle() ? pos.at(m.middle()) : Piece();
    const bool took_major =
        !first.empty() && first.owner() != index(seat) && !is_minor(v, first.kind());
    if (!took_major && (always || protected_after(pos, seat, m, to))) return Reason::LionTrade;
  }
  return Reason::None;
}

void note_lion_capture(Position& pos, const Profile& profile, Move m, Seat mover, const Undo& u) {
  Square square = kNoSquare;
  if (lion_rules_apply(pos.variant(), profile) && !m.is_drop()) {
    const Variant& v = pos.variant();
    const Kind now = pos.at(m.to()).kind();
    const Kind before = m.promotes() ? v.info[index(now)].base : now;
    if (!is_lion(v, before)) {
      // The square is where the capturing piece stands (docs/rules.md §17.6; lishogi reads the
      // field as the last move's destination), also when the lion was taken on the middle
      // square of an igui or a two-step move: SFEN's reader requires the mover's piece there.
      if ((!u.captured_middle.empty() && is_lion(v, u.captured_middle.kind())) ||
          (!u.captured.empty() && is_lion(v, u.captured.kind())))
        square = m.to();
    }
  }
  (void)mover;
  if (pos.lion_capture() != square) pos.set_lion_capture(square);
}

bool any_royal_attacked(const Position& pos, Seat seat) {
  const Variant& v = pos.variant();
  const auto others = static_cast<std::uint8_t>(pos.alive_mask() & ~(1u << index(seat)));
  for (int i = 0; i < pos.piece_count(seat); ++i) {
    const Square sq = pos.piece_square(seat, i);
    if (v.royal(pos.at(sq).kind()) && pos.is_attacked(sq, others)) return true;
  }
  return false;
}

BareKingResult judge_bare_king(const Position& after, Seat mover, const Profile& profile) {
  if (!after.variant().any_lion || after.variant().seats.size() != 2) return BareKingResult::None;
  const Seat opponent = other_seat(after, mover);
  switch (profile.bare_king) {
    case BareKing::Off:
      return BareKingResult::None;
    case BareKing::On: {
      // A seat still bare after its own move loses, unless that move bared the other too.
      if (!bare(after, mover)) return BareKingResult::None;
      if (bare(after, opponent)) return BareKingResult::Draw;
      return only_minor_pieces(after, opponent) ? BareKingResult::None : BareKingResult::MoverLoses;
    }
    case BareKing::Lishogi:
      if (lishogi_bared(after, opponent)) return BareKingResult::OpponentLoses;
      if (lishogi_bared(after, mover)) return BareKingResult::MoverLoses;
      return lishogi_bare_draw(after) ? BareKingResult::Draw : BareKingResult::None;
  }
  return BareKingResult::None;
}

}  // namespace kifukit
