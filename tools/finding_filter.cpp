#include "tools/finding_filter.hpp"

#include <algorithm>
#include <cctype>

#include "rules/data/suggest.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

bool matches(std::string_view code, const std::vector<std::string>& patterns) {
  return std::any_of(patterns.begin(), patterns.end(),
                     [&](const std::string& p) { return code.substr(0, p.size()) == p; });
}

// "A,B" and repeated options alike: one pattern per element.
std::vector<std::string> split_patterns(const std::vector<std::string>& given) {
  std::vector<std::string> out;
  for (const std::string& g : given) {
    std::size_t start = 0;
    while (start <= g.size()) {
      std::size_t end = g.find(',', start);
      if (end == std::string::npos) end = g.size();
      if (end > start) out.push_back(g.substr(start, end - start));
      start = end + 1;
    }
  }
  return out;
}

// Every code and every prefix that ends at an underscore ("CLAIM_", "ILLEGAL_"): what a
// did-you-mean may propose.
std::vector<std::string> pattern_candidates() {
  std::vector<std::string> out;
  for (const CodeInfo& c : all_codes()) {
    const std::string code(c.code);
    for (std::size_t at = code.find('_'); at != std::string::npos; at = code.find('_', at + 1))
      if (std::find(out.begin(), out.end(), code.substr(0, at + 1)) == out.end())
        out.push_back(code.substr(0, at + 1));
    out.push_back(code);
  }
  return out;
}

}  // namespace

std::string code_pattern_error(const std::string& pattern) {
  for (const CodeInfo& c : all_codes())
    if (!pattern.empty() && c.code.substr(0, pattern.size()) == pattern) return "";
  std::string upper;
  for (char ch : pattern) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  const std::vector<std::string> candidates = pattern_candidates();
  std::string hint = closest_name(upper, candidates);
  if (hint.empty() && upper != pattern && code_pattern_error(upper).empty()) hint = upper;
  return "unknown code or prefix '" + pattern + "'" +
         (hint.empty() ? "" : "; did you mean '" + hint + "'?") + " (see kifukit codes)";
}

bool FindingFilter::keeps(Code code, Severity severity) const {
  if (severity == Severity::Warning && min_severity == Severity::Error) return false;
  const std::string_view name = code_name(code);
  if (!select.empty() && !matches(name, select)) return false;
  return !matches(name, ignore);
}

void FindingFilter::apply(std::vector<Diagnostic>& diagnostics) const {
  std::erase_if(diagnostics, [&](const Diagnostic& d) {
    return d.severity == Severity::Warning && !keeps(d.code, d.severity);
  });
}

void FindingFilter::apply(FileReport& report) const {
  apply(report.read_diagnostics);  // the reader's errors stay: the file was not read
  if (!report.validation) return;
  Validation& v = *report.validation;
  const Finding* illegal = v.illegal_finding();
  std::vector<Finding> kept;
  v.illegal_index = -1;
  for (std::size_t i = 0; i < v.findings.size(); ++i) {
    if (!keeps(v.findings[i].code, v.findings[i].severity)) continue;
    if (illegal && &v.findings[i] == illegal) v.illegal_index = static_cast<int>(kept.size());
    kept.push_back(std::move(v.findings[i]));
  }
  v.findings = std::move(kept);
}

int FindingFilter::exit_code(int worst) const { return exit_zero && worst == 1 ? 0 : worst; }

void add_filter_options(po::options_description& options, FindingFilter& filter,
                        std::vector<std::string>& min_severity, bool exit_zero) {
  options.add_options()("select", po::value(&filter.select),
                        "report only these codes or prefixes (CLAIM_), comma-separated or "
                        "repeated")(
      "ignore", po::value(&filter.ignore),
      "leave out these codes or prefixes, comma-separated or repeated")(
      "min-severity", po::value(&min_severity), "warning (the default) or error");
  if (exit_zero)
    options.add_options()(
        "exit-zero", po::bool_switch(&filter.exit_zero),
        "exit 0 when the only trouble is findings (unreadable input still exits 2)");
}

std::string finish_filter(FindingFilter& filter, const std::vector<std::string>& min_severity) {
  filter.select = split_patterns(filter.select);
  filter.ignore = split_patterns(filter.ignore);
  for (const auto* list : {&filter.select, &filter.ignore})
    for (const std::string& p : *list)
      if (std::string e = code_pattern_error(p); !e.empty())
        return (list == &filter.select ? "--select: " : "--ignore: ") + e;
  if (!min_severity.empty()) {
    const std::string& s = min_severity.back();
    if (s != "warning" && s != "error")
      return "--min-severity must be warning or error, not '" + s + "'" +
             did_you_mean(s, {"warning", "error"});
    filter.min_severity = s == "error" ? Severity::Error : Severity::Warning;
  }
  return "";
}

}  // namespace kifukit::cli
