// kifukit diff: one game judged by several profiles side by side.
#include <iomanip>
#include <iostream>

#include "tools/cli.hpp"
#include "tools/profile_comparison.hpp"
#include "tools/record_input.hpp"
#include "tools/variant_files.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

// One row per profile, columns as wide as their longest cell; returns the name column's width.
std::size_t print_table(const std::vector<Judgement>& judgements) {
  std::size_t w = 8, wv = 8, we = 4;
  for (const Judgement& j : judgements) {
    w = std::max(w, j.profile.size() + 2);
    wv = std::max(wv, j.verdict.size() + 2);
    we = std::max(we, j.end.size() + 2);
  }
  std::cout << std::left << std::setw(static_cast<int>(w)) << "profile"
            << std::setw(static_cast<int>(wv)) << "verdict" << std::setw(static_cast<int>(we))
            << "end"
            << "ranking\n";
  for (const Judgement& j : judgements)
    std::cout << std::setw(static_cast<int>(w)) << j.profile << std::setw(static_cast<int>(wv))
              << j.verdict << std::setw(static_cast<int>(we)) << j.end << j.ranking << "\n";
  std::cout << std::right;
  return w;
}

// Findings (1) when no profile judges the record clean: it is wrong whichever of them is meant.
// One clean profile is enough for 0; where the others part from it is what diff shows.
int diff_exit(const std::vector<Judgement>& judgements) {
  for (const Judgement& j : judgements)
    if (j.validation.clean()) return kOk;
  return kFindings;
}

}  // namespace

int run_diff(const std::vector<std::string>& args) {
  std::string file, profiles_arg;
  std::vector<std::string> options, profile_files;
  po::options_description desc("diff options");
  desc.add_options()("file", po::value(&file), "record file, - for stdin")(
      "profiles", po::value(&profiles_arg), "comma-separated profile names, or all")(
      "profile-file", po::value(&profile_files)->composing(),
      "a profile YAML file judged beside the built-ins (repeat for several)")(
      "option", po::value(&options)->composing(), "override key=value applied to every profile");
  po::positional_options_description positional;
  positional.add("file", 1);
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit diff FILE|- [--profiles A,B,...|all] [--profile-file F]... "
                  "[--option K=V]...",
                  "kifukit diff examples/qdan.yaml --profiles all", desc, &positional, vm, exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named
  if (!vm.count("profiles") && profile_files.empty()) {
    error("give --profiles, --profile-file, or both");
    return kUsage;
  }
  auto record = load_record(file, exit);
  if (!record) return exit;
  std::vector<std::string> names;
  if (vm.count("profiles")) {
    names = profile_names(profiles_arg, record->variant);
    if (names.empty()) return kUsage;
  }
  auto judgements = judge_under_profiles(*record, names, options, exit, profile_files);
  if (!judgements) return exit;
  const std::size_t w = print_table(*judgements);

  // The first ply where the profiles disagree: on legality, the next seat, the events, or the
  // position itself (transfers, neutral pieces, hands).
  auto d = first_divergence(*record, *judgements);
  if (!d) {
    std::cout << "\nno divergence: every profile judges every ply alike\n";
    return diff_exit(*judgements);
  }
  std::cout << "\nfirst divergence at ply " << d->ply << " (" << d->entry << "):\n";
  for (std::size_t i = 0; i < judgements->size(); ++i) {
    std::cout << "  " << std::left << std::setw(static_cast<int>(w)) << (*judgements)[i].profile
              << std::right << d->states[i] << "\n";
    if (!d->positions[i].empty())
      std::cout << "  " << std::string(w, ' ') << d->positions[i] << "\n";
  }
  return diff_exit(*judgements);
}

}  // namespace kifukit::cli
