// The HTML replay page as a file (what it contains; tests/browser/ drives it in Chromium) and
// `kifukit replay --format json`, which the browser test takes its expected boards from.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "render/frame_deltas.hpp"
#include "render/replay_page.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

TEST(RenderPage, IllegalEntryIsCrossedOutAndItsFindingShownWithTheBoardItWasTriedOn) {
  auto r =
      run_kifukit({"render", kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "<tr data-ply=\"1\" data-frame=\"0\" class=\"illegal has-finding\""));
  EXPECT_TRUE(has(r.out,
                  "<li class=\"finding error\" data-ply=\"1\" data-frame=\"0\" "
                  "data-code=\"ILLEGAL_NIFU\">"));
  EXPECT_TRUE(has(r.out, "<dt>outcome</dt><dd>illegal-move</dd>"));
  EXPECT_TRUE(has(r.out, "<body data-ply=\"0\" data-last-ply=\"0\">"));
  // Self-contained: nothing is loaded from anywhere, and the policy forbids it.
  EXPECT_FALSE(has(r.out, " src="));
  EXPECT_FALSE(has(r.out, "<link"));
  EXPECT_TRUE(has(r.out, "content=\"default-src 'none';"));
}

TEST(RenderPage, WholeRecordFindingsAreAtPlyZeroAndTheEndIsAnEvent) {
  auto r = run_kifukit(
      {"render", kSource + "tests/data/reasons/RESULT_RANKING.yaml", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out,
                  "data-ply=\"0\" data-frame=\"0\" data-code=\"RESULT_RANKING\"><span "
                  "class=\"where\">record</span>"));
  EXPECT_TRUE(has(r.out, "<td class=\"ev\">game over (agreed-draw)</td>"));
}

TEST(RenderPage, TextRecordsListTheirMovesInKanji) {
  auto r = run_kifukit(
      {"render", kSource + "tests/data/render/standard-random.txt", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Ply 12 of the record: `↓9三桂(81)`, USI 8a9c as the tooltip.
  EXPECT_TRUE(has(r.out, "<td class=\"mv\" title=\"8a9c\">9三桂(81)</td>"));
  // A YAML record lists USI moves, kanji in the tooltip: ply 61 of double-elimination.
  r = run_kifukit({"render", kSource + "examples/double-elimination.yaml", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out,
                  "<td class=\"mv\" title=\"9一飛打\">R*9a</td><td class=\"ev\">check: "
                  "west; check: north; west eliminated (credited to east); north "
                  "eliminated (credited to east)</td>"));
}

TEST(RenderPage, ProfilesSideBySide) {
  auto r = run_kifukit({"render", kSource + "examples/qdan.yaml", "--profiles", "qdan,king-capture",
                        "-o", "-", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out,
                  "<tr data-profile=\"qdan\"><td>qdan</td><td>legal</td><td>101</td>"
                  "<td>two-eliminated</td><td>1 east, 2 west, 3 south, 4 north</td></tr>"));
  EXPECT_TRUE(has(r.out,
                  "<tr data-profile=\"king-capture\"><td>king-capture</td><td>"
                  "illegal-move at ply 10 ILLEGAL_NOT_YOUR_TURN</td><td>9</td><td>-</td>"
                  "<td>-</td></tr>"));
  EXPECT_TRUE(has(r.out,
                  "<p id=\"disagreement\">first divergence at ply 9 (west S*2e): qdan: "
                  "next: east; check: east; king-capture: next: north</p>"));
  r = run_kifukit({"render", kSource + "examples/qdan.yaml", "--profiles", "all"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: --profiles needs an HTML page (-o FILE.html)\n");
}

TEST(ReplayJson, EveryPlyWithEventsPositionAndChecks) {
  auto r = run_kifukit(
      {"replay", kSource + "examples/double-elimination.yaml", "--format", "json", "--ply", "61"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["format"], "kifukit-replay");
  EXPECT_EQ(j["version"], 1);
  EXPECT_EQ(j["tool_version"], "0.1.0");
  EXPECT_EQ(j["plies"].size(), 61u);
  EXPECT_EQ(j["plies"][10], nlohmann::json::parse(R"({"ply":11,"seat":"north","move":"G*1d",
      "events":[{"type":"check","seat":"east","credited":null,"foul":null}],
      "position":"1wSnSnGnKnG3/3nPnRnP3/4nP2eS1/wGwP5ePnG/wKwRwP3ePeReK/wGwP5ePeG/wS2sSsPsP2eS/3sPsR4/3sGsKsGsS2 e -/-/-/S - 11",
      "in_check":["east"]})"));
  EXPECT_EQ(j["plies"][60]["events"], nlohmann::json::parse(R"([
      {"type":"check","seat":"west","credited":null,"foul":null},
      {"type":"check","seat":"north","credited":null,"foul":null},
      {"type":"elimination","seat":"west","credited":"east","foul":null},
      {"type":"elimination","seat":"north","credited":"east","foul":null}])"));
  EXPECT_EQ(j["plies"][60]["in_check"], nlohmann::json::array());
  EXPECT_EQ(j["result"]["ranking"], nlohmann::json::parse(R"([{"seat":"south","place":1},
      {"seat":"west","place":4},{"seat":"north","place":3},{"seat":"east","place":2}])"));
}

TEST(ReplayJson, FindingsWithoutAPlyHaveNullAndIllegalRecordsExitOne) {
  auto r = run_kifukit(
      {"replay", kSource + "tests/data/reasons/RESULT_RANKING.yaml", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1);
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["findings"][0]["ply"], nullptr);
  EXPECT_EQ(j["findings"][0]["line"], 13);
  r = run_kifukit({"replay", kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1);
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["illegal_ply"], 1);
  EXPECT_EQ(j["plies"], nlohmann::json::array());
  EXPECT_EQ(j["result"], nullptr);
  r = run_kifukit({"replay", kSource + "examples/qdan.yaml", "--format", "xml"});
  EXPECT_EQ(r.exit_code, 3);
}

// The page stores each board as the line edits from the one before (render/frame_deltas.hpp).
TEST(FrameDeltas, EditsBetweenNeighboursRebuildEachBoardExactly) {
  const std::vector<std::string> frames = {"a\nb\nc\n", "a\nx\nc\n", "c\n"};
  const draw::FrameDeltas d = draw::frame_deltas(frames);
  EXPECT_EQ(d.lines, (std::vector<std::string>{"a", "b", "c", "", "x"}));
  EXPECT_EQ(d.first, (std::vector<int>{0, 1, 2, 3}));
  ASSERT_EQ(d.to.size(), 2u);
  ASSERT_EQ(d.to[0].size(), 1u);  // b becomes x
  EXPECT_EQ(d.to[0][0].at, 1);
  EXPECT_EQ(d.to[0][0].removed, 1);
  EXPECT_EQ(d.to[0][0].inserted, (std::vector<int>{4}));
  ASSERT_EQ(d.to[1].size(), 1u);  // a and x go
  EXPECT_EQ(d.to[1][0].at, 0);
  EXPECT_EQ(d.to[1][0].removed, 2);
  EXPECT_TRUE(d.to[1][0].inserted.empty());
  for (int n = 0; n < 3; ++n) EXPECT_EQ(draw::rebuild_frame(d, n), frames[n]) << n;
  EXPECT_EQ(draw::frame_deltas_json(d),
            "{\"deltas\":[[[1,1,4]],[[0,2]]],\"first\":[0,1,2,3],\"lines\":[\"a\",\"b\",\"c\",\"\","
            "\"x\"]}");
}

// A main line of two moves, variation 1 replacing its move 2 (two moves) and variation 2, inside
// variation 1, replacing that line's move 3: the HTML nests each under the move it replaces and
// counts the main line's plies only. In-process: the page model by hand, no command run.
TEST(RenderPage, VariationsNestUnderTheMoveTheyReplaceWithTheirOwnBoards) {
  draw::ReplayPage page;
  page.frames = {"<svg>0</svg>",  "<svg>1</svg>",  "<svg>2</svg>",
                 "<svg>v2</svg>", "<svg>v3</svg>", "<svg>w3</svg>"};
  auto row = [](int ply, const std::string& move) {
    draw::PageRow r;
    r.ply = ply;
    r.seat = ply % 2 ? "south" : "north";
    r.move = move;
    return r;
  };
  page.rows = {row(1, "▲７六歩"), row(2, "△３四歩")};
  page.variations.push_back(
      {0, 2, "variation 1 at ply 2", {row(2, "△８四歩"), row(3, "▲２六歩")}, {3, 4}});
  page.variations.push_back(
      {1, 3, "variation 1 at ply 2, variation 1 at ply 3", {row(3, "▲６八銀")}, {5}});
  const std::string html = draw::replay_page_html(page);
  EXPECT_TRUE(has(html, "data-last-ply=\"2\"")) << "the variations' boards are no plies";
  EXPECT_TRUE(has(html, "max=\"2\""));
  const std::string main2 = "<tr data-ply=\"2\" data-frame=\"2\"";
  const std::string head1 =
      "<tr class=\"variation\" data-line=\"1\" data-parent=\"0\" data-from=\"2\"><td "
      "colspan=\"4\"><details open><summary>variation 1 at ply 2</summary>";
  const std::string v1_2 = "<tr data-ply=\"2\" data-frame=\"3\" data-line=\"1\"";
  const std::string v1_3 = "<tr data-ply=\"3\" data-frame=\"4\" data-line=\"1\"";
  const std::string head2 =
      "<tr class=\"variation\" data-line=\"2\" data-parent=\"1\" data-from=\"3\">";
  const std::string v2_3 = "<tr data-ply=\"3\" data-frame=\"5\" data-line=\"2\"";
  std::vector<std::size_t> at;
  for (const std::string* s : {&main2, &head1, &v1_2, &v1_3, &head2, &v2_3}) {
    at.push_back(html.find(*s));
    ASSERT_NE(at.back(), std::string::npos) << *s;
  }
  EXPECT_TRUE(std::is_sorted(at.begin(), at.end()));
  // Variation 2's table closes inside variation 1's, which closes before the table ends.
  const std::string close = "</table></details></td></tr>\n";
  EXPECT_TRUE(has(html, close + close + "</table>\n</div>"));
  EXPECT_TRUE(has(html, ">&#x2934; out</button>"));
}

TEST(RenderPage, PhoneReadySizedNamedByFileAndCountedInWords) {
  const std::string record = kSource + "tests/data/reasons/ILLEGAL_NIFU.yaml";
  auto r = run_kifukit({"render", record, "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(
      has(r.out, "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
  // A four-player picture is 714 x 602 (render_svg_test): the board box keeps that ratio.
  EXPECT_TRUE(
      has(r.out, "#viewer { width: min(100%, max(60vmin, calc((100vh - 9em) * 714 / 602))); }"));
  EXPECT_TRUE(
      has(r.out, "<button id=\"flip\" title=\"flip the board (F)\" aria-pressed=\"false\">"));
  // The file's name, never the directory it was read from.
  EXPECT_TRUE(has(r.out, "<dt>file</dt><dd>ILLEGAL_NIFU.yaml</dd>"));
  EXPECT_FALSE(has(r.out, kSource)) << "the page names " << kSource;
  EXPECT_TRUE(has(r.out, "<span class=\"loc\">ILLEGAL_NIFU.yaml:"));
  EXPECT_TRUE(has(r.out, "<dt>findings</dt><dd>1 error, 0 warnings</dd>"));
}

TEST(RenderPage, ALongGameIsSmall) {
  // examples/federation.yaml: the page held every board whole before (about 14 KB each).
  auto r = run_kifukit({"render", kSource + "examples/federation.yaml", "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::size_t plies =
      static_cast<std::size_t>(std::stoi(r.out.substr(r.out.find("data-last-ply=\"") + 15)));
  EXPECT_GT(plies, 200u);
  EXPECT_LT(r.out.size(), 2000 * plies) << r.out.size();  // whole boards: 14,000 a ply
}

}  // namespace
}  // namespace kifukit::testing

namespace kifukit::testing {
namespace {

// Moves are data (issue 25): a KIF game with an illegal move is drawn up to it, the move
// crossed out, as the four-player page does. Ply 5 ７七玉(68) walks into the horse on 8八.
TEST(RenderPage, AnIllegalKifMoveIsCrossedOutAfterTheGameUpToIt) {
  auto r = run_kifukit({"render",
                        kSource + "tests/data/reasons-standard/ILLEGAL_KING_LEFT_ATTACKED.kifu",
                        "--format", "html"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "<tr data-ply=\"5\" data-frame=\"4\" class=\"illegal has-finding\""))
      << r.out;
  EXPECT_TRUE(has(r.out, "data-code=\"ILLEGAL_KING_LEFT_ATTACKED\">"));
  EXPECT_TRUE(has(r.out, "<body data-ply=\"0\" data-last-ply=\"4\">"));
}

}  // namespace
}  // namespace kifukit::testing
