#include "tools/record_walk.hpp"

#include <fnmatch.h>

#include <filesystem>

#include "converters/convert_io.hpp"

namespace kifukit::cli {

namespace fs = std::filesystem;

namespace {

// A directory entry the walk leaves out: hidden names (`.git`, `.cache`), node_modules (never
// records, often thousands of .json files), and whatever --exclude names, matched against the
// entry's name and its path below the walked directory.
bool excluded(const fs::path& entry, const fs::path& root, const std::vector<std::string>& globs) {
  const std::string name = entry.filename().string();
  if (name.size() > 1 && name[0] == '.') return true;
  if (name == "node_modules") return true;
  const std::string relative = entry.lexically_relative(root).generic_string();
  for (const std::string& g : globs)
    if (::fnmatch(g.c_str(), name.c_str(), 0) == 0 ||
        ::fnmatch(g.c_str(), relative.c_str(), 0) == 0)
      return true;
  return false;
}

}  // namespace

std::vector<WalkEntry> expand_inputs(const std::vector<std::string>& inputs,
                                     const std::vector<std::string>& excludes) {
  std::vector<WalkEntry> files;
  for (const std::string& in : inputs) {
    std::error_code ec;
    if (in != "-" && fs::is_directory(in, ec)) {
      std::vector<WalkEntry> found = walk_directory(
          in, [](const std::string& path) { return format_from_extension(path).has_value(); },
          [&](const std::string& path) { return excluded(path, in, excludes); });
      files.insert(files.end(), found.begin(), found.end());
    } else {
      files.push_back({in, ""});
    }
  }
  return files;
}

}  // namespace kifukit::cli
