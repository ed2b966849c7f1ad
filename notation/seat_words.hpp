// How a seat and a game's end are named to a reader, the one place these words live: four-player
// games by their seat (south, ↑); two-player games (standard, chu) as their players do: sente/gote
// in English text, 先手/後手 and ▲/△ in the pictures and the page (docs/render.md "Words").
// render/, `kifukit replay`, `validate`'s report and `diff` all take them from here. Programs keep
// reading the seat names (data-seat="south", the JSON's "seat"), which do not change.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/game.hpp"
#include "rules/referee.hpp"
#include "rules/seat_names.hpp"
#include "rules/variant.hpp"

namespace kifukit::words {

// "south", "west", "north", "east" (the machine names), and "sente" / "gote" or the seat's name
// in English text: rules/seat_names.hpp, where the rules' messages take them from too.
using kifukit::seat_name;
using kifukit::seat_word;
// ↑ → ↓ ← for south, west, north, east: the direction the seat's pieces advance.
std::string_view seat_arrow(Seat s);

// "先手" / "後手"; the seat's name for four-player games.
std::string_view seat_title(const Variant& v, Seat s);
// "▲" / "△"; the arrow of the way the seat's pieces advance for four-player games (↑ → ↓ ←).
std::string_view seat_mark(const Variant& v, Seat s);

// The end of a two-player game as its players say it: "gote wins by resignation", "sente wins
// by checkmate", "sennichite (draw)", "sente wins: entering-king declaration". `ending` is the
// last entry played ("resign", "timeout" or a move: checkmate, or in chu the royal captured).
std::string two_player_result(const Variant& v, const GameResult& r, std::string_view ending);
// A two-player ply's events: "check", "foul by gote [CODE]", and the end (`result`). The
// elimination that ends the game is not said: the loser resigned or was mated.
std::string two_player_events(const Variant& v, const std::vector<RefereeEvent>& events,
                              const std::string& result);

}  // namespace kifukit::words
