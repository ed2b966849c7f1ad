#include "validator/report_json.hpp"

#include <nlohmann/json.hpp>

#include "formats/notation.hpp"
#include "validator/report_items.hpp"

namespace kifukit {
namespace {

using nlohmann::ordered_json;

template <typename T>
ordered_json or_null(const std::optional<T>& v) {
  return v ? ordered_json(*v) : ordered_json(nullptr);
}

ordered_json seat_or_null(const std::optional<Seat>& s) {
  return s ? ordered_json(seat_name(*s)) : ordered_json(nullptr);
}

std::string dump(const ordered_json& j) {
  // Invalid UTF-8 quoted from hostile input must not make the report unprintable.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

ordered_json item_json(const ReportItem& i) {
  return {{"code", i.code},
          {"severity", i.severity == Severity::Error ? "error" : "warning"},
          {"ply", or_null(i.ply)},
          {"seat", seat_or_null(i.seat)},
          {"line", i.line > 0 ? ordered_json(i.line) : ordered_json(nullptr)},
          {"column", i.line > 0 && i.column > 0 ? ordered_json(i.column) : ordered_json(nullptr)},
          {"message", i.message}};
}

// The computed result: null unless the replay ended the game.
ordered_json result_json(const Validation& v) {
  if (!v.ended) return nullptr;
  const Variant* variant = find_variant(v.variant);
  const std::vector<Seat> seats = variant ? variant->seats : yonin_variant().seats;
  ordered_json ranking = ordered_json::array();
  for (Seat s : seats)
    if (v.result.rank[index(s)])
      ranking.push_back({{"seat", seat_name(s)}, {"place", v.result.rank[index(s)]}});
  ordered_json points = nullptr;
  if (v.result.has_points) {
    points = ordered_json::object();
    for (Seat s : seats) points[seat_name(s)] = v.result.points[index(s)];
  }
  ordered_json eliminations = ordered_json::array();
  for (const ComputedElimination& e : v.eliminations)
    eliminations.push_back(
        {{"seat", seat_name(e.seat)}, {"credited", seat_or_null(e.credited)}, {"ply", e.ply}});
  return {{"reason", end_reason_name(v.result.reason)},
          {"void", v.result.void_game},
          {"ranking", ranking},
          {"eliminations", eliminations},
          {"points", points}};
}

}  // namespace

std::string render_json(const FileReport& r) {
  const Validation* v = r.validation ? &*r.validation : nullptr;
  const bool replayed = v && !v->start_position.empty();
  auto text_or_null = [&](const std::string& s) {
    return replayed ? ordered_json(s) : ordered_json(nullptr);
  };
  ordered_json findings = ordered_json::array();
  for (const ReportItem& i : report_items(r)) findings.push_back(item_json(i));
  ordered_json j;
  j["file"] = r.file;
  j["index"] = r.index > 0 ? ordered_json(r.index) : ordered_json(nullptr);
  j["line"] = r.index > 0 ? ordered_json(r.line) : ordered_json(nullptr);
  j["outcome"] = outcome_name(r.outcome());
  j["variant"] = v && !v->variant.empty() ? ordered_json(v->variant) : ordered_json(nullptr);
  j["profile"] = v && !v->profile.empty() ? ordered_json(v->profile) : ordered_json(nullptr);
  j["plies"] = replayed ? ordered_json(v->plies) : ordered_json(nullptr);
  j["illegal_ply"] = v ? or_null(v->illegal_ply) : ordered_json(nullptr);
  j["start_position"] = text_or_null(v ? v->start_position : "");
  j["final_position"] = text_or_null(v ? v->final_position : "");
  j["ended"] = replayed ? ordered_json(v->ended) : ordered_json(nullptr);
  j["result"] = v ? result_json(*v) : ordered_json(nullptr);
  j["findings"] = findings;
  return dump(j);
}

std::string render_summary_json(const BatchSummary& s) {
  ordered_json j = {
      {"files", s.files},         {"clean", s.clean},   {"with_findings", s.with_findings},
      {"malformed", s.malformed}, {"errors", s.errors}, {"warnings", s.warnings},
      {"plies", s.plies}};
  if (s.seconds) j["seconds"] = *s.seconds;  // --timing only
  return dump(j);
}

}  // namespace kifukit
