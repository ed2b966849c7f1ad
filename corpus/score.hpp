// Scoring one (case, profile): the adapter's answer against the case's expectation. The verdict
// (outcome) and the reason code are separate failure kinds, so an implementation with its own
// code taxonomy can still show verdict conformance; every other expected field and observable
// is a kind of its own too. Fields the expectation leaves out are never compared.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kifukit::corpus {

enum class PairStatus { Passed, Failed, Skipped, Errored };
const char* pair_status_name(PairStatus s);  // passed failed skipped errored

struct Mismatch {
  // verdict, code, ply, position, status, end, void, ranking, fouls, legal_moves_per_ply, perft,
  // legal_moves
  std::string kind;
  nlohmann::json expected;
  nlohmann::json actual;  // null when the answer lacks the field
};

struct PairResult {
  std::string id;
  std::string profile;
  PairStatus status = PairStatus::Passed;
  std::vector<Mismatch> mismatches;  // Failed
  std::string message;               // Skipped: the reason; Errored: what went wrong
  std::string divergence;            // Failed, protocol 2: the first entry whose trace differs
};

// The first item of the adapter's trace that differs from the engine's, in a field the adapter
// gave: "entry 3: to_move: expected "west", got "north"", or empty.
std::string first_divergence(const nlohmann::json& engine_trace, const nlohmann::json& trace);

// Compares a well-formed answer (see answer_problem) with the expectation.
PairResult score_answer(const nlohmann::json& expectation, const nlohmann::json& answer);

}  // namespace kifukit::corpus
