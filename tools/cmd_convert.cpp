// kifukit convert: reads a record in one syntax and writes it in another. The output is written
// atomically; what the target syntax cannot hold is reported as a warning, never dropped silently.
#include <iostream>

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
  std::string in, out, to, from;
  po::options_description options("convert options");
  options.add_options()("input", po::value(&in)->required(),
                        "record to read ('-' = standard input)")(
      "output,o", po::value(&out)->required(), "file to write ('-' = standard output)")(
      "to", po::value(&to), "yaml, xml, json or text (default: from the output's extension)")(
      "from", po::value(&from), "yaml, xml, json or text (default: extension, then content)");
  po::positional_options_description positional;
  positional.add("input", 1);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit convert IN -o OUT [--to yaml|xml|json|text] [--from SYNTAX]",
                  "kifukit convert examples/qdan.yaml -o qdan.xml", options, &positional, vm, exit))
    return exit;

  std::optional<Syntax> in_syntax, out_syntax;
  if (!from.empty() && !(in_syntax = syntax_from_name(from))) {
    error("unknown syntax '" + from + "' for --from (yaml, xml, json or text)");
    return kUsage;
  }
  out_syntax = to.empty() ? syntax_from_extension(out) : syntax_from_name(to);
  if (!out_syntax) {
    error(to.empty() ? "cannot tell the output syntax from '" + out + "': give --to"
                     : "unknown syntax '" + to + "' for --to (yaml, xml, json or text)");
    return kUsage;
  }

  ReadResult read = read_record_file(in, in_syntax);
  print(read.diagnostics, in == "-" ? "<stdin>" : in);
  if (!read.record) return kUnreadable;
  WriteResult written = write_record(*read.record, *out_syntax);
  print(written.diagnostics, in == "-" ? "<stdin>" : in);
  if (!written.text) return kUnreadable;
  if (auto failure = write_output_file(out, *written.text)) {
    print({*failure}, out);
    return kUnreadable;
  }
  return kOk;
}

}  // namespace kifukit::cli
