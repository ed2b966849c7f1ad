// Helpers for the game-level Referee tests (referee_game_test.cpp, referee_endings_test.cpp,
// profile_differences_test.cpp): named profiles, a Match that drives one Game through the
// Referee, readable printing of results, verdicts and event lists.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "formats/notation.hpp"
#include "formats/record.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/movegen.hpp"
#include "rules/ranking.hpp"
#include "rules/referee.hpp"
#include "tests/yonin_test_util.hpp"

namespace kifukit {

// end_reason_name is the one of formats/record.hpp (a second inline definition here broke the
// one-definition rule).

// gtest prints GameResult through this (found by argument-dependent lookup).
inline void PrintTo(const GameResult& r, std::ostream* os) {
  *os << "{" << end_reason_name(r.reason) << (r.void_game ? " void" : "") << " rank " << r.rank[0]
      << "," << r.rank[1] << "," << r.rank[2] << "," << r.rank[3];
  if (r.has_points)
    *os << " points " << r.points[0] << "," << r.points[1] << "," << r.points[2] << ","
        << r.points[3];
  *os << "}";
}

namespace referee_test {

// A built-in profile, resolved (rules/profiles/NAME.yaml).
inline Profile named(std::string_view name) {
  ProfileResult r = builtin_profile(name);
  if (!r.ok()) throw std::runtime_error("cannot resolve profile " + std::string(name));
  return r.resolved->profile;
}

// `--option mode=doubles` on a built-in profile: the same profile with mode = doubles.
inline Profile doubles_of(std::string_view name) {
  Profile p = named(name);
  p.mode = Mode::Doubles;
  return p;
}

// A standard-shogi position from SFEN (the setup rules applied).
inline Position sfen(const std::string& text) {
  NotationError e;
  auto pos = parse_sfen(standard_variant(), text, e);
  if (!pos) throw std::runtime_error("cannot parse SFEN '" + text + "': " + e.message);
  return *pos;
}

// The expected result of an ended game. Ranks are per seat index: south, west, north, east.
inline GameResult ended(EndReason reason, std::array<int, 4> rank) {
  GameResult r;
  r.reason = reason;
  r.rank = rank;
  return r;
}

inline GameResult with_points(GameResult r, std::array<int, 4> points) {
  r.has_points = true;
  r.points = points;
  return r;
}

inline GameResult void_game(EndReason reason) {
  GameResult r;
  r.reason = reason;
  r.void_game = true;
  return r;
}

// The stable code of a verdict: "OK" or e.g. "ILLEGAL_PERPETUAL_CHECK".
inline std::string code(const Verdict& v) { return std::string(reason_code(v.reason)); }
inline std::string code(Reason r) { return std::string(reason_code(r)); }

inline Seat seat_of(char c) {
  auto s = seat_from_letter(c);
  if (!s) throw std::runtime_error(std::string("bad seat letter ") + c);
  return *s;
}

// Events as text: "check w", "out w<e" (credited seat after '<'; alone when nobody is credited),
// "end", "foul s FOUL_RESIGNATION"; joined by ", ".
inline std::string describe(const std::vector<RefereeEvent>& events) {
  std::string out;
  for (const RefereeEvent& e : events) {
    if (!out.empty()) out += ", ";
    switch (e.type) {
      case RefereeEvent::Type::Check:
        out += std::string("check ") + seat_letter(e.seat);
        break;
      case RefereeEvent::Type::Elimination:
        out += std::string("out ") + seat_letter(e.seat);
        if (e.credited >= 0) out += std::string("<") + seat_letter(seat_at(e.credited));
        break;
      case RefereeEvent::Type::GameEnd:
        out += "end";
        break;
      case RefereeEvent::Type::Foul:
        out += std::string("foul ") + seat_letter(e.seat) + " " + code(e.foul);
        break;
    }
  }
  return out;
}

// Repeats a cycle of moves.
inline std::vector<std::string> times(const std::vector<std::string>& cycle, int n) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.insert(out.end(), cycle.begin(), cycle.end());
  return out;
}

// One game under one profile. Moves are USI text; events of every call are collected.
class Match {
 public:
  Match(const Profile& profile, const Position& start) : referee_(profile), game_(start) {}
  Match(const Profile& profile, const std::string& yonin_start)
      : Match(profile, test_util::parse(yonin_start)) {}

  // A move by the given seat, or by the seat to move.
  Verdict move(char seat, const std::string& text) {
    return referee_.move(game_, seat_of(seat), parse(text), &events_);
  }
  Verdict move(const std::string& text) {
    return referee_.move(game_, game_.position().to_move(), parse(text), &events_);
  }
  Verdict resign() { return referee_.resign(game_, game_.position().to_move(), &events_); }
  Verdict resign(char seat) { return referee_.resign(game_, seat_of(seat), &events_); }
  Verdict declare() { return referee_.declare(game_, game_.position().to_move(), &events_); }
  Verdict declare(char seat) { return referee_.declare(game_, seat_of(seat), &events_); }
  Verdict agree_draw(char seat) { return referee_.agree_draw(game_, seat_of(seat), &events_); }

  // Plays the moves, each by the seat to move; fails at the first one that is not accepted.
  ::testing::AssertionResult play(const std::vector<std::string>& moves) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const std::string before = str();
      Verdict v = move(moves[i]);
      if (!v.ok())
        return ::testing::AssertionFailure()
               << "move " << i + 1 << " (" << moves[i] << ") in " << before << ": " << code(v);
    }
    return ::testing::AssertionSuccess();
  }

  std::string str() const { return format_position(game_.position()); }
  const Game& game() const { return game_; }
  const Position& position() const { return game_.position(); }
  const GameResult& result() const { return game_.result(); }
  bool over() const { return game_.over(); }
  // The foul carried by the last move or event.
  Reason last_foul() const {
    return game_.history().empty() ? Reason::None : game_.history().back().foul;
  }
  std::string events() const { return describe(events_); }
  void clear_events() { events_.clear(); }
  const Referee& referee() const { return referee_; }

 private:
  Move parse(const std::string& text) const {
    NotationError e;
    auto m = parse_move(game_.position().variant(), text, e);
    if (!m) throw std::runtime_error("cannot parse move '" + text + "': " + e.message);
    return *m;
  }

  Referee referee_;
  Game game_;
  std::vector<RefereeEvent> events_;
};

// Three kings shuffle without any check; North is out (credited to South). Played with kShuffle
// from ply 10, the start position occurs again every 6 plies: 4th occurrence at ply 18, 5th at
// ply 24.
inline test_util::Board three_kings_shuffle(int ply) {
  test_util::Board b;
  b.pieces = {{"5i", "sK"}, {"9e", "wK"}, {"1e", "eK"}, {"5a", "xK>n"}};
  b.eliminated = "n<s";
  b.ply = ply;
  return b;
}
inline const std::vector<std::string> kShuffle = {"5i5h", "9e9d", "1e1d", "5h5i", "9d9e", "1d1e"};

}  // namespace referee_test
}  // namespace kifukit
