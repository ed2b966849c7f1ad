// JSON through nlohmann's SAX parser: it never recurses (deep nesting cannot overflow the stack)
// and reports errors with a byte position. It gives no position for values, so the input is fed
// through an iterator that records how far the parser has read: when an event arrives, the token
// has just been read, and it starts at the first character after the previous event's end that
// is not white space, ':' or ','.
#include "formats/record_json.hpp"

#include <iterator>

#include <nlohmann/json.hpp>

#include "formats/json_append.hpp"
#include "formats/json_counting_iterator.hpp"
#include "formats/record_json_subset.hpp"
#include "formats/record_tree.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

namespace {

using Type = TreeNode::Type;
using ScalarType = TreeNode::ScalarType;

class TreeSax {
 public:
  using json = nlohmann::json;
  explicit TreeSax(const SourceText& src) : src_(src) {}
  std::size_t consumed = 0;
  std::optional<TreeNode>& root() { return root_; }

  bool null() { return scalar(ScalarType::Null, "null"); }
  bool boolean(bool v) { return scalar(ScalarType::Bool, v ? "true" : "false"); }
  bool number_integer(json::number_integer_t v) {
    return scalar(ScalarType::Integer, std::to_string(v));
  }
  bool number_unsigned(json::number_unsigned_t v) {
    return scalar(ScalarType::Integer, std::to_string(v));
  }
  bool number_float(json::number_float_t, const std::string& s) {
    return scalar(ScalarType::Float, s);
  }
  bool string(std::string& v) { return scalar(ScalarType::String, v, true); }
  bool binary(json::binary_t&) { return false; }  // JSON text has no binary values
  bool start_object(std::size_t) { return open(TreeNode::map()); }
  bool start_array(std::size_t) { return open(TreeNode::seq()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool key(std::string& k) {
    key_ = k;
    key_loc_ = token_start();
    return true;
  }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
    const std::string message = json_library_message(e.what());
    throw FormatError(FormatCode::FORMAT_SYNTAX, src_.at_offset(position > 0 ? position - 1 : 0),
                      message);
  }

 private:
  SourceLocation token_start() {
    const std::size_t i = json_token_start(src_.text(), last_end_);
    last_end_ = consumed;
    return src_.at_offset(i);
  }
  bool scalar(ScalarType type, std::string text, bool quoted = false) {
    TreeNode n = TreeNode::scalar_of(type, std::move(text));
    n.loc = token_start();
    budget_.take(n.loc);
    n.quoted = quoted;
    add(std::move(n));
    return true;
  }
  bool open(TreeNode n) {
    n.loc = token_start();
    budget_.take(n.loc);
    if (static_cast<int>(stack_.size()) >= kMaxNesting)
      throw FormatError(FormatCode::FORMAT_TOO_DEEP, n.loc,
                        "nested deeper than " + std::to_string(kMaxNesting) + " levels");
    if (!stack_.empty() && stack_.back().type == Type::Map) {  // a list's items have no key
      n.key = std::move(key_);
      n.key_loc = key_loc_;
    }
    stack_.push_back(std::move(n));
    return true;
  }
  bool close() {
    last_end_ = consumed;
    TreeNode n = std::move(stack_.back());
    stack_.pop_back();
    if (stack_.empty()) {
      root_ = std::move(n);
    } else {
      stack_.back().children.push_back(std::move(n));
    }
    return true;
  }
  void add(TreeNode n) {
    if (stack_.empty()) {
      root_ = std::move(n);
      return;
    }
    if (stack_.back().type == Type::Map) {
      n.key = std::move(key_);
      n.key_loc = key_loc_;
    }
    stack_.back().children.push_back(std::move(n));
  }

  const SourceText& src_;
  std::vector<TreeNode> stack_;
  std::optional<TreeNode> root_;
  std::string key_;
  SourceLocation key_loc_;
  std::size_t last_end_ = 0;
  ValueBudget budget_;
};

}  // namespace

TreeNode json_tree(const SourceText& src) {
  TreeSax sax(src);
  const char* b = src.text().data();
  const char* e = b + src.text().size();
  nlohmann::json::sax_parse(CountingIterator(b, b, &sax.consumed),
                            CountingIterator(b, e, &sax.consumed), &sax);
  if (!sax.root())
    throw FormatError(FormatCode::FORMAT_SYNTAX, src.end(), "no JSON value in the input");
  return std::move(*sax.root());
}

namespace {

// Pretty-printed, but items marked `flow` (one move, one ranking entry) stay on one line.
void emit(std::string& out, const TreeNode& n, int indent) {
  const std::string pad(static_cast<std::size_t>(indent) + 2, ' ');
  const bool one_line = n.flow || n.children.empty();
  auto separator = [&](std::size_t i) {
    if (i > 0) out += ",";
    if (!one_line)
      out += "\n" + pad;
    else if (i > 0)
      out += " ";
  };
  switch (n.type) {
    case Type::Map:
      out += "{";
      for (std::size_t i = 0; i < n.children.size(); ++i) {
        separator(i);
        out += json_quoted(n.children[i].key) + ": ";
        emit(out, n.children[i], indent + 2);
      }
      if (!one_line) out += "\n" + std::string(static_cast<std::size_t>(indent), ' ');
      out += "}";
      break;
    case Type::Seq:
      out += "[";
      for (std::size_t i = 0; i < n.children.size(); ++i) {
        separator(i);
        emit(out, n.children[i], indent + 2);
      }
      if (!one_line) out += "\n" + std::string(static_cast<std::size_t>(indent), ' ');
      out += "]";
      break;
    case Type::Scalar:
      out += n.scalar == ScalarType::Integer || n.scalar == ScalarType::Bool ? n.text
             : n.scalar == ScalarType::Null                                  ? "null"
                                                                             : json_quoted(n.text);
      break;
  }
}

}  // namespace

ReadResult read_json(std::string_view bytes, const std::string& file) {
  return guarded_read(bytes, file, [](const SourceText& src) {
    std::vector<Entry> entries;  // the move entries the subset reader read itself
    std::optional<TreeNode> tree = json_subset_tree(src, &entries);
    if (!tree) tree = json_tree(src);
    return record_from_tree(*tree, std::move(entries));
  });
}

std::string write_json(const Record& record) {
  std::string out;
  emit(out, record_to_tree(record), 0);
  return out + "\n";
}

}  // namespace kifukit
