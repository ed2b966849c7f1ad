// kifukit convert: reads a record in one format and writes it in another. The output is written
// atomically; what the target format cannot hold is reported as a warning, never dropped
// silently. Formats come from the file extensions, or --from / --to (standard input and output,
// odd names).
#include <iostream>

#include "converters/convert_io.hpp"
#include "formats/record_io.hpp"
#include "tools/cli.hpp"
#include "tools/output.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {
void print(const std::vector<Diagnostic>& diagnostics, const std::string& file) {
  for (Diagnostic d : diagnostics) {
    if (d.file.empty()) d.file = file;
    std::cerr << render(d) << "\n";
  }
}
}  // namespace

int run_convert(const std::vector<std::string>& args) {
  std::string in, out, to, from, encoding;
  const std::string names = format_names();
  po::options_description options("convert options");
  options.add_options()("input", po::value(&in)->required(),
                        "record to read ('-' = standard input)")(
      "output,o", po::value(&out)->required(), "file to write ('-' = standard output)")(
      "to", po::value(&to),
      ("format to write: " + names + " (default: the output's extension)").c_str())(
      "from", po::value(&from), "format to read (default: the extension, then the content)")(
      "encoding", po::value(&encoding),
      "kif and ki2 output: cp932 (the default, Shift_JIS) or utf-8");
  po::positional_options_description positional;
  positional.add("input", 1);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit convert IN -o OUT [--to FORMAT] [--from FORMAT] [--encoding E]",
                  "kifukit convert game.kif -o game.yaml\n  kifukit convert game.csa -o - --to usi",
                  options, &positional, vm, exit))
    return exit;

  std::optional<RecordFormat> in_format, out_format;
  if (!from.empty() && !(in_format = format_from_name(from))) {
    error("unknown format '" + from + "' for --from (" + names + ")");
    return kUsage;
  }
  out_format = to.empty() ? format_from_extension(out) : format_from_name(to);
  if (!out_format) {
    error(to.empty() ? "cannot tell the output format from '" + out + "': give --to"
                     : "unknown format '" + to + "' for --to (" + names + ")");
    return kUsage;
  }
  WriteOptions write_options;
  if (!encoding.empty() && !(write_options.encoding = encoding_from_name(encoding))) {
    error("unknown encoding '" + encoding + "' (cp932 or utf-8)");
    return kUsage;
  }

  ReadResult read = read_record_any(in, in_format);
  print(read.diagnostics, in == "-" ? "<stdin>" : in);
  if (!read.record) return kUnreadable;
  WriteResult written = write_record_as(*read.record, *out_format, write_options);
  print(written.diagnostics, in == "-" ? "<stdin>" : in);
  if (!written.text) return kUnreadable;
  if (auto failure = write_output_file(out, *written.text)) {
    print({*failure}, out);
    return kUnreadable;
  }
  return kOk;
}

}  // namespace kifukit::cli
