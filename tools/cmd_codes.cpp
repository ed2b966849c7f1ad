// kifukit codes: the reason-code registry as YAML (corpus/reasons.yaml), Markdown
// (docs/reasons.md) or JSON; every code, or the ones named.
#include <iostream>

#include "corpus/code_registry.hpp"
#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"
#include "tools/list_json.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

// The codes named on the command line (all of them when none is), or nullopt after a usage
// error for a name that is not a code.
std::optional<std::vector<const CodeInfo*>> chosen_codes(const std::vector<std::string>& names) {
  std::vector<const CodeInfo*> out;
  if (names.empty())
    for (const CodeInfo& c : all_codes()) out.push_back(&c);
  for (const std::string& name : names) {
    const CodeInfo* c = find_code(name);
    if (!c) {
      std::vector<std::string> known;
      for (const CodeInfo& k : all_codes()) known.emplace_back(k.code);
      error("unknown code '" + name + "'" + did_you_mean(name, known) +
            " (kifukit codes lists them all)");
      return std::nullopt;
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace

int run_codes(const std::vector<std::string>& args) {
  std::string format;
  std::vector<std::string> names;
  po::options_description desc("codes options");
  desc.add_options()("code", po::value(&names)->composing(), "codes to show (default: all)")(
      "format", po::value(&format)->default_value("yaml"), "yaml, markdown or json");
  po::positional_options_description positional;
  positional.add("code", -1);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit codes [CODE]... [--format yaml|markdown|json]",
                  "kifukit codes ILLEGAL_NIFU --format json", desc, &positional, vm, exit))
    return exit;
  if (format != "yaml" && format != "markdown" && format != "json") {
    error(unknown_value("--format", format, "yaml, markdown or json"));
    return kUsage;
  }
  const auto codes = chosen_codes(names);
  if (!codes) return kUsage;
  if (format == "json")
    std::cout << codes_json(*codes) << "\n";
  else if (names.empty())  // the whole registry: the files' text, header comment included
    std::cout << (format == "yaml" ? corpus::codes_yaml() : corpus::codes_markdown());
  else
    std::cout << (format == "yaml" ? corpus::codes_yaml(*codes) : corpus::codes_markdown(*codes));
  return kOk;
}

}  // namespace kifukit::cli
