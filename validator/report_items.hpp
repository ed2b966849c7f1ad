// Every finding of one file as one list, whatever found it (the reader's diagnostics, then the
// replay's findings): what the machine formats (JSON, SARIF, GitHub annotations, JUnit) print.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "validator/report.hpp"

namespace kifukit {

struct ReportItem {
  std::string code;
  Severity severity = Severity::Error;
  std::optional<int> ply;  // the record entry, when the finding is about one
  std::optional<Seat> seat;
  int line = 0, column = 0;  // 1-based; 0 = unknown
  std::string message;
  std::string text;  // the line the text format prints for it (`file:l:c: error: ... [CODE]`)
};

std::vector<ReportItem> report_items(const FileReport& r);

}  // namespace kifukit
