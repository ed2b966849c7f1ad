// Helpers for the four-player rule tests: a tiny position builder that writes the position string
// itself (so expected strings are built from the same piece map the test reasons about), a
// quarter-turn rotation that maps a South-frame test onto each of the other seats, and thin
// wrappers over the engine that return sorted move strings.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "formats/notation.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"

namespace kifukit::test_util {

// Seat letters turned k quarter turns clockwise (s -> w -> n -> e -> s); anything else stays.
inline char rotate_letter(char c, int k) {
  static const std::string order = "swne";
  auto i = order.find(c);
  return i == std::string::npos ? c : order[(i + k) % 4];
}

// A square like "5e" in South's frame, turned k quarter turns clockwise: South's forward (to
// rank a) becomes West's forward (to file 1), and so on. One turn maps (file, rank) to
// (rank, 10 - file): 5i (South's king) -> 9e (West's king).
inline std::string rotate_square(const std::string& sq, int k) {
  int file = sq[0] - '0';
  int rank = sq[1] - 'a' + 1;
  for (int i = 0; i < k; ++i) {
    int f = rank;
    rank = 10 - file;
    file = f;
  }
  return std::string(1, static_cast<char>('0' + file)) + static_cast<char>('a' + rank - 1);
}

// A USI move ("6d5c+", "P*5e") rotated like its squares.
inline std::string rotate_move(const std::string& m, int k) {
  if (m[1] == '*') return m.substr(0, 2) + rotate_square(m.substr(2, 2), k);
  std::string out = rotate_square(m.substr(0, 2), k) + rotate_square(m.substr(2, 2), k);
  if (m.size() == 5) out += '+';
  return out;
}

inline std::vector<std::string> rotate_moves(const std::vector<std::string>& moves, int k) {
  std::vector<std::string> out;
  for (const std::string& m : moves) out.push_back(rotate_move(m, k));
  return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Every square name, rank a..i, files 9..1.
inline std::vector<std::string> all_squares() {
  std::vector<std::string> out;
  for (char rank = 'a'; rank <= 'i'; ++rank)
    for (char file = '9'; file >= '1'; --file) out.push_back(std::string{file, rank});
  return out;
}

// A position described piece by piece; str() writes the canonical position string.
struct Board {
  std::map<std::string, std::string> pieces;  // square -> piece token, e.g. "5e" -> "sP"
  char to_move = 's';                         // or '-' for an ended game
  std::array<std::string, 4> hands{"-", "-", "-", "-"};
  std::string eliminated = "-";
  int ply = 0;

  bool occupied(const std::string& sq) const { return pieces.count(sq) != 0; }

  std::string str() const {
    std::string out;
    for (char rank = 'a'; rank <= 'i'; ++rank) {
      if (rank > 'a') out += '/';
      int empty = 0;
      for (char file = '9'; file >= '1'; --file) {
        auto it = pieces.find(std::string{file, rank});
        if (it == pieces.end()) {
          ++empty;
          continue;
        }
        if (empty) out += std::to_string(empty);
        empty = 0;
        out += it->second;
      }
      if (empty) out += std::to_string(empty);
    }
    out += ' ';
    out += to_move;
    out += ' ';
    out += hands[0] + '/' + hands[1] + '/' + hands[2] + '/' + hands[3];
    out += ' ' + eliminated + ' ' + std::to_string(ply);
    return out;
  }

  // The same position turned k quarter turns clockwise, every seat replaced by the next one.
  Board rotated(int k) const {
    Board r;
    for (const auto& [sq, token] : pieces) {
      std::string t = token;
      t[0] = rotate_letter(t[0], k);
      auto gt = t.find('>');
      if (gt != std::string::npos) t[gt + 1] = rotate_letter(t[gt + 1], k);
      r.pieces[rotate_square(sq, k)] = t;
    }
    r.to_move = rotate_letter(to_move, k);
    for (int i = 0; i < 4; ++i) r.hands[(i + k) % 4] = hands[i];
    r.eliminated = eliminated;
    for (char& c : r.eliminated) c = rotate_letter(c, k);
    r.ply = ply;
    return r;
  }
};

inline Position parse(const std::string& text) {
  NotationError e;
  auto pos = parse_yonin_position(yonin_variant(), text, e);
  if (!pos)
    throw std::runtime_error("cannot parse '" + text + "' at column " + std::to_string(e.column) +
                             ": " + e.message);
  return *pos;
}

inline Move move(const std::string& text) {
  NotationError e;
  auto m = parse_move(yonin_variant(), text, e);
  if (!m) throw std::runtime_error("cannot parse move '" + text + "': " + e.message);
  return *m;
}

// The legal moves of `seat`, as sorted USI strings.
inline std::vector<std::string> legal_moves(const std::string& text, Seat seat) {
  Position pos = parse(text);
  MoveList list;
  generate_legal(pos, seat, Profile{}, list);
  std::vector<std::string> out;
  for (Move m : list) out.push_back(format_move(m));
  return sorted(out);
}

// Only the drops (or only the moves from one square) among the legal moves.
inline std::vector<std::string> legal_drops(const std::string& text, Seat seat) {
  std::vector<std::string> out;
  for (const std::string& m : legal_moves(text, seat))
    if (m[1] == '*') out.push_back(m);
  return out;
}

inline std::vector<std::string> legal_moves_from(const std::string& text, Seat seat,
                                                 const std::string& from) {
  std::vector<std::string> out;
  for (const std::string& m : legal_moves(text, seat))
    if (m.compare(0, 2, from) == 0) out.push_back(m);
  return out;
}

// Plays the moves through the page-standard Referee, each checked legal first, and returns the
// resulting position string. Events of all moves are appended to `events` when given.
inline std::string play(const std::string& text, const std::vector<std::string>& moves,
                        std::vector<RefereeEvent>* events = nullptr) {
  Position pos = parse(text);
  Referee referee{Profile{}};
  for (const std::string& ms : moves) {
    Move m = move(ms);
    if (!is_legal(pos, pos.to_move(), referee.profile(), m))
      throw std::runtime_error("move " + ms + " is not legal in " + format_yonin_position(pos));
    referee.play(pos, m, events);
  }
  return format_yonin_position(pos);
}

// The (seat, credited seat) of every elimination event, in order.
inline std::vector<std::pair<Seat, int>> eliminations(const std::vector<RefereeEvent>& events) {
  std::vector<std::pair<Seat, int>> out;
  for (const RefereeEvent& e : events)
    if (e.type == RefereeEvent::Type::Elimination) out.emplace_back(e.seat, e.credited);
  return out;
}

// Runs a test once per seat: the test is written in South's frame and rotated onto seat k.
class EachSeat : public ::testing::TestWithParam<int> {
 protected:
  int k() const { return GetParam(); }
  Seat seat(int offset = 0) const { return seat_at(GetParam() + offset); }
};

inline std::string seat_param_name(const ::testing::TestParamInfo<int>& info) {
  return seat_name(seat_at(info.param));
}

// Every king but South's, in three corners: the board tests put South's pieces on it.
inline Board kings_except_south() {
  Board s;
  s.pieces = {{"9a", "wK"}, {"1a", "nK"}, {"1i", "eK"}};
  return s;
}

}  // namespace kifukit::test_util
