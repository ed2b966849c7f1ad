// The library's own room (not installed): the public types of include/kifukit/ made from and
// turned into the engine's. Only library/*.cpp include the engine's headers, so the public
// surface does not move when the engine's internals do.
#pragma once

#include <string>

#include "kifukit/error.hpp"
#include "kifukit/record.hpp"
#include "kifukit/validate.hpp"
#include "library/file_validation.hpp"
#include "rules/data/profile_reader.hpp"
#include "validator/report.hpp"

namespace kifukit::lib {

struct Record::Impl {
  std::string name, format, source;
  kifukit::LoadedRecord loaded;  // its record is present: unreadable input throws
};

// The exception for a reader's or a profile's diagnostic (its file, else `file`).
Error error_from(const kifukit::Diagnostic& d, const std::string& file = "");

// The settings of `kifukit validate`: the profile selected once (throws Error when bad).
kifukit::ValidationSettings validation_settings(const Settings& settings);

// The public report of a file, with the same values as the JSON report.
Report report_from(const kifukit::FileReport& r);

}  // namespace kifukit::lib
