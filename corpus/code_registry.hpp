// The reason-code registry (rules/codes.def, read through rules/codes.hpp) printed for the
// corpus and the docs: corpus/reasons.yaml is the YAML text, docs/reasons.md holds the Markdown
// table verbatim, and tests keep them identical (scripts/update-codes rewrites both).
#pragma once

#include <string>
#include <vector>

#include "rules/codes.hpp"

namespace kifukit::corpus {

std::string codes_yaml();
std::string codes_markdown();

// The same texts for some codes only (`kifukit codes ILLEGAL_NIFU`): the YAML lines without the
// file's header comment, the Markdown table with its header row.
std::string codes_yaml(const std::vector<const CodeInfo*>& codes);
std::string codes_markdown(const std::vector<const CodeInfo*>& codes);

}  // namespace kifukit::corpus
