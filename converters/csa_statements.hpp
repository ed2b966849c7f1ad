// The statements of a CSA text in order, read as they are found (no vector of lines or
// statements): a line is one statement, or several separated by commas; a `/` line ends a game.
// docs/formats/csa.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "converters/line_cursor.hpp"

namespace kifukit {

// One statement: its text and where it starts.
struct CsaStatement {
  std::string_view text;
  LineCursor at{{}, 0};
};

class CsaStatements {
 public:
  explicit CsaStatements(std::string_view text) : lines_(text) {}
  // The next statement of the game being read; false at its end (a `/` line, taken) or the
  // text's.
  bool next(CsaStatement& s) {  // inline: called for each statement, mostly a move's line
    for (;;) {
      if (in_line_) {
        if (next_in_line(s)) return true;
        continue;
      }
      std::string_view line;
      if (!lines_.next(line) || line == "/") return false;
      if (line.empty()) continue;
      // Comments, headers, names, positions: the whole line, commas too; most other lines
      // hold one statement (a move) and no comma.
      if (line[0] == '\'' || line[0] == '$' || line[0] == 'N' || line[0] == 'V' || line[0] == 'P' ||
          line.find(',') == std::string_view::npos) {
        s = {line, LineCursor(line, lines_.number())};
        return true;
      }
      line_ = LineCursor(line, lines_.number());
      in_line_ = true;
      rest_ = 0;
    }
  }
  // next() for the common line of a game, a move alone (`+7776FU`: a sign, four digits, two
  // capital letters, then LF or CR LF), found without looking for its end or a comma: the line in
  // `line`, its number in `number`, no statement built (the move starts the line). False, and
  // nothing taken, for any other line: next() reads it.
  bool next_move(std::string_view& line, int& number) {
    const std::string_view r = lines_.rest();
    auto capital = [&](std::size_t k) { return r[k] >= 'A' && r[k] <= 'Z'; };
    if (in_line_ || r.size() < 8 || (r[0] != '+' && r[0] != '-') || !four_digits(r.data() + 1) ||
        !capital(5) || !capital(6))
      return false;
    if (!lines_.next_of_size(7, line)) return false;
    number = lines_.number();
    return true;
  }
  // No statement left in the text.
  bool done() const { return !in_line_ && lines_.done(); }
  // At least the number of moves left in the game from statement `s` on (a move is seven bytes
  // and a comma or a line end), for reserving its entries at once.
  std::size_t moves_at_most(const CsaStatement& s) const;

 private:
  bool next_in_line(CsaStatement& s);
  // Four ASCII digits at `p`, tested as one word: each byte is 0x30-0x39 when its high nibble is
  // 3 and adding 6 leaves it 3 (no byte carries into the next).
  static bool four_digits(const char* p) {
    std::uint32_t w;
    std::memcpy(&w, p, 4);
    return (w & 0xF0F0F0F0u) == 0x30303030u && ((w + 0x06060606u) & 0xF0F0F0F0u) == 0x30303030u;
  }
  LineReader lines_;
  LineCursor line_{{}, 0};  // the line being split at its commas
  bool in_line_ = false;    // a line with statements left at rest_
  std::size_t rest_ = 0;
};

}  // namespace kifukit
