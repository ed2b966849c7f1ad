// Variations: each is replayed as the game it would be (the moves before its ply, then its own),
// under the same profile; the findings that fall inside the variation are reported with its
// name and the place of its entries. A variation's claimed result is not compared (records keep
// the ending of the main line only).
#include "validator/validate.hpp"

namespace kifukit {

namespace {

void walk(const Record& record, const Profile& profile, const std::vector<Entry>& prefix,
          const std::vector<Entry>& line, const std::string& name, Validation& out) {
  // Most entries have no variation: one test each, by pointer (the sizes of these vectors are
  // divisions by the size of an Entry, which cost about 19 instructions a ply, issue 27).
  // The end asked once: the loop's calls could change `line` as far as the compiler knows, so
  // its size was worked out again every entry.
  const Entry* const first = line.data();
  const Entry* const end = first + line.size();
  for (const Entry* p = first; p != end; ++p) {
    if (p->branches.empty()) continue;
    const Entry& e = *p;
    const std::size_t i = static_cast<std::size_t>(p - first);
    for (std::size_t k = 0; k < e.branches.size(); ++k) {
      std::vector<Entry> before = prefix;
      std::vector<Entry> head = entries_without_branches(line, i);
      before.insert(before.end(), head.begin(), head.end());
      const int ply = static_cast<int>(before.size()) + 1;
      const std::string branch = (name.empty() ? "" : name + ", ") + "variation " +
                                 std::to_string(k + 1) + " at ply " + std::to_string(ply);
      Record game = record;
      game.entries = before;
      std::vector<Entry> own = entries_without_branches(e.branches[k], e.branches[k].size());
      game.entries.insert(game.entries.end(), own.begin(), own.end());
      game.result.reset();
      ValidateOptions options;
      options.check_result = false;
      options.branches = false;
      Validation v = validate_record(game, profile, options);
      for (Finding f : v.findings) {
        if (f.ply < ply) continue;  // the main line's own, reported already
        f.message = branch + ": " + f.message;
        out.findings.push_back(std::move(f));
      }
      walk(record, profile, before, e.branches[k], branch, out);
    }
  }
}

}  // namespace

void validate_branches(const Record& record, const Profile& profile, Validation& out) {
  walk(record, profile, {}, record.entries, "", out);
}

}  // namespace kifukit
