// Reason codes for rule findings: why a move or event is illegal, and the fouls a legal move can
// carry. The enumerators, codes, phases, precedences and summaries are the KIFUKIT_RULE_CODE rows
// of rules/codes.def, the one table of every code (in precedence order: the Referee checks a
// move's rules in the order of this enum and reports the first that fails). Codes are stable API:
// never renumbered, never reused; messages are not API.
#pragma once

#include <optional>
#include <string_view>

#include "rules/codes.hpp"

namespace kifukit {

enum class Reason {
  None = 0,
#define KIFUKIT_CODE(name, phase, precedence, severity, summary)
#define KIFUKIT_RULE_CODE(reason, name, phase, precedence, severity, summary) reason,
#include "rules/codes.def"
#undef KIFUKIT_CODE
#undef KIFUKIT_RULE_CODE
  Count
};

enum class ReasonPhase { Move, Event, Foul };

struct ReasonInfo {
  Reason reason;
  std::string_view code;  // e.g. "ILLEGAL_NIFU": the stable API name ("OK" for Reason::None)
  ReasonPhase phase;
  int precedence;  // the registry's; when several apply to one move, the lowest is reported
  std::string_view summary;
};

const ReasonInfo& reason_info(Reason r);
std::string_view reason_code(Reason r);
std::optional<Reason> reason_from_code(std::string_view code);
// The registry code of a rule reason (not of Reason::None).
Code code_of(Reason r);

}  // namespace kifukit
