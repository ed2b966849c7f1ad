// KIF writer: every move replayed on a ShogiBoard so it can name the moving piece; variations
// after their line, later branch points first (the order the reader, and Kakinoki's programs,
// resolve 変化：N手 by). A move that declines promotion is written without 不成, as Kifu for
// Windows writes it: the origin already says the piece stays unpromoted, and tsshogi 2.2 stops
// reading a KIF game at a 不成 (issue 25). The reader still accepts 不成.
#include <array>
#include <cstdio>

#include "converters/kif_common.hpp"
#include "converters/kif_family_writer.hpp"
#include "converters/kif_format.hpp"
#include "converters/shogi_board.hpp"
#include "converters/shogi_names.hpp"
#include "formats/notation.hpp"
#include "notation/move_words.hpp"
#include "notation/seat_words.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

class KifWriter : KifFamilyWriter {
 public:
  explicit KifWriter(const Record& r) : KifFamilyWriter("KIF"), r_(r) {}

  WriteResult write() {
    if (r_.variant != "standard")
      return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc,
                  "KIF holds standard shogi only, not " + r_.variant);
    auto start = standard_position(r_.start);
    if (!start) return fail(FormatCode::FORMAT_BAD_POSITION, r_.start_loc, start.error);
    if (!r_.profile.empty() && r_.profile != "standard") lossy(r_.loc, "the profile " + r_.profile);
    if (!r_.options.empty()) lossy(r_.options[0].loc, "profile options");
    out_ += "# KIF形式棋譜ファイル written by kifukit\n";
    write_kif_headers(r_, out_, true, one_line_fn(), is_kif_move_line, lossy_fn());
    write_kif_start(*start, out_);
    const bool handicap = start->to_move() == Seat::North;
    for (const Player& p : r_.players)
      out_.append(p.seat == Seat::South ? (handicap ? "下手" : "先手")
                                        : (handicap ? "上手" : "後手"))
          .append("：")
          .append(player_name(p))
          .append("\n");
    write_kif_headers(r_, out_, false, one_line_fn(), is_kif_move_line, lossy_fn());
    out_ += "手数----指手---------消費時間--\n";
    if (r_.comment) comment(*r_.comment, r_.loc);
    std::array<std::int64_t, 2> totals{};
    if (!line(r_.entries, 1, ShogiBoard(*start), std::nullopt, totals, true))
      return {std::nullopt, std::move(diags_)};
    return {std::move(out_), std::move(diags_)};
  }

 private:
  std::function<std::string(std::string, SourceLocation)> one_line_fn() {
    return [this](std::string s, SourceLocation loc) { return one_line(std::move(s), loc); };
  }
  std::function<void(SourceLocation, const std::string&)> lossy_fn() {
    return [this](SourceLocation loc, const std::string& what) { lossy(loc, what); };
  }
  void comment(const std::string& text, SourceLocation loc) {
    if (const std::string lost = write_kif_comment(out_, text); !lost.empty()) lossy(loc, lost);
  }
  void number(int ply) {
    std::string n = std::to_string(ply);
    out_ += std::string(n.size() < 4 ? 4 - n.size() : 0, ' ') + n + " ";
  }
  void time(const Entry& e, std::array<std::int64_t, 2>& totals) {
    if (!e.time_ms) return;
    if (*e.time_ms % 1000 && !ms_reported_) {
      ms_reported_ = true;
      lossy(e.loc, "milliseconds of a move's time (KIF counts whole seconds)");
    }
    std::int64_t& total = totals[e.seat == Seat::South ? 0 : 1];
    total += *e.time_ms;
    out_ += "   " + kif_time(*e.time_ms, total);
  }

  // Writes the entries of one line starting at `ply`, then its variations.
  bool line(const std::vector<Entry>& entries, int ply, ShogiBoard board,
            std::optional<Square> last_to, std::array<std::int64_t, 2> totals, bool main) {
    struct Fork {
      std::size_t index;
      ShogiBoard board;
      std::optional<Square> last_to;
      std::array<std::int64_t, 2> totals;
    };
    std::vector<Fork> forks;
    if (const std::string lost = first_move_fork_loss(entries, main); !lost.empty())
      lossy(entries.front().loc, lost);
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const Entry& e = entries[i];
      if (!e.branches.empty()) forks.push_back({i, board, last_to, totals});
      number(ply + static_cast<int>(i));
      if (e.type != EntryType::Move) {
        const SpecialMove& s = special_of_entry(e.type);
        if (e.type == EntryType::AgreeDraw) {
          lossy(e.loc, "an agreed draw");
          out_ += "中断";
        } else {
          out_ += s.kif;
        }
      } else if (!move(e, board, last_to)) {
        return false;
      }
      time(e, totals);
      out_ += "\n";
      if (e.comment) comment(*e.comment, e.loc);
      if (e.bookmark) bookmark(out_, *e.bookmark, e.loc);
    }
    if (const std::string beside = ending_beside_event_loss(r_, entries, main); !beside.empty())
      lossy(r_.result->loc, beside);
    std::string lost;
    if (entries.empty() || entries.back().type == EntryType::Move) {
      if (const SpecialMove* s = kif_ending_special(r_, entries, main, board.to_move(), &lost);
          s && !s->kif.empty()) {
        number(ply + static_cast<int>(entries.size()));
        out_.append(s->kif).append("\n");
      } else if (s) {
        lossy(r_.result->loc, "the ending " + std::string(s->csa));
      }
      if (!lost.empty()) lossy(r_.result->loc, lost);
    }
    for (std::size_t k = forks.size(); k-- > 0;) {
      const Fork& f = forks[k];
      int at = ply + static_cast<int>(f.index);
      for (const std::vector<Entry>& b : entries[f.index].branches) {
        out_ += "\n変化：" + std::to_string(at) + "手\n";
        if (!line(b, at, f.board, f.last_to, f.totals, false)) return false;
      }
    }
    return true;
  }

  bool move(const Entry& e, ShogiBoard& board, std::optional<Square>& last_to) {
    NotationError err;
    auto m = parse_move(standard_variant(), e.move, err);
    if (!m) {
      fail(FormatCode::FORMAT_BAD_MOVE, e.move_loc, "bad move '" + e.move + "': " + err.message);
      return false;
    }
    if (e.seat != board.to_move()) out_of_turn(e, board.to_move());
    const Square to = m->to();
    out_ += last_to == to ? std::string(words::kSameSpaced) : kif_square(to);
    if (m->is_drop()) {
      out_.append(kif_piece_name(m->dropped())).append(words::kDrop);
    } else {
      const std::optional<Kind> piece = piece_to_name(board, e, *m);
      if (!piece) {
        fail(FormatCode::FORMAT_BAD_MOVE, e.move_loc,
             e.move + ": no piece on " + format_square(m->from()) + " to name");
        return false;
      }
      out_.append(kif_piece_name(*piece));
      if (m->promotes()) out_ += words::kPromote;
      out_ += "(" + std::to_string(file_of(m->from())) + std::to_string(rank_of(m->from())) + ")";
    }
    board.play(*m);  // as recorded, illegal or not (issue 25)
    last_to = to;
    return true;
  }

  // KIF writes no seat: a reader gives each move to the side to move, so a move out of turn is
  // read back as the other side's (the validator's ILLEGAL_NOT_YOUR_TURN is lost with it).
  void out_of_turn(const Entry& e, Seat to_move) {
    const Variant& v = standard_variant();
    lossy(e.move_loc, "the seat of " + e.move + " (" + std::string(words::seat_word(v, e.seat)) +
                          " moves on " + std::string(words::seat_word(v, to_move)) +
                          "'s turn; KIF gives each move to the side to move)");
  }

  const Record& r_;
  std::string out_;
  bool ms_reported_ = false;
};

}  // namespace

WriteResult write_kif(const Record& record) { return KifWriter(record).write(); }

}  // namespace kifukit
