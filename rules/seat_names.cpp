#include "rules/seat_names.hpp"

#include "rules/variant.hpp"

namespace kifukit {

const char* seat_name(Seat s) {
  // The names are literals: their data is NUL-terminated.
  return kSeatNames[static_cast<std::size_t>(index(s))].data();
}

std::optional<Seat> seat_from_name(std::string_view name) {
  for (int i = 0; i < kSeatCount; ++i)
    if (name == kSeatNames[static_cast<std::size_t>(i)]) return seat_at(i);
  return std::nullopt;
}

std::string_view seat_word(const Variant& v, Seat s) {
  if (v.is_yonin()) return kSeatNames[static_cast<std::size_t>(index(s))];
  return s == Seat::South ? "sente" : "gote";
}

}  // namespace kifukit
