#include "corpus/skip_list.hpp"

#include <fnmatch.h>

#include <algorithm>
#include <sstream>

#include "formats/source_text.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"

namespace kifukit::corpus {

bool glob_match(const std::string& glob, const std::string& text) {
  return ::fnmatch(glob.c_str(), text.c_str(), 0) == 0;
}

const SkipEntry* SkipList::find(const std::string& id, const std::string& profile) const {
  for (const SkipEntry& e : entries)
    if ((e.profile == "*" || e.profile == profile) && glob_match(e.id_glob, id)) return &e;
  return nullptr;
}

std::optional<SkipList> parse_skip_list(std::string_view text, const std::string& file,
                                        std::vector<Diagnostic>& errors) {
  SkipList out;
  std::istringstream in{std::string(text)};
  std::string line;
  int number = 0;
  const std::size_t before = errors.size();
  while (std::getline(in, line)) {
    ++number;
    std::string reason;
    if (auto hash = line.find('#'); hash != std::string::npos) {
      reason = line.substr(hash + 1);
      line.erase(hash);
      reason.erase(0, reason.find_first_not_of(" \t"));
      while (!reason.empty() && (reason.back() == ' ' || reason.back() == '\r')) reason.pop_back();
    }
    std::istringstream words(line);
    std::string id, profile, extra;
    if (!(words >> id)) continue;
    const int column = code_points(std::string_view(line).substr(0, line.find(id))) + 1;
    if (!(words >> profile) || (words >> extra)) {
      errors.push_back(error_at(file, number, column, Code::FORMAT_SYNTAX,
                                "expected '<case id> <profile|*>  # reason'"));
      continue;
    }
    if (profile != "*" && !builtin_profile(profile).ok()) {
      const int at = code_points(std::string_view(line).substr(
                         0, line.find(profile, line.find(id) + id.size()))) +
                     1;
      errors.push_back(error_at(file, number, at, Code::PROFILE_UNKNOWN_NAME,
                                "unknown profile '" + excerpt(profile) + "'" +
                                    did_you_mean(profile, builtin_profile_names())));
      continue;
    }
    out.entries.push_back({id, profile, reason, number, column});
  }
  if (errors.size() != before) return std::nullopt;
  return out;
}

std::vector<Diagnostic> unmatched_skips(const SkipList& skips, const std::string& file,
                                        const std::vector<std::string>& ids) {
  std::vector<Diagnostic> out;
  for (const SkipEntry& e : skips.entries)
    if (std::none_of(ids.begin(), ids.end(),
                     [&](const std::string& id) { return glob_match(e.id_glob, id); })) {
      Diagnostic d = error_at(file, e.line, e.column, Code::CORPUS_SKIP_UNMATCHED,
                              "'" + excerpt(e.id_glob) + "' matches no case of the corpus");
      d.severity = Severity::Warning;
      out.push_back(std::move(d));
    }
  return out;
}

}  // namespace kifukit::corpus
