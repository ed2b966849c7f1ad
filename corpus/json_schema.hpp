// A JSON Schema validator for the subset of draft 2020-12 that corpus/schema/*.json use:
// type, enum, const, pattern, minLength, maxLength, minimum, maximum, items, minItems,
// maxItems, uniqueItems, properties, patternProperties, additionalProperties, required,
// propertyNames, minProperties, allOf, anyOf, oneOf, not, if/then/else and local $ref
// ("#/$defs/..."). Annotations (title, description, $comment, ...) are ignored. A keyword outside
// the subset, or one whose value the validator cannot read, is an error in the schema, so the
// subset can never silently stop checking.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rules/codes.hpp"

namespace kifukit::corpus {

// One problem, with the reason code of the fact it is (FORMAT_TYPE, FORMAT_MISSING_KEY,
// FORMAT_UNKNOWN_KEY, FORMAT_BAD_VALUE); the case reader makes it a located Diagnostic.
struct SchemaIssue {
  std::string pointer;  // JSON pointer into the instance
  Code code = Code::FORMAT_BAD_VALUE;
  std::string message;
  bool at_key = false;  // the problem is the member's key (unknown key), not its value
};

// Problems of `instance` against `schema`, in document order as far as the schema walk allows.
std::vector<SchemaIssue> validate_against_schema(const nlohmann::json& schema,
                                                 const nlohmann::json& instance);

// What makes the schema unusable by this validator, as messages (empty when it is usable): a
// keyword outside the subset, a keyword's value of another shape (a minLength that is no whole
// number, a pattern that is no regular expression, a $ref that is not local or does not resolve).
std::vector<std::string> schema_problems(const nlohmann::json& schema);

}  // namespace kifukit::corpus
