// The two tree builders behind read_yaml. yaml-cpp reads any YAML but slowly (about 4 MB/s, most of
// the time of validating a YAML record); the subset reader handles the plain YAML records are
// written in (write_yaml's output and hand-edited files like examples/) at over ten times that,
// and gives up on anything else. Where it does not give up, it builds exactly yaml-cpp's tree
// (values, scalar types, locations), so every record and every diagnostic is yaml-cpp's.
#pragma once

#include <optional>

#include "formats/record_tree.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

// The subset: a block map at column 0; block maps and block lists (also a list at its key's
// indentation); one-line flow maps and lists; one-line plain, single- and double-quoted scalars;
// blank lines and comments. Keys are plain words. nullopt for anything else (empty values, tabs,
// carriage returns, anchors, tags, multi-line scalars, document markers, errors, ...).
// `comments` gets the comments read (set only when the tree is).
// With `entries`, the items of the record's `moves` list in the shape write_yaml prints
// (`{seat: south, move: 7g7f}`, optionally `time_ms`) are read straight into entries, which
// costs a third of building their TreeNodes and reading those: `entries` gets one Entry per item
// of that list, the item's TreeNode is marked TreeNode::entry_read and holds no members, and
// record_from_tree takes the entries (every other item is read from its tree as before, so
// records and diagnostics are the same either way). Without, every value is in the tree.
std::optional<TreeNode> yaml_subset_tree(const SourceText& src, SourceComments& comments,
                                         std::vector<Entry>* entries = nullptr);

// Any YAML, through yaml-cpp's events; throws FormatError. `comments` gets the comment lines
// (those starting with `#`; comments after a value on its line are not counted on this path).
TreeNode yaml_cpp_tree(const SourceText& src, SourceComments& comments);

}  // namespace kifukit
