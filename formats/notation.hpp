// Text notations of the engine's values: the four-player position string, SFEN for standard
// shogi, squares and moves (USI style). Grammar: docs/notation.md. Parsers accept only canonical
// text, so printing a parsed value gives back the same bytes; errors carry a 1-based column.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "notation/square_words.hpp"
#include "rules/diagnostic.hpp"
#include "rules/position.hpp"
#include "rules/profile.hpp"
#include "rules/seat_names.hpp"

namespace kifukit {

// A notation error is the one Diagnostic (rules/diagnostic.hpp) at a 1-based column of the
// parsed text (line 0, no file: the caller places the text), with the code a reader reports:
// FORMAT_BAD_MOVE, or FORMAT_BAD_SQUARE when a move has the shape it should but names a square
// off the board; FORMAT_BAD_POSITION, or SETUP_BAD_POSITION when the position is well-formed but
// breaks a setup rule (rules/setup_rules.hpp): the record is readable and its setup invalid.
// Readers take the code from here, never from the message.
using NotationError = Diagnostic;

// Whether a parser also applies the setup rules (rules/setup_rules.hpp), with the pawns nifu
// counts as a profile's nifu_scope says (the validator passes the record's profile's). Readers of
// records check notation only (`Skip`), so a start that breaks a setup rule reaches the validator
// and is `invalid-setup` in every syntax; everything that needs a playable position applies them.
enum class SetupCheck { Apply, Skip };

// `<board> <seat-to-move> <hands> <eliminated> <ply>` (docs/notation.md).
std::optional<Position> parse_yonin_position(const Variant& v, std::string_view text,
                                             NotationError& error,
                                             SetupCheck setup = SetupCheck::Apply,
                                             NifuScope nifu = NifuScope::SameFacing);
std::string format_yonin_position(const Position& pos);

// SFEN: `<board> <b|w> <hands> <move number>`; South is sente (b), North is gote (w).
std::optional<Position> parse_sfen(const Variant& v, std::string_view text, NotationError& error,
                                   SetupCheck setup = SetupCheck::Apply,
                                   NifuScope nifu = NifuScope::SameFacing);
std::string format_sfen(const Position& pos);

// The variant's native notation: the position string for yonin, SFEN for standard.
std::optional<Position> parse_position(const Variant& v, std::string_view text,
                                       NotationError& error, SetupCheck setup = SetupCheck::Apply,
                                       NifuScope nifu = NifuScope::SameFacing);
std::string format_position(const Position& pos);
// The variant's start position.
Position start_position(const Variant& v);

// Squares: file digit(s) then rank letter, `5e`. Moves: `7g7f`, `2c2b+`, `P*5e`, and a lion's
// two steps as lishogi writes them: `7i7h6h` (via 7h to 6h), `7i7h7i` (capture on 7h, return).
std::optional<Square> parse_square(const Variant& v, std::string_view text);
std::string format_square(Square s);
std::optional<Move> parse_move(const Variant& v, std::string_view text, NotationError& error);
// The letters of the standard kinds for drops; the variant's own with the variant.
std::string format_move(Move m);
std::string format_move(const Variant& v, Move m);
// `out = format_move(m)` without a string built and moved: a reader fills each entry's move
// text in place with it (about 100 instructions a move less, docs/speed.md round 5).
void assign_move(std::string& out, Move m);
// `out` = the first `size` (at most 8) of the eight bytes at `text`: all eight copied, a constant
// size the compiler copies inline, then cut (erase to the end only sets the length). A copy of
// the size itself is a memcpy call, about 25 instructions a move (KIF reading). The string is
// made anew rather than assigned: `assign` checks whether the text overlaps the string's own
// and how much room it has (about 30 instructions a move), a string constructed from eight
// bytes is eight bytes in its own buffer. Replacing a member or a complete object this way
// keeps every reference to it valid.
inline void assign_eight(std::string& out, const char* text, std::size_t size) {
  std::destroy_at(&out);
  std::construct_at(&out, text, 8);
  out.erase(size);
}
// `out = text` for a move's text found inside a larger buffer that has at least `readable` bytes
// from text's start: assign_eight when the text is at most eight bytes and eight can be read
// (a YAML or JSON writer entry's move, with its closing characters after it), else `assign`.
inline void assign_from_buffer(std::string& out, std::string_view text, std::size_t readable) {
  if (text.size() <= 8 && readable >= 8) return assign_eight(out, text.data(), text.size());
  out.assign(text);
}
// assign_move for a board move with no middle square (every move of two-player shogi but a drop),
// inline: the KIF reader's call per ply and the general move's tests cost about 30 a move.
inline void assign_plain_board_move(std::string& out, Move m) {
  static_assert(2 * words::kLetterSquareMax + 1 <= 8);
  char text[8] = {};
  char* end = words::write_letter_square(words::write_letter_square(text, m.from()), m.to());
  if (m.promotes()) *end++ = '+';
  assign_eight(out, text, static_cast<std::size_t>(end - text));
}

// A drop's text (`P*5e`) in `v`'s letters: what format_move(v, m) gives, in place.
void assign_drop(std::string& out, const Variant& v, Move m);
// assign_drop for a kind of one SFEN letter (every kind standard shogi holds), inline and with
// the eight-byte copy: the call, the letters' string copied and `assign`'s checks cost about
// 100 instructions a drop (CSA and KIF reading).
inline void assign_one_letter_drop(std::string& out, const Variant& v, Move m) {
  const std::string& letters = v.kind(m.dropped()).sfen;
  if (letters.size() != 1) return assign_drop(out, v, m);
  static_assert(2 + words::kLetterSquareMax <= 8);
  char text[8] = {letters[0], '*'};
  const char* end = words::write_letter_square(text + 2, m.to());
  assign_eight(out, text, static_cast<std::size_t>(end - text));
}

char seat_letter(Seat s);  // s w n e
std::optional<Seat> seat_from_letter(char c);

}  // namespace kifukit
