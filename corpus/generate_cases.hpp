// The generated part of the corpus (docs/conformance.md, "Generated cases"), written by
// `kifukit corpus generate-observables` from corpus/tools/observables.yaml:
// - games/<profile>-seed-<n>: a random complete game (validator/generate.hpp) replayed under
//   every four-player profile, with the legal-move count before every entry;
// - perft/<name>: a position with perft numbers under every four-player profile, as deep as
//   the node budget allows.
// Every expectation is what the reference engine computes. The output is deterministic.
#pragma once

#include <string>
#include <vector>

#include "corpus/diagnostic.hpp"

namespace kifukit::corpus {

struct GeneratedFile {
  std::string path;  // relative to the corpus's cases/ directory
  std::string text;
};

// Reads the spec text; errors name `spec_file`.
std::vector<GeneratedFile> generate_observable_cases(const std::string& spec_text,
                                                     const std::string& spec_file,
                                                     std::vector<Diagnostic>& errors);

}  // namespace kifukit::corpus
