// What the YAML and JSON subset readers' tests share: a read through the reader against a read
// through its general path (every value a TreeNode, read by record_from_tree), compared with
// locations; how many move entries a subset tree read directly; and the mutation sweep.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>

#include "formats/record.hpp"
#include "formats/record_tree.hpp"
#include "tests/tree_difference.hpp"

namespace kifukit::testing {

// What a read gave, locations included (records compare without them).
inline std::string outline(const ReadResult& r) {
  std::string out;
  for (const Diagnostic& d : r.diagnostics)
    out += std::string(code_name(d.code)) + " " + std::to_string(d.line) + ":" +
           std::to_string(d.column) + " " + d.message + "\n";
  if (!r.record) return out;
  const Record& rec = *r.record;
  out += "comments " + std::to_string(rec.source_comments.count) + " " +
         where(rec.source_comments.first) + "\n";
  for (const Entry& e : rec.entries)
    out += std::string(seat_name(e.seat)) + " " + e.move + " " + where(e.loc) + " " +
           where(e.move_loc) + " " + (e.time_ms ? std::to_string(*e.time_ms) : "-") + "\n";
  return out;
}

// Expects the reader's result and the general path's to be the same; returns the reader's.
inline ReadResult expect_same_reads(const std::string& text, ReadResult fast,
                                    const ReadResult& general) {
  EXPECT_EQ(outline(fast), outline(general)) << "input:\n" << text;
  EXPECT_EQ(fast.record.has_value(), general.record.has_value()) << text;
  if (fast.record && general.record) {
    EXPECT_TRUE(*fast.record == *general.record) << text;
  }
  return fast;
}

// How many items of the record's `moves` a subset tree read directly (-1: the reader declined).
inline int entries_read_in(const std::optional<TreeNode>& tree) {
  if (!tree) return -1;
  int read = 0;
  for (const TreeNode& member : tree->children)
    if (member.key == "moves") {
      read += static_cast<int>(member.entry_items);
      for (const TreeNode& item : member.children) read += item.entry_read;
    }
  return read;
}

// Every one-character deletion from `base`, and every insertion of one of `specials` at every
// place, read both ways by `read_both`. Expects the subset reader to have read the entries
// directly (`entries_read` > 0) in more than half of the deletions: the sweep must exercise it.
template <class ReadBoth, class EntriesRead>
void expect_mutations_read_the_same(const std::string& base, std::string_view specials,
                                    ReadBoth read_both, EntriesRead entries_read) {
  int direct = 0;
  for (std::size_t i = 0; i < base.size(); ++i) {
    const std::string deleted = base.substr(0, i) + base.substr(i + 1);
    read_both(deleted);
    for (char c : specials) read_both(base.substr(0, i) + c + base.substr(i));
    direct += entries_read(deleted) > 0;
  }
  EXPECT_GT(direct, static_cast<int>(base.size()) / 2);
}

}  // namespace kifukit::testing
