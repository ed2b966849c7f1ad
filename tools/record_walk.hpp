// The record files a batch command reads (validate, convert of a directory): files named on the
// command line, and the record files below directories (docs/cli.md, "validate").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "converters/convert_io.hpp"
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
// The same judged from the file's bytes (a record's reader read them): `format` is the file's by
// its extension.
std::string not_a_record_by_content(std::string_view bytes, RecordFormat format);

// The note on stderr for a file a walk leaves out: `kifukit: note: PATH: skipped, not a record
// (WHY)`.
void note_skipped(const std::string& path, const std::string& why);

// With `check_content` false the walk's JSON and YAML files are not opened here: the caller
// asks not_a_record of each (found_by_walk) where it reads them, in parallel (validate).
std::vector<WalkEntry> expand_inputs(const std::vector<std::string>& inputs,
                                     const std::vector<std::string>& excludes,
                                     bool check_content = true);

}  // namespace kifukit::cli
