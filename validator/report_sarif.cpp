// SARIF 2.1.0 (OASIS, https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html): one run
// of the tool "kifukit", one result per finding with its rule (the reason code), level and
// location. Results are streamed; the run's tool object (with the rules met) comes after them,
// which JSON allows since object members are unordered.
#include <nlohmann/json.hpp>
#include <set>

#include "formats/json_append.hpp"
#include "rules/codes.hpp"
#include "validator/report_escape.hpp"
#include "validator/report_items.hpp"
#include "validator/report_writer.hpp"

namespace kifukit {
namespace {

using nlohmann::ordered_json;

class SarifWriter : public ReportWriter {
 public:
  explicit SarifWriter(std::string version) : version_(std::move(version)) {}
  std::string begin() override {
    return "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\","
           "\"runs\":[{\"columnKind\":\"unicodeCodePoints\",\"results\":[";
  }
  std::string file(const FileReport& r) override {
    std::string out;
    for (const ReportItem& i : report_items(r)) {
      rules_.insert(i.code);
      ordered_json location = {{"artifactLocation", {{"uri", sarif_uri(r.file)}}}};
      if (i.line > 0) {
        location["region"] = {{"startLine", i.line}};
        if (i.column > 0) location["region"]["startColumn"] = i.column;
      }
      ordered_json result = {
          {"ruleId", i.code},
          {"level", i.severity == Severity::Error ? "error" : "warning"},
          {"message", {{"text", i.message}}},
          {"locations", ordered_json::array({{{"physicalLocation", location}}})}};
      if (i.ply) result["properties"] = {{"ply", *i.ply}};
      out += (first_ ? "" : ",") + compact_json(result);
      first_ = false;
    }
    return out;
  }
  std::string end(const BatchSummary&) override {
    ordered_json rules = ordered_json::array();
    for (const std::string& code : rules_) {
      const CodeInfo* info = find_code(code);
      ordered_json rule = {{"id", code}};
      if (info) {
        rule["shortDescription"] = {{"text", std::string(info->summary)}};
        rule["defaultConfiguration"] = {{"level", std::string(info->severity)}};
      }
      rules.push_back(rule);
    }
    ordered_json driver = {{"name", "kifukit"},
                           {"version", version_},
                           {"informationUri", "https://kifukit.invalid/docs/reasons.md"},
                           {"rules", rules}};
    return "],\"tool\":" + compact_json(ordered_json{{"driver", driver}}) + "}]}\n";
  }

 private:
  std::string version_;
  std::set<std::string> rules_;
  bool first_ = true;
};

}  // namespace

std::unique_ptr<ReportWriter> make_sarif_writer(const ReportSettings& settings) {
  return std::make_unique<SarifWriter>(settings.tool_version);
}

}  // namespace kifukit
