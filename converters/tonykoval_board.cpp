#include "converters/tonykoval_board.hpp"

#include "formats/notation.hpp"

namespace kifukit::tonykoval {

Square square_of(int row, int col) { return make_square(kBoardSize - col, row + 1); }
int row_of(Square s) { return rank_of(s) - 1; }
int col_of(Square s) { return kBoardSize - file_of(s); }

namespace {
constexpr Kind kHandKinds[] = {Kind::Pawn, Kind::Silver, Kind::Gold, Kind::Rook};
}

std::optional<Kind> hand_kind(long long piece_type) {
  if (piece_type < 0 || piece_type > 3) return std::nullopt;
  return kHandKinds[piece_type];
}

std::optional<int> piece_type_of(Kind k) {
  for (int i = 0; i < 4; ++i)
    if (kHandKinds[i] == k) return i;
  return std::nullopt;
}

Position room_start(std::uint8_t joined) {
  Position pos = start_position(yonin_variant());
  for (int s = 0; s < kSeats; ++s) {
    if (joined & (1u << s)) continue;
    pos.eliminate(seat_at(s), -1);
    for (int rank = 1; rank <= kBoardSize; ++rank)
      for (int file = 1; file <= kBoardSize; ++file) {
        const Square sq = make_square(file, rank);
        const Piece p = pos.at(sq);
        if (p.empty() || p.owner() != s) continue;
        pos.remove(sq);
        pos.put(sq, p.with_owner(kNeutral));
      }
  }
  for (int s = 0; s < kSeats; ++s)
    if (joined & (1u << s)) {
      pos.set_to_move(seat_at(s));
      break;
    }
  return pos;
}

std::optional<std::uint8_t> joined_seats(const Position& start) {
  std::uint8_t joined = 0xF;
  for (int i = 0; i < start.elimination_count(); ++i)
    joined &= static_cast<std::uint8_t>(~(1u << index(start.elimination(i).seat)));
  if (joined == 0) return std::nullopt;
  if (format_position(room_start(joined)) != format_position(start)) return std::nullopt;
  return joined;
}

std::string player_key(int seat, std::string_view field) {
  return "players[" + std::to_string(seat) + "]." + std::string(field);
}
std::string bot_key(int seat) { return "bot[" + std::to_string(seat) + "]"; }

}  // namespace kifukit::tonykoval
