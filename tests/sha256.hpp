// SHA-256 (FIPS 180-4) of a byte string, as lower-case hex: the tests compare stored digests of
// files a writer produced (tests/data/oracle) without a crypto library.
#pragma once

#include <string>
#include <string_view>

namespace kifukit::testing {

std::string sha256_hex(std::string_view bytes);

}  // namespace kifukit::testing
