// `kifukit corpus lint`: everything that must hold before a case can land. The schema and the
// shape checks of reading (unique ids = paths, expectation keys, plies), registered features and
// reason codes of the right phase, ambiguous YAML 1.1 scalars, canonical position strings,
// minimal-pair targets, and the reference engine agreeing with every (case, profile), so that a
// wrong expectation cannot land.
#pragma once

#include <string>
#include <vector>

#include "corpus/diagnostic.hpp"

namespace kifukit::corpus {

struct LintReport {
  bool unusable = false;  // the directory is not a corpus (no VERSION, no schema, ...)
  int files = 0;
  int cases = 0;  // read without errors
  int pairs = 0;  // (case, profile) pairs checked against the reference engine
  std::vector<Diagnostic> diagnostics;
};

LintReport lint_corpus(const std::string& dir);

}  // namespace kifukit::corpus
