// diagnose_move (the slow explainer) and generate_legal (the fast generator) must agree on every
// candidate move of many positions reached by random play, under several rule settings.
#include <gtest/gtest.h>

#include <random>

#include "formats/notation.hpp"
#include "rules/move_check.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"

namespace kifukit {
namespace {

// Every move shape that could be written down for `seat`: each own piece to each square with and
// without promotion, each held kind to each square.
std::vector<Move> candidates(const Position& pos, Seat seat) {
  const Variant& v = pos.variant();
  std::vector<Move> out;
  for (int i = 0; i < pos.piece_count(seat); ++i) {
    Square from = pos.piece_square(seat, i);
    for (Square to : v.squares)
      if (to != from)
        for (bool promote : {false, true}) out.push_back(Move::normal(from, to, promote));
  }
  for (Kind k : v.hand_kinds)
    for (Square to : v.squares) out.push_back(Move::drop(k, to));
  return out;
}

// Plays random games and checks agreement at every position; returns positions checked.
int check_agreement(const Variant& v, const Profile& profile, unsigned seed, int games, int plies) {
  std::mt19937 rng(seed);
  Referee referee(profile);
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    Position pos = start_position(v);
    for (int ply = 0; ply < plies && !pos.game_over(); ++ply) {
      const Seat seat = pos.to_move();
      MoveList legal;
      generate_legal(pos, seat, profile, legal);
      int legal_found = 0;
      // The Referee passes the check state it knows (king safety then takes its short cuts).
      const int known_in_check = in_check(pos, seat, profile) ? 1 : 0;
      for (Move m : candidates(pos, seat)) {
        Reason r = diagnose_move(pos, seat, profile, m);
        EXPECT_EQ(diagnose_move(pos, seat, profile, m, known_in_check), r)
            << format_position(pos) << " move " << format_move(m);
        bool listed = legal.contains(m);
        EXPECT_EQ(r == Reason::None, listed)
            << format_position(pos) << " move " << format_move(m) << " reason " << reason_code(r);
        legal_found += r == Reason::None;
      }
      EXPECT_EQ(legal_found, legal.size()) << format_position(pos);
      ++checked;
      if (legal.empty()) break;
      referee.play(pos, legal[static_cast<int>(rng() % legal.size())]);
    }
  }
  return checked;
}

TEST(MoveCheck, AgreesWithGeneratorPageStandard) {
  EXPECT_GT(check_agreement(yonin_variant(), Profile{}, 1, 6, 120), 500);
}

TEST(MoveCheck, AgreesWithGeneratorKingCapture) {
  Profile p;
  p.king_safety = false;
  p.king_capture = true;
  p.pawn_drop_mate_forbidden = false;
  p.turn_order = TurnOrder::Clockwise;
  EXPECT_GT(check_agreement(yonin_variant(), p, 2, 6, 120), 300);
}

TEST(MoveCheck, AgreesWithGeneratorQdanInheritAndDoubles) {
  Profile qdan;
  qdan.mate_credit = MateCredit::Checker;
  qdan.dead_board = DeadBoard::Inherit;
  qdan.dead_hand = DeadHand::ToCredited;
  EXPECT_GT(check_agreement(yonin_variant(), qdan, 3, 5, 150), 300);
  Profile doubles = qdan;
  doubles.mode = Mode::Doubles;
  doubles.doubles_rule = DoublesRule::QdanNoAttackOnPartner;
  EXPECT_GT(check_agreement(yonin_variant(), doubles, 4, 5, 150), 100);
  doubles.doubles_rule = DoublesRule::FederationImmunePartner;
  doubles.pawn_before_dead_king_must_promote = true;
  EXPECT_GT(check_agreement(yonin_variant(), doubles, 5, 5, 150), 100);
}

TEST(MoveCheck, AgreesWithGeneratorStandard) {
  Profile p;
  p.move_limit = 0;
  EXPECT_GT(check_agreement(standard_variant(), p, 6, 4, 150), 300);
}

TEST(MoveCheck, ReasonsForTypicalMistakes) {
  const Variant& v = yonin_variant();
  Position pos = start_position(v);
  Profile p;
  NotationError e;
  auto diagnose = [&](const char* text) {
    auto m = parse_move(v, text, e);
    EXPECT_TRUE(m.has_value()) << text;
    return diagnose_move(pos, Seat::South, p, *m);
  };
  EXPECT_EQ(diagnose("5e5d"), Reason::NoPieceOnSquare);
  EXPECT_EQ(diagnose("5c5d"), Reason::NotYourPiece);      // North's pawn
  EXPECT_EQ(diagnose("5h5f"), Reason::PieceCannotReach);  // rook blocked by its own pawn
  EXPECT_EQ(diagnose("5i5h"), Reason::CaptureOwnPiece);
  EXPECT_EQ(diagnose("5g5f+"), Reason::CannotPromote);
  EXPECT_EQ(diagnose("P*5e"), Reason::NotInHand);
  EXPECT_EQ(diagnose("5g5f"), Reason::None);
}

}  // namespace
}  // namespace kifukit
