// The XML syntax of records (docs/formats/xml.md, docs/formats/record.xsd): the same tree as YAML,
// scalars as attributes, free text (names, comments, positions) as elements, lists as elements
// whose children are the items.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"
#include "formats/record_tree.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

ReadResult read_xml(std::string_view bytes, const std::string& file);
// The tree read_xml reads a record from, or a located FormatError. With `entries`, the items of
// the record's <moves> in write_xml's shape (`<entry seat="south" move="7g7f" />`) are read
// straight into entries, as yaml_subset_tree reads the YAML writer's (record_yaml_subset.hpp):
// `entries` gets one Entry per item of that list, those items' TreeNodes are marked
// TreeNode::entry_read, and record_from_tree takes the entries; every other item is read from
// its tree, so records and diagnostics are the same either way.
TreeNode xml_tree(const SourceText& src, std::vector<Entry>* entries = nullptr);
std::string write_xml(const Record& record);

}  // namespace kifukit
