#include "tools/list_json.hpp"

#include <nlohmann/json.hpp>

#include "formats/profile_registry.hpp"
#include "rules/variant.hpp"
#include "rules/variant_reader.hpp"
#include "tools/version.hpp"

namespace kifukit::cli {

using nlohmann::ordered_json;

namespace {

// The fields every document of these commands opens with.
ordered_json document(const char* format) {
  ordered_json j;
  j["format"] = format;
  j["version"] = kListJsonVersion;
  j["tool_version"] = kToolVersion;
  return j;
}

}  // namespace

std::string codes_json(const std::vector<const CodeInfo*>& codes) {
  ordered_json list = ordered_json::array();
  for (const CodeInfo* c : codes)
    list.push_back({{"code", c->code},
                    {"phase", c->phase},
                    {"precedence", c->precedence},
                    {"severity", c->severity},
                    {"summary", c->summary}});
  ordered_json j = document("kifukit-codes");
  j["codes"] = std::move(list);
  return j.dump();
}

std::string profiles_list_json() {
  ordered_json list = ordered_json::array();
  for (const std::string& name : builtin_profile_names()) {
    auto r = builtin_profile(name);  // built in: the tests keep every one loadable
    list.push_back(
        {{"name", name},
         {"variant", r.ok() ? ordered_json(r.resolved->profile.variant) : ordered_json(nullptr)}});
  }
  ordered_json j = document("kifukit-profile-list");
  j["profiles"] = std::move(list);
  return j.dump();
}

std::string variants_list_json() {
  ordered_json list = ordered_json::array();
  for (const auto& f : builtin_variant_texts()) {
    const Variant* v = find_variant(f.name);
    list.push_back({{"name", f.name},
                    {"size", v->size},
                    {"seats", v->seats.size()},
                    {"kinds", v->kinds.size()},
                    {"drops", v->drops},
                    {"notation", v->is_yonin() ? "yonin" : "sfen"}});
  }
  ordered_json j = document("kifukit-variant-list");
  j["variants"] = std::move(list);
  return j.dump();
}

}  // namespace kifukit::cli
