// How often each position key has occurred in a game, with the keys in the order they occurred.
// A move asks only "could this be the position's third (or fourth) occurrence?", and almost
// never is, so the exact counts are not kept: one byte per bucket of keys (the key's hash picks
// the bucket) counts the keys added to it, which bounds how often any one of them occurred, and
// only a bucket whose bound reaches what a rule asks has its key counted exactly. The buckets are
// eight or more per key, so that is rare. Exact counts for every move cost about 40 instructions
// a move, the bound about 10 (issue 27); count() scans the keys, or keeps counts for a game
// that asks often.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "rules/attack.hpp"  // KIFUKIT_INLINE
#include "rules/types.hpp"

namespace kifukit {

class KeyCounts {
 public:
  KeyCounts() { reserve(kMinBuckets / kBucketsPerKey); }

  // Room for `keys` keys without growing: the keys' vector, and kBucketsPerKey buckets for each
  // key it has room for.
  void reserve(std::size_t keys) {
    keys_.reserve(keys);
    const std::size_t buckets = buckets_for(keys_.capacity());
    if (buckets > mask_ + 1) resize_bounds(buckets);
  }

  // Every key added, in order.
  const std::vector<Key>& keys() const { return keys_; }

  // Occurrences of `k` so far (0 when never seen): a scan of the keys, as long as the scans so far
  // have read at most kScansPerKey keys for each key added; past that, exact counts made once
  // and kept by add_at() from then on. A game asks rarely and pays a few scans; a long game of
  // repetitions, which asks on many plies, stays linear in its length, not quadratic.
  int count(Key k) const {
    if (!exact_) {
      if (scanned_ <= kScansPerKey * keys_.size()) {
        scanned_ += keys_.size();
        int n = 0;
        for (Key seen : keys_) n += seen == k;
        return n;
      }
      exact_.emplace();
      for (Key seen : keys_) ++(*exact_)[seen];
    }
    const auto it = exact_->find(k);
    return it == exact_->end() ? 0 : it->second;
  }

  // Counts one more occurrence of `k`; returns the new count (for tests and set-up).
  int add(Key k) {
    add_at(bucket(k), k);
    return count(k);
  }

  // The bucket of `k`, for bound_at() and add_at().
  std::size_t bucket(Key k) const {
    return static_cast<std::size_t>((k * 0x9E3779B97F4A7C15ull) >> 32) & mask_;
  }

  // At least as many as the occurrences so far of any key of bucket `b`.
  int bound_at(std::size_t b) const { return bounds_[b].n; }

  // add() of `k` whose bucket() is `b` (found before the add: this add may change it), without
  // the count.
  KIFUKIT_INLINE void add_at(std::size_t b, Key k) {
    if (keys_.size() == keys_.capacity()) {  // full: more room, and more buckets
      reserve(2 * keys_.size());
      b = bucket(k);
    }
    keys_.push_back(k);
    if (exact_) [[unlikely]]
      ++(*exact_)[k];
    // Saturates: a bound of 255 stays a bound, and its keys are always counted exactly.
    bounds_[b].add();
  }

 private:
  static constexpr std::size_t kMinBuckets = 64;
  static constexpr std::size_t kBucketsPerKey = 8;

  static std::size_t buckets_for(std::size_t keys) {
    std::size_t n = kMinBuckets;
    while (n < kBucketsPerKey * keys) n *= 2;
    return n;
  }

  // New buckets (a power of two, 64 or more), counted again from the keys.
  void resize_bounds(std::size_t buckets) {
    bounds_ = std::vector<Bound>(buckets);  // not zeroed here: clear_bounds() does
    mask_ = buckets - 1;
    clear_bounds();
    for (Key k : keys_) bounds_[bucket(k)].add();
  }

  // Eight bytes a store, four stores a step: not std::memset (nor a loop the compiler makes
  // one), whose `rep stosb` callgrind counts a byte an instruction; the figures of issue 27
  // are callgrind's (docs/speed.md).
  void clear_bounds() {
    for (std::size_t i = 0; i <= mask_; i += 32) {
      const std::uint64_t zero = 0;
      std::uint8_t* p = &bounds_[i].n;
      __builtin_memcpy(p, &zero, 8);
      __builtin_memcpy(p + 8, &zero, 8);
      __builtin_memcpy(p + 16, &zero, 8);
      __builtin_memcpy(p + 24, &zero, 8);
      asm volatile("" ::: "memory");  // keeps the loop a loop
    }
  }

  // A bucket's bound. Nothing set on construction: a new vector of them is cleared by
  // clear_bounds() (`= default` would zero it byte by byte, then again).
  struct Bound {
    Bound() {}  // NOLINT(modernize-use-equals-default)
    std::uint8_t n;
    void add() { n = static_cast<std::uint8_t>(n + (n != 255)); }
  };
  static_assert(sizeof(Bound) == 1);

  std::vector<Key> keys_;
  std::vector<Bound> bounds_;  // one per bucket: a power of two of them
  std::size_t mask_ = 0;       // the number of buckets - 1
  // Keys read by count()'s scans, and every key's occurrences once they passed kScansPerKey a
  // key (mutable: how count() finds its answer, not what the counts are).
  static constexpr std::size_t kScansPerKey = 64;
  mutable std::size_t scanned_ = 0;
  mutable std::optional<std::unordered_map<Key, int>> exact_;
};

}  // namespace kifukit
