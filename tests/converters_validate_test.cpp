// validate replays every variation and names it in each finding, at the entry's place.
#include <gtest/gtest.h>

#include "rules/data/profile_registry.hpp"
#include "tests/converters_test_util.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

Validation validate_text(const std::string& kif) {
  Record r = read_clean(kif, RecordFormat::Kifu);
  return validate_record(r, builtin_profile("standard").resolved->profile);
}

TEST(ConvertersValidate, EveryVariationIsReplayed) {
  // The variation at 2 plays 5c5e at its ply 4 (a pawn moving two squares); the main line is
  // legal.
  Validation v = validate_text(
      "手数----\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n"
      "変化：2手\n   2 ８四歩(83)\n   3 ５五角(88)\n   4 ５五歩(53)\n");
  EXPECT_EQ(v.outcome, Outcome::Legal);
  EXPECT_EQ(v.plies, 3);
  ASSERT_EQ(v.findings.size(), 1u);
  const Finding& f = v.findings[0];
  EXPECT_EQ(code_name(f.code), "ILLEGAL_PIECE_MOVEMENT");
  EXPECT_EQ(f.ply, 4);
  EXPECT_EQ(f.seat, Seat::North);
  EXPECT_EQ(f.line, 8);
  EXPECT_EQ(f.column, 6);
  EXPECT_EQ(f.message.substr(0, 24), "variation 1 at ply 2: 5c");
}

TEST(ConvertersValidate, NestedVariationsAreNamedByTheirPath) {
  // Main 1-4; variation 1 at ply 2; inside it, variation 1 at ply 3 plays the bishop to 2b
  // through gote's pawn on 3c (it has not moved in this line).
  Validation v = validate_text(
      "手数----\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ８四歩(83)\n"
      "変化：2手\n   2 ８四歩(83)\n   3 ２六歩(27)\n"
      "変化：3手\n   3 ２二角成(88)\n");
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(v.findings[0].line, 10);
  EXPECT_EQ(code_name(v.findings[0].code), "ILLEGAL_PIECE_MOVEMENT");
  EXPECT_EQ(v.findings[0].message.substr(0, 50),
            "variation 1 at ply 2, variation 1 at ply 3: 8h2b+:");
}

}  // namespace
}  // namespace kifukit::testing

namespace kifukit::testing {
namespace {

// The examples in examples/standard/ validate clean, and their move counts are the published
// ones (68 and 134 entries with the resignation).
TEST(ConvertersExamples, ValidateClean) {
  const Profile profile = builtin_profile("standard").resolved->profile;
  struct Example {
    const char* file;
    int plies;
  };
  for (Example e : {Example{"habu-kato-1989-nhk.kifu", 68}, Example{"habu-kato-1989-nhk.ki2u", 68},
                    Example{"ohashi-sansa-1607.csa", 134}}) {
    ReadResult r = read_record_any((source_dir() / "examples" / "standard" / e.file).string());
    ASSERT_TRUE(r.record) << e.file;
    EXPECT_TRUE(r.diagnostics.empty()) << e.file;
    Validation v = validate_record(*r.record, profile);
    EXPECT_TRUE(v.clean()) << e.file << ": " << (v.findings.empty() ? "" : v.findings[0].message);
    EXPECT_EQ(v.plies, e.plies) << e.file;
    EXPECT_TRUE(v.ended) << e.file;
    EXPECT_EQ(v.result.rank[index(Seat::South)], 1) << e.file;
  }
}

// The reader keeps what each move text was read as (Entry::parsed); a text changed after reading
// is judged by the text.
TEST(ConvertersValidate, AMoveTextChangedAfterReadingIsJudgedByTheText) {
  Record r = read_clean("手数----\n   1 ７六歩(77)\n   2 ３四歩(33)\n", RecordFormat::Kifu);
  ASSERT_EQ(r.entries[1].parsed.recall(standard_variant(), "3c3d"),
            Move::normal(make_square(3, 3), make_square(3, 4), false));
  r.entries[1].move = "3c3e";  // two squares: an illegal pawn move at ply 2
  Validation v = validate_record(r, builtin_profile("standard").resolved->profile);
  EXPECT_EQ(v.outcome, Outcome::IllegalMove);
  EXPECT_EQ(v.illegal_ply, 2);
  r.entries[1].move = "3c";  // not a move at all
  v = validate_record(r, builtin_profile("standard").resolved->profile);
  EXPECT_EQ(v.outcome, Outcome::Malformed);
}

// What ParsedMove refuses to keep: a drop of a kind the variant does not hold (parse_move refuses
// its text: the replay must report it), a text too long to be one of its moves; and it answers
// only for its own variant.
TEST(ConvertersValidate, ParsedMoveKeepsOnlyWhatParseMoveWouldGive) {
  const Variant& standard = standard_variant();
  ParsedMove p;
  p.remember(standard, "K*5e", Move::drop(Kind::King, make_square(5, 5)));
  EXPECT_EQ(p.recall(standard, "K*5e"), std::nullopt);
  p.remember(standard, "12345678901234567", Move::normal(make_square(1, 1), make_square(1, 2), 0));
  EXPECT_EQ(p.recall(standard, "12345678901234567"), std::nullopt);
  p.remember(standard, "P*5e", Move::drop(Kind::Pawn, make_square(5, 5)));
  EXPECT_EQ(p.recall(standard, "P*5e"), Move::drop(Kind::Pawn, make_square(5, 5)));
  EXPECT_EQ(p.recall(standard, "P*5d"), std::nullopt);
  EXPECT_EQ(p.recall(yonin_variant(), "P*5e"), std::nullopt);
}

// A record that changes nothing in its built-in profile is judged under the built-in itself
// (shared, not copied); options make a profile of its own.
TEST(ConvertersValidate, TheRecordsProfileIsTheBuiltInUnlessChanged) {
  const Record r = read_clean("PI\n+\n+7776FU\n", RecordFormat::Csa);
  std::vector<Finding> findings;
  std::optional<Profile> own;
  const Profile* plain = record_profile_in(r, {}, findings, own);
  EXPECT_EQ(plain, builtin_profile_if_known("standard"));
  EXPECT_FALSE(own);
  const Profile* changed = record_profile_in(r, {"move_limit=300"}, findings, own);
  ASSERT_TRUE(own);
  EXPECT_EQ(changed, &*own);
  EXPECT_EQ(own->name, "standard");
  EXPECT_EQ(own->move_limit, 300);
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(record_profile_in(r, {"move_limit=x"}, findings, own), nullptr);
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(code_name(findings[0].code), "RECORD_BAD_PROFILE");
  EXPECT_EQ(builtin_profile_if_known("no-such-profile"), nullptr);
}

// The final position's text is written only when asked for (the JSON report, the library).
TEST(ConvertersValidate, TheFinalPositionOnlyWhenAsked) {
  const Record r = read_clean("PI\n+\n+7776FU\n", RecordFormat::Csa);
  const Profile& standard = *builtin_profile_if_known("standard");
  EXPECT_EQ(validate_record(r, standard).final_position,
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
  ValidateOptions options;
  options.final_position = false;
  const Validation v = validate_record(r, standard, options);
  EXPECT_EQ(v.final_position, "");
  EXPECT_EQ(v.plies, 1);
  EXPECT_EQ(v.outcome, Outcome::Legal);
}

}  // namespace
}  // namespace kifukit::testing
