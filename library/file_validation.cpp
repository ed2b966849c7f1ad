#include "library/file_validation.hpp"

#include <algorithm>

#include "converters/convert_io.hpp"
#include "converters/tonykoval.hpp"
#include "validator/validate.hpp"

namespace kifukit {

std::vector<std::string> with_record_settings(const Record& record, const std::string& profile,
                                              const std::vector<std::string>& options) {
  if (profile != "tonykoval") return options;
  std::vector<std::string> out = tonykoval_mode_options(record);
  out.insert(out.end(), options.begin(), options.end());
  return out;
}

ProfileResult select_for_record(const Record& record, const std::string& name,
                                const std::string& file, const std::vector<std::string>& options) {
  ProfileResult p = select_profile(name, file, options);
  if (!p.ok()) return p;
  std::vector<std::string> all = with_record_settings(record, p.resolved->profile.name, options);
  return all.size() == options.size() ? p : select_profile(name, file, all);
}

LoadedRecord load_record_file(const std::string& path) {
  LoadedRecord loaded;
  loaded.file = path;
  ReadResult read = read_record_any(path, std::nullopt, &loaded.more_games);
  loaded.diagnostics = std::move(read.diagnostics);
  loaded.record = std::move(read.record);
  return loaded;
}

FileReport validate_loaded(const LoadedRecord& loaded, const ValidationSettings& settings) {
  FileReport report;
  report.file = loaded.file;
  report.read_diagnostics = loaded.diagnostics;
  if (!loaded.record) return report;
  const Record& record = *loaded.record;
  std::vector<Finding> setup;
  std::optional<Profile> own;  // a profile made for this record, when it is not shared
  const Profile* profile = settings.profile ? &*settings.profile : nullptr;
  if (profile && !with_record_settings(record, profile->name, {}).empty()) {
    ProfileResult made =
        select_for_record(record, settings.profile_name, settings.profile_file, settings.options);
    profile = nullptr;
    if (!made.ok()) {  // the record's settings do not apply (a profile without their parameters)
      for (const Diagnostic& e : made.diagnostics)
        setup.push_back(make_finding(
            Code::RECORD_BAD_PROFILE, record.loc,
            "the record's settings under " + settings.profile->name + ": " + e.message));
    } else {
      own = std::move(made.resolved->profile);
      profile = &*own;
    }
  }
  if (!profile && setup.empty())
    profile = record_profile_in(
        record, with_record_settings(record, record.profile, settings.options), setup, own);
  if (!profile) {
    Validation v;
    v.variant = record.variant;
    v.outcome = Outcome::InvalidSetup;
    v.findings = std::move(setup);
    report.validation = std::move(v);
    return report;
  }
  report.validation = validate_record(record, *profile, settings.validate);
  // The other games of the file: their findings are the file's, each named by its game.
  for (std::size_t g = 0; g < loaded.more_games.size(); ++g) {
    Validation v = validate_record(loaded.more_games[g], *profile, settings.validate);
    Validation& all = *report.validation;
    for (Finding f : v.findings) {
      f.message = "game " + std::to_string(g + 2) + ": " + f.message;
      all.findings.push_back(std::move(f));
    }
    all.plies += v.plies;
    all.outcome = std::min(all.outcome, v.outcome);
  }
  return report;
}

}  // namespace kifukit
