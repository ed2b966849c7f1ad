// The tonykoval reader: the JSON tree (with the place of every value) checked key by key, each
// move turned into kifukit's move text and the mover's seat. Legality, turn order and the
// claimed winner are the validator's business, as for every reader.
#include <charconv>

#include "converters/tonykoval.hpp"
#include "converters/tonykoval_board.hpp"
#include "formats/notation.hpp"
#include "formats/record_json.hpp"
#include "rules/data/suggest.hpp"

namespace kifukit {

namespace {

using namespace tonykoval;
using Type = TreeNode::Type;
using ScalarType = TreeNode::ScalarType;

[[noreturn]] void fail(FormatCode code, const TreeNode& at, const std::string& message) {
  throw FormatError(code, at.loc, message);
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// The members of a JSON object, each given once; `required` ones present. A key kifukit does
// not read is another version's field (issue 25: the server adds fields between versions): it
// is left out with a FORMAT_UNKNOWN_KEY warning at the key, never refused.
class Members {
 public:
  Members(const TreeNode& object, const char* what, std::vector<std::string> known,
          const std::vector<std::string>& required, std::vector<Diagnostic>& warnings)
      : object_(object) {
    if (object.type != Type::Map) fail(FormatCode::FORMAT_TYPE, object, what + is_object());
    for (const TreeNode& m : object.children) {
      bool ok = false;
      for (const std::string& k : known) ok = ok || k == m.key;
      if (!ok)
        warnings.push_back({"", m.key_loc.line, m.key_loc.column, Severity::Warning,
                            FormatCode::FORMAT_UNKNOWN_KEY,
                            "the key '" + excerpt(m.key) + "' in " + what +
                                " is left out: kifukit does not read it" +
                                did_you_mean(m.key, known) + " (keys: " + joined(known) + ")"});
      if (find(m.key) != &m)
        throw FormatError(FormatCode::FORMAT_DUPLICATE_KEY, m.key_loc,
                          "the key '" + m.key + "' twice in " + what);
    }
    for (const std::string& k : required)
      if (!find(k)) fail(FormatCode::FORMAT_MISSING_KEY, object, what + (" has no '" + k + "'"));
  }
  const TreeNode* find(std::string_view key) const {
    for (const TreeNode& m : object_.children)
      if (m.key == key) return &m;
    return nullptr;
  }

 private:
  static std::string is_object() { return " is a JSON object"; }
  const TreeNode& object_;
};

long long integer(const TreeNode& n, const std::string& what) {
  long long v = 0;
  if (n.type != Type::Scalar || n.scalar != ScalarType::Integer)
    fail(FormatCode::FORMAT_TYPE, n, what + " is a whole number");
  auto [end, ec] = std::from_chars(n.text.data(), n.text.data() + n.text.size(), v);
  if (ec != std::errc() || end != n.text.data() + n.text.size()) v = 1LL << 40;  // out of range
  return v;
}

bool boolean(const TreeNode& n, const std::string& what) {
  if (n.type != Type::Scalar || n.scalar != ScalarType::Bool)
    fail(FormatCode::FORMAT_TYPE, n, what + " is true or false");
  return n.text == "true";
}

const std::string& string(const TreeNode& n, const std::string& what) {
  if (n.type != Type::Scalar || n.scalar != ScalarType::String)
    fail(FormatCode::FORMAT_TYPE, n, what + " is a string");
  if (n.text.size() > kMaxStringBytes)
    fail(FormatCode::FORMAT_TOO_LARGE, n, what + " is longer than the limit");
  if (std::size_t at = find_unholdable(n.text); at != std::string::npos)  // no record holds it
    fail(FormatCode::FORMAT_ENCODING, n,
         what + " holds a " + describe_unholdable(std::string_view(n.text).substr(at)));
  return n.text;
}

std::string one_of(const TreeNode& n, const std::string& what, const auto& names) {
  const std::string& s = string(n, what);
  std::vector<std::string> all(names.begin(), names.end());
  for (const std::string& name : all)
    if (s == name) return s;
  fail(FormatCode::FORMAT_BAD_VALUE, n,
       what + " '" + excerpt(s) + "' is none of " + joined(all) + did_you_mean(s, all));
}

int seat(const TreeNode& n, const std::string& what) {
  const long long v = integer(n, what);
  if (v < 0 || v >= kSeats)
    fail(FormatCode::FORMAT_BAD_SEAT, n,
         what + " " + n.text + " is no seat: 0 south, 1 west, 2 north, 3 east");
  return static_cast<int>(v);
}

Square square(const TreeNode& n, const char* what) {
  if (n.type != Type::Seq || n.children.size() != 2)
    fail(FormatCode::FORMAT_TYPE, n, std::string(what) + " is [row, col]");
  int rc[2];
  for (int i = 0; i < 2; ++i) {
    const long long v = integer(n.children[i], std::string(what) + (i ? "'s col" : "'s row"));
    if (v < 0 || v >= kBoardSize)
      fail(FormatCode::FORMAT_BAD_SQUARE, n.children[i],
           std::string(what) + (i ? "'s col " : "'s row ") + n.children[i].text +
               " is off the board (0 to 8)");
    rc[i] = static_cast<int>(v);
  }
  return square_of(rc[0], rc[1]);
}

class Reader {
 public:
  Reader(const TreeNode& root, std::vector<Diagnostic>& warnings)
      : root_(root), warnings_(warnings) {}

  Record read() {
    r_.variant = "yonin";
    r_.profile = "tonykoval";
    r_.loc = root_.loc;
    if (root_.type == Type::Seq) {
      moves(root_);
    } else if (root_.type == Type::Map) {
      room();
    } else {
      fail(FormatCode::FORMAT_TYPE, root_,
           "a tonykoval log is a list of moves or a room state (an object)");
    }
    return std::move(r_);
  }

 private:
  void header(const char* key, std::string value, const TreeNode& at) {
    r_.headers.push_back({key, std::move(value), at.loc});
  }
  void header(const std::string& key, std::string value, const TreeNode& at) {
    r_.headers.push_back({key, std::move(value), at.loc});
  }

  void room() {
    Members m(root_, "a room state",
              {"roomId", "status", "currentPlayer", "mode", "players", "moves", "winner"},
              {"players", "moves"}, warnings_);
    if (auto* n = m.find("roomId")) header(kRoomId, string(*n, "roomId"), *n);
    if (auto* n = m.find("status")) header(kStatus, one_of(*n, "status", kStatuses), *n);
    if (auto* n = m.find("currentPlayer"))
      header(kCurrentPlayer, std::to_string(seat(*n, "currentPlayer")), *n);
    if (auto* n = m.find("mode")) header(kMode, one_of(*n, "mode", kModes), *n);
    players(*m.find("players"));
    moves(*m.find("moves"));
    if (auto* n = m.find("winner");
        n && !(n->type == Type::Scalar && n->scalar == ScalarType::Null))
      winner(*n);
  }

  void players(const TreeNode& list) {
    if (list.type != Type::Seq || list.children.size() != kSeats)
      fail(FormatCode::FORMAT_TYPE, list, "players is a list of the four seats");
    std::uint8_t joined = 0;
    for (int i = 0; i < kSeats; ++i) {
      const TreeNode& p = list.children[static_cast<std::size_t>(i)];
      const std::string what = "players[" + std::to_string(i) + "]";
      Members m(p, what.c_str(), {"id", "name", "connected", "alive", "isBot", "botLevel", "hand"},
                {}, warnings_);
      if (auto* n = m.find("id"); n && seat(*n, what + ".id") != i)
        fail(FormatCode::FORMAT_BAD_VALUE, *n,
             what + ".id is " + n->text + ", not its place " + std::to_string(i));
      if (auto* n = m.find("name"); n && !string(*n, what + ".name").empty())
        r_.players.push_back({seat_at(i), n->text, n->loc});
      // A seat is in the game unless the log says it is not connected: `connected` is the
      // server's presence flag, absent from other versions' logs (issue 25).
      const TreeNode* connected = m.find("connected");
      if (!connected || boolean(*connected, what + ".connected")) joined |= 1u << i;
      for (const char* flag : {"alive", "isBot"})
        if (auto* n = m.find(flag))
          header(player_key(i, flag), boolean(*n, what + "." + flag) ? "true" : "false", *n);
      if (auto* n = m.find("botLevel"))
        header(player_key(i, "botLevel"), string(*n, what + ".botLevel"), *n);
      if (auto* n = m.find("hand")) header(player_key(i, "hand"), hand(*n, what + ".hand"), *n);
    }
    if (__builtin_popcount(joined) < 2)
      fail(FormatCode::FORMAT_BAD_VALUE, list, "a tonykoval game has at least two seats connected");
    if (joined != 0xF) {
      r_.start = format_position(room_start(joined));
      r_.start_loc = list.loc;
      r_.start_loc.derived = true;
    }
  }

  std::string hand(const TreeNode& n, const std::string& what) {
    Members m(n, what.c_str(), {"0", "1", "2", "3"}, {"0", "1", "2", "3"}, warnings_);
    std::string out;
    for (const char* t : {"0", "1", "2", "3"}) {
      const TreeNode& c = *m.find(t);
      const long long v = integer(c, what + "." + t);
      if (v < 0 || v > 99) fail(FormatCode::FORMAT_BAD_VALUE, c, what + " counts are 0 to 99");
      out += (out.empty() ? "" : " ") + std::to_string(v);
    }
    return out;
  }

  void moves(const TreeNode& list) {
    if (list.type != Type::Seq) fail(FormatCode::FORMAT_TYPE, list, "moves is a list");
    if (list.children.size() > kMaxEntries)
      fail(FormatCode::FORMAT_TOO_LARGE, list.children[kMaxEntries], "more moves than the limit");
    for (const TreeNode& n : list.children) r_.entries.push_back(move(n));
    for (int s = 0; s < kSeats; ++s)
      if (bot_moves_[s] > 0 && plain_move_[s])
        fail(FormatCode::FORMAT_BAD_VALUE, *plain_move_[s],
             "this move of " + std::string(seat_name(seat_at(s))) +
                 " has no bot level and others have one: the record keeps one level per seat");
  }

  Entry move(const TreeNode& n) {
    if (n.type != Type::Map) fail(FormatCode::FORMAT_TYPE, n, "a move is a JSON object");
    const TreeNode* type = nullptr;
    for (const TreeNode& c : n.children)
      if (c.key == "type") type = &c;
    if (!type) fail(FormatCode::FORMAT_MISSING_KEY, n, "a move has no 'type' (move or drop)");
    const bool drop = one_of(*type, "type", std::array{"move", "drop"}) == "drop";
    Members m(n, drop ? "a drop" : "a move",
              drop ? std::vector<std::string>{"type", "player", "pieceType", "to", "bot"}
                   : std::vector<std::string>{"type", "player", "from", "to", "promote", "bot"},
              drop ? std::vector<std::string>{"player", "pieceType", "to"}
                   : std::vector<std::string>{"player", "from", "to"},
              warnings_);
    Entry e;
    e.seat = seat_at(seat(*m.find("player"), "player"));
    e.loc = e.move_loc = n.loc;
    const Square to = square(*m.find("to"), "to");
    if (drop) {
      const TreeNode& t = *m.find("pieceType");
      auto kind = hand_kind(integer(t, "pieceType"));
      if (!kind)
        fail(FormatCode::FORMAT_BAD_VALUE, t,
             "pieceType " + t.text +
                 " is no piece a yonin hand holds: 0 pawn, 1 silver, 2 gold, 3 rook");
      e.move = format_move(Move::drop(*kind, to));
    } else {
      const Square from = square(*m.find("from"), "from");
      if (from == to)
        fail(FormatCode::FORMAT_BAD_MOVE, *m.find("to"),
             "a move's from and to are the same square");
      const TreeNode* p = m.find("promote");
      e.move = format_move(Move::normal(from, to, p && boolean(*p, "promote")));
    }
    if (auto* b = m.find("bot"))
      bot(e.seat, *b);
    else if (!plain_move_[index(e.seat)])
      plain_move_[index(e.seat)] = &n;
    return e;
  }

  // A bot's level is written on each of its moves; the record keeps it once per seat.
  void bot(Seat s, const TreeNode& n) {
    const std::string& level = string(n, "bot");
    const std::string key = bot_key(index(s));
    ++bot_moves_[index(s)];
    for (const HeaderField& h : r_.headers)
      if (h.key == key) {
        if (h.value != level)
          fail(FormatCode::FORMAT_BAD_VALUE, n,
               "bot '" + excerpt(level) + "' differs from this seat's first bot move ('" +
                   excerpt(h.value) + "'): the record keeps one level per seat");
        return;
      }
    header(key, level, n);
  }

  void winner(const TreeNode& n) {
    ClaimedResult result;
    result.reason_stated = false;  // tonykoval records the winner alone
    result.ranking.push_back({seat_at(seat(n, "winner")), 1, n.loc});
    result.loc = n.loc;
    r_.result = std::move(result);
  }

  const TreeNode& root_;
  std::vector<Diagnostic>& warnings_;
  Record r_;
  std::array<int, kSeats> bot_moves_{};
  std::array<const TreeNode*, kSeats> plain_move_{};
};

}  // namespace

ReadResult read_tonykoval(std::string_view text, const std::string& file) {
  std::vector<Diagnostic> warnings;
  ReadResult out = guarded_read(text, file, [&warnings](const SourceText& src) {
    return Reader(json_tree(src), warnings).read();
  });
  if (!out.record) return out;
  for (Diagnostic& w : warnings) {
    w.file = file;
    out.diagnostics.push_back(std::move(w));
  }
  return out;
}

}  // namespace kifukit
