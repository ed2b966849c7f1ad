// kifukit explain CODE: what a reason code means, in docs/reasons.md's words (the registry's
// summary, its phase's row of the Phases table, the paragraphs that name it) and the example
// record of tests/data/reasons/, both embedded at build time.
#include <cctype>
#include <iostream>
#include <sstream>

#include "kifukit_embedded/reason_examples.hpp"
#include "kifukit_embedded/reasons_doc.hpp"
#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The cells of a Markdown table row "| a | b |", trimmed.
std::vector<std::string> table_cells(const std::string& row) {
  std::vector<std::string> cells;
  std::size_t start = row.find('|') + 1;
  for (std::size_t bar; (bar = row.find('|', start)) != std::string::npos; start = bar + 1) {
    const std::size_t first = row.find_first_not_of(' ', start);
    const std::size_t last = row.find_last_not_of(' ', bar - 1);
    cells.push_back(first < bar ? row.substr(first, last - first + 1) : "");
  }
  return cells;
}

// The row of docs/reasons.md's Phases table for `phase`: its codes, what it judges and where
// its findings point.
std::string phase_text(std::string_view doc, std::string_view phase) {
  for (const std::string& line : lines_of(doc)) {
    if (line.rfind("| " + std::string(phase) + " |", 0) != 0) continue;
    const std::vector<std::string> cells = table_cells(line);
    if (cells.size() < 4) continue;
    return "phase: " + cells[0] + " (" + cells[1] + "): " + cells[2] +
           "\nthe finding points at: " + cells[3] + "\n";
  }
  return "phase: " + std::string(phase) + "\n";
}

// The paragraphs of docs/reasons.md (outside its tables) that name the code in backquotes.
std::string paragraphs_naming(std::string_view doc, std::string_view code) {
  const std::string quoted = "`" + std::string(code) + "`";
  std::string out, paragraph;
  auto flush = [&] {
    if (paragraph.find(quoted) != std::string::npos) out += "\n" + paragraph;
    paragraph.clear();
  };
  for (const std::string& line : lines_of(doc)) {
    if (line.empty() || line[0] == '|' || line[0] == '#') {
      flush();
      continue;
    }
    paragraph += line + "\n";
  }
  flush();
  return out;
}

std::string example_text(std::string_view code) {
  std::string out;
  for (const embedded::EmbeddedFile& f : embedded::reason_examples_files()) {
    if (f.name != code) continue;
    out += "\nexample (" + std::string(f.source) + "):\n";
    for (const std::string& line : lines_of(f.text)) out += "  " + line + "\n";
  }
  if (out.empty())
    out = "\nno example record: " + std::string(code) +
          " is not about a record's moves (see docs/reasons.md, \"Examples\")\n";
  return out;
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

int run_explain(const std::vector<std::string>& args) {
  std::string typed;
  po::options_description desc("explain options");
  desc.add_options()("code", po::value(&typed), "a reason code, such as ILLEGAL_NIFU");
  po::positional_options_description positional;
  positional.add("code", 1);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit explain CODE", "kifukit explain ILLEGAL_NIFU", desc, &positional,
                  vm, exit))
    return exit;
  if (typed.empty()) {
    error("explain needs a reason code, such as ILLEGAL_NIFU (kifukit codes lists them)");
    return kUsage;
  }
  const CodeInfo* info = find_code(upper(typed));
  if (!info) {
    std::vector<std::string> names;
    for (const CodeInfo& c : all_codes()) names.emplace_back(c.code);
    error("unknown code '" + typed + "'" + did_you_mean(upper(typed), names) +
          " (kifukit codes lists them)");
    return kUsage;
  }
  const std::string_view doc = embedded::reasons_doc_files().front().text;
  std::cout << info->code << ": " << info->summary << "\n"
            << "severity: " << info->severity << "; precedence: " << info->precedence << "\n"
            << phase_text(doc, info->phase) << paragraphs_naming(doc, info->code)
            << example_text(info->code) << "\nsee docs/reasons.md\n";
  return kOk;
}

}  // namespace kifukit::cli
