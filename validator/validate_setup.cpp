// validate_record's first step: the start position and its first mover.
#include <string>
#include <utility>
#include <vector>

#include "formats/notation.hpp"
#include "rules/codes.hpp"
#include "validator/validate_steps.hpp"

namespace kifukit {

namespace {

// start_position() reads the variant's start text on every call; a batch replays thousands of
// games from it. find_variant() hands out built-in variants, which live as long as the process,
// so their address is a key. One small list per thread: validate --jobs needs no lock. The
// position's text (Validation::start_position) is kept with it per first mover: written anew it
// cost about 6,000 instructions a game, 10 a ply (issue 27).
struct CachedStart {
  const Variant* variant;
  Seat to_move;
  Position position;
  std::string text;
};

const CachedStart& cached_start(const Variant& v, Seat to_move) {
  thread_local std::vector<CachedStart> cache;
  for (const CachedStart& c : cache)
    if (c.variant == &v && c.to_move == to_move) return c;
  Position pos = start_position(v);
  pos.set_to_move(to_move);
  std::string text = format_position(pos);
  return cache.emplace_back(CachedStart{&v, to_move, std::move(pos), std::move(text)});
}

std::optional<Position> refuse(Validation& out, Code code, SourceLocation loc,
                               std::string message) {
  out.outcome = Outcome::InvalidSetup;
  out.findings.push_back(make_finding(code, loc, std::move(message)));
  return std::nullopt;
}

}  // namespace

std::optional<Position> start_of_record(const Record& record, const Variant& v,
                                        const Profile& profile, Validation& out) {
  std::optional<Position> start;
  if (record.start) {
    NotationError e;
    start = parse_position(v, *record.start, e, SetupCheck::Apply, profile.nifu_scope);
    if (!start) {
      SourceLocation loc = record.start_loc;
      if (loc.line > 0 && !loc.derived) loc.column += e.column - 1;
      return refuse(out, Code::SETUP_BAD_POSITION, loc, "start position: " + e.message);
    }
  } else {
    const CachedStart& cached = cached_start(v, record.first_mover.value_or(profile.first_mover));
    start = cached.position;
    out.start_position = cached.text;
  }
  if (record.first_mover && record.start && *record.first_mover != start->to_move())
    return refuse(out, Code::SETUP_FIRST_MOVER, record.first_mover_loc,
                  "first mover " + std::string(seat_name(*record.first_mover)) +
                      " disagrees with the start position, where " + seat_name(start->to_move()) +
                      " is to move");
  if (!start->game_over() && !start->alive(start->to_move())) {
    out.start_position.clear();
    return refuse(out, Code::SETUP_FIRST_MOVER, record.first_mover_loc,
                  "the first mover is not in the game");
  }
  if (record.start) out.start_position = format_position(*start);
  return start;
}

}  // namespace kifukit
