// Rule profiles: the built-in YAML files resolve to exactly the parameters of docs/rules.md §15
// (§14 for standard); every diagnostic points at the exact key or value.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include <unistd.h>

#include "formats/notation.hpp"
#include "rules/data/profile_params.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/perft.hpp"

namespace kifukit {
namespace {

// Field by field, independent of the key/value table in profile_params.cpp.
void expect_same(const Profile& got, const Profile& want) {
  SCOPED_TRACE("profile " + want.name);
  EXPECT_EQ(got.name, want.name);
  EXPECT_EQ(got.variant, want.variant);
  EXPECT_EQ(got.turn_order, want.turn_order);
  EXPECT_EQ(got.king_safety, want.king_safety);
  EXPECT_EQ(got.king_capture, want.king_capture);
  EXPECT_EQ(got.mate_credit, want.mate_credit);
  EXPECT_EQ(got.dead_board, want.dead_board);
  EXPECT_EQ(got.dead_hand, want.dead_hand);
  EXPECT_EQ(got.end, want.end);
  EXPECT_EQ(got.ranking, want.ranking);
  EXPECT_EQ(got.repetition, want.repetition);
  EXPECT_EQ(got.perpetual_check, want.perpetual_check);
  EXPECT_EQ(got.move_limit, want.move_limit);
  EXPECT_EQ(got.move_limit_result, want.move_limit_result);
  EXPECT_EQ(got.declaration_from_ply, want.declaration_from_ply);
  EXPECT_EQ(got.resignation, want.resignation);
  EXPECT_EQ(got.pawn_drop_mate_forbidden, want.pawn_drop_mate_forbidden);
  EXPECT_EQ(got.pawn_before_dead_king_must_promote, want.pawn_before_dead_king_must_promote);
  EXPECT_EQ(got.three_on_one_ban, want.three_on_one_ban);
  EXPECT_EQ(got.mode, want.mode);
  EXPECT_EQ(got.doubles_rule, want.doubles_rule);
  EXPECT_EQ(got.first_mover, want.first_mover);
  EXPECT_EQ(got.repetition_count, want.repetition_count);
  EXPECT_EQ(got.perpetual_illegal_count, want.perpetual_illegal_count);
  EXPECT_EQ(got.declaration_pieces_in_zone, want.declaration_pieces_in_zone);
  EXPECT_EQ(got.declaration_points_south, want.declaration_points_south);
  EXPECT_EQ(got.declaration_points_others, want.declaration_points_others);
  EXPECT_EQ(got.declaration_result, want.declaration_result);
  EXPECT_EQ(got.impasse_points, want.impasse_points);
  EXPECT_EQ(got.jishogi_values, want.jishogi_values);
  EXPECT_EQ(got.agreed_draw, want.agreed_draw);
  EXPECT_EQ(got.three_on_one_kinds, want.three_on_one_kinds);
  EXPECT_EQ(got.turn_direction, want.turn_direction);
  EXPECT_EQ(got.elimination_timing, want.elimination_timing);
  EXPECT_EQ(got.stalemate, want.stalemate);
  EXPECT_EQ(got.dead_king, want.dead_king);
  EXPECT_EQ(got.pawn_drop_mate_scope, want.pawn_drop_mate_scope);
  EXPECT_EQ(got.pawn_drop_before_dead_king_forbidden, want.pawn_drop_before_dead_king_forbidden);
  EXPECT_EQ(got.nifu_scope, want.nifu_scope);
}

Profile builtin(std::string_view name) {
  auto r = builtin_profile(name);
  EXPECT_TRUE(r.ok()) << (r.diagnostics.empty() ? "" : render(r.diagnostics.front()));
  return r.ok() ? r.resolved->profile : Profile{};
}

const std::vector<std::string> kFourPlayer = {"qdan", "federation", "sdin", "page-standard",
                                              "king-capture"};

// ---------------------------------------------------------------------------------------------
// The built-in profiles: every parameter of the docs/rules.md §15 table, written out in full.

TEST(ProfileBuiltin, Names) {
  EXPECT_EQ(builtin_profile_names(),
            (std::vector<std::string>{"chu", "chu-lishogi", "federation", "king-capture", "ludii",
                                      "page-standard", "qdan", "sdin", "standard", "tonykoval"}));
}

TEST(ProfileBuiltin, PageStandard) {
  const Profile want{
      .name = "page-standard",
      .variant = "yonin",
      .turn_order = TurnOrder::CheckPriority,
      .king_safety = true,
      .king_capture = false,
      .mate_credit = MateCredit::Mover,
      .dead_board = DeadBoard::Neutral,
      .dead_hand = DeadHand::Frozen,
      .end = EndCondition::LastSurvivor,
      .ranking = Ranking::EliminationOrder,
      .repetition = RepetitionRule::Draw,
      .perpetual_check = PerpetualCheck::Draw,
      .move_limit = 600,
      .move_limit_result = LimitResult::Draw,
      .declaration_from_ply = 0,
      .resignation = Resignation::OwnTurn,
      .pawn_drop_mate_forbidden = true,
      .pawn_before_dead_king_must_promote = false,
      .three_on_one_ban = false,
      .mode = Mode::Singles,
      .doubles_rule = DoublesRule::None,
      .first_mover = Seat::South,
  };
  expect_same(builtin("page-standard"), want);
  // The struct's defaults are page-standard: the engine gets the same rules either way.
  expect_same(Profile{}, want);
}

TEST(ProfileBuiltin, Qdan) {
  expect_same(builtin("qdan"), Profile{
                                   .name = "qdan",
                                   .variant = "yonin",
                                   .turn_order = TurnOrder::CheckPriority,
                                   .king_safety = true,
                                   .king_capture = false,
                                   .mate_credit = MateCredit::Checker,
                                   .dead_board = DeadBoard::Inherit,
                                   .dead_hand = DeadHand::ToCredited,
                                   .end = EndCondition::TwoEliminated,
                                   .ranking = Ranking::Qdan,
                                   .repetition = RepetitionRule::RankAndEnd,
                                   .perpetual_check = PerpetualCheck::Illegal,
                                   .move_limit = 0,
                                   .move_limit_result = LimitResult::Rank,
                                   .declaration_from_ply = 0,
                                   .resignation = Resignation::Never,
                                   .agreed_draw = false,
                                   .pawn_drop_mate_forbidden = true,
                                   .pawn_before_dead_king_must_promote = false,
                                   .three_on_one_ban = false,
                                   .mode = Mode::Singles,
                                   .doubles_rule = DoublesRule::QdanNoAttackOnPartner,
                                   .first_mover = Seat::South,
                               });
}

TEST(ProfileBuiltin, Federation) {
  expect_same(builtin("federation"), Profile{
                                         .name = "federation",
                                         .variant = "yonin",
                                         .turn_order = TurnOrder::CheckPriority,
                                         .king_safety = true,
                                         .king_capture = false,
                                         .mate_credit = MateCredit::Mover,
                                         .dead_board = DeadBoard::Neutral,
                                         .dead_hand = DeadHand::Frozen,
                                         .end = EndCondition::LastSurvivor,
                                         .ranking = Ranking::EliminationOrder,
                                         .repetition = RepetitionRule::Void,
                                         .perpetual_check = PerpetualCheck::FoulThenIllegal,
                                         .move_limit = 300,
                                         .move_limit_result = LimitResult::JishogiPoints,
                                         .declaration_from_ply = 250,
                                         .resignation = Resignation::OnlyTwoAlive,
                                         .pawn_drop_mate_forbidden = true,
                                         .pawn_before_dead_king_must_promote = true,
                                         .three_on_one_ban = true,
                                         .mode = Mode::Singles,
                                         .doubles_rule = DoublesRule::FederationImmunePartner,
                                         .first_mover = Seat::South,
                                     });
}

TEST(ProfileBuiltin, Sdin) {
  expect_same(builtin("sdin"), Profile{
                                   .name = "sdin",
                                   .variant = "yonin",
                                   .turn_order = TurnOrder::CheckPriority,
                                   .king_safety = true,
                                   .king_capture = false,
                                   .mate_credit = MateCredit::Mover,
                                   .dead_board = DeadBoard::Neutral,
                                   .dead_hand = DeadHand::Frozen,
                                   .end = EndCondition::LastSurvivor,
                                   .ranking = Ranking::EliminationOrder,
                                   .repetition = RepetitionRule::None,
                                   .perpetual_check = PerpetualCheck::None,
                                   .move_limit = 0,
                                   .move_limit_result = LimitResult::Draw,
                                   .declaration_from_ply = 0,
                                   .resignation = Resignation::OwnTurn,
                                   .pawn_drop_mate_forbidden = true,
                                   .pawn_before_dead_king_must_promote = false,
                                   .three_on_one_ban = false,
                                   .mode = Mode::Singles,
                                   .doubles_rule = DoublesRule::None,
                                   .first_mover = Seat::South,
                               });
}

TEST(ProfileBuiltin, KingCapture) {
  expect_same(builtin("king-capture"), Profile{
                                           .name = "king-capture",
                                           .variant = "yonin",
                                           .turn_order = TurnOrder::Clockwise,
                                           .king_safety = false,
                                           .king_capture = true,
                                           .mate_credit = MateCredit::Mover,
                                           .dead_board = DeadBoard::Neutral,
                                           .dead_hand = DeadHand::Frozen,
                                           .end = EndCondition::LastSurvivor,
                                           .ranking = Ranking::EliminationOrder,
                                           .repetition = RepetitionRule::Draw,
                                           .perpetual_check = PerpetualCheck::None,
                                           .move_limit = 600,
                                           .move_limit_result = LimitResult::Draw,
                                           .declaration_from_ply = 0,
                                           .resignation = Resignation::OwnTurn,
                                           .pawn_drop_mate_forbidden = false,
                                           .pawn_before_dead_king_must_promote = false,
                                           .three_on_one_ban = false,
                                           .mode = Mode::Singles,
                                           .doubles_rule = DoublesRule::None,
                                           .first_mover = Seat::South,
                                       });
}

TEST(ProfileBuiltin, Standard) {
  expect_same(builtin("standard"), Profile{
                                       .name = "standard",
                                       .variant = "standard",
                                       .turn_order = TurnOrder::CheckPriority,
                                       .king_safety = true,
                                       .king_capture = false,
                                       .mate_credit = MateCredit::Mover,
                                       .dead_board = DeadBoard::Neutral,
                                       .dead_hand = DeadHand::Frozen,
                                       .end = EndCondition::LastSurvivor,
                                       .ranking = Ranking::EliminationOrder,
                                       .repetition = RepetitionRule::Draw,
                                       .perpetual_check = PerpetualCheck::CheckerLoses,
                                       .move_limit = 0,
                                       .move_limit_result = LimitResult::Draw,
                                       .declaration_from_ply = 0,
                                       .impasse_points = 24,
                                       .resignation = Resignation::OwnTurn,
                                       .pawn_drop_mate_forbidden = true,
                                       .pawn_before_dead_king_must_promote = false,
                                       .three_on_one_ban = false,
                                       .mode = Mode::Singles,
                                       .doubles_rule = DoublesRule::None,
                                       .first_mover = Seat::South,
                                   });
}

// tonykoval/yonin-shogi, its default "inherit" mode (rules/profiles/tonykoval.yaml cites the
// engine's functions for each value).
TEST(ProfileBuiltin, Tonykoval) {
  expect_same(builtin("tonykoval"), Profile{
                                        .name = "tonykoval",
                                        .variant = "yonin",
                                        .turn_order = TurnOrder::CheckPriority,
                                        .turn_direction = TurnDirection::Clockwise,
                                        .king_safety = true,
                                        .king_capture = false,
                                        .mate_credit = MateCredit::Mover,
                                        .elimination_timing = EliminationTiming::AfterEveryMove,
                                        .stalemate = Stalemate::Concedes,
                                        .dead_board = DeadBoard::Inherit,
                                        .dead_king = DeadKing::Stays,
                                        .dead_hand = DeadHand::ToCredited,
                                        .end = EndCondition::LastSurvivor,
                                        .ranking = Ranking::EliminationOrder,
                                        .repetition = RepetitionRule::None,
                                        .perpetual_check = PerpetualCheck::None,
                                        .move_limit = 0,
                                        .move_limit_result = LimitResult::Draw,
                                        .declaration_from_ply = 0,
                                        .resignation = Resignation::Never,
                                        .agreed_draw = false,
                                        .pawn_drop_mate_forbidden = true,
                                        .pawn_drop_mate_scope = PawnDropMateScope::AnyMatedSeat,
                                        .pawn_drop_before_dead_king_forbidden = false,
                                        .nifu_scope = NifuScope::AllOwnedPawns,
                                        .pawn_before_dead_king_must_promote = false,
                                        .three_on_one_ban = false,
                                        .mode = Mode::Singles,
                                        .doubles_rule = DoublesRule::None,
                                        .first_mover = Seat::South,
                                    });
}

// Ludii's "Yonin Shogi.lud" (rules/profiles/ludii.yaml).
TEST(ProfileBuiltin, Ludii) {
  expect_same(builtin("ludii"), Profile{
                                    .name = "ludii",
                                    .variant = "yonin",
                                    .turn_order = TurnOrder::Clockwise,
                                    .turn_direction = TurnDirection::CounterClockwise,
                                    .king_safety = true,
                                    .king_capture = false,
                                    .mate_credit = MateCredit::Mover,
                                    .elimination_timing = EliminationTiming::AfterEveryMove,
                                    .stalemate = Stalemate::Concedes,
                                    .dead_board = DeadBoard::Neutral,
                                    .dead_king = DeadKing::Removed,
                                    .dead_hand = DeadHand::Frozen,
                                    .end = EndCondition::LastSurvivor,
                                    .ranking = Ranking::EliminationOrder,
                                    .repetition = RepetitionRule::None,
                                    .perpetual_check = PerpetualCheck::None,
                                    .move_limit = 0,
                                    .move_limit_result = LimitResult::Draw,
                                    .declaration_from_ply = 0,
                                    .resignation = Resignation::Never,
                                    .agreed_draw = false,
                                    .pawn_drop_mate_forbidden = true,
                                    .pawn_drop_mate_scope = PawnDropMateScope::NextSeat,
                                    .pawn_drop_before_dead_king_forbidden = false,
                                    .nifu_scope = NifuScope::SameFacing,
                                    .pawn_before_dead_king_must_promote = false,
                                    .three_on_one_ban = false,
                                    .mode = Mode::Singles,
                                    .doubles_rule = DoublesRule::None,
                                    .first_mover = Seat::South,
                                });
}

// The five earlier four-player profiles and standard keep the first value of every issue-14
// parameter: today's behaviour.
TEST(ProfileBuiltin, EarlierProfilesKeepTheNewParametersDefaults) {
  for (const char* name : {"qdan", "federation", "sdin", "page-standard", "king-capture",
                           "standard", "chu", "chu-lishogi"}) {
    SCOPED_TRACE(name);
    const Profile p = builtin(name);
    EXPECT_EQ(p.turn_direction, TurnDirection::Clockwise);
    EXPECT_EQ(p.elimination_timing, EliminationTiming::WhenSelected);
    EXPECT_EQ(p.stalemate, Stalemate::Eliminated);
    EXPECT_EQ(p.dead_king, DeadKing::Stays);
    EXPECT_EQ(p.pawn_drop_mate_scope, PawnDropMateScope::AttackedKing);
    EXPECT_TRUE(p.pawn_drop_before_dead_king_forbidden);
    EXPECT_EQ(p.nifu_scope, NifuScope::SameFacing);
  }
}

TEST(ProfileBuiltin, FilesNameThemselvesAndFourPlayerOnesExtendPageStandard) {
  for (const auto& name : builtin_profile_names()) {
    auto text = builtin_profile_text(name);
    ASSERT_TRUE(text.has_value()) << name;
    EXPECT_EQ(text->source, "rules/profiles/" + name + ".yaml");
    EXPECT_NE(text->text.find("\nname: " + name + "\n"), std::string::npos) << name;
    const bool root = name == "page-standard" || name == "standard" || name == "chu";
    // The chu profiles descend from chu, every four-player one from page-standard.
    const std::string base = name.rfind("chu", 0) == 0 ? "chu" : "page-standard";
    EXPECT_EQ(text->text.find("\nextends: " + base + "\n") != std::string::npos, !root) << name;
    EXPECT_EQ(text->text.find("extends:") == std::string::npos, root) << name;
  }
}

TEST(ProfileBuiltin, PrintsEveryParameterInStructOrder) {
  EXPECT_EQ(profile_to_yaml(builtin("qdan")),
            "name: qdan\n"
            "variant: yonin\n"
            "turn_order: check-priority\n"
            "turn_direction: clockwise\n"
            "king_safety: true\n"
            "king_capture: false\n"
            "mate_credit: checker\n"
            "elimination_timing: when-selected\n"
            "stalemate: eliminated\n"
            "dead_board: inherit\n"
            "dead_king: stays\n"
            "dead_hand: to-credited\n"
            "end: two-eliminated\n"
            "ranking: qdan\n"
            "repetition: rank-and-end\n"
            "repetition_count: 4\n"
            "perpetual_check: illegal\n"
            "perpetual_illegal_count: 5\n"
            "move_limit: 0\n"
            "move_limit_result: rank\n"
            "declaration_from_ply: 0\n"
            "declaration_pieces_in_zone: 0\n"
            "declaration_points_south: 0\n"
            "declaration_points_others: 0\n"
            "declaration_result: jishogi-points\n"
            "impasse_points: 0\n"
            "jishogi_values: R=5 +R=5 B=5 +B=5 *=1\n"
            "resignation: never\n"
            "agreed_draw: false\n"
            "pawn_drop_mate: forbidden\n"
            "pawn_drop_mate_scope: attacked-king\n"
            "pawn_drop_before_dead_king: forbidden\n"
            "nifu_scope: same-facing\n"
            "pawn_before_dead_king_must_promote: false\n"
            "three_on_one_ban: false\n"
            "three_on_one_kinds: R +R G S +S\n"
            "mode: singles\n"
            "doubles_rule: qdan-no-attack-on-partner\n"
            "first_mover: south\n");
}

TEST(ProfileBuiltin, PrintedFormReadsBackToTheSameProfile) {
  for (const auto& name : builtin_profile_names()) {
    Profile p = builtin(name);
    auto again = read_profile(profile_to_yaml(p), "printed.yaml", {});
    ASSERT_TRUE(again.ok()) << render(again.diagnostics.front());
    expect_same(again.resolved->profile, p);
  }
}

TEST(ProfileBuiltin, EveryValueNameRoundTrips) {
  EXPECT_EQ(profile_params().size(), 40u);  // every field of Profile but name and variant
  for (const auto& d : profile_params()) {
    for (auto value : d.values) {
      Profile p;
      ASSERT_FALSE(set_param(p, d, value, true).has_value()) << d.key << "=" << value;
      EXPECT_EQ(d.get(p), value) << d.key;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Diagnostics: code, line and column, exactly.

ProfileResult read(std::string_view yaml, std::map<std::string, std::string> files = {}) {
  ProfileSources sources = default_profile_sources();
  sources.read_file = [files](const std::string& path) -> std::optional<std::string> {
    auto it = files.find(path);
    if (it == files.end()) return std::nullopt;
    return it->second;
  };
  return read_profile(yaml, "my.yaml", sources);
}

void expect_error(const ProfileResult& r, const std::string& file, int line, int column,
                  const std::string& code) {
  EXPECT_FALSE(r.resolved.has_value());
  std::string all;
  for (const auto& e : r.diagnostics) all += render(e) + "\n";
  ASSERT_EQ(r.diagnostics.size(), 1u) << all;
  const Diagnostic& e = r.diagnostics.front();
  EXPECT_EQ(e.file, file) << render(e);
  EXPECT_EQ(e.line, line) << render(e);
  EXPECT_EQ(e.column, column) << render(e);
  EXPECT_EQ(e.option, 0) << render(e);
  EXPECT_EQ(code_name(e.code), code) << render(e);
}

// An error about the `ordinal`-th --option: the ordinal has its own field, the line is 0 (it
// is printed where a line would be, `--option:2:1:`).
void expect_option_error(const ProfileResult& r, int ordinal, int column, const std::string& code) {
  EXPECT_FALSE(r.resolved.has_value());
  std::string all;
  for (const auto& e : r.diagnostics) all += render(e) + "\n";
  ASSERT_EQ(r.diagnostics.size(), 1u) << all;
  const Diagnostic& e = r.diagnostics.front();
  EXPECT_EQ(e.file, "--option") << render(e);
  EXPECT_EQ(e.option, ordinal) << render(e);
  EXPECT_EQ(e.line, 0) << render(e);
  EXPECT_EQ(e.column, column) << render(e);
  EXPECT_EQ(code_name(e.code), code) << render(e);
}

TEST(ProfileErrors, SyntaxErrorFromYamlCppIsConverted) {
  auto r = read("name: x\nmode: [singles\nend: last-survivor\n");
  expect_error(r, "my.yaml", 3, 4, "PROFILE_SYNTAX");
  EXPECT_EQ(render(r.diagnostics.front()),
            "my.yaml:3:4: error: end of sequence flow not found [PROFILE_SYNTAX]");
}

TEST(ProfileErrors, UnknownKeyWithSuggestion) {
  auto r = read("name: x\nextends: page-standard\nking_safty: true\n");
  expect_error(r, "my.yaml", 3, 1, "PROFILE_UNKNOWN_KEY");
  EXPECT_EQ(render(r.diagnostics.front()),
            "my.yaml:3:1: error: unknown key 'king_safty'; did you mean 'king_safety'? "
            "[PROFILE_UNKNOWN_KEY]");
  // The struct's field name is not the key: the key names the rule.
  auto field = read("name: x\npawn_drop_mate_forbidden: true\n");
  expect_error(field, "my.yaml", 2, 1, "PROFILE_UNKNOWN_KEY");
  EXPECT_NE(field.diagnostics.front().message.find("did you mean 'pawn_drop_mate'"),
            std::string::npos);
}

TEST(ProfileErrors, BadEnumValue) {
  auto r = read("name: x\nturn_order: counter-clockwise\n");
  expect_error(r, "my.yaml", 2, 13, "PROFILE_BAD_VALUE");
  EXPECT_EQ(r.diagnostics.front().message,
            "turn_order: 'counter-clockwise' is not one of check-priority or clockwise");
  expect_error(read("name: x\nfirst_mover: S\n"), "my.yaml", 2, 14, "PROFILE_BAD_VALUE");
}

TEST(ProfileErrors, BooleansAreBareTrueOrFalse) {
  expect_error(read("name: x\nking_safety: yes\n"), "my.yaml", 2, 14, "PROFILE_BAD_TYPE");
  expect_error(read("name: x\nking_safety: \"true\"\n"), "my.yaml", 2, 14, "PROFILE_BAD_TYPE");
  EXPECT_TRUE(read("name: x\nthree_on_one_ban: true\n").ok());
}

TEST(ProfileErrors, Numbers) {
  expect_error(read("name: x\nmove_limit: lots\n"), "my.yaml", 2, 13, "PROFILE_BAD_TYPE");
  expect_error(read("name: x\nmove_limit: '300'\n"), "my.yaml", 2, 13, "PROFILE_BAD_TYPE");
  auto negative = read("name: x\nmove_limit: -5\n");
  expect_error(negative, "my.yaml", 2, 13, "PROFILE_BAD_VALUE");
  EXPECT_EQ(negative.diagnostics.front().message,
            "move_limit: must be a whole number from 0 to 2147483647 (0 = none), got -5");
  expect_error(read("name: x\ndeclaration_from_ply: 99999999999\n"), "my.yaml", 2, 23,
               "PROFILE_BAD_VALUE");
}

TEST(ProfileErrors, ValueThatIsNotAScalar) {
  expect_error(read("name: x\nmode:\n  a: 1\n"), "my.yaml", 3, 3, "PROFILE_BAD_TYPE");
  expect_error(read("name: x\nmode: [singles]\n"), "my.yaml", 2, 7, "PROFILE_BAD_TYPE");
  // An empty value is reported at its key: the parser's mark for it is on the next line.
  expect_error(read("name: x\nmode:\nend: last-survivor\n"), "my.yaml", 2, 1, "PROFILE_BAD_TYPE");
}

TEST(ProfileErrors, DuplicateKey) {
  auto r = read("name: x\nmode: singles\nend: last-survivor\nmode: doubles\n");
  expect_error(r, "my.yaml", 4, 1, "PROFILE_DUPLICATE_KEY");
  EXPECT_EQ(r.diagnostics.front().message, "duplicate key 'mode' (first given on line 2)");
}

TEST(ProfileErrors, ShapeOfTheDocument) {
  expect_error(read("variant: yonin\n"), "my.yaml", 1, 1, "PROFILE_MISSING_KEY");
  expect_error(read(""), "my.yaml", 1, 1, "PROFILE_BAD_TYPE");
  expect_error(read("# nothing\n"), "my.yaml", 1, 1, "PROFILE_BAD_TYPE");
  expect_error(read("- name\n"), "my.yaml", 1, 1, "PROFILE_BAD_TYPE");
  expect_error(read("name: x\n---\nname: y\n"), "my.yaml", 3, 1, "PROFILE_SYNTAX");
  expect_error(read("name: two words\n"), "my.yaml", 1, 7, "PROFILE_BAD_VALUE");
  expect_error(read("name: x\nvariant: nonesuch\n"), "my.yaml", 2, 10, "PROFILE_BAD_VALUE");
}

TEST(ProfileErrors, ColumnsCountCodePointsNotBytes) {
  // 南 is three bytes in UTF-8 but one column.
  auto r = read("{name: x, first_mover: 南, mode: bad}\n");
  ASSERT_EQ(r.diagnostics.size(), 2u);
  EXPECT_EQ(r.diagnostics[0].column, 24);
  EXPECT_EQ(r.diagnostics[1].column, 33);
  EXPECT_EQ(code_name(r.diagnostics[1].code), "PROFILE_BAD_VALUE");
}

TEST(ProfileErrors, EveryProblemOfAFileIsReported) {
  auto r = read("name: x\nmood: calm\nturn_order: sideways\nmove_limit: -1\n");
  ASSERT_EQ(r.diagnostics.size(), 3u);
  EXPECT_EQ(render(r.diagnostics[0]),
            "my.yaml:2:1: error: unknown key 'mood'; did you mean "
            "'mode'? [PROFILE_UNKNOWN_KEY]");
  EXPECT_EQ(r.diagnostics[1].line, 3);
  EXPECT_EQ(r.diagnostics[2].line, 4);
}

TEST(ProfileErrors, Contradictions) {
  auto king = read("name: x\nextends: page-standard\nking_capture: true\n");
  expect_error(king, "my.yaml", 3, 1, "PROFILE_CONTRADICTION");
  EXPECT_EQ(king.diagnostics.front().message,
            "king_capture: true needs king_safety: false (a king that may never be left "
            "attacked can never be captured)");
  expect_error(read("name: x\nextends: king-capture\nking_safety: true\n"), "my.yaml", 3, 1,
               "PROFILE_CONTRADICTION");
  expect_error(read("name: x\nking_safety: false\n"), "my.yaml", 2, 1, "PROFILE_CONTRADICTION");

  auto doubles = read("name: x\nextends: sdin\nmode: doubles\n");
  expect_error(doubles, "my.yaml", 3, 1, "PROFILE_CONTRADICTION");
  EXPECT_EQ(doubles.diagnostics.front().message,
            "mode: doubles, but profile 'x' has no doubles option (doubles_rule: none)");
  EXPECT_TRUE(read("name: x\nextends: qdan\nmode: doubles\n").ok());

  // Federation doubles keeps three_on_one_ban: the Referee applies the ban in singles only.
  EXPECT_TRUE(read("name: x\nextends: federation\nmode: doubles\n").ok());
  EXPECT_TRUE(read("name: x\nextends: qdan\nmode: doubles\nthree_on_one_ban: true\n").ok());

  expect_error(read("name: x\nextends: federation\nmove_limit: 200\n"), "my.yaml", 3, 1,
               "PROFILE_CONTRADICTION");
  expect_error(read("name: x\nextends: standard\nfirst_mover: west\n"), "my.yaml", 3, 1,
               "PROFILE_CONTRADICTION");
  expect_error(read("name: x\nextends: standard\ndoubles_rule: qdan-no-attack-on-partner\n"
                    "mode: doubles\n"),
               "my.yaml", 4, 1, "PROFILE_CONTRADICTION");
  expect_error(read("name: x\nextends: qdan\nvariant: standard\n"), "my.yaml", 3, 10,
               "PROFILE_CONTRADICTION");
}

// ---------------------------------------------------------------------------------------------
// extends:

TEST(ProfileExtends, BuiltInParentThenOwnKeys) {
  auto r = read("name: mine\nextends: qdan\nend: last-survivor\n");
  ASSERT_TRUE(r.ok());
  const Profile& p = r.resolved->profile;
  EXPECT_EQ(p.name, "mine");
  EXPECT_EQ(p.variant, "yonin");  // inherited
  EXPECT_EQ(p.end, EndCondition::LastSurvivor);
  EXPECT_EQ(p.dead_board, DeadBoard::Inherit);  // from qdan
  EXPECT_EQ(p.move_limit, 0);                   // qdan over page-standard
  const ParamOrigin& end = r.resolved->origins.at("end");
  EXPECT_EQ(end.file, "my.yaml");
  EXPECT_EQ(end.line, 3);
  EXPECT_EQ(r.resolved->origins.at("dead_board").file, "rules/profiles/qdan.yaml");
}

TEST(ProfileExtends, UnknownBuiltInOrUnreadableFile) {
  expect_error(read("name: x\nextends: qdann\n"), "my.yaml", 2, 10, "PROFILE_EXTENDS_UNKNOWN");
  auto missing = read("name: x\nextends: base.yaml\n");
  expect_error(missing, "my.yaml", 2, 10, "PROFILE_EXTENDS_UNKNOWN");
  EXPECT_EQ(missing.diagnostics.front().message, "extends: cannot read 'base.yaml'");
}

TEST(ProfileExtends, FilesLieBesideTheExtendingFile) {
  ProfileSources sources = default_profile_sources();
  std::map<std::string, std::string> files = {
      {"club/strict.yaml", "name: strict\nextends: fed.yaml\nmove_limit: 280\n"},
      {"club/fed.yaml", "name: fed\nextends: federation\ndeclaration_from_ply: 200\n"},
  };
  sources.read_file = [&](const std::string& path) -> std::optional<std::string> {
    auto it = files.find(path);
    return it == files.end() ? std::nullopt : std::optional<std::string>(it->second);
  };
  auto r = read_profile("name: mine\nextends: ./strict.yaml\n", "club/mine.yaml", sources);
  ASSERT_TRUE(r.ok()) << render(r.diagnostics.front());
  EXPECT_EQ(r.resolved->profile.name, "mine");
  EXPECT_EQ(r.resolved->profile.move_limit, 280);
  EXPECT_EQ(r.resolved->profile.declaration_from_ply, 200);
  EXPECT_TRUE(r.resolved->profile.three_on_one_ban);
  EXPECT_EQ(r.resolved->origins.at("move_limit").file, "club/strict.yaml");
}

// Issue 15: `extends: /etc/shadow` read the file and quoted every line as an unknown key.
TEST(ProfileExtends, AFileElsewhereIsRefusedBeforeAnythingIsRead) {
  ProfileSources sources = default_profile_sources();
  int reads = 0;
  sources.read_file = [&](const std::string&) -> std::optional<std::string> {
    ++reads;
    return std::string("name: other\n");
  };
  for (const char* path : {"/etc/shadow", "../base.yaml", "sub/base.yaml", "./sub/base.yaml",
                           "..\\base.yaml", "/dev/zero"}) {
    auto r = read_profile(std::string("name: x\nextends: ") + path + "\n", "club/my.yaml", sources);
    ASSERT_EQ(r.diagnostics.size(), 1u) << path;
    EXPECT_EQ(render(r.diagnostics.front()),
              std::string("club/my.yaml:2:10: error: extends: '") + path +
                  "' is neither a built-in profile nor a file beside this one (a name such as "
                  "base.yaml or ./base.yaml) [PROFILE_EXTENDS_UNKNOWN]")
        << path;
  }
  EXPECT_EQ(reads, 0);
}

TEST(ProfileExtends, Cycle) {
  auto r = read("name: a\nextends: b.yaml\n", {{"b.yaml", "name: b\nextends: c.yaml\n"},
                                               {"c.yaml", "name: c\nextends: ./my.yaml\n"}});
  expect_error(r, "c.yaml", 2, 10, "PROFILE_EXTENDS_CYCLE");
  EXPECT_EQ(r.diagnostics.front().message, "extends cycle: my.yaml -> b.yaml -> c.yaml -> my.yaml");
  expect_error(read("name: a\nextends: my.yaml\n"), "my.yaml", 2, 10, "PROFILE_EXTENDS_CYCLE");
}

TEST(ProfileExtends, ErrorsInTheParentPointIntoTheParent) {
  auto r = read("name: a\nextends: b.yaml\n", {{"b.yaml", "name: b\n\nrepetition: sometimes\n"}});
  expect_error(r, "b.yaml", 3, 13, "PROFILE_BAD_VALUE");
}

TEST(ProfileExtends, BuiltInsExtendOnlyBuiltIns) {
  ProfileSources sources = default_profile_sources();
  sources.builtin = [](std::string_view name) -> std::optional<ProfileText> {
    if (name == "odd")
      return ProfileText{"rules/profiles/odd.yaml", "name: odd\nextends: x.yaml\n"};
    return builtin_profile_text(name);
  };
  auto r = read_profile("name: odd\nextends: x.yaml\n", "rules/profiles/odd.yaml", sources);
  expect_error(r, "rules/profiles/odd.yaml", 2, 10, "PROFILE_EXTENDS_UNKNOWN");
}

// ---------------------------------------------------------------------------------------------
// --profile-file and --option

TEST(ProfileOptions, OverridesAreValidatedLikeFileKeys) {
  auto r = select_profile("qdan", "", {"end=last-survivor", "dead_board=neutral"});
  ASSERT_TRUE(r.ok()) << render(r.diagnostics.front());
  EXPECT_EQ(r.resolved->profile.name, "qdan");
  EXPECT_EQ(r.resolved->profile.end, EndCondition::LastSurvivor);
  EXPECT_EQ(r.resolved->profile.dead_board, DeadBoard::Neutral);
  EXPECT_EQ(r.resolved->profile.dead_hand, DeadHand::ToCredited);
  EXPECT_EQ(r.resolved->origins.at("dead_board").option, 2);
  EXPECT_EQ(r.resolved->origins.at("dead_board").line, 0);

  auto page = select_profile("page-standard", "", {"pawn_drop_mate=allowed"});
  ASSERT_TRUE(page.ok());
  EXPECT_FALSE(page.resolved->profile.pawn_drop_mate_forbidden);
}

// The one Diagnostic keeps an override's ordinal apart from a line: an option diagnostic has
// line 0 and prints its ordinal where a line would stand; the record-option path of the
// validator maps the ordinal back to the record's own location (option, not line).
TEST(ProfileOptions, TheOrdinalIsItsOwnFieldAndPrintsWhereALineWould) {
  const Diagnostic d = option_error("--option", 3, 7, Code::PROFILE_BAD_VALUE, "m");
  EXPECT_EQ(d.option, 3);
  EXPECT_EQ(d.line, 0);
  EXPECT_EQ(render(d), "--option:3:7: error: m [PROFILE_BAD_VALUE]");
  EXPECT_EQ(render(error_at("my.yaml", 4, 2, Code::PROFILE_SYNTAX, "m")),
            "my.yaml:4:2: error: m [PROFILE_SYNTAX]");
  EXPECT_EQ(render(error_at("--profile", 0, 0, Code::PROFILE_UNKNOWN_NAME, "m")),
            "--profile: error: m [PROFILE_UNKNOWN_NAME]");
  // The third override is the bad one; the first two are fine.
  auto r = select_profile("qdan", "", {"end=last-survivor", "move_limit=10", "move_limit=x"});
  expect_option_error(r, 3, 12, "PROFILE_BAD_TYPE");
}

TEST(ProfileOptions, Diagnostics) {
  auto unknown = select_profile("qdan", "", {"end=last-survivor", "endd=x"});
  expect_option_error(unknown, 2, 1, "PROFILE_UNKNOWN_KEY");
  EXPECT_EQ(render(unknown.diagnostics.front()),
            "--option:2:1: error: unknown key 'endd'; did you mean 'end'? (--option endd=x) "
            "[PROFILE_UNKNOWN_KEY]");
  auto value = select_profile("qdan", "", {"move_limit=-3"});
  expect_option_error(value, 1, 12, "PROFILE_BAD_VALUE");
  expect_option_error(select_profile("qdan", "", {"king_safety=True"}), 1, 13, "PROFILE_BAD_TYPE");
  expect_option_error(select_profile("qdan", "", {"end"}), 1, 1, "PROFILE_OPTION_SYNTAX");
  expect_option_error(select_profile("qdan", "", {"=1"}), 1, 1, "PROFILE_OPTION_SYNTAX");
  expect_option_error(select_profile("qdan", "", {"variant=standard"}), 1, 1,
                      "PROFILE_UNKNOWN_KEY");
}

TEST(ProfileOptions, ContradictionsPointAtTheOption) {
  expect_option_error(select_profile("page-standard", "", {"mode=doubles"}), 1, 1,
                      "PROFILE_CONTRADICTION");
  // Federation doubles: the three-on-one ban simply does not apply in doubles.
  EXPECT_TRUE(select_profile("federation", "", {"mode=doubles"}).ok());
  EXPECT_TRUE(select_profile("federation", "", {"three_on_one_ban=false", "mode=doubles"}).ok());
  EXPECT_TRUE(select_profile("qdan", "", {"mode=doubles"}).ok());
  expect_option_error(select_profile("page-standard", "", {"king_capture=true"}), 1, 1,
                      "PROFILE_CONTRADICTION");
  EXPECT_TRUE(select_profile("page-standard", "", {"king_safety=false", "king_capture=true"}).ok());
}

TEST(ProfileOptions, UnknownNameAndUnreadableFile) {
  auto name = select_profile("qdna", "", {});
  expect_error(name, "--profile", 0, 0, "PROFILE_UNKNOWN_NAME");
  EXPECT_EQ(render(name.diagnostics.front()),
            "--profile: error: no built-in profile 'qdna'; did you mean 'qdan'? (built-in: "
            "chu, chu-lishogi, federation, king-capture, ludii, "
            "page-standard, qdan, sdin, standard, tonykoval) [PROFILE_UNKNOWN_NAME]");
  expect_error(load_profile_file("/nonexistent/p.yaml"), "/nonexistent/p.yaml", 0, 0,
               "PROFILE_UNREADABLE");
}

TEST(ProfileOptions, ProfileFileOnDisk) {
  auto dir = std::filesystem::temp_directory_path() /
             ("kifukit_profile_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir / "sub");
  std::ofstream(dir / "sub" / "base.yaml") << "name: base\nextends: federation\nmove_limit: 400\n";
  std::ofstream(dir / "sub" / "club.yaml") << "name: club\nextends: base.yaml\n";
  auto r = select_profile("", (dir / "sub" / "club.yaml").string(), {"declaration_from_ply=300"});
  ASSERT_TRUE(r.ok()) << render(r.diagnostics.front());
  EXPECT_EQ(r.resolved->profile.name, "club");
  EXPECT_EQ(r.resolved->profile.move_limit, 400);
  EXPECT_EQ(r.resolved->profile.declaration_from_ply, 300);
  EXPECT_EQ(r.resolved->profile.repetition, RepetitionRule::Void);
  std::filesystem::remove_all(dir);
}

// ---------------------------------------------------------------------------------------------
// The engine runs under every profile: the opening has no checks, so perft agrees.

TEST(ProfilePerft, Depth4FromTheStartUnderEveryFourPlayerProfile) {
  const Variant& v = yonin_variant();
  for (const auto& name : kFourPlayer) {
    NotationError e;
    auto pos = parse_position(v, v.start, e);
    ASSERT_TRUE(pos.has_value()) << e.message;
    EXPECT_EQ(perft(*pos, Referee(builtin(name)), 4), 6561u) << name;
  }
}

TEST(ProfilePerft, StandardProfile) {
  const Variant& v = standard_variant();
  NotationError e;
  auto pos = parse_position(v, v.start, e);
  ASSERT_TRUE(pos.has_value()) << e.message;
  EXPECT_EQ(perft(*pos, Referee(builtin("standard")), 3), 25470u);
}

}  // namespace
}  // namespace kifukit
