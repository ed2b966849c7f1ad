// The tonykoval writer: a move list, or a room state when the record holds more than moves. One
// move (one player) a line, keys in the order tonykoval's server writes them.
#include <nlohmann/json.hpp>

#include "converters/tonykoval.hpp"
#include "converters/tonykoval_board.hpp"
#include "converters/writer_diagnostics.hpp"
#include "formats/json_append.hpp"
#include "formats/notation.hpp"

namespace kifukit {

namespace {

using namespace tonykoval;

std::string square_json(Square s) {
  return "[" + std::to_string(row_of(s)) + ", " + std::to_string(col_of(s)) + "]";
}

class Writer : WriterDiagnostics {
 public:
  explicit Writer(const Record& r) : WriterDiagnostics("tonykoval"), r_(r) {}

  WriteResult write() {
    if (r_.variant != "yonin")
      return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc, "tonykoval logs are four-player shogi");
    if (!start()) return {std::nullopt, std::move(diags_)};
    if (!check_headers()) return {std::nullopt, std::move(diags_)};
    report_lost_fields();
    std::vector<std::string> moves;
    for (const Entry& e : r_.entries) {
      std::optional<std::string> m = move(e);
      if (!m && has_error(diags_)) return {std::nullopt, std::move(diags_)};
      if (m) moves.push_back(*m);
    }
    std::string out = is_room() ? room_json(moves) : list_json(moves, "");
    return {out + "\n", std::move(diags_)};
  }

 private:
  // An error that ends the writing, kept until write() returns (fail() hands the list over).
  void error(FormatCode code, SourceLocation loc, const std::string& message) {
    diags_.push_back({"", loc.line, loc.column, Severity::Error, code, message});
  }

  const HeaderField* header(const std::string& key) const {
    for (const HeaderField& h : r_.headers)
      if (h.key == key) return &h;
    return nullptr;
  }
  bool known_header(const std::string& key) const {
    for (const char* k : {kRoomId, kStatus, kCurrentPlayer, kMode})
      if (key == k) return true;
    for (int s = 0; s < kSeats; ++s) {
      if (key == bot_key(s)) return true;
      for (const char* f : {"alive", "isBot", "botLevel", "hand"})
        if (key == player_key(s, f)) return true;
    }
    return false;
  }

  bool start() {
    if (!r_.start) return first_mover_ok();
    NotationError e;
    auto pos = parse_position(yonin_variant(), *r_.start, e);
    auto seats = pos ? joined_seats(*pos) : std::nullopt;
    if (!seats) {
      error(FormatCode::FORMAT_BAD_POSITION, r_.start_loc,
            "a tonykoval game starts from the start position, with the seats that never joined "
            "out (docs/formats/tonykoval.md)");
      return false;
    }
    joined_ = *seats;
    return first_mover_ok();
  }
  bool first_mover_ok() {
    Seat first = room_start(joined_).to_move();
    if (!r_.first_mover || *r_.first_mover == first) return true;
    error(FormatCode::FORMAT_BAD_VALUE, r_.first_mover_loc,
          std::string("a tonykoval game starts with the first seat that joined (") +
              seat_name(first) + ")");
    return false;
  }

  bool bad_header(const HeaderField& h, const std::string& expected) {
    error(FormatCode::FORMAT_BAD_VALUE, h.loc,
          "header " + h.key + " '" + excerpt(h.value) + "' is not " + expected);
    return false;
  }
  bool check_headers() {
    for (const HeaderField& h : r_.headers) {
      auto in = [&](const auto& names) {
        for (const char* n : names)
          if (h.value == n) return true;
        return false;
      };
      if (h.key == kStatus && !in(kStatuses)) return bad_header(h, "waiting, playing or finished");
      if (h.key == kMode && !in(kModes)) return bad_header(h, "inherit, hand or scatter");
      if (h.key == kCurrentPlayer &&
          !(h.value.size() == 1 && h.value[0] >= '0' && h.value[0] <= '3'))
        return bad_header(h, "a seat 0 to 3");
      const bool flag = h.key.ends_with(".alive") || h.key.ends_with(".isBot");
      if (known_header(h.key) && flag && h.value != "true" && h.value != "false")
        return bad_header(h, "true or false");
      if (known_header(h.key) && h.key.ends_with(".hand") && !hand_json(h.value))
        return bad_header(h, "four counts 0 to 99 (\"0 2 0 1\")");
    }
    return true;
  }
  static std::optional<std::string> hand_json(const std::string& counts) {
    std::string out = "{";
    std::size_t at = 0;
    for (int t = 0; t < 4; ++t) {
      std::size_t end = counts.find(' ', at);
      std::string n = counts.substr(at, end == std::string::npos ? end : end - at);
      if (n.empty() || n.size() > 2 || n.find_first_not_of("0123456789") != std::string::npos ||
          (n.size() == 2 && n[0] == '0') || (t < 3) == (end == std::string::npos))
        return std::nullopt;
      out += std::string(t ? ", " : "") + "\"" + std::to_string(t) + "\": " + n;
      at = end + 1;
    }
    return out + "}";
  }

  void report_lost_fields() {
    // A log is read back with profile tonykoval whatever it was written from: a record under
    // another profile, or none (the variant's default), changes rules silently otherwise
    // (issue 26).
    if (r_.profile != "tonykoval")
      lossy(r_.loc, "the profile '" +
                        (r_.profile.empty() ? std::string("(the variant's default)") : r_.profile) +
                        "' (its logs are read with profile tonykoval)");
    if (!r_.options.empty()) lossy(r_.options.front().loc, "profile options");
    if (r_.event.value) lossy(r_.event.loc, "the event");
    if (r_.date.value) lossy(r_.date.loc, "the date");
    if (r_.site.value) lossy(r_.site.loc, "the site");
    if (r_.comment) lossy(r_.loc, "a comment");
    for (const HeaderField& h : r_.headers)
      if (!known_header(h.key)) lossy(h.loc, "the header '" + h.key + "'");
  }

  std::optional<std::string> move(const Entry& e) {
    if (e.comment) lossy(e.loc, "a comment");
    if (e.time_ms) lossy(e.loc, "a move's time");
    if (e.bookmark) lossy(e.loc, "a bookmark");
    if (!e.branches.empty()) lossy(e.loc, "variations");
    if (e.type != EntryType::Move) {
      lossy(e.loc, std::string("the event '") + entry_type_name(e.type) + "'");
      return std::nullopt;
    }
    NotationError err;
    auto m = parse_move(yonin_variant(), e.move, err);
    if (!m) {
      error(FormatCode::FORMAT_BAD_MOVE, e.move_loc, e.move + ": " + err.message);
      return std::nullopt;
    }
    const std::string player = std::to_string(index(e.seat));
    std::string out;
    if (m->is_drop())
      out = "{\"type\": \"drop\", \"player\": " + player +
            ", \"pieceType\": " + std::to_string(*piece_type_of(m->dropped())) +
            ", \"to\": " + square_json(m->to());
    else
      out = "{\"type\": \"move\", \"player\": " + player + ", \"from\": " + square_json(m->from()) +
            ", \"to\": " + square_json(m->to()) +
            ", \"promote\": " + (m->promotes() ? "true" : "false");
    if (const HeaderField* b = header(bot_key(index(e.seat))))
      out += ", \"bot\": " + json_quoted(b->value);
    return out + "}";
  }

  bool is_room() const {
    if (joined_ != 0xF || !r_.players.empty() || r_.result) return true;
    for (const HeaderField& h : r_.headers)
      if (known_header(h.key) && !h.key.starts_with("bot[")) return true;
    return false;
  }

  static std::string list_json(const std::vector<std::string>& items, const std::string& indent) {
    if (items.empty()) return "[]";
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
      out += (i ? ",\n" : "\n") + indent + "  " + items[i];
    return out + "\n" + indent + "]";
  }

  std::string player(int s) const {
    std::string name;
    for (const Player& p : r_.players)
      if (index(p.seat) == s) name = p.name;
    std::string out = "{\"id\": " + std::to_string(s) + ", \"name\": " + json_quoted(name) +
                      ", \"connected\": " + ((joined_ >> s) & 1 ? "true" : "false");
    for (const char* f : {"alive", "isBot"})
      if (const HeaderField* h = header(player_key(s, f)))
        out += ", \"" + std::string(f) + "\": " + h->value;
    if (const HeaderField* h = header(player_key(s, "botLevel")))
      out += ", \"botLevel\": " + json_quoted(h->value);
    if (const HeaderField* h = header(player_key(s, "hand")))
      out += ", \"hand\": " + *hand_json(h->value);
    return out + "}";
  }

  std::string winner() {
    if (!r_.result) return "null";
    const ClaimedResult& c = r_.result.value();
    std::optional<Seat> first;
    int firsts = 0;
    for (const RankingEntry& e : c.ranking)
      if (e.place == 1) {
        first = e.seat;
        ++firsts;
      }
    if (firsts > 1) lossy(c.loc, "a shared first place");
    if (c.ranking.size() > static_cast<std::size_t>(firsts))
      lossy(c.loc, "the places below the winner");
    if (!c.eliminations.empty()) lossy(c.loc, "the eliminations");
    if (c.reason_stated && !(c.reason == EndReason::LastSurvivor && firsts == 1))
      lossy(c.loc, std::string("the end reason '") + end_reason_name(c.reason) + "'");
    if (c.ending != Ending::None)
      lossy(c.loc, std::string("the ending '") + ending_name(c.ending) + "'");
    return firsts == 1 ? std::to_string(index(*first)) : "null";
  }

  std::string room_json(const std::vector<std::string>& moves) {
    std::string out = "{\n";
    if (const HeaderField* h = header(kRoomId))
      out += "  \"roomId\": " + json_quoted(h->value) + ",\n";
    if (const HeaderField* h = header(kStatus))
      out += "  \"status\": " + json_quoted(h->value) + ",\n";
    if (const HeaderField* h = header(kCurrentPlayer))
      out += "  \"currentPlayer\": " + h->value + ",\n";
    if (const HeaderField* h = header(kMode)) out += "  \"mode\": " + json_quoted(h->value) + ",\n";
    std::vector<std::string> players;
    for (int s = 0; s < kSeats; ++s) players.push_back(player(s));
    out += "  \"players\": " + list_json(players, "  ") + ",\n";
    out += "  \"moves\": " + list_json(moves, "  ") + ",\n";
    return out + "  \"winner\": " + winner() + "\n}";
  }

  const Record& r_;
  std::uint8_t joined_ = 0xF;
};

}  // namespace

WriteResult write_tonykoval(const Record& record) { return Writer(record).write(); }

}  // namespace kifukit
