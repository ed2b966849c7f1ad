// kifukit generate: random legal games played to the end, written as records.
#include <filesystem>
#include <iostream>

#include "formats/profile_registry.hpp"
#include "formats/record_io.hpp"
#include "tools/cli.hpp"
#include "tools/output.hpp"
#include "validator/generate.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

int report_profile_errors(const std::vector<ProfileError>& errors);  // cmd_profiles.cpp

int run_generate(const std::vector<std::string>& args) {
  std::string profile_name, profile_file, out_dir, to;
  std::vector<std::string> options;
  unsigned long long seed = 1;
  int count = 1, max_plies = 2000;
  po::options_description desc("generate options");
  desc.add_options()("profile", po::value(&profile_name)->default_value("page-standard"),
                     "rule profile")("profile-file", po::value(&profile_file),
                                     "rule profile from a YAML file")(
      "option", po::value(&options)->composing(), "profile override key=value, repeatable")(
      "seed", po::value(&seed)->default_value(1), "seed of the first game; game i uses seed + i")(
      "count", po::value(&count)->default_value(1), "number of games")(
      "max-plies", po::value(&max_plies)->default_value(2000), "stop a game after this many plies")(
      "output,o", po::value(&out_dir),
      "directory for the records (default or -: stdout, one game)")(
      "to", po::value(&to)->default_value("yaml"), "yaml, xml, json or text");
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(
          args,
          "kifukit generate --profile NAME --seed S [--count N] [-o DIR] [--to yaml|xml|json|text]",
          "kifukit generate --profile qdan --seed 7 --count 100 -o games/", desc, nullptr, vm,
          exit))
    return exit;
  auto syntax = syntax_from_name(to);
  if (!syntax) {
    error("--to must be yaml, xml, json or text");
    return kUsage;
  }
  if (count < 1 || count > 1'000'000 || max_plies < 1) {
    error("--count must be 1..1000000 and --max-plies at least 1");
    return kUsage;
  }
  if (out_dir == "-") out_dir.clear();  // standard output, as everywhere
  if (count > 1 && out_dir.empty()) {
    error("more than one game needs an output directory (-o DIR)");
    return kUsage;
  }
  ProfileResult selected =
      select_profile(vm.count("profile-file") ? "" : profile_name, profile_file, options);
  if (!selected.ok()) return report_profile_errors(selected.errors);
  const Profile& profile = selected.resolved->profile;
  if (!out_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(out_dir, ec);
    if (ec) {
      error("cannot create " + out_dir + ": " + ec.message());
      return kUnreadable;
    }
  }
  const char* extension = *syntax == Syntax::Text   ? ".txt"
                          : *syntax == Syntax::Yaml ? ".yaml"
                          : *syntax == Syntax::Xml  ? ".xml"
                                                    : ".json";
  for (int i = 0; i < count; ++i) {
    GenerateOptions g;
    g.seed = seed + static_cast<unsigned long long>(i);
    g.max_plies = max_plies;
    Record record = generate_game(profile, g);
    WriteResult written = write_record(record, *syntax);
    for (const Diagnostic& d : written.diagnostics) std::cerr << render(d) << "\n";
    if (!written.text) return kUnreadable;
    std::string path = out_dir.empty() ? "-"
                                       : (std::filesystem::path(out_dir) /
                                          (profile.name + "-" + std::to_string(g.seed) + extension))
                                             .string();
    if (auto failure = write_output_file(path, *written.text)) {
      std::cerr << render(*failure) << "\n";
      return kUnreadable;
    }
  }
  return kOk;
}

}  // namespace kifukit::cli
