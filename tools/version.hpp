// The version of kifukit (the project's CMake version), for --version and every versioned output.
#pragma once

namespace kifukit::cli {

inline constexpr const char* kToolVersion = KIFUKIT_VERSION;

}  // namespace kifukit::cli
