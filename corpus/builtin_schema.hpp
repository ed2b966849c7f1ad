// kifukit's own case schema, corpus/schema/case.schema.json as it was at build time. A corpus
// directory brings its own schema (DIR/schema/case.schema.json, the one lint documents), but the
// case reader and every step after it read the shapes this one fixes: a case must hold to both,
// so a corpus with a looser schema cannot hand the code a case it would misread.
#pragma once

#include <nlohmann/json.hpp>

namespace kifukit::corpus {

const nlohmann::json& builtin_case_schema();

}  // namespace kifukit::corpus
