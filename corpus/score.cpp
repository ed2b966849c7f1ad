#include "corpus/score.hpp"

#include <algorithm>

#include "formats/diagnostic.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

const char* pair_status_name(PairStatus s) {
  switch (s) {
    case PairStatus::Passed:
      return "passed";
    case PairStatus::Failed:
      return "failed";
    case PairStatus::Skipped:
      return "skipped";
    case PairStatus::Errored:
      return "errored";
  }
  return "?";
}

namespace {

// Result fields compared as they are, in report order; "outcome" is reported as "verdict".
const char* const kResultFields[] = {"code", "ply",  "position", "status",
                                     "end",  "void", "ranking",  "fouls"};
const char* const kObservables[] = {"legal_moves_per_ply", "perft", "legal_moves"};

json field(const json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  return it == object.end() ? json(nullptr) : *it;
}

// perft: only the depths the expectation lists.
json restricted(const json& actual, const json& expected) {
  if (!actual.is_object()) return actual;
  json out = json::object();
  for (auto it = expected.begin(); it != expected.end(); ++it)
    if (actual.contains(it.key())) out[it.key()] = actual[it.key()];
  return out;
}

}  // namespace

// An adapter's reason or message is shown, never more than a short excerpt of it.
constexpr std::size_t kAdapterTextChars = 400;

std::string first_divergence(const json& engine, const json& adapter) {
  if (!engine.is_array() || !adapter.is_array()) return "";
  const std::size_t n = std::min(engine.size(), adapter.size());
  for (std::size_t i = 0; i < n; ++i)
    for (const char* key : {"to_move", "events", "position"}) {
      if (!adapter[i].is_object() || !adapter[i].contains(key)) continue;
      if (adapter[i][key] != engine[i].value(key, json()))
        return "entry " + std::to_string(i + 1) + ": " + key + ": expected " +
               engine[i].value(key, json()).dump() + ", got " +
               excerpt(adapter[i][key].dump(), kAdapterTextChars);
    }
  if (engine.size() != adapter.size())
    return "entry " + std::to_string(n + 1) + ": the engine's trace has " +
           std::to_string(engine.size()) + " entries, the adapter's " +
           std::to_string(adapter.size());
  return "";
}

PairResult score_answer(const json& e, const json& answer) {
  PairResult r;
  r.id = answer.value("id", "");
  r.profile = answer.value("profile", "");
  const std::string type = answer.value("type", "");
  if (type == "skipped") {
    r.status = PairStatus::Skipped;
    r.message = answer.contains("reason") && answer["reason"].is_string()
                    ? excerpt(answer["reason"].get<std::string>(), kAdapterTextChars)
                    : "";
    return r;
  }
  if (type == "errored") {
    r.status = PairStatus::Errored;
    r.message = answer.contains("message") && answer["message"].is_string()
                    ? excerpt(answer["message"].get<std::string>(), kAdapterTextChars)
                    : "";
    return r;
  }
  if (field(answer, "outcome") != e["outcome"]) {
    r.mismatches.push_back({"verdict", e["outcome"], field(answer, "outcome")});
  } else {
    for (const char* key : kResultFields)
      if (e.contains(key) && field(answer, key) != e[key])
        r.mismatches.push_back({key, e[key], field(answer, key)});
    const json observed = field(answer, "observed");
    for (const char* key : kObservables) {
      if (!e.contains(key)) continue;
      json actual = field(observed, key);
      if (std::string(key) == "perft") actual = restricted(actual, e[key]);
      if (actual != e[key]) r.mismatches.push_back({key, e[key], actual});
    }
  }
  r.status = r.mismatches.empty() ? PairStatus::Passed : PairStatus::Failed;
  return r;
}

}  // namespace kifukit::corpus
