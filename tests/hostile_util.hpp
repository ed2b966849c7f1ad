// What the hostile-input suites (tests/hostile_*_test.cpp, issue 15) share: a scratch directory,
// commands through /bin/sh (redirections to /dev/full, closed descriptors, FIFOs), and a
// snapshot of a directory's files to show that a failed run changed none of them.
#pragma once

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "tests/run_command.hpp"
#include "tests/scratch_dir.hpp"

namespace kifukit::testing {

namespace fs = std::filesystem;

// The examples directory (no trailing slash).
inline const std::string kExamples = kSource + "examples";

inline void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// `script` run by /bin/sh -c in `dir`, with KIFUKIT standing for the binary; stdout and stderr
// captured (unless the script redirects them itself).
inline CommandResult run_shell(const std::string& script, const fs::path& dir) {
  const fs::path file = dir / ".script";
  write_file(file.string(), "cd '" + dir.string() + "' || exit 99\nKIFUKIT='" +
                                std::string(KIFUKIT_BIN) + "'\n{ " + script +
                                "\n} >.stdout 2>.stderr </dev/null\n");
  int status = std::system(("/bin/sh '" + file.string() + "'").c_str());
  CommandResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = read_file((dir / ".stdout").string());
  r.err = read_file((dir / ".stderr").string());
  for (const char* name : {".script", ".stdout", ".stderr"}) fs::remove(dir / name);
  return r;
}

// Every entry below `dir` (not following links) with its type, permission bits and content.
inline std::map<std::string, std::string> snapshot(const fs::path& dir) {
  std::map<std::string, std::string> out;
  std::error_code ec;
  for (auto it =
           fs::recursive_directory_iterator(dir, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::end(it); it.increment(ec)) {
    const fs::path& p = it->path();
    const fs::file_status s = fs::symlink_status(p, ec);
    std::string entry = std::to_string(static_cast<int>(s.type())) + " " +
                        std::to_string(static_cast<unsigned>(s.permissions())) + " ";
    if (s.type() == fs::file_type::symlink)
      entry += fs::read_symlink(p, ec).string();
    else if (s.type() == fs::file_type::regular)
      entry += read_file(p.string());
    out[p.lexically_relative(dir).string()] = entry;
  }
  return out;
}

}  // namespace kifukit::testing
