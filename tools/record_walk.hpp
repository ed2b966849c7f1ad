// The record files a batch command reads (validate, convert of a directory): files named on the
// command line, and the record files below directories (docs/cli.md, "validate").
#pragma once

#include <string>
#include <vector>

#include "formats/directory_walk.hpp"

namespace kifukit::cli {

// Files named on the command line are read whatever their name ("-" too); directories are
// searched recursively for files with a record extension, leaving out hidden names (`.git`),
// node_modules and what an --exclude glob matches (the entry's name or its path below the
// directory). An entry that cannot be read (a link loop, an unreadable subdirectory) comes
// with its problem, for a report of its own.
// Why a file with a record extension is not a record by its content (a package.json, a CI
// workflow .yml), or "" when it may be one: JSON and YAML files only, by their first 64 KiB. A
// directory walk skips such a file with a note on stderr; a file named is read and refused.
std::string not_a_record(const std::string& path);

std::vector<WalkEntry> expand_inputs(const std::vector<std::string>& inputs,
                                     const std::vector<std::string>& excludes);

}  // namespace kifukit::cli
