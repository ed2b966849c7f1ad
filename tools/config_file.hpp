// The configuration file, `.kifukit.yaml`, found upward from the working directory (the first
// directory that holds one; docs/cli.md, "Configuration file"). Its keys are defaults for the
// options of the same names: color, quiet, source, select, ignore, min-severity, exit-zero.
// A command takes the keys it has options for; what the command line gives wins.
#pragma once

#include <string>
#include <vector>

#include <boost/program_options.hpp>

namespace kifukit::cli {

inline constexpr const char* kConfigFileName = ".kifukit.yaml";

// Finds and reads the file. kOk (also when there is none), or kBadConfig after `file:line:col:
// error: ...` (an unknown key with a did-you-mean, a value of the wrong type or outside its
// set), or kUnreadable when it cannot be read.
int load_config_file();

// Sets the colour mode from `color:`, if the file has it; false after an error.
bool apply_config_color();

// The file's values as command-line words for the options `options` has and `given` (the
// command line's) lacks: parse_args stores them after the command line's, so those win.
std::vector<std::string> config_arguments(
    const boost::program_options::options_description& options,
    const boost::program_options::variables_map& given);

// The path of the file read, or "" when none was found.
const std::string& config_file_path();

}  // namespace kifukit::cli
