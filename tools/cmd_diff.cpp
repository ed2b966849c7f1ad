// kifukit diff: one game judged by several profiles side by side.
#include <algorithm>
#include <iomanip>
#include <iostream>

#include "converters/convert_io.hpp"
#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"
#include "tools/diff_json.hpp"
#include "tools/profile_comparison.hpp"
#include "tools/record_input.hpp"
#include "tools/record_stream.hpp"
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

struct DiffArgs {
  std::string profiles;  // --profiles, "" when not given
  std::vector<std::string> options, profile_files;
  bool json = false;
};

// The text of `kifukit diff`: the table, then the first divergence.
void print_diff_text(const std::vector<Judgement>& judgements, const std::optional<Divergence>& d) {
  const std::size_t w = print_table(judgements);
  // The first ply where the profiles disagree: on legality, the next seat, the events, or the
  // position itself (transfers, neutral pieces, hands).
  if (!d) {
    std::cout << "\nno divergence: every profile judges every ply alike\n";
    return;
  }
  std::cout << "\nfirst divergence at ply " << d->ply << " (" << d->entry << "):\n";
  for (std::size_t i = 0; i < judgements.size(); ++i) {
    std::cout << "  " << std::left << std::setw(static_cast<int>(w)) << judgements[i].profile
              << std::right << d->states[i] << "\n";
    if (!d->positions[i].empty())
      std::cout << "  " << std::string(w, ' ') << d->positions[i] << "\n";
  }
}

// One record judged under the profiles, or its malformed document / messages.
int diff_record(const RecordSource& source, const std::optional<Record>& record,
                const std::vector<Diagnostic>& diagnostics, const DiffArgs& a) {
  if (!a.json)
    for (const Diagnostic& d : diagnostics) std::cerr << render(d) << "\n";
  if (!record) {
    if (a.json) std::cout << diff_json(source, {}, std::nullopt, diagnostics) << "\n";
    return kUnreadable;
  }
  std::vector<std::string> names;
  if (!a.profiles.empty()) {
    names = profile_names(a.profiles, record->variant);
    if (names.empty()) return kUsage;
  }
  int exit = kOk;
  auto judgements = judge_under_profiles(*record, names, a.options, exit, a.profile_files);
  if (!judgements) return exit;
  const auto d = first_divergence(*record, *judgements);
  if (a.json)
    std::cout << diff_json(source, *judgements, d, diagnostics) << "\n";
  else
    print_diff_text(*judgements, d);
  return diff_exit(*judgements);
}

}  // namespace

int run_diff(const std::vector<std::string>& args) {
  std::string file, format = "text";
  DiffArgs a;
  po::options_description desc("diff options");
  desc.add_options()("file", po::value(&file), "record file, - for stdin (a stream of records)")(
      "profiles", po::value(&a.profiles), "comma-separated profile names, or all")(
      "profile-file", po::value(&a.profile_files)->composing(),
      "a profile YAML file judged beside the built-ins (repeat for several)")(
      "option", po::value(&a.options)->composing(), "override key=value applied to every profile")(
      "format", po::value(&format), "text (a table) or json (docs/schemas/diff.schema.json)");
  po::positional_options_description positional;
  positional.add("file", 1);
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit diff FILE|- [--profiles A,B,...|all] [--profile-file F]... "
                  "[--option K=V]... [--format text|json]",
                  "kifukit diff examples/qdan.yaml --profiles all", desc, &positional, vm, exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named
  if (!vm.count("profiles") && a.profile_files.empty()) {
    error("give --profiles, --profile-file, or both");
    return kUsage;
  }
  if (vm.count("profiles") && a.profiles.empty()) {
    error("--profiles needs names: a,b,... or all");
    return kUsage;
  }
  if (format != "text" && format != "json") {
    error(unknown_value("--format", format, "text or json"));
    return kUsage;
  }
  a.json = format == "json";
  if (file.empty()) {
    error("no record file given (see --help)");
    return kUsage;
  }
  if (file != "-") {
    ReadResult read = read_record_any(file);
    return diff_record({file}, read.record, read.diagnostics, a);
  }
  // Standard input: each record of the stream in turn (docs/cli.md, "Streams").
  return for_each_stdin_record(!a.json,
                               [&](const RecordSource& source, const ReadResult& read, int) {
                                 return diff_record(source, read.record, read.diagnostics, a);
                               });
}

}  // namespace kifukit::cli
