#include "tools/record_stream.hpp"

#include <algorithm>
#include <iostream>

#include <nlohmann/json.hpp>

#include "formats/source_text.hpp"
#include "rules/data/bounded_read.hpp"

namespace kifukit::cli {

namespace {

bool blank(std::string_view text) {
  return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

// The lines of `bytes`, each without its line end.
std::vector<std::string_view> lines_of(std::string_view bytes) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start < bytes.size()) {
    std::size_t end = bytes.find('\n', start);
    if (end == std::string_view::npos) end = bytes.size();
    out.push_back(bytes.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// A YAML document of nothing but blank lines and comments (what a file may hold before its
// first `---`).
bool yaml_blank(std::string_view doc) {
  for (std::string_view line : lines_of(doc)) {
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first != std::string_view::npos && line[first] != '#') return false;
  }
  return true;
}

// A YAML document marker: `---` alone or followed by a space (YAML 1.2, 9.1.1).
bool document_start(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line.substr(0, 3) == "---" && (line.size() == 3 || line[3] == ' ' || line[3] == '\t');
}

// Cuts at the marker lines; the marker itself belongs to no item.
RecordStream split_yaml(std::string_view bytes) {
  RecordStream out;
  const std::vector<std::string_view> lines = lines_of(bytes);
  std::size_t begin = 0;  // byte offset of the current document
  int first_line = 1;
  auto close = [&](std::size_t end) {
    std::string_view doc = bytes.substr(begin, end - begin);
    if (!yaml_blank(doc))
      out.items.push_back({static_cast<int>(out.items.size()) + 1, first_line, std::string(doc),
                           RecordFormat::Yaml});
  };
  std::size_t offset = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::size_t next = offset + lines[i].size() + 1;
    if (document_start(lines[i])) {
      close(offset);
      begin = std::min(next, bytes.size());
      first_line = static_cast<int>(i) + 2;
    }
    offset = next;
  }
  close(bytes.size());
  return out;
}

// One record per non-blank line, each line's format by its content (kifukit JSON, JKF, ...).
RecordStream split_json_lines(std::string_view bytes) {
  RecordStream out;
  const std::vector<std::string_view> lines = lines_of(bytes);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (blank(lines[i])) continue;
    out.items.push_back({static_cast<int>(out.items.size()) + 1, static_cast<int>(i) + 1,
                         std::string(lines[i]), sniff_format(lines[i])});
  }
  return out;
}

// JSON Lines: the first line is an object by itself (a pretty-printed record's first line is
// `{` alone, which is not).
bool json_lines(std::string_view bytes) {
  const std::size_t first = bytes.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos || bytes[first] != '{') return false;
  const std::size_t end = bytes.find('\n', first);
  if (end == std::string_view::npos) return false;  // one line: one record
  return nlohmann::json::accept(bytes.substr(first, end - first));
}

}  // namespace

RecordStream split_record_stream(std::string_view bytes) {
  if (json_lines(bytes)) return split_json_lines(bytes);
  const RecordFormat format = sniff_format(bytes);
  RecordStream out;
  if (format == RecordFormat::Yaml) out = split_yaml(bytes);
  // Nothing but blanks and markers: one record, for its reader to say what is wrong with it.
  if (out.items.empty()) out.items.push_back({1, 1, std::string(bytes), format});
  return out;
}

std::string stream_item(const std::string& text, bool yaml) {
  if (yaml) return "---\n" + text;
  return nlohmann::json::parse(text).dump() + "\n";
}

RecordStream read_record_stream() {
  BoundedRead in = read_bounded("-", kMaxStreamBytes);
  if (!in.ok()) {
    RecordStream out;
    const bool large = in.status == BoundedRead::Status::TooLarge;
    out.diagnostics.push_back(
        {kStdinName, large ? 1 : 0, large ? 1 : 0, Severity::Error,
         large ? FormatCode::FORMAT_TOO_LARGE : FormatCode::FORMAT_IO,
         large ? "input " + in.describe(kMaxStreamBytes) : "cannot read: " + in.describe(0)});
    return out;
  }
  return split_record_stream(in.bytes);
}

int for_each_stdin_record(
    bool headers,
    const std::function<int(const RecordSource&, const ReadResult&, int first_line)>& each) {
  const RecordStream stream = read_record_stream();
  if (!stream.diagnostics.empty()) return each({kStdinName}, {std::nullopt, stream.diagnostics}, 1);
  int worst = 0;
  for (const StreamItem& item : stream.items) {
    const RecordSource source{kStdinName, stream.several() ? item.index : 0, item.first_line};
    if (stream.several() && headers)
      std::cout << (item.index > 1 ? "\n" : "") << kStdinName << " record " << item.index
                << " (line " << item.first_line << "):\n";
    worst = std::max(worst, each(source, read_stream_item(item), item.first_line));
  }
  return worst;
}

ReadResult read_stream_item(const StreamItem& item, std::vector<Record>* more_games) {
  if (item.bytes.size() > kMaxRecordBytes)
    return {std::nullopt,
            {{kStdinName, item.first_line, 1, Severity::Error, FormatCode::FORMAT_TOO_LARGE,
              "record " + std::to_string(item.index) + " is larger than the limit of " +
                  std::to_string(kMaxRecordBytes) + " bytes"}}};
  ReadResult read = read_record_as(item.bytes, item.format, kStdinName, more_games);
  shift_to_input_lines(item, read.diagnostics);
  return read;
}

}  // namespace kifukit::cli
