// A case's `rule:` cites sections of docs/rules.md (`docs/rules.md §4.3, §4.8: ...`) and may quote
// the words of a rule source in double quotes, fragments of one sentence joined by " … ". Lint
// checks that every section a rule cites exists and that every quoted fragment occurs in one of
// the sections that rule cites (whitespace ignored, since quotes wrap across lines), so a quote
// cannot support a section it is not in (docs/conformance.md, "Lint").
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kifukit::corpus {

class RulesText {
 public:
  // Sections are the paragraphs and headings that begin with `§N.M` (after `## ` or `### `); a
  // section runs to the next one that is not inside it (§17.3 holds §17.3.1 and §17.3.2).
  static RulesText parse(const std::string& markdown);
  // docs/rules.md where both the source tree and an installation keep it: DIR/../docs/rules.md
  // (corpus/ and docs/ side by side; <prefix>/share/kifukit/{corpus,docs}). nullopt: not there.
  static std::optional<RulesText> beside_corpus(const std::string& corpus_dir);

  // The section's text with every whitespace character removed; nullptr if there is none.
  const std::string* section(const std::string& number) const;

 private:
  std::map<std::string, std::string> sections_;
};

// One message per problem of a rule text: a cited section docs/rules.md lacks, a quoted fragment
// in none of the sections cited beside it. Citations of other documents are not checked.
std::vector<std::string> citation_problems(const RulesText& rules, const std::string& rule);

}  // namespace kifukit::corpus
