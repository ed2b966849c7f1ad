#include "rules/codes.hpp"

namespace kifukit {

const std::vector<CodeInfo>& all_codes() {
  static const std::vector<CodeInfo> codes = {
#define KIFUKIT_CODE(name, phase, precedence, severity, summary) \
  {Code::name, #name, #phase, precedence, #severity, summary},
#define KIFUKIT_RULE_CODE(reason, name, phase, precedence, severity, summary) \
  KIFUKIT_CODE(name, phase, precedence, severity, summary)
#include "rules/codes.def"
#undef KIFUKIT_CODE
#undef KIFUKIT_RULE_CODE
  };
  return codes;
}

const CodeInfo& code_info(Code code) { return all_codes()[static_cast<std::size_t>(code)]; }

std::string_view code_name(Code code) { return code_info(code).code; }

Severity code_severity(Code code) {
  return code_info(code).severity == "warning" ? Severity::Warning : Severity::Error;
}

std::string_view severity_name(Severity severity) {
  return severity == Severity::Error ? "error" : "warning";
}

const CodeInfo* find_code(std::string_view name) {
  for (const CodeInfo& c : all_codes())
    if (c.code == name) return &c;
  return nullptr;
}

std::optional<Code> code_from_name(std::string_view name) {
  const CodeInfo* info = find_code(name);
  return info ? std::optional<Code>(info->id) : std::nullopt;
}

}  // namespace kifukit
