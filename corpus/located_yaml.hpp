// YAML read into JSON values with the source location of every node, so that a problem found
// in the JSON (by the schema, by a type check, by the reference engine) points at the line and
// column of the YAML file. Cases are written in a restricted YAML that maps 1:1 onto JSON: no
// anchors, aliases or tags, no duplicate keys, scalars typed by the YAML 1.2 core schema.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/diagnostic.hpp"

namespace kifukit::corpus {

struct LocatedJson {
  nlohmann::json value;
  // JSON pointer (RFC 6901; "" = the root) -> where the value starts.
  std::map<std::string, SourceLocation> value_at;
  // JSON pointer of a map member -> where its key starts.
  std::map<std::string, SourceLocation> key_at;
  // Pointers of quoted scalars (their text starts one column after their location).
  std::set<std::string> quoted;
  // Plain scalars that YAML 1.1 reads as booleans (yes, no, on, off, y, n): read here as strings,
  // but ambiguous for other tools, so the linter refuses them.
  std::vector<std::pair<std::string, SourceLocation>> ambiguous_scalars;

  // The location of the value at `pointer`, or of its nearest ancestor that has one.
  SourceLocation at(const std::string& pointer) const;
  // The location of the key of the member at `pointer` (falls back to at()).
  SourceLocation key_location(const std::string& pointer) const;
};

// Parses one YAML document. On error returns nullopt and sets `error` (a FORMAT_* code, named
// `file`).
std::optional<LocatedJson> parse_located_yaml(std::string_view text, const std::string& file,
                                              Diagnostic& error);

// "/a/b~1c" for the path a, "b/c" (RFC 6901 escaping).
std::string pointer_append(const std::string& pointer, const std::string& token);
std::string pointer_append(const std::string& pointer, std::size_t index);

}  // namespace kifukit::corpus
