// Records and files: which syntax a file is in, reading with a size limit, writing atomically.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

enum class Syntax { Yaml, Xml, Json, Text };

const char* syntax_name(Syntax s);  // yaml xml json text
std::optional<Syntax> syntax_from_name(std::string_view name);
// .yaml/.yml, .xml, .json, .txt/.kif4; nullopt for anything else (and for "-").
std::optional<Syntax> syntax_from_extension(std::string_view path);
// By the first significant character: '<' XML, '{' or '[' JSON, the text notation's first line
// or separator, else YAML.
Syntax sniff_syntax(std::string_view bytes);

ReadResult read_record(std::string_view bytes, Syntax syntax, const std::string& file);
WriteResult write_record(const Record& record, Syntax syntax);

// Reads a file ("-" = standard input) refusing more than kMaxRecordBytes; the syntax is taken from
// `syntax`, else the extension, else the content.
ReadResult read_record_file(const std::string& path, std::optional<Syntax> syntax = std::nullopt);

// Writes `content` to `path` ("-" = standard output) through a temporary file in the same
// directory and a rename, so an existing file is never left half-written. Returns the error.
std::optional<Diagnostic> write_file_atomically(const std::string& path, std::string_view content);

}  // namespace kifukit
