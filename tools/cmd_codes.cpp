// kifukit codes: the reason-code registry as YAML (corpus/reasons.yaml) or Markdown
// (docs/reasons.md).
#include <iostream>

#include "corpus/code_registry.hpp"
#include "tools/cli.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

int run_codes(const std::vector<std::string>& args) {
  std::string format;
  po::options_description desc("codes options");
  desc.add_options()("format", po::value(&format)->default_value("yaml"), "yaml or markdown");
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit codes [--format yaml|markdown]", "kifukit codes --format markdown",
                  desc, nullptr, vm, exit))
    return exit;
  if (format == "yaml") {
    std::cout << corpus::codes_yaml();
  } else if (format == "markdown") {
    std::cout << corpus::codes_markdown();
  } else {
    error(unknown_value("--format", format, "yaml or markdown"));
    return kUsage;
  }
  return kOk;
}

}  // namespace kifukit::cli
