// Built on yaml-cpp's event interface (like formats/record_yaml.cpp): events carry a Mark for
// every node, and aliases are refused before anything is expanded.
#include "corpus/located_yaml.hpp"

#include <regex>
#include <sstream>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include "corpus/corpus.hpp"
#include "formats/source_text.hpp"
#include "rules/data/located_yaml.hpp"

namespace kifukit::corpus {

namespace {

constexpr int kMaxDepth = 64;
// Values (maps, lists, scalars, keys) in one corpus file: the largest case holds a few
// thousand; a 1 MiB file of `[[],[],...]` would hold 350,000, each costing a JSON value and a
// pointer string (docs/limits.md).
constexpr std::size_t kMaxValues = 100'000;

// YAML 1.2 core schema resolution of a plain scalar.
nlohmann::json plain_scalar(const std::string& v) {
  if (v.empty() || v == "~" || v == "null" || v == "Null" || v == "NULL") return nullptr;
  if (v == "true" || v == "True" || v == "TRUE") return true;
  if (v == "false" || v == "False" || v == "FALSE") return false;
  static const std::regex integer("[-+]?[0-9]+");
  static const std::regex real(R"([-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?)");
  if (std::regex_match(v, integer)) {
    try {
      if (v[0] == '-') return std::stoll(v);
      return std::stoull(v[0] == '+' ? v.substr(1) : v);
    } catch (const std::out_of_range&) {
      return v;  // too large for an integer: keep the text
    }
  }
  if (std::regex_match(v, real)) return std::stod(v);
  return v;
}

bool yaml11_boolean(const std::string& v) {
  static const char* const kWords[] = {"y",  "Y",  "yes", "Yes", "YES", "n",   "N",   "no",
                                       "No", "NO", "on",  "On",  "ON",  "off", "Off", "OFF"};
  for (const char* w : kWords)
    if (v == w) return true;
  return false;
}

class Builder : public YAML::EventHandler {
 public:
  Builder(const SourceText& src, const YamlLocator& at, LocatedJson& out)
      : src_(src), at_(at), out_(out) {}
  bool done() const { return done_; }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { add(nullptr, at(mark)); }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    throw FormatError(Code::FORMAT_ALIAS, at(mark), "YAML aliases are not allowed in corpus files");
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    if (anchor)
      throw FormatError(Code::FORMAT_ALIAS, at(mark),
                        "YAML anchors are not allowed in corpus files");
    // yaml-cpp tags plain scalars "?" and quoted or block scalars "!"; anything else is explicit.
    if (tag != "?" && tag != "!")
      throw FormatError(Code::FORMAT_SYNTAX, at(mark), "YAML tags are not allowed in corpus files");
    const bool plain = tag == "?";
    if (plain && yaml11_boolean(value) && !expecting_key()) pending_ambiguous_ = true;
    const auto pos = static_cast<std::size_t>(mark.pos);
    pending_quoted_ =
        !plain && pos < src_.text().size() && (src_.text()[pos] == '"' || src_.text()[pos] == '\'');
    add(plain ? plain_scalar(value) : nlohmann::json(value), at(mark), true);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(nlohmann::json::array(), mark, tag, anchor);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(nlohmann::json::object(), mark, tag, anchor);
  }
  void OnMapEnd() override { close(); }

 private:
  struct Frame {
    nlohmann::json value;
    std::string pointer;
    bool expect_key = true;
    std::string key;
    SourceLocation key_loc;
  };

  SourceLocation at(const YAML::Mark& m) const {
    const SourceLocation p = at_.position(m);
    return {p.line, p.column};
  }
  bool expecting_key() const {
    return !stack_.empty() && stack_.back().value.is_object() && stack_.back().expect_key;
  }
  // The pointer the next value added to the top frame gets.
  std::string child_pointer() const {
    const Frame& f = stack_.back();
    if (f.value.is_array()) return pointer_append(f.pointer, f.value.size());
    return pointer_append(f.pointer, f.key);
  }
  void count(SourceLocation loc) {
    if (++values_ > kMaxValues)
      throw FormatError(
          Code::FORMAT_TOO_LARGE, loc,
          "more than " + std::to_string(kMaxValues) + " values in one corpus file (the limit)");
  }
  void open(nlohmann::json v, const YAML::Mark& mark, const std::string& tag,
            YAML::anchor_t anchor) {
    count(at(mark));
    if (anchor)
      throw FormatError(Code::FORMAT_ALIAS, at(mark),
                        "YAML anchors are not allowed in corpus files");
    if (!tag.empty() && tag != "?" && tag != "!")
      throw FormatError(Code::FORMAT_SYNTAX, at(mark), "YAML tags are not allowed in corpus files");
    if (expecting_key()) throw FormatError(Code::FORMAT_TYPE, at(mark), "map keys must be scalars");
    if (static_cast<int>(stack_.size()) >= kMaxDepth)
      throw FormatError(Code::FORMAT_TOO_DEEP, at(mark), "nested too deep");
    Frame f;
    f.value = std::move(v);
    f.pointer = stack_.empty() ? "" : child_pointer();
    out_.value_at[f.pointer] = at(mark);
    if (!stack_.empty() && stack_.back().value.is_object())
      out_.key_at[f.pointer] = stack_.back().key_loc;
    stack_.push_back(std::move(f));
  }
  void close() {
    Frame f = std::move(stack_.back());
    stack_.pop_back();
    place(std::move(f.value));
  }
  void add(nlohmann::json v, SourceLocation loc, bool scalar = false) {
    count(loc);
    if (stack_.empty()) {
      out_.value_at[""] = loc;
      out_.value = std::move(v);
      done_ = true;
      return;
    }
    Frame& f = stack_.back();
    if (f.value.is_object() && f.expect_key) {
      if (!scalar || v.is_null())
        throw FormatError(Code::FORMAT_TYPE, loc, "map keys must be non-empty scalars");
      std::string key = v.is_string() ? v.get<std::string>() : v.dump();
      if (f.value.contains(key))
        throw FormatError(Code::FORMAT_DUPLICATE_KEY, loc, "duplicate key '" + excerpt(key) + "'");
      f.key = key;
      f.key_loc = loc;
      f.expect_key = false;
      pending_ambiguous_ = false;
      pending_quoted_ = false;
      return;
    }
    const std::string pointer = child_pointer();
    out_.value_at[pointer] = loc;
    if (f.value.is_object()) out_.key_at[pointer] = f.key_loc;
    if (pending_quoted_) out_.quoted.insert(pointer);
    pending_quoted_ = false;
    if (pending_ambiguous_) {
      out_.ambiguous_scalars.push_back({pointer, loc});
      pending_ambiguous_ = false;
    }
    place(std::move(v));
  }
  void place(nlohmann::json v) {
    if (stack_.empty()) {
      out_.value = std::move(v);
      done_ = true;
      return;
    }
    Frame& f = stack_.back();
    if (f.value.is_array()) {
      f.value.push_back(std::move(v));
    } else {
      f.value[f.key] = std::move(v);
      f.expect_key = true;
    }
  }

  const SourceText& src_;
  const YamlLocator& at_;
  LocatedJson& out_;
  std::vector<Frame> stack_;
  bool done_ = false;
  std::size_t values_ = 0;
  bool pending_ambiguous_ = false;
  bool pending_quoted_ = false;
};

}  // namespace

std::string pointer_append(const std::string& pointer, const std::string& token) {
  std::string out = pointer + "/";
  for (char c : token) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

std::string pointer_append(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}

SourceLocation LocatedJson::at(const std::string& pointer) const {
  std::string p = pointer;
  while (true) {
    auto it = value_at.find(p);
    if (it != value_at.end()) return it->second;
    if (p.empty()) return {};
    p.erase(p.rfind('/'));
  }
}

SourceLocation LocatedJson::key_location(const std::string& pointer) const {
  auto it = key_at.find(pointer);
  return it != key_at.end() ? it->second : at(pointer);
}

std::optional<LocatedJson> parse_located_yaml(std::string_view text, const std::string& file,
                                              Diagnostic& error) {
  try {
    SourceText src(text, kMaxCorpusFileBytes);
    LocatedJson out;
    std::istringstream in{std::string(src.text())};
    YAML::Parser parser(in);
    const YamlLocator at(src.text(), file);
    Builder builder(src, at, out);
    try {
      parser.HandleNextDocument(builder);
      if (!builder.done()) {
        error = error_at(file, 1, 1, Code::FORMAT_EMPTY, "the file holds no YAML document");
        return std::nullopt;
      }
      LocatedJson rest_out;
      Builder rest(src, at, rest_out);
      if (parser.HandleNextDocument(rest)) {
        const SourceLocation end = src.end();
        error = error_at(file, end.line, end.column, Code::FORMAT_SYNTAX,
                         "a corpus file holds one YAML document");
        return std::nullopt;
      }
    } catch (const YAML::DeepRecursion& e) {
      error = at.error(e.mark, Code::FORMAT_TOO_DEEP, "nested deeper than any corpus file needs");
      return std::nullopt;
    } catch (const YAML::Exception& e) {
      error = yaml_exception_error(e, at, Code::FORMAT_SYNTAX,
                                   "nested deeper than any corpus file needs");
      return std::nullopt;
    }
    return out;
  } catch (const FormatError& e) {
    error = to_diagnostic(e, file);
  }
  return std::nullopt;
}

}  // namespace kifukit::corpus
