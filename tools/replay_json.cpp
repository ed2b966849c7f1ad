#include "tools/replay_json.hpp"

#include <nlohmann/json.hpp>

#include "formats/notation.hpp"
#include "render/board_scene.hpp"
#include "tools/json_document.hpp"

namespace kifukit::cli {
namespace {

using nlohmann::ordered_json;

ordered_json seat_or_null(int seat) {
  return seat >= 0 ? ordered_json(seat_name(seat_at(seat))) : ordered_json(nullptr);
}

ordered_json event_json(const RefereeEvent& e) {
  static const char* const kTypes[] = {"check", "elimination", "game-end", "foul"};
  ordered_json j;
  j["type"] = kTypes[static_cast<int>(e.type)];
  j["seat"] = e.type == RefereeEvent::Type::GameEnd ? ordered_json(nullptr)
                                                    : ordered_json(seat_name(e.seat));
  j["credited"] =
      e.type == RefereeEvent::Type::Elimination ? seat_or_null(e.credited) : ordered_json(nullptr);
  j["foul"] = e.type == RefereeEvent::Type::Foul ? ordered_json(std::string(reason_code(e.foul)))
                                                 : ordered_json(nullptr);
  return j;
}

// The seats in check in a position, in seat order.
ordered_json in_check_json(const Variant& variant, const std::string& position,
                           const Profile& profile) {
  ordered_json out = ordered_json::array();
  NotationError e;
  auto pos = parse_position(variant, position, e);
  if (!pos) return out;
  const std::uint8_t checked = draw::checked_seats(*pos, profile);
  for (Seat s : variant.seats)
    if (checked & (1u << index(s))) out.push_back(seat_name(s));
  return out;
}

ordered_json finding_json(const Diagnostic& f, ordered_json ply, ordered_json seat) {
  return {{"code", std::string(code_name(f.code))},
          {"severity", f.severity == Severity::Error ? "error" : "warning"},
          {"ply", std::move(ply)},
          {"seat", std::move(seat)},
          {"line", f.line > 0 ? ordered_json(f.line) : ordered_json(nullptr)},
          {"column", f.line > 0 ? ordered_json(f.column) : ordered_json(nullptr)},
          {"message", f.message}};
}

ordered_json finding_json(const Finding& f) {
  return finding_json(f, f.ply ? ordered_json(f.ply) : ordered_json(nullptr),
                      f.seat ? ordered_json(seat_name(*f.seat)) : ordered_json(nullptr));
}

// A document with no replayed ply: the findings say why.
ordered_json unplayed_json(const RecordSource& source, Outcome outcome,
                           const std::vector<const Diagnostic*>& findings) {
  ordered_json j = json_document("kifukit-replay", kReplayJsonVersion, source);
  j["variant"] = nullptr;
  j["profile"] = nullptr;
  j["outcome"] = outcome_name(outcome);
  j["illegal_ply"] = nullptr;
  j["start_position"] = nullptr;
  j["start_in_check"] = ordered_json::array();
  j["plies"] = ordered_json::array();
  ordered_json list = ordered_json::array();
  for (const Diagnostic* d : findings) list.push_back(finding_json(*d, nullptr, nullptr));
  j["findings"] = list;
  j["ended"] = false;
  j["result"] = nullptr;
  return j;
}

}  // namespace

std::string replay_malformed_json(const RecordSource& source,
                                  const std::vector<Diagnostic>& diagnostics) {
  std::vector<const Diagnostic*> findings;
  for (const Diagnostic& d : diagnostics) findings.push_back(&d);
  return unplayed_json(source, Outcome::Malformed, findings).dump();
}

std::string replay_unplayed_json(const RecordSource& source, const std::string& variant,
                                 const std::vector<Finding>& findings) {
  std::vector<const Diagnostic*> list;
  for (const Finding& f : findings) list.push_back(&f);
  ordered_json j = unplayed_json(source, Outcome::InvalidSetup, list);
  j["variant"] = variant;
  return j.dump();
}

std::string replay_json(const RecordSource& source, const Validation& v, const Profile& profile,
                        int plies) {
  const Variant& variant = *find_variant(v.variant);
  ordered_json j = json_document("kifukit-replay", kReplayJsonVersion, source);
  j["variant"] = v.variant;
  j["profile"] = v.profile;
  j["outcome"] = outcome_name(v.outcome);
  j["illegal_ply"] = v.illegal_ply ? ordered_json(*v.illegal_ply) : ordered_json(nullptr);
  j["start_position"] =
      v.start_position.empty() ? ordered_json(nullptr) : ordered_json(v.start_position);
  j["start_in_check"] = in_check_json(variant, v.start_position, profile);
  ordered_json list = ordered_json::array();
  for (int i = 0; i < plies; ++i) {
    const PlyTrace& t = v.trace[static_cast<std::size_t>(i)];
    ordered_json events = ordered_json::array();
    for (const RefereeEvent& e : t.events) events.push_back(event_json(e));
    list.push_back({{"ply", t.ply},
                    {"seat", seat_name(t.seat)},
                    {"move", t.move},
                    {"events", events},
                    {"position", t.position},
                    {"in_check", in_check_json(variant, t.position, profile)}});
  }
  j["plies"] = list;
  ordered_json findings = ordered_json::array();
  for (const Finding& f : v.findings) findings.push_back(finding_json(f));
  j["findings"] = findings;
  j["ended"] = v.ended;
  if (v.ended) {
    ordered_json ranking = ordered_json::array();
    for (Seat s : variant.seats)
      if (v.result.rank[index(s)])
        ranking.push_back({{"seat", seat_name(s)}, {"place", v.result.rank[index(s)]}});
    j["result"] = {{"reason", end_reason_name(v.result.reason)},
                   {"void", v.result.void_game},
                   {"ranking", ranking}};
  } else {
    j["result"] = nullptr;
  }
  return j.dump();
}

}  // namespace kifukit::cli
