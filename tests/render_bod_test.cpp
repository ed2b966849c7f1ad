// `kifukit render --format bod`: a standard position as a KIF board diagram, read back by the
// KIF reader (docs/render.md "BOD").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "converters/kif_format.hpp"
#include "formats/notation.hpp"
#include "rules/variant.hpp"
#include "tests/run_command.hpp"

namespace kifukit::testing {
namespace {

// The SFEN of a position as the engine writes it (its own position text, or a record's start).
std::string sfen_of(const std::string& position) {
  NotationError e;
  auto pos = parse_position(standard_variant(), position, e);
  EXPECT_TRUE(pos) << position << ": " << e.message;
  return pos ? format_sfen(*pos) : "";
}

// The start of a record read from KIF text: the position its board diagram gives (a record
// without a start begins at the variant's).
std::string sfen_read_back(const std::string& bod) {
  ReadResult r = read_kif(bod, "diagram.kif");
  EXPECT_TRUE(r.record) << bod;
  if (!r.record) return "";
  return sfen_of(r.record->start.value_or(standard_variant().start));
}

TEST(RenderBod, TheEvenStartAsPublishedDiagramsDrawIt) {
  auto r = run_kifukit({"render", kSource + "examples/standard/habu-kato-1989-nhk.kifu", "--ply",
                        "0", "--format", "bod"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Written out by hand from the printed 平手 diagram.
  EXPECT_EQ(r.out,
            "後手の持駒：なし\n"
            "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
            "+---------------------------+\n"
            "|v香v桂v銀v金v玉v金v銀v桂v香|一\n"
            "| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n"
            "|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三\n"
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
            "| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七\n"
            "| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八\n"
            "| 香 桂 銀 金 玉 金 銀 桂 香|九\n"
            "+---------------------------+\n"
            "先手の持駒：なし\n"
            "先手番\n");
  EXPECT_EQ(sfen_read_back(r.out),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
}

// Every record of examples/standard at plies 0, 30 and 60: the diagram read back is the position
// the engine replayed to (kifukit replay --format json), hands, side to move and move number too.
TEST(RenderBod, ExamplePositionsReadBackEqual) {
  for (const char* name :
       {"habu-kato-1989-nhk.kifu", "habu-kato-1989-nhk.ki2u", "ohashi-sansa-1607.csa"}) {
    const std::string record = kSource + "examples/standard/" + name;
    auto replay = run_kifukit({"replay", record, "--format", "json"});
    ASSERT_EQ(replay.exit_code, 0) << replay.err;
    const nlohmann::json j = nlohmann::json::parse(replay.out);
    for (int ply : {0, 30, 60}) {
      SCOPED_TRACE(std::string(name) + " ply " + std::to_string(ply));
      ASSERT_LT(ply, static_cast<int>(j["plies"].size()) + 1);
      const std::string expected = ply == 0 ? j["start_position"].get<std::string>()
                                            : j["plies"][ply - 1]["position"].get<std::string>();
      auto r = run_kifukit({"render", record, "--ply", std::to_string(ply), "--format", "bod"});
      ASSERT_EQ(r.exit_code, 0) << r.err;
      EXPECT_EQ(sfen_read_back(r.out), sfen_of(expected)) << r.out;
    }
  }
}

TEST(RenderBod, OnlyStandardPositionsAndAPositionStringToo) {
  auto r = run_kifukit({"render", kSource + "examples/qdan.yaml", "--format", "bod"});
  EXPECT_EQ(r.exit_code, 3);  // kUsage
  EXPECT_NE(r.err.find("a BOD board diagram is a standard (9x9, two-player) position; variant "
                       "'yonin' renders as SVG or HTML"),
            std::string::npos)
      << r.err;
  // An SFEN with pieces in hand, gote to move, 手数 = 11 (move number 12).
  r = run_kifukit({"render", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 2Pg 12",
                   "--variant", "standard", "--format", "bod"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("後手の持駒：金\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("先手の持駒：歩二\n手数＝11\n後手番\n"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace kifukit::testing
