// Every record format kifukit reads and writes, in one place: kifukit's own syntaxes (formats/)
// and other programs' (this folder). Formats by name and file extension, reading files with
// their encoding detected, writing in the encoding asked for.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "converters/encoding.hpp"
#include "formats/record.hpp"
#include "rules/data/bounded_read.hpp"

namespace kifukit {

enum class RecordFormat {
  Yaml,
  Xml,
  Json,
  Text,
  Kif,
  Kifu,
  Ki2,
  Ki2u,
  Csa,
  Jkf,
  Usi,
  Sfen,
  Tonykoval
};

// yaml xml json text kif kifu ki2 ki2u csa jkf usi sfen tonykoval
const char* format_name(RecordFormat f);
std::optional<RecordFormat> format_from_name(std::string_view name);
// By extension: .yaml/.yml .xml .json .txt/.kif4 and .kif .kifu .ki2 .ki2u .csa .jkf .usi .sfen
// .tk.json (the longest that matches: .tk.json before .json).
std::optional<RecordFormat> format_from_extension(std::string_view path);
// The extension a file of the format is written with: ".yaml", ".txt", ".tk.json", ...
std::string format_extension(RecordFormat f);
// "yaml, xml, json, text, kif, ..." for messages.
std::string format_names();
// ".yaml .yml .xml .json ...": every record extension (lower case), from the one table.
std::string record_extensions();
// By content, for standard input and unknown extensions.
RecordFormat sniff_format(std::string_view bytes);

// Reads one record from raw bytes (KIF, KI2 and CSA in UTF-8 or Shift_JIS, the rest UTF-8).
// A CSA file may hold several games: the first is the record; the others go to `more_games`
// when it is given, else a warning says how many were left out.
ReadResult read_record_as(std::string_view bytes, RecordFormat format, const std::string& file,
                          std::vector<Record>* more_games = nullptr);
// Reads a file ("-" = standard input) with the size limit of formats/record_io.hpp; the format
// from `format`, else the extension, else the content.
ReadResult read_record_any(const std::string& path,
                           std::optional<RecordFormat> format = std::nullopt,
                           std::vector<Record>* more_games = nullptr);
// The same from a file already read with read_bounded(path, kMaxRecordBytes): its errors (too
// large, unreadable) as read_record_any reports them.
ReadResult read_record_read(const BoundedRead& in, const std::string& path,
                            std::optional<RecordFormat> format = std::nullopt,
                            std::vector<Record>* more_games = nullptr);

struct WriteOptions {
  // .kif and .ki2: CP932 unless asked otherwise; everything else is UTF-8 only.
  std::optional<Encoding> encoding;
};
// The bytes of the file, in the format's encoding.
WriteResult write_record_as(const Record& record, RecordFormat format,
                            const WriteOptions& options = {});

}  // namespace kifukit
