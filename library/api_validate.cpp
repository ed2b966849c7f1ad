#include "formats/notation.hpp"
#include "library/api_convert.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/reason.hpp"
#include "rules/variant.hpp"
#include "validator/report_items.hpp"
#include "validator/report_json.hpp"
#include "validator/validate.hpp"

namespace kifukit::lib {

namespace {

std::string seat_text(const std::optional<kifukit::Seat>& s) {
  return s ? kifukit::seat_name(*s) : "";
}

// The record as the command would have read it from its file.
const kifukit::LoadedRecord& loaded_of(const Record& record) { return record.impl().loaded; }

Event event_from(const kifukit::RefereeEvent& e) {
  Event out;
  out.seat = kifukit::seat_name(e.seat);
  switch (e.type) {
    case kifukit::RefereeEvent::Type::Check:
      out.type = "check";
      break;
    case kifukit::RefereeEvent::Type::Elimination:
      out.type = "elimination";
      if (e.credited >= 0) out.credited = kifukit::seat_name(kifukit::seat_at(e.credited));
      break;
    case kifukit::RefereeEvent::Type::GameEnd:
      out.type = "game-end";
      break;
    case kifukit::RefereeEvent::Type::Foul:
      out.type = "foul";
      out.code = std::string(kifukit::reason_code(e.foul));
      break;
  }
  return out;
}

// Where the record wrote the entry of `ply` (1-based, main line).
kifukit::SourceLocation entry_place(const kifukit::Record& record, int ply) {
  if (ply < 1 || ply > static_cast<int>(record.entries.size())) return {};
  const kifukit::Entry& e = record.entries[static_cast<std::size_t>(ply - 1)];
  return e.move_loc.line > 0 ? e.move_loc : e.loc;
}

}  // namespace

kifukit::ValidationSettings validation_settings(const Settings& settings) {
  kifukit::ValidationSettings out;
  out.options = settings.options;
  if (!settings.profile.empty() && !settings.profile_file.empty())
    throw Error("USAGE", "", 0, 0, "give either a profile or a profile file, not both");
  if (settings.profile.empty() && settings.profile_file.empty()) {
    auto errors = kifukit::check_profile_options(settings.options);
    if (!errors.empty()) throw error_from(errors.front());
    return out;
  }
  kifukit::ProfileResult selected =
      kifukit::select_profile(settings.profile, settings.profile_file, settings.options);
  if (!selected.ok()) throw error_from(selected.diagnostics.front(), settings.profile_file);
  out.profile = selected.resolved->profile;
  out.profile_name = settings.profile;
  out.profile_file = settings.profile_file;
  return out;
}

Report report_from(const kifukit::FileReport& r) {
  Report out;
  out.file = r.file;
  out.outcome = kifukit::outcome_name(r.outcome());
  out.exit_code = r.exit_code();
  if (r.validation) {
    out.variant = r.validation->variant;
    out.profile = r.validation->profile;
    out.plies = r.validation->plies;
  }
  for (const kifukit::ReportItem& i : kifukit::report_items(r))
    out.findings.push_back({i.code, i.severity == kifukit::Severity::Error ? "error" : "warning",
                            i.ply.value_or(0), seat_text(i.seat), i.line, i.line > 0 ? i.column : 0,
                            i.message, i.text});
  out.json = kifukit::render_json(r);
  return out;
}

Report validate(const Record& record, const Settings& settings) {
  return report_from(kifukit::validate_loaded(loaded_of(record), validation_settings(settings)));
}

Report validate_file(const std::string& path, const Settings& settings) {
  const kifukit::ValidationSettings s = validation_settings(settings);
  return report_from(kifukit::validate_loaded(kifukit::load_record_file(path), s));
}

Replay replay(const Record& record, const Settings& settings) {
  const kifukit::LoadedRecord& loaded = loaded_of(record);
  const kifukit::ValidationSettings s = validation_settings(settings);
  Replay out;
  out.report = report_from(kifukit::validate_loaded(loaded, s));
  // The same profile the report used, now with every entry traced.
  std::vector<kifukit::Finding> ignored;
  std::optional<kifukit::Profile> profile =
      s.profile ? s.profile
                : kifukit::record_profile(*loaded.record,
                                          kifukit::with_record_settings(
                                              *loaded.record, loaded.record->profile, s.options),
                                          ignored);
  if (!profile) return out;
  kifukit::ValidateOptions options;
  options.trace = true;
  const kifukit::Validation v = kifukit::validate_record(*loaded.record, *profile, options);
  out.profile = v.profile;
  out.start_position = v.start_position;
  for (const kifukit::PlyTrace& t : v.trace) {
    const kifukit::SourceLocation at = entry_place(*loaded.record, t.ply);
    Step step{t.ply, kifukit::seat_name(t.seat), t.move, at.line, at.column, {}, t.position};
    for (const kifukit::RefereeEvent& e : t.events) step.events.push_back(event_from(e));
    out.steps.push_back(std::move(step));
  }
  return out;
}

std::vector<Report> diff(const Record& record, const std::vector<std::string>& profiles) {
  std::vector<std::string> names = profiles;
  if (names.empty())
    for (const std::string& n : kifukit::builtin_profile_names()) {
      kifukit::ProfileResult p = kifukit::builtin_profile(n);
      if (p.ok() && p.resolved->profile.variant == record.variant()) names.push_back(n);
    }
  std::vector<Report> out;
  for (const std::string& n : names) {
    Settings s;
    s.profile = n;
    out.push_back(validate(record, s));
  }
  return out;
}

}  // namespace kifukit::lib
