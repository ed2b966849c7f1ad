// Two-player games told in their players' words (notation/seat_words.hpp): sente/gote in replay's
// text and the page's verdict, 先手/後手 and ▲/△ in the pictures; four-player games keep seats.
#include <gtest/gtest.h>

#include "notation/seat_words.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

const std::string kHabuKato = kSource + "examples/standard/habu-kato-1989-nhk.kifu";

// A king's pentagon in its owner's tint and colour (docs/render.md) and its glyph.
std::string king_svg(const std::string& tint, const std::string& colour, const std::string& glyph) {
  return "<path d=\"M0,-19 L13,-14 L16,19 L-16,19 L-13,-14 Z\" fill=\"" + tint + "\" stroke=\"" +
         colour + "\" stroke-width=\"2\"/>\n<text x=\"0\" y=\"11\" font-size=\"23\" " +
         "text-anchor=\"middle\" fill=\"#111\">" + glyph + "</text>";
}

// Habu (sente) beat Kato (gote): the record ends with gote's 投了 at ply 68.
TEST(RenderWords, ReplayOfAStandardGameSaysSenteGoteAndTheRealEnding) {
  auto r = run_kifukit({"replay", kHabuKato});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "   1  sente  7g7f\n   2  gote   8c8d\n")) << r.out;
  EXPECT_TRUE(has(r.out, "  68  gote   resign    sente wins by resignation\n")) << r.out;
  EXPECT_TRUE(has(r.out, "result: sente wins by resignation\n")) << r.out;
  EXPECT_FALSE(has(r.out, "eliminated")) << r.out;
  // The board diagram's lines under it: the start has nothing in hand, sente to move.
  r = run_kifukit({"replay", kHabuKato, "--ply", "0"});
  EXPECT_TRUE(has(r.out, "hands:  sente -  gote -\nto move: sente\n")) << r.out;
  // A four-player game keeps its seats.
  r = run_kifukit({"replay", kSource + "examples/double-elimination.yaml", "--ply", "1"});
  EXPECT_TRUE(has(r.out, "   1  south  ")) << r.out;
}

TEST(RenderWords, PicturesAndPageOfAStandardGame) {
  auto r = run_kifukit({"render", kHabuKato, "--ply", "0"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Hand panels: gote above (▲/△ and 先手/後手 in the picture's own language), the players.
  EXPECT_TRUE(has(r.out, "font-weight=\"bold\">△ 後手  加藤一二三</text>")) << r.out;
  EXPECT_TRUE(has(r.out, "font-weight=\"bold\">▲ 先手  羽生善治</text>")) << r.out;
  // Gote's king is 王, sente's 玉 (rules/variants/standard.yaml gote_kanji, docs/decisions.md).
  EXPECT_TRUE(has(r.out, "data-piece=\"nK\" transform=\"translate(206,120) rotate(180)\">\n" +
                             king_svg("#f7e8cf", "#a8660f", "王")));
  EXPECT_TRUE(has(r.out, "data-piece=\"sK\" transform=\"translate(206,472) rotate(0)\">\n" +
                             king_svg("#dce9f8", "#1f5fa8", "玉")));
  EXPECT_EQ(r.out.find("王"), r.out.rfind("王"));  // one 王 on the board
  r = run_kifukit({"render", kHabuKato, "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "<dt>▲ 先手</dt><dd>羽生善治</dd>"));
  EXPECT_TRUE(has(r.out, "<dt>△ 後手</dt><dd>加藤一二三</dd>"));
  EXPECT_TRUE(has(r.out, "<dt>result</dt><dd>sente wins by resignation</dd>"));
  EXPECT_FALSE(has(r.out, "<dt>end</dt>")) << "the four-player end reason on a standard page";
  EXPECT_TRUE(has(r.out, "data-summary=\"ply 1 sente ▲７六歩\""));
  // The move list as KI2 writes it, with 同, USI as the tooltip; the mark is the move's own.
  EXPECT_TRUE(
      has(r.out, "<td class=\"seat south\"></td><td class=\"mv\" title=\"7g7f\">▲７六歩</td>"));
  EXPECT_TRUE(has(r.out, "<td class=\"mv\" title=\"8c8d\">△８四歩</td>"));
  EXPECT_TRUE(has(r.out, "<td class=\"mv\" title=\"8h7g\">▲同　銀</td>"));  // KIF: 同　銀(88)
  EXPECT_TRUE(has(r.out, "<td class=\"ev\">sente wins by resignation</td>"));
}

TEST(RenderWords, TheMoveListOfACsaGameIsInKi2Too) {
  auto r = run_kifukit(
      {"render", kSource + "examples/standard/ohashi-sansa-1607.csa", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "<td class=\"mv\" title=\"7g7f\">▲７六歩</td>"));
  EXPECT_TRUE(has(r.out, "<td class=\"mv\" title=\"3c3d\">△３四歩</td>"));
}

// KIF comments and bookmarks go with their ply's row (the script shows them beside the board);
// the comment on the start goes with row 0; the text is escaped.
TEST(RenderWords, CommentsAndBookmarksAtTheirPly) {
  auto r = run_kifukit({"render", kSource + "tests/data/render/commented.kif", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "<tr data-ply=\"0\" data-frame=\"0\" data-comment=\"about the start\""));
  EXPECT_TRUE(has(r.out,
                  "<tr data-ply=\"1\" data-frame=\"1\" data-comment=\"sente opens the bishop&#39;s "
                  "diagonal\n&lt;b&gt;not markup&lt;/b&gt;\""));
  EXPECT_TRUE(has(r.out, "<tr data-ply=\"2\" data-frame=\"2\" data-bookmark=\"both diagonals\""));
  r = run_kifukit({"render", kHabuKato, "--format", "html"});
  EXPECT_TRUE(has(r.out, "<tr data-ply=\"61\" data-frame=\"61\" data-bookmark=\"５二銀\""));
}

// validate speaks of sente and gote, ends as the players say it, and names squares as KIF does.
// Both example games end with gote's resignation (examples/standard/README.md).
TEST(RenderWords, ValidateOfStandardRecordsSaysSenteGote) {
  auto r = run_kifukit({"validate", kHabuKato});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kHabuKato + ": legal, 68 plies replayed, sente wins by resignation\n");
  const std::string csa = kSource + "examples/standard/ohashi-sansa-1607.csa";
  r = run_kifukit({"validate", csa});
  EXPECT_EQ(r.out, csa + ": legal, 134 plies replayed, sente wins by resignation\n");
  // After ▲７六歩 △８四歩 the bishop on ８八 has 6 moves (７七 ６六 ５五 ４四, ３三 with and
  // without promotion); sente has 37: the 30 of the start, the 6, and the knight's ８九-７七.
  const std::string bad = kSource + "tests/data/render/illegal-standard.kif";
  r = run_kifukit({"validate", bad});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            bad +
                ":13:6: error: ply 3 (sente): 8h2b+: the piece does not move that way or its "
                "path is blocked; sente has 37 legal moves, from ８八: 8h7g 8h6f 8h5e 8h4d "
                "8h3c+ 8h3c [ILLEGAL_PIECE_MOVEMENT]\n" +
                bad +
                ": illegal-move at ply 3 (ILLEGAL_PIECE_MOVEMENT), 2 plies replayed; "
                "1 error\n");
  // The JSON report's message is the same text; its seat stays the machine's name.
  r = run_kifukit({"validate", bad, "--format", "json"});
  EXPECT_TRUE(has(r.out, "\"seat\":\"south\"")) << r.out;
  EXPECT_TRUE(has(r.out, "sente has 37 legal moves, from ８八: 8h7g")) << r.out;
}

TEST(RenderWords, DiffOfAStandardGameSaysSenteGote) {
  auto r = run_kifukit({"diff", kHabuKato, "--profiles", "standard"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "profile   verdict end                        ranking\n"
            "standard  legal   sente wins by resignation  1 sente, 2 gote\n\n"
            "no divergence: every profile judges every ply alike\n");
}

// replay --board kanji: the board of ply 61 (the 5二銀) read off its SFEN by hand,
// ln1g5/1r2S1k2/p2pppn2/2ps2p2/1p7/2P6/PPSPPPPLP/2G2K1pr/LN4G1b w BGSLPnp 62.
TEST(RenderWords, ReplayKanjiBoardOfAStandardGame) {
  auto r = run_kifukit({"replay", kHabuKato, "--ply", "61", "--board", "kanji"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out,
                  "△後手の持駒：桂　歩\n"
                  "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
                  "+---------------------------+\n"
                  "|v香v桂 ・v金 ・ ・ ・ ・ ・|一\n"
                  "| ・v飛 ・ ・ 銀 ・v王 ・ ・|二\n"
                  "|v歩 ・ ・v歩v歩v歩v桂 ・ ・|三\n"
                  "| ・ ・v歩v銀 ・ ・v歩 ・ ・|四\n"
                  "| ・v歩 ・ ・ ・ ・ ・ ・ ・|五\n"
                  "| ・ ・ 歩 ・ ・ ・ ・ ・ ・|六\n"
                  "| 歩 歩 銀 歩 歩 歩 歩 香 歩|七\n"
                  "| ・ ・ 金 ・ ・ 玉 ・v歩v飛|八\n"
                  "| 香 桂 ・ ・ ・ ・ 金 ・v角|九\n"
                  "+---------------------------+\n"
                  "▲先手の持駒：角　金　銀　香　歩\n"
                  "to move: gote\n"))
      << r.out;
  // Chu: two-kanji glyphs, 12 files and ranks, no hands (k5p5/.../6R5/.../9g2/.../11K w).
  r = run_kifukit({"replay", kSource + "tests/data/chu/counter-strike.yaml", "--board", "kanji"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out,
                  "  １２ １１ １０ ９　 ８　 ７　 ６　 ５　 ４　 ３　 ２　 １　\n"
                  "+------------------------------------------------------------+\n"
                  "|v王将 ・　 ・　 ・　 ・　 ・　v歩兵 ・　 ・　 ・　 ・　 ・　|一\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "| ・　 ・　 ・　 ・　 ・　 ・　 飛車 ・　 ・　 ・　 ・　 ・　|六\n"));
  EXPECT_TRUE(has(r.out, "| ・　 ・　 ・　 ・　 ・　 ・　 ・　 ・　 ・　v金将 ・　 ・　|八\n"));
  EXPECT_TRUE(has(r.out,
                  "| ・　 ・　 ・　 ・　 ・　 ・　 ・　 ・　 ・　 ・　 ・　 玉将|十二\n"
                  "+------------------------------------------------------------+\n"
                  "to move: gote\n"));
  EXPECT_FALSE(has(r.out, "持駒")) << r.out;
  // Four-player boards keep their letters: a usage error.
  r = run_kifukit({"replay", kSource + "examples/qdan.yaml", "--board", "kanji"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.out, "");
}

// The endings the issue names, from results made by hand.
TEST(RenderWords, TwoPlayerResults) {
  const Variant& standard = standard_variant();
  GameResult r;
  r.reason = EndReason::Repetition;
  r.rank[index(Seat::South)] = r.rank[index(Seat::North)] = 1;
  EXPECT_EQ(words::two_player_result(standard, r, "7g7f"), "sennichite (draw)");
  r.reason = EndReason::Declaration;
  r.rank[index(Seat::North)] = 2;
  EXPECT_EQ(words::two_player_result(standard, r, "declare"),
            "sente wins: entering-king declaration");
  r.reason = EndReason::LastSurvivor;
  r.rank[index(Seat::South)] = 2;
  r.rank[index(Seat::North)] = 1;
  EXPECT_EQ(words::two_player_result(standard, r, "resign"), "gote wins by resignation");
  EXPECT_EQ(words::two_player_result(standard, r, "G*5b"), "gote wins by checkmate");
}

}  // namespace
}  // namespace kifukit::testing
