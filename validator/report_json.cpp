#include "validator/report_json.hpp"

#include <nlohmann/json.hpp>

#include "formats/json_append.hpp"
#include "formats/notation.hpp"
#include "validator/report_items.hpp"

namespace kifukit {
namespace {

using nlohmann::ordered_json;

void int_or_null(JsonAppender& j, bool present, long long n) {
  if (present)
    j.number(n);
  else
    j.null();
}

void seat_or_null(JsonAppender& j, const std::optional<Seat>& s) {
  if (s)
    j.string(seat_name(*s));
  else
    j.null();
}

void append_item(JsonAppender& j, const ReportItem& i) {
  j.begin_object();
  j.key("code").string(i.code);
  j.key("severity").string(i.severity == Severity::Error ? "error" : "warning");
  j.key("ply");
  int_or_null(j, i.ply.has_value(), i.ply.value_or(0));
  j.key("seat");
  seat_or_null(j, i.seat);
  j.key("line");
  int_or_null(j, i.line > 0, i.line);
  j.key("column");
  int_or_null(j, i.line > 0 && i.column > 0, i.column);
  j.key("message").string(i.message);
  j.end_object();
}

// The computed result: null unless the replay ended the game.
void append_result(JsonAppender& j, const Validation& v) {
  if (!v.ended) {
    j.null();
    return;
  }
  const Variant* variant = find_variant(v.variant);
  const std::vector<Seat>& seats = variant ? variant->seats : yonin_variant().seats;
  j.begin_object();
  j.key("reason").string(end_reason_name(v.result.reason));
  j.key("void").boolean(v.result.void_game);
  j.key("ranking").begin_array();
  for (Seat s : seats)
    if (const int place = v.result.rank[index(s)])
      j.begin_object().key("seat").string(seat_name(s)).key("place").number(place).end_object();
  j.end_array();
  j.key("eliminations").begin_array();
  for (const ComputedElimination& e : v.eliminations) {
    j.begin_object().key("seat").string(seat_name(e.seat)).key("credited");
    seat_or_null(j, e.credited);
    j.key("ply").number(e.ply).end_object();
  }
  j.end_array();
  j.key("points");
  if (v.result.has_points) {
    j.begin_object();
    for (Seat s : seats) j.key(seat_name(s)).number(v.result.points[index(s)]);
    j.end_object();
  } else {
    j.null();
  }
  j.end_object();
}

void string_or_null(JsonAppender& j, bool present, std::string_view text) {
  if (present)
    j.string(text);
  else
    j.null();
}

}  // namespace

// Written straight into the text (formats/json_append.hpp): the report's thread writes one of
// these per file, and building an nlohmann tree for it cost ten times as much.
std::string render_json(const FileReport& r) {
  const Validation* v = r.validation ? &*r.validation : nullptr;
  const bool replayed = v && !v->start_position.empty();
  std::string out;
  out.reserve(768);
  JsonAppender j(out);
  j.begin_object();
  j.key("file").string(r.file);
  j.key("index");
  int_or_null(j, r.index > 0, r.index);
  j.key("line");
  int_or_null(j, r.index > 0, r.line);
  j.key("outcome").string(outcome_name(r.outcome()));
  j.key("variant");
  string_or_null(j, v && !v->variant.empty(), v ? std::string_view(v->variant) : "");
  j.key("profile");
  string_or_null(j, v && !v->profile.empty(), v ? std::string_view(v->profile) : "");
  j.key("plies");
  int_or_null(j, replayed, replayed ? v->plies : 0);
  j.key("illegal_ply");
  int_or_null(j, v && v->illegal_ply, v && v->illegal_ply ? *v->illegal_ply : 0);
  j.key("start_position");
  string_or_null(j, replayed, replayed ? std::string_view(v->start_position) : "");
  j.key("final_position");
  string_or_null(j, replayed, replayed ? std::string_view(v->final_position) : "");
  j.key("ended");
  if (replayed)
    j.boolean(v->ended);
  else
    j.null();
  j.key("result");
  if (v)
    append_result(j, *v);
  else
    j.null();
  j.key("findings").begin_array();
  for (const ReportItem& i : report_items(r)) append_item(j, i);
  j.end_array();
  j.end_object();
  return out;
}

std::string render_summary_json(const BatchSummary& s) {
  ordered_json j = {
      {"files", s.files},         {"clean", s.clean},   {"with_findings", s.with_findings},
      {"malformed", s.malformed}, {"errors", s.errors}, {"warnings", s.warnings},
      {"plies", s.plies}};
  if (s.seconds) j["seconds"] = *s.seconds;  // --timing only
  return compact_json(j);
}

}  // namespace kifukit
