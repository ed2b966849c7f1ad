// Validation, replay and profile comparison of records (docs/library.md): the same judgement,
// defaults and report fields as `kifukit validate --format json` (docs/cli.md).
#pragma once

#include <string>
#include <vector>

#include "kifukit/record.hpp"

namespace kifukit::lib {

// One finding: the reader's diagnostics first, then the replay's, as in the JSON report.
struct Finding {
  std::string code;      // "ILLEGAL_NIFU", ... (docs/reasons.md)
  std::string severity;  // "error" or "warning"
  int ply = 0;           // the record entry (1-based); 0 = the whole record
  std::string seat;      // "south", ...; empty when not about one seat
  int line = 0;          // 1-based in the record's file; 0 = unknown
  int column = 0;
  std::string message;
  std::string text;  // the line `kifukit validate` prints: `file:line:col: error: ... [CODE]`
};

// What `kifukit validate` was asked: a profile for every record (the built-in `profile` or one
// read from `profile_file`), else each record's own; `options` are --option key=value.
struct Settings {
  std::string profile;
  std::string profile_file;
  std::vector<std::string> options;
};

struct Report {
  std::string file;
  std::string outcome;  // "legal", "illegal-move", "invalid-setup" or "malformed"
  std::string variant;  // empty when unreadable
  std::string profile;  // the profile used; empty when none applied
  int plies = 0;        // entries replayed
  std::vector<Finding> findings;
  int exit_code = 0;  // what `kifukit validate` exits with for this file alone: 0, 1 or 2
  std::string json;   // the file's object of the JSON report (docs/schemas/validate.schema.json)
};

// A bad profile, profile file or option throws Error (the command's exit code 4).
KIFUKIT_API Report validate(const Record& record, const Settings& settings = {});
// Reads and validates a file; an unreadable file gives a "malformed" report, not an exception.
KIFUKIT_API Report validate_file(const std::string& path, const Settings& settings = {});

// What the Referee saw happen at an entry (docs/rules.md).
struct Event {
  std::string type;      // "check", "elimination", "game-end" or "foul"
  std::string seat;      // who is in check, eliminated or fouled
  std::string credited;  // elimination: who is credited; empty for nobody
  std::string code;      // foul: its reason code
};

// One record entry as the replay applied it.
struct Step {
  int ply = 0;
  std::string seat;
  std::string move;  // kifukit / USI notation (7g7f, P*5e), or the event's name
  int line = 0;      // where the record wrote the move (1-based; 0 = unknown)
  int column = 0;
  std::vector<Event> events;
  std::string position;  // after the entry: SFEN, or the four-player string
};

struct Replay {
  std::string profile;
  std::string start_position;
  std::vector<Step> steps;
  Report report;
};
KIFUKIT_API Replay replay(const Record& record, const Settings& settings = {});

// The record under each profile of `profiles` (empty: every built-in profile of its variant).
KIFUKIT_API std::vector<Report> diff(const Record& record,
                                     const std::vector<std::string>& profiles = {});

}  // namespace kifukit::lib
