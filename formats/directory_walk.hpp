// The files of a directory tree for a batch (validate DIR, the corpus's cases): sorted, every
// entry that cannot be looked at reported on its own, the walk going on. A symbolic link to a
// file is followed; a link to a directory is not (so no loop can be walked), and a link that
// cannot be followed (a loop, nothing at the end) is reported, not thrown.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace kifukit {

struct WalkEntry {
  std::string path;
  std::string problem;         // empty: a regular file to read; else why it cannot be
  bool found_by_walk = false;  // below a directory named, not named itself
};

// Files below `dir` whose path `wanted` accepts, and the problems met on the way: a directory
// that cannot be listed (its own entry), a link that cannot be followed, a wanted name that is
// not a regular file (a FIFO, a device), a tree deeper than 64 levels. Sorted by path.
// `skip`, when given, leaves out an entry (a directory with all below it) before anything else
// is looked at (validate's hidden directories and --exclude).
std::vector<WalkEntry> walk_directory(const std::string& dir,
                                      const std::function<bool(const std::string&)>& wanted,
                                      const std::function<bool(const std::string&)>& skip = {});

}  // namespace kifukit
