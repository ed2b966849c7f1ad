#include "formats/record_io.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "formats/bounded_read.hpp"
#include "formats/record_json.hpp"
#include "formats/record_text.hpp"
#include "formats/record_xml.hpp"
#include "formats/record_yaml.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

namespace {
constexpr const char* kSyntaxNames[] = {"yaml", "xml", "json", "text"};

Diagnostic io_error(const std::string& file, const std::string& message) {
  return {file, 0, 0, Severity::Error, FormatCode::FORMAT_IO, message};
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

const char* syntax_name(Syntax s) { return kSyntaxNames[static_cast<int>(s)]; }

std::optional<Syntax> syntax_from_name(std::string_view name) {
  for (int i = 0; i < 4; ++i)
    if (name == kSyntaxNames[i]) return static_cast<Syntax>(i);
  return std::nullopt;
}

std::optional<Syntax> syntax_from_extension(std::string_view path) {
  if (ends_with(path, ".yaml") || ends_with(path, ".yml")) return Syntax::Yaml;
  if (ends_with(path, ".xml")) return Syntax::Xml;
  if (ends_with(path, ".json")) return Syntax::Json;
  if (ends_with(path, ".txt") || ends_with(path, ".kif4")) return Syntax::Text;
  return std::nullopt;
}

Syntax sniff_syntax(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  if (bytes.find(kTextSeparator) != std::string_view::npos || bytes.substr(0, 9) == "# kifukit")
    return Syntax::Text;
  std::size_t i = bytes.find_first_not_of(" \t\r\n");
  if (i == std::string_view::npos) return Syntax::Yaml;
  if (bytes[i] == '<') return Syntax::Xml;
  if (bytes[i] == '{' || bytes[i] == '[') return Syntax::Json;
  return Syntax::Yaml;
}

ReadResult read_record(std::string_view bytes, Syntax syntax, const std::string& file) {
  switch (syntax) {
    case Syntax::Yaml:
      return read_yaml(bytes, file);
    case Syntax::Xml:
      return read_xml(bytes, file);
    case Syntax::Json:
      return read_json(bytes, file);
    case Syntax::Text:
      return read_text(bytes, file);
  }
  return {};
}

WriteResult write_record(const Record& record, Syntax syntax) {
  switch (syntax) {
    case Syntax::Yaml:
      return {write_yaml(record), {}};
    case Syntax::Xml:
      return {write_xml(record), {}};
    case Syntax::Json:
      return {write_json(record), {}};
    case Syntax::Text:
      return write_text(record);
  }
  return {};
}

ReadResult read_record_file(const std::string& path, std::optional<Syntax> syntax) {
  const std::string shown = path == "-" ? "<stdin>" : path;
  BoundedRead in = read_bounded(path, kMaxRecordBytes);
  if (in.status == BoundedRead::Status::TooLarge)
    return {std::nullopt,
            {{shown, 1, 1, Severity::Error, FormatCode::FORMAT_TOO_LARGE,
              "input " + in.describe(kMaxRecordBytes)}}};
  if (!in.ok()) return {std::nullopt, {io_error(shown, "cannot read: " + in.describe(0))}};
  Syntax s = syntax ? *syntax : syntax_from_extension(path).value_or(sniff_syntax(in.bytes));
  return read_record(in.bytes, s, shown);
}

}  // namespace kifukit
