// kifukit variants: lists the built-in variants, prints one, or checks a variant file
// (docs/variants.md).
#include <algorithm>
#include <iostream>

#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "rules/data/bounded_read.hpp"
#include "rules/data/suggest.hpp"
#include "rules/data/variant_catalog.hpp"
#include "rules/data/variant_reader.hpp"  // kMaxVariantBytes
#include "tools/cli.hpp"
#include "tools/list_json.hpp"
#include "tools/show_json.hpp"
#include "tools/variant_files.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

const char* notation_name(const Variant& v) { return v.is_yonin() ? "yonin" : "sfen"; }

int list_variants() {
  for (const auto& name : known_variant_names()) {
    const Variant* v = find_variant(name);
    std::string padded(name);
    padded.resize(std::max<std::size_t>(padded.size() + 2, 12), ' ');
    std::cout << padded << v->size << "x" << v->size << ", " << v->seats.size() << " seats, "
              << v->kinds.size() << " kinds, " << (v->drops ? "drops" : "no drops") << ", "
              << notation_name(*v) << "\n";
  }
  return kOk;
}

int show_variant(const std::string& name, bool json) {
  for (const auto& f : builtin_variant_texts())
    if (f.name == name) {
      if (json)
        std::cout << variant_json(*find_variant(name)) << "\n";
      else
        std::cout << f.text;
      return kOk;
    }
  // A variant added by --variant-file or found on KIFUKIT_VARIANT_PATH: as resolved (its file
  // may extend another, so the resolved form is the one that says everything).
  if (const Variant* v = find_variant(name)) {
    std::cout << variant_json(*v) << "\n";
    return kOk;
  }
  std::string known;
  for (const auto& f : builtin_variant_texts())
    known += (known.empty() ? "" : ", ") + std::string(f.name);
  return report_variant_errors(
      {error_at("variants show", 0, 0, Code::VARIANT_UNKNOWN_NAME,
                "no built-in variant '" + name + "'" + did_you_mean(name, known_variant_names()) +
                    " (built-in: " + known + ")")});
}

int check_variant(const std::string& file) {
  // The same bound and file rules as a profile file (docs/limits.md): a device or a pipe that
  // never ends costs 1 MiB, not all memory.
  const std::string source = file == "-" ? "<stdin>" : file;
  BoundedRead in = read_bounded(file, kMaxVariantBytes);
  if (!in.ok())
    return report_variant_errors({error_at(source, 0, 0, Code::VARIANT_UNREADABLE,
                                           "variant file " + in.describe(kMaxVariantBytes))});
  VariantResult r = read_checked_variant(source, &in.bytes);
  if (!r.ok()) return report_variant_errors(r.diagnostics);
  const Variant& v = *r.variant;
  std::cout << source << ": ok (variant " << v.name << ", " << v.size << "x" << v.size << ", "
            << v.kinds.size() << " kinds)\n";
  return kOk;
}

}  // namespace

int run_variants(const std::vector<std::string>& args) {
  std::string action, target, format = "yaml";
  po::options_description desc("variants options");
  desc.add_options()("action", po::value(&action), "list, show or check")(
      "target", po::value(&target), "show: a built-in variant name; check: a file, - = stdin")(
      "format", po::value(&format),
      "list: text or json; show: yaml (the variant file) or json (as resolved)");
  po::positional_options_description positional;
  positional.add("action", 1).add("target", 1);
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit variants list [--format text|json] | show NAME [--format yaml|json] | "
                  "check FILE|-",
                  "kifukit variants show minishogi --format yaml | kifukit variants check -", desc,
                  &positional, vm, exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;
  if (action == "list") {
    if (!target.empty()) {
      error("variants list takes no arguments");
      return kUsage;
    }
    if (!vm.count("format") || format == "text") return list_variants();
    if (format == "json") {
      std::cout << variants_list_json() << "\n";
      return kOk;
    }
    error("unknown --format '" + format + "' for variants list (text or json)" +
          did_you_mean(format, {"text", "json"}));
    return kUsage;
  }
  if (action == "show" || action == "check") {
    if (target.empty()) {
      error(action == "show" ? "variants show needs a variant NAME"
                             : "variants check needs one FILE (- reads stdin)");
      return kUsage;
    }
    if (action == "check" && vm.count("format")) {
      error("--format is for variants list and variants show; check prints one line");
      return kUsage;
    }
    if (format != "yaml" && format != "json") {
      error("unknown --format '" + format + "' (yaml or json)" +
            did_you_mean(format, {"yaml", "json"}));
      return kUsage;
    }
    return action == "show" ? show_variant(target, format == "json") : check_variant(target);
  }
  return unknown_action("variants", action, {"list", "show", "check"});
}

}  // namespace kifukit::cli
