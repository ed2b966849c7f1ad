#include "tools/record_walk.hpp"

#include <fcntl.h>
#include <fnmatch.h>
#include <unistd.h>

#include <cerrno>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string_view>

#include "converters/convert_io.hpp"

namespace kifukit::cli {

namespace fs = std::filesystem;

namespace {

// A directory entry the walk leaves out: hidden names (`.git`, `.cache`), node_modules (never
// records, often thousands of .json files), and whatever --exclude names, matched against the
// entry's name and its path below the walked directory.
bool excluded(const std::string& entry, const std::string& root,
              const std::vector<std::string>& globs) {
  // The name from the text (the walk's paths are its directories and the name, joined by '/'):
  // a filesystem::path parsed for every file cost more than reading a short record.
  const std::size_t slash = entry.find_last_of('/');
  const std::string name = slash == std::string::npos ? entry : entry.substr(slash + 1);
  if (name.size() > 1 && name[0] == '.') return true;
  if (name == "node_modules") return true;
  if (globs.empty()) return false;
  const std::string relative = fs::path(entry).lexically_relative(root).generic_string();
  for (const std::string& g : globs)
    if (::fnmatch(g.c_str(), name.c_str(), 0) == 0 ||
        ::fnmatch(g.c_str(), relative.c_str(), 0) == 0)
      return true;
  return false;
}

// What tells a record from another JSON or YAML file is near its top: the first 64 KiB are read.
constexpr std::size_t kHeadBytes = 1 << 16;

// The first `capacity` bytes of the file (fewer if it is shorter); nullopt if it cannot be opened
// or read.
std::optional<std::size_t> read_head(const std::string& path, char* out, std::size_t capacity) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::size_t size = 0;
  while (size < capacity) {
    const ssize_t got = ::read(fd, out + size, capacity - size);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      ::close(fd);
      return std::nullopt;
    }
    if (got == 0) break;
    size += static_cast<std::size_t>(got);
  }
  ::close(fd);
  return size;
}

}  // namespace

std::string not_a_record(const std::string& path) {
  const auto format = format_from_extension(path);
  if (format != RecordFormat::Json && format != RecordFormat::Yaml) return "";
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return "";  // a FIFO is never opened here; the walk says
  // Not a zero-filled string nor an ifstream: filling 64 KiB, or an ifstream's set-up (its
  // locale, its buffer), cost more than a whole short record's reading.
  const auto buffer = std::make_unique_for_overwrite<char[]>(kHeadBytes);
  const std::optional<std::size_t> size = read_head(path, buffer.get(), kHeadBytes);
  if (!size) return "";  // unreadable: the reader says so
  return not_a_record_by_content({buffer.get(), *size}, *format);
}

std::string not_a_record_by_content(std::string_view bytes, RecordFormat format) {
  if (format != RecordFormat::Json && format != RecordFormat::Yaml) return "";
  const std::string_view head = bytes.substr(0, kHeadBytes);
  const std::size_t first = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  // Empty or binary (a sparse file of zeros): the reader says what is wrong with it.
  if (first == std::string::npos || head.find('\0') != std::string::npos) return "";
  if (format == RecordFormat::Json) {
    // kifukit's JSON records have "format"; JKF "header" and "moves"; tonykoval logs are lists.
    if (head[first] != '{') return "";
    for (const char* key : {"\"format\"", "\"header\"", "\"moves\"", "\"roomId\""})
      if (head.find(key) != std::string::npos) return "";
    return "a JSON object without the \"format\" key of a record (nor JKF's \"header\")";
  }
  // A YAML record says `format:` somewhere near the top (block or flow style, after a BOM).
  if (head.find("format") != std::string::npos) return "";
  return "a YAML file without the `format:` key of a record";
}

void note_skipped(const std::string& path, const std::string& why) {
  std::cerr << "kifukit: note: " << path << ": skipped, not a record (" << why << ")\n";
}

std::vector<WalkEntry> expand_inputs(const std::vector<std::string>& inputs,
                                     const std::vector<std::string>& excludes, bool check_content) {
  std::vector<WalkEntry> files;
  for (const std::string& in : inputs) {
    std::error_code ec;
    if (in != "-" && fs::is_directory(in, ec)) {
      std::vector<std::pair<std::string, std::string>> skipped;  // path, why
      std::vector<WalkEntry> found = walk_directory(
          in,
          [&](const std::string& path) {
            if (!format_from_extension(path)) return false;
            if (!check_content) return true;
            const std::string why = not_a_record(path);
            if (!why.empty()) skipped.emplace_back(path, why);
            return why.empty();
          },
          [&](const std::string& path) { return excluded(path, in, excludes); });
      std::sort(skipped.begin(), skipped.end());  // in path order, as the walk's files
      for (const auto& [path, why] : skipped) note_skipped(path, why);
      for (WalkEntry& e : found) e.found_by_walk = true;
      files.insert(files.end(), found.begin(), found.end());
    } else {
      files.push_back({in, ""});
    }
  }
  return files;
}

}  // namespace kifukit::cli
