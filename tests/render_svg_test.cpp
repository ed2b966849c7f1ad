// SVG boards (render/): where each piece is drawn, how it is turned, coloured and marked, the
// hands, the last move, checks and coordinates. Coordinates are worked out by hand from the
// layout of render/board_geometry.hpp: 44-pixel cells; a four-player board starts at x = 148
// (8 margin + 132 west panel + 8), y = 98 (8 + 60 north panel + 8 + 22 file labels); a
// two-player board at x = 8. A cell's centre is x0 + (9 - file) * 44 + 22, y0 + (rank - 1) * 44
// + 22.
#include <gtest/gtest.h>

#include "formats/notation.hpp"
#include "formats/xml_escape.hpp"
#include "render/board_svg.hpp"
#include "render/piece_style.hpp"
#include "rules/variant.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

std::string svg_of(const Variant& v, const std::string& position) {
  NotationError e;
  auto pos = parse_position(v, position, e);
  EXPECT_TRUE(pos) << e.message;
  return draw::board_svg(draw::BoardScene(*pos));
}

TEST(RenderSvg, FourPlayerStartKingsFaceTheirFourWays) {
  std::string svg = draw::board_svg(draw::BoardScene(start_position(yonin_variant())));
  EXPECT_TRUE(has(svg,
                  "<g class=\"piece\" data-square=\"5i\" data-piece=\"sK\" "
                  "transform=\"translate(346,472) rotate(0)\">"));
  EXPECT_TRUE(has(svg,
                  "<g class=\"piece\" data-square=\"9e\" data-piece=\"wK\" "
                  "transform=\"translate(170,296) rotate(90)\">"));
  EXPECT_TRUE(has(svg,
                  "<g class=\"piece\" data-square=\"5a\" data-piece=\"nK\" "
                  "transform=\"translate(346,120) rotate(180)\">"));
  EXPECT_TRUE(has(svg,
                  "<g class=\"piece\" data-square=\"1e\" data-piece=\"eK\" "
                  "transform=\"translate(522,296) rotate(270)\">"));
  // 4 seats x 8 pieces at the start (K R G G S S P P P).
  std::size_t pieces = 0;
  for (std::size_t at = svg.find("class=\"piece\""); at != std::string::npos;
       at = svg.find("class=\"piece\"", at + 1))
    ++pieces;
  EXPECT_EQ(pieces, 36u);
  // Coordinates as published: full-width file digits above, kanji ranks to the right.
  EXPECT_TRUE(has(svg,
                  "<text x=\"170\" y=\"92\" font-size=\"14\" text-anchor=\"middle\" "
                  "fill=\"#333\">９</text>"));
  EXPECT_TRUE(has(svg,
                  "<text x=\"555\" y=\"125\" font-size=\"14\" text-anchor=\"middle\" "
                  "fill=\"#333\">一</text>"));
  EXPECT_TRUE(has(svg,
                  "<text x=\"555\" y=\"477\" font-size=\"14\" text-anchor=\"middle\" "
                  "fill=\"#333\">九</text>"));
  // South's panel says it is to move, with a thick border; every hand is empty.
  EXPECT_TRUE(has(svg,
                  "<g class=\"hand\" data-seat=\"south\" data-alive=\"true\">\n<rect "
                  "x=\"148\" y=\"502\" width=\"396\" height=\"60\" fill=\"#dce9f8\" "
                  "stroke=\"#1f5fa8\" stroke-width=\"4\"/>"));
  EXPECT_TRUE(has(svg, ">to move</text>"));
  EXPECT_TRUE(has(svg, ">持駒なし</text>"));
  EXPECT_TRUE(has(svg, "width=\"714\" height=\"602\""));
}

TEST(RenderSvg, StandardBoardPromotedPiecesInRedAndHands) {
  // Sente's bishop has promoted on 2b (a horse); sente holds a bishop, gote 2 pawns.
  std::string svg = svg_of(standard_variant(),
                           "lnsgkgsnl/1r5+B1/ppppppppp/9/9/9/PPPPPPPPP/7R1/LNSGKGSNL w B2p 2");
  // Two-player board: x0 = 8; 2b is at x = 8 + 7 * 44 + 22, y = 98 + 44 + 22.
  EXPECT_TRUE(has(svg,
                  "<g class=\"piece\" data-square=\"2b\" data-piece=\"s+B\" "
                  "transform=\"translate(338,164) rotate(0)\">\n<path d=\"M0,-19 L13,-14 "
                  "L16,19 L-16,19 L-13,-14 Z\" fill=\"#dce9f8\" stroke=\"#1f5fa8\" "
                  "stroke-width=\"2\"/>\n<text x=\"0\" y=\"11\" font-size=\"23\" "
                  "text-anchor=\"middle\" fill=\"#c8102e\">馬</text>"));
  // Gote's pieces are turned upside down; an unpromoted piece is black.
  EXPECT_TRUE(has(svg,
                  "data-square=\"8b\" data-piece=\"nR\" transform=\"translate(74,164) "
                  "rotate(180)\">"));
  EXPECT_TRUE(has(svg, "fill=\"#111\">飛</text>"));
  EXPECT_TRUE(has(svg, "data-kind=\"B\" data-count=\"1\">角</text>"));
  EXPECT_TRUE(has(svg, "data-kind=\"P\" data-count=\"2\">歩2</text>"));
  EXPECT_FALSE(has(svg, "data-seat=\"west\""));  // no panels for seats not in play
  EXPECT_TRUE(has(svg, "data-to-move=\"north\""));
}

TEST(RenderSvg, DeadKingsNeutralAndInheritedPiecesAreMarked) {
  // qdan.yaml after ply 101 (kifukit replay): dead kings 4a and 9h, West's gold 6a inherited
  // from North (facing down), East's pieces inherited from South (facing up).
  std::string svg = svg_of(yonin_variant(),
                           "3wG>n1xK>n3/2wG1wR>nwP>n3/4wP>n2eGeS/wG1wP3eK2/2wP3eP1eR/"
                           "wKwP2eP>s1eP2/eR8/xK>seP>s1eP>seR>seP>seS>s2/1eG>s2eG>s4 - -/G/-/G6SP "
                           "n<w,s<e 101");
  EXPECT_TRUE(has(svg,
                  "<g class=\"piece\" data-square=\"4a\" data-piece=\"xK>n\" "
                  "transform=\"translate(390,120) rotate(180)\">\n<path d=\"M0,-19 L13,-14 "
                  "L16,19 L-16,19 L-13,-14 Z\" fill=\"#d4d4d4\" stroke=\"#6e6e6e\" "
                  "stroke-width=\"2\" stroke-dasharray=\"4 2\"/>"));
  EXPECT_TRUE(has(svg, "<path class=\"dead\""));
  // 6a: west's gold facing north's way: green piece, turned down, an ochre (north) dot.
  EXPECT_TRUE(has(svg,
                  "data-square=\"6a\" data-piece=\"wG>n\" transform=\"translate(302,120) "
                  "rotate(180)\">\n<path d=\"M0,-19 L13,-14 L16,19 L-16,19 L-13,-14 Z\" "
                  "fill=\"#dcf0e2\" stroke=\"#237a45\""));
  EXPECT_TRUE(has(svg,
                  "<circle class=\"inherited\" cx=\"287\" cy=\"105\" r=\"5\" "
                  "fill=\"#a8660f\" stroke=\"#fff\"/>"));
  // 9h: south's dead king faces up.
  EXPECT_TRUE(has(svg,
                  "data-square=\"9h\" data-piece=\"xK>s\" transform=\"translate(170,428) "
                  "rotate(0)\">"));
  // The game is over: nobody to move; the eliminated seats say who is credited.
  EXPECT_TRUE(has(svg, "data-to-move=\"-\""));
  EXPECT_TRUE(has(svg, "<g class=\"hand\" data-seat=\"north\" data-alive=\"false\">"));
  EXPECT_TRUE(has(svg, ">eliminated (by west)</text>"));
  EXPECT_TRUE(has(svg, ">eliminated (by east)</text>"));
  EXPECT_TRUE(has(svg, "data-kind=\"S\" data-count=\"6\">銀6</text>"));
  EXPECT_TRUE(has(svg, "× dead king · dot: inherited, facing the dot&#39;s seat"));
}

// Chu's pieces carry two kanji, taken from rules/variants/chu.yaml through the notation
// service (notation/kanji_names.hpp, board_glyph) and stacked in one column: two rows of
// 15-pixel characters with baselines at y = -17 + 15 = -2 and -17 + 30 = 13. Before, a fixed
// table of shogi's fourteen kinds drew `?` for the 19 kinds per side chu does not share with it.
TEST(RenderSvg, ChuPiecesShowTheirKanjiFromTheVariantFile) {
  std::string svg = svg_of(*find_variant("chu"), find_variant("chu")->start);
  EXPECT_FALSE(has(svg, ">?</text>"));
  // South's lion on 7j (rank 10: M V R H D N, from file 12), North's on 6c turned to face down.
  // The board's corner is at (8, 66) with 44-pixel squares (ChuHasNoHandsAndItsRankLabelsStay...
  // below): 7j is column 12 - 7 = 5 and row 10 - 1 = 9, centred at 8 + 5*44 + 22 = 250 and
  // 66 + 9*44 + 22 = 484.
  EXPECT_TRUE(has(svg,
                  "data-square=\"7j\" data-piece=\"sN\" transform=\"translate(250,484) "
                  "rotate(0)\">\n<path d=\"M0,-19 L13,-14 L16,19 L-16,19 L-13,-14 Z\" "
                  "fill=\"#dce9f8\" stroke=\"#1f5fa8\" stroke-width=\"2\"/>\n"
                  "<text x=\"0\" y=\"-2\" font-size=\"15\" text-anchor=\"middle\" "
                  "fill=\"#111\">獅</text>\n<text x=\"0\" y=\"13\" font-size=\"15\" "
                  "text-anchor=\"middle\" fill=\"#111\">子</text>\n</g>"));
  EXPECT_TRUE(has(svg, "data-square=\"6c\" data-piece=\"nN\""));
  // A promoted kind in red: the horned falcon (角鷹, +H) beside South's king on rank 12.
  svg = svg_of(*find_variant("chu"), "5k6/12/12/12/12/12/12/12/12/12/12/5K+H5 b - 1");
  EXPECT_TRUE(has(svg,
                  "fill=\"#c8102e\">角</text>\n<text x=\"0\" y=\"13\" font-size=\"15\" "
                  "text-anchor=\"middle\" fill=\"#c8102e\">鷹</text>"));
  EXPECT_TRUE(has(svg, "data-square=\"6l\" data-piece=\"s+H\""));
}

TEST(RenderSvg, PieceCodesFollowThePositionString) {
  EXPECT_EQ(draw::piece_code(Piece(Kind::Dragon, 0, Facing::Up)), "s+R");
  EXPECT_EQ(draw::piece_code(Piece(Kind::Rook, 0, Facing::Right)), "sR>w");
  EXPECT_EQ(draw::piece_code(Piece(Kind::King, kNeutral, Facing::Down)), "xK>n");
  EXPECT_EQ(draw::piece_code(Piece(Kind::Tokin, 3, Facing::Left)), "e+P");
  EXPECT_EQ(draw::rank_label(11), "十一");
  EXPECT_EQ(draw::file_label(12), "１２");
}

TEST(RenderCli, LastMoveChecksAndHandsOfARecord) {
  // Ply 11 of double-elimination.yaml: north drops a gold on 1d, checking east's king on 1e.
  auto r = run_kifukit({"render", kSource + "examples/double-elimination.yaml", "--ply", "11"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out,
                  "<rect x=\"500\" y=\"230\" width=\"44\" height=\"44\" class=\"last-to\" "
                  "fill=\"#f2cf3b\"/>"));
  EXPECT_FALSE(has(r.out, "class=\"last-from\""));  // a drop has no origin
  EXPECT_TRUE(has(r.out,
                  "<rect x=\"502\" y=\"276\" width=\"40\" height=\"40\" class=\"check\" "
                  "data-seat=\"east\""));
  EXPECT_TRUE(has(r.out, ">↓ north  Chiyo 千代</text>"));
  EXPECT_TRUE(has(r.out, ">ply 11: north G*1d · page-standard</text>"));
  // Ply 61: east drops a rook on 9a and eliminates west and north; south's gold in hand.
  r = run_kifukit({"render", kSource + "examples/double-elimination.yaml", "--ply", "61"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "<rect x=\"148\" y=\"98\" width=\"44\" height=\"44\" class=\"last-to\""));
  EXPECT_TRUE(has(r.out,
                  "data-square=\"9a\" data-piece=\"eR\" transform=\"translate(170,120) "
                  "rotate(270)\">"));
  EXPECT_TRUE(has(r.out, "data-kind=\"G\" data-count=\"2\">金2</text>"));
  EXPECT_FALSE(has(r.out, "class=\"check\""));
}

// A chu board (12x12, no drops): no hand panels, only name strips 28 px high; the board at
// x = 8, y = 66 (8 + 28 strip + 8 + 22 file labels), 528 px square; the rank labels in a 34 px
// column so 十二 (two 14 px kanji, centred at 8 + 528 + 17 = 553) spans 539..567, right of the
// board's edge at 536 and inside the picture's 8 + 528 + 34 + 8 = 578 px.
TEST(RenderSvg, ChuHasNoHandsAndItsRankLabelsStayInsideThePicture) {
  auto r = run_kifukit(
      {"render", std::string(KIFUKIT_SOURCE_DIR) + "/tests/data/chu/falcon.yaml", "--ply", "0"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(has(r.out, "class=\"hand\""));
  EXPECT_FALSE(has(r.out, "持駒なし"));
  EXPECT_TRUE(has(r.out, "<g class=\"seat-strip\" data-seat=\"south\""));
  EXPECT_TRUE(has(r.out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"578\" height=\"670\""));
  EXPECT_TRUE(has(r.out, "<rect x=\"8\" y=\"66\" width=\"528\" height=\"528\" fill=\"#efcf8f\""));
  // Rank 12's label: y = 66 + 11 * 44 + 22 + 5; rank 10's one row up... rank 1's at the top.
  EXPECT_TRUE(has(r.out,
                  "<text x=\"553\" y=\"577\" font-size=\"14\" text-anchor=\"middle\" "
                  "fill=\"#333\">十二</text>"));
  EXPECT_TRUE(has(r.out,
                  "<text x=\"553\" y=\"489\" font-size=\"14\" text-anchor=\"middle\" "
                  "fill=\"#333\">十</text>"));
  EXPECT_TRUE(has(r.out,
                  "<text x=\"553\" y=\"93\" font-size=\"14\" text-anchor=\"middle\" "
                  "fill=\"#333\">一</text>"));
}

TEST(RenderCli, SameBytesEveryRun) {
  auto a = run_kifukit({"render", kSource + "examples/qdan.yaml", "--ply", "40"});
  auto b = run_kifukit({"render", kSource + "examples/qdan.yaml", "--ply", "40"});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  auto c =
      run_kifukit({"render", kSource + "examples/qdan.yaml", "--ply", "40", "--format", "html"});
  auto d =
      run_kifukit({"render", kSource + "examples/qdan.yaml", "--ply", "40", "--format", "html"});
  ASSERT_EQ(c.exit_code, 0) << c.err;
  EXPECT_EQ(c.out, d.out);
}

TEST(RenderCli, PositionStringsOfEitherVariant) {
  auto r =
      run_kifukit({"render", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "data-variant=\"standard\""));
  r = run_kifukit({"render", "not a position"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(has(r.err, "position:1:")) << r.err;
}

TEST(RenderCli, BadArgumentsAreUsageErrors) {
  auto r = run_kifukit({"render", kSource + "examples/qdan.yaml", "-o", "board.png"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: cannot tell the format from 'board.png': name it .svg or .html, or "
            "give --format\n");
  r = run_kifukit({"render", kSource + "examples/qdan.yaml", "--ply", "500"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: --ply 500 is past the last playable ply (101)\n");
  r = run_kifukit({"render"});
  EXPECT_EQ(r.exit_code, 3);
}

// One escaping rule for the SVG boards, the HTML page and the JUnit reports (it was written
// twice, with different treatment of ' and of control characters).
TEST(XmlEscape, MarkupCharactersAndControlsXmlCannotHold) {
  EXPECT_EQ(xml_escape("a&b<c>d\"e'f"), "a&amp;b&lt;c&gt;d&quot;e&#39;f");
  EXPECT_EQ(xml_escape(std::string("x\x01y\tz\n\r", 7)), "x\xEF\xBF\xBDy\tz\n\r");
  EXPECT_EQ(xml_escape("\xE5\x9B\x9B\xE4\xBA\xBA"), "\xE5\x9B\x9B\xE4\xBA\xBA");  // UTF-8 as it is
}

}  // namespace
}  // namespace kifukit::testing
