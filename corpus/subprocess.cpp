#include "corpus/subprocess.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>

extern char** environ;

namespace kifukit::corpus {

Subprocess::~Subprocess() { kill(); }

std::optional<Diagnostic> Subprocess::start(const std::vector<std::string>& argv) {
  kill();
  auto fail = [](std::string message) {
    return error_at("", 0, 0, Code::FORMAT_IO, std::move(message));
  };
  int in_pipe[2], out_pipe[2];
  if (pipe2(in_pipe, O_CLOEXEC) != 0) return fail(std::string("pipe: ") + std::strerror(errno));
  if (pipe2(out_pipe, O_CLOEXEC) != 0) {
    const int why = errno;
    ::close(in_pipe[0]);
    ::close(in_pipe[1]);
    return fail(std::string("pipe: ") + std::strerror(why));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // dup2 clears close-on-exec on the new descriptors; the originals close at exec.
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
  posix_spawnattr_setpgroup(&attr, 0);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&attr, &defaults);

  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = -1;
  int rc = posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  if (rc != 0) {
    ::close(in_pipe[1]);
    ::close(out_pipe[0]);
    return fail("cannot start " + argv[0] + ": " + std::strerror(rc));
  }
  pid_ = pid;
  to_child_ = in_pipe[1];
  from_child_ = out_pipe[0];
  buffer_.clear();
  scanned_ = 0;
  return std::nullopt;
}

bool Subprocess::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
  std::string data = line + "\n";
  std::size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(to_child_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;  // EPIPE: SIGPIPE is ignored by the harness
    done += static_cast<std::size_t>(n);
  }
  return true;
}

Subprocess::Read Subprocess::read_line(std::string& line, std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    // Only the bytes that arrived since the last look are searched: a long line costs its
    // length once, not once per chunk.
    if (auto nl = buffer_.find('\n', scanned_); nl != std::string::npos) {
      line = buffer_.substr(0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      buffer_.erase(0, nl + 1);
      scanned_ = 0;
      return Read::Line;
    }
    scanned_ = buffer_.size();
    if (buffer_.size() > kMaxLineBytes) {
      line = buffer_.substr(0, 256);
      return Read::TooLong;
    }
    if (from_child_ < 0) return Read::Closed;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return Read::Timeout;
    pollfd p{from_child_, POLLIN, 0};
    int rc = ::poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), INT_MAX)));
    if (rc < 0 && errno == EINTR) continue;
    if (rc == 0) return Read::Timeout;
    char chunk[65536];
    // Never more than one byte past the line limit is held.
    const std::size_t room = std::min(sizeof chunk, kMaxLineBytes + 1 - buffer_.size());
    ssize_t n = ::read(from_child_, chunk, room);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(from_child_);
      from_child_ = -1;
      continue;  // a last line without a newline is not a line
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

void Subprocess::close_fds() {
  if (to_child_ >= 0) ::close(to_child_);
  if (from_child_ >= 0) ::close(from_child_);
  to_child_ = from_child_ = -1;
}

void Subprocess::finish(std::chrono::milliseconds grace) {
  if (pid_ <= 0) return;
  if (to_child_ >= 0) {
    ::close(to_child_);
    to_child_ = -1;
  }
  const auto deadline = std::chrono::steady_clock::now() + grace;
  while (std::chrono::steady_clock::now() < deadline) {
    // WNOWAIT leaves the exited child unreaped, so its process group id cannot be reused
    // before kill() has cleared up whatever the adapter left behind in the group.
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
        info.si_pid == pid_) {
      kill();
      return;
    }
    ::usleep(10000);
  }
  kill();
}

void Subprocess::kill() {
  if (pid_ > 0) {
    ::kill(-pid_, SIGKILL);
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
  }
  close_fds();
  buffer_.clear();
  scanned_ = 0;
}

std::string self_executable() {
  char buf[PATH_MAX];
  ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  return std::string(buf, static_cast<std::size_t>(n));
}

}  // namespace kifukit::corpus
