// One game judged under several profiles: what `kifukit diff` prints and the replay page's
// "Profiles" table shows (the same data, computed once here).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/record.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

struct Judgement {
  std::string profile;
  Validation validation;  // traced
  std::string verdict;    // "legal", "illegal-move at ply 7 ILLEGAL_NIFU", ...
  std::string end;        // end reason, "not ended", or "-" when not legal
  std::string ranking;    // "1 south, 2 east, ..." or "-"
};

// The profile names of `--profiles a,b,...|all` (all = every built-in profile of the variant).
// Empty (after printing why) when it names none.
std::vector<std::string> profile_names(const std::string& arg, const std::string& variant);

// The record replayed under each built-in profile of `names`, then under each profile file of
// `files` (`--profile-file`, labelled by the profile's name, or by the file when that name is
// already in the table), with `options` on top of each; nullopt and `exit` set (bad profile)
// when one cannot be used.
std::optional<std::vector<Judgement>> judge_under_profiles(
    const Record& record, const std::vector<std::string>& names,
    const std::vector<std::string>& options, int& exit, const std::vector<std::string>& files = {});

// The first ply where the profiles disagree on legality, the next seat, the events or the
// position, with what each one says there (and its position after it, empty when not reached).
struct Divergence {
  int ply = 0;
  std::string entry;  // "east R*9a"
  std::vector<std::string> states, positions;
};
std::optional<Divergence> first_divergence(const Record& record,
                                           const std::vector<Judgement>& judgements);

}  // namespace kifukit::cli
