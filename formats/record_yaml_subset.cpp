// A recursive-descent reader for the subset described in record_yaml_subset.hpp. Every rule below
// is chosen so that, inside the subset, YAML has exactly one reading and yaml-cpp agrees with it;
// whenever a line could mean something else (or yaml-cpp might disagree), the reader declines and
// read_yaml asks yaml-cpp. tests/formats_yaml_subset_test.cpp holds the two trees equal.
#include "formats/record_yaml_subset.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "formats/notation.hpp"
#include "formats/seat_lead.hpp"
#include "formats/subset_decline.hpp"

namespace kifukit {

namespace {

using subset::decline;
using subset::kMaxDepth;
using subset::OutsideSubset;

using ScalarType = TreeNode::ScalarType;

// yaml-cpp refuses simple keys (key: value) longer than this.
constexpr std::size_t kMaxKeyBytes = 1024;

// Character classes, looked up once per character in the scanning loops.
enum CharClass : unsigned char {
  kKeyChar = 1,    // may be in a key: [A-Za-z0-9_.-]
  kIndicator = 2,  // means something else than text at the start of a plain scalar
  kFlowStop = 4,   // ends a plain scalar inside a flow collection
  kSpecial = 8,    // a control, or the first byte of a code point has_special_characters checks
};
constexpr std::array<unsigned char, 256> kClasses = [] {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) t[c] = kKeyChar;
  for (char c : std::string_view("_.-")) t[static_cast<unsigned char>(c)] |= kKeyChar;
  for (char c : std::string_view(",[]{}#&*!|>'\"%@`?: \n"))
    t[static_cast<unsigned char>(c)] |= kIndicator;
  t[0] |= kIndicator;  // the end of the input
  for (char c : std::string_view(",[]{}?")) t[static_cast<unsigned char>(c)] |= kFlowStop;
  for (int c = 0; c < 0x20; ++c)
    if (c != '\n') t[c] |= kSpecial;
  for (int c : {0x7F, 0xC2, 0xE2, 0xEF}) t[c] |= kSpecial;
  return t;
}();
bool is(char c, CharClass k) { return kClasses[static_cast<unsigned char>(c)] & k; }

std::uint64_t load8(const char* p) {
  std::uint64_t x;
  std::memcpy(&x, p, sizeof x);
  return x;
}

// Eight bytes, each printable ASCII or a line feed: none that has_special_characters looks at.
// With every byte under 0x80, adding 0x60 sets a byte's high bit from 0x20 on, adding 1 from 0x7F
// on, and a line feed is the byte that XOR 0x0A leaves zero (adding 0x7F leaves its high bit
// clear); no sum carries into the next byte. SourceText's own scan has the line feeds to find;
// this one only asks whether a record's usual word (text and line ends) can be passed over.
bool plain_word(std::string_view s, std::size_t at) {
  constexpr std::uint64_t kOnes = 0x0101010101010101u;
  constexpr std::uint64_t kHigh = 0x80 * kOnes;
  const std::uint64_t x = load8(s.data() + at);
  if (x & kHigh) return false;
  const std::uint64_t printable = (x + 0x60 * kOnes) & ~(x + kOnes);
  const std::uint64_t line_feeds = ~((x ^ (0x0A * kOnes)) + 0x7F * kOnes);
  return ((printable | line_feeds) & kHigh) == kHigh;
}

// Characters left to yaml-cpp wherever they are: controls other than the line feed (tabs and
// carriage returns change indentation and line breaks), and the code points that YAML 1.1 reads
// as line breaks or that are non-printable (U+0085 and C1 controls, U+2028, U+2029, U+FEFF).
// SourceText has checked the UTF-8, so multi-byte sequences are complete. Words of plain bytes
// are passed over eight at a time (a byte at a time, with a call at each line feed, this check
// cost a sixth of reading a move line); the others are read byte by byte.
bool has_special_characters(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    if (i + 8 <= s.size() && plain_word(s, i)) {
      i += 8;
      continue;
    }
    for (const std::size_t end = std::min(i + 8, s.size()); i < end; ++i) {
      if (!is(s[i], kSpecial)) continue;
      if (s[i] != '\xC2' && s[i] != '\xE2' && s[i] != '\xEF') return true;  // a control
      std::string_view seq = s.substr(i, 3);
      if ((s[i] == '\xC2' && static_cast<unsigned char>(s[i + 1]) < 0xA0) ||
          seq == "\xE2\x80\xA8" || seq == "\xE2\x80\xA9" || seq == "\xEF\xBB\xBF")
        return true;
    }
  }
  return false;
}

bool is_null_word(std::string_view s) {
  // The first letter answers for nearly every word read (a move, a key) at once.
  if (s.empty() || (s[0] != '~' && s[0] != 'n' && s[0] != 'N')) return false;
  return s == "~" || s == "null" || s == "Null" || s == "NULL";
}

void append_utf8(std::string& out, unsigned cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// What write_yaml prints between `{seat: ` and the move, for each seat.
const SeatLeads kYamlSeatLeads(", move: ");

class SubsetReader {
 public:
  // `entries`: where the move entries of the record's `moves` list in the writer's shape go
  // (record_yaml_subset.hpp); nullptr to build every value as a TreeNode.
  SubsetReader(std::string_view s, std::vector<Entry>* entries) : s_(s), entries_(entries) {}

  TreeNode document(SourceComments& comments) {
    if (!to_content(false, 0) || column() != 0) decline();
    TreeNode root;
    block_map(root, 0, 1);  // returns at the end of the input: nothing is left of column 0
    comments = comments_;
    return root;
  }

 private:
  // '\0' past the end: SourceText refuses NUL bytes, so it never stands for a real character.
  char peek(std::size_t k = 0) const { return pos_ + k < s_.size() ? s_[pos_ + k] : '\0'; }
  bool at_eol() const { return peek() == '\n' || peek() == '\0'; }
  bool blank_or_eol(std::size_t k) const { return peek(k) == ' ' || peek(k) == '\n' || !peek(k); }
  int column() const { return static_cast<int>(pos_ - line_start_); }  // bytes: spaces only
  // Columns count code points; they are counted on from the last location asked for on the line.
  SourceLocation here() {
    if (counted_ < line_start_) {
      counted_ = line_start_;
      column_ = 1;
    }
    column_ += code_points(s_.substr(counted_, pos_ - counted_));
    counted_ = pos_;
    return {line_, column_};
  }
  void comment() {
    if (comments_.count++ == 0) comments_.first = here();
  }
  void skip_spaces() {
    while (peek() == ' ') ++pos_;
  }
  bool block_entry() const { return peek() == '-' && blank_or_eol(1); }
  // A new value; past kMaxValues the input goes to yaml-cpp, which refuses it at its place.
  TreeNode& add(std::vector<TreeNode>& children) {
    if (++values_ > kMaxValues) decline();
    TreeNode& n = children.emplace_back();
    n.source_checked = true;  // until an escape writes a character of its own
    return n;
  }

  // From the end of a line to the first character of the next line holding content (false at the
  // end of the input). After a one-line value, a comment indented deeper than its collection is
  // left to yaml-cpp: a plain scalar's continuation lines are deeper, and they end at comments.
  bool to_content(bool after_value, int collection_indent) {
    while (pos_ < s_.size()) {
      if (peek() == '\n') {
        ++pos_;
        ++line_;
        line_start_ = pos_;
      }
      if ((peek() == '-' || peek() == '.') && peek(1) == peek() && peek(2) == peek())
        decline();  // document markers (at column 0)
      skip_spaces();
      if (peek() == '#') {
        if (after_value && column() > collection_indent) decline();
        comment();
        while (!at_eol()) ++pos_;
      } else if (!at_eol()) {
        return true;
      }
    }
    return false;
  }

  // The rest of a line after a value: spaces, then a comment (after a space) or the line's end.
  void end_line() {
    skip_spaces();
    if (peek() == '#' && s_[pos_ - 1] == ' ') {
      comment();
      while (!at_eol()) ++pos_;
    }
    if (!at_eol()) decline();
  }

  // A map key: a plain word ending in ':' and a space or the line's end (so a '-' where a key
  // belongs, a list, declines too).
  struct Key {
    std::string_view text;
    SourceLocation loc;
  };
  Key key() {
    Key k{{}, here()};
    std::size_t start = pos_;
    if (!is(peek(), kKeyChar) || peek() == '-' || peek() == '.') decline();
    while (is(peek(), kKeyChar)) ++pos_;
    k.text = s_.substr(start, pos_ - start);
    if (peek() != ':' || !blank_or_eol(1) || is_null_word(k.text) || k.text.size() > kMaxKeyBytes)
      decline();
    ++pos_;
    return k;
  }
  static void set_key(TreeNode& value, const Key& k) {
    value.key = k.text;
    value.key_loc = k.loc;
  }

  // The parsers fill a node in place (a vector's new element): moving finished nodes into their
  // parents took a good part of the time.
  void block_map(TreeNode& map, int indent, int depth) {
    if (depth > kMaxDepth) decline();
    map.type = TreeNode::Type::Map;
    map.loc = here();
    for (;;) {
      Key k = key();
      skip_spaces();
      TreeNode& value = add(map.children);
      set_key(value, k);
      bool more;
      if (at_eol() || peek() == '#') {  // the value is on the next lines
        end_line();
        if (!to_content(false, 0)) decline();  // an empty value: null
        int inner = column();
        if (block_entry() && inner >= indent)
          block_seq(value, inner, inner == indent, depth + 1, depth == 1 && k.text == "moves");
        else if (inner > indent)
          block_map(value, inner, depth + 1);
        else
          decline();  // an empty value: null
        more = pos_ < s_.size();
      } else {
        inline_value(value, false, depth + 1);
        end_line();
        more = to_content(true, indent);
      }
      if (!more || column() < indent) return;
      if (column() > indent) decline();
    }
  }

  // The lines starting at this column with '-', up to the first line indented less or (as the key
  // after an indentless list) starting otherwise: an item each.
  std::size_t count_items(int indent) const {
    const auto column = static_cast<std::size_t>(indent);
    std::size_t items = 0;
    for (std::size_t line = line_start_; line < s_.size();) {
      std::size_t first = s_.find_first_not_of(' ', line);
      std::size_t eol = std::min(s_.find('\n', line), s_.size());
      if (first < eol && s_[first] != '#') {  // a line with content
        if (first - line < column || (first - line == column && s_[first] != '-')) break;
        items += first - line == column;
      }
      line = eol + 1;
    }
    return items;
  }

  // Items are one-line values. An indentless list (at its key's column) ends at the next key.
  // `record_moves`: the record's `moves` (the first, a duplicate key is refused later).
  void block_seq(TreeNode& seq, int indent, bool indentless, int depth, bool record_moves) {
    if (depth > kMaxDepth) decline();
    seq.type = TreeNode::Type::Seq;
    seq.loc = here();
    const std::size_t items = count_items(indent);
    std::vector<Entry>* entries =
        record_moves && entries_ && entries_->empty() ? entries_ : nullptr;
    // While every item is a writer entry, none gets a node (TreeNode::entry_items); the first
    // that is not gives them theirs. Past kMaxEntries, check_limits needs the nodes' places.
    bool nodeless = entries && items <= kMaxEntries;
    if (!nodeless) seq.children.reserve(items);  // growing the vector would cost a third more
    if (entries) entries->reserve(items);
    for (;;) {
      ++pos_;  // the '-'
      skip_spaces();
      if (at_eol() || peek() == '#') decline();  // a nested block or null
      if (!entries) {
        inline_value(add(seq.children), false, depth + 1);
      } else if (const std::optional<WriterEntry> w = match_writer_entry(pos_)) {
        take_writer_entry(entries->emplace_back(), *w);
        if (!nodeless) add_entry_read_nodes(seq.children, *entries, entries->size());
      } else {
        if (nodeless) {
          seq.children.reserve(items);
          add_entry_read_nodes(seq.children, *entries, entries->size());
        }
        nodeless = false;
        entries->emplace_back();  // read from the item's tree by record_from_tree
        inline_value(add(seq.children), false, depth + 1);
      }
      seq.entry_items = nodeless ? entries->size() : 0;
      if (entries && next_item_follows(indent)) continue;
      end_line();
      if (!to_content(true, indent) || column() < indent) return;
      if (column() > indent) decline();
      if (!block_entry()) {
        if (indentless) return;
        decline();
      }
    }
  }

  // The writer's line end between two items of a list at `indent`: the item just read ends the
  // line, and the next line is `indent` spaces and `- `. What end_line, to_content and the tests
  // after them in block_seq find for it (no comment, no document marker, a block entry at the
  // list's column), without their byte-by-byte walk; then past the spaces (at the '-').
  bool next_item_follows(int indent) {
    const auto column = static_cast<std::size_t>(indent);
    const std::size_t next = pos_ + 1;
    if (peek() != '\n' || s_.size() - next < column + 2 || s_[next + column] != '-' ||
        s_[next + column + 1] != ' ')
      return false;
    for (std::size_t i = 0; i < column; ++i)
      if (s_[next + i] != ' ') return false;
    ++line_;
    line_start_ = next;
    pos_ = next + column;
    return true;
  }

  // A move entry as write_yaml prints it, `{seat: S, move: M}` or `{seat: S, move: M, time_ms:
  // T}`, with a seat seat_from_name knows, a move of letters, digits, `*` and `+` (not a null
  // word) and a time of at most 15 digits (under kMaxTimeMs), is read straight into an Entry:
  // its TreeNode, if it has one, has no members (TreeNode::entry_read) and record_from_tree
  // parses the move. The same values as the general path (3 or 4), so kMaxValues declines at
  // the same item. Any other item is read by the general path.
  // writer_entry's shape at `p` (the `{`), read but not yet taken: `end` is past the `}`.
  struct WriterEntry {
    Seat seat;
    std::string_view move;
    std::optional<std::int64_t> time;
    std::size_t move_at;
    std::size_t end;
  };
  std::optional<WriterEntry> match_writer_entry(std::size_t p) const {
    std::size_t lead = 0;
    const int seat = literal(p, "{seat: ") ? kYamlSeatLeads.match(s_, p, lead) : -1;
    if (seat < 0) return std::nullopt;
    p += lead;
    const std::size_t move_at = p;
    const std::string_view move = s_.substr(p, writer_move_end(s_, p) - p);
    p += move.size();
    if (move.empty() || move.size() > kMaxWriterMove || !is(move[0], kKeyChar) ||
        is_null_word(move))
      return std::nullopt;
    std::optional<std::int64_t> time;
    if (literal(p, ", time_ms: ")) {
      const std::string_view digits = digits_at(p);
      if (digits.empty() || digits.size() > 15) return std::nullopt;
      time = 0;
      for (char c : digits) *time = *time * 10 + (c - '0');
    }
    if (!literal(p, "}")) return std::nullopt;
    return WriterEntry{seat_at(seat), move, time, move_at, p};
  }
  // `w` read at the reader's position into `e`; past it.
  void take_writer_entry(Entry& e, const WriterEntry& w) {
    values_ += w.time ? 4 : 3;
    if (values_ > kMaxValues) decline();
    const int column = static_cast<int>(pos_ - line_start_) + 1;  // the line is ASCII up to p
    e.seat = w.seat;
    assign_from_buffer(e.move, w.move, s_.size() - w.move_at);
    e.loc = {line_, column};
    e.move_loc = {line_, column + static_cast<int>(w.move_at - pos_)};
    e.time_ms = w.time;
    pos_ = w.end;
  }
  // Helpers of writer_entry: `text` at `p` (then p is past it).
  bool literal(std::size_t& p, std::string_view text) const {
    if (!has(p, text)) return false;
    p += text.size();
    return true;
  }
  // Compared with memcmp of the literal's length, which the compiler turns into a few loads.
  bool has(std::size_t p, std::string_view text) const {
    return p <= s_.size() && s_.size() - p >= text.size() &&
           std::memcmp(s_.data() + p, text.data(), text.size()) == 0;
  }
  // The decimal digits at `p` (then p is past them).
  std::string_view digits_at(std::size_t& p) const {
    const std::size_t start = p;
    while (p < s_.size() && s_[p] >= '0' && s_[p] <= '9') ++p;
    return s_.substr(start, p - start);
  }

  void inline_value(TreeNode& n, bool flow, int depth) {
    if (depth > kMaxDepth) decline();
    switch (peek()) {
      case '{':
        return flow_collection(n, TreeNode::Type::Map, depth);
      case '[':
        return flow_collection(n, TreeNode::Type::Seq, depth);
      case '"':
        return double_quoted(n);
      case '\'':
        return single_quoted(n);
      default:
        return plain(n, flow);
    }
  }

  // {key: value, ...} or [value, ...] on one line, no empty entries.
  void flow_collection(TreeNode& node, TreeNode::Type type, int depth) {
    node.type = type;
    node.loc = here();
    const char close = type == TreeNode::Type::Map ? '}' : ']';
    ++pos_;
    skip_spaces();
    if (peek() == close) {
      ++pos_;
      return;
    }
    // An entry has 2 to 5 members: one allocation. Not for lists nor empty maps: a file of
    // small flow collections would hold four unused nodes (about 500 bytes) per collection.
    if (type == TreeNode::Type::Map) node.children.reserve(4);
    for (;;) {
      TreeNode& item = add(node.children);
      if (close == '}') {
        set_key(item, key());
        skip_spaces();
      }
      inline_value(item, true, depth + 1);
      skip_spaces();
      if (peek() == close) {
        ++pos_;
        return;
      }
      if (peek() != ',') decline();
      ++pos_;
      skip_spaces();
    }
  }

  // One line. In a flow collection it also ends at , [ ] { } ? (and declines on '#'); a ':' ends
  // it before a space or the line's end, where the caller then declines.
  void plain(TreeNode& n, bool flow) {
    n.loc = here();
    if (is(peek(), kIndicator) || (peek() == '-' && blank_or_eol(1)))
      decline();  // a YAML meaning other than text, or no text
    std::size_t start = pos_;
    for (; !at_eol(); ++pos_) {
      char c = peek();
      if (c == ':' && blank_or_eol(1)) break;
      if (c == ':' && flow && (peek(1) == ',' || peek(1) == ']' || peek(1) == '}'))
        decline();  // yaml-cpp ends the scalar before such a ':'
      if (c == '#') {
        if (flow) decline();             // text or a comment: left to yaml-cpp
        if (s_[pos_ - 1] == ' ') break;  // a comment
      }
      if (flow && is(c, kFlowStop)) break;
    }
    std::size_t end = pos_;
    while (s_[end - 1] == ' ') --end;
    std::string_view text = s_.substr(start, end - start);
    n.scalar = is_null_word(text) ? ScalarType::Null : ScalarType::Untyped;
    if (n.scalar == ScalarType::Untyped) n.text = text;
  }

  void quoted_start(TreeNode& n) {
    n.scalar = ScalarType::String;
    n.loc = here();
    n.quoted = true;
    ++pos_;
  }

  void single_quoted(TreeNode& n) {
    quoted_start(n);
    for (;;) {
      std::size_t run = pos_;
      while (!at_eol() && peek() != '\'') ++pos_;
      n.text.append(s_.substr(run, pos_ - run));
      if (at_eol()) decline();  // multi-line or unterminated
      ++pos_;
      if (peek() != '\'') return;
      n.text += '\'';  // '' is a quote
      ++pos_;
    }
  }

  void double_quoted(TreeNode& n) {
    quoted_start(n);
    for (;;) {
      std::size_t run = pos_;
      while (!at_eol() && peek() != '"' && peek() != '\\') ++pos_;
      n.text.append(s_.substr(run, pos_ - run));
      if (at_eol()) decline();  // multi-line or unterminated
      if (peek() == '"') {
        ++pos_;
        return;
      }
      ++pos_;
      escape(n.text);
      n.source_checked = false;
    }
  }

  // The escapes as yaml-cpp decodes them; \N \_ \L \P and invalid ones are left to it.
  void escape(std::string& out) {
    static constexpr std::string_view kFrom = "0abtnvfre \"'\\/";
    static constexpr std::string_view kTo{"\0\a\b\t\n\v\f\r\x1B \"'\\/", 14};
    char c = peek();
    ++pos_;
    if (std::size_t i = kFrom.find(c); c && i != std::string_view::npos) {
      out += kTo[i];
      return;
    }
    int digits = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
    if (digits == 0) decline();
    unsigned cp = 0;
    for (int i = 0; i < digits; ++i, ++pos_) {
      char h = peek();
      int d = h >= '0' && h <= '9'   ? h - '0'
              : h >= 'a' && h <= 'f' ? h - 'a' + 10
              : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                     : -1;
      if (d < 0) decline();
      cp = cp * 16 + static_cast<unsigned>(d);
    }
    if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) decline();
    append_utf8(out, cp);
  }

  std::string_view s_;
  std::size_t pos_ = 0;
  std::size_t line_start_ = 0;
  int line_ = 1;
  std::size_t counted_ = 0;  // here(): column_ is the column of this offset
  int column_ = 1;
  std::size_t values_ = 0;
  SourceComments comments_;
  std::vector<Entry>* entries_;
};

}  // namespace

std::optional<TreeNode> yaml_subset_tree(const SourceText& src, SourceComments& comments,
                                         std::vector<Entry>* entries) {
  if (!src.printable_ascii() && has_special_characters(src.text())) return std::nullopt;
  try {
    return SubsetReader(src.text(), entries).document(comments);
  } catch (const OutsideSubset&) {
    if (entries) entries->clear();
    return std::nullopt;
  }
}

}  // namespace kifukit
