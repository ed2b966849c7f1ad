#include "tools/record_input.hpp"

#include <iostream>

#include "converters/convert_io.hpp"
#include "formats/notation.hpp"
#include "formats/record_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "tools/cli.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

int report_profile_errors(const std::vector<Diagnostic>& errors);  // cmd_profiles.cpp

std::optional<Record> load_record(const std::string& path, int& exit) {
  if (path.empty()) {
    error("no record file given (see --help)");
    exit = kUsage;
    return std::nullopt;
  }
  ReadResult read = read_record_any(path);
  for (const Diagnostic& d : read.diagnostics) print_diagnostic(d);
  if (!read.record) exit = kUnreadable;
  return std::move(read.record);
}

std::optional<Profile> profile_for(const Record& record, const ProfileChoice& choice, int& exit,
                                   std::vector<Finding>* record_findings) {
  if (!choice.name.empty() && !choice.file.empty()) {
    error("give either --profile or --profile-file, not both");  // as validate and generate
    exit = kUsage;
    return std::nullopt;
  }
  if (choice.given()) {
    ProfileResult selected = select_for_record(record, choice.name, choice.file, choice.options);
    if (!selected.ok()) {
      exit = report_profile_errors(selected.diagnostics);
      return std::nullopt;
    }
    return selected.resolved->profile;
  }
  if (auto errors = check_profile_options(choice.options); !errors.empty()) {
    exit = report_profile_errors(errors);  // a bad command line, not a finding in the record
    return std::nullopt;
  }
  std::vector<Finding> findings;
  std::optional<Profile> p = record_profile(
      record, with_record_settings(record, record.profile, choice.options), findings);
  for (const Finding& f : findings) {
    if (!record_findings)
      std::cerr << "record: error: " << f.message << " [" << code_name(f.code) << "]\n";
    exit = kFindings;
  }
  if (record_findings) *record_findings = std::move(findings);
  return p;
}

std::string describe(const RefereeEvent& e) {
  switch (e.type) {
    case RefereeEvent::Type::Check:
      return std::string("check: ") + seat_name(e.seat);
    case RefereeEvent::Type::Elimination:
      return std::string(seat_name(e.seat)) + " eliminated" +
             (e.credited >= 0 ? std::string(" (credited to ") + seat_name(seat_at(e.credited)) + ")"
                              : std::string(" (nobody credited)"));
    case RefereeEvent::Type::GameEnd:
      return "game over";
    case RefereeEvent::Type::Foul:
      return std::string("foul by ") + seat_name(e.seat) + " [" + std::string(reason_code(e.foul)) +
             "]";
  }
  return "";
}

std::string describe(const std::vector<RefereeEvent>& events) {
  std::string out;
  for (const RefereeEvent& e : events) out += (out.empty() ? "" : "; ") + describe(e);
  return out;
}

}  // namespace kifukit::cli
