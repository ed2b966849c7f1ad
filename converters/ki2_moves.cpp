#include "converters/ki2_moves.hpp"

#include <optional>
#include <vector>

#include "converters/kif_common.hpp"
#include "converters/shogi_board.hpp"
#include "converters/shogi_names.hpp"
#include "notation/move_words.hpp"
#include "notation/relative_words.hpp"
#include "rules/move_check.hpp"
#include "rules/movegen.hpp"
#include "rules/piece_rules.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

// The legal board moves of the seat to move that take a piece of `kind` to `to`, in no order
// that matters (the words filter them as a set), without generating every move of the position.
// Each of the mover's pieces of `kind` that reaches `to` is asked with and without promotion, as
// far as the promotion rule allows: proves_move_legal() answers the usual move on the position as
// it is, diagnose_move() the rest on a copy made for them. diagnose_move() passes exactly the
// moves generate_legal() lists (tests/move_check_test.cpp); a move it passes has a shape that
// reaches and a promotion the rule allows, and a move proves_move_legal() proves it passes.
// `out` is cleared first: resolve_ki2 hands the same buffer for every move.
void board_candidates(const Position& pos, Kind kind, Square to, std::vector<Move>& out) {
  const Profile& profile = standard_profile();
  const Seat mover = pos.to_move();
  const int in_check_known = in_check(pos, mover, profile) ? 1 : 0;
  out.clear();
  std::optional<Position> scratch;  // a copy (about a kilobyte) only for diagnose_move
  for (int i = 0; i < pos.piece_count(mover); ++i) {
    const Square from = pos.piece_square(mover, i);
    const Piece piece = pos.at(from);
    if (from == to || piece.kind() != kind || !piece_reaches(pos, from, kNoSquare, to)) continue;
    const PromotionOptions o =
        promotion_options(pos, profile, piece, from, to, !pos.at(to).empty());
    for (bool promote : {false, true}) {
      if (promote ? !o.may : o.must) continue;
      const Move m = Move::normal(from, to, promote);
      if (!proves_move_legal(pos, mover, profile, m, in_check_known)) {
        if (!scratch) scratch.emplace(pos);
        if (diagnose_move(*scratch, mover, profile, m, in_check_known) != Reason::None) continue;
      }
      out.push_back(m);
    }
  }
}
std::vector<Move> board_candidates(const Position& pos, Kind kind, Square to) {
  std::vector<Move> out;
  board_candidates(pos, kind, to, out);
  return out;
}

// The mover's pieces of `kind` whose movement reaches `to`, whatever the move breaks beyond that
// (the destination's occupant, a check, a promotion): the unpromoted move from each.
std::vector<Move> reaching_candidates(const Position& pos, Kind kind, Square to) {
  std::vector<Move> out;
  const Seat mover = pos.to_move();
  Position scratch = pos;
  for (int file = 1; file <= 9; ++file)
    for (int rank = 1; rank <= 9; ++rank) {
      const Square from = make_square(file, rank);
      const Piece p = pos.at(from);
      if (from == to || p.empty() || p.owner() != static_cast<std::uint8_t>(index(mover)) ||
          p.kind() != kind)
        continue;
      const Move m = Move::normal(from, to, false);
      const Reason r = diagnose_move(scratch, mover, standard_profile(), m);
      if (r != Reason::NoPieceOnSquare && r != Reason::NotYourPiece &&
          r != Reason::PieceCannotReach)
        out.push_back(m);
    }
  return out;
}

// The one origin among `c` with the promotion the text asks for (成 on a move that cannot promote
// and no 成 on one that must are named as written: the validator refuses them).
Ki2Resolution pick(const std::vector<Move>& c, std::optional<bool> promote) {
  Square origin = kNoSquare;
  for (Move m : c) {
    if (origin != kNoSquare && m.from() != origin)
      return {std::nullopt, MoveClaim::Unresolved::Ambiguous};
    origin = m.from();
  }
  if (origin == kNoSquare) return {std::nullopt, MoveClaim::Unresolved::NoPiece};
  return {Move::normal(origin, c.front().to(), promote == true), MoveClaim::Unresolved::No};
}

}  // namespace

Ki2Resolution resolve_ki2(const Position& pos, const Ki2Move& m) {
  if (!m.drop) {
    // One buffer a thread, reused from move to move: a vector allocated and freed for each move
    // cost about 250 instructions a ply of KI2 reading.
    thread_local std::vector<Move> legal;
    board_candidates(pos, m.kind, m.to, legal);
    if (!legal.empty() || !m.words.empty()) {
      if (ki2_apply_words(pos, m.words, m.to, legal) && !legal.empty())
        return pick(legal, m.promote);
    }
    // No legal move fits. Without 打, a piece in hand dropped on an empty square is the move
    // (KI2 leaves 打 out where no piece on the board can move there).
    const bool droppable = m.words.empty() && !m.promote && pos.at(m.to).empty() &&
                           pos.hand(pos.to_move(), m.kind) > 0;
    if (!droppable) {
      std::vector<Move> reaching = reaching_candidates(pos, m.kind, m.to);
      if (!ki2_apply_words(pos, m.words, m.to, reaching))
        return {std::nullopt, MoveClaim::Unresolved::NoPiece};
      return pick(reaching, m.promote);
    }
  }
  const KindDef& d = kind_def(m.kind);
  if (d.promoted || d.is_king || m.promote) return {std::nullopt, MoveClaim::Unresolved::NoPiece};
  return {Move::drop(m.kind, m.to), MoveClaim::Unresolved::No};
}

std::string ki2_move_text(const Position& pos, Move m, std::optional<Square> previous_to) {
  Ki2Move k;
  k.to = m.to();
  std::string out = previous_to == m.to() ? std::string(words::kSameSpaced) : kif_square(m.to());
  if (m.is_drop()) {
    k.kind = m.dropped();
    // 打 where a board piece could also go there, and on a drop that would not be read as one
    // without it (from an empty hand, on a taken square: issue 25, moves are data).
    k.drop = !board_candidates(pos, k.kind, k.to).empty() || pos.hand(pos.to_move(), k.kind) == 0 ||
             !pos.at(k.to).empty();
    out += kif_piece_name(k.kind);
    if (k.drop) out += words::kDrop;
  } else {
    if (pos.at(m.from()).empty()) return "";  // nothing to name
    k.kind = pos.at(m.from()).kind();
    out += kif_piece_name(k.kind);
    std::vector<Move> all = board_candidates(pos, k.kind, m.to());
    bool legal = false;
    for (Move o : all) legal |= o.from() == m.from();
    if (!legal) all = reaching_candidates(pos, k.kind, m.to());  // where resolve_ki2 looks then
    k.words = ki2_words(pos, m, all);
    out += k.words;
    bool could_promote = false;
    for (Move o : all) could_promote |= o.from() == m.from() && o.promotes();
    if (m.promotes()) {
      out += words::kPromote;
      k.promote = true;
    } else if (could_promote) {
      out += words::kDecline;
      k.promote = false;
    }
  }
  // An illegal move the words cannot single out (a legal move of another piece fits them too)
  // has no KI2 text.
  if (resolve_ki2(pos, k).move != m) return "";
  return out;
}

}  // namespace kifukit
