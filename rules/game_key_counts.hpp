// How often each position key has occurred in a game: an open-addressing table in one vector,
// so counting a move's position costs no allocation (std::unordered_map allocated a node per new
// key, that is per move). The table doubles when half full; Game reserves it once per game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "rules/types.hpp"

namespace kifukit {

class KeyCounts {
 public:
  // Room for `keys` distinct keys without growing.
  void reserve(std::size_t keys) {
    std::size_t want = 16;
    while (want < 2 * keys) want *= 2;
    if (want > slots_.size()) rehash(want);
  }

  // Occurrences of `k` so far (0 when never seen).
  int count(Key k) const {
    if (slots_.empty()) return 0;
    for (std::size_t i = home(k);; i = (i + 1) & mask()) {
      const Slot& s = slots_[i];
      if (s.count == 0) return 0;
      if (s.key == k) return s.count;
    }
  }

  // Counts one more occurrence of `k`; returns the new count.
  int add(Key k) {
    if (2 * (used_ + 1) > slots_.size()) rehash(slots_.empty() ? 16 : 2 * slots_.size());
    for (std::size_t i = home(k);; i = (i + 1) & mask()) {
      Slot& s = slots_[i];
      if (s.count == 0) {
        s.key = k;
        ++used_;
        return s.count = 1;
      }
      if (s.key == k) return ++s.count;
    }
  }

 private:
  struct Slot {
    Key key = 0;
    int count = 0;  // 0 marks an empty slot: a stored key has occurred at least once
  };

  std::size_t mask() const { return slots_.size() - 1; }
  // Zobrist keys are random already; the multiply spreads the bits the mask keeps.
  std::size_t home(Key k) const {
    return static_cast<std::size_t>((k * 0x9E3779B97F4A7C15ull) >> 32) & mask();
  }

  void rehash(std::size_t size) {  // size: a power of two
    std::vector<Slot> old(size);
    old.swap(slots_);
    used_ = 0;
    for (const Slot& s : old)
      if (s.count > 0) {
        std::size_t i = home(s.key);
        while (slots_[i].count != 0) i = (i + 1) & mask();
        slots_[i] = s;
        ++used_;
      }
  }

  std::vector<Slot> slots_;  // size 0 or a power of two
  std::size_t used_ = 0;
};

}  // namespace kifukit
