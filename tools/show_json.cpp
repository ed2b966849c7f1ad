#include "tools/show_json.hpp"

#include <nlohmann/json.hpp>

#include "formats/notation.hpp"
#include "rules/data/profile_params.hpp"

namespace kifukit::cli {

using nlohmann::ordered_json;

std::string profile_json(const Profile& p, std::string_view kind) {
  ordered_json parameters = ordered_json::object();
  for (const ParamDef& d : profile_params()) {
    const std::string text = d.get(p);
    const std::string key(d.key);
    switch (d.type) {
      case ParamType::Bool:
        parameters[key] = text == "true";
        break;
      case ParamType::Int:
        parameters[key] = std::stoll(text);
        break;
      case ParamType::Enum:
      case ParamType::Text:
        parameters[key] = text;
        break;
    }
  }
  ordered_json j;
  j["format"] = "kifukit-profile";
  j["version"] = kProfileJsonVersion;
  j["name"] = p.name;
  j["variant"] = p.variant;
  if (!kind.empty()) j["kind"] = kind;
  j["parameters"] = std::move(parameters);
  return j.dump();
}

namespace {

ordered_json kind_name_or_null(const Variant& v, Kind k) {
  return k == Kind::None ? ordered_json(nullptr) : ordered_json(v.kind_table[index(k)].name);
}

ordered_json vectors(const std::vector<Rel>& rels) {
  ordered_json out = ordered_json::array();
  for (Rel r : rels) out.push_back({r.right, r.forward});
  return out;
}

ordered_json kind_json(const Variant& v, const KindDef& d) {
  static const char* const kLion[] = {nullptr, "full", "lines"};
  ordered_json slides = ordered_json::array();
  for (const Slide& s : d.slides)
    slides.push_back({{"direction", {s.dir.right, s.dir.forward}},
                      {"range", s.range > 0 ? ordered_json(s.range) : ordered_json(nullptr)}});
  ordered_json k;
  k["name"] = d.name;
  k["kanji"] = d.kanji.empty() ? ordered_json(nullptr) : ordered_json(d.kanji);
  k["letter"] = d.sfen;
  k["promoted"] = d.promoted;
  k["base"] = d.promoted ? kind_name_or_null(v, d.base) : ordered_json(nullptr);
  k["promotes_to"] = kind_name_or_null(v, d.promotes_to);
  k["royal"] = d.is_king;
  k["pawn"] = d.is_pawn;
  k["dead_lines"] = d.dead_lines;
  k["last_line_promotion"] = d.last_line_promotion;
  k["steps"] = vectors(d.steps);
  k["slides"] = std::move(slides);
  const int lion = static_cast<int>(d.lion);
  k["lion"] = lion == 0 ? ordered_json(nullptr) : ordered_json(kLion[lion]);
  k["lion_directions"] = vectors(d.lion_dirs);
  return k;
}

}  // namespace

std::string variant_json(const Variant& v) {
  static const char* const kPromotion[] = {"standard", "chu", "none"};
  ordered_json seats = ordered_json::array(), kinds = ordered_json::array(),
               hand = ordered_json::array();
  for (Seat s : v.seats) seats.push_back(seat_name(s));
  for (Kind k : v.kinds) kinds.push_back(kind_json(v, v.kind_table[index(k)]));
  for (Kind k : v.hand_kinds) hand.push_back(v.kind_table[index(k)].name);
  ordered_json j;
  j["format"] = "kifukit-variant";
  j["version"] = kVariantJsonVersion;
  j["name"] = v.name;
  j["board"] = v.size;
  j["seats"] = std::move(seats);
  j["notation"] = v.notation == PositionNotation::Yonin ? "yonin" : "sfen";
  j["promotion"] = kPromotion[static_cast<int>(v.promotion_rule)];
  j["zone"] = v.zone_depth;
  j["captures"] = v.captures_to_hand ? "hand" : "out";
  j["drops"] = v.drops;
  j["hand"] = std::move(hand);
  j["start"] = v.start;
  j["kinds"] = std::move(kinds);
  return j.dump();
}

}  // namespace kifukit::cli
