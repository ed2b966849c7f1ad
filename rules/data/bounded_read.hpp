// Reading a file from a stranger with a bound (docs/limits.md): a regular file larger than the
// limit is refused by its size before a byte is read; anything else (standard input, a pipe,
// a device such as /dev/zero) is read up to the limit and one byte more, so a source that
// never ends costs the limit, not all memory. Every reader of kifukit reads through here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace kifukit {

struct BoundedRead {
  enum class Status {
    Ok,
    TooLarge,    // more than `limit` bytes (`size` holds a regular file's size, else 0)
    NotFound,    // no such file
    Directory,   // a directory
    NotRegular,  // a device, FIFO or socket where only regular files are accepted
    Unreadable,  // cannot be opened or read (`error` says why)
  };
  Status status = Status::Ok;
  std::string bytes;  // the content when Ok
  std::uint64_t size = 0;
  std::string error;  // strerror text for Unreadable
  bool ok() const { return status == Status::Ok; }
  // "no such file", "is a directory", "is larger than the limit of 1048576 bytes", ...
  std::string describe(std::size_t limit) const;
};

// Which files a reader takes: any (a path the user named: /dev/stdin, a pipe, a FIFO are read
// with the bound) or regular files only (a path found inside input, such as `extends:`; a FIFO
// there would block, a device would be read for nothing).
enum class FileKinds { Any, RegularOnly };

// Reads `path` ("-" = standard input) up to `limit` bytes.
BoundedRead read_bounded(const std::string& path, std::size_t limit,
                         FileKinds kinds = FileKinds::Any);

}  // namespace kifukit
