#include "rules/data/bounded_read.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace kifukit {

namespace {

BoundedRead failed(BoundedRead::Status status, std::string error = "") {
  BoundedRead r;
  r.status = status;
  r.error = std::move(error);
  return r;
}

BoundedRead read_fd(int fd, std::size_t limit) {
  BoundedRead r;
  char chunk[1 << 16];
  while (r.bytes.size() <= limit) {
    const std::size_t want = std::min(sizeof chunk, limit + 1 - r.bytes.size());
    ssize_t n = ::read(fd, chunk, want);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return failed(BoundedRead::Status::Unreadable, std::strerror(errno));
    if (n == 0) return r;
    r.bytes.append(chunk, static_cast<std::size_t>(n));
  }
  r.bytes.clear();
  r.status = BoundedRead::Status::TooLarge;
  return r;
}

}  // namespace

std::string BoundedRead::describe(std::size_t limit) const {
  switch (status) {
    case Status::Ok:
      return "read";
    case Status::TooLarge:
      return size ? "is " + std::to_string(size) + " bytes; the limit is " + std::to_string(limit)
                  : "is larger than the limit of " + std::to_string(limit) + " bytes";
    case Status::NotFound:
      return "no such file";
    case Status::Directory:
      return "is a directory";
    case Status::NotRegular:
      return "is not a regular file (a device, FIFO or socket)";
    case Status::Unreadable:
      return "cannot be read: " + error;
  }
  return "";
}

BoundedRead read_bounded(const std::string& path, std::size_t limit, FileKinds kinds) {
  if (path == "-") return read_fd(STDIN_FILENO, limit);
  // Looked at before it is opened: opening a FIFO would wait for a writer.
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    return errno == ENOENT ? failed(BoundedRead::Status::NotFound)
                           : failed(BoundedRead::Status::Unreadable, std::strerror(errno));
  if (S_ISDIR(st.st_mode)) return failed(BoundedRead::Status::Directory);
  if (kinds == FileKinds::RegularOnly && !S_ISREG(st.st_mode))
    return failed(BoundedRead::Status::NotRegular);
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return failed(BoundedRead::Status::Unreadable, std::strerror(errno));
  BoundedRead r;
  // The descriptor's own status: the file may have changed since the stat above.
  if (::fstat(fd, &st) != 0) {
    r = failed(BoundedRead::Status::Unreadable, std::strerror(errno));
  } else if (S_ISDIR(st.st_mode)) {
    r = failed(BoundedRead::Status::Directory);
  } else if (S_ISREG(st.st_mode) && static_cast<std::uint64_t>(st.st_size) > limit) {
    r = failed(BoundedRead::Status::TooLarge);  // refused before reading
    r.size = static_cast<std::uint64_t>(st.st_size);
  } else {
    r = read_fd(fd, limit);
  }
  ::close(fd);
  return r;
}

}  // namespace kifukit
