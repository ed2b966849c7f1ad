#include "formats/directory_walk.hpp"

#include <algorithm>
#include <filesystem>

namespace kifukit {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxDirectoryDepth = 64;

using Filter = std::function<bool(const std::string&)>;

void walk(const fs::path& dir, int depth, const Filter& wanted, const Filter& skip,
          std::vector<WalkEntry>& out) {
  if (depth > kMaxDirectoryDepth) {
    out.push_back({dir.string(), "directories nested deeper than " +
                                     std::to_string(kMaxDirectoryDepth) + " levels; not searched"});
    return;
  }
  std::error_code ec;
  fs::directory_iterator it(dir, ec);
  if (ec) {
    out.push_back({dir.string(), "cannot read the directory: " + ec.message()});
    return;
  }
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    const fs::path& p = it->path();
    const std::string path = p.string();
    if (skip && skip(path)) continue;
    // The entry's own type as the directory listing gave it (no system call when it did); the
    // target's looked up only for a link.
    std::error_code link_ec;
    const fs::file_status own = it->symlink_status(link_ec);
    if (own.type() == fs::file_type::directory) {
      walk(p, depth + 1, wanted, skip, out);
      continue;
    }
    if (!wanted(path)) continue;
    std::error_code target_ec;
    const fs::file_status target =
        own.type() == fs::file_type::symlink || link_ec ? fs::status(p, target_ec) : own;
    if (link_ec || target_ec)
      out.push_back({path, "cannot be looked at: " + (link_ec ? link_ec : target_ec).message()});
    else if (target.type() == fs::file_type::regular)
      out.push_back({path, ""});
    else if (target.type() == fs::file_type::directory)
      continue;  // a link to a directory: not followed
    else
      out.push_back({path, "not a regular file (a device, FIFO or socket); not read"});
  }
  if (ec) out.push_back({dir.string(), "cannot read the directory: " + ec.message()});
}

}  // namespace

std::vector<WalkEntry> walk_directory(const std::string& dir, const Filter& wanted,
                                      const Filter& skip) {
  std::vector<WalkEntry> out;
  walk(dir, 0, wanted, skip, out);
  std::sort(out.begin(), out.end(),
            [](const WalkEntry& a, const WalkEntry& b) { return a.path < b.path; });
  return out;
}

}  // namespace kifukit
