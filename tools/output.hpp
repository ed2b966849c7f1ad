// Checked output of the kifukit command (docs/cli.md, "Output"). Every byte the command prints
// goes through std::cout and std::cerr; main() points them at buffers over file descriptors 1
// and 2 that remember the first failed write and its errno, and finish_output() turns a failure
// into exit 2 with a message, so output lost to a full disk, a closed descriptor or a vanished
// reader never passes as success. Output files go through write_output_file().
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "formats/diagnostic.hpp"

namespace kifukit::cli {

// Called once at the start of main(): descriptors 0-2 that are closed are opened on /dev/null
// (read-only, so a write to a closed stdout still fails and a file the command opens never
// becomes its stdout), then std::cout and std::cerr are redirected to checked buffers.
void install_checked_output();

// Flushes both streams. Returns `exit`, or 2 (after `kifukit: error: cannot write standard
// output: <why>` on stderr, when stderr still works) when any write to stdout or stderr failed.
int finish_output(int exit);

// True once a write to standard output has failed: a long command may stop early.
bool output_failed();

// Writes `content` to `path` ("-" = standard output) and returns the error, if any:
// - a regular file (or a new name) is replaced atomically: a temporary file in the same
//   directory, fsync, rename; the old file keeps its permission bits; SIGINT and SIGTERM wait
//   until the temporary file is renamed or removed, so an interrupted run leaves none behind;
// - a symbolic link is followed and its target handled by these rules (the link stays);
// - a character device or a FIFO (/dev/null, /dev/stdout, a pipe) is written through, never
//   replaced; a directory, a block device or a socket is refused.
std::optional<Diagnostic> write_output_file(const std::string& path, std::string_view content);

}  // namespace kifukit::cli
