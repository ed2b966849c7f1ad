// kifukit generate: random legal games played to the end, written as records: one file per
// game in a directory, or a stream of records on standard output.
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "converters/convert_io.hpp"
#include "converters/record_syntax.hpp"
#include "formats/record_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "tools/cli.hpp"
#include "tools/output.hpp"
#include "tools/record_stream.hpp"
#include "tools/terminal.hpp"
#include "tools/variant_files.hpp"
#include "validator/generate.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

int report_profile_errors(const std::vector<Diagnostic>& errors);  // cmd_profiles.cpp

namespace {

const char* extension_of(Syntax s) {
  return s == Syntax::Text   ? ".txt"
         : s == Syntax::Yaml ? ".yaml"
         : s == Syntax::Xml  ? ".xml"
                             : ".json";
}

// One record on standard output (docs/cli.md, "generate"): several games are a stream (YAML
// documents each opened by `---`, or JSON Lines); a single game is the record as it is.
std::string output_item(const std::string& text, Syntax syntax, bool stream) {
  return stream ? stream_item(text, syntax == Syntax::Yaml) : text;
}

// `-o NAME.EXT` with a record extension names one file (docs/cli.md, "generate"), unless a
// directory of that name exists; its extension gives the syntax. Returns false after a usage
// error: several games, another format than kifukit's own, or a --to that disagrees.
bool output_file_syntax(const std::string& out, int count, bool to_given,
                        std::optional<Syntax>& syntax, bool& is_file) {
  std::error_code ec;
  is_file = !out.empty() && format_from_extension(out) && !std::filesystem::is_directory(out, ec);
  if (!is_file) return true;
  if (count > 1) {
    error("-o " + out + " names one file, and --count " + std::to_string(count) +
          " makes several games: give -o DIR for one file per game, or -o - for a stream");
    return false;
  }
  const std::optional<Syntax> by_name = syntax_from_extension(out);
  if (!by_name || format_from_extension(out) == RecordFormat::Tonykoval) {
    error("generate writes yaml, xml, json or text (.yaml .yml .xml .json .txt .kif4), not " +
          std::filesystem::path(out).extension().string() +
          ": kifukit convert turns the game "
          "into other formats");
    return false;
  }
  if (to_given && *by_name != *syntax) {
    error(std::string("--to ") + syntax_name(*syntax) + " and -o " + out +
          " disagree: the file's extension decides, give one of them");
    return false;
  }
  syntax = by_name;
  return true;
}

}  // namespace

int run_generate(const std::vector<std::string>& args) {
  std::string profile_name = "page-standard", profile_file, out_dir, to;
  std::vector<std::string> options;
  unsigned long long seed = 1;
  int count = 1, max_plies = 2000;
  po::options_description desc("generate options");
  // clang-format off
  desc.add_options()
      ("profile", po::value(&profile_name), "rule profile (default: page-standard)")
      ("profile-file", po::value(&profile_file), "rule profile from a YAML file, - = stdin")
      ("option", po::value(&options)->composing(), "profile override key=value, repeatable")
      ("seed", po::value(&seed)->default_value(1), "seed of the first game; game i uses seed + i")
      ("count", po::value(&count)->default_value(1), "number of games")
      ("max-plies", po::value(&max_plies)->default_value(2000), "stop a game after this many plies")
      ("output,o", po::value(&out_dir),
       "a directory for the records, one file per game; a file NAME.EXT for one game (its "
       "extension gives the format); - or none: standard output (several games: a YAML stream "
       "or JSON Lines)")
      ("to", po::value(&to)->default_value("yaml"), "yaml, xml, json or text");
  // clang-format on
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(
          args,
          "kifukit generate [--profile NAME | --profile-file F] [--option K=V]... "
          "[--seed S] [--count N] [--max-plies N] [-o DIR|FILE|-] [--to yaml|xml|json|text]",
          "kifukit generate --profile qdan --seed 7 --count 3 -o -", desc, nullptr, vm, exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named
  auto syntax = syntax_from_name(to);
  if (!syntax) {
    error(unknown_value("--to", to, "yaml, xml, json or text"));
    return kUsage;
  }
  if (count < 1 || count > 1'000'000 || max_plies < 1) {
    error("--count must be 1..1000000 and --max-plies at least 1");
    return kUsage;
  }
  if (vm.count("profile") && vm.count("profile-file")) {
    error("give either --profile or --profile-file, not both");
    return kUsage;
  }
  if (out_dir == "-") out_dir.clear();  // standard output, as everywhere
  bool one_file = false;
  if (!output_file_syntax(out_dir, count, !vm["to"].defaulted(), syntax, one_file)) return kUsage;
  const bool stream = count > 1 && out_dir.empty();
  if (stream && (*syntax == Syntax::Xml || *syntax == Syntax::Text)) {
    error(
        "several games on standard output are a YAML stream or JSON Lines: give --to yaml "
        "or --to json, or -o DIR for one file per game");
    return kUsage;
  }
  ProfileResult selected =
      select_profile(vm.count("profile-file") ? "" : profile_name, profile_file, options);
  if (!selected.ok()) return report_profile_errors(selected.diagnostics);
  const Profile& profile = selected.resolved->profile;
  if (!out_dir.empty() && !one_file) {
    std::error_code ec;
    std::filesystem::create_directories(out_dir, ec);
    if (ec) {
      error("cannot create " + out_dir + ": " + ec.message());
      return kUnreadable;
    }
  }
  ProgressLine progress("generate", "games", count);
  for (int i = 0; i < count && !output_failed(); ++i) {
    GenerateOptions g;
    g.seed = seed + static_cast<unsigned long long>(i);
    g.max_plies = max_plies;
    Record record = generate_game(profile, g);
    WriteResult written = write_record(record, *syntax);
    progress.clear();
    for (const Diagnostic& d : written.diagnostics) print_diagnostic(d);
    if (!written.text) return kUnreadable;
    const std::string path =
        one_file || out_dir.empty()
            ? (one_file ? out_dir : "-")
            : (std::filesystem::path(out_dir) /
               (profile.name + "-" + std::to_string(g.seed) + extension_of(*syntax)))
                  .string();
    if (auto failure = write_output_file(path, output_item(*written.text, *syntax, stream))) {
      std::cerr << render(*failure) << "\n";
      return kUnreadable;
    }
    progress.update(i + 1);
  }
  return kOk;
}

}  // namespace kifukit::cli
