#include "tools/variant_files.hpp"

#include <algorithm>
#include <iostream>

#include "formats/notation.hpp"
#include "rules/data/variant_catalog.hpp"
#include "tools/cli.hpp"

namespace kifukit::cli {

void add_variant_file_option(boost::program_options::options_description& options,
                             std::vector<std::string>* files) {
  options.add_options()("variant-file", boost::program_options::value(files)->composing(),
                        "a variant from a YAML file (repeatable); docs/variants.md");
}

VariantResult read_checked_variant(const std::string& source, const std::string* text) {
  VariantResult r = text ? read_variant_text(*text, source) : read_variant_file(source);
  if (!r.ok()) return r;
  NotationError e;
  if (!parse_position(*r.variant, r.variant->start, e)) {
    r.diagnostics.push_back(error_at(r.start_source, r.start_line,
                                     r.start_column + std::max(0, e.column - 1),
                                     Code::VARIANT_BAD_START, "start: " + e.message));
    r.variant.reset();
  }
  return r;
}

int report_variant_errors(const std::vector<Diagnostic>& errors) {
  int exit = kBadConfig;
  for (const auto& e : errors) {
    print_diagnostic(e);
    if (e.code == Code::VARIANT_UNREADABLE) exit = kUnreadable;
  }
  return exit;
}

bool load_variant_files(const std::vector<std::string>& files, int& exit) {
  for (const auto& file : files) {
    VariantResult r = read_checked_variant(file);
    if (r.ok())
      if (auto clash = add_variant(r.variant, file)) r.diagnostics.push_back(*clash);
    if (!r.ok()) {
      exit = report_variant_errors(r.diagnostics);
      return false;
    }
  }
  return true;
}

}  // namespace kifukit::cli
