// Reads a rule profile (YAML, docs/profiles.md) into kifukit::Profile: resolves `extends:`,
// checks every key and value, and reports problems as located diagnostics, never exceptions.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/diagnostic.hpp"
#include "rules/profile.hpp"

namespace kifukit {

// Profile diagnostics are the one Diagnostic (rules/diagnostic.hpp), always errors: at a line
// and column of a profile text (line 0: no position, an unreadable file), or at an --option
// override (its ordinal in `option`, the column within its text).
// Codes (stable, docs/profiles.md): PROFILE_SYNTAX, PROFILE_BAD_TYPE, PROFILE_BAD_VALUE,
// PROFILE_UNKNOWN_KEY, PROFILE_DUPLICATE_KEY, PROFILE_MISSING_KEY, PROFILE_EXTENDS_UNKNOWN,
// PROFILE_EXTENDS_CYCLE, PROFILE_CONTRADICTION, PROFILE_UNKNOWN_NAME, PROFILE_OPTION_SYNTAX,
// PROFILE_UNREADABLE.

// A profile is a page of `key: value` lines; a larger text is refused before YAML reads it
// (docs/limits.md).
inline constexpr std::size_t kMaxProfileBytes = 1u << 20;

// Where a key got its value: the file and position of the key that set it last, or the
// ordinal of the --option override that set it (line 0 then).
struct ParamOrigin {
  std::string file;
  int line = 0;
  int column = 0;
  int seq = 0;  // assignment order across the whole extends chain and the overrides
  int option = 0;
};

// What a profile describes (the `kind:` key, docs/profiles.md "Kinds"): the rules of a published
// rule set (the sources of docs/rules.md), or another program's implementation of them
// (tonykoval, ludii), which the corpus's "*" does not stand for. Inherited through `extends:`.
enum class ProfileKind { RuleSet, Implementation };
// "rule-set" or "implementation".
std::string_view profile_kind_name(ProfileKind k);

// A profile plus where each of its keys was set; keys never set keep the defaults and have no
// origin. The origins let a contradiction point at the key that introduced it.
struct ResolvedProfile {
  Profile profile;
  std::map<std::string, ParamOrigin, std::less<>> origins;
  int next_seq = 1;
  ProfileKind kind = ProfileKind::RuleSet;
};

struct ProfileResult {
  std::optional<ResolvedProfile> resolved;  // set exactly when diagnostics is empty
  std::vector<Diagnostic> diagnostics;
  bool ok() const { return diagnostics.empty(); }
};

// Text of a profile and the name that diagnostics use for it.
struct ProfileText {
  std::string source;
  std::string text;
};

// How `extends:` finds other profiles. A value ending in .yaml/.yml or containing a slash is a
// file, which must lie beside the extending file (a bare file name, or ./name); anything else
// is a built-in name.
struct ProfileSources {
  std::function<std::optional<ProfileText>(std::string_view name)> builtin;
  // Reads a file; nullopt when it cannot be read.
  std::function<std::optional<std::string>(const std::string& path)> read_file;
};

// Reads a profile from YAML text. `source` names the text in diagnostics and is the base for
// relative `extends:` paths.
ProfileResult read_profile(std::string_view yaml, const std::string& source,
                           const ProfileSources& sources);

// Diagnostics for the contradictions in a resolved profile, each at the position of the
// involved key that was set last; `fallback` names the place when no involved key has an origin.
std::vector<Diagnostic> check_contradictions(const ResolvedProfile& r, const std::string& fallback);

}  // namespace kifukit
