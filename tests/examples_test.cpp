// Every record in examples/ is a legal game: replayed through the Referee under its profile (and
// option overrides), each move is among generate_legal() for the seat to move, each entry's seat is
// the seat to move, and the eliminations the record claims (seat, credit, ply) are the ones the
// Referee made. Repetition and move limits are not implemented by the Referee yet, so a claimed
// ending of that kind is checked only for having no eliminations left unclaimed.
#include <gtest/gtest.h>

#include "converters/record_syntax.hpp"
#include "formats/notation.hpp"
#include "formats/record_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"
#include "tests/formats_test_util.hpp"

namespace kifukit::testing {
namespace {

class Example : public ::testing::TestWithParam<std::string> {};

TEST_P(Example, ReplaysLegallyWithTheClaimedEliminations) {
  ReadResult read = read_record_file((source_dir() / "examples" / (GetParam() + ".yaml")).string());
  ASSERT_TRUE(read.record) << render(read.diagnostics.at(0));
  const Record& rec = *read.record;

  ProfileResult profile = builtin_profile(rec.profile);
  ASSERT_TRUE(profile.ok()) << rec.profile;
  std::vector<std::string> options;
  for (const OptionOverride& o : rec.options) options.push_back(o.key + "=" + o.value);
  ASSERT_TRUE(apply_profile_options(*profile.resolved, options).empty());
  const Profile& p = profile.resolved->profile;
  const Referee referee(p);

  const Variant& v = *find_variant(rec.variant);
  NotationError err;
  std::optional<Position> start =
      rec.start ? parse_position(v, *rec.start, err) : start_position(v);
  ASSERT_TRUE(start) << err.message;
  Position pos = *start;
  if (rec.first_mover) {
    EXPECT_EQ(pos.to_move(), *rec.first_mover);
  }

  std::vector<EliminationEntry> eliminations;
  auto collect = [&](const std::vector<RefereeEvent>& events) {
    for (const RefereeEvent& e : events)
      if (e.type == RefereeEvent::Type::Elimination)
        eliminations.push_back({e.seat,
                                e.credited < 0 ? std::nullopt : std::optional(seat_at(e.credited)),
                                pos.ply(),
                                {}});
  };
  for (const Entry& e : rec.entries) {
    SCOPED_TRACE("entry at line " + std::to_string(e.loc.line));
    ASSERT_FALSE(pos.game_over());
    ASSERT_EQ(e.seat, pos.to_move());
    std::vector<RefereeEvent> events;
    if (e.type == EntryType::Move) {
      auto m = parse_move(v, e.move, err);
      ASSERT_TRUE(m);
      MoveList legal;
      generate_legal(pos, pos.to_move(), p, legal);
      ASSERT_TRUE(legal.contains(*m)) << e.move << " is not legal";
      referee.play(pos, *m, &events);
    } else {
      // Resignation and timeout: eliminated, nobody credited, the next seat selected from it.
      ASSERT_TRUE(e.type == EntryType::Resign || e.type == EntryType::Timeout);
      ASSERT_NE(p.resignation, Resignation::Never);
      referee.eliminate(pos, e.seat, -1, &events);
      if (!pos.game_over()) referee.select_next(pos, e.seat, &events);
    }
    collect(events);
  }
  ASSERT_TRUE(rec.result);
  EXPECT_EQ(eliminations, rec.result->eliminations);
  const bool ended_by_referee = rec.result->reason == EndReason::LastSurvivor ||
                                rec.result->reason == EndReason::TwoEliminated ||
                                rec.result->reason == EndReason::DoublesElimination;
  EXPECT_EQ(pos.game_over(), ended_by_referee);
}

INSTANTIATE_TEST_SUITE_P(Examples, Example, ::testing::ValuesIn(example_names()),
                         [](const auto& info) {
                           std::string n = info.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

// The issue asks for these games; the list keeps them from disappearing.
TEST(Example, TheRequiredGamesExist) {
  auto names = example_names();
  for (const char* required : {"qdan", "federation", "sdin", "page-standard", "king-capture",
                               "doubles", "double-elimination", "repetition"})
    EXPECT_NE(std::find(names.begin(), names.end(), required), names.end()) << required;
}

}  // namespace
}  // namespace kifukit::testing
