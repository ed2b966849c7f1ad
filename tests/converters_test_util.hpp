// Helpers of the converter tests: reading other programs' formats from text, the USI moves of
// a line.
#pragma once

#include <string>
#include <vector>

#include "converters/convert_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/codes.hpp"
#include "tests/formats_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {

inline ReadResult read_as(const std::string& text, RecordFormat f, const std::string& file = "t") {
  return read_record_as(text, f, file);
}

inline std::string moves_of(const std::vector<Entry>& line) {
  std::string out;
  for (const Entry& e : line)
    out +=
        (out.empty() ? "" : " ") + (e.type == EntryType::Move ? e.move : entry_type_name(e.type));
  return out;
}

// Reads, asserting success with no diagnostics.
inline Record read_clean(const std::string& text, RecordFormat f) {
  ReadResult r = read_as(text, f);
  EXPECT_TRUE(r.diagnostics.empty()) << (r.diagnostics.empty() ? "" : render(r.diagnostics[0]));
  EXPECT_TRUE(r.record.has_value());
  return r.record.value_or(Record{});
}

// Moves are data (issue 25): the text reads clean, and validating it under the standard profile
// gives this first finding, as "line:col CODE ply N" ("" when there is none).
inline std::string first_finding(const std::string& text, RecordFormat f) {
  Record r = read_clean(text, f);
  Validation v = validate_record(r, builtin_profile("standard").resolved->profile);
  if (v.findings.empty()) return "";
  const Finding& x = v.findings.front();
  return std::to_string(x.line) + ":" + std::to_string(x.column) + " " +
         std::string(code_name(x.code)) + " ply " + std::to_string(x.ply);
}

}  // namespace kifukit::testing
