#include "corpus/skip_list.hpp"

#include <fnmatch.h>

#include <sstream>

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
                                        std::vector<CorpusDiagnostic>& errors) {
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
    if (!(words >> profile) || (words >> extra)) {
      const int column = static_cast<int>(line.find_first_not_of(" \t")) + 1;
      errors.push_back({file, {number, column}, "expected '<case id> <profile|*>  # reason'"});
      continue;
    }
    out.entries.push_back({id, profile, reason, number});
  }
  if (errors.size() != before) return std::nullopt;
  return out;
}

}  // namespace kifukit::corpus
