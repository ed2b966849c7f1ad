// JKF reader and writer. Moves are played on a board as they are read (the piece named must be
// on the origin); forks are the Record's branches (both are "other lines instead of this move").
// nlohmann's ordered_json keeps the keys in file order; a move's location is where its "move"
// key is in the text (the k-th one read is the k-th in the file).
#include "converters/jkf.hpp"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "converters/jkf_keys.hpp"
#include "converters/kif_common.hpp"
#include "converters/line_tree.hpp"
#include "converters/shogi_names.hpp"
#include "formats/json_append.hpp"
#include "formats/json_counting_iterator.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

using Json = nlohmann::ordered_json;

struct Preset {
  std::string_view jkf, kif;
};
constexpr Preset kPresets[] = {
    {"HIRATE", "平手"},    {"KY", "香落ち"},      {"KY_R", "右香落ち"},  {"KA", "角落ち"},
    {"HI", "飛車落ち"},    {"HIKY", "飛香落ち"},  {"2", "二枚落ち"},     {"3", "三枚落ち"},
    {"4", "四枚落ち"},     {"5", "五枚落ち"},     {"5_L", "左五枚落ち"}, {"6", "六枚落ち"},
    {"7_L", "左七枚落ち"}, {"7_R", "右七枚落ち"}, {"8", "八枚落ち"},     {"10", "十枚落ち"}};

// Deeper than this, a text is refused as FORMAT_TOO_DEEP whatever else is wrong with it.
constexpr std::size_t kMaxNesting = 200;
[[noreturn]] void too_deep() {
  throw FormatError(FormatCode::FORMAT_TOO_DEEP, {1, 1}, "nested deeper than any JKF record");
}

// Deepest nesting of brackets outside strings, counted over the whole text: asked only of a text
// the parser refused (one it read was counted by CheckedJsonBuilder as it went).
int nesting(std::string_view s) {
  int depth = 0, deepest = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

// nlohmann's tree builder with the checks its tree cannot make afterwards (issue 26): a key given
// twice in one object (the tree keeps the last value and drops the first silently) and a
// character no record can hold written as a JSON escape (`"\u0007"`: limits.md). Both are
// located at their token, as a syntax error is at its character.
class CheckedJsonBuilder : public nlohmann::detail::json_sax_dom_parser<Json> {
 public:
  using Base = nlohmann::detail::json_sax_dom_parser<Json>;
  CheckedJsonBuilder(const SourceText& src, Json& root, std::vector<Diagnostic>& warnings)
      : Base(root), src_(src), warnings_(warnings) {}
  std::size_t consumed = 0;

  bool null() { return token(), Base::null(); }
  bool boolean(bool v) { return token(), Base::boolean(v); }
  bool number_integer(number_integer_t v) { return token(), Base::number_integer(v); }
  bool number_unsigned(number_unsigned_t v) { return token(), Base::number_unsigned(v); }
  bool number_float(number_float_t v, const string_t& s) {
    return token(), Base::number_float(v, s);
  }
  bool string(string_t& v) {
    holdable(v, token(), "string");
    return Base::string(v);
  }
  bool start_object(std::size_t n) {
    token();
    key_starts_.push_back(keys_.size());
    open_value(false);
    return Base::start_object(n);
  }
  bool end_object() {
    token();
    keys_.resize(key_starts_.back());
    key_starts_.pop_back();
    close_value();
    return Base::end_object();
  }
  bool start_array(std::size_t n) {
    token();
    open_value(true);
    return Base::start_array(n);
  }
  bool end_array() {
    token();
    close_value();
    return Base::end_array();
  }
  bool key(string_t& k) {
    const std::size_t from = token();
    holdable(k, from, "key");
    last_key_ = k;
    if (!jkf_key_known(contexts_.back(), k)) {
      const SourceLocation at = where(from);
      warnings_.push_back(
          {"", at.line, at.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
           "JKF key " + json_quoted(k) + " is not one kifukit reads here; it is left out"});
    }
    if (given_twice(k))
      throw FormatError(FormatCode::FORMAT_BAD_VALUE, where(from),
                        "the key " + json_quoted(k) + " is given twice in one object");
    return Base::key(k);
  }
  template <class Exception>
  bool parse_error(std::size_t position, const std::string&, const Exception& e) {
    throw FormatError(FormatCode::FORMAT_SYNTAX, src_.at_offset(position > 0 ? position - 1 : 0),
                      "not JSON: " + json_library_message(e.what()));
  }

 private:
  // An element of an array is known by its array, a member of an object by its key.
  void open_value(bool array) {
    // A valid text's nesting so far: deeper than kMaxNesting is deeper than `nesting` allows.
    if (contexts_.size() == kMaxNesting) too_deep();
    const bool in_array = !arrays_.empty() && arrays_.back();
    contexts_.push_back(jkf_child_context(contexts_, in_array ? std::string() : last_key_));
    arrays_.push_back(array);
  }
  // Whether the innermost open object has the key already; if not, it has it now. A search
  // through the object's keys, as nlohmann's ordered_map searches them to add each member:
  // no more work than the tree's, and no node allocated per key as a std::set did.
  bool given_twice(const std::string& k) {
    const auto start = keys_.begin() + static_cast<std::ptrdiff_t>(key_starts_.back());
    if (std::find(start, keys_.end(), k) != keys_.end()) return true;
    keys_.push_back(k);
    return false;
  }
  void close_value() {
    contexts_.pop_back();
    arrays_.pop_back();
  }
  // Where the previous event's token ended (the token just read starts at the first character
  // after it that is no separator): its line and column are worked out by where() only for a
  // diagnostic, as SourceText::at_offset counts characters that most tokens never need.
  std::size_t token() {
    const std::size_t previous_end = last_end_;
    last_end_ = consumed;
    return previous_end;
  }
  SourceLocation where(std::size_t previous_end) const {
    return src_.at_offset(json_token_start(src_.text(), previous_end));
  }
  void holdable(const std::string& s, std::size_t previous_end, const char* what) const {
    if (const std::size_t bad = find_unholdable(s); bad != std::string::npos)
      throw FormatError(
          FormatCode::FORMAT_ENCODING, where(previous_end),
          "a " + describe_unholdable(std::string_view(s).substr(bad)) + " in a " + what);
  }

  const SourceText& src_;
  std::vector<Diagnostic>& warnings_;
  // The keys of the open objects, the innermost last, and where each object's keys start.
  std::vector<std::string> keys_;
  std::vector<std::size_t> key_starts_;
  std::vector<JkfContext> contexts_;  // what each open object or array is
  std::vector<bool> arrays_;          // whether it is an array
  std::string last_key_;
  std::size_t last_end_ = 0;
};

// The JSON tree of a JKF text, or a located FormatError.
Json checked_json(const SourceText& src, std::vector<Diagnostic>& warnings) {
  Json root;
  CheckedJsonBuilder builder(src, root, warnings);
  const char* b = src.text().data();
  const char* e = b + src.text().size();
  try {
    Json::sax_parse(CountingIterator(b, b, &builder.consumed),
                    CountingIterator(b, e, &builder.consumed), &builder);
  } catch (...) {
    // A refused text deeper than any record is refused as that, as when the depth was counted
    // before parsing; a text that parses was counted by the builder (open_value).
    if (nesting(src.text()) > static_cast<int>(kMaxNesting)) too_deep();
    throw;
  }
  return root;
}

class JkfReader {
 public:
  JkfReader(const SourceText& src, std::vector<Diagnostic>& warnings)
      : src_(src), warnings_(warnings) {
    // Every `"move"` key in the text, found by its `v`: a JKF text has a `"` in every token and
    // an `o` in most keys, but a `v` in little but `move` and `moves`. A key, that is followed
    // by its colon: a header's value "move" is no move (inside a string a quote is escaped, so
    // no `"move"` is found there).
    const std::string_view t = src.text();
    for (std::size_t v = t.find('v', 3); v != std::string_view::npos; v = t.find('v', v + 1))
      if (t.compare(v - 3, 6, "\"move\"") == 0 && colon_follows(t, v + 3))
        move_offsets_.push_back(v - 3);
  }

  // Whether the next byte at or after `at` that is not JSON white space is a colon.
  static bool colon_follows(std::string_view t, std::size_t at) {
    const std::size_t next = t.find_first_not_of(" \t\r\n", at);
    return next != std::string_view::npos && t[next] == ':';
  }

  Record read() {
    Json j = checked_json(src_, warnings_);
    if (!j.is_object()) fail("a JKF record is a JSON object");
    Record r;
    r.variant = "standard";
    r.loc = {1, 1};
    KifHeaders h;
    if (j.contains("header")) {
      if (!j["header"].is_object()) fail("header is an object of strings");
      for (auto& [key, value] : j["header"].items()) {
        if (!value.is_string()) fail("header values are strings");
        store_kif_header(r, h, key, value.get<std::string>(), {1, 1}, {1, 1});
      }
    }
    initial(j, h, r);
    auto start = standard_position(r.start);
    if (!start) fail(start.error);
    if (j.contains("moves")) {
      if (!j["moves"].is_array()) fail("moves is a list");
      LineTree tree(r.entries, *start);
      line(j["moves"], tree, r, true);
    }
    return r;
  }

 private:
  [[noreturn]] void fail(const std::string& message, SourceLocation loc = {1, 1}) const {
    throw FormatError(FormatCode::FORMAT_BAD_VALUE, loc, message);
  }
  // A member's value, or fallback when it is absent. Json's value() throws its own type_error
  // (past the reader) for a member of another type, and get<int>() cuts a large number down to
  // an int silently; these refuse both.
  std::int64_t integer(const Json& obj, const char* key, std::int64_t fallback,
                       SourceLocation loc = {1, 1}) const {
    const Json* member_value = member(obj, key);
    if (!member_value) return fallback;
    const Json& v = *member_value;
    const bool fits = v.is_number_unsigned()
                          ? v.get<std::uint64_t>() <= (UINT64_C(1) << 40)
                          : v.is_number_integer() && v.get<std::int64_t>() >= -(INT64_C(1) << 40) &&
                                v.get<std::int64_t>() <= (INT64_C(1) << 40);
    if (!fits) fail(std::string(key) + " is an integer", loc);
    return v.get<std::int64_t>();
  }
  bool boolean(const Json& obj, const char* key, SourceLocation loc) const {
    const Json* v = member(obj, key);
    if (!v) return false;
    if (!v->is_boolean()) fail(std::string(key) + " is true or false", loc);
    return v->get<bool>();
  }
  std::string text(const Json& obj, const char* key, const char* fallback) const {
    if (!obj.contains(key)) return fallback;
    if (!obj[key].is_string()) fail(std::string(key) + " is a string");
    return obj[key].get<std::string>();
  }

  // The member `key` of `obj`, or null when `obj` is no object or has none: one search, where
  // contains() and then operator[] (which builds a std::string of the key) searched twice.
  static const Json* member(const Json& obj, std::string_view key) {
    if (!obj.is_object()) return nullptr;
    const auto it = obj.find(key);
    return it == obj.end() ? nullptr : &*it;
  }

  SourceLocation next_move_loc() {
    return moves_seen_ < move_offsets_.size() ? src_.at_offset(move_offsets_[moves_seen_++])
                                              : SourceLocation{1, 1};
  }

  void initial(const Json& j, KifHeaders& h, Record& r) {
    std::string sfen;
    if (j.contains("initial") && j["initial"].is_object()) {
      const Json& in = j["initial"];
      std::string preset = text(in, "preset", "HIRATE");
      if (preset == "OTHER") {
        sfen = board_sfen(in);
      } else {
        const Preset* p = nullptr;
        for (const Preset& k : kPresets)
          if (k.jkf == preset) p = &k;
        if (!p) fail("unknown preset '" + preset + "'");
        sfen = std::string(find_handicap(p->kif)->sfen);
      }
    } else if (h.handicap && *h.handicap != "平手") {
      const Handicap* hc = find_handicap(*h.handicap);
      if (!hc) fail("unknown 手合割 '" + *h.handicap + "'");
      sfen = std::string(hc->sfen);
    }
    if (!sfen.empty() && sfen != kStandardStartSfen) {
      NotationError e;
      if (!parse_sfen(standard_variant(), sfen, e, SetupCheck::Skip))
        fail("the initial position: " + e.message);
      r.start = sfen;
      r.start_loc = {1, 1};
      r.start_loc.derived = true;
    }
  }

  std::string board_sfen(const Json& in) const {
    if (!in.contains("data") || !in["data"].is_object()) fail("preset OTHER needs data");
    const Json& d = in["data"];
    if (!d.contains("board") || !d["board"].is_array() || d["board"].size() != 9)
      fail("data.board is 9 files of 9 squares");
    std::string out;
    for (int rank = 1; rank <= 9; ++rank) {
      if (rank > 1) out += '/';
      int empty = 0;
      for (int file = 9; file >= 1; --file) {
        const Json& col = d["board"][file - 1];
        if (!col.is_array() || col.size() != 9) fail("data.board is 9 files of 9 squares");
        const Json& cell = col[rank - 1];
        if (!cell.is_object() || !cell.contains("kind")) {
          ++empty;
          continue;
        }
        auto kind =
            cell["kind"].is_string() ? csa_kind(cell["kind"].get<std::string>()) : std::nullopt;
        if (!kind) fail("a board cell's kind is FU, KY, ... RY");
        if (empty) out += std::to_string(empty);
        empty = 0;
        const KindDef& def = kind_def(*kind);
        if (def.promoted) out += '+';
        out +=
            integer(cell, "color", 0) == 1 ? static_cast<char>(def.letter - 'A' + 'a') : def.letter;
      }
      if (empty) out += std::to_string(empty);
    }
    out += integer(d, "color", 0) == 1 ? " w " : " b ";
    std::string hands;
    if (d.contains("hands") && d["hands"].is_array())
      for (std::size_t side = 0; side < 2 && side < d["hands"].size(); ++side)
        for (Kind k : {Kind::Rook, Kind::Bishop, Kind::Gold, Kind::Silver, Kind::Knight,
                       Kind::Lance, Kind::Pawn}) {
          const Json& hand = d["hands"][side];
          std::string code(csa_piece_code(k));
          const std::int64_t n = hand.is_object() ? integer(hand, code.c_str(), 0) : 0;
          if (n < 0 || n > 18) fail("a hand count is 0 to 18");
          if (n > 1) hands += std::to_string(n);
          if (n > 0)
            hands +=
                side == 0 ? kind_def(k).letter : static_cast<char>(kind_def(k).letter - 'A' + 'a');
        }
    return out + (hands.empty() ? "-" : hands) + " 1";
  }

  void comments(const Json& el, std::vector<Entry>& line, Record& r, bool main) {
    const Json* list = member(el, "comments");
    if (!list) return;
    if (!list->is_array()) fail("comments is a list of strings");
    for (const Json& c : *list) {
      if (!c.is_string()) fail("comments is a list of strings");
      attach_comment(line, r, main, c.get<std::string>());
    }
  }

  void line(const Json& moves, LineTree& tree, Record& r, bool main) {
    bool ended = false;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Json& el = moves[i];
      if (!el.is_object()) fail("a moves element is an object");
      const Json* const move_member = member(el, "move");
      const Json* const special = member(el, "special");
      const Json* const forks = member(el, "forks");
      if (i == 0 && !move_member && !special) {
        // jkf.md: only comments; forks here would have no move to replace (issue 26: dropped).
        if (forks) fail("forks on the first element of moves, which holds no move");
        comments(el, tree.line(), r, tree.in_main_line());  // comments on the start
        continue;
      }
      if (ended) fail("a move after the special move that ended the line");
      // (A const json's operator[] on a missing key would read past the end of the object.)
      if (!move_member && !special)
        fail("a moves element after the first holds a move or a special");
      if (entries_++ >= kMaxEntries) fail("too many moves", {1, 1});
      Entry e;
      e.seat = tree.board().to_move();
      Move m;
      if (special) {
        std::string word = special->is_string() ? special->get<std::string>() : "";
        const SpecialMove* sp = csa_special("%" + word);
        if (!sp) fail("unknown special '" + word + "'");
        ended = true;
        if (tree.in_main_line())
          r.result = claimed_result(*sp, e.seat, move_count(tree.line()), {1, 1});
        if (!sp->entry) continue;
        e.type = *sp->entry;
        e.loc = e.move_loc = {1, 1};
      } else {
        e.loc = e.move_loc = next_move_loc();
        m = move(*move_member, tree, e);
        e.move = format_move(m);
      }
      time(el, e);
      tree.add(std::move(e), m);
      comments(el, tree.line(), r, false);
      if (forks) {
        if (!forks->is_array()) fail("forks is a list of move lists");
        const int ply = tree.next_ply() - 1;
        for (const Json& fork : *forks) {
          if (!fork.is_array() || fork.empty()) fail("a fork is a non-empty list of moves");
          LineTree saved = tree;
          if (!tree.branch(ply, {1, 1})) fail("a fork with no move to replace");
          line(fork, tree, r, false);
          tree = saved;
        }
      }
    }
    (void)main;
  }

  // A move as written: the seat from `color`, the piece, `same` and `capture` are claims the
  // validator checks (ILLEGAL_NOT_YOUR_TURN, CLAIM_PIECE, CLAIM_SAME, CLAIM_CAPTURE); `promote`
  // is part of the move. Only what is no move at all (a square off the board, an unknown piece)
  // is a read error.
  Move move(const Json& mv, LineTree& tree, Entry& e) {
    const SourceLocation loc = e.loc;
    const Json* const to_member = member(mv, "to");
    const Json* const piece = member(mv, "piece");
    if (!to_member || !piece) fail("a move has to and piece", loc);
    auto square = [&](const Json& s) {
      const std::int64_t x = s.is_object() ? integer(s, "x", 0, loc) : 0,
                         y = s.is_object() ? integer(s, "y", 0, loc) : 0;
      if (x < 1 || x > 9 || y < 1 || y > 9)
        throw FormatError(FormatCode::FORMAT_BAD_SQUARE, loc, "a square is {x: 1-9, y: 1-9}");
      return make_square(static_cast<int>(x), static_cast<int>(y));
    };
    auto kind = piece->is_string() ? csa_kind(piece->get_ref<const std::string&>()) : std::nullopt;
    if (!kind) throw FormatError(FormatCode::FORMAT_BAD_MOVE, loc, "piece is FU, KY, ... RY");
    if (const Json* color = member(mv, "color")) {
      if (*color != 0 && *color != 1) fail("color is 0 (sente) or 1 (gote)", loc);
      e.seat = *color == 0 ? Seat::South : Seat::North;
    }
    Square to = square(*to_member);
    claims(mv, e.claim, loc);
    e.claim.present = true;
    e.claim.promotion_marked = false;
    e.claim.piece = *kind;
    Move m;
    // json-kifu-format's own test data writes a drop's origin `"from": null`: no origin, a drop.
    const Json* const from = member(mv, "from");
    if (!from || from->is_null()) {
      if (kind_def(*kind).promoted || *kind == Kind::King)
        throw FormatError(FormatCode::FORMAT_BAD_MOVE, loc, "only unpromoted pieces are dropped");
      m = Move::drop(*kind, to);
    } else {
      m = Move::normal(square(*from), to, boolean(mv, "promote", loc));
    }
    tree.board().play(m);  // as far as it can: the validator judges the move
    return m;
  }

  // `same` and `capture` say what the move does (issue 26: they were ignored); the validator
  // compares them with the board (CLAIM_SAME, CLAIM_CAPTURE).
  void claims(const Json& mv, MoveClaim& claim, SourceLocation loc) const {
    claim.same = boolean(mv, "same", loc);
    const Json* const capture = member(mv, "capture");
    if (!capture) return;
    auto taken =
        capture->is_string() ? csa_kind(capture->get_ref<const std::string&>()) : std::nullopt;
    if (!taken) fail("capture is FU, KY, ... RY", loc);
    claim.capture = *taken;
  }

  void time(const Json& el, Entry& e) {
    const Json* const clock = member(el, "time");
    const Json* const now_member = clock ? member(*clock, "now") : nullptr;
    if (!now_member) return;
    const Json& now = *now_member;
    if (!now.is_object()) fail("time.now is {m, s}");
    auto part = [&](const char* k) -> std::int64_t {
      const Json* v = member(now, k);
      if (!v) return 0;
      if (!v->is_number_integer() || v->get<std::int64_t>() < 0 ||
          v->get<std::int64_t>() > (INT64_C(1) << 40))
        fail("time parts are non-negative integers");
      return v->get<std::int64_t>();
    };
    e.time_ms = ((part("h") * 60 + part("m")) * 60 + part("s")) * 1000 + part("ms");
  }

  const SourceText& src_;
  std::vector<Diagnostic>& warnings_;  // unknown keys (jkf_keys.hpp)
  std::vector<std::size_t> move_offsets_;
  std::size_t moves_seen_ = 0;
  std::size_t entries_ = 0;
};

class JkfWriter {
 public:
  explicit JkfWriter(const Record& r) : r_(r) {}

  WriteResult write() {
    if (r_.variant != "standard")
      return fail(FormatCode::FORMAT_BAD_VALUE, "JKF holds standard shogi only");
    auto start = standard_position(r_.start);
    if (!start) return fail(FormatCode::FORMAT_BAD_POSITION, start.error);
    Json j = Json::object();
    Json header = Json::object();
    report_trimmed_headers(
        r_, [this](SourceLocation loc, const std::string& what) { lossy(loc, what); });
    const bool handicap = start->to_move() == Seat::North;
    if (r_.date.value) header["開始日時"] = *r_.date.value;
    if (r_.event.value) header["棋戦"] = *r_.event.value;
    if (r_.site.value) header["場所"] = *r_.site.value;
    for (const HeaderField& h : r_.headers) {
      if (header.contains(h.key)) lossy(h.loc, "a second header '" + h.key + "'");
      header[h.key] = h.value;
    }
    for (const Player& p : r_.players)
      header[p.seat == Seat::South ? (handicap ? "下手" : "先手") : (handicap ? "上手" : "後手")] =
          p.name;
    j["header"] = header;
    j["initial"] = initial(*start);
    Json moves = Json::array();
    Json first = Json::object();
    if (r_.comment) first["comments"] = lines(*r_.comment);
    moves.push_back(first);
    std::array<std::int64_t, 2> totals{};
    if (!line(r_.entries, ShogiBoard(*start), std::nullopt, totals, true, moves))
      return {std::nullopt, std::move(diags_)};
    j["moves"] = moves;
    return {j.dump(1, '\t', false, Json::error_handler_t::replace) + "\n", std::move(diags_)};
  }

 private:
  WriteResult fail(FormatCode code, const std::string& message) {
    diags_.push_back({"", r_.loc.line, r_.loc.column, Severity::Error, code, message});
    return {std::nullopt, std::move(diags_)};
  }
  void lossy(SourceLocation loc, const std::string& what) {
    diags_.push_back({"", loc.line, loc.column, Severity::Warning, FormatCode::FORMAT_LOSSY,
                      "JKF cannot hold " + what + "; it is left out"});
  }
  static Json lines(const std::string& text) {
    Json out = Json::array();
    std::size_t start = 0;
    for (;;) {
      std::size_t end = text.find('\n', start);
      out.push_back(text.substr(start, end == std::string::npos ? end : end - start));
      if (end == std::string::npos) break;
      start = end + 1;
    }
    return out;
  }

  static Json initial(const Position& start) {
    const Handicap* h = handicap_of_sfen(format_sfen(start));
    if (h && start.ply() == 0)
      for (const Preset& p : kPresets)
        if (p.kif == h->name) return Json{{"preset", std::string(p.jkf)}};
    Json board = Json::array();
    for (int file = 1; file <= 9; ++file) {
      Json col = Json::array();
      for (int rank = 1; rank <= 9; ++rank) {
        Piece p = start.at(make_square(file, rank));
        if (p.empty())
          col.push_back(Json::object());
        else
          col.push_back({{"color", p.facing() == facing_of(Seat::South) ? 0 : 1},
                         {"kind", std::string(csa_piece_code(p.kind()))}});
      }
      board.push_back(col);
    }
    Json hands = Json::array();
    for (Seat s : {Seat::South, Seat::North}) {
      Json hand = Json::object();
      for (Kind k : {Kind::Pawn, Kind::Lance, Kind::Knight, Kind::Silver, Kind::Gold, Kind::Bishop,
                     Kind::Rook})
        hand[std::string(csa_piece_code(k))] = start.hand(s, k);
      hands.push_back(hand);
    }
    return {
        {"preset", "OTHER"},
        {"data",
         {{"color", start.to_move() == Seat::South ? 0 : 1}, {"board", board}, {"hands", hands}}}};
  }

  bool line(const std::vector<Entry>& entries, ShogiBoard board, std::optional<Square> last_to,
            std::array<std::int64_t, 2> totals, bool main, Json& out) {
    if (const std::string lost = first_move_fork_loss(entries, main); !lost.empty())
      lossy(entries.front().loc, lost);
    for (const Entry& e : entries) {
      Json el = Json::object();
      ShogiBoard before = board;
      std::optional<Square> before_to = last_to;
      std::array<std::int64_t, 2> before_totals = totals;
      if (e.type == EntryType::Move) {
        NotationError err;
        auto m = parse_move(standard_variant(), e.move, err);
        // The move as recorded, illegal or not (issue 25); refused only when nothing names its
        // piece.
        const std::optional<Kind> kind = m ? piece_to_name(board, e, *m) : std::nullopt;
        if (!kind) {
          diags_.push_back({"", e.move_loc.line, e.move_loc.column, Severity::Error,
                            FormatCode::FORMAT_BAD_MOVE, e.move + ": no piece to name"});
          return false;
        }
        Json mv = Json::object();
        mv["color"] = e.seat == Seat::South ? 0 : 1;
        if (!m->is_drop()) mv["from"] = {{"x", file_of(m->from())}, {"y", rank_of(m->from())}};
        mv["to"] = {{"x", file_of(m->to())}, {"y", rank_of(m->to())}};
        mv["piece"] = std::string(csa_piece_code(*kind));
        if (last_to == m->to()) mv["same"] = true;
        if (m->promotes())
          mv["promote"] = true;
        else if (!m->is_drop() && board.may_promote(m->from(), m->to()))
          mv["promote"] = false;
        Piece captured = board.at(m->to());
        if (!captured.empty()) mv["capture"] = std::string(csa_piece_code(captured.kind()));
        board.play(*m);
        last_to = m->to();
        el["move"] = mv;
      } else if (e.type == EntryType::AgreeDraw) {
        lossy(e.loc, "an agreed draw");
        el["special"] = "CHUDAN";
      } else {
        el["special"] = std::string(special_of_entry(e.type).csa.substr(1));
      }
      if (e.time_ms) {
        std::int64_t& total = totals[e.seat == Seat::South ? 0 : 1];
        total += *e.time_ms;
        std::int64_t s = *e.time_ms / 1000, t = total / 1000;
        Json now = {{"m", s / 60}, {"s", s % 60}};
        if (*e.time_ms % 1000) now["ms"] = *e.time_ms % 1000;  // kifukit's own, for CSA V3.0
        el["time"] = {{"now", now},
                      {"total", {{"h", t / 3600}, {"m", t / 60 % 60}, {"s", t % 60}}}};
      }
      if (e.comment) el["comments"] = lines(*e.comment);
      if (e.bookmark) lossy(e.loc, "a bookmark");
      if (!e.branches.empty()) {
        Json forks = Json::array();
        for (const std::vector<Entry>& b : e.branches) {
          Json fork = Json::array();
          if (!line(b, before, before_to, before_totals, false, fork)) return false;
          forks.push_back(fork);
        }
        el["forks"] = forks;
      }
      out.push_back(el);
    }
    if (const std::string beside = ending_beside_event_loss(r_, entries, main); !beside.empty())
      lossy(r_.result->loc, beside);
    if (!entries.empty() && entries.back().type != EntryType::Move) return true;
    std::string lost;
    if (const SpecialMove* s = ending_special(r_, entries, main, &lost); s && !s->csa.empty())
      out.push_back({{"special", std::string(s->csa.substr(1))}});
    else if (s)
      lossy(r_.result->loc, "the ending " + std::string(s->kif));
    if (!lost.empty()) lossy(r_.result->loc, lost);
    return true;
  }

  const Record& r_;
  std::vector<Diagnostic> diags_;
};

}  // namespace

ReadResult read_jkf(std::string_view text, const std::string& file) {
  std::vector<Diagnostic> warnings;
  ReadResult result = guarded_read(
      text, file, [&](const SourceText& src) { return JkfReader(src, warnings).read(); });
  if (result.record)  // a refused text's warnings would only hide its error
    for (Diagnostic& d : warnings) {
      d.file = file;
      result.diagnostics.push_back(std::move(d));
    }
  return result;
}

WriteResult write_jkf(const Record& record) { return JkfWriter(record).write(); }

}  // namespace kifukit
