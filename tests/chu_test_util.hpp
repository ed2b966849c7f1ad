// Helpers for the chu shogi tests: positions from a list of pieces, and games under a profile.
#pragma once

#include <map>
#include <string>

#include "formats/notation.hpp"
#include "tests/referee_game_util.hpp"

namespace kifukit::chu_test {

// A chu SFEN with the given pieces ("6h" -> "N", "+H" for a falcon; lowercase = north/gote) on
// an otherwise empty board; the kings stand on 1l (south) and 12a (north) unless `pieces` places
// kings itself (`no_kings`). `third` is SFEN's third field (the last lion capture).
inline std::string sfen(const std::map<std::string, std::string>& pieces, char side = 'b',
                        const std::string& third = "-", bool no_kings = false) {
  std::map<std::string, std::string> all = pieces;
  if (!no_kings) {
    all.emplace("1l", "K");
    all.emplace("12a", "k");
  }
  std::string out;
  for (int rank = 1; rank <= 12; ++rank) {
    int empty = 0;
    for (int file = 12; file >= 1; --file) {
      auto it = all.find(std::to_string(file) + static_cast<char>('a' + rank - 1));
      if (it == all.end()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += it->second;
    }
    if (empty) out += std::to_string(empty);
    if (rank < 12) out += '/';
  }
  return out + " " + side + " " + third + " 1";
}

inline Position position(const std::string& text) {
  NotationError e;
  auto pos = parse_sfen(*find_variant("chu"), text, e);
  if (!pos) throw std::runtime_error("bad chu SFEN " + text + ": " + e.message);
  return *pos;
}

// The profile with --option overrides, as the command line applies them.
inline Profile profile(const std::string& name, const std::vector<std::string>& options = {}) {
  ProfileResult r = select_profile(name, "", options);
  if (!r.ok())
    throw std::runtime_error("bad profile " + name + ": " + r.diagnostics.front().message);
  return r.resolved->profile;
}

// The code the Referee gives the moves, one after the other: "OK" when all are played, else the
// code of the first refused one.
inline std::string play(const std::string& start, const std::vector<std::string>& moves,
                        const std::string& profile_name = "chu",
                        const std::vector<std::string>& options = {}) {
  referee_test::Match m(profile(profile_name, options), position(start));
  for (const std::string& mv : moves) {
    Verdict v = m.move(mv);
    if (!v.ok()) return referee_test::code(v);
  }
  return "OK";
}

}  // namespace kifukit::chu_test
