// "Did you mean": the closest of the names a user could have meant, for every name typed on a
// command line or in a file (subcommands, options, profiles, variants, keys). One rule of
// closeness everywhere (docs/cli.md, "Names"), so a typo is caught the same way in each place.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace kifukit {

// Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `typed`: at most two edits, one for a word of three letters or
// fewer (so "end" never suggests "mode"); the first of equally close ones. Empty when none is
// close or `typed` is itself a candidate.
std::string closest_name(std::string_view typed, const std::vector<std::string>& candidates);

// "; did you mean 'NAME'?" for the closest candidate, or "" when none is close.
std::string did_you_mean(std::string_view typed, const std::vector<std::string>& candidates);

// "unknown variant 'NAME'; did you mean 'yonin'? (built-in: chu, minishogi, standard, yonin)".
std::string unknown_variant_message(std::string_view name);

}  // namespace kifukit
