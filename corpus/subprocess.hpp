// A child process with pipes on its stdin and stdout (stderr is inherited), spawned in its own
// process group so that a hung adapter and everything it started can be killed together.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "rules/diagnostic.hpp"

namespace kifukit::corpus {

class Subprocess {
 public:
  Subprocess() = default;
  Subprocess(const Subprocess&) = delete;
  Subprocess& operator=(const Subprocess&) = delete;
  ~Subprocess();

  // Starts argv (argv[0] searched in PATH); why not (FORMAT_IO) when it cannot be spawned.
  std::optional<Diagnostic> start(const std::vector<std::string>& argv);
  bool running() const { return pid_ > 0; }

  // Writes text and a newline; false when the child no longer reads (it exited).
  bool write_line(const std::string& line);

  enum class Read { Line, Timeout, Closed, TooLong };
  // The next line of the child's stdout without its newline; TooLong (and `line` holds its
  // first bytes) when kMaxLineBytes arrive without a newline.
  Read read_line(std::string& line, std::chrono::milliseconds timeout);
  // One protocol line: an answer is a few kilobytes; a child that writes more without a
  // newline is broken, and holding all it writes until the timeout would cost any memory.
  static constexpr std::size_t kMaxLineBytes = 1u << 20;

  // Closes the child's stdin and waits up to `grace` for it to exit, then kills it.
  void finish(std::chrono::milliseconds grace);
  // Kills the whole process group now and reaps the child.
  void kill();

 private:
  void close_fds();
  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;
  std::size_t scanned_ = 0;  // bytes of buffer_ known to hold no newline
};

// The path of the running executable (/proc/self/exe), or empty.
std::string self_executable();

}  // namespace kifukit::corpus
