// `kifukit corpus bless`: the only way an engine-derived expectation field changes. Fields a
// case lists under `derived:` were taken from the reference engine, not worked out by hand; when
// the engine's answer changes, bless shows every such field's old and new value and writes the
// new one into the case file in place (the rest of the file, comments included, is untouched).
// Hand-written fields are never changed: where the engine disagrees with one, bless reports it
// and a person decides (docs/conformance.md, "Provenance").
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/corpus.hpp"

namespace kifukit::corpus {

struct BlessChange {
  std::string file;
  SourceLocation loc;     // the value in the case file
  std::string id;         // case id
  std::string key;        // expectation key (profile or "*")
  std::string field;      // position, ranking, ...
  nlohmann::json before;  // as the case has it
  nlohmann::json after;   // as the engine answers now
};

struct BlessResult {
  std::vector<BlessChange> changes;
  std::vector<Diagnostic> problems;          // what bless cannot decide
  std::map<std::string, std::string> texts;  // file -> its new text, for files with changes
};

BlessResult bless_derived(const Corpus& corpus);

// A JSON value as the one-line YAML flow the cases use: "text", 9, [1, 2], {south: 1}.
std::string flow_yaml(const nlohmann::json& value);

}  // namespace kifukit::corpus
