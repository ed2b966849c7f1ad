// Reading: the subset reader first (fast, the plain YAML records are written in), yaml-cpp for
// everything else (record_yaml_subset.hpp). yaml-cpp is used through its event interface rather
// than YAML::Load: events carry a Mark for every node (so every item gets its location), aliases
// can be refused before anything is expanded (alias bombs), and nesting is cut off long before
// yaml-cpp's own recursion limit. Writing: yaml-cpp's emitter.
#include "formats/record_yaml.hpp"

#include <algorithm>
#include <sstream>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include "formats/record_yaml_subset.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

namespace {

using Type = TreeNode::Type;
using ScalarType = TreeNode::ScalarType;

// yaml-cpp decodes the escapes \N (U+0085) and \_ (U+00A0) to the lone bytes 0x85 and 0xA0
// instead of their UTF-8. The source text is valid UTF-8 and yaml-cpp refuses escapes of
// surrogates, so a 0x85 or 0xA0 that starts no valid sequence came from one of those escapes.
std::string utf8_of_escapes(const std::string& value) {
  std::string out;
  for (std::size_t i = 0; i < value.size();) {
    const std::size_t n = utf8_sequence_length(value, i);
    if (n > 0) {
      out.append(value, i, n);
      i += n;
      continue;
    }
    if (value[i] == '\x85' || value[i] == '\xA0') out += '\xC2';
    out += value[i++];  // anything else stays invalid and is refused by the tree's checks
  }
  return out;
}

class TreeBuilder : public YAML::EventHandler {
 public:
  explicit TreeBuilder(const SourceText& src) : src_(src) {}
  std::optional<TreeNode>& root() { return root_; }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t) override {
    TreeNode n = TreeNode::scalar_of(ScalarType::Null, "");
    n.loc = at(mark);
    add(std::move(n));
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    throw FormatError(FormatCode::FORMAT_ALIAS, at(mark),
                      "YAML aliases are not allowed in records");
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                const std::string& value) override {
    // yaml-cpp tags plain scalars "?" and quoted or block scalars "!".
    bool plain = tag == "?";
    bool null = plain && (value.empty() || value == "~" || value == "null" || value == "Null" ||
                          value == "NULL");
    const char opener = mark.pos >= 0 && mark.pos < static_cast<int>(src_.text().size())
                            ? src_.text()[mark.pos]
                            : 0;
    TreeNode n = TreeNode::scalar_of(null    ? ScalarType::Null
                                     : plain ? ScalarType::Untyped
                                             : ScalarType::String,
                                     opener == '"' ? utf8_of_escapes(value) : value);
    n.loc = at(mark);
    n.quoted = tag == "!" && (opener == '"' || opener == '\'');
    add(std::move(n));
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    open(TreeNode::seq(), mark);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {
    open(TreeNode::map(), mark);
  }
  void OnMapEnd() override { close(); }

 private:
  struct Frame {
    TreeNode node;
    bool expect_key = true;
    std::string key;
    SourceLocation key_loc;
  };

  SourceLocation at(const YAML::Mark& m) const { return src_.at_line_byte(m.line, m.column); }

  void open(TreeNode n, const YAML::Mark& mark) {
    n.loc = at(mark);
    if (static_cast<int>(stack_.size()) >= kMaxNesting)
      throw FormatError(FormatCode::FORMAT_TOO_DEEP, n.loc,
                        "nested deeper than " + std::to_string(kMaxNesting) + " levels");
    Frame f;
    f.node = std::move(n);
    stack_.push_back(std::move(f));
  }
  void close() {
    TreeNode n = std::move(stack_.back().node);
    stack_.pop_back();
    add(std::move(n));
  }
  void add(TreeNode n) {
    if (stack_.empty()) {
      root_ = std::move(n);
      return;
    }
    Frame& f = stack_.back();
    if (f.node.type == Type::Map) {
      if (f.expect_key) {
        if (n.type != Type::Scalar || n.scalar == ScalarType::Null)
          throw FormatError(FormatCode::FORMAT_TYPE, n.loc, "map keys must be strings");
        f.key = n.text;
        f.key_loc = n.loc;
        f.expect_key = false;
        return;
      }
      n.key = f.key;
      n.key_loc = f.key_loc;
      f.expect_key = true;
    }
    budget_.take(n.loc);
    f.node.children.push_back(std::move(n));
  }

  const SourceText& src_;
  std::vector<Frame> stack_;
  std::optional<TreeNode> root_;
  ValueBudget budget_;
};

// Strings yaml-cpp would write plain but that would not read back as themselves: empty and null
// words, and (yaml-cpp writes them raw in plain scalars) control characters: a carriage return
// reads as a line break, a tab at either end is trimmed.
bool needs_quotes(const std::string& s) {
  return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL" ||
         std::any_of(s.begin(), s.end(), [](char c) { return c >= 0 && c < 0x20; });
}

void emit(YAML::Emitter& out, const TreeNode& n) {
  switch (n.type) {
    case Type::Map:
      if (n.flow) out << YAML::Flow;
      out << YAML::BeginMap;
      for (const TreeNode& c : n.children) {
        out << YAML::Key << c.key << YAML::Value;
        emit(out, c);
      }
      out << YAML::EndMap;
      break;
    case Type::Seq:
      if (n.children.empty()) out << YAML::Flow;
      out << YAML::BeginSeq;
      for (const TreeNode& c : n.children) emit(out, c);
      out << YAML::EndSeq;
      break;
    case Type::Scalar:
      if (n.scalar == ScalarType::String && needs_quotes(n.text)) out << YAML::DoubleQuoted;
      out << n.text;
      break;
  }
}

}  // namespace

TreeNode yaml_cpp_tree(const SourceText& src) {
  std::istringstream in{std::string(src.text())};
  YAML::Parser parser(in);
  TreeBuilder builder(src);
  try {
    parser.HandleNextDocument(builder);
    if (!builder.root())
      throw FormatError(FormatCode::FORMAT_EMPTY, {1, 1}, "the input holds no YAML document");
    TreeBuilder rest(src);
    if (parser.HandleNextDocument(rest))
      throw FormatError(FormatCode::FORMAT_SYNTAX, src.end(), "a record file holds one document");
  } catch (const YAML::DeepRecursion& e) {
    throw FormatError(FormatCode::FORMAT_TOO_DEEP, src.at_line_byte(e.mark.line, e.mark.column),
                      "nested too deep");
  } catch (const YAML::Exception& e) {
    throw FormatError(FormatCode::FORMAT_SYNTAX, src.at_line_byte(e.mark.line, e.mark.column),
                      e.msg);
  }
  return std::move(*builder.root());
}

ReadResult read_yaml(std::string_view bytes, const std::string& file) {
  return guarded_read(bytes, file, [](const SourceText& src) {
    if (std::optional<TreeNode> tree = yaml_subset_tree(src)) return record_from_tree(*tree);
    return record_from_tree(yaml_cpp_tree(src));
  });
}

std::string write_yaml(const Record& record) {
  YAML::Emitter out;
  emit(out, record_to_tree(record));
  return std::string(out.c_str()) + "\n";
}

}  // namespace kifukit
