// What the tonykoval reader and writer share: its squares, seats, piece types and header keys,
// and the start position of a room where some seats never joined.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "rules/position.hpp"

namespace kifukit::tonykoval {

inline constexpr const char* kFormatName = "tonykoval";
// tonykoval's squares are [row, col]: row 0 = the North edge (kifukit's rank a), col 0 = the
// West edge (kifukit's file 9).
inline constexpr int kBoardSize = 9;
Square square_of(int row, int col);
int row_of(Square s);
int col_of(Square s);
// Hand piece types 0..3 (ShogiEngine: PAWN SILVER GOLD ROOK); nullopt for any other number.
std::optional<Kind> hand_kind(long long piece_type);
std::optional<int> piece_type_of(Kind k);
// Seats 0..3 = south, west, north, east: kifukit's own order.
inline constexpr int kSeats = 4;

// The start position with the seats of `joined` (bit per seat index) in the game: every other
// seat is out before the first move (its pieces neutral, its king dead, nobody credited), and the
// first seat that joined moves first, as a tonykoval room starts.
Position room_start(std::uint8_t joined);
// The seats that joined, when `start` is such a position; nullopt for any other position.
std::optional<std::uint8_t> joined_seats(const Position& start);

// Header keys of the room's own fields, kept as written so that writing gives them back.
inline constexpr const char* kRoomId = "roomId";
inline constexpr const char* kStatus = "status";
inline constexpr const char* kCurrentPlayer = "currentPlayer";
inline constexpr const char* kMode = "mode";
// Per seat: "players[1].alive", "players[1].isBot", "players[1].botLevel", "players[1].hand"
// (the four hand counts, "0 2 0 1"), and "bot[1]": the level written on that seat's moves.
std::string player_key(int seat, std::string_view field);
std::string bot_key(int seat);
inline constexpr std::array<const char*, 3> kModes = {"inherit", "hand", "scatter"};
inline constexpr std::array<const char*, 3> kStatuses = {"waiting", "playing", "finished"};

}  // namespace kifukit::tonykoval
