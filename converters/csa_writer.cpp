// CSA writer: V2.2, or V3.0 when a time has milliseconds. The start is `PI` (with the removals of
// a handicap) when it is one, else the nine rows and the hands.
#include <cstdio>

#include "converters/csa_format.hpp"
#include "converters/kif_common.hpp"
#include "converters/shogi_board.hpp"
#include "converters/shogi_names.hpp"
#include "converters/writer_diagnostics.hpp"
#include "formats/notation.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

class CsaWriter : WriterDiagnostics {
 public:
  explicit CsaWriter(const Record& r) : WriterDiagnostics("CSA"), r_(r) {}

  WriteResult write() {
    if (r_.variant != "standard")
      return fail(FormatCode::FORMAT_BAD_VALUE, r_.loc, "CSA holds standard shogi only");
    auto start = standard_position(r_.start);
    if (!start) return fail(FormatCode::FORMAT_BAD_POSITION, r_.start_loc, start.error);
    bool ms = false;
    for (const Entry& e : r_.entries) ms |= e.time_ms && *e.time_ms % 1000;
    out_ += ms ? "V3.0\n" : "V2.2\n";
    report_trimmed_headers(
        r_, [this](SourceLocation loc, const std::string& what) { lossy(loc, what); });
    // N+ before N-, as the CSA standard lists them and json-kifu-format's grammar requires
    // (a handicap KIF names 上手, gote, first; tests/data/oracle).
    for (Seat seat : {Seat::South, Seat::North})
      for (const Player& p : r_.players)
        if (p.seat == seat)
          out_ += (seat == Seat::South ? "N+" : "N-") + one_line(p.name, p.loc) + "\n";
    if (r_.event.value) out_ += "$EVENT:" + one_line(*r_.event.value, r_.event.loc) + "\n";
    if (r_.site.value) out_ += "$SITE:" + one_line(*r_.site.value, r_.site.loc) + "\n";
    if (r_.date.value) out_ += "$START_TIME:" + one_line(*r_.date.value, r_.date.loc) + "\n";
    for (const HeaderField& h : r_.headers) header(h);
    if (r_.comment) comment(*r_.comment, r_.loc);
    position(*start);
    ShogiBoard board(*start);
    for (const Entry& e : r_.entries)
      if (!entry(e, board)) return {std::nullopt, std::move(diags_)};
    ending();
    return {std::move(out_), std::move(diags_)};
  }

 private:
  void header(const HeaderField& h) {
    if (!h.key.empty() && h.key[0] == '$' && h.key.find(':') == std::string::npos) {
      out_ += h.key + ":" + one_line(h.value, h.loc) + "\n";
      return;
    }
    for (const CsaHeaderKey& k : kCsaHeaderKeys)
      if (k.kif == h.key) {
        out_ += "$" + std::string(k.csa) + ":" + one_line(h.value, h.loc) + "\n";
        return;
      }
    lossy(h.loc, "the header '" + h.key + "'");
  }
  void comment(const std::string& text, SourceLocation loc) {
    std::size_t start = 0;
    for (;;) {
      std::size_t end = text.find('\n', start);
      std::string part = text.substr(start, end == std::string::npos ? end : end - start);
      if (!comment_line_text(part) && !cr_reported_) {
        cr_reported_ = true;
        lossy(loc, "a carriage return ending a comment line");
      }
      out_ += "'*" + part + "\n";
      if (end == std::string::npos) break;
      start = end + 1;
    }
  }

  void position(const Position& start) {
    const Handicap* h = handicap_of_sfen(format_sfen(start));
    if (h && start.ply() == 0) {
      out_ += "PI" + std::string(h->csa) + "\n";
    } else {
      if (start.ply() > 0) lossy(r_.start_loc, "the start position's move number");
      for (int rank = 1; rank <= 9; ++rank) {
        out_ += "P" + std::to_string(rank);
        for (int file = 9; file >= 1; --file) {
          Piece p = start.at(make_square(file, rank));
          if (p.empty())
            out_ += " * ";
          else
            out_ += (p.facing() == facing_of(Seat::South) ? "+" : "-") +
                    std::string(csa_piece_code(p.kind()));
        }
        out_ += "\n";
      }
      for (Seat s : {Seat::South, Seat::North}) {
        std::string hand;
        for (Kind k : {Kind::Rook, Kind::Bishop, Kind::Gold, Kind::Silver, Kind::Knight,
                       Kind::Lance, Kind::Pawn})
          for (int n = start.hand(s, k); n > 0; --n) hand += "00" + std::string(csa_piece_code(k));
        if (!hand.empty()) out_ += (s == Seat::South ? "P+" : "P-") + hand + "\n";
      }
    }
    out_ += start.to_move() == Seat::South ? "+\n" : "-\n";
  }

  bool entry(const Entry& e, ShogiBoard& board) {
    if (!e.branches.empty() && !branches_reported_) {
      branches_reported_ = true;
      lossy(e.loc, "variations");
    }
    if (e.bookmark) lossy(e.loc, "a bookmark");
    if (e.type == EntryType::Move) {
      NotationError err;
      auto m = parse_move(standard_variant(), e.move, err);
      if (!m) {
        fail(FormatCode::FORMAT_BAD_MOVE, e.move_loc, "bad move '" + e.move + "': " + err.message);
        return false;
      }
      // The move as recorded, illegal or not (issue 25): its seat, and the piece the board or
      // the record's own notation names; only a move whose piece nothing names is refused.
      const Seat mover = e.seat;
      const std::optional<Kind> piece = piece_to_name(board, e, *m);
      if (!piece) {
        fail(FormatCode::FORMAT_BAD_MOVE, e.move_loc, e.move + ": no piece on the origin to name");
        return false;
      }
      Kind after = *piece;
      std::string from = "00";
      if (!m->is_drop()) {
        if (m->promotes() && kind_def(*piece).promotes_to != Kind::None)
          after = kind_def(*piece).promotes_to;
        from = std::to_string(file_of(m->from())) + std::to_string(rank_of(m->from()));
      }
      board.play(*m);
      out_ += (mover == Seat::South ? "+" : "-") + from + std::to_string(file_of(m->to())) +
              std::to_string(rank_of(m->to())) + std::string(csa_piece_code(after));
    } else if (e.type == EntryType::AgreeDraw) {
      lossy(e.loc, "an agreed draw");
      out_ += "%CHUDAN";
    } else {
      out_ += special_of_entry(e.type).csa;
    }
    time(e);
    out_ += "\n";
    if (e.comment) comment(*e.comment, e.loc);
    return true;
  }

  void time(const Entry& e) {
    if (!e.time_ms) return;
    char buffer[40];
    long long t = *e.time_ms;
    if (t % 1000)
      std::snprintf(buffer, sizeof buffer, ",T%lld.%03lld", t / 1000, t % 1000);
    else
      std::snprintf(buffer, sizeof buffer, ",T%lld", t / 1000);
    out_ += buffer;
  }

  void ending() {
    if (const std::string beside = ending_beside_event_loss(r_, r_.entries, true); !beside.empty())
      lossy(r_.result->loc, beside);
    if (!r_.entries.empty() && r_.entries.back().type != EntryType::Move) return;
    std::string lost;
    const SpecialMove* s = ending_special(r_, r_.entries, true, &lost);
    if (s && !s->csa.empty())
      out_ += std::string(s->csa) + "\n";
    else if (s)
      lossy(r_.result->loc, "the ending " + std::string(s->kif));
    if (!lost.empty()) lossy(r_.result->loc, lost);
  }

  const Record& r_;
  std::string out_;
  bool branches_reported_ = false;
  bool cr_reported_ = false;
};

}  // namespace

WriteResult write_csa(const Record& record) { return CsaWriter(record).write(); }

}  // namespace kifukit
