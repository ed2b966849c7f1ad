// Replays a Record through the Referee under a rule profile and reports what a referee would:
// the first illegal move (reason code, ply, seat, source location, what was allowed instead),
// fouls, and every disagreement between the record's claimed result and the computed one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/record.hpp"
#include "rules/game.hpp"
#include "rules/profile.hpp"
#include "rules/referee.hpp"

namespace kifukit {

// The four outcomes of a judgement (docs/conformance.md, "Outcomes").
enum class Outcome { Malformed, InvalidSetup, IllegalMove, Legal };
const char* outcome_name(Outcome o);  // malformed invalid-setup illegal-move legal

// A finding is the one Diagnostic (rules/diagnostic.hpp: code, severity, line and column in the
// record's file, message) plus the record entry it is about. Its file is left empty: the report
// names the file.
struct Finding : Diagnostic {
  int ply = 0;  // 1-based index of the record entry (moves and events); 0 = the whole record
  std::optional<Seat> seat;
};

// A finding of the registry's severity for `code` (rules/codes.def), at `loc`.
Finding make_finding(Code code, SourceLocation loc, std::string message, int ply = 0,
                     std::optional<Seat> seat = std::nullopt);

// What happened at one record entry, for replay and diff.
struct PlyTrace {
  int ply = 0;
  Seat seat = Seat::South;
  std::string move;  // the move, or the event name
  std::vector<RefereeEvent> events;
  std::string position;  // after the entry
};

// An elimination the replay computed: the seat, who is credited, the plies played by then.
struct ComputedElimination {
  Seat seat = Seat::South;
  std::optional<Seat> credited;
  int ply = 0;
};

struct Validation {
  Outcome outcome = Outcome::Legal;
  std::string variant;             // the record's variant
  std::string profile;             // the profile name used
  std::vector<Finding> findings;   // in record order; the illegal move (if any) first among errors
  int plies = 0;                   // entries applied
  std::optional<int> illegal_ply;  // the first illegal entry
  int illegal_index = -1;          // its finding in `findings` (claims at that ply come before)
  std::string start_position;
  std::string final_position;
  bool ended = false;
  GameResult result;       // computed; meaningful when ended
  std::string last_entry;  // the last entry applied: its move, or "resign", "timeout", ...
  std::vector<ComputedElimination> eliminations;  // in order, during the replayed plies
  std::vector<PlyTrace> trace;                    // when asked for

  bool clean() const;  // no error findings
  // The finding that refused the illegal entry; nullptr when every entry was applied.
  const Finding* illegal_finding() const {
    return illegal_index >= 0 ? &findings[static_cast<std::size_t>(illegal_index)] : nullptr;
  }
};

struct ValidateOptions {
  bool trace = false;
  // Compare the record's claimed result with the computed one.
  bool check_result = true;
  // Replay every variation (Entry::branches) too; their findings follow the main line's,
  // each message naming its variation ("variation 1 at ply 3: ...").
  bool branches = true;
  // Write the final position's text (Validation::final_position). Only the JSON report and the
  // library's callers read it; the other reports leave it out (about 5,000 instructions a game).
  bool final_position = true;
};

// The profile a record asks for: its `profile` (or the variant's default) with its option
// overrides, plus `extra_options`. Errors are findings located at the record's profile/options.
std::optional<Profile> record_profile(const Record& record,
                                      const std::vector<std::string>& extra_options,
                                      std::vector<Finding>& findings);
// The same without a copy: the built-in itself when neither the record nor `extra_options`
// change it, else the profile made in `own`; null (with findings) when there is none.
const Profile* record_profile_in(const Record& record,
                                 const std::vector<std::string>& extra_options,
                                 std::vector<Finding>& findings, std::optional<Profile>& own);

Validation validate_record(const Record& record, const Profile& profile,
                           const ValidateOptions& options = {});

// Compares an ending claimed in another program's words (claim.ending: 千日手, 詰み, 持将棋,
// 反則勝ち, 反則負け) with the replayed game (validate_endings.cpp); true when it judged the claim,
// so the generic end-reason, ranking and elimination comparison does not repeat it.
bool check_claimed_ending(const ClaimedResult& claim, const Game& game, const Profile& profile,
                          Validation& out);

// The findings of every variation of `record` (validate_branches.cpp), appended to `out`.
void validate_branches(const Record& record, const Profile& profile, Validation& out);

}  // namespace kifukit
