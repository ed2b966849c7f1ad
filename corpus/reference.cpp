#include "corpus/reference.hpp"

#include <algorithm>

#include "corpus/parameters.hpp"
#include "corpus/protocol.hpp"
#include "formats/notation.hpp"
#include "rules/movegen.hpp"
#include "rules/perft.hpp"
#include "rules/reason.hpp"
#include "validator/validate.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

constexpr int kMaxPerftDepth = 8;

std::optional<Record> record_of(const json& request, std::string& problem) {
  Record r;
  r.variant = request.value("variant", "yonin");
  if (request.contains("start") && request["start"].is_string()) r.start = request["start"];
  if (!request.contains("moves") || !request["moves"].is_array()) {
    problem = "moves must be a list";
    return std::nullopt;
  }
  for (const json& m : request["moves"]) {
    Entry e;
    auto seat = m.is_object() && m.contains("seat") && m["seat"].is_string()
                    ? seat_from_name(m["seat"].get<std::string>())
                    : std::nullopt;
    if (!seat) {
      problem = "an entry without a valid seat: " + m.dump();
      return std::nullopt;
    }
    e.seat = *seat;
    if (m.contains("move") && m["move"].is_string()) {
      e.move = m["move"];
    } else if (m.contains("event") && m["event"].is_string()) {
      auto type = entry_type_from_name(m["event"].get<std::string>());
      if (!type || *type == EntryType::Move) {
        problem = "unknown event " + m["event"].dump();
        return std::nullopt;
      }
      e.type = *type;
    } else {
      problem = "an entry is neither a move nor an event: " + m.dump();
      return std::nullopt;
    }
    r.entries.push_back(std::move(e));
  }
  return r;
}

int legal_move_count(const std::string& position, const Variant& v, const Profile& profile) {
  NotationError e;
  std::optional<Position> pos = parse_position(v, position, e);
  if (!pos || pos->game_over()) return 0;
  return count_legal(*pos, pos->to_move(), profile);
}

json seat_or_null(int seat_index) {
  if (seat_index < 0) return nullptr;
  return seat_name(static_cast<Seat>(seat_index));
}

// One item per applied entry: the seat to move after it, its position and what it caused.
json trace_of(const Validation& val) {
  json out = json::array();
  for (const PlyTrace& t : val.trace) {
    json events = json::array();
    for (const RefereeEvent& e : t.events) switch (e.type) {
        case RefereeEvent::Type::Check:
          events.push_back({{"type", "check"}, {"seat", seat_name(e.seat)}});
          break;
        case RefereeEvent::Type::Elimination:
          events.push_back({{"type", "elimination"},
                            {"seat", seat_name(e.seat)},
                            {"credited", seat_or_null(e.credited)}});
          break;
        case RefereeEvent::Type::Foul:
          events.push_back({{"type", "foul"}, {"code", std::string(reason_code(e.foul))}});
          break;
        case RefereeEvent::Type::GameEnd:
          events.push_back({{"type", "end"}});
          break;
      }
    // The seat to move is the position string's second field; "-" when the game has ended.
    const std::size_t a = t.position.find(' ');
    const std::string seat = t.position.substr(a + 1, t.position.find(' ', a + 1) - a - 1);
    json to_move = nullptr;
    if (val.variant != "yonin") {  // SFEN: b = sente = south, w = gote = north
      if (seat == "b" || seat == "w") to_move = seat == "b" ? "south" : "north";
    } else {
      for (Seat s : {Seat::South, Seat::West, Seat::North, Seat::East})
        if (std::string(1, seat_name(s)[0]) == seat) to_move = seat_name(s);
    }
    out.push_back(
        {{"entry", t.ply}, {"to_move", to_move}, {"position", t.position}, {"events", events}});
  }
  return out;
}

// The observables of the position after the last applied entry (docs/conformance.md).
json observe(const json& want, const Validation& val, const Variant& v, const Profile& profile,
             int counted_entries) {
  json out = json::object();
  const std::string& last = val.trace.empty() ? val.start_position : val.trace.back().position;
  if (want.value("legal_moves_per_ply", false)) {
    json counts = json::array();
    // A position whose game has ended counts 0 (docs/conformance.md); a two-player SFEN has no
    // sign for an ended game (the last mover stays to move after a royal capture), so the
    // position after the last applied entry of an ended game is not counted from its string.
    for (int k = 0; k < counted_entries; ++k)
      counts.push_back(
          val.ended && k == static_cast<int>(val.trace.size())
              ? 0
              : legal_move_count(k == 0 ? val.start_position : val.trace[k - 1].position, v,
                                 profile));
    out["legal_moves_per_ply"] = std::move(counts);
  }
  if (want.value("trace", false)) out["trace"] = trace_of(val);
  NotationError e;
  std::optional<Position> pos = parse_position(v, last, e);
  if (!pos) return out;
  if (want.contains("perft") && want["perft"].is_number_integer()) {
    const int depth = std::clamp(want["perft"].get<int>(), 0, kMaxPerftDepth);
    Referee referee(profile);
    json perft = json::object();
    for (int d = 1; d <= depth; ++d)  // an ended game has no moves
      perft[std::to_string(d)] = val.ended ? 0 : kifukit::perft(*pos, referee, d);
    out["perft"] = std::move(perft);
  }
  if (want.value("legal_moves", false)) {
    std::vector<std::string> moves;
    if (!pos->game_over() && !val.ended) {
      MoveList list;
      generate_legal(*pos, pos->to_move(), profile, list);
      for (Move m : list) moves.push_back(format_move(m));
    }
    std::sort(moves.begin(), moves.end());
    out["legal_moves"] = moves;
  }
  return out;
}

}  // namespace

json reference_handshake(const json& start) {
  const json offered = start.is_object() ? start.value("protocol", json(1)) : json(1);
  const int protocol = offered.is_number_integer() && offered.get<int>() < kProtocolVersion
                           ? kOldestProtocol
                           : kProtocolVersion;
  return {{"type", "start"},
          {"protocol", protocol},
          {"implementation", "kifukit"},
          {"version", "0.1.0"},
          {"profiles", all_profiles()}};
}

json reference_answer(const json& request) {
  ParametersReading reading = profile_from_parameters(request.value("parameters", json()));
  json answer = {{"type", "result"},
                 {"id", request.value("id", json())},
                 {"profile", request.value("profile", json())}};
  if (!reading.unsupported.empty()) return skipped_answer(request, reading.unsupported);
  if (!reading.missing.empty()) return errored_answer(request, reading.missing);
  if (!reading.contradiction.empty()) {
    answer["outcome"] = "invalid-setup";
    answer["code"] = "RECORD_BAD_PROFILE";
    answer["message"] = reading.contradiction;
    return answer;
  }
  const Profile& profile = *reading.profile;
  std::string problem;
  std::optional<Record> record = record_of(request, problem);
  if (!record) return errored_answer(request, problem);

  const json want = request.value("observe", json::object());
  ValidateOptions options;
  options.check_result = false;
  options.trace = want.value("legal_moves_per_ply", false) || want.contains("perft") ||
                  want.value("legal_moves", false) || want.value("trace", false);
  Validation val = validate_record(*record, profile, options);
  answer["outcome"] = outcome_name(val.outcome);
  for (const Finding& f : val.findings)
    if (f.severity == Severity::Error) {
      answer["code"] = std::string(code_name(f.code));
      if (val.outcome != Outcome::InvalidSetup && f.ply > 0) answer["ply"] = f.ply;
      answer["message"] = f.message;
      break;
    }
  const Variant* v = find_variant(record->variant);
  if (val.outcome == Outcome::InvalidSetup || !v) {
    answer["observed"] = json::object();
    return answer;
  }
  const bool legal = val.outcome == Outcome::Legal;
  if (legal) {
    answer["position"] = val.final_position;
    answer["status"] = val.ended ? "ended" : "ongoing";
    if (val.ended) {
      answer["end"] = end_reason_name(val.result.reason);
      answer["void"] = val.result.void_game;
      json ranking = json::object();
      for (Seat s : v->seats)
        if (val.result.rank[index(s)]) ranking[seat_name(s)] = val.result.rank[index(s)];
      if (!ranking.empty()) answer["ranking"] = std::move(ranking);
    }
    json fouls = json::array();
    for (const Finding& f : val.findings)
      if (f.severity == Severity::Warning && f.ply > 0)
        fouls.push_back({{"code", std::string(code_name(f.code))}, {"ply", f.ply}});
    answer["fouls"] = std::move(fouls);
  }
  const int counted = legal ? val.plies + 1 : answer.value("ply", val.plies + 1);
  answer["observed"] = observe(want, val, *v, profile, counted);
  return answer;
}

}  // namespace kifukit::corpus
