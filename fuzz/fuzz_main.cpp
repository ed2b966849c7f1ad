// One libFuzzer executable per target (fuzz/CMakeLists.txt sets KIFUKIT_FUZZ_ENTRY): the body is
// in fuzz/targets.cpp, shared with tests/fuzz_regressions_test.cpp.
#include <cstddef>
#include <cstdint>

#include "fuzz/targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return kifukit::fuzz::KIFUKIT_FUZZ_ENTRY(data, size);
}
