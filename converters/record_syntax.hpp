// kifukit's own record syntaxes (YAML, XML, JSON and the kanji text notation) read and written
// whole. The first three are formats/ alone; the text notation also needs the board, which
// converters/text/text_board.hpp replays, so the whole set lives here, above formats/.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "formats/record.hpp"
#include "formats/record_io.hpp"

namespace kifukit {

ReadResult read_record(std::string_view bytes, Syntax syntax, const std::string& file);
WriteResult write_record(const Record& record, Syntax syntax);

// Reads a file ("-" = standard input) refusing more than kMaxRecordBytes; the syntax is taken from
// `syntax`, else the extension, else the content.
ReadResult read_record_file(const std::string& path, std::optional<Syntax> syntax = std::nullopt);

}  // namespace kifukit
