#include "converters/record_syntax.hpp"

#include "converters/text/text_board.hpp"
#include "formats/record_holdable.hpp"
#include "formats/record_json.hpp"
#include "formats/record_xml.hpp"
#include "formats/record_yaml.hpp"
#include "formats/source_text.hpp"
#include "rules/data/bounded_read.hpp"

namespace kifukit {

namespace {

Diagnostic io_error(const std::string& file, const std::string& message) {
  return {file, 0, 0, Severity::Error, FormatCode::FORMAT_IO, message};
}

}  // namespace

ReadResult read_record(std::string_view bytes, Syntax syntax, const std::string& file) {
  switch (syntax) {
    case Syntax::Yaml:
      return read_yaml(bytes, file);
    case Syntax::Xml:
      return read_xml(bytes, file);
    case Syntax::Json:
      return read_json(bytes, file);
    case Syntax::Text:
      return read_text_record(bytes, file);
  }
  return {};
}

WriteResult write_record(const Record& record, Syntax syntax) {
  // A string no syntax can hold (a record built in code) is refused, never written into a file
  // that does not read back (issue 26 item 7: XML got `&#07;`, not well-formed).
  if (std::optional<Diagnostic> d = unholdable_string(record)) return {std::nullopt, {*d}};
  if (std::optional<Diagnostic> d = unholdable_value(record)) return {std::nullopt, {*d}};
  switch (syntax) {
    case Syntax::Yaml:
      return {write_yaml(record), {}};
    case Syntax::Xml:
      return {write_xml(record), {}};
    case Syntax::Json:
      return {write_json(record), {}};
    case Syntax::Text:
      return write_text_record(record);
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
