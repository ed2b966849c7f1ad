#include "validator/codes.hpp"

#include <algorithm>

#include "rules/reason.hpp"

namespace kifukit {
namespace {

// Phases run in this order, so precedence is phase first: a file that cannot be read has no
// moves to judge, a record with a bad setup has no replay, a result is only compared after a
// clean replay.
const CodeInfo kNonRuleCodes[] = {
    {"FORMAT_IO", "format", 1, "error", "the file cannot be opened, read or written"},
    {"FORMAT_EMPTY", "format", 2, "error", "the input holds nothing but white space"},
    {"FORMAT_TOO_LARGE", "format", 3, "error", "the input is over the size limit"},
    {"FORMAT_ENCODING", "format", 4, "error",
     "not UTF-8, a UTF-16/32 byte order mark, or a character no syntax can hold (controls but "
     "tab and line breaks, noncharacters)"},
    {"FORMAT_SYNTAX", "format", 5, "error", "not well-formed YAML, XML, JSON or text notation"},
    {"FORMAT_TOO_DEEP", "format", 6, "error", "nested deeper than any record needs"},
    {"FORMAT_ALIAS", "format", 7, "error", "a YAML alias or anchor (records never need them)"},
    {"FORMAT_TYPE", "format", 8, "error", "a value of the wrong type"},
    {"FORMAT_UNKNOWN_KEY", "format", 9, "error", "a key or element the format does not define"},
    {"FORMAT_DUPLICATE_KEY", "format", 10, "error", "the same key twice in one map"},
    {"FORMAT_MISSING_KEY", "format", 11, "error", "a required key is absent"},
    {"FORMAT_BAD_VALUE", "format", 12, "error", "a value outside its set"},
    {"FORMAT_BAD_SEAT", "format", 13, "error", "not one of south, west, north, east"},
    {"FORMAT_BAD_SQUARE", "format", 14, "error", "a square outside the board or misspelt"},
    {"FORMAT_BAD_MOVE", "format", 15, "error", "text that is not a move of the notation"},
    {"FORMAT_BAD_POSITION", "format", 16, "error", "a position string that does not parse"},
    {"FORMAT_LOSSY", "format", 17, "warning", "the target syntax cannot hold an item"},
    {"PROFILE_UNREADABLE", "profile", 20, "error", "the profile file cannot be read"},
    {"PROFILE_SYNTAX", "profile", 21, "error", "the profile is not well-formed YAML"},
    {"PROFILE_BAD_TYPE", "profile", 22, "error", "a profile value of the wrong type"},
    {"PROFILE_UNKNOWN_KEY", "profile", 23, "error", "a key that is not a profile parameter"},
    {"PROFILE_DUPLICATE_KEY", "profile", 24, "error", "the same profile key twice"},
    {"PROFILE_MISSING_KEY", "profile", 25, "error", "a required profile key is absent"},
    {"PROFILE_BAD_VALUE", "profile", 26, "error", "a value outside the parameter's set"},
    {"PROFILE_UNKNOWN_NAME", "profile", 27, "error", "no built-in profile has that name"},
    {"PROFILE_EXTENDS_UNKNOWN", "profile", 28, "error", "extends: names no known profile"},
    {"PROFILE_EXTENDS_CYCLE", "profile", 29, "error", "extends: chains back to itself"},
    {"PROFILE_OPTION_SYNTAX", "profile", 30, "error", "an option override is not key=value"},
    {"PROFILE_CONTRADICTION", "profile", 31, "error", "parameters that cannot hold together"},
    {"RECORD_BAD_PROFILE", "setup", 40, "error",
     "the record's profile or its options are unknown or invalid"},
    {"SETUP_VARIANT", "setup", 41, "error", "unknown variant, or a profile for another variant"},
    {"SETUP_BAD_POSITION", "setup", 42, "error", "the start position is not a valid position"},
    {"SETUP_FIRST_MOVER", "setup", 43, "error",
     "the first mover contradicts the start position or is not in the game"},
    {"RESULT_END_REASON", "result", 500, "error",
     "the claimed end of the game differs from the replay"},
    {"RESULT_RANKING", "result", 510, "error", "the claimed ranking differs from the replay"},
    {"RESULT_ELIMINATION", "result", 520, "error",
     "the claimed eliminations differ from the replay"},
    {"RESULT_MISSING", "result", 530, "warning", "the game ended but the record claims no result"},
};

std::vector<CodeInfo> build() {
  std::vector<CodeInfo> all(std::begin(kNonRuleCodes), std::end(kNonRuleCodes));
  for (int r = 1; r < static_cast<int>(Reason::Count); ++r) {
    const ReasonInfo& info = reason_info(static_cast<Reason>(r));
    std::string_view phase = info.phase == ReasonPhase::Move    ? "move"
                             : info.phase == ReasonPhase::Event ? "event"
                                                                : "foul";
    // Rule codes come after setup (precedence 100 and up).
    all.push_back({info.code, phase, 100 + info.precedence,
                   info.phase == ReasonPhase::Foul ? "warning" : "error", info.summary});
  }
  std::stable_sort(all.begin(), all.end(), [](const CodeInfo& a, const CodeInfo& b) {
    return a.precedence < b.precedence;
  });
  return all;
}

}  // namespace

const std::vector<CodeInfo>& all_codes() {
  static const std::vector<CodeInfo> codes = build();
  return codes;
}

const CodeInfo* find_code(std::string_view code) {
  for (const CodeInfo& c : all_codes())
    if (c.code == code) return &c;
  return nullptr;
}

}  // namespace kifukit
