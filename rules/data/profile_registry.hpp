// The rule profiles kifukit knows by name (rules/profiles/*.yaml, embedded at build time), user
// profile files (--profile-file), `--option key=value` overrides, and the printed form of a
// resolved profile. Commands get their Profile here; see docs/profiles.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/data/profile_reader.hpp"

namespace kifukit {

struct Variant;

// Names of the built-in profiles, sorted.
std::vector<std::string> builtin_profile_names();
// The embedded YAML of a built-in profile (source "rules/profiles/NAME.yaml"), or nullopt.
std::optional<ProfileText> builtin_profile_text(std::string_view name);
// Built-in profiles plus the file system: what `extends:` in a user file may reach.
ProfileSources default_profile_sources();

// The profile a record of variant `v` is judged by when it names none: page-standard for
// four-player shogi, else the built-in profile named like the variant (standard, chu), else
// standard.
std::string default_profile_name(const Variant& v);

// A built-in profile, resolved; PROFILE_UNKNOWN_NAME when there is none of that name.
ProfileResult builtin_profile(std::string_view name);
// The built-in profile of that name as read once per process (no copy), or null when there is
// none or it does not read (builtin_profile then says why).
const Profile* builtin_profile_if_known(std::string_view name);
// A profile file; PROFILE_UNREADABLE (without a position) when the file cannot be read.
ProfileResult load_profile_file(const std::string& path);

// Applies `key=value` overrides in order with the same checks as a profile file, then checks
// the result for contradictions. Diagnostics name the file `--option`, with the line = the
// ordinal of the override (1-based) and the column = the character in `key=value`.
// A text without `=` is PROFILE_OPTION_SYNTAX. The profile keeps its name.
std::vector<Diagnostic> apply_profile_options(ResolvedProfile& r,
                                              const std::vector<std::string>& options);

// The overrides alone, before any profile is chosen (each record's own, when the command line
// names none): the syntax, the keys and their values, everything but the contradictions, which
// depend on the profile. The same diagnostics as apply_profile_options.
std::vector<Diagnostic> check_profile_options(const std::vector<std::string>& options);

// What a command line selects: the built-in `name`, or the file `file` when it is not empty,
// then `options` on top.
ProfileResult select_profile(const std::string& name, const std::string& file,
                             const std::vector<std::string>& options);

// The profile as YAML: name, variant, then every parameter in the order of Profile. The text
// reads back (as a root profile) to the same Profile.
std::string profile_to_yaml(const Profile& p);

}  // namespace kifukit
