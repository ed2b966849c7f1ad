// The text a reader works on: checked once (size, UTF-8, byte order mark, emptiness) and indexed
// by line, so byte offsets from any parser turn into 1-based line and code-point columns.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "formats/diagnostic.hpp"
#include "formats/record.hpp"
#include "rules/data/untrusted_text.hpp"  // utf8_sequence_length, find_unholdable

namespace kifukit {

// Limits of every reader (docs/limits.md): defences against hostile files, far above any real
// record. Each is refused with a located FORMAT_TOO_LARGE / FORMAT_TOO_DEEP error.
// Records are small; anything larger is refused before parsing (a defence, not a format rule).
inline constexpr std::size_t kMaxRecordBytes = 32u << 20;
// Records nest four levels deep; readers refuse far deeper input before it costs stack.
inline constexpr int kMaxNesting = 32;
// Entries of `moves` (and items of any list); a long real game has a few thousand.
inline constexpr std::size_t kMaxEntries = 100'000;
// Variations nested in variations (KIF 変化 in 変化, JKF forks, a record's branches): each level
// is four levels of a record (entry, branches, branch, moves) below the three of the main line,
// so at this depth every record syntax still holds the record (kMaxNesting). Reading and writing
// alike: a deeper variation is FORMAT_TOO_DEEP when read, so no writer meets one.
inline constexpr int kMaxVariationDepth = (kMaxNesting - 3) / 4;
// Games in one file (CSA separates them by `/`); a tournament's file holds a few hundred.
inline constexpr std::size_t kMaxGames = 10'000;
// Values (maps, lists, scalars) a YAML, JSON or XML reader builds for one record: an entry is up
// to six, so a record at kMaxEntries fits; bounds a reader's memory (about 100 bytes a value).
inline constexpr std::size_t kMaxValues = 1'000'000;
// Bytes of one string: a key, a name, a comment, any scalar (the text notation: a header value,
// one entry's comment lines together).
inline constexpr std::size_t kMaxStringBytes = 64u << 10;
// Profile option overrides in one record (a profile has two dozen parameters).
inline constexpr std::size_t kMaxOptions = 64;
// An option name: a letter or '_', then letters, digits, '_', '-' and '.' (every profile
// parameter is one; XML writes the name as an attribute name).
bool is_option_name(std::string_view name);

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

// What a reader's caller knows of the bytes it hands over: nothing, or that they are valid UTF-8
// (a decoder's output: converters/encoding's decode_record_bytes validates UTF-8 or writes it), so
// that SourceText looks only for the characters no syntax holds.
enum class KnownText { Bytes, ValidUtf8 };

class SourceText {
 public:
  // Checks the raw bytes and throws FormatError (encoding, empty, too large). A UTF-8 byte order
  // mark is dropped; columns count from the first character after it.
  SourceText(std::string_view raw, std::size_t max_bytes = kMaxRecordBytes,
             KnownText known = KnownText::Bytes);

  std::string_view text() const { return text_; }
  // Every byte of text() is printable ASCII (0x20..0x7E) or a line feed: known from the check,
  // so a reader's own look for other characters (the YAML subset's) can be passed over. False
  // when not known: for text known to be valid UTF-8 (KnownText), which the check skips.
  bool printable_ascii() const { return printable_ascii_; }
  // Location of a byte offset into text(). Readers ask in (mostly) increasing order: an offset
  // on the line of the previous answer, at or after it, costs only the bytes in between.
  SourceLocation at_offset(std::size_t offset) const;
  // Location of a 0-based line and 0-based byte column (yaml-cpp marks).
  SourceLocation at_line_byte(int line0, int byte_column0) const;
  SourceLocation end() const { return at_offset(text_.size()); }

  // The lines of the text, without their line feeds.
  std::size_t line_count() const { return line_starts().size(); }
  std::string_view line(std::size_t index0) const;

 private:
  // The offset where each line starts, built on the first call (readers that split the text
  // themselves never ask): a reader uses its SourceText from one thread.
  const std::vector<std::uint32_t>& line_starts() const;
  std::string_view text_;
  bool printable_ascii_ = true;
  mutable std::vector<std::uint32_t> line_starts_;  // kMaxRecordBytes fits; empty until asked
  // The last answer of at_offset.
  mutable std::size_t cached_offset_ = 0;
  mutable SourceLocation cached_loc_{1, 1};
};

// Number of code points in a UTF-8 string (continuation bytes are not counted).
int code_points(std::string_view utf8);
// Number of code points in text.substr(from, to - from) (from <= to <= text.size()): the bytes
// around them in `text` may be read a word at a time, so a few bytes cost a few instructions.
int code_points_between(std::string_view text, std::size_t from, std::size_t to);
// Bytes code_points() and code_points_between() have looked at in this thread: a deterministic
// measure of the work of locating, for the test that every reader is linear
// (tests/linear_readers_test.cpp; the quadratic readers of issue 26 all counted columns again from
// the start of a long line).
std::uint64_t code_point_bytes_scanned();

// The first offset at or after `from` where eight bytes are not all printable ASCII
// (0x20..0x7E), or the start of the last bytes too few for eight: the scanning loops skip the
// bulk of a record with it, a word at a time, and look at the bytes from there one by one.
std::size_t skip_printable_ascii(std::string_view s, std::size_t from);

Diagnostic to_diagnostic(const FormatError& e, const std::string& file);

}  // namespace kifukit

#include <functional>

namespace kifukit {

// YAML and the text notation read lines by LF: a text whose lines end in CR alone (no LF
// anywhere) is refused as such rather than read as one long line. (XML and JSON read CR as a
// line end or white space themselves.)
void refuse_cr_only_line_ends(const SourceText& src);

// The boundary of every reader: checks the bytes, runs `parse`, and turns FormatError (and any
// other exception, so bad input never crashes a caller) into a diagnostic.
ReadResult guarded_read(std::string_view bytes, const std::string& file,
                        const std::function<Record(const SourceText&)>& parse,
                        KnownText known = KnownText::Bytes);

}  // namespace kifukit
