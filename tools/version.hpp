// The version of kifukit (the project's CMake version), for --version and every versioned output.
#pragma once

namespace kifukit::cli {

inline constexpr const char* kToolVersion = KIFUKIT_VERSION;

// What `kifukit --version` prints after the version line: the copyright and licence lines of
// LICENSE (tools/CMakeLists.txt reads them), in the GNU shape help2man turns into COPYRIGHT.
inline constexpr const char* kLicenseNotice = KIFUKIT_COPYRIGHT
    "\n" KIFUKIT_LICENSE
    ": the full text is in the file LICENSE (share/doc/kifukit/copyright when installed).\n"
    "This is free software: you are free to change and redistribute it.\n"
    "There is NO WARRANTY, to the extent permitted by law.\n";

}  // namespace kifukit::cli
