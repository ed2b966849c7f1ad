// A batch report written as it goes, one file at a time, in any of the formats of
// `validate --format` (docs/cli.md "Report formats"): text for people, versioned JSON, SARIF
// 2.1.0 for code-scanning tools, GitHub Actions workflow commands, JUnit XML for CI dashboards.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "validator/report.hpp"

namespace kifukit {

enum class ReportFormat { Text, Json, Sarif, Github, Junit };
std::optional<ReportFormat> report_format_from_name(std::string_view name);
inline constexpr const char* kReportFormatNames = "text, json, sarif, github or junit";

struct ReportSettings {
  std::string tool_version;  // "0.1.0"
  bool quiet = false;        // text: findings and the summary only, no status line per file
  SourceExcerptFn excerpt;   // text: the source line and a caret under each diagnostic
};

class ReportWriter {
 public:
  virtual ~ReportWriter() = default;
  // What goes before the first file, for each file in order, and after the last one.
  virtual std::string begin() { return ""; }
  virtual std::string file(const FileReport& r) = 0;
  virtual std::string end(const BatchSummary& s) = 0;
};

std::unique_ptr<ReportWriter> make_report_writer(ReportFormat format,
                                                 const ReportSettings& settings);

// The format-specific writers (report_sarif.cpp, report_github.cpp, report_junit.cpp).
std::unique_ptr<ReportWriter> make_sarif_writer(const ReportSettings& settings);
std::unique_ptr<ReportWriter> make_github_writer(const ReportSettings& settings);
std::unique_ptr<ReportWriter> make_junit_writer(const ReportSettings& settings);

}  // namespace kifukit
