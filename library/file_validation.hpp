// Validating one record file as `kifukit validate` does, shared by the command (tools/) and the
// library (include/kifukit/): read it, choose the profile (the one asked for, else the record's
// own, with the record's settings on top), replay it and every other game of the file.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/record.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/profile.hpp"
#include "validator/report.hpp"

namespace kifukit {

// The options a record's own settings add under the profile named `profile`, before `options`:
// a tonykoval room's mode under profile tonykoval (converters/tonykoval.hpp); under any other
// profile nothing (docs/formats/tonykoval.md, "Mode").
std::vector<std::string> with_record_settings(const Record& record, const std::string& profile,
                                              const std::vector<std::string>& options);
// select_profile (a built-in `name` or a `file`) for one record: its settings added when the
// profile selected is the one they belong to.
ProfileResult select_for_record(const Record& record, const std::string& name,
                                const std::string& file, const std::vector<std::string>& options);

// What `kifukit validate` was asked: a profile for every record (else each record's own) and
// --option overrides.
struct ValidationSettings {
  std::optional<Profile> profile;  // selected from profile_name or profile_file, when given
  std::string profile_name, profile_file;
  std::vector<std::string> options;
  ValidateOptions validate;  // what validate_record does besides the replay
};

// A record already read: its diagnostics, the record (absent when unreadable) and the other
// games of its file (a CSA file may hold several).
struct LoadedRecord {
  std::string file;
  std::vector<Diagnostic> diagnostics;
  std::optional<Record> record;
  std::vector<Record> more_games;
};

// Reads `path` (format from `format`, else the extension, else the content).
LoadedRecord load_record_file(const std::string& path);

// The report `kifukit validate` prints for the file.
FileReport validate_loaded(const LoadedRecord& loaded, const ValidationSettings& settings);

}  // namespace kifukit
