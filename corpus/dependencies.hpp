// Which rule parameters a case depends on, found by trying: under every profile the case runs
// under, each parameter is given each other value (a whole number: the values the built-in
// profiles use, 0, 250, 300 and 600); when the reference engine then misses the expectation, the
// case depends on that parameter. Lint checks that a case's `depends_on` names every parameter
// found (docs/conformance.md, "Rule features"), so that an adapter that lacks a value of a
// parameter the case does not name may still be asked.
#pragma once

#include <map>
#include <set>
#include <string>

#include "corpus/case.hpp"

namespace kifukit::corpus {

// Parameter -> the first profile under which changing it made the engine miss the expectation.
// Pairs whose unchanged request the engine already misses are left out (lint reports those).
std::map<std::string, std::string> discovered_dependencies(const Case& c);

}  // namespace kifukit::corpus
