// The keys every JSON document of the kifukit command opens with (docs/cli.md, "Machine
// output"): format, version, tool_version, and for a document about one record where it comes
// from (file, index and line in a stream, null outside one).
#pragma once

#include <nlohmann/json.hpp>

#include "tools/record_stream.hpp"

namespace kifukit::cli {

nlohmann::ordered_json json_document(const char* format, int version);
nlohmann::ordered_json json_document(const char* format, int version, const RecordSource& source);

}  // namespace kifukit::cli
