// The reason-code registry (rules/codes.def, read through rules/codes.hpp) printed for the
// corpus and the docs: corpus/reasons.yaml is the YAML text, docs/reasons.md holds the Markdown
// table verbatim, and tests keep them identical (scripts/update-codes rewrites both).
#pragma once

#include <string>

namespace kifukit::corpus {

std::string codes_yaml();
std::string codes_markdown();

}  // namespace kifukit::corpus
