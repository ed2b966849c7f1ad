// GitHub Actions workflow commands (https://docs.github.com/actions/reference/workflow-commands-
// for-github-actions): `::error file=F,line=L,col=C,title=CODE::message` per finding (warnings
// as ::warning), so findings show as annotations on the record's lines; then the summary line.
#include "validator/report_escape.hpp"
#include "validator/report_items.hpp"
#include "validator/report_writer.hpp"

namespace kifukit {
namespace {

class GithubWriter : public ReportWriter {
 public:
  std::string file(const FileReport& r) override {
    std::string out;
    for (const ReportItem& i : report_items(r)) {
      out += i.severity == Severity::Error ? "::error " : "::warning ";
      out += "file=" + github_escape(r.file, true);
      if (i.line > 0) out += ",line=" + std::to_string(i.line);
      if (i.line > 0 && i.column > 0) out += ",col=" + std::to_string(i.column);
      out += ",title=" + github_escape(i.code, true) + "::";
      out += github_escape(
          (i.ply ? "ply " + std::to_string(*i.ply) + ": " : std::string()) + i.message, false);
      out += "\n";
    }
    return out;
  }
  std::string end(const BatchSummary& s) override { return render_summary_text(s) + "\n"; }
};

}  // namespace

std::unique_ptr<ReportWriter> make_github_writer(const ReportSettings&) {
  return std::make_unique<GithubWriter>();
}

}  // namespace kifukit
