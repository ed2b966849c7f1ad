// kifukit variants: lists the built-in variants, prints one, or checks a variant file
// (docs/variants.md).
#include <algorithm>
#include <iostream>

#include "formats/bounded_read.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "formats/suggest.hpp"
#include "rules/variant_reader.hpp"
#include "tools/cli.hpp"
#include "tools/list_json.hpp"
#include "tools/show_json.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

int report(const std::vector<VariantError>& errors) {
  int exit = kBadConfig;
  for (const auto& e : errors) {
    std::cerr << render(e) << "\n";
    if (e.code == Code::VARIANT_UNREADABLE) exit = kUnreadable;
  }
  return exit;
}

// The reader checks the file; the start position is read here, where the notation lives.
VariantResult read_and_check(const std::string& text, const std::string& source) {
  VariantResult r = read_variant(text, source);
  if (!r.ok()) return r;
  NotationError e;
  if (!parse_position(*r.variant, r.variant->start, e)) {
    r.errors.push_back(error_at(source, r.start_line, r.start_column + std::max(0, e.column - 1),
                                Code::VARIANT_BAD_START, "start: " + e.message));
    r.variant.reset();
  }
  return r;
}

const char* notation_name(const Variant& v) { return v.is_yonin() ? "yonin" : "sfen"; }

int list_variants() {
  for (const auto& f : builtin_variant_texts()) {
    const Variant* v = find_variant(f.name);
    std::string padded(f.name);
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
  std::string known;
  for (const auto& f : builtin_variant_texts())
    known += (known.empty() ? "" : ", ") + std::string(f.name);
  return report(
      {error_at("variants show", 0, 0, Code::VARIANT_UNKNOWN_NAME,
                "no built-in variant '" + name + "'" + did_you_mean(name, builtin_variant_names()) +
                    " (built-in: " + known + ")")});
}

int check_variant(const std::string& file) {
  // The same bound and file rules as a profile file (docs/limits.md): a device or a pipe that
  // never ends costs 1 MiB, not all memory.
  const std::string source = file == "-" ? "<stdin>" : file;
  BoundedRead in = read_bounded(file, kMaxVariantBytes);
  if (!in.ok())
    return report({error_at(source, 0, 0, Code::VARIANT_UNREADABLE,
                            "variant file " + in.describe(kMaxVariantBytes))});
  VariantResult r = read_and_check(in.bytes, source);
  if (!r.ok()) return report(r.errors);
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
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit variants list [--format text|json] | show NAME [--format yaml|json] | "
                  "check FILE|-",
                  "kifukit variants check rules/variants/minishogi.yaml", desc, &positional, vm,
                  exit))
    return exit;
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
