// CSA reader: version, `N+`/`N-` names, `$KEY:value` headers, the start (`PI` with removals,
// `P1`-`P9` rows, `P+`/`P-` placements and hands, `+`/`-` side to move), moves `+7776FU` with
// `T` times (V3.0: milliseconds), comments `'`, `%` special moves, games separated by `/`.
// Statements may share a line separated by commas. Moves are played on a board as they are
// read, so a move from an empty square is a located error here.
#include <algorithm>
#include <array>
#include <cctype>

#include "converters/csa_format.hpp"
#include "converters/csa_statements.hpp"
#include "converters/kif_common.hpp"
#include "converters/line_cursor.hpp"
#include "converters/line_tree.hpp"
#include "converters/piece_board.hpp"
#include "converters/shogi_names.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

using Statement = CsaStatement;

// A board move's text (`7g7f`, `2c2b+`) from its statement `+7776FU`: the file digits as
// written, each rank digit as its letter (USI's squares: words::write_letter_square for files
// 1-9). About 50 a move less than formatting the Move (file_of, rank_of, the ten-file test).
void assign_board_move(std::string& out, std::string_view t, bool promote) {
  constexpr char kRankLetter = 'a' - '1';
  const char text[8] = {t[1], static_cast<char>(t[2] + kRankLetter), t[3],
                        static_cast<char>(t[4] + kRankLetter), '+'};
  assign_eight(out, text, promote ? 5 : 4);
}

class CsaReader {
 public:
  CsaReader(std::string_view text, const std::string& file)
      : statements_(text), file_(file), standard_(standard_variant()) {}

  CsaGames read() {
    CsaGames out;
    while (!statements_.done()) {
      try {
        std::optional<Record> r = game(out.games.size());
        if (r) out.games.push_back(std::move(*r));
      } catch (const FormatError& e) {
        out.diagnostics.push_back(to_diagnostic(e, file_));
        return out;
      }
    }
    if (out.games.empty())
      out.diagnostics.push_back(
          {file_, 1, 1, Severity::Error, FormatCode::FORMAT_EMPTY, "no game in the file"});
    return out;
  }

 private:
  std::optional<Record> game(std::size_t games_read) {
    Statement s;
    if (!statements_.next(s)) return std::nullopt;
    // A game costs about a kilobyte before its first move: 10^6 games of `+` and `/` (4 MB) took
    // 1.1 GB and 18 s (issue 26).
    if (games_read >= kMaxGames)
      fail(s, FormatCode::FORMAT_TOO_LARGE,
           "more than " + std::to_string(kMaxGames) + " games in one file");
    Record r;
    r.variant = "standard";
    r.loc = {s.at.line(), 1};
    const bool more = start_position(s, r);
    moves(s, more, r);
    return r;
  }

  [[noreturn]] static void fail(const Statement& s, FormatCode code, const std::string& message,
                                std::size_t column_offset = 0) {
    throw FormatError(code, s.at.loc_at(s.at.offset() + column_offset), message);
  }

  // Everything before the first move, from `s` on: version, names, headers, comments, the
  // position. True when `s` is then the first statement after them.
  bool start_position(Statement& s, Record& r) {
    KifHeaders ignored;
    bool pi = false, rows = false, turn = false, plain_pi = false;
    SourceLocation pi_loc;
    std::array<std::string, 81> board;  // SFEN letters by (rank - 1) * 9 + (9 - file)
    std::array<std::array<int, 16>, 2> hands{};
    std::optional<Seat> to_move;
    SourceLocation position_loc;
    bool more = true;
    for (; more; more = statements_.next(s)) {
      std::string_view t = s.text;
      if (t[0] == '\'') {
        comment(t, r.entries, r);
        continue;
      }
      if (t[0] == 'V') continue;  // V2, V2.2, V3.0: all read alike
      if (t.substr(0, 2) == "N+" || t.substr(0, 2) == "N-") {
        store_kif_header(r, ignored, t[1] == '+' ? "先手" : "後手", t.substr(2), s.at.loc(),
                         s.at.loc_at(s.at.offset() + 2));
        continue;
      }
      if (t[0] == '$') {
        header(s, r);
        continue;
      }
      if (t.substr(0, 2) == "PI") {
        if (pi || rows)
          fail(s, FormatCode::FORMAT_BAD_POSITION,
               pi ? "a second PI line: the start is given once" : "PI after P1-P9 rows");
        pi = true;
        pi_loc = s.at.loc();
        if (position_loc.line == 0) position_loc = s.at.loc();
        plain_pi = t.size() == 2;  // no removals: the board is built only if something changes it
        if (!plain_pi) {
          hirate(board);
          removals(s, board);
        }
        continue;
      }
      if (t.size() >= 2 && t[0] == 'P' && t[1] >= '1' && t[1] <= '9') {
        if (pi) fail(s, FormatCode::FORMAT_BAD_POSITION, "a P1-P9 row after PI");
        if (position_loc.line == 0) position_loc = s.at.loc();
        rows = true;
        row(s, board, t[1] - '0');
        continue;
      }
      if (t.substr(0, 2) == "P+" || t.substr(0, 2) == "P-") {
        if (position_loc.line == 0) position_loc = s.at.loc();
        if (plain_pi) hirate(board);
        plain_pi = false;
        placements(s, board, hands);
        continue;
      }
      if (t == "+" || t == "-") {
        turn = true;
        to_move = t == "+" ? Seat::South : Seat::North;
        continue;
      }
      break;  // a move, a special move, a time: the moves begin
    }
    (void)turn;
    if (position_loc.line == 0 && !to_move) {
      return more;  // no position at all: the standard start (files with moves only)
    }
    // No position, or `PI` alone (most files), with sente to move: the standard start.
    const bool hirate_board = position_loc.line == 0 || plain_pi;
    if (hirate_board && to_move.value_or(Seat::South) == Seat::South) return more;
    if (hirate_board) hirate(board);
    std::string sfen = sfen_of(board, hands, to_move.value_or(Seat::South));
    if (sfen == kStandardStartSfen) return more;  // `PI` and `+`, most files: a position already
    NotationError e;
    if (!parse_sfen(standard_variant(), sfen, e, SetupCheck::Skip))
      throw FormatError(FormatCode::FORMAT_BAD_POSITION, position_loc.line ? position_loc : r.loc,
                        "the start position is not a shogi position: " + e.message);
    r.start = sfen;
    r.start_loc = position_loc.line ? position_loc : r.loc;
    r.start_loc.derived = true;
    return more;
  }

  static void comment(std::string_view t, std::vector<Entry>& line, Record& r) {
    if (t.substr(0, 14) == "'CSA encoding=") return;  // V3.0's encoding line: not a comment
    std::string_view text = t.substr(1);
    if (text.substr(0, 1) == "*") text.remove_prefix(1);
    attach_comment(line, r, true, text);
  }

  static void header(const Statement& s, Record& r) {
    std::string_view t = s.text;
    std::size_t colon = t.find(':');
    if (colon == std::string_view::npos)
      fail(s, FormatCode::FORMAT_SYNTAX, "a header is written $KEY:value");
    // Values padded as KIF's are (a converted Kifu for Windows header) are trimmed like theirs.
    std::string_view key = t.substr(1, colon - 1), value = trim(t.substr(colon + 1));
    SourceLocation key_loc = s.at.loc(),
                   value_loc = s.at.loc_at(s.at.offset() +
                                           static_cast<std::size_t>(value.data() - t.data()));
    auto field = [&](TextField& f) {
      if (f.value) return false;
      f.value = std::string(value);
      f.loc = value_loc;
      return true;
    };
    if ((key == "EVENT" && field(r.event)) || (key == "SITE" && field(r.site)) ||
        (key == "START_TIME" && field(r.date)))
      return;
    for (const CsaHeaderKey& k : kCsaHeaderKeys)
      if (k.csa == key) {
        r.headers.push_back({std::string(k.kif), std::string(value), key_loc});
        return;
      }
    r.headers.push_back({"$" + std::string(key), std::string(value), key_loc});
  }

  static void hirate(std::array<std::string, 81>& board) {
    board = {};
    const char* ranks[9] = {"lnsgkgsnl", ".r.....b.", "ppppppppp", ".........", ".........",
                            ".........", "PPPPPPPPP", ".B.....R.", "LNSGKGSNL"};
    for (int rank = 0; rank < 9; ++rank)
      for (int k = 0; k < 9; ++k)
        if (ranks[rank][k] != '.') board[rank * 9 + k] = std::string(1, ranks[rank][k]);
  }

  static int cell(int file, int rank) { return (rank - 1) * 9 + (9 - file); }

  // `PI82HI22KA`: the pieces on these squares are taken off.
  static void removals(const Statement& s, std::array<std::string, 81>& board) {
    std::string_view t = s.text;
    for (std::size_t k = 2; k < t.size(); k += 4) {
      if (k + 4 > t.size()) fail(s, FormatCode::FORMAT_SYNTAX, "PI removals are like 82HI", k);
      int file = t[k] - '0', rank = t[k + 1] - '0';
      auto kind = csa_kind(t.substr(k + 2, 2));
      if (file < 1 || file > 9 || rank < 1 || rank > 9 || !kind)
        fail(s, FormatCode::FORMAT_BAD_SQUARE, "PI removals are like 82HI", k);
      std::string& c = board[cell(file, rank)];
      char letter = kind_def(*kind).letter;
      if (c.empty() || (c[0] != letter && c[0] != letter - 'A' + 'a'))
        fail(s, FormatCode::FORMAT_BAD_POSITION,
             "PI removes " + std::string(t.substr(k, 4)) + " but the square does not hold it", k);
      c.clear();
    }
  }

  // `P1-KY-KE * ...`: nine cells of three characters.
  static void row(const Statement& s, std::array<std::string, 81>& board, int rank) {
    std::string_view t = s.text;
    for (int k = 0; k < 9; ++k) {
      std::size_t at = 2 + static_cast<std::size_t>(k) * 3;
      std::string_view c = t.substr(std::min(at, t.size()), 3);
      int file = 9 - k;
      if (c == " * " || (c.size() == 2 && c == " *")) {
        board[cell(file, rank)].clear();
        continue;
      }
      auto kind = c.size() == 3 ? csa_kind(c.substr(1)) : std::nullopt;
      if (!kind || (c[0] != '+' && c[0] != '-'))
        fail(s, FormatCode::FORMAT_BAD_POSITION, "a row cell is ' * ', +FU, -KY, ...", at);
      board[cell(file, rank)] = letters(*kind, c[0] == '-');
    }
  }

  static std::string letters(Kind k, bool gote) {
    const KindDef& d = kind_def(k);
    std::string out = d.promoted ? "+" : "";
    out += gote ? static_cast<char>(d.letter - 'A' + 'a') : d.letter;
    return out;
  }

  // `P+63FU` puts a piece on the board, `P-00KA` in hand, `P+00AL` every remaining piece in hand.
  static void placements(const Statement& s, std::array<std::string, 81>& board,
                         std::array<std::array<int, 16>, 2>& hands) {
    std::string_view t = s.text;
    const bool gote = t[1] == '-';
    for (std::size_t k = 2; k < t.size(); k += 4) {
      if (k + 4 > t.size()) fail(s, FormatCode::FORMAT_SYNTAX, "placements are like 63FU", k);
      std::string_view sq = t.substr(k, 2), code = t.substr(k + 2, 2);
      if (sq == "00" && code == "AL") {
        all_to_hand(board, hands, gote ? 1 : 0);
        continue;
      }
      auto kind = csa_kind(code);
      if (!kind) fail(s, FormatCode::FORMAT_BAD_POSITION, "unknown piece " + std::string(code), k);
      if (sq == "00") {
        if (kind_def(*kind).promoted || *kind == Kind::King)
          fail(s, FormatCode::FORMAT_BAD_POSITION, "only unpromoted pieces are held", k);
        ++hands[gote ? 1 : 0][index(*kind)];
        continue;
      }
      int file = sq[0] - '0', rank = sq[1] - '0';
      if (file < 1 || file > 9 || rank < 1 || rank > 9)
        fail(s, FormatCode::FORMAT_BAD_SQUARE, "a square is two digits 11-99 (00 = hand)", k);
      board[cell(file, rank)] = letters(*kind, gote);
    }
  }

  static void all_to_hand(const std::array<std::string, 81>& board,
                          std::array<std::array<int, 16>, 2>& hands, int side) {
    constexpr std::pair<Kind, int> kTotals[] = {
        {Kind::Rook, 2},   {Kind::Bishop, 2}, {Kind::Gold, 4}, {Kind::Silver, 4},
        {Kind::Knight, 4}, {Kind::Lance, 4},  {Kind::Pawn, 18}};
    for (auto [kind, total] : kTotals) {
      const KindDef& d = kind_def(kind);
      int used = 0;
      for (const std::string& c : board) {
        if (c.empty()) continue;
        char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(c.back())));
        if (letter == d.letter) ++used;
      }
      used += hands[1 - side][index(kind)];
      hands[side][index(kind)] = std::max(0, total - used);
    }
  }

  static std::string sfen_of(const std::array<std::string, 81>& board,
                             const std::array<std::array<int, 16>, 2>& hands, Seat to_move) {
    std::string out;
    for (int rank = 0; rank < 9; ++rank) {
      if (rank) out += '/';
      int empty = 0;
      for (int k = 0; k < 9; ++k) {
        const std::string& c = board[rank * 9 + k];
        if (c.empty()) {
          ++empty;
          continue;
        }
        if (empty) out += std::to_string(empty);
        empty = 0;
        out += c;
      }
      if (empty) out += std::to_string(empty);
    }
    out += to_move == Seat::South ? " b " : " w ";
    std::string h;
    for (int side = 0; side < 2; ++side)
      for (Kind k : {Kind::Rook, Kind::Bishop, Kind::Gold, Kind::Silver, Kind::Knight, Kind::Lance,
                     Kind::Pawn}) {
        int n = hands[side][index(k)];
        if (!n) continue;
        if (n > 1) h += std::to_string(n);
        h += side == 0 ? kind_def(k).letter : static_cast<char>(kind_def(k).letter - 'A' + 'a');
      }
    return out + (h.empty() ? "-" : h) + " 1";
  }

  // The moves, from `s` on when `more`.
  void moves(Statement& s, bool more, Record& r) {
    auto start = standard_position(r.start);
    if (!start) throw FormatError(FormatCode::FORMAT_BAD_POSITION, r.start_loc, start.error);
    PieceBoard board(*start);
    // The entries are built in place and never moved: at least one for each move the game's text
    // can hold, and the special move's.
    const std::size_t moves_at_most = more ? statements_.moves_at_most(s) : 0;
    r.entries.reserve(std::min(moves_at_most + 1, kMaxEntries + 1));
    bool ended = false;
    std::string_view ended_by;  // the special move that ended the game
    for (; more; more = statements_.next(s)) {
      std::string_view t = s.text;
      if (t[0] == '\'') {
        comment(t, r.entries, r);
        continue;
      }
      if (t[0] == 'T') {
        if (r.entries.empty() && !ended)
          fail(s, FormatCode::FORMAT_SYNTAX, "a time T... follows a move");
        std::int64_t ms = time(s);
        if (!ended || (!r.entries.empty() && r.entries.back().type != EntryType::Move))
          r.entries.back().time_ms = ms;
        continue;
      }
      // The same special move again (shogi-server writes the client's `%KACHI` and then its
      // own) repeats the ending; anything else after the ending is an error.
      if (ended && t == ended_by) continue;
      if (ended)
        fail(s, FormatCode::FORMAT_SYNTAX, "a move after the special move that ended the game");
      if (t[0] == '%') {
        special(s, board, r);
        ended = true;
        ended_by = t;
        continue;
      }
      if (t[0] == '+' || t[0] == '-') {
        move(s, board, r);
        // Most of a game: move lines one after another, each read at once.
        std::string_view line;
        int number = 0;
        while (statements_.next_move(line, number)) add_move(line, {number, 1}, board, r);
        continue;
      }
      if (t[0] == 'P' || t.substr(0, 2) == "PI" || t[0] == 'N' || t[0] == '$' || t[0] == 'V')
        fail(s, FormatCode::FORMAT_SYNTAX, "this belongs before the first move");
      fail(s, FormatCode::FORMAT_SYNTAX, "expected a move like +7776FU, a time T12 or %TORYO");
    }
  }

  static std::int64_t time(const Statement& s) {
    LineCursor c = s.at;
    c.eat("T");
    auto seconds = c.number(12);
    std::optional<long long> millis = 0;
    if (seconds && c.eat(".")) {
      std::size_t before = c.offset();
      millis = c.number(3);
      if (millis && c.offset() - before < 3) *millis *= c.offset() - before == 1 ? 100 : 10;
    }
    if (!seconds || !millis || c.offset() != s.at.offset() + s.text.size())
      fail(s, FormatCode::FORMAT_SYNTAX, "expected a time like T12 or T12.345");
    return *seconds * 1000 + *millis;
  }

  // `+7776FU`: recorded as written, the seat from its sign and the piece after the move as a
  // claim (the validator judges both: ILLEGAL_NOT_YOUR_TURN, CLAIM_PIECE). The board only says
  // whether the move promotes (the piece on the origin becomes the one named).
  void move(const Statement& s, PieceBoard& board, Record& r) const {
    std::string_view t = s.text;
    if (t.size() != 7) fail(s, FormatCode::FORMAT_BAD_MOVE, "a move is like +7776FU");
    for (std::size_t k = 1; k <= 4; ++k)
      if (t[k] < '0' || t[k] > '9') fail(s, FormatCode::FORMAT_BAD_SQUARE, "squares are digits", k);
    add_move(t, s.at.loc(), board, r);
  }

  // move() for a text of a sign, four digits and two more bytes, which starts at `at`: the
  // common move line comes here straight from CsaStatements::next_move, which has seen its
  // digits, with no statement built for it. Its places are columns on from `at` (the bytes
  // before them are ASCII).
  void add_move(std::string_view t, SourceLocation at, PieceBoard& board, Record& r) const {
    auto fail_at = [&](FormatCode code, const std::string& message, int column_offset) {
      throw FormatError(code, {at.line, at.column + column_offset}, message);
    };
    const int ff = t[1] - '0', fr = t[2] - '0', tf = t[3] - '0', tr = t[4] - '0';
    auto kind = csa_kind(t.substr(5, 2));
    if (!kind) fail_at(FormatCode::FORMAT_BAD_MOVE, "unknown piece " + std::string(t.substr(5)), 5);
    if (tf < 1 || tr < 1) fail_at(FormatCode::FORMAT_BAD_SQUARE, "the destination is 11-99", 3);
    Kind claimed = *kind;
    Move m;
    if (ff == 0 && fr == 0) {
      if (kind_def(*kind).promoted || *kind == Kind::King)
        fail_at(FormatCode::FORMAT_BAD_MOVE, "only unpromoted pieces are dropped", 5);
      m = Move::drop(*kind, make_square(tf, tr));
    } else {
      if (ff < 1 || fr < 1) fail_at(FormatCode::FORMAT_BAD_SQUARE, "the origin is 11-99 or 00", 1);
      Square from = make_square(ff, fr);
      const Piece p = board.at(from);
      // A piece that becomes the one named promotes; the claim is then the piece before it.
      const bool promote =
          !p.empty() && p.kind() != *kind && kind_def(p.kind()).promotes_to == *kind;
      if (promote) claimed = p.kind();
      m = Move::normal(from, make_square(tf, tr), promote);
    }
    board.play(m);  // as far as it can: the validator judges the move
    if (r.entries.size() >= kMaxEntries)
      fail_at(FormatCode::FORMAT_TOO_LARGE, "more than " + std::to_string(kMaxEntries) + " moves",
              0);
    // Built in place (an Entry is large to move) with its seat and places.
    Entry& e = r.entries.emplace_back(t[0] == '+' ? Seat::South : Seat::North, at);
    // The claim before the text: set after it, its stores cost about 3 instructions a ply more
    // (measured; the text's char stores may alias any member).
    e.claim.present = true;
    e.claim.promotion_marked = false;
    e.claim.piece = claimed;
    e.claim.piece_loc = at;
    e.claim.piece_loc.column += 5;  // the piece after the two squares
    if (m.is_drop())
      assign_one_letter_drop(e.move, standard_, m);
    else
      assign_board_move(e.move, t, m.promotes());
    // remember_parsed: a drop here is of an unpromoted kind but the king (refused above), one
    // standard shogi holds, so remember's test of the hand is not needed.
    e.parsed.remember_parsed(standard_, e.move, m);
  }

  static void special(const Statement& s, const PieceBoard& board, Record& r) {
    const SpecialMove* sp = csa_special(s.text);
    if (!sp) fail(s, FormatCode::FORMAT_BAD_VALUE, "unknown special move " + std::string(s.text));
    const Seat seat = board.to_move();
    // Every entry before the special move is a move (the one that ends the game is the only
    // event): the count is the size, not a walk over the game's entries.
    r.result = claimed_result(*sp, seat, static_cast<int>(r.entries.size()), s.at.loc());
    if (sp->entry) {
      Entry e;
      e.type = *sp->entry;
      e.seat = seat;
      e.loc = e.move_loc = s.at.loc();
      r.entries.push_back(std::move(e));
    }
  }

  CsaStatements statements_;
  const std::string& file_;
  const Variant& standard_;  // asked once: standard_variant() is a call a move
};

}  // namespace

CsaGames read_csa_games(std::string_view text, const std::string& file) {
  CsaGames out;
  ReadResult first = guarded_read(text, file, [&](const SourceText& src) {
    out = CsaReader(src.text(), file).read();
    return Record{};
  });
  if (!first.record) out.diagnostics = std::move(first.diagnostics);  // the text itself is bad
  return out;
}

ReadResult read_csa(std::string_view text, const std::string& file) {
  CsaGames all = read_csa_games(text, file);
  ReadResult out;
  out.diagnostics = std::move(all.diagnostics);
  if (!has_error(out.diagnostics) && !all.games.empty()) {
    out.record = std::move(all.games.front());
    if (all.games.size() > 1)
      out.diagnostics.push_back({file, 1, 1, Severity::Warning, FormatCode::FORMAT_LOSSY,
                                 "the file holds " + std::to_string(all.games.size()) +
                                     " games; this reads the first (validate reads them all)"});
  }
  return out;
}

}  // namespace kifukit
