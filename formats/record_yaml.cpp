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
    seen(mark);
    TreeNode n = TreeNode::scalar_of(ScalarType::Null, "");
    n.loc = at(mark);
    add(std::move(n));
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    seen(mark);
    throw FormatError(FormatCode::FORMAT_ALIAS, at(mark),
                      "YAML aliases are not allowed in records");
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                const std::string& value) override {
    seen(mark);
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
    // The lines after a quoted or block scalar's first line, up to the next node, may be its
    // text: a `#` there is no comment.
    if (opener == '"' || opener == '\'' || opener == '|' || opener == '>') {
      text_from_ = mark.line;
      text_block_ = opener == '|' || opener == '>';
    }
    add(std::move(n));
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    seen(mark);
    open(TreeNode::seq(), mark);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {
    seen(mark);
    open(TreeNode::map(), mark);
  }
  void OnMapEnd() override { close(); }

  // The `#` lines outside the text of quoted and block scalars. A block scalar's text is indented
  // deeper than the line of its `|` or `>`: a `#` no deeper than that line ends it.
  SourceComments comment_lines() {
    seen_end();
    SourceComments out;
    std::size_t range = 0;
    for (std::size_t i = 0; i < src_.line_count(); ++i) {
      const int line0 = static_cast<int>(i);
      while (range < text_lines_.size() && text_lines_[range].next <= line0) ++range;
      const std::string_view line = src_.line(i);
      const std::size_t first = line.find_first_not_of(" \t");
      if (first == std::string_view::npos || line[first] != '#') continue;
      if (range < text_lines_.size() && text_lines_[range].first < line0) {
        const TextLines& t = text_lines_[range];
        if (!t.block) continue;
        const std::string_view head = src_.line(static_cast<std::size_t>(t.first));
        if (first > head.find_first_not_of(" \t")) continue;
      }
      if (out.count++ == 0) out.first = src_.at_line_byte(line0, static_cast<int>(first));
    }
    return out;
  }

 private:
  // A node starts at `mark`: the text of the scalar before it ends on the line before.
  void seen(const YAML::Mark& mark) {
    if (text_from_ >= 0) text_lines_.push_back({text_from_, mark.line, text_block_});
    text_from_ = -1;
  }
  void seen_end() {
    if (text_from_ >= 0)
      text_lines_.push_back({text_from_, static_cast<int>(src_.line_count()), text_block_});
    text_from_ = -1;
  }

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
  // The lines of quoted and block scalars (0-based): from the scalar's line to the next node's.
  struct TextLines {
    int first, next;
    bool block;
  };
  int text_from_ = -1;
  bool text_block_ = false;
  std::vector<TextLines> text_lines_;  // in order
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

TreeNode yaml_cpp_tree(const SourceText& src, SourceComments& comments) {
  std::istringstream in{std::string(src.text())};
  YAML::Parser parser(in);
  TreeBuilder builder(src);
  try {
    parser.HandleNextDocument(builder);
    if (!builder.root())
      throw FormatError(FormatCode::FORMAT_EMPTY, {1, 1}, "the input holds no YAML document");
    TreeBuilder rest(src);
    if (parser.HandleNextDocument(rest))
      throw FormatError(FormatCode::FORMAT_SYNTAX, rest.root() ? rest.root()->loc : src.end(),
                        "text after the record: a record file holds one YAML document");
  } catch (const YAML::DeepRecursion& e) {
    throw FormatError(FormatCode::FORMAT_TOO_DEEP, src.at_line_byte(e.mark.line, e.mark.column),
                      "nested too deep");
  } catch (const YAML::Exception& e) {
    throw FormatError(FormatCode::FORMAT_SYNTAX, src.at_line_byte(e.mark.line, e.mark.column),
                      e.msg);
  }
  comments = builder.comment_lines();
  return std::move(*builder.root());
}

ReadResult read_yaml(std::string_view bytes, const std::string& file) {
  return guarded_read(bytes, file, [](const SourceText& src) {
    refuse_cr_only_line_ends(src);
    SourceComments comments;
    std::vector<Entry> entries;  // the move entries the subset reader read itself
    std::optional<TreeNode> tree = yaml_subset_tree(src, comments, &entries);
    // Not `tree ? *tree : yaml_cpp_tree(...)`: a conditional with a prvalue arm copies the tree.
    if (!tree) tree = yaml_cpp_tree(src, comments);
    Record record = record_from_tree(*tree, std::move(entries));
    record.source_comments = comments;
    return record;
  });
}

std::string write_yaml(const Record& record) {
  YAML::Emitter out;
  emit(out, record_to_tree(record));
  return std::string(out.c_str()) + "\n";
}

}  // namespace kifukit
