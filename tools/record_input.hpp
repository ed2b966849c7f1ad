// What replay, diff and validate share: reading one record file with its diagnostics, choosing
// the profile (command line, else the record's own), and describing Referee events in words.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/profile_registry.hpp"
#include "formats/record.hpp"
#include "rules/profile.hpp"
#include "rules/referee.hpp"

namespace kifukit::cli {

// Reads a record ("-" = stdin) and prints its diagnostics to stderr; nullopt and `exit` = 2
// when it cannot be read, 3 when no path was given.
std::optional<Record> load_record(const std::string& path, int& exit);

struct ProfileChoice {
  std::string name;                  // --profile
  std::string file;                  // --profile-file
  std::vector<std::string> options;  // --option
  bool given() const { return !name.empty() || !file.empty(); }
};

// The options a record's own settings add under the profile named `profile`, before `options`:
// a tonykoval room's mode under profile tonykoval (converters/tonykoval.hpp); under any other
// profile nothing (docs/formats/tonykoval.md, "Mode").
std::vector<std::string> with_record_settings(const Record& record, const std::string& profile,
                                              const std::vector<std::string>& options);
// select_profile (a built-in `name` or a `file`) for one record: its settings added when the
// profile selected is the one they belong to.
ProfileResult select_for_record(const Record& record, const std::string& name,
                                const std::string& file, const std::vector<std::string>& options);

// The command line's profile when given, else the record's own with the options on top.
// Prints the problem and sets `exit` (4 for the command line's, 1 for the record's) on failure.
std::optional<Profile> profile_for(const Record& record, const ProfileChoice& choice, int& exit);

// "check: north", "north eliminated (credited to south)", "game over".
std::string describe(const RefereeEvent& e);
std::string describe(const std::vector<RefereeEvent>& events);

}  // namespace kifukit::cli
