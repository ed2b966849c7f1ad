// The names of the seats, the one place they live: the machine names every format and report
// uses ("south", ... in the position string, the JSON's "seat", profiles' first_mover), and the
// word a message uses for a seat, as the variant's players say it (sente/gote in a two-player
// game). The rules' own messages (setups, declarations, profiles) take them from here;
// notation/seat_words.hpp adds the display words (先手, ▲, arrows) on top.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "rules/types.hpp"

namespace kifukit {

struct Variant;

// "south", "west", "north", "east", by seat index (clockwise from south).
inline constexpr std::array<std::string_view, kSeatCount> kSeatNames = {"south", "west", "north",
                                                                        "east"};

const char* seat_name(Seat s);
std::optional<Seat> seat_from_name(std::string_view name);

// The seat in English text: "sente" / "gote" in a two-player variant (sente moves first and
// sits south), the seat's name in a four-player one.
std::string_view seat_word(const Variant& v, Seat s);

}  // namespace kifukit
