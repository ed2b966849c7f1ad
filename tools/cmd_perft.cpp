// kifukit perft: counts move sequences from a position. The node count is the last line.
#include <algorithm>
#include <iostream>

#include "formats/notation.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"
#include "rules/perft.hpp"
#include "tools/cli.hpp"
#include "tools/variant_files.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

constexpr int kMaxPerftDepth = 12;

int report_profile_errors(const std::vector<Diagnostic>& errors);  // cmd_profiles.cpp

int run_perft(const std::vector<std::string>& args) {
  std::string variant_name, profile_name, profile_file, position, sfen;
  std::vector<std::string> profile_options;
  int depth = 0;
  po::options_description options("perft options");
  options.add_options()("variant", po::value(&variant_name)->default_value("yonin"),
                        "a built-in variant (kifukit variants list)")(
      "profile", po::value(&profile_name),
      "rule profile (default: the variant's own profile, else page-standard / standard)")(
      "profile-file", po::value(&profile_file), "rule profile from a YAML file")(
      "option", po::value(&profile_options)->composing(),
      "profile parameter override key=value, repeatable")(
      "position", po::value(&position), "four-player position string (default: start)")(
      "sfen", po::value(&sfen), "SFEN of a two-player variant (default: start)")(
      "depth", po::value(&depth)->required(), "plies to search (0..12)")(
      "divide", "print the count below each legal move first");
  std::vector<std::string> variant_files;
  add_variant_file_option(options, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit perft [--variant NAME] [--profile NAME | --profile-file F] "
                  "[--option K=V]... [--position STR | --sfen STR] --depth N [--divide]",
                  "kifukit perft --variant standard --depth 3", options, nullptr, vm, exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named

  const Variant* v = variant_by_name(variant_name);
  if (!v) {
    error(unknown_variant_message(variant_name));
    return kBadConfig;
  }
  // Standard shogi's count grows about 28-fold a ply (perft 10 is about 3.3e14 nodes, months on
  // one core); from depth 14 counts can pass 2^64. 12 is deeper than anyone can wait for.
  if (depth < 0 || depth > kMaxPerftDepth) {
    error("--depth must be between 0 and " + std::to_string(kMaxPerftDepth) +
          " (deeper searches take years and their counts can pass 2^64)");
    return kUsage;
  }
  if (vm.count("position") && vm.count("sfen")) {
    error("give either --position or --sfen, not both");
    return kUsage;
  }
  if ((vm.count("position") && !v->is_yonin()) || (vm.count("sfen") && v->is_yonin())) {
    error(v->is_yonin() ? "--sfen is for --variant standard; use --position"
                        : "--position is for --variant yonin; use --sfen");
    return kUsage;
  }
  if (vm.count("profile") && vm.count("profile-file")) {
    error("give either --profile or --profile-file, not both");
    return kUsage;
  }
  // Default: the variant's own profile when there is one (chu), else the seats' usual one.
  if (!vm.count("profile")) {
    const auto names = builtin_profile_names();
    profile_name = std::find(names.begin(), names.end(), v->name) != names.end() ? v->name
                   : v->is_yonin()                                               ? "page-standard"
                                                                                 : "standard";
  }
  auto selected = select_profile(profile_name, profile_file, profile_options);
  if (!selected.ok()) return report_profile_errors(selected.diagnostics);
  const Profile* profile = &selected.resolved->profile;
  // A profile written for a variant with the same seats serves (the standard profile for
  // minishogi or chu): its rules are about seats and turns, the pieces are the variant's.
  const Variant* written_for = find_variant(profile->variant);
  if (profile->variant != v->name && (!written_for || written_for->seats != v->seats)) {
    error("profile '" + profile->name + "' is for variant " + profile->variant + ", not " +
          v->name + " (use --variant " + profile->variant + ")");
    return kBadConfig;
  }

  std::string text = vm.count("position") ? position : vm.count("sfen") ? sfen : v->start;
  NotationError err;
  auto pos = parse_position(*v, text, err);
  if (!pos) {
    located_error(vm.count("sfen") ? "--sfen" : "--position", 1, err.column, err.message);
    return kUnreadable;
  }
  Referee referee(*profile);
  if (vm.count("divide")) {
    // Sorted by move text so the listing is stable and easy to diff against other engines.
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : perft_divide(*pos, referee, depth)) {
      rows.emplace_back(format_move(*v, move), nodes);
      total += nodes;
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [move, nodes] : rows) std::cout << move << " " << nodes << "\n";
    std::cout << total << "\n";
  } else {
    std::cout << perft(*pos, referee, depth) << "\n";
  }
  return kOk;
}

}  // namespace kifukit::cli
