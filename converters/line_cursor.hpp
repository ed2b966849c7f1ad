// A cursor over one line of decoded (UTF-8) text that reports 1-based line and character
// columns, for the line-oriented readers (KIF, KI2, CSA, USI).
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/source_text.hpp"

namespace kifukit {

class LineCursor {
 public:
  LineCursor(std::string_view text, int line) : s_(text), line_(line) {}
  SourceLocation loc() const { return loc_at(i_); }
  // Columns are counted on from the previous answer when the byte is at or after it, so a reader
  // that asks along a line of n moves costs O(n), not O(n^2) (issue 26: 50,000 KI2 moves on one
  // line took 15 s). A copy keeps the count: copy a cursor after asking for its place. The
  // cursor's own steps (eat_character, number, skip_spaces) carry the count along when it is at
  // their start: they know how many characters they pass, so a KIF move line's places (the number,
  // the move, the piece) cost no counting.
  SourceLocation loc_at(std::size_t byte) const {
    if (byte == counted_bytes_) return {line_, counted_column_};  // asked again: no counting
    return count_to(byte);
  }
  int line() const { return line_; }
  bool done() const { return i_ >= s_.size(); }
  std::size_t offset() const { return i_; }
  void seek(std::size_t i) { i_ = i; }
  std::string_view rest() const { return s_.substr(i_); }
  std::string_view text() const { return s_; }
  bool eat(std::string_view t) {
    if (rest().substr(0, t.size()) != t) return false;
    i_ += t.size();
    return true;
  }
  // eat() for a word that is one character (a kanji, a full-width digit): the count carried on
  // by a column.
  bool eat_character(std::string_view t) {
    if (!peek(t)) return false;
    pass_character(t.size());
    return true;
  }
  // Steps over `n` ASCII bytes the caller has read at rest()'s start.
  void pass_ascii(std::size_t n) {
    const std::size_t from = i_;
    i_ += n;
    passed_ascii(from);
  }
  // Steps over one character of `bytes` bytes the caller has read at rest()'s start.
  void pass_character(std::size_t bytes) {
    const std::size_t from = i_;
    i_ += bytes;
    if (counted_bytes_ == from) {
      counted_bytes_ = i_;
      ++counted_column_;
    }
  }
  // Steps over `bytes` bytes holding `characters` characters the caller has read at rest()'s
  // start.
  void pass(std::size_t bytes, int characters) {
    const std::size_t from = i_;
    i_ += bytes;
    if (counted_bytes_ == from) {
      counted_bytes_ = i_;
      counted_column_ += characters;
    }
  }
  bool peek(std::string_view t) const { return rest().substr(0, t.size()) == t; }
  // Spaces, tabs and ideographic spaces. The ASCII ones inline: a KIF move line skips spaces
  // five times, mostly none or ASCII.
  void skip_spaces() {
    const std::size_t from = i_;
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
    passed_ascii(from);
    if (i_ < s_.size() && s_[i_] == '\xE3') skip_wide_spaces();
  }
  // ASCII digits (at most max_digits). Inline: a KIF move line reads eight numbers.
  std::optional<long long> number(int max_digits = 18) {
    const std::size_t from = i_;
    long long value = 0;
    int digits = 0;
    while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9' && digits < max_digits) {
      value = value * 10 + (s_[i_++] - '0');
      ++digits;
    }
    passed_ascii(from);
    return digits ? std::optional<long long>(value) : std::nullopt;
  }
  [[noreturn]] void fail(FormatCode code, const std::string& message) const {
    throw FormatError(code, loc(), message);
  }

 private:
  // The count carried from `from` to i_ over ASCII bytes (a character each).
  void passed_ascii(std::size_t from) {
    if (counted_bytes_ != from) return;
    counted_column_ += static_cast<int>(i_ - from);
    counted_bytes_ = i_;
  }
  SourceLocation count_to(std::size_t byte) const;
  void skip_wide_spaces();  // from a byte 0xE3 on: ideographic spaces, and ASCII between
  std::string_view s_;
  std::size_t i_ = 0;
  int line_;
  mutable std::size_t counted_bytes_ = 0;  // the last byte asked for, and its column
  mutable int counted_column_ = 1;
};

// The lines of a text one at a time, without their line ends (LF or CR LF; CR alone in a text
// with no LF), for a reader that takes each line as it is found: no vector of lines.
class LineReader {
 public:
  explicit LineReader(std::string_view text);
  // The next line and, in number(), its 1-based number; false when no line is left.
  bool next(std::string_view& line) {
    if (start_ > text_.size()) return false;
    const std::size_t i = std::min(text_.find(end_, start_), text_.size());  // memchr
    line = text_.substr(start_, i - start_);
    // CR CR LF (and any run of CRs before the LF) is one line end: no CR stays in a value
    // (issue 25; stray_carriage_returns() words the warning).
    while (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    start_ = i + 1;
    if (i == text_.size() && line.empty()) return false;  // the end, after the last line end
    ++number_;
    return true;
  }
  // next() for a line the caller has seen at the start of rest(): its `n` bytes hold no line end
  // and no CR. True, and the line taken, when LF or CR LF follows them in a text whose lines end
  // in LF; false, nothing taken, otherwise. No search for the line end: a CSA move line.
  bool next_of_size(std::size_t n, std::string_view& line) {
    std::size_t end = start_ + n;
    if (end_ != '\n' || end >= text_.size()) return false;
    if (text_[end] == '\r' && end + 1 < text_.size()) ++end;
    if (text_[end] != '\n') return false;
    line = text_.substr(start_, n);
    start_ = end + 1;
    ++number_;
    return true;
  }
  int number() const { return number_; }
  bool done() const { return start_ >= text_.size(); }
  // The text from the next line on.
  std::string_view rest() const { return text_.substr(std::min(start_, text_.size())); }

 private:
  std::string_view text_;
  std::size_t start_ = 0;
  int number_ = 0;
  char end_;  // the line end: LF, or CR in a text that has no LF
};

// The lines of a text without their line ends, as LineReader finds them.
std::vector<std::string_view> split_lines(std::string_view text);

// A FORMAT_IRREGULAR warning at the first line of a text (with line feeds) that ends in more
// than one carriage return (CR CR LF: json-kifu-format's fixtures, files passed through two
// CR LF conversions) or whose last line ends in a CR alone; split_lines() reads each such end as
// one line end. The message shows the CRs as \r; nullopt when there is none.
std::optional<Diagnostic> stray_carriage_returns(std::string_view text);

// Strips spaces, tabs and ideographic spaces at both ends.
std::string_view trim(std::string_view s);

}  // namespace kifukit
