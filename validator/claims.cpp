#include "validator/claims.hpp"

#include <string>

#include "formats/notation.hpp"
#include "notation/kanji_names.hpp"
#include "rules/codes.hpp"
#include "rules/piece_rules.hpp"

namespace kifukit {

namespace {

std::string kanji_square(Square s) { return std::to_string(file_of(s)) + kanji_rank(rank_of(s)); }

// `金 (gold)`: the kanji as written on score sheets, and the variant's name of the kind.
std::string describe(const Position& pos, Kind k) {
  return std::string(KanjiNames(pos.variant()).name(k)) + " (" + pos.variant().kind(k).name + ")";
}

// The same move with the promotion flag set or cleared: a lion's two steps keep their middle
// square (Move::normal would make `6g5g6g+` the null step 6g6g, issue 26 item 10).
Move with_promotion(Move m, bool promote) {
  return m.has_middle() ? Move::lion(m.from(), m.middle(), m.to(), promote)
                        : Move::normal(m.from(), m.to(), promote);
}

// A lion's return to its own square (igui, jitto) captures only on its first step.
bool move_captures(const Position& before, Move m) {
  return (m.to() != m.from() && !before.at(m.to()).empty()) ||
         (m.has_middle() && !before.at(m.middle()).empty());
}

void promotion_claim(const Position& before, const Profile& profile, const Entry& entry,
                     Piece piece, Move& move, std::vector<Finding>& out, int ply) {
  const bool captures = move_captures(before, move);
  const PromotionOptions o =
      promotion_options(before, profile, piece, move.from(), move.to(), captures);
  auto add = [&](Code code, std::string message) {
    out.push_back(make_finding(code, entry.move_loc, entry.move + ": " + std::move(message), ply,
                               entry.seat));
  };
  const std::string piece_name = describe(before, piece.kind());
  switch (entry.claim.promotion) {
    case MoveClaim::Promotion::Promote:
      if (!o.may) {
        add(Code::CLAIM_CANNOT_PROMOTE, "成 is written, but the " + piece_name + " on " +
                                            format_square(move.from()) +
                                            " cannot promote on this move; replayed unpromoted");
        move = with_promotion(move, false);
      }
      break;
    case MoveClaim::Promotion::Decline:
      if (!o.may)
        add(Code::CLAIM_CANNOT_PROMOTE, "不成 is written, but the " + piece_name + " on " +
                                            format_square(move.from()) +
                                            " could not promote on this move anyway");
      break;
    case MoveClaim::Promotion::Unmarked:
      if (o.must) {
        add(Code::CLAIM_PROMOTION_MISSING, "成 is missing: the " + piece_name +
                                               " must promote on " + format_square(move.to()) +
                                               "; replayed promoting");
        move = with_promotion(move, true);
      } else if (o.may) {
        add(Code::CLAIM_PROMOTION_UNMARKED, "neither 成 nor 不成 is written, but the " +
                                                piece_name +
                                                " may promote on this move; replayed unpromoted");
      }
      break;
  }
}

}  // namespace

void check_every_claim(const Position& before, const Profile& profile, const Entry& entry, int ply,
                       std::optional<Square> previous_to, Move& move, std::vector<Finding>& out) {
  const MoveClaim& claim = entry.claim;
  auto add = [&](Code code, std::string message) {
    out.push_back(make_finding(code, entry.move_loc, entry.move + ": " + std::move(message), ply,
                               entry.seat));
  };
  if (claim.same && (!previous_to || *previous_to != move.to()))
    add(Code::CLAIM_SAME, previous_to
                              ? "同 is written, but the previous move went to " +
                                    kanji_square(*previous_to) + ", not " + kanji_square(move.to())
                              : "同 is written on the first move");
  if (claim.capture) {
    const Piece taken = before.at(move.to());
    if (taken.empty() || taken.kind() != *claim.capture)
      add(Code::CLAIM_CAPTURE,
          "the move says it takes " + describe(before, *claim.capture) + ", but " +
              format_square(move.to()) +
              (taken.empty() ? " is empty" : " holds " + describe(before, taken.kind())));
  }
  if (move.is_drop()) return;  // the named piece is the kind dropped
  const Piece piece = before.at(move.from());
  // A move from an empty square or of another seat's piece is the Referee's to refuse.
  if (piece.empty() || piece.is_wall() || piece.neutral() || piece.owner() != index(entry.seat))
    return;
  if (claim.drop)
    add(Code::CLAIM_DROP, "打 is written, but the " + describe(before, piece.kind()) +
                              " moves from " + format_square(move.from()) + " on the board");
  // The reader maps every spelling (王/玉, 竜/龍, 全/成銀) to one kind.
  if (claim.piece != piece.kind())
    add(Code::CLAIM_PIECE, std::string(KanjiNames(before.variant()).name(claim.piece)) +
                               " is written, but the piece on " + format_square(move.from()) +
                               " is " + describe(before, piece.kind()));
  if (claim.promotion_marked) promotion_claim(before, profile, entry, piece, move, out, ply);
}

}  // namespace kifukit
