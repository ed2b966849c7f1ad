// Two trees compared value by value, locations included (TreeNode has no ==): the subset
// readers' tests hold their trees equal to the general readers'.
#pragma once

#include <string>

#include "formats/record_tree.hpp"

namespace kifukit::testing {

inline std::string where(SourceLocation l) {
  return std::to_string(l.line) + ":" + std::to_string(l.column);
}

// The first difference between two trees, or "" when they are equal.
inline std::string difference(const TreeNode& a, const TreeNode& b, const std::string& path) {
  auto differs = [&](const char* what, const std::string& x, const std::string& y) {
    return path + ": " + what + " " + x + " vs " + y;
  };
  if (a.type != b.type || a.scalar != b.scalar || a.quoted != b.quoted)
    return differs(
        "kind",
        std::to_string(static_cast<int>(a.type) * 100 + static_cast<int>(a.scalar) * 10 + a.quoted),
        std::to_string(static_cast<int>(b.type) * 100 + static_cast<int>(b.scalar) * 10 +
                       b.quoted));
  if (a.text != b.text) return differs("text", a.text, b.text);
  if (a.key != b.key) return differs("key", a.key, b.key);
  if (where(a.loc) != where(b.loc)) return differs("location", where(a.loc), where(b.loc));
  if (where(a.key_loc) != where(b.key_loc))
    return differs("key location", where(a.key_loc), where(b.key_loc));
  if (a.children.size() != b.children.size())
    return differs("size", std::to_string(a.children.size()), std::to_string(b.children.size()));
  for (std::size_t i = 0; i < a.children.size(); ++i) {
    std::string d = difference(a.children[i], b.children[i], path + "/" + std::to_string(i));
    if (!d.empty()) return d;
  }
  return "";
}

}  // namespace kifukit::testing
