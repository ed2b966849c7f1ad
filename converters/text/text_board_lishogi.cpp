#include "converters/text/text_board_lishogi.hpp"

#include <algorithm>
#include <cstdlib>

#include "formats/notation.hpp"
#include "notation/relative_words.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

bool has(const std::vector<Kind>& kinds, Kind k) {
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

bool is_kind(const Variant& v, Kind k, std::initializer_list<const char*> names) {
  return std::any_of(names.begin(), names.end(),
                     [&](const char* n) { return v.kind_named(n) == k; });
}

MoveList legal_moves(const Position& pos, const Profile& profile, Seat seat) {
  Position scratch = pos;
  MoveList legal;
  generate_legal(scratch, seat, profile, legal);
  return legal;
}

// The squares of the seat's other pieces of `kinds` that have a legal move to `to`.
std::vector<Square> others_to(const Position& pos, const MoveList& legal,
                              const std::vector<Kind>& kinds, Square from, Square to) {
  std::vector<Square> out;
  for (Move l : legal)
    if (!l.is_drop() && l.to() == to && l.from() != from && has(kinds, pos.at(l.from()).kind()) &&
        std::find(out.begin(), out.end(), l.from()) == out.end())
      out.push_back(l.from());
  return out;
}

std::string words_for(const Position& pos, const MoveList& legal, const lishogi::Names& names,
                      Seat seat, Move m) {
  const Variant& v = pos.variant();
  const Kind k = pos.at(m.from()).kind();
  const std::vector<Square> others = others_to(pos, legal, names.group(k), m.from(), m.to());
  if (others.empty()) return "";
  return relative_words(seat, is_kind(v, k, {"gold", "silver", "tokin"}),
                        is_kind(v, k, {"lion", "promoted-kirin", "falcon"}), m.from(), m.to(),
                        others);
}

// The legal moves a form names, one per origin (the first middle square by file then rank: the
// jitto `--` names no middle square), before the relative words.
std::vector<Move> matches(const Position& pos, const MoveList& legal, const TextMoveForm& f,
                          const MoveClaim& claim) {
  std::vector<Move> out;
  for (Move l : legal) {
    if (l.is_drop() || (!f.kinds.empty() && !has(f.kinds, pos.at(l.from()).kind()))) continue;
    if (f.origin != kNoSquare && l.from() != f.origin) continue;
    const bool back = l.has_middle() && l.to() == l.from();
    bool fits = false;
    switch (f.lion) {
      case TextMoveForm::Lion::None:
        fits = !l.has_middle() && l.to() == claim.destination &&
               l.promotes() == (claim.promotion == MoveClaim::Promotion::Promote);
        break;
      case TextMoveForm::Lion::Igui:
        fits = back && l.middle() == f.middle && !pos.at(l.middle()).empty();
        break;
      case TextMoveForm::Lion::Jitto:
        fits = back && pos.at(l.middle()).empty();
        break;
      case TextMoveForm::Lion::TwoSteps:
        fits = l.has_middle() && l.middle() == f.middle && l.to() == claim.destination;
        break;
    }
    if (fits) out.push_back(l);
  }
  auto order = [](Square s) { return file_of(s) * 16 + rank_of(s); };
  std::sort(out.begin(), out.end(), [&](Move a, Move b) {
    if (a.from() != b.from()) return order(a.from()) < order(b.from());
    return order(a.middle()) < order(b.middle());
  });
  out.erase(
      std::unique(out.begin(), out.end(), [](Move a, Move b) { return a.from() == b.from(); }),
      out.end());
  return out;
}

// Several passes (`--`, じっと) or igui (居喰い, `獅x!66` for a lion beside a promoted kirin)
// that all leave the same position, its state included, are one move for the record: the
// first of them (by origin, file then rank) is taken. lishogi writes no more than that.
void same_outcome(const Position& pos, const Profile& profile, Seat seat, const TextMoveForm& f,
                  std::vector<Move>& moves) {
  if (moves.size() < 2 || pos.to_move() != seat ||
      (f.lion != TextMoveForm::Lion::Jitto && f.lion != TextMoveForm::Lion::Igui))
    return;
  const Referee referee(profile);
  auto after = [&](Move m) {
    Position p = pos;
    referee.play(p, m);
    return p;
  };
  const Position first = after(moves[0]);
  for (std::size_t i = 1; i < moves.size(); ++i)
    if (!(after(moves[i]) == first)) return;
  moves.resize(1);
}

// matches(), narrowed by the relative words when several pieces fit. Words that are not needed
// (one piece fits) are not held against the move.
std::vector<Move> found(const Position& pos, const Profile& profile, const MoveList& legal,
                        const lishogi::Names& names, Seat seat, const TextMoveForm& f,
                        const MoveClaim& claim) {
  std::vector<Move> out = matches(pos, legal, f, claim);
  if (out.size() > 1 && !f.relative.empty())
    std::erase_if(out, [&](Move m) { return words_for(pos, legal, names, seat, m) != f.relative; });
  same_outcome(pos, profile, seat, f, out);
  return out;
}

std::string origin_list(const std::vector<Move>& moves) {
  std::string out;
  for (std::size_t i = 0; i < moves.size(); ++i)
    out +=
        (i ? (i + 1 == moves.size() ? " and " : ", ") : "") + lishogi::kk_square(moves[i].from());
  return out;
}

// A written capture mark (`x` / `-`) the board contradicts.
std::optional<std::string> mark_mismatch(const Position& pos, const TextMoveForm& f, Move m) {
  auto check = [&](std::optional<bool> mark, Square s) -> std::optional<std::string> {
    if (!mark) return std::nullopt;
    const bool taken = s != m.from() && !pos.at(s).empty();
    if (*mark == taken) return std::nullopt;
    return *mark ? "'x' is written, but " + lishogi::kk_square(s) + " is empty"
                 : "'-' is written, but " + lishogi::kk_square(s) + " holds a piece ('x')";
  };
  if (m.has_middle())
    if (auto bad = check(f.mid_capture, m.middle())) return bad;
  return check(f.capture, m.to());
}

}  // namespace

std::optional<Move> resolve_lishogi(const Position& pos, const Profile& profile, Entry& e,
                                    const TextMoveForm& f, std::optional<Square> previous_to,
                                    const lishogi::Names& names, const std::string& file,
                                    std::vector<Diagnostic>& out) {
  MoveClaim& claim = e.claim;
  auto fail = [&](SourceLocation at, FormatCode code, const std::string& message) {
    out.push_back({file, at.line, at.column, Severity::Error, code, message});
    return std::nullopt;
  };
  if (f.same_as_previous) {
    if (!previous_to)
      return fail(claim.same_loc, FormatCode::FORMAT_BAD_MOVE,
                  "the destination is left out (the last move's), but no move came before");
    claim.destination = *previous_to;
  }
  const MoveList legal = legal_moves(pos, profile, e.seat);
  std::vector<Move> moves = matches(pos, legal, f, claim);
  if (moves.size() > 1 && !f.relative.empty()) {
    const std::size_t several = moves.size();
    std::erase_if(moves,
                  [&](Move m) { return words_for(pos, legal, names, e.seat, m) != f.relative; });
    if (moves.empty())
      return fail(f.relative_loc, FormatCode::FORMAT_MOVE_NO_CANDIDATE,
                  std::to_string(several) + " pieces of " + seat_name(e.seat) +
                      " can make this move, and " + f.relative + " names none of them");
  }
  same_outcome(pos, profile, e.seat, f, moves);
  std::optional<Move> m;
  if (moves.size() == 1) {
    m = moves[0];
  } else if (moves.empty() && f.origin != kNoSquare && f.lion != TextMoveForm::Lion::Jitto) {
    // Not a legal move: built from what is written, for the validator to say why.
    const bool promote = claim.promotion == MoveClaim::Promotion::Promote;
    m = f.lion == TextMoveForm::Lion::None   ? Move::normal(f.origin, claim.destination, promote)
        : f.lion == TextMoveForm::Lion::Igui ? Move::lion(f.origin, f.middle, f.origin)
                                             : Move::lion(f.origin, f.middle, claim.destination);
    // What the move notation refuses (origin = destination, a middle square on the origin) is
    // no move at all, in this notation as in USI: the notation's one check says so.
    NotationError shape;
    if (!parse_move(pos.variant(), format_move(pos.variant(), *m), shape))
      return fail(e.move_loc, FormatCode::FORMAT_BAD_MOVE, shape.message);
  } else if (moves.empty()) {
    return fail(e.move_loc, FormatCode::FORMAT_MOVE_NO_CANDIDATE,
                "no piece of " + std::string(seat_name(e.seat)) + " can make this move under " +
                    profile.name);
  } else {
    return fail(f.relative.empty() ? e.move_loc : f.relative_loc, FormatCode::FORMAT_MOVE_AMBIGUOUS,
                std::to_string(moves.size()) + " pieces of " + seat_name(e.seat) +
                    " can make this move, from " + origin_list(moves) +
                    "; write the origin, like " +
                    std::string(names.name(pos.at(moves[0].from()).kind())) + "(" +
                    lishogi::kk_square(moves[0].from()) + ")");
  }
  if (auto bad = mark_mismatch(pos, f, *m))
    return fail(e.move_loc, FormatCode::FORMAT_BAD_MOVE, *bad);
  const Piece p = pos.at(m->from());
  if (!p.empty() && !p.is_wall() && (f.kinds.empty() || has(f.kinds, p.kind())))
    claim.piece = p.kind();
  claim.destination = m->to();
  return m;
}

TextSpelling lishogi_spelling(const Position& pos, const Profile& profile, Seat seat, Move m,
                              bool decline, TextNotation n, const lishogi::Names& names) {
  TextSpelling s;
  s.piece = pos.at(m.from()).kind();
  s.decline = decline;
  s.capture = m.to() != m.from() && !pos.at(m.to()).empty();
  s.middle_capture = m.has_middle() && !pos.at(m.middle()).empty();
  const MoveList legal = legal_moves(pos, profile, seat);
  const bool back = m.has_middle() && m.to() == m.from();
  const std::vector<Square> others = others_to(pos, legal, names.group(s.piece), m.from(), m.to());
  s.origin = n == TextNotation::KitaoKawasaki && !others.empty();
  if (n == TextNotation::Japanese) s.relative = words_for(pos, legal, names, seat, m);
  // What the reader makes of the spelling: where it is not this move, the origin is added.
  TextMoveForm f;
  MoveClaim claim;
  const bool named = !(back && (n == TextNotation::Japanese || !s.middle_capture));
  if (named) f.kinds = names.group(s.piece);
  f.lion = !m.has_middle()    ? TextMoveForm::Lion::None
           : !back            ? TextMoveForm::Lion::TwoSteps
           : s.middle_capture ? TextMoveForm::Lion::Igui
                              : TextMoveForm::Lion::Jitto;
  if (f.lion != TextMoveForm::Lion::Jitto) f.middle = m.middle();
  if (s.origin) f.origin = m.from();
  f.relative = back ? "" : s.relative;
  claim.destination = m.to();
  claim.promotion = m.promotes() ? MoveClaim::Promotion::Promote : MoveClaim::Promotion::Unmarked;
  const std::vector<Move> read = found(pos, profile, legal, names, seat, f, claim);
  if (read.size() != 1 || read[0] != m) {
    s.origin = true;
    if (back && (n == TextNotation::Japanese || !s.middle_capture)) s.short_lion = false;
  }
  return s;
}

}  // namespace kifukit
