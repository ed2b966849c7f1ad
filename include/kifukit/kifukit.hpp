// The kifukit library (docs/library.md): read, write, validate and replay shogi game records.
// find_package(kifukit CONFIG) and link kifukit::kifukit.
#pragma once

#include "kifukit/catalog.hpp"
#include "kifukit/error.hpp"
#include "kifukit/record.hpp"
#include "kifukit/validate.hpp"

namespace kifukit::lib {

KIFUKIT_API const char* version();  // "0.1.0"

}  // namespace kifukit::lib
