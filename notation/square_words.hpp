// How a square is named in a message to a reader (docs/notation.md "Squares in messages"): as the
// records of its variant write it. Four-player records write `5e` (file number, rank letter);
// two-player records (KIF, KI2, the boards of standard and chu) write `５五`: the file in
// full-width digits, the rank in kanji numerals.
#pragma once

#include <string>

#include "rules/types.hpp"
#include "rules/variant.hpp"

namespace kifukit::words {

// `5e`, `12l`: the square of kifukit's own syntaxes and of USI.
std::string letter_square(Square s);
// letter_square(s) written at `out` (at most kLetterSquareMax characters); returns the end. A
// move's text is built in one buffer, with no string per square (a reader names every move).
inline constexpr int kLetterSquareMax = 3;
// Inline: a reader writes two or three squares a move, and the call cost as much as the digits.
inline char* write_letter_square(char* out, Square s) {
  const int file = file_of(s);
  if (file >= 10) {  // chu's and four-player boards: the remainder only where it is needed
    *out++ = static_cast<char>('0' + file / 10);
    *out++ = static_cast<char>('0' + file % 10);
  } else {
    *out++ = static_cast<char>('0' + file);
  }
  *out++ = static_cast<char>('a' + rank_of(s) - 1);
  return out;
}
// `５五` for two-player variants, `5e` for four-player ones.
std::string square_word(const Variant& v, Square s);

}  // namespace kifukit::words
