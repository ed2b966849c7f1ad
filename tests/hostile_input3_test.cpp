// Hostile input, second round (issue 26), the items left after tests/hostile_input2_test.cpp:
// each with the exact codes and locations worked out by hand from the input.
#include <gtest/gtest.h>

#include <string>

#include "converters/record_syntax.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/variant_catalog.hpp"
#include "rules/data/variant_reader.hpp"
#include "tests/converters_test_util.hpp"
#include "tests/hostile_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

// Item 10: a chu lion's return to its own square marked 成. The lion cannot promote: the claim
// finding says it is replayed unpromoted, and it is (the move kept its middle square: before,
// `6g5g6g+` became the null step 6g6g and the replay stopped, ILLEGAL_PIECE_MOVEMENT).
// Board (tests/formats_text_chu_test.cpp): sente's lion on 6七 (6g), gote's pawn on 6六 (6f).
const std::string kChuHead =
    "# kifukit 中将棋棋譜\n書式：1\n変種：chu\n規則：chu\n開始局面："
    "k11/12/12/12/6g2P2/6p5/6N5/12/12/12/12/+F10K b - 1\n手数----指手---------消費時間--\n";

TEST(HostileInput3, AChuLionReturnMarkedPromotingIsReplayedUnpromoted) {
  struct Case {
    const char* line;
    const char* usi;
  };
  // jitto (out to the empty 5七 and back) and igui (the pawn on 6六 taken, back to 6七).
  for (const Case& c : {Case{"   1 ↑5七・6七獅子成(6七)\n", "6g5g6g+"},
                        Case{"   1 ↑6六・6七獅子成(6七)\n", "6g6f6g+"}}) {
    ReadResult r = read_record(kChuHead + c.line, Syntax::Text, "chu.txt");
    ASSERT_TRUE(r.record) << c.line << render(r.diagnostics.at(0));
    EXPECT_EQ(r.record->entries.at(0).move, c.usi);
    const Validation v = validate_record(*r.record, builtin_profile("chu").resolved->profile);
    ASSERT_EQ(v.findings.size(), 1u) << c.line << v.findings.back().message;
    EXPECT_EQ(code_name(v.findings[0].code), "CLAIM_CANNOT_PROMOTE");
    EXPECT_EQ(v.findings[0].ply, 1);
    EXPECT_EQ(v.findings[0].line, 7);
    EXPECT_EQ(v.findings[0].column, 7);
    EXPECT_EQ(v.findings[0].message,
              std::string(c.usi) +
                  ": 成 is written, but the 獅子 (lion) on 6g cannot promote on this move; "
                  "replayed unpromoted");
    EXPECT_EQ(v.plies, 1);  // replayed, unpromoted
  }
}

// Item 14: `extends:` named a file beside the profile, but a symbolic link there reached any file
// (a link to ../elsewhere/creds.yaml was read and its keys quoted back). profiles.md and
// variants.md promise a regular file beside the extending one: a link is refused at the value.
TEST(HostileInput3, ExtendsThroughASymbolicLinkBesideIsRefused) {
  ScratchDir dir("extends-link");
  fs::create_directories(dir.path() / "elsewhere");
  fs::create_directories(dir.path() / "mine");
  write_file(dir / "elsewhere/creds.yaml", "name: creds\npassword: hunter2\n");
  fs::create_symlink("../elsewhere/creds.yaml", dir.path() / "mine/creds.yaml");
  const std::string mine = dir / "mine/mine.yaml";
  ProfileResult r =
      read_profile("name: mine\nextends: creds.yaml\n", mine, default_profile_sources());
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]), mine +
                                          ":2:10: error: extends: 'creds.yaml' is a symbolic link; "
                                          "only a regular file beside this one is read "
                                          "[PROFILE_EXTENDS_UNKNOWN]");
  // The same file copied beside (no link) is read: its unknown key is the parent's error.
  fs::remove(dir.path() / "mine/creds.yaml");
  fs::copy_file(dir.path() / "elsewhere/creds.yaml", dir.path() / "mine/creds.yaml");
  r = read_profile("name: mine\nextends: creds.yaml\n", mine, default_profile_sources());
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].line, 2);
  EXPECT_NE(render(r.diagnostics[0]).find("creds.yaml:2:1"), std::string::npos)
      << render(r.diagnostics[0]);
}

TEST(HostileInput3, VariantExtendsThroughASymbolicLinkBesideIsRefused) {
  ScratchDir dir("variant-extends-link");
  fs::create_directories(dir.path() / "elsewhere");
  fs::create_directories(dir.path() / "mine");
  fs::copy_file(std::string(KIFUKIT_SOURCE_DIR) + "/rules/variants/minishogi.yaml",
                dir.path() / "elsewhere/base.yaml");
  write_file(dir / "mine/mine.yaml", "name: mine\nextends: base.yaml\n");
  fs::create_symlink("../elsewhere/base.yaml", dir.path() / "mine/base.yaml");
  VariantResult r = read_variant_file(dir / "mine/mine.yaml");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(render(r.diagnostics[0]), dir / "mine/mine.yaml" +
                                          ":2:10: error: extends: 'base.yaml' is a symbolic link; "
                                          "only a regular file beside this one is read "
                                          "[VARIANT_UNREADABLE]");
  fs::remove(dir.path() / "mine/base.yaml");
  fs::copy_file(dir.path() / "elsewhere/base.yaml", dir.path() / "mine/base.yaml");
  EXPECT_TRUE(read_variant_file(dir / "mine/mine.yaml").ok());
}

// Item 15: the 14 kinds named as in standard shogi keep their ids 1-14 in every variant, so a
// variant has ids 15-63 (49) for kinds with names of their own. A variant of 60 such kinds was
// refused as "more than 63 kinds"; the message now states the limit that holds.
std::string variant_with_own_kinds(int n) {
  std::string yaml =
      "name: many\nboard: 9\nseats: [south, north]\nstart: \"9/9/9/9/9/9/9/9/9 b - 1\"\nkinds:\n";
  for (int i = 1; i <= n; ++i) yaml += "  k" + std::to_string(i) + ": {}\n";
  return yaml;
}

std::vector<Diagnostic> kind_limit_errors(const VariantResult& r) {
  std::vector<Diagnostic> out;
  for (const Diagnostic& d : r.diagnostics)
    if (d.message.starts_with("kinds: more than")) out.push_back(d);
  return out;
}

TEST(HostileInput3, TheKindLimitMessageStatesTheLimitThatHolds) {
  const std::vector<Diagnostic> sixty =
      kind_limit_errors(read_variant(variant_with_own_kinds(60), "many.yaml"));
  ASSERT_EQ(sixty.size(), 1u);
  // k50 is on line 5 + 50: the first kind past ids 15-63.
  EXPECT_EQ(render(sixty[0]),
            "many.yaml:55:3: error: kinds: more than 49 kinds with names other than the 14 of "
            "standard shogi (king ... tokin have ids of their own: 63 kinds in all only when all "
            "of those are used) [VARIANT_BAD_VALUE]");
  EXPECT_TRUE(kind_limit_errors(read_variant(variant_with_own_kinds(49), "many.yaml")).empty());
}

// Item 16: a three-king `その他` diagram was SETUP_BAD_POSITION at 2:1 (the diagram's first line);
// the finding is at the piece that breaks the rule. In reading order (ranks from 一, files from
// ９) sente's first king is the one on 5五, so the second is on 5九: line 13, and its kanji at
// column 3 + (9 - 5) * 2 = 11 (`|` at 1, each cell a mark and a kanji).
TEST(HostileInput3, AThreeKingDiagramIsLocatedAtTheSecondKingOfASeat) {
  const std::string kif =
      "手合割：その他\n"
      "後手の持駒：なし\n"
      "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
      "+---------------------------+\n"
      "|v香v桂v銀v金v玉v金v銀v桂v香|一\n"
      "| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n"
      "|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
      "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|五\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
      "| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七\n"
      "| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八\n"
      "| 香 桂 銀 金 玉 金 銀 桂 香|九\n"
      "+---------------------------+\n"
      "先手の持駒：なし\n"
      "先手番\n"
      "手数----指手---------消費時間--\n"
      "   1 ７六歩(77)\n";
  ReadResult r = read_as(kif, RecordFormat::Kifu);
  ASSERT_TRUE(r.record) << render(r.diagnostics.at(0));
  const Validation v = validate_record(*r.record, builtin_profile("standard").resolved->profile);
  EXPECT_EQ(v.outcome, Outcome::InvalidSetup);
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(code_name(v.findings[0].code), "SETUP_BAD_POSITION");
  EXPECT_EQ(v.findings[0].line, 13);
  EXPECT_EQ(v.findings[0].column, 11);
  EXPECT_EQ(v.findings[0].message, "start position: second king of sente");
}

// Item 7 (rest): a record built in code with a control character in a string was written by the
// XML writer as `&#07;` (not well-formed XML: kifukit refused its own output), and by YAML and
// JSON as escapes their readers refuse. Every own writer now refuses it, saying what and where.
TEST(HostileInput3, OwnWritersRefuseAStringNoSyntaxCanHold) {
  Record r;
  r.variant = "standard";
  r.comment =
      "a\x07"
      "b";
  for (Syntax s : {Syntax::Yaml, Syntax::Xml, Syntax::Json, Syntax::Text}) {
    WriteResult w = write_record(r, s);
    EXPECT_FALSE(w.text) << syntax_name(s);
    ASSERT_EQ(w.diagnostics.size(), 1u) << syntax_name(s);
    EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_ENCODING);
    EXPECT_EQ(w.diagnostics[0].message,
              "the comment on the start holds a control character U+0007 at byte 2, which no "
              "record syntax can hold; nothing is written");
  }
  // Deep in a variation, located at the entry when it has a location.
  r.comment.reset();
  Entry first, second, alternative;
  first.move = "7g7f";
  second.seat = Seat::North;
  second.move = "3c3d";
  alternative.seat = Seat::North;
  alternative.move = "8c8d";
  alternative.comment = std::string("x\0", 2);
  alternative.loc = {9, 4};
  second.branches.push_back({alternative});
  r.entries = {first, second};
  WriteResult w = write_record(r, Syntax::Xml);
  EXPECT_FALSE(w.text);
  ASSERT_EQ(w.diagnostics.size(), 1u);
  EXPECT_EQ(w.diagnostics[0].line, 9);
  EXPECT_EQ(w.diagnostics[0].column, 4);
  EXPECT_EQ(w.diagnostics[0].message,
            "entry 2 variation 1, entry 1 comment holds a NUL character at byte 2, which no "
            "record syntax can hold; nothing is written");
  // Without it the record writes and reads back in every syntax that holds variations (the
  // text notation says it cannot).
  r.entries[1].branches[0][0].comment = "x";
  for (Syntax s : {Syntax::Yaml, Syntax::Xml, Syntax::Json}) {
    WriteResult ok = write_record(r, s);
    ASSERT_TRUE(ok.text) << syntax_name(s);
    EXPECT_TRUE(ok.diagnostics.empty()) << syntax_name(s);
    ReadResult back = read_record(*ok.text, s, "back");
    ASSERT_TRUE(back.record) << syntax_name(s) << render(back.diagnostics.at(0));
    EXPECT_EQ(*back.record, r) << syntax_name(s);
  }
}

// A record built in code (the fuzz target written_own, a library user) with a value the own
// readers refuse: a ranking place 5 was written by YAML and JSON and refused on reading (`place
// must be between 1 and 4`). The own writers refuse such a value, saying which and where.
TEST(HostileInput3, OwnWritersRefuseAValueTheirReadersRefuse) {
  Record r;
  r.variant = "standard";
  Entry first;
  first.move = "7g7f";
  r.entries = {first};
  ClaimedResult result;
  result.ranking = {{Seat::South, 1, {7, 5}}, {Seat::North, 5, {8, 5}}};
  r.result = result;
  for (Syntax s : {Syntax::Yaml, Syntax::Xml, Syntax::Json, Syntax::Text}) {
    WriteResult w = write_record(r, s);
    EXPECT_FALSE(w.text) << syntax_name(s);
    ASSERT_EQ(w.diagnostics.size(), 1u) << syntax_name(s);
    EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_BAD_VALUE);
    EXPECT_EQ(w.diagnostics[0].line, 8);
    EXPECT_EQ(w.diagnostics[0].message,
              "the place of ranking entry 2 is 5, not between 1 and 4, which kifukit's readers "
              "refuse; nothing is written");
  }
  r.result->ranking[1].place = 2;
  r.result->eliminations = {{Seat::North, std::nullopt, -1, {9, 3}}};
  EXPECT_EQ(write_record(r, Syntax::Yaml).diagnostics.at(0).message,
            "the ply of elimination 1 is -1, not between 0 and 1000000, which kifukit's readers "
            "refuse; nothing is written");
  r.result.reset();
  r.entries[0].time_ms = -3;
  EXPECT_EQ(write_record(r, Syntax::Json).diagnostics.at(0).message,
            "entry 1 time_ms is -3, not between 0 and 1125899906842624, which kifukit's readers "
            "refuse; nothing is written");
  r.entries[0].time_ms.reset();
  r.entries[0].branches.push_back({});
  EXPECT_EQ(write_record(r, Syntax::Xml).diagnostics.at(0).message,
            "entry 1 variation 1 has no entries, which kifukit's readers refuse; nothing is "
            "written");
  r.entries[0].branches.clear();
  r.entries[0].move = "7g7";
  r.entries[0].move_loc = {4, 9};
  WriteResult w = write_record(r, Syntax::Yaml);
  ASSERT_EQ(w.diagnostics.size(), 1u);
  EXPECT_EQ(w.diagnostics[0].line, 4);
  EXPECT_EQ(w.diagnostics[0].column, 9);
  EXPECT_EQ(w.diagnostics[0].message.substr(0, 43), "entry 1 move '7g7' is no move of standard (");
}

}  // namespace
}  // namespace kifukit::testing
