#include "validator/report_items.hpp"

#include "formats/notation.hpp"

namespace kifukit {

std::vector<ReportItem> report_items(const FileReport& r) {
  std::vector<ReportItem> out;
  for (const Diagnostic& d : r.read_diagnostics) {
    Diagnostic located = d;
    if (located.file.empty()) located.file = r.file;
    out.push_back({std::string(code_name(d.code)), d.severity, std::nullopt, std::nullopt, d.line,
                   d.column, d.message, render(located)});
  }
  if (!r.validation) return out;
  for (const Finding& f : r.validation->findings) {
    ReportItem item{std::string(code_name(f.code)),
                    f.severity,
                    f.ply ? std::optional<int>(f.ply) : std::nullopt,
                    f.seat,
                    f.line,
                    f.column,
                    f.message,
                    ""};
    item.text = render_finding_text(r.file, f, find_variant(r.validation->variant));
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace kifukit
