// An implementation's list of known failures: the (case, profile) pairs the harness does not send
// to it. Skip lists belong to the implementation, never to the corpus. One pair per line:
//   <case id or glob> <profile or *>   # reason
// Blank lines and lines starting with # are ignored.
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
};

struct SkipList {
  std::vector<SkipEntry> entries;
  // The entry that skips (id, profile), or nullptr.
  const SkipEntry* find(const std::string& id, const std::string& profile) const;
};

std::optional<SkipList> parse_skip_list(std::string_view text, const std::string& file,
                                        std::vector<CorpusDiagnostic>& errors);

// fnmatch(3) without FNM_PATHNAME: `*` also matches across `/`.
bool glob_match(const std::string& glob, const std::string& text);

}  // namespace kifukit::corpus
