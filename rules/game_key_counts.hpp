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
  // Room for `keys` distinct keys without growing (add_at() grows when the next key would fill
  // half the table).
  void reserve(std::size_t keys) {
    std::size_t want = 16;
    while (want < 2 * (keys + 1)) want *= 2;
    if (want > slots_.size()) rehash(want);
  }

  // Occurrences of `k` so far (0 when never seen).
  int count(Key k) const {
    if (slots_.empty()) return 0;
    for (std::size_t i = home(k);; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.count == 0) return 0;
      if (s.key == k) return s.count;
    }
  }

  // Counts one more occurrence of `k`; returns the new count.
  int add(Key k) {
    if (slots_.empty()) rehash(16);
    return add_at(slot_of(k), k);
  }

  // Where `k` is counted, or the empty slot where add_at() would count it, so that a caller who
  // reads a key's count and then adds it probes the table once. Valid until the next add; the
  // table must not be empty (it never is after the first add).
  std::size_t slot_of(Key k) const {
    std::size_t i = home(k);
    while (slots_[i].count != 0 && slots_[i].key != k) i = (i + 1) & mask_;
    return i;
  }
  int count_at(std::size_t slot) const { return slots_[slot].count; }

  // add() at the slot slot_of(k) returned. The table grows after an insertion rather than before
  // one, so that a slot found before an add stays valid for it: there is always an empty slot.
  int add_at(std::size_t slot, Key k) {
    Slot& s = slots_[slot];
    if (s.count != 0) return ++s.count;
    s.key = k;
    s.count = 1;
    if (2 * (++used_ + 1) > slots_.size()) rehash(2 * slots_.size());
    return 1;
  }

 private:
  struct Slot {
    // Nothing set: a new table's counts are cleared by clear_counts(), its keys never (issue 27).
    Slot() {}  // NOLINT(modernize-use-equals-default): `= default` would zero the slot
    Key key;
    int count;  // 0 marks an empty slot: a stored key has occurred at least once
  };

  // A slot's key is read only where its count is not 0, so only the counts are cleared: the
  // replay's table of some 2,048 slots a game cost about 14 instructions a ply when each slot was
  // zeroed whole, one at a time (issue 27). Four a step: a table holds a power of two, 16 or more.
  // Not std::memset over the slots: glibc's `rep stosb` counts a byte an instruction under
  // callgrind, by which the figures are taken.
  static void clear_counts(std::vector<Slot>& slots) {
    for (std::size_t i = 0; i < slots.size(); i += 4) {
      slots[i].count = 0;
      slots[i + 1].count = 0;
      slots[i + 2].count = 0;
      slots[i + 3].count = 0;
    }
  }

  // Zobrist keys are random already; the multiply spreads the bits the mask keeps.
  std::size_t home(Key k) const {
    return static_cast<std::size_t>((k * 0x9E3779B97F4A7C15ull) >> 32) & mask_;
  }

  void rehash(std::size_t size) {  // size: a power of two
    std::vector<Slot> old(size);
    clear_counts(old);
    old.swap(slots_);
    mask_ = size - 1;
    used_ = 0;
    for (const Slot& s : old)
      if (s.count > 0) {
        std::size_t i = home(s.key);
        while (slots_[i].count != 0) i = (i + 1) & mask_;
        slots_[i] = s;
        ++used_;
      }
  }

  std::vector<Slot> slots_;  // size 0 or a power of two
  // slots_.size() - 1, kept: worked out from the vector's ends it cost a subtraction and a shift
  // at every probe (issue 27).
  std::size_t mask_ = 0;
  std::size_t used_ = 0;
};

}  // namespace kifukit
