#include "tools/list_json.hpp"

#include <nlohmann/json.hpp>

#include "rules/data/profile_registry.hpp"
#include "rules/data/variant_catalog.hpp"
#include "rules/variant.hpp"
#include "tools/json_document.hpp"

namespace kifukit::cli {

using nlohmann::ordered_json;

std::string codes_json(const std::vector<const CodeInfo*>& codes) {
  ordered_json list = ordered_json::array();
  for (const CodeInfo* c : codes)
    list.push_back({{"code", c->code},
                    {"phase", c->phase},
                    {"precedence", c->precedence},
                    {"severity", c->severity},
                    {"summary", c->summary}});
  ordered_json j = json_document("kifukit-codes", kListJsonVersion);
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
  ordered_json j = json_document("kifukit-profile-list", kListJsonVersion);
  j["profiles"] = std::move(list);
  return j.dump();
}

std::string variants_list_json() {
  ordered_json list = ordered_json::array();
  // Built-ins, then variants added by --variant-file or KIFUKIT_VARIANT_PATH, as `variants list`.
  for (const std::string& name : known_variant_names()) {
    const Variant* v = find_variant(name);
    list.push_back({{"name", name},
                    {"size", v->size},
                    {"seats", v->seats.size()},
                    {"kinds", v->kinds.size()},
                    {"drops", v->drops},
                    {"notation", v->is_yonin() ? "yonin" : "sfen"}});
  }
  ordered_json j = json_document("kifukit-variant-list", kListJsonVersion);
  j["variants"] = std::move(list);
  return j.dump();
}

}  // namespace kifukit::cli
