#include "rules/data/located_yaml.hpp"

#include <sstream>
#include <utility>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

namespace kifukit {

YamlLocator::YamlLocator(std::string_view text, std::string file)
    : text_(text), file_(std::move(file)) {
  line_starts_.push_back(0);
  for (std::size_t i = 0; i < text_.size(); ++i)
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
}

SourceLocation YamlLocator::position(const YAML::Mark& m) const {
  if (m.line < 0 || m.column < 0) return {1, 1};  // a null mark: no better place than the top
  const auto line0 = static_cast<std::size_t>(m.line);
  if (line0 >= line_starts_.size()) return {m.line + 1, m.column + 1};
  const std::size_t start = line_starts_[line0];
  const std::size_t end = std::min(start + static_cast<std::size_t>(m.column), text_.size());
  std::size_t from = start;
  int column = 1;
  if (cached_line_ == m.line && cached_offset_ <= end) {
    from = cached_offset_;
    column = cached_column_;
  }
  for (std::size_t i = from; i < end; ++i)
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;  // skip continuations
  cached_line_ = m.line;
  cached_offset_ = end;
  cached_column_ = column;
  return {m.line + 1, column};
}

Diagnostic YamlLocator::error(const YAML::Mark& m, Code code, std::string message) const {
  const SourceLocation p = position(m);
  return error_at(file_, p.line, p.column, code, std::move(message));
}

namespace {

// Where the root node of each document of a YAML text starts, without building the documents.
class DocumentRoots : public YAML::EventHandler {
 public:
  std::vector<YAML::Mark> marks;
  void OnDocumentStart(const YAML::Mark&) override { want_ = true; }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& m, YAML::anchor_t) override { node(m); }
  void OnAlias(const YAML::Mark& m, YAML::anchor_t) override { node(m); }
  void OnScalar(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                const std::string&) override {
    node(m);
  }
  void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    node(m);
  }
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {
    node(m);
  }
  void OnMapEnd() override {}

 private:
  void node(const YAML::Mark& m) {
    if (want_) marks.push_back(m);
    want_ = false;
  }
  bool want_ = false;
};

}  // namespace

std::optional<Diagnostic> second_document(std::string_view text, const YamlLocator& at, Code code,
                                          std::string_view what) {
  std::istringstream in{std::string(text)};
  YAML::Parser parser(in);
  DocumentRoots roots;
  if (!parser.HandleNextDocument(roots) || !parser.HandleNextDocument(roots)) return std::nullopt;
  const bool second = roots.marks.size() > 1;
  const bool stuck = second && roots.marks[1].pos == roots.marks[0].pos;
  return at.error(second ? roots.marks[1] : YAML::Mark::null_mark(), code,
                  stuck ? "unexpected character: no YAML document starts here"
                        : std::string(what) + " is one YAML document; found a second one");
}

Diagnostic yaml_exception_error(const YAML::Exception& e, const YamlLocator& at, Code code,
                                std::string_view too_deep) {
  if (dynamic_cast<const YAML::DeepRecursion*>(&e))
    return at.error(e.mark, code, std::string(too_deep));
  return at.error(e.mark, code, e.msg);
}

}  // namespace kifukit
