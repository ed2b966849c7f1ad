#include "rules/data/variant_reader.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include <yaml-cpp/yaml.h>

#include "kifukit_embedded/variants.hpp"
#include "rules/data/extends_path.hpp"
#include "rules/data/located_yaml.hpp"
#include "rules/seat_names.hpp"

namespace kifukit {

namespace {

constexpr std::string_view kTopKeys[] = {"name",     "extends", "board",     "seats",
                                         "notation", "zone",    "promotion", "captures",
                                         "drops",    "hand",    "start",     "kinds"};
constexpr std::string_view kKindKeys[] = {"kanji",
                                          "letter",
                                          "royal",
                                          "pawn",
                                          "steps",
                                          "jumps",
                                          "slides",
                                          "lion",
                                          "promotes_to",
                                          "dead_lines",
                                          "last_line_promotion",
                                          "gote_kanji"};

// The names of the named kind ids of types.hpp.
constexpr std::string_view kNamedKinds[kFirstOtherKind] = {"",
                                                           "king",
                                                           "rook",
                                                           "dragon",
                                                           "bishop",
                                                           "horse",
                                                           "gold",
                                                           "silver",
                                                           "promoted-silver",
                                                           "knight",
                                                           "promoted-knight",
                                                           "lance",
                                                           "promoted-lance",
                                                           "pawn",
                                                           "tokin"};

struct NamedDir {
  std::string_view name;
  Rel rel;
};
constexpr NamedDir kDirs[] = {
    {"forward", {0, 1}},     {"back", {0, -1}},         {"right", {1, 0}},
    {"left", {-1, 0}},       {"forward-right", {1, 1}}, {"forward-left", {-1, 1}},
    {"back-right", {1, -1}}, {"back-left", {-1, -1}},
};

// A direction name or a group of them; empty when the name is unknown.
std::vector<Rel> directions(std::string_view name) {
  if (name == "orthogonal") return {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
  if (name == "diagonal") return {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
  // Forward rank first, left to right: the order moves are listed in.
  if (name == "all") return {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  for (const auto& d : kDirs)
    if (d.name == name) return {d.rel};
  return {};
}

const char* kDirectionHelp =
    "forward, back, left, right, forward-left, forward-right, back-left, back-right, "
    "orthogonal, diagonal or all";

bool valid_kind_name(std::string_view n) {
  return !n.empty() && n.size() <= 40 && std::all_of(n.begin(), n.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  });
}

bool valid_letter(std::string_view l) {
  std::string_view body = l.starts_with('+') ? l.substr(1) : l;
  return !body.empty() && body.size() <= 3 &&
         std::all_of(body.begin(), body.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// One text of an `extends:` chain, kept alive while the reader points into it.
struct Layer {
  std::string text;
  YamlLocator at;
  YAML::Node root;
  std::vector<YamlMapEntry> entries;
  Layer(std::string t, const std::string& source) : text(std::move(t)), at(text, source) {}
};

class Reader {
 public:
  Reader(std::string_view text, const std::string& source, const VariantSources& sources)
      : text_(text), source_(source), sources_(sources) {}

  VariantResult run() {
    VariantResult result;
    try {
      read();
    } catch (const YAML::Exception& e) {
      errors_.push_back(yaml_exception_error(e, *cur_, Code::VARIANT_SYNTAX,
                                             "nested deeper than any variant needs"));
    }
    result.diagnostics = std::move(errors_);
    result.start_line = start_line_;
    result.start_column = start_column_;
    result.start_source = start_source_;
    if (result.diagnostics.empty()) {
      v_->finalize();
      result.variant = std::move(v_);
    }
    return result;
  }

 private:
  void fail(const YAML::Node& n, Code code, std::string message) {
    errors_.push_back(cur_->error(n.Mark(), code, std::move(message)));
  }

  // The entry, with its own text as the place of the diagnostics that follow.
  const YamlMapEntry& use(const YamlMapEntry* e) {
    cur_ = e->at;
    return *e;
  }

  // Reads `text` and, through `extends:`, its ancestors, oldest first into layers_. False when a
  // text does not read; its errors are reported.
  bool load(std::string text, const std::string& source, std::vector<std::string>& chain,
            bool builtin) {
    // Owned from the start: a YAML exception out of Load() is reported with cur_, which points
    // into the layer, after this function has unwound.
    Layer* layer = owned_.emplace_back(std::make_unique<Layer>(std::move(text), source)).get();
    cur_ = &layer->at;
    if (layer->text.size() > kMaxVariantBytes) {
      errors_.push_back(cur_->error(YAML::Mark::null_mark(), Code::VARIANT_SYNTAX,
                                    "the variant is " + std::to_string(layer->text.size()) +
                                        " bytes; the limit is " +
                                        std::to_string(kMaxVariantBytes)));
      return false;
    }
    if (auto second = second_document(layer->text, *cur_, Code::VARIANT_SYNTAX, "a variant")) {
      errors_.push_back(std::move(*second));
      return false;
    }
    const YAML::Node root = YAML::Load(layer->text);
    if (!root.IsMap()) {
      fail(root, Code::VARIANT_BAD_TYPE, "a variant is a YAML mapping of `key: value` lines");
      return false;
    }
    layer->root = root;
    layer->entries = collect(root, kTopKeys, "");
    for (auto& e : layer->entries) e.at = &layer->at;
    const Layer* self = layer;
    for (const auto& e : self->entries)
      if (e.key == "extends") {
        const std::size_t before = errors_.size();
        if (!load_parent(e, chain, builtin) || errors_.size() != before) return false;
      }
    layers_.push_back(self);
    return true;
  }

  bool load_parent(const YamlMapEntry& e, std::vector<std::string>& chain, bool builtin) {
    auto value = scalar(use(&e));
    if (!value) return false;
    const bool path = extends_names_file(*value);
    const std::string shown = value->substr(0, 60);
    if (path && (builtin || !extends_file_beside(*value))) {
      fail(e.value, Code::VARIANT_UNKNOWN_NAME,
           builtin ? "a built-in variant can only extend built-in variants, not '" + shown + "'"
                   : "extends: '" + shown +
                         "' is neither a variant name nor a file beside this one (a name such "
                         "as base.yaml or ./base.yaml)");
      return false;
    }
    std::optional<VariantText> named;
    std::string identity;
    if (path) {
      identity = normal_path(
          (std::filesystem::path(e.at->file()).parent_path() / *value).generic_string());
    } else if (sources_.named && (named = sources_.named(*value, builtin))) {
      identity = normal_path(named->source);
    } else {
      fail(e.value, Code::VARIANT_UNKNOWN_NAME,
           "extends: no variant '" + shown +
               "' (built-in, or NAME.yaml in a directory of KIFUKIT_VARIANT_PATH; a file needs a "
               "path such as ./" +
               shown + ".yaml)");
      return false;
    }
    if (auto first = std::find(chain.begin(), chain.end(), identity); first != chain.end()) {
      std::string cycle;
      for (auto it = first; it != chain.end(); ++it) cycle += *it + " -> ";
      fail(e.value, Code::VARIANT_CONTRADICTION, "extends cycle: " + cycle + identity);
      return false;
    }
    if (chain.size() >= kMaxExtendsDepth) {
      fail(e.value, Code::VARIANT_CONTRADICTION,
           "extends chain deeper than " + std::to_string(kMaxExtendsDepth) + " variants (from " +
               chain.front() + ")");
      return false;
    }
    if (path)  // a link beside the variant could reach any file (issue 26 item 14)
      if (std::string why = extends_file_refusal(identity); !why.empty()) {
        fail(e.value, Code::VARIANT_UNREADABLE, "extends: '" + shown + "' " + why);
        return false;
      }
    VariantText parent;
    if (named) {
      parent = std::move(*named);
    } else if (auto text = sources_.read_file ? sources_.read_file(identity) : std::nullopt) {
      parent = {identity, std::move(*text)};
    } else {
      fail(e.value, Code::VARIANT_UNREADABLE, "extends: cannot read '" + identity + "'");
      return false;
    }
    chain.push_back(identity);
    const bool ok =
        load(std::move(parent.text), parent.source, chain, /*builtin=*/!path && builtin);
    chain.pop_back();
    return ok;
  }

  void read() {
    std::vector<std::string> chain{normal_path(source_)};
    if (!load(std::string(text_), source_, chain, sources_.builtin_only)) return;
    // Later texts (the extending ones) replace a parent's top-level keys whole.
    std::map<std::string, const YamlMapEntry*> by_key;
    for (const Layer* l : layers_)
      for (const auto& e : l->entries)
        if (e.key != "extends") by_key[e.key] = &e;
    const Layer& top = *layers_.back();
    cur_ = &top.at;
    const YAML::Node root = top.root;
    bool missing = false;
    for (std::string_view k : {"name", "board", "seats", "start", "kinds"})
      if (!by_key.count(std::string(k))) {
        fail(root, Code::VARIANT_MISSING_KEY, "missing `" + std::string(k) + ":`");
        missing = true;
      }
    if (missing) return;
    if (layers_.size() > 1 && by_key["name"]->at != &top.at) {
      fail(root, Code::VARIANT_MISSING_KEY,
           "missing `name:` (a variant that extends another needs a name of its own)");
      return;
    }

    if (auto n = scalar(use(by_key["name"]))) {
      if (!valid_kind_name(*n))
        fail(by_key["name"]->value, Code::VARIANT_BAD_VALUE,
             "name: '" + *n + "' is not a variant name (a-z, 0-9, -)");
      v_->name = *n;
    }
    v_->size = integer(use(by_key["board"]), 2, kMaxBoardSize).value_or(9);
    read_seats(use(by_key["seats"]));
    v_->notation = PositionNotation::Sfen;
    if (auto it = by_key.find("notation"); it != by_key.end()) {
      auto n = choice(use(it->second), {"sfen", "yonin"});
      if (n == 1) v_->notation = PositionNotation::Yonin;
    }
    v_->promotion_rule = PromotionRule::Standard;
    if (auto it = by_key.find("promotion"); it != by_key.end()) {
      auto n = choice(use(it->second), {"standard", "chu", "none"});
      if (n >= 0) v_->promotion_rule = static_cast<PromotionRule>(n);
    }
    v_->zone_depth = 3;
    if (auto it = by_key.find("zone"); it != by_key.end())
      v_->zone_depth = integer(use(it->second), 1, std::max(1, v_->size - 1)).value_or(3);
    v_->captures_to_hand = true;
    if (auto it = by_key.find("captures"); it != by_key.end())
      v_->captures_to_hand = choice(use(it->second), {"hand", "out"}) != 1;
    v_->drops = true;
    if (auto it = by_key.find("drops"); it != by_key.end())
      v_->drops = boolean(use(it->second)).value_or(true);
    if (auto n = scalar(use(by_key["start"]))) {
      v_->start = *n;
      const SourceLocation start = cur_->position(by_key["start"]->value.Mark());
      start_line_ = start.line;
      start_column_ = start.column;
      start_source_ = cur_->file();
      // A quoted value starts one column later than its mark.
      const std::string& tag = by_key["start"]->value.Tag();
      if (tag == "!") ++start_column_;
    }
    const std::size_t before_kinds = errors_.size();
    read_kinds(use(by_key["kinds"]));
    if (errors_.size() != before_kinds) return;
    if (by_key.count("hand"))
      read_hand(&use(by_key["hand"]), root);
    else
      cur_ = &top.at, read_hand(nullptr, root);
    if (errors_.size() != before_kinds) return;
    check_whole(by_key);
  }

  // The mapping's entries in file order without duplicates; reports bad, duplicate, unknown keys.
  template <std::size_t N>
  std::vector<YamlMapEntry> collect(const YAML::Node& map, const std::string_view (&known)[N],
                                    const std::string& where) {
    std::vector<YamlMapEntry> out;
    std::map<std::string, int> first_line;
    for (const auto& pair : map) {
      const YAML::Node key = pair.first;
      if (!key.IsScalar()) {
        fail(key, Code::VARIANT_BAD_TYPE, "a key must be a plain name");
        continue;
      }
      const std::string k = key.Scalar();
      if (auto seen = first_line.find(k); seen != first_line.end()) {
        fail(key, Code::VARIANT_DUPLICATE_KEY,
             where + "duplicate key '" + k + "' (first given on line " +
                 std::to_string(seen->second) + ")");
        continue;
      }
      first_line[k] = key.Mark().line + 1;
      if (std::find(std::begin(known), std::end(known), k) == std::end(known)) {
        std::string list;
        for (auto kk : known) list += (list.empty() ? "" : ", ") + std::string(kk);
        fail(key, Code::VARIANT_UNKNOWN_KEY,
             where + "unknown key '" + k + "' (known: " + list + ")");
        continue;
      }
      out.push_back({k, key, pair.second});
    }
    return out;
  }

  std::optional<std::string> scalar(const YamlMapEntry& e) {
    if (e.value.IsScalar()) return e.value.Scalar();
    const bool empty = e.value.IsNull();
    fail(empty ? e.key_node : e.value, Code::VARIANT_BAD_TYPE,
         e.key + ": expected a single value, got " +
             (empty             ? "nothing"
              : e.value.IsMap() ? "a mapping"
                                : "a list"));
    return std::nullopt;
  }

  std::optional<int> integer(const YamlMapEntry& e, int lo, int hi) {
    auto s = scalar(e);
    if (!s) return std::nullopt;
    const bool digits = !s->empty() && s->size() <= 6 &&
                        s->find_first_not_of("0123456789") == std::string::npos &&
                        e.value.Tag() == "?";
    if (!digits || std::stoi(*s) < lo || std::stoi(*s) > hi) {
      fail(e.value, Code::VARIANT_BAD_VALUE,
           e.key + ": expected a whole number from " + std::to_string(lo) + " to " +
               std::to_string(hi) + ", got '" + *s + "'");
      return std::nullopt;
    }
    return std::stoi(*s);
  }

  std::optional<bool> boolean(const YamlMapEntry& e) {
    auto s = scalar(e);
    if (!s) return std::nullopt;
    if (e.value.Tag() == "?" && (*s == "true" || *s == "false")) return *s == "true";
    fail(e.value, Code::VARIANT_BAD_TYPE,
         e.key + ": expected true or false (bare), got '" + *s + "'");
    return std::nullopt;
  }

  int choice(const YamlMapEntry& e, std::initializer_list<std::string_view> names) {
    auto s = scalar(e);
    if (!s) return -1;
    int i = 0;
    std::string list;
    for (auto n : names) {
      if (n == *s) return i;
      list += (list.empty() ? "" : ", ") + std::string(n);
      ++i;
    }
    fail(e.value, Code::VARIANT_BAD_VALUE, e.key + ": '" + *s + "' is not one of " + list);
    return -1;
  }

  void read_seats(const YamlMapEntry& e) {
    if (!e.value.IsSequence()) {
      fail(e.value, Code::VARIANT_BAD_TYPE, "seats: expected a list like [south, north]");
      return;
    }
    int last = -1;
    for (const auto& item : e.value) {
      const YAML::Node n = item;
      int seat = -1;
      if (n.IsScalar())
        if (std::optional<Seat> s = seat_from_name(n.Scalar())) seat = index(*s);
      if (seat < 0) {
        fail(n, Code::VARIANT_BAD_VALUE, "seats: expected south, west, north or east");
        return;
      }
      if (seat <= last) {
        fail(n, Code::VARIANT_BAD_VALUE, "seats: each seat once, clockwise from south");
        return;
      }
      last = seat;
      v_->seats.push_back(seat_at(seat));
    }
    if (v_->seats.size() < 2) fail(e.value, Code::VARIANT_BAD_VALUE, "seats: at least two seats");
  }

  // Names and ids first (promotes_to may name a kind further down), then each kind's body.
  void read_kinds(const YamlMapEntry& e) {
    if (!e.value.IsMap() || e.value.size() == 0) {
      fail(e.value, Code::VARIANT_BAD_TYPE,
           "kinds: expected a mapping of kind names to definitions");
      return;
    }
    const std::size_t before = errors_.size();
    int next_id = kFirstOtherKind;
    std::set<std::string> seen;
    for (const auto& pair : e.value) {
      const YAML::Node key = pair.first;
      if (!key.IsScalar() || !valid_kind_name(key.Scalar())) {
        fail(key, Code::VARIANT_BAD_VALUE, "a kind name is a plain name (a-z, 0-9, -)");
        continue;
      }
      const std::string name = key.Scalar();
      if (!seen.insert(name).second) {
        fail(key, Code::VARIANT_DUPLICATE_KEY, "kinds: kind '" + name + "' defined twice");
        continue;
      }
      Kind id = Kind::None;
      for (int i = 1; i < kFirstOtherKind; ++i)
        if (kNamedKinds[i] == name) id = kind_at(i);
      if (id == Kind::None) {
        if (next_id >= kMaxKinds) {
          // The limit as it is (issue 26 item 15: 60 kinds were refused as "more than 63").
          fail(key, Code::VARIANT_BAD_VALUE,
               "kinds: more than " + std::to_string(kMaxKinds - kFirstOtherKind) +
                   " kinds with names other than the " + std::to_string(kFirstOtherKind - 1) +
                   " of standard shogi (king ... tokin have ids of their own: " +
                   std::to_string(kMaxKinds - 1) +
                   " kinds in all only when all of those are used)");
          return;
        }
        id = kind_at(next_id++);
      }
      v_->kinds.push_back(id);
      KindDef& d = v_->kind_table[index(id)];
      d.kind = id;
      d.name = name;
      d.base = id;
      kind_nodes_.push_back({id, key, pair.second});
    }
    if (errors_.size() != before) return;
    for (const auto& [id, key, body] : kind_nodes_) read_kind(v_->kind_table[index(id)], key, body);
    if (errors_.size() != before) return;
    link_promotions();
  }

  struct KindNode {
    Kind id;
    YAML::Node key;
    YAML::Node body;
  };

  void read_kind(KindDef& d, const YAML::Node& key, const YAML::Node& body) {
    const std::string where = "kind " + d.name + ": ";
    if (!body.IsMap()) {
      fail(body.IsNull() ? key : body, Code::VARIANT_BAD_TYPE,
           where + "expected a mapping (letter:, steps:, slides:, ...)");
      return;
    }
    auto entries = collect(body, kKindKeys, where);
    bool has_letter = false;
    for (const auto& e : entries) {
      YamlMapEntry named{where + e.key, e.key_node, e.value};
      if (e.key == "kanji") {
        if (auto s = scalar(named)) d.kanji = *s;
      } else if (e.key == "gote_kanji") {
        if (auto s = scalar(named)) d.gote_kanji = *s;
      } else if (e.key == "letter") {
        has_letter = true;
        if (auto s = scalar(named)) {
          if (!valid_letter(*s)) {
            fail(e.value, Code::VARIANT_BAD_VALUE,
                 where + "letter: '" + *s + "' is not 1-3 capital letters with an optional '+'");
          } else {
            d.sfen = *s;
            d.letter = s->starts_with('+') ? (*s)[1] : (*s)[0];
          }
        }
      } else if (e.key == "royal") {
        d.is_king = boolean(named).value_or(false);
      } else if (e.key == "pawn") {
        d.is_pawn = boolean(named).value_or(false);
      } else if (e.key == "last_line_promotion") {
        d.last_line_promotion = boolean(named).value_or(false);
      } else if (e.key == "dead_lines") {
        d.dead_lines = integer(named, 0, v_->size - 1).value_or(0);
      } else if (e.key == "promotes_to") {
        if (auto s = scalar(named)) {
          Kind t = v_->kind_named(*s);
          if (t == Kind::None)
            fail(e.value, Code::VARIANT_BAD_VALUE, where + "promotes_to: no kind '" + *s + "'");
          else if (t == d.kind)
            fail(e.value, Code::VARIANT_CONTRADICTION,
                 where + "promotes_to: a kind cannot promote to itself");
          else
            d.promotes_to = t;
          promotion_nodes_[index(d.kind)] = e.value;
        }
      } else if (e.key == "steps") {
        for_each_item(e, where, [&](const YAML::Node& n) {
          for (Rel r : direction_list(n, where + "steps")) add_step(d, r, n, where);
        });
      } else if (e.key == "jumps") {
        for_each_item(e, where, [&](const YAML::Node& n) { read_jump(d, n, where); });
      } else if (e.key == "slides") {
        for_each_item(e, where, [&](const YAML::Node& n) { read_slide(d, n, where); });
      } else if (e.key == "lion") {
        read_lion(d, e, where);
      }
    }
    if (!has_letter) fail(key, Code::VARIANT_MISSING_KEY, where + "missing `letter:`");
    if (d.steps.empty() && d.slides.empty() && d.lion == LionPower::None)
      fail(key, Code::VARIANT_BAD_VALUE,
           where + "the kind has no move (steps, jumps, slides, lion)");
  }

  template <class F>
  void for_each_item(const YamlMapEntry& e, const std::string& where, F f) {
    if (!e.value.IsSequence()) {
      fail(e.value.IsNull() ? e.key_node : e.value, Code::VARIANT_BAD_TYPE,
           where + e.key + ": expected a list");
      return;
    }
    for (const auto& item : e.value) f(YAML::Node(item));
  }

  std::vector<Rel> direction_list(const YAML::Node& n, const std::string& what) {
    std::vector<Rel> dirs = n.IsScalar() ? directions(n.Scalar()) : std::vector<Rel>{};
    if (dirs.empty())
      fail(n, Code::VARIANT_BAD_VALUE, what + ": expected a direction (" + kDirectionHelp + ")");
    return dirs;
  }

  void add_step(KindDef& d, Rel r, const YAML::Node& n, const std::string& where) {
    if (std::find(d.steps.begin(), d.steps.end(), r) != d.steps.end()) {
      fail(n, Code::VARIANT_CONTRADICTION,
           where + "the square " + rel_text(r) + " is listed twice (steps, jumps or lion)");
      return;
    }
    d.steps.push_back(r);
  }

  static std::string rel_text(Rel r) {
    return "[" + std::to_string(r.right) + ", " + std::to_string(r.forward) + "]";
  }

  // A jump: a direction (two squares along it) or a [right, forward] pair within two squares.
  void read_jump(KindDef& d, const YAML::Node& n, const std::string& where) {
    if (n.IsScalar()) {
      for (Rel r : direction_list(n, where + "jumps"))
        add_step(d, {2 * r.right, 2 * r.forward}, n, where);
      return;
    }
    auto number = [](const YAML::Node& x, int& out) {
      if (!x.IsScalar() || x.Tag() != "?") return false;
      const std::string& s = x.Scalar();
      if (s.empty() || s.size() > 3 || s.find_first_not_of("-0123456789") != std::string::npos ||
          s.find('-', 1) != std::string::npos || s == "-")
        return false;
      out = std::stoi(s);
      return true;
    };
    Rel r{0, 0};
    if (!n.IsSequence() || n.size() != 2 || !number(n[0], r.right) || !number(n[1], r.forward)) {
      fail(n, Code::VARIANT_BAD_VALUE,
           where + "jumps: expected a direction or a [right, forward] pair like [1, 2]");
      return;
    }
    if ((r.right == 0 && r.forward == 0) || std::abs(r.right) > 2 || std::abs(r.forward) > 2) {
      fail(n, Code::VARIANT_BAD_VALUE,
           where + "jumps: " + rel_text(r) + " is not within two squares of the piece");
      return;
    }
    add_step(d, r, n, where);
  }

  // A slide: a direction (unlimited) or {direction: range}.
  void read_slide(KindDef& d, const YAML::Node& n, const std::string& where) {
    std::vector<Rel> dirs;
    int range = 0;
    if (n.IsMap() && n.size() == 1) {
      const YAML::Node k = n.begin()->first, r = n.begin()->second;
      dirs = direction_list(k, where + "slides");
      const bool digits = r.IsScalar() && r.Tag() == "?" && !r.Scalar().empty() &&
                          r.Scalar().size() <= 2 &&
                          r.Scalar().find_first_not_of("0123456789") == std::string::npos;
      if (!digits || std::stoi(r.Scalar()) < 1 || std::stoi(r.Scalar()) > kMaxBoardSize) {
        fail(r, Code::VARIANT_BAD_VALUE,
             where + "slides: the range is a whole number of squares from 1 to 12");
        return;
      }
      range = std::stoi(r.Scalar());
    } else if (n.IsScalar()) {
      dirs = direction_list(n, where + "slides");
    } else {
      fail(n, Code::VARIANT_BAD_VALUE,
           where + "slides: expected a direction or {direction: range}");
      return;
    }
    for (Rel dir : dirs) {
      for (const Slide& s : d.slides)
        if (s.dir == dir) {
          fail(n, Code::VARIANT_CONTRADICTION, where + "slides: a direction is listed twice");
          return;
        }
      d.slides.push_back({dir, range});
    }
  }

  // lion: all (the full power) or a list of directions (along them only). The power includes
  // the single moves: one step, and the jump two squares away.
  void read_lion(KindDef& d, const YamlMapEntry& e, const std::string& where) {
    if (e.value.IsScalar() && e.value.Scalar() == "all") {
      d.lion = LionPower::Full;
      for (int df = -2; df <= 2; ++df)
        for (int dr = -2; dr <= 2; ++dr)
          if (df || dr) add_step(d, {df, dr}, e.value, where);
      return;
    }
    if (!e.value.IsSequence()) {
      fail(e.value.IsNull() ? e.key_node : e.value, Code::VARIANT_BAD_TYPE,
           where + "lion: expected all or a list of directions");
      return;
    }
    d.lion = LionPower::Lines;
    for (const auto& item : e.value) {
      const YAML::Node n = item;
      for (Rel r : direction_list(n, where + "lion")) {
        if (std::find(d.lion_dirs.begin(), d.lion_dirs.end(), r) != d.lion_dirs.end()) {
          fail(n, Code::VARIANT_CONTRADICTION, where + "lion: a direction is listed twice");
          return;
        }
        d.lion_dirs.push_back(r);
        add_step(d, r, n, where);
        add_step(d, {2 * r.right, 2 * r.forward}, n, where);
      }
    }
  }

  YAML::Node kind_key(Kind k) const {
    for (const auto& kn : kind_nodes_)
      if (kn.id == k) return kn.key;
    return {};
  }

  // Promotion targets are promoted kinds; each has one base. Letters are unique.
  void link_promotions() {
    std::map<std::string, Kind> letters;
    for (Kind k : v_->kinds) {
      KindDef& d = v_->kind_table[index(k)];
      if (!d.sfen.empty()) {
        auto [it, fresh] = letters.emplace(d.sfen, k);
        if (!fresh)
          fail(kind_key(k), Code::VARIANT_CONTRADICTION,
               "kind " + d.name + ": letter '" + d.sfen + "' is also kind " +
                   v_->kind(it->second).name + "'s");
      }
    }
    for (Kind k : v_->kinds) {
      const KindDef& d = v_->kind(k);
      if (d.promotes_to == Kind::None) continue;
      KindDef& t = v_->kind_table[index(d.promotes_to)];
      const YAML::Node where = promotion_nodes_[index(k)];
      if (t.promoted) {
        fail(where, Code::VARIANT_CONTRADICTION,
             "kind " + d.name + ": promotes_to " + t.name + ", which kind " +
                 v_->kind(t.base).name + " promotes to already (a promoted kind has one base)");
        continue;
      }
      if (t.promotes_to != Kind::None) {
        fail(where, Code::VARIANT_CONTRADICTION,
             "kind " + d.name + ": promotes_to " + t.name +
                 ", which promotes again (one step only)");
        continue;
      }
      t.promoted = true;
      t.base = k;
    }
    for (Kind k : v_->kinds) {
      const KindDef& d = v_->kind(k);
      const YAML::Node key = kind_key(k);
      if (d.sfen.empty()) continue;
      if (d.promoted != d.sfen.starts_with('+'))
        fail(key, Code::VARIANT_CONTRADICTION,
             "kind " + d.name + ": letter '" + d.sfen + "' " +
                 (d.promoted ? "needs a '+': the kind is a promoted form"
                             : "has a '+' but no kind promotes to it"));
      if (d.dead_lines > 0 && d.promotes_to == Kind::None)
        fail(key, Code::VARIANT_CONTRADICTION,
             "kind " + d.name + ": dead_lines needs promotes_to (it must promote there)");
      if (d.promoted && (d.is_pawn || d.dead_lines > 0))
        fail(key, Code::VARIANT_CONTRADICTION,
             "kind " + d.name + ": a promoted kind has no pawn rules or dead lines");
      check_overlap(d, key);
    }
  }

  // A step or jump on a slide's line within its range would list the same move twice.
  void check_overlap(const KindDef& d, const YAML::Node& key) {
    for (Rel r : d.steps)
      for (const Slide& s : d.slides)
        for (int n = 1; n <= 2; ++n)
          if (r == Rel{n * s.dir.right, n * s.dir.forward} && (s.range == 0 || s.range >= n)) {
            fail(key, Code::VARIANT_CONTRADICTION,
                 "kind " + d.name + ": the step or jump " + rel_text(r) +
                     " lies on one of its slides, so the move would be listed twice");
            return;
          }
  }

  void read_hand(const YamlMapEntry* e, const YAML::Node& root) {
    if (!e) {
      if (v_->drops)
        fail(root, Code::VARIANT_MISSING_KEY,
             "missing `hand:` (the kinds that can be held), needed "
             "with drops: true");
      return;
    }
    if (!e->value.IsSequence()) {
      fail(e->value, Code::VARIANT_BAD_TYPE, "hand: expected a list of kind names");
      return;
    }
    for (const auto& item : e->value) {
      const YAML::Node n = item;
      Kind k = n.IsScalar() ? v_->kind_named(n.Scalar()) : Kind::None;
      if (k == Kind::None) {
        fail(n, Code::VARIANT_BAD_VALUE, "hand: not a kind of this variant");
        return;
      }
      if (v_->kind(k).promoted || v_->kind(k).is_king) {
        fail(n, Code::VARIANT_CONTRADICTION, "hand: a promoted or royal kind is never held");
        return;
      }
      if (v_->holdable(k)) {
        fail(n, Code::VARIANT_CONTRADICTION, "hand: a kind is listed twice");
        return;
      }
      v_->hand_kinds.push_back(k);
    }
    if (!v_->drops && !v_->hand_kinds.empty())
      fail(e->value, Code::VARIANT_CONTRADICTION, "hand: lists kinds, but drops: false");
  }

  void check_whole(std::map<std::string, const YamlMapEntry*>& by_key) {
    const YAML::Node kinds = use(by_key["kinds"]).key_node;
    bool any_royal = false;
    for (Kind k : v_->kinds) any_royal |= v_->kind(k).is_king;
    if (!any_royal)
      fail(kinds, Code::VARIANT_CONTRADICTION,
           "kinds: no royal kind (royal: true), nobody can be mated");
    const YAML::Node where = by_key.count("captures") ? use(by_key["captures"]).value : kinds;
    if (v_->captures_to_hand) {
      if (!v_->drops) fail(where, Code::VARIANT_CONTRADICTION, "captures: hand needs drops: true");
      for (Kind k : v_->kinds) {
        const KindDef& d = v_->kind(k);
        if (!d.is_king && !v_->holdable(d.base)) {
          fail(where, Code::VARIANT_CONTRADICTION,
               "captures: hand, but kind " + v_->kind(d.base).name + " is not in hand:");
          break;
        }
      }
    }
    use(by_key["seats"]);
    if (v_->notation == PositionNotation::Sfen &&
        v_->seats != std::vector<Seat>{Seat::South, Seat::North})
      fail(by_key["seats"]->value, Code::VARIANT_CONTRADICTION,
           "seats: SFEN has two sides, south and north (notation: yonin has four seats)");
    if (v_->notation == PositionNotation::Yonin && v_->seats.size() != 4)
      fail(by_key["seats"]->value, Code::VARIANT_CONTRADICTION,
           "seats: notation yonin writes four seats");
    use(by_key["kinds"]);
    for (Kind k : v_->kinds)
      if (v_->promotion_rule == PromotionRule::None && v_->kind(k).promotes_to != Kind::None) {
        fail(kind_key(k), Code::VARIANT_CONTRADICTION,
             "kind " + v_->kind(k).name + ": promotes_to, but promotion: none");
        break;
      }
  }

  std::string_view text_;
  std::string source_;
  const VariantSources& sources_;
  std::vector<std::unique_ptr<Layer>> owned_;
  std::vector<const Layer*> layers_;  // oldest ancestor first, the text being read last
  const YamlLocator* cur_ = nullptr;  // the text the next diagnostic points into
  std::vector<Diagnostic> errors_;
  std::shared_ptr<Variant> v_ = std::make_shared<Variant>();
  std::vector<KindNode> kind_nodes_;
  std::array<YAML::Node, kMaxKinds> promotion_nodes_;
  int start_line_ = 0;
  int start_column_ = 0;
  std::string start_source_;
};

}  // namespace

VariantResult read_variant(std::string_view yaml, const std::string& source,
                           const VariantSources& sources) {
  return Reader(yaml, source, sources).run();
}

VariantResult read_variant(std::string_view yaml, const std::string& source) {
  VariantSources s = builtin_variant_sources();
  s.builtin_only = false;  // a text from the caller, not one of the built-in files
  return read_variant(yaml, source, s);
}

VariantSources builtin_variant_sources() {
  VariantSources s;
  s.builtin_only = true;
  s.named = [](std::string_view name, bool) -> std::optional<VariantText> {
    for (const auto& f : embedded::variants_files())
      if (f.name == name) return VariantText{std::string(f.source), std::string(f.text)};
    return std::nullopt;
  };
  return s;
}

std::vector<BuiltinVariantText> builtin_variant_texts() {
  std::vector<BuiltinVariantText> out;
  for (const auto& f : embedded::variants_files()) out.push_back({f.name, f.source, f.text});
  return out;  // the generator sorts by file name
}

}  // namespace kifukit
