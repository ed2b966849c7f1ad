// One conformance case: what it tests, the start, the entries, and an expectation per profile
// (docs/conformance.md, "Case files"). Expectations are kept as the JSON they were written as,
// because the scorer compares them field by field with an adapter's JSON answer.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/diagnostic.hpp"
#include "corpus/located_yaml.hpp"

namespace kifukit::corpus {

struct Case {
  std::string id;    // <family>/<name>
  std::string file;  // the path diagnostics name
  std::string description;
  std::string rule;
  std::vector<std::string> features;
  std::string variant = "yonin";
  std::optional<std::string> start;
  nlohmann::json options = nlohmann::json::object();  // profile overrides, key -> scalar
  nlohmann::json moves = nlohmann::json::array();     // [{seat, move} | {seat, event}]
  nlohmann::json expect = nlohmann::json::object();   // as written: profile or "*" -> expectation
  bool generated = false;
  // The profile parameters the expectations depend on (`depends_on`); absent = every parameter.
  std::optional<std::vector<std::string>> depends_on;
  bool depends_on_parameter(const std::string& key) const;
  LocatedJson source;  // the whole file, for locations

  std::string family() const { return id.substr(0, id.find('/')); }
  int entry_count() const { return static_cast<int>(moves.size()); }
  // The fields of an expectation taken from the reference engine (its `derived` list).
  static std::vector<std::string> derived_fields(const nlohmann::json& expectation);
  // The profiles the case runs under: "standard" for standard cases, else every four-player one.
  std::vector<std::string> profiles() const;
  // The expectation key that applies to `profile` (its own name, else "*"), or empty.
  std::string expectation_key(const std::string& profile) const;
  const nlohmann::json* expectation(const std::string& profile) const;
  // Where a member of the file starts (JSON pointer, e.g. "/expect/qdan/code").
  SourceLocation at(const std::string& pointer) const { return source.at(pointer); }
};

struct CaseLoad {
  std::optional<Case> loaded;  // absent when the file cannot be used at all
  std::vector<Diagnostic> diagnostics;
};

// Reads a case file: YAML, then the schema, then the checks that need only the case itself
// (id = `expected_id` when not empty, options, expectation keys, plies and list lengths).
// The case is returned whenever the schema holds, even with other errors.
CaseLoad load_case(const std::string& file, std::string_view text, const std::string& expected_id,
                   const nlohmann::json& schema);

}  // namespace kifukit::corpus
