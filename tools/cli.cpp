#include "tools/cli.hpp"

#include <iostream>

#include "formats/profile_registry.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

void error(const std::string& message) { std::cerr << "kifukit: error: " << message << "\n"; }

void located_error(const std::string& where, int line, int column, const std::string& message) {
  std::cerr << where << ":" << line << ":" << column << ": error: " << message << "\n";
}

bool parse_args(const std::vector<std::string>& args, const std::string& usage,
                const std::string& example, po::options_description& options,
                const po::positional_options_description* positional, po::variables_map& vm,
                int& exit) {
  options.add_options()("help,h", "show this help");
  try {
    po::command_line_parser parser(args);
    parser.options(options);
    if (positional) parser.positional(*positional);
    po::store(parser.run(), vm);
    if (vm.count("help")) {
      std::cout << "usage: " << usage << "\n\n" << options << "\nexample:\n  " << example << "\n";
      exit = kOk;
      return false;
    }
    po::notify(vm);
  } catch (const po::error& e) {
    error(std::string(e.what()) + " (see --help)");
    exit = kUsage;
    return false;
  }
  return true;
}

const Variant* variant_by_name(const std::string& name) { return find_variant(name); }

std::optional<Profile> profile_by_name(const Variant& v, const std::string& name) {
  // The built-in profiles are rules/profiles/*.yaml, embedded at build time.
  auto result = builtin_profile(name);
  if (!result.ok() || result.resolved->profile.variant != v.name) return std::nullopt;
  return result.resolved->profile;
}

}  // namespace kifukit::cli
