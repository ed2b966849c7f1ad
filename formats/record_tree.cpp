// Record <-> tree: every key of the YAML/JSON/XML record format and every check on its values.
#include <algorithm>
#include <charconv>
#include <initializer_list>
#include <unordered_set>

#include "formats/notation.hpp"
#include "formats/record_tree.hpp"
#include "formats/source_text.hpp"
#include "rules/data/suggest.hpp"

namespace kifukit {

namespace {

using Type = TreeNode::Type;
using ScalarType = TreeNode::ScalarType;

[[noreturn]] void fail(FormatCode code, SourceLocation loc, const std::string& message) {
  throw FormatError(code, loc, message);
}

const char* type_name(const TreeNode& n) {
  if (n.type == Type::Map) return "a map";
  if (n.type == Type::Seq) return "a list";
  return n.scalar == ScalarType::Null ? "null" : "a scalar";
}

// Location of the character `column` (1-based) of a scalar's text.
SourceLocation inside(const TreeNode& n, int column) {
  SourceLocation loc = n.loc;
  if (loc.line > 0) loc.column += column - 1 + (n.quoted ? 1 : 0);
  return loc;
}

// A character no syntax can hold (an escape can write one, find_unholdable) in a key or string.
void check_unholdable(const TreeNode& n) {
  if (const std::size_t at = find_unholdable(n.key); at != std::string::npos)
    fail(FormatCode::FORMAT_ENCODING, n.key_loc,
         "a " + describe_unholdable(std::string_view(n.key).substr(at)) + " in a key");
  if (n.type == Type::Scalar)
    if (const std::size_t at = find_unholdable(n.text); at != std::string::npos)
      fail(FormatCode::FORMAT_ENCODING, n.loc,
           "a " + describe_unholdable(std::string_view(n.text).substr(at)) + " in a string");
}

// Strings and lists over their limits, and characters no syntax can hold, anywhere in the tree
// (nesting is at most kMaxNesting).
void check_limits(const TreeNode& n) {
  // Text copied from the SourceText has had its characters checked there.
  if (!n.source_checked) check_unholdable(n);
  if (n.key.size() > kMaxStringBytes)
    fail(FormatCode::FORMAT_TOO_LARGE, n.key_loc,
         "a key of " + std::to_string(n.key.size()) + " bytes; the limit is " +
             std::to_string(kMaxStringBytes));
  if (n.type == Type::Scalar && n.text.size() > kMaxStringBytes)
    fail(FormatCode::FORMAT_TOO_LARGE, n.loc,
         "a string of " + std::to_string(n.text.size()) + " bytes; the limit is " +
             std::to_string(kMaxStringBytes));
  if (n.type == Type::Seq && n.children.size() > kMaxEntries)
    fail(FormatCode::FORMAT_TOO_LARGE, n.children[kMaxEntries].loc,
         (n.key.empty() ? std::string("a list") : "'" + n.key + "'") + " has more than " +
             std::to_string(kMaxEntries) + " entries");
  // A move entry the YAML subset reader read itself (entry_read) is a member-less map of source
  // text, checked there: nothing to look at, and a call per ply saved.
  for (const TreeNode& c : n.children)
    if (!c.entry_read) check_limits(c);
}

// A map whose keys are checked up front (unknown, duplicate), then read member by member.
// `max_members` bounds a map whose keys are not listed (options).
class MapView {
 public:
  MapView(const TreeNode& node, const char* what, std::initializer_list<std::string_view> allowed,
          std::size_t max_members = kMaxEntries)
      : node_(node) {
    // XML writes an empty map as an empty element, which reads back as an empty scalar.
    bool empty_xml =
        node.type == Type::Scalar && node.scalar == ScalarType::Untyped && node.text.empty();
    if (node.type != Type::Map && !empty_xml)
      fail(FormatCode::FORMAT_TYPE, node.loc,
           std::string(what) + " must be a map, not " + type_name(node));
    if (allowed.size() == 0) {
      check_open_keys(what, max_members);
      return;
    }
    if (allowed.size() > kMaxKeys) throw std::logic_error("MapView: more keys than kMaxKeys");
    for (std::string_view k : allowed) keys_[key_count_++] = k;
    // A move entry is read once per ply: each member is found among the allowed keys once and
    // put in its slot, so duplicates and later look-ups cost no hash set and no second scan.
    for (const TreeNode& c : node.children) {
      const std::size_t slot = slot_of(c.key);
      if (slot == key_count_)
        fail(FormatCode::FORMAT_UNKNOWN_KEY, c.key_loc,
             "unknown key '" + c.key + "' in " + what +
                 did_you_mean(c.key, std::vector<std::string>(allowed.begin(), allowed.end())));
      if (slots_[slot])
        fail(FormatCode::FORMAT_DUPLICATE_KEY, c.key_loc, "duplicate key '" + c.key + "'");
      slots_[slot] = &c;
    }
  }
  const std::vector<TreeNode>& members() const { return node_.children; }
  // A key of the allowed list (a map with a list only).
  const TreeNode* get(std::string_view key) const {
    const std::size_t slot = slot_of(key);
    return slot < key_count_ ? slots_[slot] : nullptr;
  }
  const TreeNode& require(std::string_view key, const char* what) const {
    const TreeNode* n = get(key);
    if (!n)
      fail(FormatCode::FORMAT_MISSING_KEY, node_.loc,
           std::string(what) + " needs the key '" + std::string(key) + "'");
    return *n;
  }

 private:
  // The record's own map has the most keys, 14.
  static constexpr std::size_t kMaxKeys = 16;
  std::size_t slot_of(std::string_view key) const {
    std::size_t i = 0;
    while (i < key_count_ && keys_[i] != key) ++i;
    return i;
  }
  // A map of any keys (options, players): duplicates by a hash set, since these reach
  // kMaxEntries members.
  void check_open_keys(const char* what, std::size_t max_members) const {
    std::unordered_set<std::string_view> seen;
    for (std::size_t i = 0; i < node_.children.size(); ++i) {
      const TreeNode& c = node_.children[i];
      if (!seen.insert(c.key).second)
        fail(FormatCode::FORMAT_DUPLICATE_KEY, c.key_loc, "duplicate key '" + c.key + "'");
      if (i >= max_members)
        fail(FormatCode::FORMAT_TOO_LARGE, c.key_loc,
             std::string(what) + " has more than " + std::to_string(max_members) + " members");
    }
  }

  const TreeNode& node_;
  std::string_view keys_[kMaxKeys];
  const TreeNode* slots_[kMaxKeys] = {};
  std::size_t key_count_ = 0;
};

const std::vector<TreeNode>& list(const TreeNode& n, const char* what) {
  static const std::vector<TreeNode> kNone;
  if (n.type == Type::Seq) return n.children;
  if (n.type == Type::Scalar && n.scalar == ScalarType::Untyped && n.text.empty())
    return kNone;  // an empty XML list element
  fail(FormatCode::FORMAT_TYPE, n.loc, std::string(what) + " must be a list, not " + type_name(n));
}

const std::string& text(const TreeNode& n, const char* what) {
  if (n.type != Type::Scalar || n.scalar == ScalarType::Null)
    fail(FormatCode::FORMAT_TYPE, n.loc,
         std::string(what) + " must be a string, not " + type_name(n));
  return n.text;
}

std::int64_t integer(const TreeNode& n, const char* what, std::int64_t min, std::int64_t max) {
  bool typed = n.type == Type::Scalar &&
               (n.scalar == ScalarType::Integer || n.scalar == ScalarType::Untyped);
  std::int64_t value = 0;
  const char* end = n.text.data() + n.text.size();
  auto [ptr, ec] = std::from_chars(n.text.data(), end, value);
  if (!typed || n.text.empty() || ec == std::errc::invalid_argument || ptr != end)
    fail(FormatCode::FORMAT_TYPE, n.loc, std::string(what) + " must be an integer");
  if (ec == std::errc::result_out_of_range || value < min || value > max)
    fail(FormatCode::FORMAT_BAD_VALUE, n.loc,
         std::string(what) + " must be between " + std::to_string(min) + " and " +
             std::to_string(max));
  return value;
}

Seat seat(const TreeNode& n, const char* what) {
  const std::string& name = text(n, what);
  auto s = seat_from_name(name);
  if (!s)
    fail(FormatCode::FORMAT_BAD_SEAT, n.loc,
         "unknown seat '" + name + "' (south, west, north or east)");
  return *s;
}

// parse_entry_move's refusal, out of line: the registers and stack its message needs are not
// saved and restored on every good move.
[[noreturn, gnu::cold, gnu::noinline]] void refuse_entry_move(SourceLocation text_at,
                                                              const Entry& entry,
                                                              const NotationError& e) {
  if (text_at.line > 0) text_at.column += e.column - 1;
  // The notation names the code: FORMAT_BAD_SQUARE for a well-shaped move off the board.
  fail(e.code, text_at, "bad move '" + entry.move + "': " + e.message);
}

// A move of the notation, `entry.move`, kept with what it was read as; a well-shaped move with a
// square off the board is a bad square. `text_at`: where the text's first character is. `e` may
// be one error for many entries (parse_move clears it first): not a Diagnostic built and
// destroyed per ply.
void parse_entry_move(SourceLocation text_at, const Variant& v, Entry& entry, NotationError& e) {
  const std::optional<Move> move = parse_move(v, entry.move, e);
  if (!move) refuse_entry_move(text_at, entry, e);
  entry.parsed.remember_parsed(v, entry.move, *move);
}

void read_move(const TreeNode& n, const Variant& v, Entry& entry) {
  entry.move = text(n, "a move");
  NotationError e;
  parse_entry_move(inside(n, 1), v, entry, e);
}

Entry read_entry(const TreeNode& n, const Variant& v);

// `branches: [{moves: [...]}, ...]`: the variations of an entry.
std::vector<std::vector<Entry>> read_branches(const TreeNode& n, const Variant& v) {
  std::vector<std::vector<Entry>> branches;
  for (const TreeNode& item : list(n, "branches")) {
    MapView bm(item, "a branch", {"moves"});
    std::vector<Entry>& b = branches.emplace_back();
    for (const TreeNode& e : list(bm.require("moves", "a branch"), "moves"))
      b.push_back(read_entry(e, v));
    if (b.empty()) fail(FormatCode::FORMAT_BAD_VALUE, item.loc, "a branch has no entries");
  }
  return branches;
}

Entry read_entry(const TreeNode& n, const Variant& v) {
  MapView m(n, "a move entry",
            {"seat", "move", "event", "time_ms", "comment", "bookmark", "branches"});
  Entry e;
  e.loc = n.loc;
  e.seat = seat(m.require("seat", "a move entry"), "seat");
  const TreeNode* move = m.get("move");
  const TreeNode* event = m.get("event");
  if (move && event)
    fail(FormatCode::FORMAT_UNKNOWN_KEY, event->key_loc,
         "an entry has a move or an event, not both");
  if (move) {
    read_move(*move, v, e);
    e.move_loc = move->loc;
  } else if (event) {
    std::string name = text(*event, "event");
    auto type = entry_type_from_name(name);
    if (!type || *type == EntryType::Move)
      fail(FormatCode::FORMAT_BAD_VALUE, event->loc,
           "unknown event '" + name + "' (resign, timeout, declare, agree-draw)");
    e.type = *type;
    e.move_loc = event->loc;
  } else {
    fail(FormatCode::FORMAT_MISSING_KEY, n.loc, "a move entry needs 'move' or 'event'");
  }
  if (const TreeNode* t = m.get("time_ms")) e.time_ms = integer(*t, "time_ms", 0, kMaxTimeMs);
  if (const TreeNode* c = m.get("comment")) e.comment = text(*c, "comment");
  if (const TreeNode* b = m.get("bookmark")) e.bookmark = text(*b, "bookmark");
  if (const TreeNode* b = m.get("branches")) e.branches = read_branches(*b, v);
  return e;
}

// The record's `moves`, with the entries a reader read itself (record_from_tree's
// `entries_read`): their moves parsed here, the other items read from their trees.
std::vector<Entry> read_moves(const TreeNode& moves, const Variant& v,
                              std::vector<Entry>& entries_read) {
  const std::vector<TreeNode>& items = list(moves, "moves");
  // Where an entry read's move text starts: a quoted one a column after its quote.
  auto text_at = [&](const Entry& entry) {
    SourceLocation at = entry.move_loc;
    at.column += moves.quoted ? 1 : 0;
    return at;
  };
  std::vector<Entry> entries;
  NotationError e;
  if (moves.entry_items > 0 && entries_read.size() == moves.entry_items) {
    entries = std::move(entries_read);
    for (Entry& entry : entries) parse_entry_move(text_at(entry), v, entry, e);
  } else if (entries_read.size() == items.size()) {
    entries = std::move(entries_read);  // in place: an entry read is not moved again
    for (std::size_t i = 0; i < items.size(); ++i)
      if (items[i].entry_read)
        parse_entry_move(text_at(entries[i]), v, entries[i], e);
      else
        entries[i] = read_entry(items[i], v);
  } else {
    entries.reserve(items.size());
    for (const TreeNode& item : items) entries.push_back(read_entry(item, v));
  }
  return entries;
}

ClaimedResult read_result(const TreeNode& n) {
  MapView m(n, "result", {"reason", "ending", "ranking", "eliminations"});
  ClaimedResult r;
  r.loc = n.loc;
  if (const TreeNode* reason = m.get("reason")) {
    std::string name = text(*reason, "reason");
    auto parsed = end_reason_from_name(name);
    if (!parsed)
      fail(FormatCode::FORMAT_BAD_VALUE, reason->loc,
           "unknown end reason '" + name + "' (" + end_reason_names() + ")");
    r.reason = *parsed;
  } else {
    r.reason_stated = false;  // a claim of the ranking or eliminations alone
  }
  if (const TreeNode* ending = m.get("ending")) {
    std::string word = text(*ending, "ending");
    auto e = ending_from_name(word);
    if (!e || *e == Ending::None)
      fail(FormatCode::FORMAT_BAD_VALUE, ending->loc,
           "unknown ending '" + word + "' (" + ending_names() + ")");
    r.ending = *e;
  }
  if (const TreeNode* ranking = m.get("ranking"))
    for (const TreeNode& item : list(*ranking, "ranking")) {
      MapView im(item, "a ranking entry", {"seat", "place"});
      r.ranking.push_back({seat(im.require("seat", "a ranking entry"), "seat"),
                           static_cast<int>(integer(im.require("place", "a ranking entry"), "place",
                                                    1, kSeatCount)),
                           item.loc});
    }
  if (const TreeNode* elims = m.get("eliminations"))
    for (const TreeNode& item : list(*elims, "eliminations")) {
      MapView im(item, "an elimination", {"seat", "credited", "ply"});
      EliminationEntry e;
      e.loc = item.loc;
      e.seat = seat(im.require("seat", "an elimination"), "seat");
      if (const TreeNode* c = im.get("credited")) e.credited = seat(*c, "credited");
      e.ply = static_cast<int>(
          integer(im.require("ply", "an elimination"), "ply", 0, kMaxEliminationPly));
      r.eliminations.push_back(e);
    }
  return r;
}

TextField text_field(const MapView& m, const char* key) {
  TextField f;
  if (const TreeNode* n = m.get(key)) {
    f.value = text(*n, key);
    f.loc = n->loc;
  }
  return f;
}

}  // namespace

Record record_from_tree(const TreeNode& root, std::vector<Entry> entries_read) {
  check_limits(root);
  MapView m(root, "the record",
            {"format", "variant", "profile", "options", "event", "date", "site", "players", "start",
             "first", "headers", "comment", "moves", "result"});
  Record r;
  r.loc = root.loc;
  r.format_version = static_cast<int>(
      integer(m.require("format", "the record"), "format", 1, kRecordFormatVersion));
  const TreeNode& variant = m.require("variant", "the record");
  r.variant = text(variant, "variant");
  const Variant* v = find_variant(r.variant);
  if (!v) fail(FormatCode::FORMAT_BAD_VALUE, variant.loc, unknown_variant_message(r.variant));
  if (const TreeNode* p = m.get("profile")) r.profile = text(*p, "profile");
  if (const TreeNode* opts = m.get("options"))
    for (const TreeNode& o : MapView(*opts, "options", {}, kMaxOptions).members()) {
      if (!is_option_name(o.key))
        fail(FormatCode::FORMAT_BAD_VALUE, o.key_loc,
             "'" + o.key +
                 "' is not an option name (a letter or '_', then letters, digits, '_', "
                 "'-' and '.')");
      r.options.push_back({o.key, text(o, "an option value"), o.key_loc});
    }
  r.event = text_field(m, "event");
  r.date = text_field(m, "date");
  r.site = text_field(m, "site");
  if (const TreeNode* players = m.get("players"))
    for (const TreeNode& p : MapView(*players, "players", {}).members()) {
      auto s = seat_from_name(p.key);
      if (!s || std::find(v->seats.begin(), v->seats.end(), *s) == v->seats.end())
        fail(FormatCode::FORMAT_BAD_SEAT, p.key_loc, "'" + p.key + "' is not a seat of " + v->name);
      r.players.push_back({*s, text(p, "a player name"), p.key_loc});
    }
  if (const TreeNode* start = m.get("start")) {
    r.start = text(*start, "start");
    r.start_loc = inside(*start, 1);  // the first character of the position text
    NotationError e;
    // Notation only: a start that breaks a setup rule is the validator's (invalid-setup).
    if (!parse_position(*v, *r.start, e, SetupCheck::Skip))
      fail(FormatCode::FORMAT_BAD_POSITION, inside(*start, e.column),
           "bad start position: " + e.message);
  }
  if (const TreeNode* first = m.get("first")) {
    r.first_mover = seat(*first, "first");
    r.first_mover_loc = first->loc;
  }
  if (const TreeNode* headers = m.get("headers"))
    for (const TreeNode& h : list(*headers, "headers")) {
      MapView hm(h, "a header", {"key", "value"});
      const TreeNode& key = hm.require("key", "a header");
      r.headers.push_back(
          {text(key, "key"), text(hm.require("value", "a header"), "value"), key.loc});
    }
  if (const TreeNode* c = m.get("comment")) r.comment = text(*c, "comment");
  if (const TreeNode* moves = m.get("moves")) r.entries = read_moves(*moves, *v, entries_read);
  if (const TreeNode* result = m.get("result")) r.result = read_result(*result);
  return r;
}

void add_entry_read_nodes(std::vector<TreeNode>& items, const std::vector<Entry>& entries,
                          std::size_t count) {
  for (std::size_t i = items.size(); i < count; ++i) {
    TreeNode& n = items.emplace_back();
    n.type = Type::Map;
    n.loc = entries[i].loc;
    n.entry_read = true;
    n.source_checked = true;
  }
}

namespace {

TreeNode str(const std::string& s, bool free_text = false) {
  TreeNode n = TreeNode::scalar_of(ScalarType::String, s);
  n.free_text = free_text;
  return n;
}
TreeNode num(std::int64_t v) { return TreeNode::scalar_of(ScalarType::Integer, std::to_string(v)); }

// Option values are kept as text; print numbers and booleans as such so the files look natural.
TreeNode option_value(const std::string& v) {
  if (v == "true" || v == "false") return TreeNode::scalar_of(ScalarType::Bool, v);
  bool digits = !v.empty() && v.size() < 16 && (v[0] != '0' || v.size() == 1) &&
                std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
  return digits ? TreeNode::scalar_of(ScalarType::Integer, v) : str(v);
}

// The entries as a list; an entry with branches is a block map (its branches nest inside).
TreeNode entries_tree(const std::vector<Entry>& entries) {
  TreeNode moves = TreeNode::seq();
  for (const Entry& e : entries) {
    TreeNode item = TreeNode::map();
    item.flow = e.branches.empty();
    item.add("seat", str(seat_name(e.seat)));
    if (e.type == EntryType::Move)
      item.add("move", str(e.move));
    else
      item.add("event", str(entry_type_name(e.type)));
    if (e.time_ms) item.add("time_ms", num(*e.time_ms));
    if (e.comment) item.add("comment", str(*e.comment, true));
    if (e.bookmark) item.add("bookmark", str(*e.bookmark, true));
    if (!e.branches.empty()) {
      TreeNode& branches = item.add("branches", TreeNode::seq());
      for (const std::vector<Entry>& b : e.branches) {
        TreeNode branch = TreeNode::map();
        branch.add("moves", entries_tree(b));
        branches.children.push_back(std::move(branch));
      }
    }
    moves.children.push_back(std::move(item));
  }
  return moves;
}

}  // namespace

TreeNode record_to_tree(const Record& r) {
  TreeNode root = TreeNode::map();
  root.add("format", num(r.format_version));
  root.add("variant", str(r.variant));
  if (!r.profile.empty()) root.add("profile", str(r.profile));
  if (!r.options.empty()) {
    TreeNode& opts = root.add("options", TreeNode::map());
    for (const OptionOverride& o : r.options) opts.add(o.key, option_value(o.value));
  }
  for (auto [key, field] : {std::pair{"event", &r.event}, {"date", &r.date}, {"site", &r.site}})
    if (field->value) root.add(key, str(*field->value, true));
  if (!r.players.empty()) {
    TreeNode& players = root.add("players", TreeNode::map());
    for (const Player& p : r.players) players.add(seat_name(p.seat), str(p.name, true));
  }
  if (r.start) root.add("start", str(*r.start, true));
  if (r.first_mover) root.add("first", str(seat_name(*r.first_mover)));
  if (!r.headers.empty()) {
    TreeNode& headers = root.add("headers", TreeNode::seq());
    for (const HeaderField& h : r.headers) {
      TreeNode item = TreeNode::map();
      item.flow = true;
      item.add("key", str(h.key));
      item.add("value", str(h.value, true));
      headers.children.push_back(std::move(item));
    }
  }
  if (r.comment) root.add("comment", str(*r.comment, true));
  root.children.push_back(entries_tree(r.entries));
  root.children.back().key = "moves";
  if (r.result) {
    TreeNode& result = root.add("result", TreeNode::map());
    if (r.result->reason_stated) result.add("reason", str(end_reason_name(r.result->reason)));
    if (r.result->ending != Ending::None) result.add("ending", str(ending_name(r.result->ending)));
    TreeNode& ranking = result.add("ranking", TreeNode::seq());
    for (const RankingEntry& e : r.result->ranking) {
      TreeNode item = TreeNode::map();
      item.flow = true;
      item.add("seat", str(seat_name(e.seat)));
      item.add("place", num(e.place));
      ranking.children.push_back(std::move(item));
    }
    TreeNode& elims = result.add("eliminations", TreeNode::seq());
    for (const EliminationEntry& e : r.result->eliminations) {
      TreeNode item = TreeNode::map();
      item.flow = true;
      item.add("seat", str(seat_name(e.seat)));
      if (e.credited) item.add("credited", str(seat_name(*e.credited)));
      item.add("ply", num(e.ply));
      elims.children.push_back(std::move(item));
    }
  }
  return root;
}

}  // namespace kifukit
