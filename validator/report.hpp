// How validation results are shown: clang-style text for people, versioned JSON for machines
// (docs/validate.md). One FileReport per input file.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/diagnostic.hpp"
#include "validator/validate.hpp"

namespace kifukit {

struct FileReport {
  std::string file;
  std::vector<Diagnostic> read_diagnostics;  // from the reader (malformed input, warnings)
  std::optional<Validation> validation;      // absent when the record could not be read

  Outcome outcome() const;
  // 0 clean, 1 findings, 2 unreadable (the command's exit code for this file alone).
  int exit_code() const;
};

inline constexpr int kValidateJsonVersion = 1;

// Diagnostics, then one status line.
std::string render_text(const FileReport& r);
// One JSON object for the file (no trailing newline).
std::string render_json(const FileReport& r);

struct BatchSummary {
  int files = 0, clean = 0, findings = 0, unreadable = 0;
  long long plies = 0;
  double seconds = 0;
};
std::string render_summary_text(const BatchSummary& s);
std::string render_summary_json(const BatchSummary& s);

// "1 south, 2 west, ..." in rank order.
std::string ranking_text(const GameResult& r, const std::vector<Seat>& seats);

}  // namespace kifukit
