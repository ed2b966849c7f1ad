// Every reason code kifukit reports, generated from the one table rules/codes.def: the Code enum,
// each code's name, phase, precedence, default severity and summary. Every layer names codes
// through this enum (rules/ is the layer every other one depends on); the printed names are the
// stable API.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace kifukit {

enum class Severity { Error, Warning };

enum class Code {
#define KIFUKIT_CODE(name, phase, precedence, severity, summary) name,
#define KIFUKIT_RULE_CODE(reason, name, phase, precedence, severity, summary) name,
#include "rules/codes.def"
#undef KIFUKIT_CODE
#undef KIFUKIT_RULE_CODE
};

struct CodeInfo {
  Code id;
  std::string_view code;      // the stable name, e.g. "ILLEGAL_NIFU"
  std::string_view phase;     // format, profile, variant, setup, move, event, foul, result
  int precedence;             // lower is reported first when several apply
  std::string_view severity;  // "error" or "warning"
  std::string_view summary;
};

// Every code, in table order (which is precedence order).
const std::vector<CodeInfo>& all_codes();
const CodeInfo& code_info(Code code);
std::string_view code_name(Code code);
Severity code_severity(Code code);
// "error" or "warning": the word every report writes for a severity.
std::string_view severity_name(Severity severity);
const CodeInfo* find_code(std::string_view name);
std::optional<Code> code_from_name(std::string_view name);

}  // namespace kifukit
