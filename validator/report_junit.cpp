// JUnit XML as CI dashboards read it (the Ant/Jenkins/Surefire format, as documented at
// https://github.com/testmoapp/junitxml): one <testsuite> "kifukit validate", one <testcase> per
// file; a file with error findings has one <failure> (type = the first code, the text = every
// finding as the text format prints it), an unreadable file an <error>; warnings go to
// <system-out>. The suite's counts come first in the XML, so test cases are kept until the end.
#include <cstdio>

#include "validator/report_escape.hpp"
#include "validator/report_items.hpp"
#include "validator/report_writer.hpp"

namespace kifukit {
namespace {

class JunitWriter : public ReportWriter {
 public:
  std::string file(const FileReport& r) override {
    const std::vector<ReportItem> items = report_items(r);
    std::string errors, warnings;
    const ReportItem* first_error = nullptr;
    for (const ReportItem& i : items) {
      (i.severity == Severity::Error ? errors : warnings) += i.text + "\n";
      if (i.severity == Severity::Error && !first_error) first_error = &i;
    }
    std::string out =
        "    <testcase classname=\"kifukit.validate\" name=\"" + xml_escape(r.file) + "\"";
    const int code = r.exit_code();
    if (code == 0 && warnings.empty()) {
      cases_ += out + "/>\n";
      return "";
    }
    out += ">\n";
    if (code != 0) {
      const char* element = code == 2 ? "error" : "failure";
      const std::string type = first_error ? first_error->code : "FINDINGS";
      const std::string message = first_error ? first_error->message : "";
      out += std::string("      <") + element + " type=\"" + xml_escape(type) + "\" message=\"" +
             xml_escape(message) + "\">" + xml_escape(errors) + "</" + element + ">\n";
    }
    if (!warnings.empty()) out += "      <system-out>" + xml_escape(warnings) + "</system-out>\n";
    cases_ += out + "    </testcase>\n";
    return "";
  }
  std::string end(const BatchSummary& s) override {
    std::string time;  // the attribute is optional: only with --timing
    if (s.seconds) {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%.3f", *s.seconds);
      time = std::string(" time=\"") + seconds + "\"";
    }
    const std::string counts = "tests=\"" + std::to_string(s.files) + "\" failures=\"" +
                               std::to_string(s.with_findings) + "\" errors=\"" +
                               std::to_string(s.malformed) + "\"";
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"kifukit validate\" " +
           counts + time + ">\n  <testsuite name=\"kifukit validate\" " + counts +
           " skipped=\"0\"" + time + ">\n" + cases_ + "  </testsuite>\n</testsuites>\n";
  }

 private:
  std::string cases_;
};

}  // namespace

std::unique_ptr<ReportWriter> make_junit_writer(const ReportSettings&) {
  return std::make_unique<JunitWriter>();
}

}  // namespace kifukit
