#include "tools/output.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <streambuf>

namespace kifukit::cli {

namespace {

std::string why(int error) { return std::strerror(error); }

// Writes all of `data` to `fd`, retrying interrupted and would-block writes; returns 0 or errno.
int write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {  // a non-blocking descriptor
      pollfd p{fd, POLLOUT, 0};
      ::poll(&p, 1, -1);
      continue;
    }
    if (n <= 0) return n < 0 ? errno : EIO;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return 0;
}

// A stream buffer over a file descriptor that keeps the errno of its first failed write; after
// that it refuses everything, so the stream's badbit stays set and nothing more is attempted.
// A terminal gets each line as it is written; anything else is written in 64 KiB blocks.
class CheckedBuffer : public std::streambuf {
 public:
  CheckedBuffer(int fd, bool line_buffered) : fd_(fd), line_buffered_(line_buffered) {
    setp(buffer_, buffer_ + sizeof buffer_);
  }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    if (error_) return 0;
    std::streamsize done = std::streambuf::xsputn(s, n);
    if (line_buffered_ && std::memchr(s, '\n', static_cast<std::size_t>(n)) && !drain()) return 0;
    return done;
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    if (error_) return false;
    const std::size_t pending = static_cast<std::size_t>(pptr() - pbase());
    setp(buffer_, buffer_ + sizeof buffer_);
    error_ = write_all(fd_, buffer_, pending);
    return error_ == 0;
  }

  int fd_;
  bool line_buffered_;
  int error_ = 0;
  char buffer_[1 << 16];
};

// Never destroyed: the standard streams flush into them until the very end of the process.
CheckedBuffer* g_out = nullptr;
CheckedBuffer* g_err = nullptr;

Diagnostic io_error(const std::string& file, const std::string& message) {
  return {file, 0, 0, Severity::Error, FormatCode::FORMAT_IO, message};
}

// SIGINT, SIGTERM and SIGHUP wait while a temporary file exists: delivered when it is gone.
class DeferSignals {
 public:
  DeferSignals() {
    sigset_t set;
    sigemptyset(&set);
    for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&set, s);
    pthread_sigmask(SIG_BLOCK, &set, &old_);
  }
  ~DeferSignals() { pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  DeferSignals(const DeferSignals&) = delete;
  DeferSignals& operator=(const DeferSignals&) = delete;

 private:
  sigset_t old_;
};

mode_t new_file_mode() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

// A temporary file beside `target`, written, synced and renamed over it.
std::optional<Diagnostic> replace_atomically(const std::string& shown, const std::string& target,
                                             mode_t mode, std::string_view content) {
  const std::filesystem::path t(target);
  std::string temp = (t.parent_path() / ("." + t.filename().string() + ".XXXXXX")).string();
  DeferSignals defer;
  int fd = ::mkstemp(temp.data());
  if (fd < 0) return io_error(shown, "cannot create a temporary file beside it: " + why(errno));
  int error = ::fchmod(fd, mode) == 0 ? 0 : errno;
  if (!error) error = write_all(fd, content.data(), content.size());
  if (!error && ::fsync(fd) != 0) error = errno;
  if (::close(fd) != 0 && !error) error = errno;
  if (!error && std::rename(temp.c_str(), target.c_str()) != 0) error = errno;
  if (!error) return std::nullopt;
  ::unlink(temp.c_str());
  return io_error(shown, "cannot write: " + why(error) + " (the file was not changed)");
}

// Devices and FIFOs are written as they are: replacing /dev/null or a pipe with a file is
// never what the user meant.
std::optional<Diagnostic> write_through(const std::string& path, std::string_view content) {
  int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return io_error(path, "cannot open for writing: " + why(errno));
  int error = write_all(fd, content.data(), content.size());
  if (::close(fd) != 0 && !error) error = errno;
  if (error) return io_error(path, "cannot write: " + why(error));
  return std::nullopt;
}

}  // namespace

void install_checked_output() {
  for (int fd = 0; fd <= 2; ++fd)
    if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
      int opened = ::open("/dev/null", O_RDONLY);
      if (opened >= 0 && opened != fd) {
        ::dup2(opened, fd);
        ::close(opened);
      }
    }
  if (!g_out) {
    g_out = new CheckedBuffer(STDOUT_FILENO, ::isatty(STDOUT_FILENO));
    g_err = new CheckedBuffer(STDERR_FILENO, true);
  }
  std::cout.rdbuf(g_out);
  std::cerr.rdbuf(g_err);
}

bool output_failed() { return g_out && g_out->error() != 0; }

int finish_output(int exit) {
  std::cout.flush();
  std::cerr.flush();
  if (!g_out) return exit;
  if (g_out->error()) {
    std::cerr << "kifukit: error: cannot write standard output: " << why(g_out->error())
              << std::endl;
    return 2;
  }
  return g_err->error() ? 2 : exit;
}

std::optional<Diagnostic> write_output_file(const std::string& path, std::string_view content) {
  // `-o ''` named no file; the failure was blamed on `<input>` (issue 26).
  if (path.empty())
    return io_error("<output>", "the output path is empty (a file name, or - for standard output)");
  if (path == "-") {
    std::cout.write(content.data(), static_cast<std::streamsize>(content.size()));
    std::cout.flush();
    if (output_failed())
      return io_error("<stdout>", "cannot write standard output: " + why(g_out->error()));
    return std::nullopt;
  }
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    const int error = errno;
    struct stat link {};
    if (error == ENOENT && ::lstat(path.c_str(), &link) == 0)
      return io_error(path, "a symbolic link to a file that does not exist; not followed");
    if (error != ENOENT) return io_error(path, "cannot write: " + why(error));
    return replace_atomically(path, path, new_file_mode(), content);
  }
  if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) return write_through(path, content);
  if (S_ISDIR(st.st_mode)) return io_error(path, "is a directory");
  if (!S_ISREG(st.st_mode))
    return io_error(path, "is neither a regular file, a character device nor a FIFO; not written");
  // A symbolic link stays; the file it names is replaced.
  std::string target = path;
  struct stat link {};
  if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
    char* real = ::realpath(path.c_str(), nullptr);
    if (!real) return io_error(path, "cannot follow the symbolic link: " + why(errno));
    target = real;
    std::free(real);
  }
  return replace_atomically(path, target, st.st_mode & 07777, content);
}

}  // namespace kifukit::cli
