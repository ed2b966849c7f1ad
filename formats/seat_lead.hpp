// What a record writer prints between an entry's opening and its move, for each seat: YAML's
// `south, move: ` after `{seat: `, JSON's `south", "move": "` after `{"seat": "`. The readers'
// fast paths for the writer's own entries (record_yaml_subset.cpp, record_json_subset.cpp) match
// it as up to three eight-byte words, the seat found by its name's first letter (no two of
// rules/seat_names' names share one): no word loop and no name compared letter by letter.
// Below it, what the three fast paths (those two and the XML reader's) take as a move's text.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

#include "rules/seat_names.hpp"

namespace kifukit {

class SeatLeads {
 public:
  // `after_name`: what follows each seat's name, up to the move's first character.
  explicit SeatLeads(std::string_view after_name) {
    for (std::size_t i = 0; i < kSeatNames.size(); ++i) {
      const std::string lead = std::string(kSeatNames[i]) + std::string(after_name);
      if (lead.size() < 8 || lead.size() > 24) throw std::logic_error("SeatLeads: 8 to 24 bytes");
      Lead& l = leads_[i];
      l.size = lead.size();
      l.mid_at = std::min<std::size_t>(8, lead.size() - 8);
      l.head = load8(lead.data());
      l.mid = load8(lead.data() + l.mid_at);
      l.tail = load8(lead.data() + lead.size() - 8);
    }
  }
  // The seat whose lead starts at s[p], and in `size` the lead's length; -1 for none.
  int match(std::string_view s, std::size_t p, std::size_t& size) const {
    if (p >= s.size()) return -1;
    const int seat = kByLetter[static_cast<unsigned char>(s[p])];
    if (seat < 0) return -1;
    const Lead& l = leads_[static_cast<std::size_t>(seat)];
    const char* at = s.data() + p;
    if (s.size() - p < l.size || load8(at) != l.head || load8(at + l.mid_at) != l.mid ||
        load8(at + l.size - 8) != l.tail)
      return -1;
    size = l.size;
    return seat;
  }

 private:
  static std::uint64_t load8(const char* p) {
    std::uint64_t x;
    std::memcpy(&x, p, sizeof x);
    return x;
  }
  struct Lead {
    std::uint64_t head = 0, mid = 0, tail = 0;
    std::size_t mid_at = 0, size = 0;
  };
  static constexpr std::array<signed char, 256> kByLetter = [] {
    std::array<signed char, 256> t{};
    t.fill(-1);
    for (std::size_t i = 0; i < kSeatNames.size(); ++i) {
      const auto letter = static_cast<unsigned char>(kSeatNames[i][0]);
      if (t[letter] >= 0) throw "two seat names start with the same letter";
      t[letter] = static_cast<signed char>(i);
    }
    return t;
  }();
  std::array<Lead, kSeatNames.size()> leads_;
};

// The characters of a move's text in the writers' entries (letters, digits, `*`, `+`): the
// readers' fast paths take the run of them after the seat's lead as the move, and leave any
// other text to their general paths.
inline constexpr std::array<bool, 256> kWriterMoveChars = [] {
  std::array<bool, 256> t{};
  for (int c = 'a'; c <= 'z'; ++c) t[c] = true;
  for (int c = 'A'; c <= 'Z'; ++c) t[c] = true;
  for (int c = '0'; c <= '9'; ++c) t[c] = true;
  t['*'] = t['+'] = true;
  return t;
}();
// The longest move text the fast paths read straight into an entry (the longest ParsedMove keeps,
// and the std::string holds without allocating); a longer one takes the general path.
inline constexpr std::size_t kMaxWriterMove = 15;
// The end of the run of kWriterMoveChars that starts at s[p].
inline std::size_t writer_move_end(std::string_view s, std::size_t p) {
  while (p < s.size() && kWriterMoveChars[static_cast<unsigned char>(s[p])]) ++p;
  return p;
}

}  // namespace kifukit
