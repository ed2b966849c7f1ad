// The input bytes of a fuzz target, read front to back (the referee and write-then-read-back
// targets); past the end every byte is 0.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace kifukit::fuzz {

class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool done() const { return pos_ >= size_; }
  std::uint8_t next() { return done() ? 0 : data_[pos_++]; }
  std::string_view take(std::size_t n) {
    n = std::min(n, size_ - pos_);
    std::string_view s(reinterpret_cast<const char*>(data_) + pos_, n);
    pos_ += n;
    return s;
  }
  std::string_view line() {
    std::size_t end = pos_;
    while (end < size_ && data_[end] != '\n') ++end;
    std::string_view s(reinterpret_cast<const char*>(data_) + pos_, end - pos_);
    pos_ = std::min(end + 1, size_);
    return s;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

}  // namespace kifukit::fuzz
