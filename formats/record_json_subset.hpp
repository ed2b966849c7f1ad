// A fast reader for the JSON kifukit writes (write_json's output: plain strings, small
// non-negative integers, true, false, null), beside nlohmann's SAX parser behind json_tree, which
// reads any JSON at about a tenth of its speed (reading was five sixths of validating a JSON
// record). Where it does not give up, it builds exactly json_tree's tree (values, scalar types,
// keys, locations), so every record and every diagnostic is the general path's.
#pragma once

#include <optional>
#include <vector>

#include "formats/record_tree.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

// nullopt for anything outside the subset: a string with an escape or a control, a negative,
// fractional, exponent or long number, nesting past 16, more than kMaxValues values, any syntax
// error (json_tree then reads it and reports). With `entries`, the items of the record's `moves`
// list in write_json's shape (`{"seat": "south", "move": "7g7f"}`, optionally
// `"time_ms"`) are read straight into entries, as yaml_subset_tree does: while every item has
// that shape none has a node (TreeNode::entry_items), and the list is marked `quoted` (the
// entries' move_loc is the move's opening quote).
std::optional<TreeNode> json_subset_tree(const SourceText& src,
                                         std::vector<Entry>* entries = nullptr);

}  // namespace kifukit
