#include "validator/report_writer.hpp"

#include "validator/report_json.hpp"

namespace kifukit {
namespace {

class TextWriter : public ReportWriter {
 public:
  TextWriter(bool quiet, SourceExcerptFn excerpt) : quiet_(quiet), excerpt_(std::move(excerpt)) {}
  std::string file(const FileReport& r) override {
    ++files_;
    if (excerpt_) return render_text(r, excerpt_, quiet_);
    return quiet_ ? render_findings_text(r) : render_text(r);
  }
  // One summary line for a batch, or always when quiet (it is then the only sign of success).
  std::string end(const BatchSummary& s) override {
    return files_ > 1 || quiet_ ? render_summary_text(s) + "\n" : "";
  }

 private:
  bool quiet_;
  SourceExcerptFn excerpt_;
  int files_ = 0;
};

class JsonWriter : public ReportWriter {
 public:
  explicit JsonWriter(std::string version) : version_(std::move(version)) {}
  std::string begin() override {
    return "{\"format\":\"kifukit-validate\",\"version\":" + std::to_string(kValidateJsonVersion) +
           ",\"tool_version\":\"" + version_ + "\",\"files\":[";
  }
  std::string file(const FileReport& r) override {
    return (first_ ? (first_ = false, "") : ",") + render_json(r);
  }
  std::string end(const BatchSummary& s) override {
    return "],\"summary\":" + render_summary_json(s) + "}\n";
  }

 private:
  std::string version_;
  bool first_ = true;
};

}  // namespace

std::optional<ReportFormat> report_format_from_name(std::string_view name) {
  if (name == "text") return ReportFormat::Text;
  if (name == "json") return ReportFormat::Json;
  if (name == "sarif") return ReportFormat::Sarif;
  if (name == "github") return ReportFormat::Github;
  if (name == "junit") return ReportFormat::Junit;
  return std::nullopt;
}

std::unique_ptr<ReportWriter> make_report_writer(ReportFormat format,
                                                 const ReportSettings& settings) {
  switch (format) {
    case ReportFormat::Text:
      return std::make_unique<TextWriter>(settings.quiet, settings.excerpt);
    case ReportFormat::Json:
      return std::make_unique<JsonWriter>(settings.tool_version);
    case ReportFormat::Sarif:
      return make_sarif_writer(settings);
    case ReportFormat::Github:
      return make_github_writer(settings);
    case ReportFormat::Junit:
      return make_junit_writer(settings);
  }
  return nullptr;
}

}  // namespace kifukit
