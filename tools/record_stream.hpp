// A stream of records on standard input (docs/cli.md, "Streams"): what `kifukit generate`
// writes and `validate -`, `convert -`, `replay -` and `diff -` read. YAML documents each opened
// by a `---` line, JSON Lines (one compact record per line), or one input of any other format
// (a CSA file's `/`-separated games are its reader's business). Each record keeps its place:
// its 1-based index and the line of the input it starts on.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "converters/convert_io.hpp"
#include "formats/diagnostic.hpp"
#include "validator/report.hpp"

namespace kifukit::cli {

// Standard input holds at most this much (the bound of one record is kMaxRecordBytes).
inline constexpr std::size_t kMaxStreamBytes = std::size_t{1} << 30;

struct StreamItem {
  int index = 0;        // 1-based
  int first_line = 1;   // the input line the item's first line is
  std::string bytes;    // the record alone
  RecordFormat format;  // of this item
};

struct RecordStream {
  std::vector<StreamItem> items;
  std::vector<Diagnostic> diagnostics;  // standard input could not be read (too large, ...)
  bool several() const { return items.size() > 1; }
};

// Splits bytes into records: a YAML stream at its `---` lines, JSON Lines at line ends (when
// the first line is a whole JSON object), anything else as one record. Blank documents and
// lines are not records; an input of nothing else is one (empty) record, never none.
RecordStream split_record_stream(std::string_view bytes);
// Reads standard input (bounded by kMaxStreamBytes) and splits it.
RecordStream read_record_stream();

// Reads one item as a record of `<stdin>`, its diagnostics on the input's lines; a CSA input's
// other games go to `more_games`.
ReadResult read_stream_item(const StreamItem& item, std::vector<Record>* more_games = nullptr);
// Moves the line numbers of an item's diagnostics or findings to the input's lines.
template <class D>
void shift_to_input_lines(const StreamItem& item, std::vector<D>& diagnostics) {
  for (Diagnostic& d : diagnostics)
    if (d.line > 0) d.line += item.first_line - 1;
}

// One record of a stream as written (generate, convert): a YAML document opened by `---`, or
// a JSON record on one line (JSON Lines). `text` is the record in that syntax.
std::string stream_item(const std::string& text, bool yaml);

// Where a record comes from in a report: a file, or record `index` of a stream starting on
// input line `line`.
struct RecordSource {
  std::string file;  // "<stdin>" for standard input
  int index = 0;     // 0: the input is one record
  int line = 0;
};

// Each record of standard input in turn (read once): `each(source, read, first_line)`, where
// first_line is the input line the record starts on; before each, when there are several and
// `headers`, a `<stdin> record N (line L):` line on standard output. Standard input that cannot
// be read is one record with its diagnostics. Returns the worst exit code of `each`.
int for_each_stdin_record(
    bool headers,
    const std::function<int(const RecordSource&, const ReadResult&, int first_line)>& each);

// "<stdin>", the name standard input has in every report.
inline constexpr const char* kStdinName = "<stdin>";
// The name of an input path in reports: "<stdin>" for "-".
inline std::string shown_name(const std::string& path) { return path == "-" ? kStdinName : path; }

}  // namespace kifukit::cli
