// kifukit convert: reads a record in one format and writes it in another, or every record of a
// directory into another directory. The output is written atomically; what the target format
// cannot hold is reported as a warning, never dropped silently. Formats come from the file
// extensions, or --from / --to (standard input and output, odd names, directories).
#include <filesystem>
#include <iostream>
#include <map>

#include "converters/convert_io.hpp"
#include "converters/text/record_text.hpp"
#include "formats/record_io.hpp"
#include "tools/cli.hpp"
#include "tools/finding_filter.hpp"
#include "tools/output.hpp"
#include "tools/record_stream.hpp"
#include "tools/record_walk.hpp"
#include "tools/terminal.hpp"
#include "tools/variant_files.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

// --select, --ignore, --min-severity: which warnings are printed (errors always are).
FindingFilter g_filter;

void print(std::vector<Diagnostic> diagnostics, const std::string& file) {
  g_filter.apply(diagnostics);
  for (Diagnostic d : diagnostics) {
    if (d.file.empty()) d.file = file;
    print_diagnostic(d);
  }
}

struct Conversion {
  std::optional<RecordFormat> from;
  RecordFormat to = RecordFormat::Yaml;
  WriteOptions write;
  std::optional<TextNotation> notation;  // --notation: the text syntax's move notation
};

// The record read (and its diagnostics printed) written to `out`.
int convert_record(ReadResult read, const std::string& in, const std::string& out,
                   const Conversion& c) {
  print(read.diagnostics, in);
  if (!read.record) return kUnreadable;
  if (c.notation) set_text_notation(*read.record, *c.notation);
  WriteResult written = write_record_as(*read.record, c.to, c.write);
  print(written.diagnostics, in);
  if (!written.text) return kUnreadable;
  if (auto failure = write_output_file(out, *written.text)) {
    print({*failure}, out);
    return kUnreadable;
  }
  return kOk;
}

int convert_file(const std::string& in, const std::string& out, const Conversion& c) {
  return convert_record(read_record_any(in, c.from), shown_name(in), out, c);
}

int convert_file(const StreamItem& item, const std::string& out, const Conversion& c) {
  return convert_record(read_stream_item(item), kStdinName, out, c);
}

// The file a record file below `in` converts to: the same path below `out`, with the extension
// of the target format.
fs::path target_of(const std::string& file, const std::string& in, const std::string& out,
                   const Conversion& c) {
  fs::path target = fs::path(out) / fs::path(file).lexically_relative(in);
  if (format_from_extension(target.string()) == RecordFormat::Tonykoval)
    target.replace_extension();  // .tk.json: both parts go
  target.replace_extension(format_extension(c.to));
  return target;
}

// Every record file below `in` (the walk of validate) to its target_of; a file that fails is
// reported and the others go on. Files that would write the same target (`x.kif` and `x.csa`
// to `x.yaml`) are refused, none of them written: one record was lost silently (issue 26). The
// exit code is the worst file's.
int convert_directory(const std::string& in, const std::string& out, const Conversion& c) {
  const std::vector<WalkEntry> files = expand_inputs({in}, {});
  if (files.empty()) {
    error("no record files found in " + in);
    return kUnreadable;
  }
  std::map<std::string, std::vector<std::string>> sources;  // target -> the files that make it
  for (const WalkEntry& f : files)
    if (f.problem.empty()) sources[target_of(f.path, in, out, c).string()].push_back(f.path);
  ProgressLine progress("convert", "files", static_cast<long>(files.size()));
  int worst = kOk;
  for (std::size_t i = 0; i < files.size() && !output_failed(); ++i) {
    const WalkEntry& f = files[i];
    progress.clear();
    if (!f.problem.empty()) {
      print({{f.path, 0, 0, Severity::Error, FormatCode::FORMAT_IO, f.problem}}, f.path);
      worst = std::max<int>(worst, kUnreadable);
      continue;
    }
    const fs::path target = target_of(f.path, in, out, c);
    const std::vector<std::string>& same = sources[target.string()];
    if (same.size() > 1) {
      const std::string& other = same[same[0] == f.path ? 1 : 0];
      print({{f.path, 0, 0, Severity::Error, FormatCode::FORMAT_IO,
              "converts to " + target.string() + " as " + other +
                  " does; neither is written (convert them one by one with -o)"}},
            f.path);
      worst = std::max<int>(worst, kUnreadable);
      continue;
    }
    std::error_code ec;
    fs::create_directories(target.parent_path(), ec);
    if (ec) {
      error("cannot create " + target.parent_path().string() + ": " + ec.message());
      return kUnreadable;
    }
    worst = std::max(worst, convert_file(f.path, target.string(), c));
    progress.update(static_cast<long>(i + 1));
  }
  return worst;
}

// A stream of records on standard input (docs/cli.md, "Streams") written as a stream: a YAML
// stream or JSON Lines. A record that fails is reported and the others go on.
int convert_stream(const RecordStream& stream, const std::string& out, const Conversion& c) {
  if (c.to != RecordFormat::Yaml && c.to != RecordFormat::Json) {
    error(std::to_string(stream.items.size()) +
          " records on standard input are written as a stream: --to yaml (a YAML stream) or "
          "--to json (JSON Lines)");
    return kUsage;
  }
  std::string all;
  int worst = kOk;
  for (const StreamItem& item : stream.items) {
    ReadResult read = read_stream_item(item);
    print(read.diagnostics, kStdinName);
    if (!read.record) {
      worst = std::max<int>(worst, kUnreadable);
      continue;
    }
    if (c.notation) set_text_notation(*read.record, *c.notation);
    WriteResult written = write_record_as(*read.record, c.to, c.write);
    print(written.diagnostics, std::string(kStdinName) + " record " + std::to_string(item.index));
    if (!written.text) {
      worst = std::max<int>(worst, kUnreadable);
      continue;
    }
    all += stream_item(*written.text, c.to == RecordFormat::Yaml);
  }
  if (auto failure = write_output_file(out, all)) {
    print({*failure}, out);
    return kUnreadable;
  }
  return worst;
}

}  // namespace

int run_convert(const std::vector<std::string>& args) {
  std::string in, out, to, from, encoding, notation;
  const std::string names = format_names();
  po::options_description options("convert options");
  options.add_options()("input", po::value(&in)->required(),
                        "record to read ('-' = standard input)")(
      "output,o", po::value(&out)->required(),
      "file to write ('-' = standard output); a directory when the input is one")(
      "to", po::value(&to),
      ("format to write: " + names + " (default: the output's extension)").c_str())(
      "from", po::value(&from), "format to read (default: the extension, then the content)")(
      "encoding", po::value(&encoding),
      "kif and ki2 output: cp932 (the default, Shift_JIS) or utf-8")(
      "notation", po::value(&notation),
      "text output: the move notation, kifukit (the default), kitao-kawasaki or japanese "
      "(lishogi's, for chu)");
  std::vector<std::string> min_severity;
  add_filter_options(options, g_filter, min_severity, false);
  po::positional_options_description positional;
  positional.add("input", 1);
  std::vector<std::string> variant_files;
  add_variant_file_option(options, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit convert IN|- -o OUT|- [--to FORMAT] [--from FORMAT] [--encoding E]\n"
                  "       kifukit convert DIR -o OUTDIR --to FORMAT [--from FORMAT] [--encoding E]",
                  "kifukit convert examples/qdan.yaml -o - --to text", options, &positional, vm,
                  exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named

  if (std::string e = finish_filter(g_filter, min_severity); !e.empty()) {
    error(e);
    return kUsage;
  }
  Conversion c;
  if (!from.empty() && !(c.from = format_from_name(from))) {
    error(unknown_value("--from", from, names));
    return kUsage;
  }
  std::error_code ec;
  const bool directory = in != "-" && fs::is_directory(in, ec);
  if (directory && to.empty()) {
    error("converting a directory needs --to FORMAT (" + names + ")");
    return kUsage;
  }
  if (directory && (out == "-" || (fs::exists(out, ec) && !fs::is_directory(out, ec)))) {
    error("converting a directory writes into a directory: -o DIR, not '" + out + "'");
    return kUsage;
  }
  auto out_format = to.empty() ? format_from_extension(out) : format_from_name(to);
  if (!out_format) {
    error(to.empty() ? "cannot tell the output format from '" + out + "': give --to"
                     : unknown_value("--to", to, names));
    return kUsage;
  }
  c.to = *out_format;
  if (!encoding.empty() && !(c.write.encoding = encoding_from_name(encoding))) {
    error(unknown_value("--encoding", encoding, "cp932 or utf-8"));
    return kUsage;
  }
  if (!notation.empty()) {
    c.notation = text_notation_from_name(notation);
    if (!c.notation) {
      error(unknown_value("--notation", notation, text_notation_names()));
      return kUsage;
    }
    if (c.to != RecordFormat::Text) {
      error("--notation is for --to text");
      return kUsage;
    }
  }
  // Standard input is a stream of records, or one (docs/cli.md, "Streams"); --from another
  // format than yaml or json reads it as one record of that format.
  if (in == "-" && (!c.from || c.from == RecordFormat::Yaml || c.from == RecordFormat::Json)) {
    RecordStream stream = read_record_stream();
    if (!stream.diagnostics.empty()) {
      print(stream.diagnostics, kStdinName);
      return kUnreadable;
    }
    if (c.from)
      for (StreamItem& item : stream.items) item.format = *c.from;
    if (stream.several()) return convert_stream(stream, out, c);
    return convert_file(stream.items.front(), out, c);
  }
  return directory ? convert_directory(in, out, c) : convert_file(in, out, c);
}

}  // namespace kifukit::cli
