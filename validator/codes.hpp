// The one registry of every reason code kifukit reports: format, profile, setup, move, event,
// foul and result codes, each with its phase, precedence and summary. Codes are stable API
// (never renumbered or reused); docs/reasons.md is printed from this table by
// `kifukit codes --format markdown` and a test keeps the two identical.
#pragma once

#include <string_view>
#include <vector>

namespace kifukit {

namespace codes {
inline constexpr std::string_view kSetupVariant = "SETUP_VARIANT";
inline constexpr std::string_view kSetupPosition = "SETUP_BAD_POSITION";
inline constexpr std::string_view kSetupFirstMover = "SETUP_FIRST_MOVER";
inline constexpr std::string_view kRecordProfile = "RECORD_BAD_PROFILE";
inline constexpr std::string_view kResultReason = "RESULT_END_REASON";
inline constexpr std::string_view kResultRanking = "RESULT_RANKING";
inline constexpr std::string_view kResultElimination = "RESULT_ELIMINATION";
inline constexpr std::string_view kResultMissing = "RESULT_MISSING";
}  // namespace codes

struct CodeInfo {
  std::string_view code;
  std::string_view phase;     // format, profile, setup, move, event, foul, result
  int precedence;             // lower is reported first when several apply
  std::string_view severity;  // error or warning
  std::string_view summary;
};

// Every code, by precedence.
const std::vector<CodeInfo>& all_codes();
const CodeInfo* find_code(std::string_view code);

}  // namespace kifukit
