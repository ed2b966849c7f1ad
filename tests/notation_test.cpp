// The four-player position string, USI moves and SFEN (docs/notation.md): canonical text
// round-trips byte for byte; anything else is rejected with the 1-based column of the fault.
#include <gtest/gtest.h>

#include "formats/notation.hpp"

namespace kifukit {
namespace {

std::string round_trip(const Variant& v, const std::string& text) {
  NotationError e;
  auto pos = parse_position(v, text, e);
  if (!pos) return "error at column " + std::to_string(e.column) + ": " + e.message;
  return format_position(*pos);
}

TEST(Notation, YoninPositionRoundTrip) {
  const std::vector<std::string> texts = {
      // The start position.
      "2nSnGnKnGnS2/3nPnRnP3/wS3nP3eS/wGwP5ePeG/wKwRwP3ePeReK/wGwP5ePeG/wS3sP3eS/3sPsRsP3/"
      "2sSsGsKsGsS2 s -/-/-/- - 0",
      // An inherited rook facing West, hands in R G S P order with counts.
      "4nK4/9/9/9/xK>w3sR>w3eK/9/9/9/4sK4 s R2P/-/GS/- w<s 12",
      // A neutral promoted rook of dead South; a credited elimination.
      "4nK4/9/9/9/wK3x+R>s3eK/9/9/9/4xK>s4 w -/-/-/- s<n 33",
      // An elimination nobody is credited for (resignation).
      "4nK4/9/9/9/xK>w7eK/9/9/9/4sK4 n -/-/-/- w 5",
      // Pawns sharing file 5 without nifu: promoted, another seat's; pawns of other facings.
      "4nK4/2wP>s6/9/9/wK3sS>n3eK/4sP4/4s+P4/4nP4/4sK2sP>w1 s -/S/-/- - 7",
      // An ended game: three dead kings, a frozen hand, East's hand with counts.
      "4xK>n4/9/9/9/xK>w7eK/9/9/9/4xK>s4 - -/P/-/2R2G n<e,s<e,w<e 80",
      // Neutral pieces, promoted and not; a count of two digits.
      "xP>w3nK3x+S>w/9/x+P>w8/9/xK>w3xS>w3eK/9/9/9/xR>w3sK3x+R>w n 10P/-/2R2G2S/- w<n 101",
  };
  for (const std::string& text : texts) EXPECT_EQ(round_trip(yonin_variant(), text), text);
}

TEST(Notation, YoninPositionRejectedAtColumn) {
  struct Case {
    const char* what;
    std::string text;
    int column;
  };
  const std::vector<Case> cases = {
      {"wrong owner letter", "4qK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", 2},
      {"empty run past file 1", "4nK5/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", 4},
      {"piece past file 1", "4nK4sP/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", 5},
      {"rank too short", "4nK3/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", 5},
      {"redundant facing", "4nK4/9/9/9/wK3sR>s3eK/9/9/9/4sK4 s -/-/-/- - 0", 17},
      {"hand out of order", "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/PR/-/- - 0", 34},
      {"count 1 written", "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/1P/- - 0", 35},
      {"nifu on a file", "4nK4/9/9/9/wK7eK/4sP4/9/4sP4/4sK4 s -/-/-/- - 0", 26},
      {"nifu on a rank", "4nK4/9/9/9/wKwP1wP4eK/9/9/9/4sK4 s -/-/-/- - 0", 17},
      {"south pawn on rank a", "3sPnK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", 2},
      {"west pawn on file 1", "4nK4/8wP/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", 7},
      {"second king", "4nK4/9/9/9/wK7eK/9/9/4sK4/4sK4 s -/-/-/- - 0", 28},
      {"missing king", "4nK4/9/9/9/8eK/9/9/9/4sK4 s -/-/-/- - 0", 1},
      {"trailing text", "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0 x", 42},
      {"non-ASCII byte", "4nK4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/\xC3\xA9 - 0", 37},
      {"seat to move eliminated", "4nK4/9/9/9/xK>w7eK/9/9/9/4sK4 w -/-/-/- w<s 3", 31},
      {"dead king of a living seat", "4xK>n4/9/9/9/wK7eK/9/9/9/4sK4 s -/-/-/- - 0", 2},
  };
  for (const Case& c : cases) {
    NotationError e;
    auto pos = parse_yonin_position(yonin_variant(), c.text, e);
    EXPECT_FALSE(pos.has_value()) << c.what;
    EXPECT_EQ(e.column, c.column) << c.what << ": " << e.message;
    EXPECT_FALSE(e.message.empty()) << c.what;
  }
}

TEST(Notation, MoveRoundTrip) {
  for (const char* text : {"6h6g", "2c2b+", "P*5e", "S*1a", "R*9i", "1a9i", "G*9a", "P*9i"}) {
    NotationError e;
    auto m = parse_move(yonin_variant(), text, e);
    ASSERT_TRUE(m.has_value()) << text << ": " << e.message;
    EXPECT_EQ(format_move(*m), text);
  }
  NotationError e;
  auto m = parse_move(yonin_variant(), "2c2b+", e);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->from(), make_square(2, 3));
  EXPECT_EQ(m->to(), make_square(2, 2));
  EXPECT_TRUE(m->promotes());
}

// The error carries the code a reader reports: a move of the right shape naming a square off
// the board is FORMAT_BAD_SQUARE, anything else FORMAT_BAD_MOVE (readers used to tell the two
// apart by a flag; the code is the notation's now).
TEST(Notation, MoveRejectedAtColumn) {
  struct Case {
    const char* text;
    int column;
    const char* code;
  };
  const std::vector<Case> cases = {
      {"K*5e", 1, "FORMAT_BAD_MOVE"},      // a king is never in hand
      {"P*0e", 3, "FORMAT_BAD_SQUARE"},    // no file 0
      {"P*5j", 3, "FORMAT_BAD_SQUARE"},    // no rank j
      {"p*5e", 1, "FORMAT_BAD_MOVE"},      // kinds are upper case
      {"X*5e", 1, "FORMAT_BAD_MOVE"},      // no kind X
      {"6h6j", 3, "FORMAT_BAD_SQUARE"},    // no rank j
      {"6z6h", 1, "FORMAT_BAD_SQUARE"},    // no rank z on the origin
      {"hello", 1, "FORMAT_BAD_MOVE"},     // no move at all
      {"5e5e", 3, "FORMAT_BAD_MOVE"},      // no move
      {"6h6g=", 5, "FORMAT_BAD_MOVE"},     // only '+' may follow
      {"6h", 3, "FORMAT_BAD_MOVE"},        // no destination
      {"6h\x016g", 3, "FORMAT_BAD_MOVE"},  // a control character
  };
  for (const Case& c : cases) {
    NotationError e;
    e.code = Code::SETUP_BAD_POSITION;  // a reused error keeps nothing of an earlier parse
    EXPECT_FALSE(parse_move(yonin_variant(), c.text, e).has_value()) << c.text;
    EXPECT_EQ(e.column, c.column) << c.text << ": " << e.message;
    EXPECT_EQ(code_name(e.code), c.code) << c.text << ": " << e.message;
    EXPECT_EQ(e.line, 0) << c.text;
  }
}

TEST(Notation, PositionErrorsCarryTheirCode) {
  NotationError e;
  e.code = Code::FORMAT_BAD_SQUARE;
  // 'q' is no piece letter of yonin: column 1 of the board field.
  EXPECT_FALSE(parse_position(yonin_variant(), "q8/9/9/9/9/9/9/9/9 s - - 1", e));
  EXPECT_EQ(code_name(e.code), "FORMAT_BAD_POSITION");
  EXPECT_EQ(e.column, 1);
}

TEST(Notation, StandardSfenRoundTrip) {
  const Variant& v = standard_variant();
  const std::string start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
  EXPECT_EQ(v.start, start);
  NotationError e;
  auto pos = parse_sfen(v, start, e);
  ASSERT_TRUE(pos.has_value()) << e.column << ": " << e.message;
  EXPECT_EQ(format_sfen(*pos), start);
  EXPECT_EQ(pos->to_move(), Seat::South);
  EXPECT_EQ(pos->ply(), 0);
  EXPECT_EQ(round_trip(v, "4k4/9/4+P4/9/9/9/9/9/4K4 w 2R2Bg3p 2"),
            "4k4/9/4+P4/9/9/9/9/9/4K4 w 2R2Bg3p 2");
}

}  // namespace
}  // namespace kifukit
