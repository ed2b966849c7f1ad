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
std::optional<TreeNode> yaml_subset_tree(const SourceText& src, SourceComments& comments);

// Any YAML, through yaml-cpp's events; throws FormatError. `comments` gets the comment lines
// (those starting with `#`; comments after a value on its line are not counted on this path).
TreeNode yaml_cpp_tree(const SourceText& src, SourceComments& comments);

}  // namespace kifukit
