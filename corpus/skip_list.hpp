// An implementation's list of known failures: the (case, profile) pairs the harness does not send
// to it. Skip lists belong to the implementation, never to the corpus. One pair per line:
//   <case id or glob> <profile or *>   # reason
// Blank lines and lines starting with # are ignored. A profile must be a built-in one (or *):
// a misspelt one would never match and skip nothing (PROFILE_UNKNOWN_NAME).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/diagnostic.hpp"

namespace kifukit::corpus {

struct SkipEntry {
  std::string id_glob;
  std::string profile;  // or "*"
  std::string reason;
  int line = 0;
  int column = 0;  // of the id
};

struct SkipList {
  std::vector<SkipEntry> entries;
  // The entry that skips (id, profile), or nullptr.
  const SkipEntry* find(const std::string& id, const std::string& profile) const;
};

std::optional<SkipList> parse_skip_list(std::string_view text, const std::string& file,
                                        std::vector<Diagnostic>& errors);

// A warning (CORPUS_SKIP_UNMATCHED) for each entry whose id glob matches none of `ids`: an entry
// left over from a case that was renamed or removed.
std::vector<Diagnostic> unmatched_skips(const SkipList& skips, const std::string& file,
                                        const std::vector<std::string>& ids);

// fnmatch(3) without FNM_PATHNAME: `*` also matches across `/`.
bool glob_match(const std::string& glob, const std::string& text);

}  // namespace kifukit::corpus
