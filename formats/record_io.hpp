// Records and files: which syntax a file is in, reading with a size limit. (Output files are the
// command's business: tools/output.hpp.)
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

}  // namespace kifukit
