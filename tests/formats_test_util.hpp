// Helpers shared by the record format tests: the examples, files, and exact diagnostic checks.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "formats/record.hpp"

namespace kifukit::testing {

inline std::filesystem::path source_dir() { return KIFUKIT_SOURCE_DIR; }

// Every examples/*.yaml, sorted, as a test parameter.
inline std::vector<std::string> example_names() {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(source_dir() / "examples"))
    if (e.path().extension() == ".yaml") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

inline void spit(const std::filesystem::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

// Asserts that reading failed with exactly one error of this code at this place.
inline void expect_error(const ReadResult& r, FormatCode code, int line, int column) {
  EXPECT_FALSE(r.record.has_value());
  ASSERT_EQ(r.diagnostics.size(), 1u);
  const Diagnostic& d = r.diagnostics[0];
  EXPECT_EQ(code_name(d.code), code_name(code)) << render(d);
  EXPECT_EQ(d.line, line) << render(d);
  EXPECT_EQ(d.column, column) << render(d);
  EXPECT_EQ(d.severity, Severity::Error);
}

}  // namespace kifukit::testing
