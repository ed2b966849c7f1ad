// The steps of validate_record (validate.cpp), each in its own file. Internal to validator/.
#pragma once

#include <optional>

#include "formats/record.hpp"
#include "rules/game.hpp"
#include "rules/profile.hpp"
#include "rules/variant.hpp"
#include "validator/validate.hpp"

namespace kifukit {

// The record's start position with its first mover (validate_setup.cpp), its text in
// out.start_position; nullopt, with out.outcome InvalidSetup and its finding, when the record's
// set-up is not a legal start.
std::optional<Position> start_of_record(const Record& record, const Variant& v,
                                        const Profile& profile, Validation& out);

// Replays the record's entries on `game` (validate_replay.cpp): plies, eliminations, fouls,
// claims about each move, the trace, and the first illegal entry. False when a move could not
// be read (out.outcome Malformed): the caller stops there.
bool replay_entries(const Record& record, const Variant& v, const Profile& profile,
                    const ValidateOptions& options, Game& game, Validation& out);

// True when entries[i] is a 投了 / 切れ負け (resign, timeout) written as the record's last entry
// right after the move that mated its seat, `pos` the position before it: every program writes
// it so (Kifu for Windows, ShogiHome, floodgate's %TORYO ...; kifukit's KIF writer too). It is the
// formal end of the mated game, not a move after the end: the result is the mate, credited to
// the mating side (docs/decisions.md, issue 25). validate_replay.cpp.
bool formal_end_after_mate(const Record& record, std::size_t i, const Position& pos);

// The record's claimed result against the replayed game (validate_result.cpp).
void check_result_claims(const Record& record, const Game& game, const Profile& profile,
                         Validation& out);

}  // namespace kifukit
