// A recursive-descent reader for the JSON subset of record_json_subset.hpp. Inside the subset
// JSON has one reading and nlohmann's agrees with it; everything else (and every error) declines,
// and read_json asks json_tree. tests/formats_json_subset_test.cpp holds the two trees equal.
#include "formats/record_json_subset.hpp"

#include <algorithm>
#include <string_view>

#include "formats/notation.hpp"
#include "formats/seat_lead.hpp"
#include "formats/subset_decline.hpp"

namespace kifukit {

namespace {

using subset::decline;
using subset::kMaxDepth;
using subset::OutsideSubset;

// A writer entry's line, `    {"seat": "west", "move": "8f7f"},` and its line feed, is at least
// this long: the entries' room is reserved from the bytes left (growing the vector moves them).
constexpr std::size_t kMinEntryBytes = 32;

// What write_json prints between `{"seat": "` and the move, for each seat.
const SeatLeads kJsonSeatLeads("\", \"move\": \"");

bool is_digit(char c) { return c >= '0' && c <= '9'; }

class JsonSubsetReader {
 public:
  JsonSubsetReader(const SourceText& src, std::vector<Entry>* entries)
      : src_(src), s_(src.text()), entries_(entries) {}

  TreeNode document() {
    TreeNode root;
    skip_space();
    value(root, 1, false);
    skip_space();
    if (pos_ != s_.size()) decline();
    return root;
  }

 private:
  char peek() const { return pos_ < s_.size() ? s_[pos_] : '\0'; }
  // Line feeds are white space only (a string with one declines): lines are counted here.
  // In locals: the members' stores in the loop kept the compiler from holding them in registers.
  void skip_space() {
    const char* s = s_.data();
    const std::size_t n = s_.size();
    std::size_t p = pos_;
    for (; p < n; ++p) {
      const char c = s[p];
      if (c == ' ') continue;  // most of it: the indentation
      if (c == '\n') {
        ++line_;
        line_start_ = p + 1;
      } else if (c != '\t' && c != '\r') {
        break;
      }
    }
    pos_ = p;
  }
  // The location of offset `p`, on the line being read, at or after the last one asked for: as
  // SourceText::at_offset would give it, without its line table and search (they were half the
  // cost of reading a record). A text of printable ASCII has a column per byte.
  SourceLocation at(std::size_t p) {
    if (src_.printable_ascii()) return {line_, static_cast<int>(p - line_start_) + 1};
    if (counted_ < line_start_) {
      counted_ = line_start_;
      column_ = 1;
    }
    column_ += code_points_between(s_, counted_, p);
    counted_ = p;
    return {line_, column_};
  }
  void expect(char c) {
    if (peek() != c) decline();
    ++pos_;
  }
  // At an opening bracket: true past the `close` that follows it at once (an empty object or
  // array), false at the first member or item.
  bool opens_empty(char close) {
    ++pos_;
    skip_space();
    if (peek() != close) return false;
    ++pos_;
    return true;
  }
  // After a member or an item: true past the closing `close`, false past a comma and the space
  // after it (the next member or item follows).
  bool closes(char close) {
    skip_space();
    if (peek() == close) {
      ++pos_;
      return true;
    }
    expect(',');
    skip_space();
    return false;
  }
  bool has(std::size_t p, std::string_view text) const {
    return p <= s_.size() && s_.size() - p >= text.size() && s_.substr(p, text.size()) == text;
  }
  void take_values(std::size_t n) {
    values_ += n;
    if (values_ > kMaxValues) decline();
  }

  void value(TreeNode& n, int depth, bool record_moves) {
    if (depth > kMaxDepth) decline();
    n.loc = at(pos_);
    n.source_checked = true;  // no escapes: the text is the SourceText's
    take_values(1);
    switch (peek()) {
      case '{':
        return object(n, depth);
      case '[':
        return array(n, depth, record_moves);
      case '"':
        n.scalar = TreeNode::ScalarType::String;
        n.quoted = true;
        n.text = string();
        return;
      case 't':
        return literal(n, "true", TreeNode::ScalarType::Bool);
      case 'f':
        return literal(n, "false", TreeNode::ScalarType::Bool);
      case 'n':
        return literal(n, "null", TreeNode::ScalarType::Null);
      default:
        return number(n);
    }
  }

  // A string without escapes or controls, past its closing quote: nlohmann reads it as its
  // bytes (SourceText has checked the UTF-8 as strictly as nlohmann does).
  std::string_view string() {
    const std::size_t start = ++pos_;
    for (; pos_ < s_.size() && s_[pos_] != '"'; ++pos_) {
      const auto c = static_cast<unsigned char>(s_[pos_]);
      if (c == '\\' || c < 0x20) decline();
    }
    if (pos_ == s_.size()) decline();
    return s_.substr(start, pos_++ - start);
  }
  // true, false, null: their text as json_tree keeps it.
  void literal(TreeNode& n, std::string_view word, TreeNode::ScalarType type) {
    if (!has(pos_, word)) decline();
    pos_ += word.size();
    n.scalar = type;
    n.text = word;
  }
  // A non-negative integer as nlohmann's number_unsigned gives it back (0, or digits not
  // starting with 0, short enough for any integer type). A '.', 'e' or digit after it is not a
  // structural character: the caller declines.
  void number(TreeNode& n) {
    const std::size_t start = pos_;
    if (peek() == '0')
      ++pos_;
    else
      while (is_digit(peek())) ++pos_;
    if (pos_ == start || pos_ - start > 18) decline();
    n.scalar = TreeNode::ScalarType::Integer;
    n.text = s_.substr(start, pos_ - start);
  }

  void object(TreeNode& n, int depth) {
    n.type = TreeNode::Type::Map;
    if (opens_empty('}')) return;
    for (;;) {
      if (peek() != '"') decline();
      const SourceLocation key_loc = at(pos_);
      const std::string_view key = string();
      skip_space();
      expect(':');
      skip_space();
      TreeNode& member = n.children.emplace_back();
      member.key = key;
      member.key_loc = key_loc;
      value(member, depth + 1, depth == 1 && key == "moves");
      if (closes('}')) return;
    }
  }

  // `record_moves`: the record's `moves` (the first: a duplicate key is refused later), whose
  // writer entries are read straight into entries (ReadEntryList).
  void array(TreeNode& n, int depth, bool record_moves) {
    n.type = TreeNode::Type::Seq;
    if (opens_empty(']')) return;
    std::vector<Entry>* entries =
        record_moves && entries_ && entries_->empty() ? entries_ : nullptr;
    if (!entries) {
      do value(n.children.emplace_back(), depth + 1, false);
      while (!closes(']'));
      return;
    }
    entries->reserve(std::min(kMaxEntries, (s_.size() - pos_) / kMinEntryBytes + 1));
    ReadEntryList list(n, *entries);
    do {
      if (writer_entry(entries->emplace_back()))
        list.read();
      else
        value(list.node(), depth + 1, false);  // the entry stays empty
    } while (!closes(']'));
    list.finish();
  }

  // `{"seat": "S", "move": "M"}` or `{"seat": "S", "move": "M", "time_ms": T}` as write_json
  // prints it (a move of letters, digits, '*' and '+', a time of at most 15 digits: under
  // kMaxTimeMs) at the reader's position, read into `e` and passed; false, having read nothing,
  // for anything else. The values the general path counts (3 or 4).
  bool writer_entry(Entry& e) {
    std::size_t p = pos_, lead = 0;
    if (!has(p, "{\"seat\": \"")) return false;
    p += 10;
    const int seat = kJsonSeatLeads.match(s_, p, lead);
    if (seat < 0) return false;
    p += lead;
    const std::size_t move_at = p;
    p = writer_move_end(s_, p);
    if (p == move_at || p - move_at > kMaxWriterMove || !has(p, "\"")) return false;
    const std::size_t move_end = p++;
    std::optional<std::int64_t> time;
    if (has(p, ", \"time_ms\": ")) {
      p += 13;
      const std::size_t digits = p;
      while (p < s_.size() && is_digit(s_[p])) ++p;
      if (p == digits || p - digits > 15 || (s_[digits] == '0' && p - digits > 1)) return false;
      time = 0;
      for (std::size_t i = digits; i < p; ++i) *time = *time * 10 + (s_[i] - '0');
    }
    if (!has(p, "}")) return false;
    take_values(time ? 4 : 3);
    e.seat = seat_at(seat);
    assign_from_buffer(e.move, s_.substr(move_at, move_end - move_at), s_.size() - move_at);
    e.loc = at(pos_);
    e.move_loc = at(move_at - 1);  // the opening quote, as json_tree places a string
    e.time_ms = time;
    pos_ = p + 1;
    return true;
  }

  const SourceText& src_;
  std::string_view s_;
  std::size_t pos_ = 0;
  std::size_t values_ = 0;
  int line_ = 1;
  std::size_t line_start_ = 0;
  std::size_t counted_ = 0;  // at(): column_ is the column of this offset
  int column_ = 1;
  std::vector<Entry>* entries_;
};

}  // namespace

std::optional<TreeNode> json_subset_tree(const SourceText& src, std::vector<Entry>* entries) {
  try {
    return JsonSubsetReader(src, entries).document();
  } catch (const OutsideSubset&) {
    if (entries) entries->clear();
    return std::nullopt;
  }
}

}  // namespace kifukit
