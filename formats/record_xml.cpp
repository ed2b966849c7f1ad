// XML through pugixml. pugixml gives element offsets (offset_debug) but nothing for attributes,
// so attribute positions are found by scanning the start tag; SourceText turns offsets into
// line and column. pugixml neither expands DTD entities nor recurses while parsing, so entity
// bombs and deep nesting cost nothing; our own conversion stops at kMaxNesting.
#include "formats/record_xml.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <sstream>

#include <pugixml.hpp>

#include "formats/record_tree.hpp"
#include "formats/seat_lead.hpp"
#include "formats/source_text.hpp"
#include "rules/seat_names.hpp"

namespace kifukit {

namespace {

using Type = TreeNode::Type;
using ScalarType = TreeNode::ScalarType;

const char* list_item_name(std::string_view list) {
  for (const ListKey& k : kListKeys)
    if (list == k.list) return k.item;
  return nullptr;
}

// pugixml's status in kifukit's words (its own descriptions, like "Could not determine tag
// type", read as another program's).
std::string xml_error_message(pugi::xml_parse_status status) {
  switch (status) {
    case pugi::status_unrecognized_tag:
      return "'<' that starts no tag, comment or declaration";
    case pugi::status_bad_pi:
      return "a malformed processing instruction or XML declaration";
    case pugi::status_bad_comment:
      return "a malformed comment";
    case pugi::status_bad_cdata:
      return "a malformed CDATA section";
    case pugi::status_bad_doctype:
      return "a malformed DOCTYPE";
    case pugi::status_bad_pcdata:
      return "malformed text between elements";
    case pugi::status_bad_start_element:
      return "a malformed start tag";
    case pugi::status_bad_attribute:
      return "a malformed attribute (name=\"value\")";
    case pugi::status_bad_end_element:
      return "a malformed end tag";
    case pugi::status_end_element_mismatch:
      return "an end tag that does not match its start tag, or a missing end tag";
    case pugi::status_no_document_element:
      return "no root element";
    case pugi::status_append_invalid_root:
    case pugi::status_out_of_memory:
    case pugi::status_internal_error:
    case pugi::status_io_error:
    case pugi::status_file_not_found:
    case pugi::status_ok:
      break;
  }
  return "not well-formed XML";
}

bool blank(const char* s) { return std::strspn(s, " \t\r\n") == std::strlen(s); }

class XmlToTree {
 public:
  // `entries`: where the items of the record's <moves> in write_xml's shape go (xml_tree).
  XmlToTree(const SourceText& src, std::vector<Entry>* entries) : src_(src), entries_(entries) {}

  // An element's location is its '<'; offset_debug points at the name.
  SourceLocation element_loc(pugi::xml_node el) const {
    std::ptrdiff_t off = el.offset_debug();
    return offset_loc(off > 0 ? off - 1 : off);
  }

  TreeNode element(pugi::xml_node el, int depth) {
    SourceLocation loc = element_loc(el);
    budget_.take(loc);
    if (depth >= kMaxNesting)
      throw FormatError(FormatCode::FORMAT_TOO_DEEP, loc,
                        "nested deeper than " + std::to_string(kMaxNesting) + " levels");
    if (const char* item = depth > 0 ? list_item_name(el.name()) : nullptr)
      return list(el, item, depth);
    bool has_elements =
        el.find_child([](pugi::xml_node c) { return c.type() == pugi::node_element; });
    if (!has_elements && !el.first_attribute()) {
      // All of the text: a comment or processing instruction splits it into several nodes.
      std::string text;
      for (pugi::xml_node c : el.children()) text += c.value();
      TreeNode n = TreeNode::scalar_of(ScalarType::Untyped, std::move(text));
      pugi::xml_node first = el.first_child();
      n.loc = first ? offset_loc(first.offset_debug()) : loc;
      return n;
    }
    TreeNode map = TreeNode::map();
    map.loc = loc;
    std::size_t from = tag_start(el);
    for (pugi::xml_attribute a : el.attributes()) {
      TreeNode n = TreeNode::scalar_of(ScalarType::Untyped, a.value());
      from = attribute_locs(el, a.name(), from, n.key_loc, n.loc);
      budget_.take(n.loc);
      n.quoted = true;
      map.add(a.name(), std::move(n));
    }
    for (pugi::xml_node c : el.children()) {
      if (c.type() == pugi::node_element) {
        // Before the subtree: locations are cheapest asked for in document order.
        const SourceLocation key_loc = element_loc(c);
        TreeNode child = element(c, depth + 1);
        child.key_loc = key_loc;
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
      attribute_locs(el, a.name(), tag_start(el), key_loc, value_loc);
      throw FormatError(FormatCode::FORMAT_UNKNOWN_KEY, key_loc,
                        std::string("unknown attribute '") + a.name() + "' on <" + el.name() + ">");
    }
    // The record's own <moves> (its first: a second is refused as a duplicate key), whose
    // writer entries are read straight into entries_ (ReadEntryList).
    std::optional<ReadEntryList> entries;
    if (depth == 1 && entries_ && !moves_seen_ && std::strcmp(el.name(), "moves") == 0) {
      moves_seen_ = true;
      entries.emplace(seq, *entries_);
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
      if (!entries) {
        seq.children.push_back(element(c, depth + 1));
      } else if (writer_entry(c, entries_->emplace_back())) {
        entries->read();
      } else {
        entries->node() = element(c, depth + 1);  // the entry stays empty
      }
    }
    if (entries) entries->finish();
    return seq;
  }

  // A move entry as write_xml prints it, `<entry seat="S" move="M" />` (those two attributes in
  // that order, no content), with a seat seat_from_name knows by its name and a move of the
  // writer's characters (kWriterMoveChars), read straight into an Entry: its TreeNode has no
  // members (TreeNode::entry_read) and record_from_tree parses the move, as for the YAML and
  // JSON writers' entries. The element and its attributes count against the budget at the
  // places element() counts them, so a record over kMaxValues is refused at the same value.
  // False, with nothing taken and `e` left empty, for any other element: element() reads it.
  bool writer_entry(pugi::xml_node c, Entry& e) {
    const pugi::xml_attribute seat = c.first_attribute();
    const pugi::xml_attribute move = seat.next_attribute();
    if (!move || move.next_attribute() || c.first_child() ||
        std::strcmp(seat.name(), "seat") != 0 || std::strcmp(move.name(), "move") != 0)
      return false;
    const std::optional<Seat> seat_named = seat_from_name(seat.value());
    const std::string_view move_text = move.value();
    if (!seat_named || move_text.empty() || move_text.size() > kMaxWriterMove ||
        writer_move_end(move_text, 0) != move_text.size())
      return false;
    const SourceLocation loc = element_loc(c);
    // Only the values' places: element() also locates the keys, which no diagnostic of a
    // writer entry points at.
    const Found at_seat = attribute_at("seat", tag_start(c));
    const Found at_move = attribute_at("move", at_seat.end);
    if (!at_seat.end || !at_move.end) return false;  // not in the tag as pugixml read it
    budget_.take(loc);
    budget_.take(src_.at_offset(at_seat.value));
    const SourceLocation move_loc = src_.at_offset(at_move.value);
    budget_.take(move_loc);
    e.seat = *seat_named;
    e.loc = loc;
    e.move.assign(move_text);
    e.move_loc = move_loc;
    return true;
  }

  SourceLocation offset_loc(std::ptrdiff_t offset) const {
    return src_.at_offset(offset < 0 ? 0 : static_cast<std::size_t>(offset));
  }
  // Just after the element's name in its start tag.
  static std::size_t tag_start(pugi::xml_node el) {
    return static_cast<std::size_t>(std::max<std::ptrdiff_t>(el.offset_debug(), 0)) +
           std::strlen(el.name());
  }
  // Finds the attribute `name` in the element's start tag, reading the tag's attributes from
  // `from` on. pugixml keeps attributes in document order, so when each search starts where the
  // previous attribute ended (the return value; `from` when not found), a tag is read once.
  std::size_t attribute_locs(pugi::xml_node el, std::string_view name, std::size_t from,
                             SourceLocation& key_loc, SourceLocation& value_loc) const {
    const Found found = attribute_at(name, from);
    if (!found.end) {
      key_loc = value_loc = element_loc(el);
      return from;
    }
    key_loc = src_.at_offset(found.name);
    value_loc = src_.at_offset(found.value);
    return found.end;
  }
  // attribute_locs' search: the offsets of the attribute's name and of its value's opening
  // quote, and the end of the attribute (0: not found).
  struct Found {
    std::size_t name = 0, value = 0, end = 0;
  };
  Found attribute_at(std::string_view name, std::size_t from) const {
    std::string_view t = src_.text();
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    for (std::size_t i = from; i < t.size();) {
      while (i < t.size() && space(t[i])) ++i;
      const std::size_t name_start = i;
      while (i < t.size() && !space(t[i]) && t[i] != '=' && t[i] != '>' && t[i] != '/') ++i;
      if (i == name_start) break;  // '>' or '/>': the end of the tag
      const std::string_view found = t.substr(name_start, i - name_start);
      while (i < t.size() && space(t[i])) ++i;
      if (i >= t.size() || t[i] != '=') break;
      ++i;
      while (i < t.size() && space(t[i])) ++i;
      if (i >= t.size() || (t[i] != '"' && t[i] != '\'')) break;
      const std::size_t value = i;
      const std::size_t close = t.find(t[i], i + 1);
      i = close == std::string_view::npos ? t.size() : close + 1;
      if (found == name) return {name_start, value, i};
    }
    return {};
  }

  const SourceText& src_;
  std::vector<Entry>* entries_;
  bool moves_seen_ = false;
  ValueBudget budget_;
};

// What pugixml would take silently but a record never holds, refused before it parses: a
// DOCTYPE (entity declarations, and entities pugixml then keeps as literal text), a reference
// to an entity XML does not predefine, an escaped NUL (pugixml cuts the string there) and an
// encoding declared other than UTF-8 (pugixml would read the bytes as UTF-8 anyway).
void check_xml_text(const SourceText& src) {
  const std::string_view t = src.text();
  auto fail = [&](FormatCode code, std::size_t at, const std::string& message) {
    throw FormatError(code, src.at_offset(at), message);
  };
  static constexpr std::string_view kPredefined[] = {"amp;", "lt;", "gt;", "quot;", "apos;"};
  // Only a '<' or a '&' starts what is looked for: the next of either, each found by memchr (a
  // loop testing every byte cost about 350 instructions a ply of a four-player record).
  std::size_t amp = t.find('&');
  auto next = [&](std::size_t from) {
    if (amp < from) amp = t.find('&', from);
    return std::min(t.find('<', from), amp);  // npos when neither is left
  };
  for (std::size_t i = next(0); i < t.size(); i = next(i + 1)) {
    if (t.compare(i, 4, "<!--") == 0 || t.compare(i, 9, "<![CDATA[") == 0 ||
        t.compare(i, 2, "<?") == 0) {
      const std::string_view end = t[i + 1] == '?' ? "?>" : t[i + 2] == '-' ? "-->" : "]]>";
      const std::size_t close = t.find(end, i);
      if (t.compare(i, 5, "<?xml") == 0 && close != std::string_view::npos) {
        const std::string_view decl = t.substr(i, close - i);
        if (std::size_t e = decl.find("encoding"); e != std::string_view::npos) {
          std::size_t q = decl.find_first_of("\"'", e);
          std::size_t q2 = q == std::string_view::npos ? q : decl.find(decl[q], q + 1);
          if (q2 != std::string_view::npos) {
            std::string name(decl.substr(q + 1, q2 - q - 1));
            for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            if (name != "utf-8" && name != "utf8")
              fail(FormatCode::FORMAT_ENCODING, i + e,
                   "the XML declaration names the encoding '" +
                       excerpt(decl.substr(q + 1, q2 - q - 1)) + "': records are UTF-8");
          }
        }
      }
      if (close == std::string_view::npos) return;  // pugixml reports the unclosed construct
      i = close + end.size() - 1;
      continue;
    }
    if (t.compare(i, 9, "<!DOCTYPE") == 0)
      fail(FormatCode::FORMAT_SYNTAX, i,
           "a DOCTYPE (and entity declarations) is not part of the record format");
    if (t[i] != '&') continue;
    const std::string_view ref = t.substr(i + 1, 12);
    if (ref.starts_with("#")) {
      const bool hex = ref.size() > 1 && (ref[1] == 'x' || ref[1] == 'X');
      std::size_t k = hex ? 2 : 1;
      while (k < ref.size() && ref[k] == '0') ++k;
      if (k < ref.size() && ref[k] == ';' && k > (hex ? 2u : 1u))
        fail(FormatCode::FORMAT_ENCODING, i,
             "NUL character escaped in the input (no record syntax can hold it)");
      continue;  // other character references: decoded and checked with the strings
    }
    if (std::none_of(std::begin(kPredefined), std::end(kPredefined),
                     [&](std::string_view p) { return ref.starts_with(p); }))
      fail(FormatCode::FORMAT_SYNTAX, i,
           "an entity reference other than &amp; &lt; &gt; &quot; &apos; or &#N; (" +
               excerpt(ref.substr(0, ref.find(';') + 1)) + ")");
  }
}

}  // namespace

TreeNode xml_tree(const SourceText& src, std::vector<Entry>* entries) {
  check_xml_text(src);
  // pugixml's own tree costs about 64 bytes an element: count the tags (two at most per element)
  // before building it.
  const std::string_view t = src.text();
  std::size_t tags = 0;
  for (std::size_t i = t.find('<'); i != std::string_view::npos; i = t.find('<', i + 1))
    if (++tags > 2 * kMaxValues + 2)
      throw FormatError(FormatCode::FORMAT_TOO_LARGE, src.at_offset(i),
                        "more than " + std::to_string(kMaxValues) + " values in one record");
  pugi::xml_document doc;
  pugi::xml_parse_result result =
      // Every text node, white space too: a value's text may be split by a comment or a
      // processing instruction, and the white space between two of them is part of it.
      doc.load_buffer(src.text().data(), src.text().size(),
                      pugi::parse_default | pugi::parse_ws_pcdata, pugi::encoding_utf8);
  if (!result)
    throw FormatError(
        FormatCode::FORMAT_SYNTAX,
        src.at_offset(static_cast<std::size_t>(std::max<std::ptrdiff_t>(result.offset, 0))),
        xml_error_message(result.status));
  // pugixml drops text outside the root element (checked once the document parsed, so that a
  // truncated tag is pugixml's syntax error).
  const std::size_t first = t.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && t[first] != '<')
    throw FormatError(FormatCode::FORMAT_SYNTAX, src.at_offset(first),
                      "text before the <record> element");
  const std::size_t last = t.rfind('>');
  if (const std::size_t after = t.find_first_not_of(" \t\r\n", last == t.npos ? 0 : last + 1);
      last != t.npos && after != std::string_view::npos)
    throw FormatError(FormatCode::FORMAT_SYNTAX, src.at_offset(after),
                      "text after the <record> element");
  pugi::xml_node root = doc.document_element();
  XmlToTree convert(src, entries);
  // One root element (pugixml keeps reading after the first root).
  for (pugi::xml_node n = root.next_sibling(); n; n = n.next_sibling())
    if (n.type() == pugi::node_element)
      throw FormatError(FormatCode::FORMAT_SYNTAX, convert.element_loc(n),
                        std::string("a second root element <") + excerpt(n.name()) +
                            ">: a record is one <record> element");
  if (std::strcmp(root.name(), "record") != 0)
    throw FormatError(FormatCode::FORMAT_UNKNOWN_KEY, convert.element_loc(root),
                      std::string("the root element must be <record>, not <") + root.name() + ">");
  return convert.element(root, 0);
}

namespace {

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
  return guarded_read(bytes, file, [](const SourceText& src) {
    std::vector<Entry> entries;
    TreeNode tree = xml_tree(src, &entries);
    return record_from_tree(tree, std::move(entries));
  });
}

std::string write_xml(const Record& record) {
  pugi::xml_document doc;
  pugi::xml_node decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  emit(doc.append_child("record"), record_to_tree(record));
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
  // pugixml writes a carriage return in element text as it is, and every XML reader turns a
  // literal one into a line feed; as a character reference it survives. (Attribute values are
  // escaped by pugixml itself, so a literal one can only be element text.)
  std::string text = out.str();
  std::string escaped;
  escaped.reserve(text.size());
  for (char c : text) {
    if (c == '\r')
      escaped += "&#13;";
    else
      escaped += c;
  }
  return escaped;
}

}  // namespace kifukit
