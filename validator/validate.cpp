#include "validator/validate.hpp"

#include <utility>
#include <vector>

#include "formats/notation.hpp"
#include "rules/codes.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"
#include "validator/validate_steps.hpp"

namespace kifukit {

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::Malformed:
      return "malformed";
    case Outcome::InvalidSetup:
      return "invalid-setup";
    case Outcome::IllegalMove:
      return "illegal-move";
    case Outcome::Legal:
      return "legal";
  }
  return "?";
}

bool Validation::clean() const {
  for (const Finding& f : findings)
    if (f.severity == Severity::Error) return false;
  return true;
}

Finding make_finding(Code code, SourceLocation loc, std::string message, int ply,
                     std::optional<Seat> seat) {
  Finding f;
  f.line = loc.line;
  f.column = loc.column;
  f.severity = code_severity(code);
  f.code = code;
  f.message = std::move(message);
  f.ply = ply;
  f.seat = seat;
  return f;
}

namespace {

Finding finding(Code code, SourceLocation loc, std::string message, int ply = 0,
                std::optional<Seat> seat = std::nullopt) {
  return make_finding(code, loc, std::move(message), ply, seat);
}

}  // namespace

const Profile* record_profile_in(const Record& record,
                                 const std::vector<std::string>& extra_options,
                                 std::vector<Finding>& findings, std::optional<Profile>& own) {
  const Variant* v = find_variant(record.variant);
  std::string name =
      !record.profile.empty() ? record.profile : (v ? default_profile_name(*v) : "page-standard");
  // Most records: a built-in as it is, shared rather than copied (a profile's parameter
  // origins are a map of strings; two copies a record were about 4,000 instructions).
  if (record.options.empty() && extra_options.empty())
    if (const Profile* builtin = builtin_profile_if_known(name)) return builtin;
  ProfileResult base = builtin_profile(name);
  if (!base.ok()) {
    findings.push_back(finding(Code::RECORD_BAD_PROFILE, record.loc,
                               "unknown profile '" + name + "' (see kifukit profiles list)"));
    return nullptr;
  }
  ResolvedProfile& resolved = *base.resolved;
  std::vector<std::string> options;
  for (const OptionOverride& o : record.options) options.push_back(o.key + "=" + o.value);
  const std::size_t from_record = options.size();
  options.insert(options.end(), extra_options.begin(), extra_options.end());
  std::vector<Diagnostic> errors = apply_profile_options(resolved, options);
  for (const Diagnostic& e : errors) {
    // Errors name the override by its ordinal; map record overrides to their location.
    std::size_t i = static_cast<std::size_t>(e.option > 0 ? e.option - 1 : 0);
    SourceLocation loc = i < from_record ? record.options[i].loc : SourceLocation{};
    findings.push_back(finding(Code::RECORD_BAD_PROFILE, loc,
                               (i < from_record ? "profile option: " : "--option: ") + e.message +
                                   " (" + std::string(code_name(e.code)) + ")"));
  }
  if (!errors.empty()) return nullptr;
  own = std::move(resolved.profile);
  return &*own;
}

std::optional<Profile> record_profile(const Record& record,
                                      const std::vector<std::string>& extra_options,
                                      std::vector<Finding>& findings) {
  std::optional<Profile> own;
  const Profile* p = record_profile_in(record, extra_options, findings, own);
  if (!p) return std::nullopt;
  if (own) return own;
  return *p;
}

// Three steps, each in its own file: the start position (validate_setup.cpp), the replay of the
// entries (validate_replay.cpp), the record's claimed result against the replay
// (validate_result.cpp); then the variations (validate_branches.cpp).
Validation validate_record(const Record& record, const Profile& profile,
                           const ValidateOptions& options) {
  Validation out;
  out.profile = profile.name;
  out.variant = record.variant;
  const Variant* v = find_variant(record.variant);
  if (!v) {
    out.outcome = Outcome::InvalidSetup;
    out.findings.push_back(
        finding(Code::SETUP_VARIANT, record.loc, unknown_variant_message(record.variant)));
    return out;
  }
  if (profile.variant != v->name) {
    out.outcome = Outcome::InvalidSetup;
    out.findings.push_back(finding(
        Code::SETUP_VARIANT, record.loc,
        "profile '" + profile.name + "' is for " + profile.variant + ", the record is " + v->name));
    return out;
  }
  std::optional<Position> start = start_of_record(record, *v, profile, out);
  if (!start) return out;  // out.start_position: written by start_of_record(), empty here
  Game game(*start);
  if (!replay_entries(record, *v, profile, options, game, out)) return out;  // malformed move
  const Position& final_pos = game.position();
  if (options.final_position) out.final_position = format_position(final_pos);
  out.ended = final_pos.game_over();
  out.result = game.result();
  if (options.check_result && out.outcome == Outcome::Legal)
    check_result_claims(record, game, profile, out);
  if (options.branches) validate_branches(record, profile, out);
  return out;
}

}  // namespace kifukit
