// `--variant-file FILE`: variants read at run time (docs/variants.md, "Variants at run time").
// Each file is read with its `extends:`, its start position is checked, and the variant joins
// the catalogue under its name, so --variant NAME, a profile's `variant:` and a record's variant
// reach it for the rest of the run.
#pragma once

#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "rules/data/variant_reader.hpp"

namespace kifukit::cli {

// Adds the repeatable `--variant-file FILE` option.
void add_variant_file_option(boost::program_options::options_description& options,
                             std::vector<std::string>* files);

// The variant of a file (or of `text` when given, named `source`), its start position read
// here, where the position notation lives (VARIANT_BAD_START).
VariantResult read_checked_variant(const std::string& source, const std::string* text = nullptr);

// Prints the diagnostics; the exit code: kUnreadable when a file cannot be read, else kBadConfig.
int report_variant_errors(const std::vector<Diagnostic>& errors);

// Reads, checks and adds every file; false (with `exit` set and the diagnostics printed) when
// one fails.
bool load_variant_files(const std::vector<std::string>& files, int& exit);

}  // namespace kifukit::cli
