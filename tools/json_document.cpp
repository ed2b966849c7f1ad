#include "tools/json_document.hpp"

#include "tools/version.hpp"

namespace kifukit::cli {

using nlohmann::ordered_json;

ordered_json json_document(const char* format, int version) {
  ordered_json j;
  j["format"] = format;
  j["version"] = version;
  j["tool_version"] = kToolVersion;
  return j;
}

ordered_json json_document(const char* format, int version, const RecordSource& source) {
  ordered_json j = json_document(format, version);
  j["file"] = source.file;
  j["index"] = source.index > 0 ? ordered_json(source.index) : ordered_json(nullptr);
  j["line"] = source.index > 0 ? ordered_json(source.line) : ordered_json(nullptr);
  return j;
}

}  // namespace kifukit::cli
