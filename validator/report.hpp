// How validation results are shown: clang-style text for people, versioned JSON for machines
// (docs/validate.md). One FileReport per input file.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "formats/diagnostic.hpp"
#include "validator/validate.hpp"

namespace kifukit {

struct FileReport {
  std::string file;
  // A record of a stream (several records on standard input): its 1-based index and the input
  // line it starts on; 0 for a file that is one record.
  int index = 0, line = 0;
  std::vector<Diagnostic> read_diagnostics;  // from the reader (malformed input, warnings)
  std::optional<Validation> validation;      // absent when the record could not be read

  Outcome outcome() const;
  // 0 clean, 1 findings, 2 unreadable (the command's exit code for this file alone).
  int exit_code() const;
};

// Diagnostics, then one status line.
std::string render_text(const FileReport& r);
// The diagnostics and findings alone (what --quiet prints of a file).
std::string render_findings_text(const FileReport& r);
// The source lines under a diagnostic of the text report: what `kifukit validate --source`
// prints after each one (file, line, column); "" for none.
using SourceExcerptFn = std::function<std::string(const std::string&, int, int)>;
// Diagnostics then one status line, each diagnostic followed by its excerpt.
std::string render_text(const FileReport& r, const SourceExcerptFn& excerpt, bool quiet);
// `file:line:col: error: ply 7 (south): message [CODE]`, no newline; the seat in the words of
// variant `v` when given (`(sente)` in a two-player game).
std::string render_finding_text(const std::string& file, const Finding& f,
                                const Variant* v = nullptr);

struct BatchSummary {
  // malformed: files with exit code 2, the outcome's one name (docs/decisions.md).
  int files = 0, clean = 0, with_findings = 0, malformed = 0;
  int errors = 0, warnings = 0;  // findings of every file
  long long plies = 0;
  // Only with --timing: without it two runs over the same input give the same bytes.
  std::optional<double> seconds;
  void add(const FileReport& r);
};
std::string render_summary_text(const BatchSummary& s);

// "1 south, 2 west, ..." in rank order; in the words of variant `v` when given ("1 sente, 2 gote").
std::string ranking_text(const GameResult& r, const std::vector<Seat>& seats,
                         const Variant* v = nullptr);

}  // namespace kifukit
