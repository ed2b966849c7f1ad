#include "corpus/builtin_schema.hpp"

#include <stdexcept>

#include "kifukit_embedded/schemas.hpp"

namespace kifukit::corpus {

const nlohmann::json& builtin_case_schema() {
  // corpus/schema/case.schema.json, embedded under its stem "case" (cmake/EmbedProfiles.cmake).
  static const nlohmann::json schema = [] {
    for (const embedded::EmbeddedFile& f : embedded::schemas_files())
      if (f.name == "case") return nlohmann::json::parse(f.text);
    throw std::logic_error("corpus/schema/case.schema.json is not embedded");
  }();
  return schema;
}

}  // namespace kifukit::corpus
