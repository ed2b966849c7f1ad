#include "notation/square_words.hpp"

#include "notation/kanji_names.hpp"

namespace kifukit::words {

std::string letter_square(Square s) {
  std::string out;
  append_letter_square(out, s);
  return out;
}

void append_letter_square(std::string& out, Square s) {
  const int file = file_of(s);
  if (file >= 10) out += static_cast<char>('0' + file / 10);
  out += static_cast<char>('0' + file % 10);
  out += static_cast<char>('a' + rank_of(s) - 1);
}

std::string square_word(const Variant& v, Square s) {
  if (v.is_yonin()) return letter_square(s);
  return wide_number(file_of(s)) + kanji_rank(rank_of(s));
}

}  // namespace kifukit::words
