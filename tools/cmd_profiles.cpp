// kifukit profiles: lists the built-in rule profiles, prints one fully resolved, or checks a
// profile file (docs/profiles.md).
#include <algorithm>
#include <iostream>
#include <iterator>

#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"
#include "tools/list_json.hpp"
#include "tools/show_json.hpp"
#include "tools/variant_files.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

// Prints profile diagnostics (stderr) and returns the exit code they call for. Shared with the
// other commands that take --profile / --profile-file / --option.
int report_profile_errors(const std::vector<Diagnostic>& errors) {
  int exit = kBadConfig;
  for (const auto& e : errors) {
    print_diagnostic(e);
    // A malformed --option is a bad command line, an unreadable file a read error; everything
    // else is a bad profile.
    if (e.code == Code::PROFILE_OPTION_SYNTAX) exit = kUsage;
    if (e.code == Code::PROFILE_UNREADABLE && exit != kUsage) exit = kUnreadable;
  }
  return exit;
}

namespace {

int list_profiles() {
  for (const auto& name : builtin_profile_names()) {
    auto r = builtin_profile(name);
    if (!r.ok()) return report_profile_errors(r.diagnostics);  // a broken build: tests prevent it
    std::string padded = name;
    padded.resize(std::max<std::size_t>(padded.size() + 2, 16), ' ');
    std::cout << padded << r.resolved->profile.variant << "\n";
  }
  return kOk;
}

int show_profile(const std::string& name, const std::string& file,
                 const std::vector<std::string>& options, bool json) {
  auto r = select_profile(name, file, options);
  if (!r.ok()) return report_profile_errors(r.diagnostics);
  if (json)
    std::cout << profile_json(r.resolved->profile, profile_kind_name(r.resolved->kind)) << "\n";
  else
    std::cout << profile_to_yaml(r.resolved->profile);
  return kOk;
}

int check_profile(const std::string& file, const std::vector<std::string>& options) {
  ProfileResult r = load_profile_file(file);  // "-" = standard input, with the same bound
  if (r.ok()) {
    auto errors = apply_profile_options(*r.resolved, options);
    if (!errors.empty()) return report_profile_errors(errors);
  }
  if (!r.ok()) return report_profile_errors(r.diagnostics);
  const Profile& p = r.resolved->profile;
  std::cout << (file == "-" ? "<stdin>" : file) << ": ok (profile " << p.name << ", variant "
            << p.variant << ")\n";
  return kOk;
}

}  // namespace

int run_profiles(const std::vector<std::string>& args) {
  std::string action, target, profile_file, format = "yaml";
  std::vector<std::string> options;
  po::options_description desc("profiles options");
  // clang-format off
  desc.add_options()
      ("action", po::value(&action), "list, show or check")
      ("target", po::value(&target), "show: a built-in profile name; check: a file, - = stdin")
      ("profile-file", po::value(&profile_file), "show: a profile file instead of a name")
      ("option", po::value(&options)->composing(),
       "key=value parameter override, repeatable (show, check)")
      ("format", po::value(&format),
       "list: text or json; show: yaml (a profile file) or json (typed values)");
  // clang-format on
  po::positional_options_description positional;
  positional.add("action", 1).add("target", 1);  // more positionals: a usage error
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit profiles list [--format text|json] | show NAME|--profile-file F "
                  "[--option K=V]... "
                  "[--format yaml|json] | check FILE|- [--option K=V]...",
                  "kifukit profiles show qdan --option end=last-survivor", desc, &positional, vm,
                  exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named
  if (action == "list") {
    if (!target.empty() || !profile_file.empty() || !options.empty()) {
      error("profiles list takes no arguments");
      return kUsage;
    }
    if (!vm.count("format") || format == "text") return list_profiles();
    if (format == "json") {
      std::cout << profiles_list_json() << "\n";
      return kOk;
    }
    error("unknown --format '" + format + "' for profiles list (text or json)" +
          did_you_mean(format, {"text", "json"}));
    return kUsage;
  }
  if (action == "show") {
    if (target.empty() == profile_file.empty()) {
      error("profiles show needs a profile NAME or --profile-file F (one of them)");
      return kUsage;
    }
    if (format != "yaml" && format != "json") {
      error("unknown --format '" + format + "' (yaml or json)" +
            did_you_mean(format, {"yaml", "json"}));
      return kUsage;
    }
    return show_profile(target, profile_file, options, format == "json");
  }
  if (action == "check") {
    if (target.empty() || !profile_file.empty()) {
      error("profiles check needs one FILE (- reads stdin)");
      return kUsage;
    }
    if (vm.count("format")) {
      error("--format is for profiles list and profiles show; check prints one line");
      return kUsage;
    }
    return check_profile(target, options);
  }
  return unknown_action("profiles", action, {"list", "show", "check"});
}

}  // namespace kifukit::cli
