#include <algorithm>

#include "formats/notation.hpp"
#include "kifukit/catalog.hpp"
#include "kifukit/kifukit.hpp"
#include "library/api_convert.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"
#include "rules/perft.hpp"
#include "rules/referee.hpp"
#include "rules/variant.hpp"

namespace kifukit::lib {

namespace {
constexpr int kMaxDepth = 12;  // as `kifukit perft` (tools/cmd_perft.cpp): deeper takes years
}  // namespace

const char* version() { return KIFUKIT_VERSION; }

std::vector<ProfileInfo> profiles() {
  std::vector<ProfileInfo> out;
  for (const std::string& name : kifukit::builtin_profile_names()) {
    kifukit::ProfileResult p = kifukit::builtin_profile(name);
    if (!p.ok())
      throw error_from(p.diagnostics.front(), name);  // a built-in profile is broken: a bug
    out.push_back(
        {name, p.resolved->profile.variant, kifukit::profile_to_yaml(p.resolved->profile)});
  }
  return out;
}

std::vector<VariantInfo> variants() {
  std::vector<VariantInfo> out;
  for (const std::string& name : kifukit::builtin_variant_names()) {
    const kifukit::Variant* v = kifukit::find_variant(name);
    out.push_back({name, static_cast<int>(v->seats.size()), v->start});
  }
  return out;
}

std::uint64_t perft(const std::string& variant, int depth, const std::string& position,
                    const std::string& profile) {
  const kifukit::Variant* v = kifukit::find_variant(variant);
  if (!v) throw Error("USAGE", "", 0, 0, kifukit::unknown_variant_message(variant));
  if (depth < 0 || depth > kMaxDepth)
    throw Error("USAGE", "", 0, 0, "depth must be between 0 and " + std::to_string(kMaxDepth));
  // The profile `kifukit perft` takes by default: the variant's own, else the seats' usual one.
  std::string name = profile;
  if (name.empty()) {
    const auto names = kifukit::builtin_profile_names();
    name = std::find(names.begin(), names.end(), v->name) != names.end() ? v->name
           : v->is_yonin()                                               ? "page-standard"
                                                                         : "standard";
  }
  kifukit::ProfileResult selected = kifukit::builtin_profile(name);
  if (!selected.ok()) throw error_from(selected.diagnostics.front(), name);
  kifukit::NotationError err;
  auto pos = kifukit::parse_position(*v, position.empty() ? v->start : position, err);
  if (!pos) throw error_from(err, "<position>");
  kifukit::Referee referee(selected.resolved->profile);
  return kifukit::perft(*pos, referee, depth);
}

}  // namespace kifukit::lib
