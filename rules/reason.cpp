#include "rules/reason.hpp"

#include <array>

namespace kifukit {
namespace {

constexpr ReasonPhase kMove = ReasonPhase::Move;
constexpr ReasonPhase kEvent = ReasonPhase::Event;
constexpr ReasonPhase kFoul = ReasonPhase::Foul;

constexpr std::array<ReasonInfo, static_cast<int>(Reason::Count)> kRegistry = {{
    {Reason::None, "OK", kMove, 0, "no finding"},
#define KIFUKIT_CODE(name, phase, precedence, severity, summary)
#define KIFUKIT_RULE_CODE(reason, name, phase, precedence, severity, summary) \
  {Reason::reason, #name, k_##phase, precedence, summary},
#define k_move kMove
#define k_event kEvent
#define k_foul kFoul
#include "rules/codes.def"
#undef k_move
#undef k_event
#undef k_foul
#undef KIFUKIT_CODE
#undef KIFUKIT_RULE_CODE
}};

constexpr std::array<Code, static_cast<int>(Reason::Count)> kCodes = {{
    Code::FORMAT_IO,  // Reason::None has no code; never asked for
#define KIFUKIT_CODE(name, phase, precedence, severity, summary)
#define KIFUKIT_RULE_CODE(reason, name, phase, precedence, severity, summary) Code::name,
#include "rules/codes.def"
#undef KIFUKIT_CODE
#undef KIFUKIT_RULE_CODE
}};

}  // namespace

const ReasonInfo& reason_info(Reason r) { return kRegistry[static_cast<int>(r)]; }

std::string_view reason_code(Reason r) { return reason_info(r).code; }

Code code_of(Reason r) { return kCodes[static_cast<int>(r)]; }

std::optional<Reason> reason_from_code(std::string_view code) {
  for (const ReasonInfo& info : kRegistry)
    if (info.code == code) return info.reason;
  return std::nullopt;
}

}  // namespace kifukit
