// XML through pugixml. pugixml gives element offsets (offset_debug) but nothing for attributes,
// so attribute positions are found by scanning the start tag; SourceText turns offsets into
// line and column. pugixml neither expands DTD entities nor recurses while parsing, so entity
// bombs and deep nesting cost nothing; our own conversion stops at kMaxNesting.
#include "formats/record_xml.hpp"

#include <cstring>
#include <sstream>

#include <pugixml.hpp>

#include "formats/record_tree.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

namespace {

using Type = TreeNode::Type;
using ScalarType = TreeNode::ScalarType;

const char* list_item_name(std::string_view list) {
  for (const ListKey& k : kListKeys)
    if (list == k.list) return k.item;
  return nullptr;
}

bool blank(const char* s) { return std::strspn(s, " \t\r\n") == std::strlen(s); }

class XmlToTree {
 public:
  explicit XmlToTree(const SourceText& src) : src_(src) {}

  // An element's location is its '<'; offset_debug points at the name.
  SourceLocation element_loc(pugi::xml_node el) const {
    std::ptrdiff_t off = el.offset_debug();
    return offset_loc(off > 0 ? off - 1 : off);
  }

  TreeNode element(pugi::xml_node el, int depth) {
    SourceLocation loc = element_loc(el);
    if (depth >= kMaxNesting)
      throw FormatError(FormatCode::FORMAT_TOO_DEEP, loc,
                        "nested deeper than " + std::to_string(kMaxNesting) + " levels");
    if (const char* item = depth > 0 ? list_item_name(el.name()) : nullptr)
      return list(el, item, depth);
    bool has_elements =
        el.find_child([](pugi::xml_node c) { return c.type() == pugi::node_element; });
    if (!has_elements && !el.first_attribute()) {
      TreeNode n = TreeNode::scalar_of(ScalarType::Untyped, el.text().get());
      pugi::xml_node text = el.first_child();
      n.loc = text ? offset_loc(text.offset_debug()) : loc;
      return n;
    }
    TreeNode map = TreeNode::map();
    map.loc = loc;
    for (pugi::xml_attribute a : el.attributes()) {
      TreeNode n = TreeNode::scalar_of(ScalarType::Untyped, a.value());
      attribute_locs(el, a.name(), n.key_loc, n.loc);
      n.quoted = true;
      map.add(a.name(), std::move(n));
    }
    for (pugi::xml_node c : el.children()) {
      if (c.type() == pugi::node_element) {
        TreeNode child = element(c, depth + 1);
        child.key_loc = element_loc(c);
        map.add(c.name(), std::move(child));
      } else if (!blank(c.value())) {
        throw FormatError(FormatCode::FORMAT_TYPE, offset_loc(c.offset_debug()),
                          std::string("text is not allowed inside <") + el.name() + ">");
      }
    }
    return map;
  }

 private:
  TreeNode list(pugi::xml_node el, const char* item, int depth) {
    TreeNode seq = TreeNode::seq();
    seq.loc = element_loc(el);
    if (pugi::xml_attribute a = el.first_attribute()) {
      SourceLocation key_loc, value_loc;
      attribute_locs(el, a.name(), key_loc, value_loc);
      throw FormatError(FormatCode::FORMAT_UNKNOWN_KEY, key_loc,
                        std::string("unknown attribute '") + a.name() + "' on <" + el.name() + ">");
    }
    for (pugi::xml_node c : el.children()) {
      if (c.type() != pugi::node_element) {
        if (blank(c.value())) continue;
        throw FormatError(FormatCode::FORMAT_TYPE, offset_loc(c.offset_debug()),
                          std::string("text is not allowed inside <") + el.name() + ">");
      }
      if (std::strcmp(c.name(), item) != 0)
        throw FormatError(FormatCode::FORMAT_UNKNOWN_KEY, element_loc(c),
                          std::string("<") + el.name() + "> holds <" + item + "> elements, not <" +
                              c.name() + ">");
      seq.children.push_back(element(c, depth + 1));
    }
    return seq;
  }

  SourceLocation offset_loc(std::ptrdiff_t offset) const {
    return src_.at_offset(offset < 0 ? 0 : static_cast<std::size_t>(offset));
  }
  // Finds `name=` inside the element's start tag.
  void attribute_locs(pugi::xml_node el, const char* name, SourceLocation& key_loc,
                      SourceLocation& value_loc) const {
    std::string_view t = src_.text();
    std::size_t from = static_cast<std::size_t>(std::max<std::ptrdiff_t>(el.offset_debug(), 0));
    std::size_t tag_end = t.find('>', from);
    std::string_view n(name);
    for (std::size_t i = t.find(n, from); i != std::string_view::npos && i < tag_end;
         i = t.find(n, i + 1)) {
      std::size_t j = i + n.size();
      while (j < t.size() && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r')) ++j;
      bool space_before =
          i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t' || t[i - 1] == '\n' || t[i - 1] == '\r');
      if (!space_before || j >= t.size() || t[j] != '=') continue;
      ++j;
      while (j < t.size() && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r')) ++j;
      key_loc = src_.at_offset(i);
      value_loc = src_.at_offset(j);
      return;
    }
    key_loc = value_loc = element_loc(el);
  }

  const SourceText& src_;
};

TreeNode xml_tree(const SourceText& src) {
  pugi::xml_document doc;
  pugi::xml_parse_result result =
      doc.load_buffer(src.text().data(), src.text().size(),
                      pugi::parse_default | pugi::parse_ws_pcdata_single, pugi::encoding_utf8);
  if (!result)
    throw FormatError(
        FormatCode::FORMAT_SYNTAX,
        src.at_offset(static_cast<std::size_t>(std::max<std::ptrdiff_t>(result.offset, 0))),
        result.description());
  pugi::xml_node root = doc.document_element();
  XmlToTree convert(src);
  if (std::strcmp(root.name(), "record") != 0)
    throw FormatError(FormatCode::FORMAT_UNKNOWN_KEY, convert.element_loc(root),
                      std::string("the root element must be <record>, not <") + root.name() + ">");
  return convert.element(root, 0);
}

void emit(pugi::xml_node el, const TreeNode& map) {
  for (const TreeNode& c : map.children) {
    if (c.type == Type::Scalar && !c.free_text) {
      el.append_attribute(c.key.c_str()) = c.text.c_str();
    } else if (c.type == Type::Scalar) {
      el.append_child(c.key.c_str()).text() = c.text.c_str();
    } else if (c.type == Type::Map) {
      emit(el.append_child(c.key.c_str()), c);
    } else {
      pugi::xml_node list = el.append_child(c.key.c_str());
      for (const TreeNode& item : c.children) emit(list.append_child(list_item_name(c.key)), item);
    }
  }
}

}  // namespace

ReadResult read_xml(std::string_view bytes, const std::string& file) {
  return guarded_read(bytes, file,
                      [](const SourceText& src) { return record_from_tree(xml_tree(src)); });
}

std::string write_xml(const Record& record) {
  pugi::xml_document doc;
  pugi::xml_node decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  emit(doc.append_child("record"), record_to_tree(record));
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
  return out.str();
}

}  // namespace kifukit
