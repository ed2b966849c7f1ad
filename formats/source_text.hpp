// The text a reader works on: checked once (size, UTF-8, byte order mark, emptiness) and indexed
// by line, so byte offsets from any parser turn into 1-based line and code-point columns.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "formats/diagnostic.hpp"
#include "formats/record.hpp"

namespace kifukit {

// Records are small; anything larger is refused before parsing (a defence, not a format rule).
inline constexpr std::size_t kMaxRecordBytes = 32u << 20;
// Records nest four levels deep; readers refuse far deeper input before it costs stack.
inline constexpr int kMaxNesting = 32;

// Thrown inside the readers and turned into a Diagnostic at their public boundary.
class FormatError : public std::runtime_error {
 public:
  FormatError(FormatCode code, SourceLocation loc, const std::string& message)
      : std::runtime_error(message), code_(code), loc_(loc) {}
  FormatCode code() const { return code_; }
  SourceLocation loc() const { return loc_; }

 private:
  FormatCode code_;
  SourceLocation loc_;
};

class SourceText {
 public:
  // Checks the raw bytes and throws FormatError (encoding, empty, too large). A UTF-8 byte order
  // mark is dropped; columns count from the first character after it.
  SourceText(std::string_view raw, std::size_t max_bytes = kMaxRecordBytes);

  std::string_view text() const { return text_; }
  // Location of a byte offset into text().
  SourceLocation at_offset(std::size_t offset) const;
  // Location of a 0-based line and 0-based byte column (yaml-cpp marks).
  SourceLocation at_line_byte(int line0, int byte_column0) const;
  SourceLocation end() const { return at_offset(text_.size()); }

 private:
  std::string_view text_;
  std::vector<std::size_t> line_starts_;
};

// Number of code points in a UTF-8 string (continuation bytes are not counted).
int code_points(std::string_view utf8);

Diagnostic to_diagnostic(const FormatError& e, const std::string& file);

}  // namespace kifukit

#include <functional>

namespace kifukit {

// The boundary of every reader: checks the bytes, runs `parse`, and turns FormatError (and any
// other exception, so bad input never crashes a caller) into a diagnostic.
ReadResult guarded_read(std::string_view bytes, const std::string& file,
                        const std::function<Record(const SourceText&)>& parse);

}  // namespace kifukit
