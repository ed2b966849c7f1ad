#include "formats/notation.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <stdexcept>
#include <vector>

#include "notation/seat_words.hpp"
#include "notation/square_words.hpp"
#include "rules/setup_rules.hpp"

namespace kifukit {

namespace {

constexpr char kSeatLetters[4] = {'s', 'w', 'n', 'e'};

// The kind whose letters (after any '+') are `letters`, promoted or not, among the variant's
// kinds.
std::optional<Kind> kind_from_letters(const Variant& v, std::string_view letters, bool promoted) {
  for (Kind k : v.kinds) {
    const std::string& t = v.kind(k).sfen;
    if (t.starts_with('+') == promoted && std::string_view(t).substr(promoted ? 1 : 0) == letters)
      return k;
  }
  return std::nullopt;
}

// The longest run of letters of one case (at most 3) at `text` that names a kind; `length` gets
// how many letters it took.
std::optional<Kind> longest_kind(const Variant& v, std::string_view text, bool promoted, bool upper,
                                 std::size_t& length) {
  std::string run;
  for (char ch : text.substr(0, 3)) {
    const bool is_upper = ch >= 'A' && ch <= 'Z', is_lower = ch >= 'a' && ch <= 'z';
    if (upper ? !is_upper : !is_lower) break;
    run += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  }
  for (length = run.size(); length > 0; --length)
    if (auto k = kind_from_letters(v, std::string_view(run).substr(0, length), promoted)) return k;
  return std::nullopt;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// "K R G S P": the unpromoted letters of the kinds in play, for messages.
std::string piece_letters(const Variant& v) {
  std::string out;
  for (Kind k : v.kinds)
    if (!v.kind(k).promoted) out += (out.empty() ? "" : " ") + v.kind(k).sfen;
  return out;
}

std::string hand_letters(const Variant& v) {
  std::string out;
  for (Kind k : v.hand_kinds) out += (out.empty() ? "" : " ") + v.kind(k).sfen;
  return out;
}

// An error at `column` of the parsed text (line 0: a notation text is one line).
NotationError notation_error(Code code, int column, std::string message) {
  return error_at({}, 0, column, code, std::move(message));
}

// The shape of a move, `([0-9]+[a-z]){2}\+?|[A-Z]\*[0-9]+[a-z]`, checked by hand: std::regex
// recurses once per character and overflows the stack on a long string.
bool move_shaped(std::string_view m) {
  auto digits = [](char c) { return c >= '0' && c <= '9'; };
  // A square: digits then a lower-case letter; returns the length, 0 when there is none.
  auto square = [&](std::string_view s) -> std::size_t {
    std::size_t i = 0;
    while (i < s.size() && digits(s[i])) ++i;
    return i > 0 && i < s.size() && s[i] >= 'a' && s[i] <= 'z' ? i + 1 : 0;
  };
  if (m.size() >= 2 && m[0] >= 'A' && m[0] <= 'Z' && m[1] == '*')
    return square(m.substr(2)) == m.size() - 2;
  std::size_t first = square(m);
  if (first == 0) return false;
  std::size_t second = square(m.substr(first));
  if (second == 0) return false;
  std::string_view rest = m.substr(first + second);
  return rest.empty() || rest == "+";
}

// The code of a square that does not parse: a bad square when the text has the shape of a move
// (two squares, or a drop), so that only the square is wrong; else a bad move.
Code square_code(std::string_view move) {
  return move_shaped(move) ? Code::FORMAT_BAD_SQUARE : Code::FORMAT_BAD_MOVE;
}

// A small cursor over the text that knows the current column.
class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}
  bool done() const { return pos_ >= text_.size(); }
  char peek() const { return done() ? '\0' : text_[pos_]; }
  char take() { return done() ? '\0' : text_[pos_++]; }
  int column() const { return static_cast<int>(pos_) + 1; }
  std::size_t offset() const { return pos_; }
  bool fail(NotationError& e, std::string message, int column = 0) const {
    e.column = column ? column : this->column();
    e.message = std::move(message);
    return false;
  }
  // A decimal number without leading zeros.
  bool number(int& out, NotationError& e, int max) {
    int start = column();
    if (!std::isdigit(static_cast<unsigned char>(peek()))) return fail(e, "expected a number");
    if (peek() == '0' && pos_ + 1 < text_.size() &&
        std::isdigit(static_cast<unsigned char>(text_[pos_ + 1])))
      return fail(e, "number with a leading zero");
    long value = 0;
    while (std::isdigit(static_cast<unsigned char>(peek()))) {
      value = value * 10 + (take() - '0');
      if (value > max)
        return fail(e, "number too large (at most " + std::to_string(max) + ")", start);
    }
    out = static_cast<int>(value);
    return true;
  }
  std::string_view rest() const { return text_.substr(pos_); }
  void skip(std::size_t n) { pos_ = std::min(text_.size(), pos_ + n); }
  bool expect(char c, NotationError& e, const char* what) {
    if (peek() != c) return fail(e, std::string("expected ") + what);
    take();
    return true;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
};

// Rejects anything but printable ASCII up front, so columns are code points everywhere else.
bool check_ascii(std::string_view text, NotationError& e) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c > 0x7E) {
      e.column = static_cast<int>(i) + 1;
      e.message = "unexpected character (only printable ASCII is allowed)";
      return false;
    }
  }
  if (text.empty()) {
    e.column = 1;
    e.message = "empty position";
    return false;
  }
  return true;
}

struct PlacedPiece {
  Square square;
  Piece piece;
  int column;
};

// The setup rules (rules/setup_rules.hpp), located in the text: a piece at its column, the seat
// to move at its letter, the position as a whole at column 1.
bool apply_setup_rules(const Position& pos, const std::vector<PlacedPiece>& placed,
                       int seat_to_move_column, NifuScope nifu, NotationError& e) {
  auto violation = check_setup(pos, nifu);
  if (!violation) return true;
  int column = 1;
  if (violation->part == SetupPart::SeatToMove) column = seat_to_move_column;
  if (violation->part == SetupPart::Piece)
    for (const PlacedPiece& pp : placed)
      if (pp.square == violation->square) column = pp.column;
  e.column = column;
  e.message = violation->message;
  e.code = Code::SETUP_BAD_POSITION;
  return false;
}

// Board field shared by both notations; `read_piece` parses one piece at the cursor.
template <class ReadPiece>
bool parse_board(const Variant& v, Cursor& c, NotationError& e, std::vector<PlacedPiece>& placed,
                 ReadPiece read_piece) {
  for (int rank = 1; rank <= v.size; ++rank) {
    if (rank > 1 && !c.expect('/', e, "'/' between ranks")) return false;
    int file = v.size;
    bool last_was_digit = false;
    while (!c.done() && c.peek() != '/' && c.peek() != ' ') {
      int col = c.column();
      if (std::isdigit(static_cast<unsigned char>(c.peek()))) {
        if (last_was_digit) return c.fail(e, "two empty runs in a row");
        int run = 0;
        if (!c.number(run, e, kMaxBoardSize)) return false;
        if (run == 0) return c.fail(e, "empty run of zero squares", col);
        if (run > file)
          return c.fail(e, "rank has more than " + std::to_string(v.size) + " squares", col);
        file -= run;
        last_was_digit = true;
        continue;
      }
      if (file < 1) return c.fail(e, "rank has more than " + std::to_string(v.size) + " squares");
      Piece p;
      if (!read_piece(c, p)) return false;
      Square s = make_square(file, rank);
      placed.push_back({s, p, col});
      --file;
      last_was_digit = false;
    }
    if (file != 0) return c.fail(e, "rank has fewer than " + std::to_string(v.size) + " squares");
  }
  return true;
}

// Board field shared by both notations: ranks separated by '/', files high to low, runs of
// empty squares as numbers; `write_piece` appends one piece.
template <class WritePiece>
void format_board(const Position& pos, std::string& out, WritePiece write_piece) {
  const Variant& v = pos.variant();
  for (int rank = 1; rank <= v.size; ++rank) {
    if (rank > 1) out += '/';
    int empty = 0;
    for (int file = v.size; file >= 1; --file) {
      Piece p = pos.at(make_square(file, rank));
      if (p.empty()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      write_piece(p);
    }
    if (empty) out += std::to_string(empty);
  }
}

}  // namespace

char seat_letter(Seat s) { return kSeatLetters[index(s)]; }

std::optional<Seat> seat_from_letter(char c) {
  for (int i = 0; i < 4; ++i)
    if (kSeatLetters[i] == c) return seat_at(i);
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Four-player position string

namespace {

// One piece of the four-player board: owner letter (x for neutral), '+', the kind's letters,
// and '>' with the facing seat where it is not the owner's own.
bool read_yonin_piece(const Variant& v, Cursor& cur, Piece& out, NotationError& e) {
  int col = cur.column();
  char o = cur.take();
  std::uint8_t owner;
  if (o == 'x') {
    owner = kNeutral;
  } else if (auto s = seat_from_letter(o)) {
    owner = static_cast<std::uint8_t>(index(*s));
  } else {
    return cur.fail(e, "expected an owner letter (s, w, n, e or x) or a digit", col);
  }
  bool promoted = false;
  if (cur.peek() == '+') {
    promoted = true;
    cur.take();
  }
  int kcol = cur.column();
  std::size_t length = 0;
  auto kind = longest_kind(v, cur.rest(), promoted, true, length);
  if (!kind) {
    std::size_t plain = 0;
    if (promoted && longest_kind(v, cur.rest(), false, true, plain))
      return cur.fail(e, "'" + std::string(cur.rest().substr(0, plain)) + "' cannot be promoted",
                      kcol);
    return cur.fail(e, "expected a piece letter (" + piece_letters(v) + ")", kcol);
  }
  cur.skip(length);
  Facing facing = owner == kNeutral ? Facing::Up : static_cast<Facing>(owner);
  if (cur.peek() == '>') {
    cur.take();
    int fcol = cur.column();
    auto f = seat_from_letter(cur.take());
    if (!f) return cur.fail(e, "expected a facing seat letter (s, w, n, e) after '>'", fcol);
    if (owner != kNeutral && facing_of(*f) == static_cast<Facing>(owner))
      return cur.fail(e, "facing equals the owner's own facing: leave '>' out", fcol - 1);
    facing = facing_of(*f);
  } else if (owner == kNeutral) {
    return cur.fail(e, "a neutral piece needs its facing ('>' and a seat letter)");
  }
  out = Piece(*kind, owner, facing);
  return true;
}

// The four hands, in seat order, each in the variant's canonical order or '-'.
bool read_yonin_hands(const Variant& v, Cursor& c, Position& pos, NotationError& e) {
  for (int seat = 0; seat < 4; ++seat) {
    if (seat > 0 && !c.expect('/', e, "'/' between hands")) return false;
    if (c.peek() == '-') {
      c.take();
      continue;
    }
    std::size_t next_kind = 0;  // canonical order
    bool any = false;
    while (!c.done() && c.peek() != '/' && c.peek() != ' ') {
      int col = c.column();
      int count = 1;
      if (std::isdigit(static_cast<unsigned char>(c.peek()))) {
        if (!c.number(count, e, 99)) return false;
        if (count < 2) return c.fail(e, "a count is written only when it is 2 or more", col);
      }
      int kcol = c.column();
      std::size_t length = 0;
      auto held = longest_kind(v, c.rest(), false, true, length);
      std::size_t k = next_kind;
      while (k < v.hand_kinds.size() && (!held || v.hand_kinds[k] != *held)) ++k;
      if (k == v.hand_kinds.size()) {
        const bool known = held && v.holdable(*held);
        return c.fail(
            e,
            known ? "hand pieces must be written in the order " + hand_letters(v) + ", each once"
                  : "expected a hand piece letter (" + hand_letters(v) + ")",
            kcol);
      }
      c.skip(length);
      pos.set_hand(seat_at(seat), v.hand_kinds[k], count);
      next_kind = k + 1;
      any = true;
    }
    if (!any) return c.fail(e, "an empty hand is written '-'");
  }
  return true;
}

// The eliminated seats in order, each with '<' and its credited seat where one was credited, or
// '-' for none.
bool read_eliminations(Cursor& c, Position& pos, NotationError& e) {
  if (c.peek() == '-') {
    c.take();
    return true;
  }
  for (bool first = true; first || c.peek() == ','; first = false) {
    if (!first) c.take();
    int col = c.column();
    auto s = seat_from_letter(c.take());
    if (!s) return c.fail(e, "expected an eliminated seat letter (s, w, n, e)", col);
    if (!pos.alive(*s)) return c.fail(e, std::string(seat_name(*s)) + " is eliminated twice", col);
    int credited = -1;
    if (c.peek() == '<') {
      c.take();
      int ccol = c.column();
      auto cs = seat_from_letter(c.take());
      if (!cs || *cs == *s)
        return c.fail(e, "expected the credited seat letter (another seat)", ccol);
      credited = index(*cs);
    }
    pos.eliminate(*s, credited);
  }
  return true;
}

}  // namespace

std::optional<Position> parse_yonin_position(const Variant& v, std::string_view text,
                                             NotationError& e, SetupCheck setup, NifuScope nifu) {
  e = notation_error(Code::FORMAT_BAD_POSITION, 0, {});  // a reused error keeps nothing
  if (!check_ascii(text, e)) return std::nullopt;
  Position pos(v);
  pos.clear();
  Cursor c(text);
  std::vector<PlacedPiece> placed;
  auto read_piece = [&](Cursor& cur, Piece& out) { return read_yonin_piece(v, cur, out, e); };
  if (!parse_board(v, c, e, placed, read_piece)) return std::nullopt;
  if (!c.expect(' ', e, "' ' after the board")) return std::nullopt;

  // Seat to move, read now and checked once the eliminations are known.
  int move_col = c.column();
  char move_letter = c.take();
  std::optional<Seat> to_move = seat_from_letter(move_letter);
  if (!to_move && move_letter != '-') {
    c.fail(e, "expected the seat to move (s, w, n, e) or '-' for an ended game", move_col);
    return std::nullopt;
  }
  if (!c.expect(' ', e, "' ' after the seat to move")) return std::nullopt;
  if (!read_yonin_hands(v, c, pos, e)) return std::nullopt;
  if (!c.expect(' ', e, "' ' after the hands")) return std::nullopt;
  if (!read_eliminations(c, pos, e)) return std::nullopt;
  if (!c.expect(' ', e, "' ' after the eliminations")) return std::nullopt;
  int ply = 0;
  if (!c.number(ply, e, 1'000'000)) return std::nullopt;
  if (!c.done()) {
    c.fail(e, "unexpected text after the ply");
    return std::nullopt;
  }
  pos.set_ply(ply);

  for (const PlacedPiece& pp : placed) pos.put(pp.square, pp.piece);
  if (to_move)
    pos.set_to_move(*to_move);
  else
    pos.set_game_over(true);
  if (setup == SetupCheck::Apply && !apply_setup_rules(pos, placed, move_col, nifu, e))
    return std::nullopt;
  return pos;
}

std::string format_yonin_position(const Position& pos) {
  const Variant& v = pos.variant();
  std::string out;
  format_board(pos, out, [&](Piece p) {
    out += p.neutral() ? 'x' : kSeatLetters[p.owner()];
    out += v.kind(p.kind()).sfen;
    if (p.neutral() || index(p.facing()) != p.owner()) {
      out += '>';
      out += kSeatLetters[index(p.facing())];
    }
  });
  out += ' ';
  out += pos.game_over() ? '-' : seat_letter(pos.to_move());
  out += ' ';
  for (int seat = 0; seat < 4; ++seat) {
    if (seat > 0) out += '/';
    std::string group;
    for (Kind k : v.hand_kinds) {
      int n = pos.hand(seat_at(seat), k);
      if (n == 0) continue;
      if (n > 1) group += std::to_string(n);
      group += v.kind(k).sfen;
    }
    out += group.empty() ? "-" : group;
  }
  out += ' ';
  if (pos.elimination_count() == 0) out += '-';
  for (int i = 0; i < pos.elimination_count(); ++i) {
    if (i > 0) out += ',';
    const Elimination& el = pos.elimination(i);
    out += seat_letter(el.seat);
    if (el.credited >= 0) {
      out += '<';
      out += kSeatLetters[el.credited];
    }
  }
  out += ' ';
  out += std::to_string(pos.ply());
  return out;
}

// ---------------------------------------------------------------------------------------------
// SFEN

namespace {

// One piece of an SFEN board: '+', the kind's letters, uppercase for sente.
bool read_sfen_piece(const Variant& v, Cursor& cur, Piece& out, NotationError& e) {
  bool promoted = false;
  if (cur.peek() == '+') {
    promoted = true;
    cur.take();
  }
  int col = cur.column();
  bool black = std::isupper(static_cast<unsigned char>(cur.peek()));
  std::size_t length = 0;
  auto kind = longest_kind(v, cur.rest(), promoted, black, length);
  if (!kind && promoted) {  // "+N": a letter of the variant whose kind has no promoted form
    std::size_t plain_length = 0;
    if (auto plain = longest_kind(v, cur.rest(), false, black, plain_length))
      return cur.fail(e,
                      "'+" + std::string(cur.rest().substr(0, plain_length)) + "' is no piece of " +
                          v.name + ": " + v.kind(*plain).name + " has no promoted form",
                      col - 1);
  }
  if (!kind)
    return cur.fail(e, "expected a piece letter (" + piece_letters(v) + ", lowercase for gote)",
                    col);
  cur.skip(length);
  Seat s = black ? Seat::South : Seat::North;
  out = Piece(*kind, static_cast<std::uint8_t>(index(s)), facing_of(s));
  return true;
}

// Both hands in one field (uppercase sente, lowercase gote), each kind once.
bool read_sfen_hands(const Variant& v, Cursor& c, Position& pos, NotationError& e) {
  bool any = false;
  while (!c.done() && c.peek() != ' ') {
    int count = 1;
    int col = c.column();
    if (std::isdigit(static_cast<unsigned char>(c.peek()))) {
      if (!c.number(count, e, 18)) return false;
      if (count < 2) return c.fail(e, "a count is written only when it is 2 or more", col);
    }
    int kcol = c.column();
    const bool upper = std::isupper(static_cast<unsigned char>(c.peek()));
    std::size_t length = 0;
    auto kind = longest_kind(v, c.rest(), false, upper, length);
    if (!kind || !v.holdable(*kind))
      return c.fail(e, "expected a hand piece letter (" + hand_letters(v) + ", lowercase for gote)",
                    kcol);
    c.skip(length);
    Seat s = upper ? Seat::South : Seat::North;
    if (pos.hand(s, *kind) != 0) return c.fail(e, "piece kind listed twice in one hand", kcol);
    pos.set_hand(s, *kind, count);
    any = true;
  }
  if (!any) return c.fail(e, "an empty hand is written '-'");
  return true;
}

// A variant without drops (chu) writes the last lion capture square in the hands field, as
// lishogi does.
bool read_lion_capture(const Variant& v, Cursor& c, Square& square, NotationError& e) {
  const int col = c.column();
  std::size_t length = 0;
  while (length < c.rest().size() && c.rest()[length] != ' ') ++length;
  auto parsed = parse_square(v, c.rest().substr(0, length));
  if (!parsed)
    return c.fail(e, "expected '-' or the square of the last lion capture, like 7h", col);
  c.skip(length);
  square = *parsed;
  return true;
}

// The optional move number at the end (1 when absent).
bool read_move_number(Cursor& c, int& move_number, NotationError& e) {
  move_number = 1;
  if (c.done()) return true;
  if (!c.expect(' ', e, "' ' before the move number")) return false;
  if (!c.number(move_number, e, 1'000'000)) return false;
  if (move_number < 1) return c.fail(e, "the move number starts at 1");
  if (!c.done()) return c.fail(e, "unexpected text after the move number");
  return true;
}

}  // namespace

std::optional<Position> parse_sfen(const Variant& v, std::string_view text, NotationError& e,
                                   SetupCheck setup, NifuScope nifu) {
  e = notation_error(Code::FORMAT_BAD_POSITION, 0, {});  // a reused error keeps nothing
  if (!check_ascii(text, e)) return std::nullopt;
  Position pos(v);
  Cursor c(text);
  std::vector<PlacedPiece> placed;
  auto read_piece = [&](Cursor& cur, Piece& out) { return read_sfen_piece(v, cur, out, e); };
  if (!parse_board(v, c, e, placed, read_piece)) return std::nullopt;
  if (c.peek() == '/') {
    c.fail(e, "a " + v.name + " board has " + std::to_string(v.size) + " ranks; a rank " +
                  std::to_string(v.size + 1) + " begins here");
    return std::nullopt;
  }
  if (!c.expect(' ', e, "' ' after the board")) return std::nullopt;
  int side_col = c.column();
  char side = c.take();
  if (side != 'b' && side != 'w') {
    c.fail(e, "expected the side to move, 'b' or 'w'", side_col);
    return std::nullopt;
  }
  if (!c.expect(' ', e, "' ' after the side to move")) return std::nullopt;
  Square lion_capture = kNoSquare;
  const int lion_capture_col = c.column();
  if (c.peek() == '-') {
    c.take();
  } else if (!v.drops ? !read_lion_capture(v, c, lion_capture, e)
                      : !read_sfen_hands(v, c, pos, e)) {
    return std::nullopt;
  }
  int move_number = 1;
  if (!read_move_number(c, move_number, e)) return std::nullopt;
  pos.set_ply(move_number - 1);
  for (const PlacedPiece& pp : placed) pos.put(pp.square, pp.piece);
  pos.set_to_move(side == 'b' ? Seat::South : Seat::North);
  if (setup == SetupCheck::Apply && !apply_setup_rules(pos, placed, side_col, nifu, e))
    return std::nullopt;
  if (lion_capture != kNoSquare) {
    const Piece capturer = pos.at(lion_capture);
    if (capturer.empty() || capturer.owner() == index(pos.to_move())) {
      e = notation_error(Code::FORMAT_BAD_POSITION, lion_capture_col,
                         "the last lion capture square must hold the capturing piece of the side "
                         "that just moved");
      return std::nullopt;
    }
    pos.set_lion_capture(lion_capture);
  }
  return pos;
}

std::string format_sfen(const Position& pos) {
  const Variant& v = pos.variant();
  std::string out;
  format_board(pos, out, [&](Piece p) {
    // By facing, not owner: SFEN has no neutral pieces, and the pieces a mated side leaves on
    // the board (neutral, rules/referee.cpp) keep the facing that says whose they were.
    const std::string& letters = v.kind(p.kind()).sfen;
    out += p.facing() == facing_of(Seat::South) ? letters : lower(letters);
  });
  out += pos.to_move() == Seat::South ? " b " : " w ";
  std::string hands;
  for (Seat s : {Seat::South, Seat::North})
    for (Kind k : v.hand_kinds) {
      int n = pos.hand(s, k);
      if (n == 0) continue;
      if (n > 1) hands += std::to_string(n);
      const std::string& letters = v.kind(k).sfen;
      hands += s == Seat::South ? letters : lower(letters);
    }
  if (!v.drops && pos.lion_capture() != kNoSquare) hands = format_square(pos.lion_capture());
  out += hands.empty() ? "-" : hands;
  out += ' ';
  out += std::to_string(pos.ply() + 1);
  return out;
}

std::optional<Position> parse_position(const Variant& v, std::string_view text, NotationError& e,
                                       SetupCheck setup, NifuScope nifu) {
  return v.is_yonin() ? parse_yonin_position(v, text, e, setup, nifu)
                      : parse_sfen(v, text, e, setup, nifu);
}

std::string format_position(const Position& pos) {
  return pos.variant().is_yonin() ? format_yonin_position(pos) : format_sfen(pos);
}

Position start_position(const Variant& v) {
  NotationError e;
  auto pos = parse_position(v, v.start, e);
  // The start strings are part of the program: a failure here is a bug, caught by the tests.
  if (!pos) throw std::logic_error("bad start position of variant " + v.name + ": " + e.message);
  return *pos;
}

// ---------------------------------------------------------------------------------------------
// Squares and moves

std::optional<Square> parse_square(const Variant& v, std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  std::string_view digits = text.substr(0, text.size() - 1);
  int file = 0;
  for (char ch : digits) {
    if (!std::isdigit(static_cast<unsigned char>(ch))) return std::nullopt;
    file = file * 10 + (ch - '0');
  }
  if (digits[0] == '0') return std::nullopt;
  int rank = text.back() - 'a' + 1;
  if (file < 1 || file > v.size || rank < 1 || rank > v.size) return std::nullopt;
  return make_square(file, rank);
}

std::string format_square(Square s) { return words::letter_square(s); }

namespace {

// Empties a reused error in place (a clean move is read once or twice per ply: building a fresh
// diagnostic for each, two strings constructed and freed, was an eighth of reading a move).
void clear_error(NotationError& e, Code code) {
  e.file.clear();
  e.line = 0;
  e.column = 0;
  e.severity = Severity::Error;
  e.code = code;
  e.message.clear();
  e.option = 0;
}

// The square `5e` of a one-digit file, as parse_square reads it; nullopt for anything else.
std::optional<Square> one_digit_square(const Variant& v, char file, char rank) {
  const int f = file - '0', r = rank - 'a' + 1;
  if (f < 1 || f > 9 || f > v.size || r < 1 || r > v.size) return std::nullopt;
  return make_square(f, r);
}

// `7g7f` or `7g7f+`: the board move of one-digit files that most records are made of (every
// standard one), read without the general path's splitting; nullopt for anything else (a drop,
// a two-digit file, a lion's three squares, any error), which the general path reads.
std::optional<Move> simple_board_move(const Variant& v, std::string_view text) {
  if (text.size() != 4 && (text.size() != 5 || text[4] != '+')) return std::nullopt;
  auto from = one_digit_square(v, text[0], text[1]), to = one_digit_square(v, text[2], text[3]);
  if (!from || !to || *from == *to) return std::nullopt;
  return Move::normal(*from, *to, text.size() == 5);
}

// `P*5e`: the drop of a one-letter kind the variant holds on a one-digit file (a fifth of a
// four-player game's moves), found among the hand's kinds rather than all the variant's by
// comparing strings; nullopt for anything else, which the general path reads.
std::optional<Move> simple_drop(const Variant& v, std::string_view text) {
  if (text.size() != 4 || text[1] != '*') return std::nullopt;
  const std::optional<Square> to = one_digit_square(v, text[2], text[3]);
  if (!to) return std::nullopt;
  for (Kind k : v.hand_kinds)
    if (const std::string& letters = v.kind(k).sfen; letters.size() == 1 && letters[0] == text[0])
      return Move::drop(k, *to);
  return std::nullopt;
}

}  // namespace

std::optional<Move> parse_move(const Variant& v, std::string_view text, NotationError& e) {
  clear_error(e, Code::FORMAT_BAD_MOVE);
  if (auto m = simple_board_move(v, text)) return m;
  if (auto m = simple_drop(v, text)) return m;
  if (!check_ascii(text, e)) return std::nullopt;
  // Squares are a file number and a rank letter: split at letters.
  auto square_end = [&](std::size_t from) {
    std::size_t i = from;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    return i < text.size() ? i + 1 : text.size() + 1;
  };
  if (std::size_t star = text.find('*'); star != std::string_view::npos && star <= 3) {
    auto kind = kind_from_letters(v, text.substr(0, star), false);
    if (!kind || !v.holdable(*kind)) {
      e = notation_error(Code::FORMAT_BAD_MOVE, 1, "expected a droppable piece letter before '*'");
      return std::nullopt;
    }
    auto to = parse_square(v, text.substr(star + 1));
    if (!to) {
      e = notation_error(square_code(text), static_cast<int>(star) + 2,
                         "expected a square like 5e after '*'");
      return std::nullopt;
    }
    return Move::drop(*kind, *to);
  }
  // Two squares, or three for a lion's two steps (origin, middle, destination).
  Square squares[3] = {kNoSquare, kNoSquare, kNoSquare};
  int count = 0;
  std::size_t at = 0;
  const char* what[3] = {"expected the origin square, like 7g",
                         "expected the destination square, like 7f",
                         "expected the destination square, like 7f"};
  while (count < 3 && at < text.size() && text[at] != '+') {
    if (count == 2 && !std::isdigit(static_cast<unsigned char>(text[at]))) break;
    std::size_t end = square_end(at);
    auto sq = end > text.size() ? std::nullopt : parse_square(v, text.substr(at, end - at));
    if (!sq) {
      bool shaped = !(count == 0 && at == 0 && end > text.size());
      e = notation_error(shaped ? square_code(text) : Code::FORMAT_BAD_MOVE,
                         static_cast<int>(at) + 1,
                         shaped ? what[count] : "expected a move like 7g7f, 2c2b+ or P*5e");
      return std::nullopt;
    }
    squares[count++] = *sq;
    at = end;
  }
  if (count < 2) {
    e = notation_error(Code::FORMAT_BAD_MOVE, static_cast<int>(at) + 1,
                       count == 0 ? "expected a move like 7g7f, 2c2b+ or P*5e"
                                  : "expected the destination square, like 7f");
    return std::nullopt;
  }
  bool promote = false;
  if (at < text.size()) {
    if (text[at] != '+' || at + 1 != text.size()) {
      e = notation_error(Code::FORMAT_BAD_MOVE, static_cast<int>(at) + 1,
                         "unexpected text after the move (only '+' may follow)");
      return std::nullopt;
    }
    promote = true;
  }
  if (count == 2) {
    if (squares[0] == squares[1]) {
      e = notation_error(Code::FORMAT_BAD_MOVE,
                         static_cast<int>(format_square(squares[0]).size()) + 1,
                         "origin and destination are the same square");
      return std::nullopt;
    }
    return Move::normal(squares[0], squares[1], promote);
  }
  if (squares[1] == squares[0]) {
    e = notation_error(Code::FORMAT_BAD_MOVE,
                       static_cast<int>(format_square(squares[0]).size()) + 1,
                       "the middle square of a lion move is not its origin");
    return std::nullopt;
  }
  return Move::lion(squares[0], squares[1], squares[2], promote);
}

namespace {

// A board move's text written at `out` (at most three squares and a '+'); returns the end.
char* write_board_move(char* out, Move m) {
  out = words::write_letter_square(out, m.from());
  if (m.has_middle()) out = words::write_letter_square(out, m.middle());
  out = words::write_letter_square(out, m.to());
  if (m.promotes()) *out++ = '+';
  return out;
}
constexpr int kBoardMoveMax = 3 * words::kLetterSquareMax + 1;

std::string format_board_move(Move m) {
  char text[kBoardMoveMax];
  return std::string(text, write_board_move(text, m));
}

}  // namespace

// Without a variant the letters are standard shogi's (the yonin and standard kinds): the variant's
// own table, not a letter restated here. A board move names no piece: no variant is looked up.
std::string format_move(Move m) {
  return m.is_drop() ? format_move(standard_variant(), m) : format_board_move(m);
}

// A drop's text (`P*5e`: the kind's letters, '*', the square) into `out`, in one assignment when
// the letters are short (every built-in kind's are one or two).
void assign_drop(std::string& out, const Variant& v, Move m) {
  const std::string& letters = v.kind(m.dropped()).sfen;
  char text[8 + 1 + words::kLetterSquareMax];
  if (letters.size() > 8) {
    out = letters + '*' + words::letter_square(m.to());
    return;
  }
  char* end = std::copy(letters.begin(), letters.end(), text);
  *end++ = '*';
  out.assign(text, words::write_letter_square(end, m.to()));
}

void assign_move(std::string& out, Move m) {
  if (m.is_drop()) return assign_drop(out, standard_variant(), m);
  char text[kBoardMoveMax];
  out.assign(text, write_board_move(text, m));
}

std::string format_move(const Variant& v, Move m) {
  if (!m.is_drop()) return format_board_move(m);
  std::string out;
  assign_drop(out, v, m);
  return out;
}

}  // namespace kifukit
