#include "notation/square_words.hpp"

#include "notation/kanji_names.hpp"

namespace kifukit::words {

std::string letter_square(Square s) {
  char text[kLetterSquareMax];
  return std::string(text, write_letter_square(text, s));
}

std::string square_word(const Variant& v, Square s) {
  if (v.is_yonin()) return letter_square(s);
  return wide_number(file_of(s)) + kanji_rank(rank_of(s));
}

}  // namespace kifukit::words
