#include "corpus/bless.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include "corpus/protocol.hpp"
#include "corpus/reference.hpp"
#include "rules/seat_names.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

// The engine's value of an expectation field: a result field, or an observable (perft only at
// the depths the expectation lists).
json engine_value(const json& answer, const std::string& field, const json& expected) {
  if (answer.contains(field)) return answer[field];
  const json observed = answer.value("observed", json::object());
  if (!observed.contains(field)) return nullptr;
  if (field != "perft") return observed[field];
  json out = json::object();
  for (auto it = expected.begin(); it != expected.end(); ++it)
    if (observed[field].contains(it.key())) out[it.key()] = observed[field][it.key()];
  return out;
}

// The lines of a case file without their line ends; `crlf` says which lines ended in CR LF, so
// they are written back as they were (issue 26: a CRLF file was refused as if its value were
// not the rest of its line).
std::vector<std::string> split_lines(const std::string& text, std::vector<bool>& crlf) {
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line)) {
    crlf.push_back(!line.empty() && line.back() == '\r');
    if (crlf.back()) line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

class CaseBless {
 public:
  CaseBless(const Case& c, BlessResult& out) : c_(c), out_(out) {}

  void run() {
    for (auto it = c_.expect.begin(); it != c_.expect.end(); ++it)
      expectation(it.key(), it.value());
  }

 private:
  void problem(const std::string& pointer, Code code, const std::string& message) {
    out_.problems.push_back(corpus_error(c_.file, c_.at(pointer), code, message));
  }

  void expectation(const std::string& key, const json& e) {
    const std::vector<std::string> derived = Case::derived_fields(e);
    if (derived.empty()) return;
    const std::string base = pointer_append("/expect", key);
    std::map<std::string, std::pair<std::string, json>> engine;  // field -> (profile, value)
    for (const std::string& profile : c_.profiles()) {
      if (c_.expectation_key(profile) != key) continue;
      Result<json> request = run_request(c_, profile);
      if (!request) {
        problem(base, Code::CORPUS_ENGINE_DISAGREES, profile + ": " + request.message());
        return;
      }
      const json answer = reference_answer(*request);
      if (answer.value("outcome", json()) != e["outcome"]) {
        problem(base + "/outcome", Code::CORPUS_ENGINE_DISAGREES,
                "the hand-written outcome " + e["outcome"].dump() + " is not the engine's (" +
                    answer.value("outcome", json()).dump() + " under " + profile +
                    "); bless changes only derived fields");
        return;
      }
      for (const std::string& field : derived) {
        json value = engine_value(answer, field, e[field]);
        auto [at, fresh] = engine.try_emplace(field, profile, value);
        if (!fresh && at->second.second != value) {
          problem(pointer_append(base, field), Code::CORPUS_BLESS_REFUSED,
                  "the engine's " + field + " differs between " + at->second.first + " and " +
                      profile + ", which share this expectation: write one per profile");
          return;
        }
      }
    }
    for (const auto& [field, value] : engine) {
      const json& before = e[field];
      if (value.second == before) continue;
      if (value.second.is_null()) {
        problem(pointer_append(base, field), Code::CORPUS_BLESS_REFUSED,
                "the engine's answer has no " + field + " any more: edit the case by hand");
        continue;
      }
      out_.changes.push_back(
          {c_.file, c_.at(pointer_append(base, field)), c_.id, key, field, before, value.second});
    }
  }

  const Case& c_;
  BlessResult& out_;
};

// Writes the changes of one file into its text: each value must be the rest of its line.
// Returns false when the file is left as it is (its changes are then not made).
bool rewrite(const std::string& file, const std::vector<const BlessChange*>& changes,
             BlessResult& out) {
  std::optional<std::string> text = read_corpus_file(file, file, "the case file", out.problems);
  if (!text) return false;
  std::vector<bool> crlf;
  std::vector<std::string> lines = split_lines(*text, crlf);
  for (const BlessChange* ch : changes) {
    const std::size_t row = static_cast<std::size_t>(ch->loc.line) - 1;
    const std::size_t col = static_cast<std::size_t>(ch->loc.column) - 1;
    if (row >= lines.size() || col > lines[row].size() ||
        lines[row].substr(col) != flow_yaml(ch->before)) {
      out.problems.push_back(corpus_error(file, ch->loc, Code::CORPUS_BLESS_REFUSED,
                                          ch->field +
                                              ": bless rewrites a derived value only when it is "
                                              "written as one flow on the rest of its line"));
      return false;
    }
    lines[row] = lines[row].substr(0, col) + flow_yaml(ch->after);
  }
  std::string result;
  for (std::size_t i = 0; i < lines.size(); ++i) result += lines[i] + (crlf[i] ? "\r\n" : "\n");
  out.texts[file] = result;
  return true;
}

}  // namespace

std::string flow_yaml(const json& v) {
  if (v.is_array()) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + flow_yaml(v[i]);
    return out + "]";
  }
  if (v.is_object()) {
    std::vector<std::string> keys;
    for (std::string_view seat : kSeatNames)  // a ranking, clockwise from south
      if (v.contains(seat)) keys.emplace_back(seat);
    if (keys.size() != v.size()) {  // not a ranking: perft depths, in numeric order
      keys.clear();
      for (auto it = v.begin(); it != v.end(); ++it) keys.push_back(it.key());
      std::stable_sort(keys.begin(), keys.end(), [](const std::string& a, const std::string& b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
      });
    }
    std::string out = "{";
    for (std::size_t i = 0; i < keys.size(); ++i)
      out += (i ? ", " : "") + keys[i] + ": " + flow_yaml(v[keys[i]]);
    return out + "}";
  }
  return v.dump();
}

BlessResult bless_derived(const Corpus& corpus) {
  BlessResult out;
  for (const Case& c : corpus.cases)
    if (!c.generated) CaseBless(c, out).run();
  std::map<std::string, std::vector<const BlessChange*>> by_file;
  for (const BlessChange& ch : out.changes) by_file[ch.file].push_back(&ch);
  std::set<std::string> untouched;
  for (const auto& [file, changes] : by_file)
    if (!rewrite(file, changes, out)) untouched.insert(file);
  // Only the changes made are reported and counted (issue 26: a refused field was counted in
  // the summary as changed).
  std::erase_if(out.changes, [&](const BlessChange& ch) { return untouched.count(ch.file) > 0; });
  return out;
}

}  // namespace kifukit::corpus
