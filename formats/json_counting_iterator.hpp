// A char iterator for nlohmann's SAX parser that publishes how many bytes the parser has read:
// nlohmann gives no position for values, so readers that locate them (formats/record_json.cpp,
// converters/jkf.cpp) count the bytes behind each event.
#pragma once

#include <cstddef>
#include <iterator>
#include <string_view>

namespace kifukit {

// A char iterator that publishes how many bytes have been consumed.
class CountingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  CountingIterator(const char* base, const char* p, std::size_t* consumed)
      : base_(base), p_(p), consumed_(consumed) {}
  reference operator*() const { return *p_; }
  CountingIterator& operator++() {
    ++p_;
    *consumed_ = static_cast<std::size_t>(p_ - base_);
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator old = *this;
    ++*this;
    return old;
  }
  friend bool operator==(const CountingIterator& a, const CountingIterator& b) {
    return a.p_ == b.p_;
  }

 private:
  const char* base_;
  const char* p_;
  std::size_t* consumed_;
};

// Where the token of an event starts: when an event arrives its token has just been read, and it
// starts at the first character after the previous event's end that is no white space, ':' or
// ','.
inline std::size_t json_token_start(std::string_view text, std::size_t previous_end) {
  std::size_t i = previous_end;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' ||
                             text[i] == '\r' || text[i] == ',' || text[i] == ':'))
    ++i;
  return i;
}

}  // namespace kifukit
