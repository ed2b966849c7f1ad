// Helpers of the converter tests: reading other programs' formats from text, the USI moves of
// a line.
#pragma once

#include <string>
#include <vector>

#include "converters/convert_io.hpp"
#include "tests/formats_test_util.hpp"

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

}  // namespace kifukit::testing
