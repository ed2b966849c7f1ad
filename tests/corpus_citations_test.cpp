// corpus lint's citation rule (corpus/citations.hpp): a case's rule cites sections docs/rules.md
// has, and its quotes are in the sections it cites. Texts and expected messages written by hand.
#include "corpus/citations.hpp"

#include <gtest/gtest.h>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "corpus/lint.hpp"

namespace kifukit::corpus {
namespace {

namespace fs = std::filesystem;

// A rules document in the shape of docs/rules.md: headings and paragraphs numbered with §, a
// quote wrapped across two lines, a subsection inside a section.
const char* kRules =
    "# Rules\n"
    "## §1 Board\n"
    "§1.1 Nine by nine. [Q] (\"九乘九\").\n"
    "### §17.3 Promotion\n"
    "§17.3.1 Never the king. [QC] (\"王将、奔王、狮子不升变\").\n"
    "§17.3.2 Entering the zone. [QC] (\"从区外进入敌阵，或在敌阵内、\n"
    "离开敌阵时吃子，可升变 … 步兵、香车到最远一行也可升变\").\n"
    "### §17.4 Lion trading\n";

std::vector<std::string> problems(const std::string& rule) {
  return citation_problems(RulesText::parse(kRules), rule);
}

TEST(CorpusCitations, AQuoteInTheCitedSectionIsClean) {
  EXPECT_TRUE(problems("docs/rules.md §17.3.1: promotion (\"王将、奔王、狮子不升变\")").empty());
  // A section holds its subsections; fragments joined by " … " are looked for one by one; a
  // quote wrapped across lines in the document still matches.
  EXPECT_TRUE(problems("docs/rules.md §17.3: promotion (\"王将 … 狮子不升变\")").empty());
  EXPECT_TRUE(
      problems("docs/rules.md §17.3.2: zone (\"可升变 … 步兵、香车到最远一行也可升变\")").empty());
  EXPECT_TRUE(problems("docs/rules.md §17.3.2: zone (\"或在敌阵内、离开敌阵时吃子\")").empty());
}

// The seed of the rule: chu/free-king-never-promotes cited §17.3.1 but quoted §17.3.2's words.
TEST(CorpusCitations, AQuoteOfAnotherSectionIsReported) {
  EXPECT_EQ(
      problems("docs/rules.md §17.3.1: promotion (\"从区外进入敌阵\")"),
      std::vector<std::string>{"the quoted \"从区外进入敌阵\" is not in docs/rules.md §17.3.1"});
  EXPECT_EQ(
      problems("docs/rules.md §1.1, §17.3.1: board (\"九乘九 … 十乘十\")"),
      std::vector<std::string>{"the quoted \"十乘十\" is not in docs/rules.md §1.1, §17.3.1"});
}

TEST(CorpusCitations, ASectionTheDocumentLacksIsReported) {
  EXPECT_EQ(
      problems("docs/rules.md §17.3.9: promotion"),
      std::vector<std::string>{"rule cites docs/rules.md §17.3.9, which has no such section"});
  // §1 holds §1.1 but is not §17.3's parent: §17 itself is no section of this document.
  EXPECT_EQ(problems("docs/rules.md §17: chu"),
            std::vector<std::string>{"rule cites docs/rules.md §17, which has no such section"});
}

// Only the citations of docs/rules.md are checked: a quote after "docs/notation.md" is another
// document's, and a rule without quotes has nothing to check but its sections.
TEST(CorpusCitations, OtherDocumentsAreNotChecked) {
  EXPECT_TRUE(problems("docs/rules.md §1.1: board; docs/notation.md §9: moves (\"x\")").empty());
  EXPECT_TRUE(problems("none").empty());
}

// Lint finds docs/rules.md beside the corpus directory (DIR/../docs/rules.md, the layout of
// the source tree and of an installation) and reports the case's rule line.
TEST(CorpusCitations, LintReportsAQuoteOutsideItsSection) {
  const fs::path root =
      fs::temp_directory_path() / ("kifukit-citations-" + std::to_string(::getpid()));
  fs::remove_all(root);
  const fs::path corpus = root / "corpus";
  fs::create_directories(corpus / "schema");
  fs::create_directories(corpus / "cases" / "chu");
  fs::create_directories(root / "docs");
  const fs::path source = fs::path(KIFUKIT_SOURCE_DIR) / "corpus";
  for (const char* f : {"VERSION", "features.yaml", "reasons.yaml", "schema/case.schema.json"})
    fs::copy_file(source / f, corpus / f);
  std::ofstream(root / "docs" / "rules.md") << kRules;
  std::ofstream(corpus / "cases" / "chu" / "x.yaml")
      << "id: chu/x\ndescription: \"The king never promotes.\"\n"
         "rule: \"docs/rules.md §17.3.1: promotion (\\\"从区外进入敌阵\\\")\"\n"
         "features: [chu, promotion]\nvariant: chu\n"
         "start: \"k11/12/12/12/6K5/12/12/12/12/12/12/12 b - 1\"\nmoves:\n"
         "  - {seat: south, move: \"6e6d+\"}\nexpect:\n"
         "  chu: {outcome: illegal-move, code: ILLEGAL_CANNOT_PROMOTE, ply: 1}\n"
         "  chu-lishogi: {outcome: illegal-move, code: ILLEGAL_CANNOT_PROMOTE, ply: 1}\n";
  const LintReport report = lint_corpus(corpus.string());
  std::vector<std::string> citations;
  for (const Diagnostic& d : report.diagnostics)
    if (d.code == Code::CORPUS_CITATION)
      citations.push_back(std::to_string(d.line) + ":" + std::to_string(d.column) + " " +
                          d.message);
  EXPECT_EQ(citations, std::vector<std::string>{
                           "3:7 the quoted \"从区外进入敌阵\" is not in docs/rules.md §17.3.1"});
  fs::remove_all(root);
}

}  // namespace
}  // namespace kifukit::corpus
