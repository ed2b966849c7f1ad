#include "corpus/case_yaml_writer.hpp"

#include <algorithm>
#include <iterator>
#include <regex>
#include <sstream>

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

constexpr std::size_t kWidth = 100;

// Plain when YAML reads the text back as the same string, else double-quoted (JSON escapes are
// valid YAML).
std::string scalar(const json& v) {
  if (!v.is_string()) return v.dump();
  static const std::regex word("[A-Za-z][A-Za-z0-9_+*/.-]*|[1-9][a-i][1-9][a-i]\\+?");
  static const std::regex reserved("(?:y|n|yes|no|on|off|true|false|null)", std::regex::icase);
  const std::string s = v.get<std::string>();
  if (std::regex_match(s, word) && !std::regex_match(s, reserved)) return s;
  return v.dump();
}

// Map keys: digits stay plain (perft depths read back as the same JSON key).
std::string key_text(const std::string& key) {
  static const std::regex digits("[1-9][0-9]*");
  return std::regex_match(key, digits) ? key : scalar(json(key));
}

// Keys of the small maps in the documented order (JSON objects iterate sorted).
int key_rank(const std::string& key) {
  static const char* const kOrder[] = {"seat", "move", "event", "by",   "profile", "seed",
                                       "ply",  "code", "south", "west", "north",   "east"};
  for (int i = 0; i < static_cast<int>(std::size(kOrder)); ++i)
    if (key == kOrder[i]) return i;
  return static_cast<int>(std::size(kOrder));
}

// {a: 1, b: x} on one line.
std::string flow(const json& v) {
  if (v.is_object()) {
    std::vector<std::string> keys;
    for (auto it = v.begin(); it != v.end(); ++it) keys.push_back(it.key());
    std::stable_sort(keys.begin(), keys.end(), [](const std::string& a, const std::string& b) {
      return key_rank(a) < key_rank(b);
    });
    std::string out = "{";
    for (const std::string& k : keys)
      out += (out.size() > 1 ? ", " : "") + key_text(k) + ": " + flow(v[k]);
    return out + "}";
  }
  if (v.is_array()) {
    std::string out = "[";
    for (const json& x : v) out += (out.size() > 1 ? ", " : "") + flow(x);
    return out + "]";
  }
  return scalar(v);
}

// `key: [a, b, ...]` wrapped at kWidth, continuation lines indented by `indent + 2`.
std::string wrapped_list(const std::string& prefix, const json& list, std::size_t indent) {
  std::string out = prefix + "[";
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    std::string item = flow(list[i]) + (i + 1 < list.size() ? "," : "");
    if (out.size() - line_start + item.size() + 1 > kWidth && i > 0) {
      out += "\n";
      line_start = out.size();
      out += std::string(indent + 2, ' ');
    } else if (i > 0) {
      out += " ";
    }
    out += item;
  }
  return out + "]\n";
}

const char* const kCaseKeys[] = {"id",    "description", "rule", "features", "generated", "variant",
                                 "start", "options",     "pair", "moves",    "expect"};
const char* const kExpectationKeys[] = {
    "outcome", "code",       "ply",     "position", "status",
    "end",     "void",       "ranking", "fouls",    "legal_moves_per_ply",
    "perft",   "legal_moves"};

}  // namespace

std::string case_to_yaml(const json& c, const std::string& header) {
  std::string out;
  std::istringstream lines(header);
  for (std::string line; std::getline(lines, line);) out += "# " + line + "\n";
  for (const char* key : kCaseKeys) {
    if (!c.contains(key)) continue;
    const json& v = c[key];
    const std::string k = key;
    if (k == "moves") {
      out += "moves:\n";
      for (const json& m : v) out += "  - " + flow(m) + "\n";
    } else if (k == "expect") {
      out += "expect:\n";
      for (auto it = v.begin(); it != v.end(); ++it) {
        out += "  " + key_text(it.key()) + ":\n";
        for (const char* ekey : kExpectationKeys) {
          if (!it->contains(ekey)) continue;
          const json& ev = (*it)[ekey];
          const std::string prefix = "    " + std::string(ekey) + ": ";
          if (ev.is_array() && !ev.empty() && !ev[0].is_object())
            out += wrapped_list(prefix, ev, 4);
          else
            out += prefix + flow(ev) + "\n";
        }
      }
    } else if (v.is_array()) {
      out += wrapped_list(k + ": ", v, 0);
    } else {
      out += k + ": " + flow(v) + "\n";
    }
  }
  return out;
}

}  // namespace kifukit::corpus
