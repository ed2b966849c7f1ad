// What replay, diff and validate share: reading one record file with its diagnostics, choosing
// the profile (command line, else the record's own), and describing Referee events in words.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/record.hpp"
#include "library/file_validation.hpp"  // with_record_settings, select_for_record
#include "rules/data/profile_registry.hpp"
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

// The command line's profile when given, else the record's own with the options on top.
// Prints the problem and sets `exit` (4 for the command line's, 1 for the record's) on failure.
// With `record_findings`, the record's own problems (RECORD_BAD_PROFILE) go there instead of to
// standard error, for a caller that reports them in its own document.
std::optional<Profile> profile_for(const Record& record, const ProfileChoice& choice, int& exit,
                                   std::vector<Finding>* record_findings = nullptr);

// "check: north", "north eliminated (credited to south)", "game over".
std::string describe(const RefereeEvent& e);
std::string describe(const std::vector<RefereeEvent>& events);

}  // namespace kifukit::cli
