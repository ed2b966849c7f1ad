#include "corpus/citations.hpp"

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <utility>

namespace kifukit::corpus {

namespace {

const std::string kRulesDoc = "docs/rules.md";
const std::string kEllipsis = "\xE2\x80\xA6";  // "…", the gap between quoted fragments

std::string without_whitespace(const std::string& text) {
  std::string out;
  for (char c : text)
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') out += c;
  return out;
}

bool inside(const std::string& number, const std::string& outer) {
  return number.compare(0, outer.size() + 1, outer + ".") == 0;
}

// The parts of a rule text that cite docs/rules.md: from each "docs/rules.md" to the next
// "docs/" (another document's citation) or the end.
std::vector<std::string> rules_segments(const std::string& rule) {
  std::vector<std::string> out;
  for (std::size_t at = rule.find(kRulesDoc); at != std::string::npos;
       at = rule.find(kRulesDoc, at + 1)) {
    const std::size_t start = at + kRulesDoc.size();
    const std::size_t next = rule.find("docs/", start);
    out.push_back(rule.substr(start, next == std::string::npos ? next : next - start));
  }
  return out;
}

std::vector<std::string> quoted_fragments(const std::string& segment) {
  std::vector<std::string> out;
  std::size_t open = segment.find('"');
  while (open != std::string::npos) {
    const std::size_t close = segment.find('"', open + 1);
    if (close == std::string::npos) break;
    const std::string quote = segment.substr(open + 1, close - open - 1);
    for (std::size_t from = 0;;) {
      const std::size_t gap = quote.find(kEllipsis, from);
      const std::string fragment = without_whitespace(quote.substr(from, gap - from));
      if (!fragment.empty()) out.push_back(fragment);
      if (gap == std::string::npos) break;
      from = gap + kEllipsis.size();
    }
    open = segment.find('"', close + 1);
  }
  return out;
}

}  // namespace

RulesText RulesText::parse(const std::string& markdown) {
  static const std::regex marker(R"(^(?:#+ )?§(\d+(?:\.\d+)*)[ :])");
  std::vector<std::pair<std::string, std::string>> lines;  // (section number or "", line)
  std::istringstream in(markdown);
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    lines.emplace_back(std::regex_search(line, m, marker) ? m[1].str() : "", line);
  }
  RulesText out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& number = lines[i].first;
    if (number.empty() || out.sections_.count(number)) continue;
    std::string text = lines[i].second;
    for (std::size_t j = i + 1; j < lines.size(); ++j) {
      if (!lines[j].first.empty() && !inside(lines[j].first, number)) break;
      text += lines[j].second;
    }
    out.sections_[number] = without_whitespace(text);
  }
  return out;
}

std::optional<RulesText> RulesText::beside_corpus(const std::string& corpus_dir) {
  std::filesystem::path dir = std::filesystem::absolute(corpus_dir).lexically_normal();
  if (!dir.has_filename()) dir = dir.parent_path();  // "corpus/" and "corpus/." name corpus
  std::ifstream in(dir.parent_path() / "docs" / "rules.md");
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return parse(text.str());
}

const std::string* RulesText::section(const std::string& number) const {
  auto it = sections_.find(number);
  return it == sections_.end() ? nullptr : &it->second;
}

std::vector<std::string> citation_problems(const RulesText& rules, const std::string& rule) {
  static const std::regex cited(R"(§(\d+(?:\.\d+)*))");
  std::vector<std::string> problems;
  for (const std::string& segment : rules_segments(rule)) {
    std::vector<std::string> numbers;
    for (std::sregex_iterator it(segment.begin(), segment.end(), cited), end; it != end; ++it) {
      const std::string number = (*it)[1].str();
      if (rules.section(number))
        numbers.push_back(number);
      else
        problems.push_back("rule cites " + kRulesDoc + " §" + number +
                           ", which has no such "
                           "section");
    }
    for (const std::string& fragment : quoted_fragments(segment)) {
      bool found = false;
      for (const std::string& number : numbers)
        found = found || rules.section(number)->find(fragment) != std::string::npos;
      if (found || numbers.empty()) continue;
      std::string list;
      for (const std::string& number : numbers) list += (list.empty() ? "§" : ", §") + number;
      problems.push_back("the quoted \"" + fragment + "\" is not in " + kRulesDoc + " " + list);
    }
  }
  return problems;
}

}  // namespace kifukit::corpus
