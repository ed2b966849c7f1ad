#include "converters/shogi_board.hpp"

#include "formats/notation.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/piece_rules.hpp"
#include "rules/variant.hpp"

namespace kifukit {

std::optional<std::string> ShogiBoard::play(Move m) {
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
  pos_.set_to_move(opposite(mover));
  pos_.set_ply(pos_.ply() + 1);
  return std::nullopt;
}

bool ShogiBoard::may_promote(Square from, Square to) const {
  const bool captures = !pos_.at(to).empty();
  return promotion_options(pos_, standard_profile(), pos_.at(from), from, to, captures).may;
}

const Profile& standard_profile() {
  static const Profile kProfile = builtin_profile("standard").resolved->profile;
  return kProfile;
}

std::optional<Position> standard_position(const std::optional<std::string>& sfen,
                                          std::string& error) {
  const Variant& v = standard_variant();
  if (!sfen) return start_position(v);
  NotationError e;
  // The board of the record as written: a start that breaks a setup rule is still read and
  // written (the validator judges it, invalid-setup).
  auto pos = parse_sfen(v, *sfen, e, SetupCheck::Skip);
  if (!pos) error = e.message;
  return pos;
}

}  // namespace kifukit
