// The shape shared by the YAML, JSON and XML syntaxes: a tree of maps, lists and scalars with
// source locations. Each reader only turns its syntax into this tree and each writer only prints
// it; what the keys mean (and every check on them) lives once, in record_from_tree and
// record_to_tree.
#pragma once

#include <string>
#include <vector>

#include "formats/record.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

struct TreeNode {
  enum class Type { Map, Seq, Scalar };
  // Untyped: the syntax does not type its scalars (XML text, YAML plain scalars).
  enum class ScalarType { String, Integer, Float, Bool, Null, Untyped };

  Type type = Type::Scalar;
  ScalarType scalar = ScalarType::Untyped;
  std::string text;                // scalar value
  std::vector<TreeNode> children;  // map members (with key) or list items
  std::string key;                 // member name inside a map
  SourceLocation loc;              // where the value starts
  SourceLocation key_loc;          // where the member name starts
  bool quoted = false;             // the scalar's text starts one column after loc
  // The key and text are bytes of the SourceText, which has refused every character a record
  // cannot hold: check_limits need not look at them again (the YAML subset reader sets it on
  // every value but a double-quoted scalar with an escape).
  bool source_checked = false;
  // Writer hints: print on one line (YAML flow, compact JSON); free text (an XML element, not an
  // attribute, so line breaks and spaces survive).
  bool flow = false;
  bool free_text = false;
  // A move entry whose members a reader read itself into the Entry it hands to record_from_tree
  // (the fast paths for the writers' own entries: yaml_subset_tree, the JSON subset reader,
  // xml_tree): a map without members here.
  bool entry_read = false;
  // A list all of whose items are such entries, none of them a node: how many (`children` is
  // then empty; at most kMaxEntries). A node per ply cost more than the entry's own reading.
  // `quoted` on a list of entries read: their move text starts a column after move_loc (JSON,
  // XML).
  std::size_t entry_items = 0;

  static TreeNode of_type(Type t) {
    TreeNode n;
    n.type = t;
    return n;
  }
  static TreeNode map() { return of_type(Type::Map); }
  static TreeNode seq() { return of_type(Type::Seq); }
  static TreeNode scalar_of(ScalarType t, std::string text) {
    TreeNode n;
    n.scalar = t;
    n.text = std::move(text);
    return n;
  }
  TreeNode& add(std::string member, TreeNode value) {
    value.key = std::move(member);
    children.push_back(std::move(value));
    return children.back();
  }
};

// Counts the values a reader builds for one record and refuses the one past kMaxValues
// (FORMAT_TOO_LARGE at its place), so a hostile file cannot make a reader's tree huge.
class ValueBudget {
 public:
  void take(SourceLocation loc) {
    if (++count_ > kMaxValues)
      throw FormatError(FormatCode::FORMAT_TOO_LARGE, loc,
                        "more than " + std::to_string(kMaxValues) + " values in one record");
  }

 private:
  std::size_t count_ = 0;
};

// Throws FormatError on any shape or value error, and on a string or list over its limit
// (docs/limits.md) anywhere in the tree, before looking at the contents.
// `entries_read`: one Entry per item of the root's `moves` list, those of its items marked
// TreeNode::entry_read (or all, for a list of TreeNode::entry_items) filled by the reader (their
// move not yet parsed); or empty.
Record record_from_tree(const TreeNode& root, std::vector<Entry> entries_read = {});
// The member-less items (TreeNode::entry_read) of entries[items.size(), count), entries a reader
// read itself (item i of a list is entry i): for a list that has nodes after all.
void add_entry_read_nodes(std::vector<TreeNode>& items, const std::vector<Entry>& entries,
                          std::size_t count);

// The record's `moves` list as the JSON and XML readers build it, reading the writer's own
// entries themselves: every item has an Entry (item i is entry i), which the reader fills
// (read()) or leaves empty for record_from_tree to read from the item's node (node()). While
// every item is read so, none has a node (TreeNode::entry_items); the first that is not, or the
// list passing kMaxEntries (check_limits places its refusal at a node), gives them theirs.
class ReadEntryList {
 public:
  ReadEntryList(TreeNode& list, std::vector<Entry>& entries) : list_(list), entries_(entries) {}
  // entries.back() is the item, read by the reader.
  void read() {
    if (nodeless_ && entries_.size() > kMaxEntries) nodeless_ = false;
    if (!nodeless_) add_entry_read_nodes(list_.children, entries_, entries_.size());
  }
  // entries.back() is the item, left empty: its node, for the reader to fill.
  TreeNode& node() {
    if (nodeless_) add_entry_read_nodes(list_.children, entries_, entries_.size() - 1);
    nodeless_ = false;
    return list_.children.emplace_back();
  }
  // After the last item. The entries' moves are quoted: their text starts a column after
  // move_loc.
  void finish() {
    if (nodeless_) list_.entry_items = entries_.size();
    list_.quoted = true;
  }

 private:
  TreeNode& list_;
  std::vector<Entry>& entries_;
  bool nodeless_ = true;
};
TreeNode record_to_tree(const Record& record);

// The keys of a record whose values are lists, and the XML element name of their items.
struct ListKey {
  const char* list;
  const char* item;
};
inline constexpr ListKey kListKeys[] = {{"moves", "entry"},
                                        {"ranking", "rank"},
                                        {"eliminations", "elimination"},
                                        {"headers", "header"},
                                        {"branches", "branch"}};

}  // namespace kifukit
