// What the two subset readers (record_yaml_subset.cpp, record_json_subset.cpp) share: how they
// hand the whole input back to the full reader, and how deep they nest before doing so.
#pragma once

#include "formats/source_text.hpp"

namespace kifukit::subset {

struct OutsideSubset {};  // thrown to hand the whole input to the full reader (yaml-cpp, json_tree)
[[noreturn]] inline void decline() { throw OutsideSubset{}; }

// Nesting a subset reader reads itself (a record nests 4 deep); deeper input goes to the full
// reader, which reports FORMAT_TOO_DEEP past kMaxNesting.
inline constexpr int kMaxDepth = 16;
static_assert(kMaxDepth < kMaxNesting);

}  // namespace kifukit::subset
