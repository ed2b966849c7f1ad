#include "converters/shogi_board.hpp"

#include "formats/notation.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/piece_rules.hpp"
#include "rules/variant.hpp"

namespace kifukit {

std::optional<std::string> ShogiBoard::play(Move m) {
  std::optional<std::string> why = m.is_null() ? std::optional<std::string>("no move") : apply(m);
  pass_turn();
  return why;
}

std::optional<std::string> ShogiBoard::apply(Move m) {
  const Seat mover = pos_.to_move();
  const auto me = static_cast<std::uint8_t>(index(mover));
  if (m.is_drop()) {
    if (pos_.hand(mover, m.dropped()) == 0)
      return std::string(seat_name(mover)) + " has no " +
             std::string(1, kind_def(m.dropped()).letter) + " in hand to drop";
    if (!pos_.at(m.to()).empty()) return "the drop square " + format_square(m.to()) + " is taken";
  } else {
    Piece p = pos_.at(m.from());
    if (p.empty()) return "no piece on " + format_square(m.from());
    if (p.owner() != me)
      return "the piece on " + format_square(m.from()) + " is not " + seat_name(mover) + "'s";
    Piece target = pos_.at(m.to());
    if (!target.empty() && target.owner() == me)
      return "the move captures " + std::string(seat_name(mover)) + "'s own piece on " +
             format_square(m.to());
  }
  Undo undo;
  pos_.do_move(m, mover, undo);
  return std::nullopt;
}

bool ShogiBoard::may_promote(Square from, Square to) const {
  if (pos_.at(from).empty()) return false;  // a recorded move from an empty square
  const bool captures = !pos_.at(to).empty();
  return promotion_options(pos_, standard_profile(), pos_.at(from), from, to, captures).may;
}

std::optional<Kind> piece_to_name(const ShogiBoard& board, const Entry& e, Move m) {
  if (m.is_drop()) return m.dropped();
  const Piece p = board.at(m.from());
  if (!p.empty()) return p.kind();
  if (e.claim.present && e.claim.piece != Kind::None) return e.claim.piece;
  return std::nullopt;
}

const Profile& standard_profile() {
  static const Profile kProfile = builtin_profile("standard").resolved->profile;
  return kProfile;
}

StandardStart standard_position(const std::optional<std::string>& sfen) {
  const Variant& v = standard_variant();
  static const Position kStart = start_position(v);  // copied, not set up, for each record
  if (!sfen) return {kStart, ""};
  NotationError e;
  // The board of the record as written: a start that breaks a setup rule is still read and
  // written (the validator judges it, invalid-setup).
  auto pos = parse_sfen(v, *sfen, e, SetupCheck::Skip);
  if (!pos) return {std::nullopt, e.message};
  return {std::move(pos), ""};
}

}  // namespace kifukit
