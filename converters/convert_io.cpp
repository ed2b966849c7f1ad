#include "converters/convert_io.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include "converters/csa_format.hpp"
#include "converters/jkf.hpp"
#include "converters/kif_common.hpp"
#include "converters/kif_format.hpp"
#include "converters/line_cursor.hpp"
#include "converters/record_syntax.hpp"
#include "converters/tonykoval.hpp"
#include "converters/usi.hpp"
#include "formats/record_holdable.hpp"
#include "formats/record_io.hpp"
#include "formats/source_text.hpp"
#include "rules/data/bounded_read.hpp"

namespace kifukit {

namespace {

struct FormatInfo {
  RecordFormat format;
  const char* name;
  std::initializer_list<std::string_view> extensions;  // views: no strlen per comparison
};
const FormatInfo kFormats[] = {
    {RecordFormat::Yaml, "yaml", {".yaml", ".yml"}},
    {RecordFormat::Xml, "xml", {".xml"}},
    {RecordFormat::Json, "json", {".json"}},
    {RecordFormat::Text, "text", {".txt", ".kif4"}},
    {RecordFormat::Kif, "kif", {".kif", ".KIF"}},
    {RecordFormat::Kifu, "kifu", {".kifu", ".KIFU"}},
    {RecordFormat::Ki2, "ki2", {".ki2", ".KI2"}},
    {RecordFormat::Ki2u, "ki2u", {".ki2u", ".KI2U"}},
    {RecordFormat::Csa, "csa", {".csa", ".CSA"}},
    {RecordFormat::Jkf, "jkf", {".jkf", ".JKF"}},
    {RecordFormat::Usi, "usi", {".usi", ".USI"}},
    {RecordFormat::Sfen, "sfen", {".sfen", ".SFEN"}},
    {RecordFormat::Tonykoval, "tonykoval", {".tk.json", ".TK.JSON"}},
};

bool ends_with(std::string_view s, std::string_view suffix) {
  // The last character first: a walk asks this of every file, for every extension.
  return s.size() >= suffix.size() && s.back() == suffix.back() &&
         s.substr(s.size() - suffix.size()) == suffix;
}

std::optional<Syntax> own_syntax(RecordFormat f) {
  switch (f) {
    case RecordFormat::Yaml:
      return Syntax::Yaml;
    case RecordFormat::Xml:
      return Syntax::Xml;
    case RecordFormat::Json:
      return Syntax::Json;
    case RecordFormat::Text:
      return Syntax::Text;
    default:
      return std::nullopt;
  }
}

bool contains(std::string_view s, std::string_view what) {
  return s.find(what) != std::string_view::npos;
}

}  // namespace

const char* format_name(RecordFormat f) {
  for (const FormatInfo& i : kFormats)
    if (i.format == f) return i.name;
  return "?";
}

std::string record_extensions() {
  std::string out;
  for (const FormatInfo& i : kFormats)
    for (std::string_view e : i.extensions)
      if (e.find_first_of("abcdefghijklmnopqrstuvwxyz") != std::string_view::npos)
        out += (out.empty() ? "" : " ") + std::string(e);
  return out;
}

std::optional<RecordFormat> format_from_name(std::string_view name) {
  for (const FormatInfo& i : kFormats)
    if (name == i.name) return i.format;
  return std::nullopt;
}

std::optional<RecordFormat> format_from_extension(std::string_view path) {
  std::optional<RecordFormat> best;
  std::size_t best_length = 0;
  for (const FormatInfo& i : kFormats)
    for (std::string_view ext : i.extensions)
      if (ext.size() > best_length && ends_with(path, ext)) {
        best = i.format;
        best_length = ext.size();
      }
  return best;
}

std::string format_extension(RecordFormat f) {
  for (const FormatInfo& i : kFormats)
    if (i.format == f) return std::string(*i.extensions.begin());
  return "";
}

std::string format_names() {
  std::string out;
  for (const FormatInfo& i : kFormats) out += (out.empty() ? "" : ", ") + std::string(i.name);
  return out;
}

RecordFormat sniff_format(std::string_view bytes) {
  Diagnostic ignored;
  std::string decoded;
  if (auto d = decode_record_bytes(bytes.substr(0, 1 << 16), ignored)) decoded = d->text;
  std::string_view text = decoded;
  std::size_t first = text.find_first_not_of(" \t\r\n");
  std::string_view head = first == std::string_view::npos ? "" : text.substr(first);
  if (head.substr(0, 8) == "position" || head.substr(0, 8) == "startpos" ||
      head.substr(0, 5) == "sfen ")
    return RecordFormat::Usi;
  if (contains(text, "手数----") || contains(text, "手合割") || contains(text, "変化：") ||
      contains(text, "先手：") || contains(text, "開始日時"))
    return contains(text, "▲") || contains(text, "☗") ? RecordFormat::Ki2 : RecordFormat::Kif;
  if (contains(text, "▲") || contains(text, "☗")) return RecordFormat::Ki2;
  if (head.substr(0, 2) == "V2" || head.substr(0, 2) == "PI" || head.substr(0, 2) == "P1" ||
      head.substr(0, 2) == "N+" || head.substr(0, 1) == "'" || head.substr(0, 1) == "$")
    return RecordFormat::Csa;
  if (head.substr(0, 1) == "{" && contains(text, "\"header\"") && !contains(text, "\"format\""))
    return RecordFormat::Jkf;
  // tonykoval: a JSON list (kifukit's records and JKF are objects), or a room state (its
  // roomId, or players that are `connected`).
  const bool room = contains(text, "\"roomId\"") || contains(text, "\"connected\"");
  if (head.substr(0, 1) == "[" ||
      (head.substr(0, 1) == "{" && room && !contains(text, "\"format\"")))
    return RecordFormat::Tonykoval;
  switch (sniff_syntax(bytes)) {
    case Syntax::Xml:
      return RecordFormat::Xml;
    case Syntax::Json:
      return RecordFormat::Json;
    case Syntax::Text:
      return RecordFormat::Text;
    case Syntax::Yaml:
      break;
  }
  return RecordFormat::Yaml;
}

namespace {
// `known`: ValidUtf8 when `bytes` came out of decode_record_bytes (the KIF reader passes it on to
// its SourceText, which then needs no UTF-8 check; CSA text, mostly ASCII, is checked as cheaply
// in full: 631.0 -> 633.1 a ply with the flag).
ReadResult read_decoded(std::string_view bytes, RecordFormat format, const std::string& file,
                        std::vector<Record>* more_games, KnownText known = KnownText::Bytes);

// The line formats read CR CR LF as one line end (converters/line_cursor.hpp), with this warning.
bool reads_lines(RecordFormat f) {
  return f == RecordFormat::Kif || f == RecordFormat::Kifu || f == RecordFormat::Ki2 ||
         f == RecordFormat::Ki2u || f == RecordFormat::Csa || f == RecordFormat::Usi ||
         f == RecordFormat::Sfen;
}
}  // namespace

ReadResult read_record_as(std::string_view bytes, RecordFormat format, const std::string& file,
                          std::vector<Record>* more_games) {
  if (own_syntax(format)) return read_decoded(bytes, format, file, more_games);
  std::string text;
  KnownText known = KnownText::Bytes;
  if (format == RecordFormat::Kif || format == RecordFormat::Kifu || format == RecordFormat::Ki2 ||
      format == RecordFormat::Ki2u || format == RecordFormat::Csa) {
    if (bytes.size() > kMaxRecordBytes)
      return {std::nullopt,
              {{file, 1, 1, Severity::Error, FormatCode::FORMAT_TOO_LARGE,
                "input is " + std::to_string(bytes.size()) + " bytes; the limit is " +
                    std::to_string(kMaxRecordBytes)}}};
    Diagnostic error;
    const std::optional<std::string_view> decoded = decode_record_view(bytes, text, error);
    if (!decoded) {
      error.file = file;
      return {std::nullopt, {error}};
    }
    bytes = *decoded;
    known = KnownText::ValidUtf8;
  }
  ReadResult out = read_decoded(bytes, format, file, more_games, known);
  if (reads_lines(format))
    if (std::optional<Diagnostic> cr = stray_carriage_returns(bytes)) {
      cr->file = file;
      out.diagnostics.insert(out.diagnostics.begin(), std::move(*cr));
    }
  return out;
}

namespace {
ReadResult read_decoded(std::string_view bytes, RecordFormat format, const std::string& file,
                        std::vector<Record>* more_games, KnownText known) {
  if (auto s = own_syntax(format)) return read_record(bytes, *s, file);
  switch (format) {
    case RecordFormat::Kif:
    case RecordFormat::Kifu:
      return read_kif(bytes, file, known);
    case RecordFormat::Usi:
    case RecordFormat::Sfen:
      return read_usi(bytes, file);
    case RecordFormat::Ki2:
    case RecordFormat::Ki2u:
      return read_ki2(bytes, file, known);
    case RecordFormat::Jkf:
      return read_jkf(bytes, file);
    case RecordFormat::Tonykoval:
      return read_tonykoval(bytes, file);
    case RecordFormat::Csa: {
      if (!more_games) return read_csa(bytes, file);
      CsaGames all = read_csa_games(bytes, file);
      ReadResult out{std::nullopt, std::move(all.diagnostics)};
      if (has_error(out.diagnostics) || all.games.empty()) return out;
      out.record = std::move(all.games.front());
      more_games->assign(std::make_move_iterator(all.games.begin() + 1),
                         std::make_move_iterator(all.games.end()));
      return out;
    }
    default:
      return {std::nullopt,
              {{file, 0, 0, Severity::Error, FormatCode::FORMAT_IO,
                std::string("reading ") + format_name(format) + " is not supported yet"}}};
  }
}
}  // namespace

ReadResult read_record_any(const std::string& path, std::optional<RecordFormat> format,
                           std::vector<Record>* more_games) {
  return read_record_read(read_bounded(path, kMaxRecordBytes), path, format, more_games);
}

ReadResult read_record_read(const BoundedRead& in, const std::string& path,
                            std::optional<RecordFormat> format, std::vector<Record>* more_games) {
  const std::string shown = path == "-" ? "<stdin>" : path;
  std::optional<RecordFormat> f = format ? format : format_from_extension(path);
  if (in.status == BoundedRead::Status::TooLarge)
    return {std::nullopt,
            {{shown, 1, 1, Severity::Error, FormatCode::FORMAT_TOO_LARGE,
              "input " + in.describe(kMaxRecordBytes)}}};
  if (!in.ok())
    return {
        std::nullopt,
        {{shown, 0, 0, Severity::Error, FormatCode::FORMAT_IO, "cannot read: " + in.describe(0)}}};
  const std::string& bytes = in.bytes;
  // Not value_or: its argument is evaluated first, and sniffing decodes the whole text again.
  return read_record_as(bytes, f ? *f : sniff_format(bytes), shown, more_games);
}

namespace {
// An entry after its line's ending event has no place in a format that ends lines with it.
std::optional<Diagnostic> entry_after_ending_error(const Record& record, RecordFormat format) {
  const Entry* e = entry_after_ending(record.entries);
  if (!e) return std::nullopt;
  return Diagnostic{"",
                    e->loc.line,
                    e->loc.column,
                    Severity::Error,
                    FormatCode::FORMAT_BAD_VALUE,
                    std::string(format_name(format)) +
                        " ends a line with its special move (投了 ...): this entry after the "
                        "line's ending event cannot be written"};
}

// The formats whose lines end with their special move (投了, %TORYO, JKF's special).
bool ends_lines_with_special_move(RecordFormat format) {
  switch (format) {
    case RecordFormat::Kif:
    case RecordFormat::Kifu:
    case RecordFormat::Ki2:
    case RecordFormat::Ki2u:
    case RecordFormat::Csa:
    case RecordFormat::Jkf:
      return true;
    default:
      return false;
  }
}

WriteResult write_utf8(const Record& record, RecordFormat format) {
  if (ends_lines_with_special_move(format))
    if (auto error = entry_after_ending_error(record, format)) return {std::nullopt, {*error}};
  switch (format) {
    case RecordFormat::Kif:
    case RecordFormat::Kifu:
      return write_kif(record);
    case RecordFormat::Ki2:
    case RecordFormat::Ki2u:
      return write_ki2(record);
    case RecordFormat::Jkf:
      return write_jkf(record);
    case RecordFormat::Tonykoval:
      return write_tonykoval(record);
    case RecordFormat::Usi:
      return write_usi(record);
    case RecordFormat::Csa:
      return write_csa(record);
    case RecordFormat::Sfen:
      return write_sfen(record);
    default:
      return {std::nullopt,
              {{"", 0, 0, Severity::Error, FormatCode::FORMAT_IO,
                std::string("writing ") + format_name(format) + " is not supported yet"}}};
  }
}

Diagnostic encoding_error(const std::string& message) {
  return {"", 0, 0, Severity::Error, FormatCode::FORMAT_ENCODING, message};
}
}  // namespace

namespace {

WriteResult write_in(const Record& record, RecordFormat format, const WriteOptions& options);

// The source's own comments (YAML `#` lines) are no part of the record: no target keeps them.
void report_source_comments(const Record& record, WriteResult& w) {
  const SourceComments& c = record.source_comments;
  if (c.count == 0) return;
  w.diagnostics.insert(
      w.diagnostics.begin(),
      {"", c.first.line, c.first.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
       std::to_string(c.count) + (c.count == 1 ? " comment (#) is" : " comments (#) are") +
           " not kept (the first here): a record's comments belong in `comment:` fields"});
}

}  // namespace

WriteResult write_record_as(const Record& record, RecordFormat format,
                            const WriteOptions& options) {
  WriteResult w = write_in(record, format, options);
  report_source_comments(record, w);
  // No writer makes a file its own reader refuses (issue 26: 100,000 moves as JKF, one member a
  // line, were past the read limit).
  if (w.text && w.text->size() > kMaxRecordBytes) {
    w.diagnostics.push_back({"", 0, 0, Severity::Error, FormatCode::FORMAT_TOO_LARGE,
                             std::string("the ") + format_name(format) + " text would be " +
                                 std::to_string(w.text->size()) +
                                 " bytes; records are read up to " +
                                 std::to_string(kMaxRecordBytes)});
    w.text.reset();
  }
  return w;
}

namespace {

WriteResult write_in(const Record& record, RecordFormat format, const WriteOptions& options) {
  if (auto s = own_syntax(format)) return write_record(record, *s);
  // A string no reader takes back (a record built in code) is refused by every writer, as by
  // kifukit's own (formats/record_holdable.hpp; JKF wrote `\u001a`, its reader refuses it).
  if (std::optional<Diagnostic> d = unholdable_string(record)) return {std::nullopt, {*d}};
  const bool cp932_allowed = format == RecordFormat::Kif || format == RecordFormat::Ki2;
  if (!cp932_allowed && options.encoding && *options.encoding != Encoding::Utf8)
    return {std::nullopt,
            {encoding_error(std::string(format_name(format)) + " is written in UTF-8 only")}};
  WriteResult w = write_utf8(record, format);
  if (!w.text || !cp932_allowed || options.encoding.value_or(Encoding::Cp932) != Encoding::Cp932)
    return w;
  std::string bad;
  std::optional<std::string> encoded = encode_cp932(*w.text, &bad);
  if (!encoded) {
    w.diagnostics.push_back(encoding_error("the character '" + bad +
                                           "' has no Shift_JIS (CP932) form; write UTF-8 "
                                           "(--encoding utf-8, or .kifu / .ki2u)"));
    return {std::nullopt, std::move(w.diagnostics)};
  }
  return {std::move(encoded), std::move(w.diagnostics)};
}

}  // namespace

}  // namespace kifukit
