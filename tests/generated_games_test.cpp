// Random legal games (validator/generate.hpp, seeds 1..kGamesPerProfile) under each of the five
// four-player profiles validate clean: no error finding, outcome legal, every entry replayed, and
// the claimed result is the one the replay computes. Then one entry of each game is mutated at a
// ply chosen by the seed, cycling through the kinds of mutation below, and the validator must
// report the mutation's code at exactly that ply: the findings of the mutated record are the
// original's (warnings only) before that ply, then that one finding. Each mutation is built so
// that exactly one code applies (an unreachable target square is a knight's jump away, so it is
// never also a capture of an own piece).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "formats/notation.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/movegen.hpp"
#include "validator/generate.hpp"
#include "validator/validate.hpp"

namespace kifukit::testing {
namespace {

// Games per profile: seeds 1..kGamesPerProfile, scaled down by KIFUKIT_TEST_SCALE (a factor in
// (0, 1], set by scripts/test for the sanitizer run, where a game costs ten times as much).
constexpr int kFullGamesPerProfile = 1000;
int games_per_profile() {
  const char* scale = std::getenv("KIFUKIT_TEST_SCALE");
  double f = scale ? std::atof(scale) : 1.0;
  if (!(f > 0 && f <= 1)) f = 1.0;
  return std::max(1, static_cast<int>(kFullGamesPerProfile * f));
}
const int kGamesPerProfile = games_per_profile();
// generate_game's default cap; sdin (no move limit, no repetition rule) reaches it now and then.
constexpr int kMaxPlies = 2000;

enum class Mutation {
  WrongSeat,          // the entry names another living seat: ILLEGAL_NOT_YOUR_TURN
  UnreachableSquare,  // a piece of the mover jumps like a knight, which no yonin piece does:
                      // ILLEGAL_PIECE_MOVEMENT
  NifuDrop,           // a pawn dropped on a line holding the mover's own unpromoted pawn of its
                      // own facing: ILLEGAL_NIFU
  NotInHand,          // a drop of a kind the mover does not hold: ILLEGAL_NOT_IN_HAND
  EmptyOrigin,        // a move from an empty square: ILLEGAL_NO_PIECE
  AfterTheEnd,        // one more entry after the game ended: ILLEGAL_GAME_OVER
  ResultChanged,      // the claimed end reason, a place, an elimination changed or the claim
                      // dropped: RESULT_END_REASON, RESULT_RANKING, RESULT_ELIMINATION,
                      // RESULT_MISSING (ply 0)
  OthersPiece,        // a move of another seat's piece, a neutral piece or a dead king:
                      // ILLEGAL_NOT_YOUR_PIECE
  KingOntoOwnPiece,   // the king steps onto the square of one of its own pieces:
                      // ILLEGAL_CAPTURE_OWN
  DropOnOccupied,     // a piece in hand dropped on an occupied square: ILLEGAL_DROP_OCCUPIED
  PawnOnLastLine,     // a pawn in hand dropped on the mover's last line: ILLEGAL_DROP_NO_MOVE
  PromoteGoldOrKing,  // a legal move of a gold or the king, asking for promotion:
                      // ILLEGAL_CANNOT_PROMOTE
  Count
};
constexpr int kMutationKinds = static_cast<int>(Mutation::Count);

const char* mutation_name(Mutation m) {
  static constexpr std::array<const char*, kMutationKinds> kNames = {
      "wrong-seat",    "unreachable-square", "nifu-drop",         "not-in-hand",
      "empty-origin",  "after-the-end",      "result-changed",    "others-piece",
      "king-onto-own", "drop-on-occupied",   "pawn-on-last-line", "promote-gold-or-king"};
  return kNames[static_cast<std::size_t>(m)];
}

// The 81 squares with their file and rank (1..9), found through the notation so the test does
// not depend on the engine's square numbering.
struct Cell {
  int file = 0, rank = 0;
  Square square = kNoSquare;
  std::string text;
};

const std::vector<Cell>& cells() {
  static const std::vector<Cell> all = [] {
    std::vector<Cell> out;
    for (int rank = 1; rank <= 9; ++rank)
      for (int file = 1; file <= 9; ++file) {
        std::string text = std::to_string(file) + static_cast<char>('a' + rank - 1);
        out.push_back({file, rank, *parse_square(yonin_variant(), text), text});
      }
    return out;
  }();
  return all;
}

const Cell* cell_at(int file, int rank) {
  if (file < 1 || file > 9 || rank < 1 || rank > 9) return nullptr;
  return &cells()[static_cast<std::size_t>((rank - 1) * 9 + file - 1)];
}

const Cell& cell_of(Square s) {
  for (const Cell& c : cells())
    if (c.square == s) return c;
  throw std::logic_error("not a square of the board");
}

// A pawn's line for nifu: a file for south and north facings, a rank for west and east.
int pawn_line(Facing f, const Cell& c) {
  return f == Facing::Up || f == Facing::Down ? c.file : c.rank;
}

// The line a facing advances to: south rank 1, north rank 9, west file 1, east file 9.
bool on_last_line(Facing f, const Cell& c) {
  switch (f) {
    case Facing::Up:
      return c.rank == 1;
    case Facing::Down:
      return c.rank == 9;
    case Facing::Right:
      return c.file == 1;
    case Facing::Left:
      return c.file == 9;
  }
  return false;
}

using Rng = std::mt19937_64;

template <class T>
const T& pick(const std::vector<T>& items, Rng& rng) {
  return items[static_cast<std::size_t>(rng() % items.size())];
}

constexpr std::array<Kind, 4> kHandKinds = {Kind::Rook, Kind::Gold, Kind::Silver, Kind::Pawn};

char kind_letter(Kind k) {
  switch (k) {
    case Kind::Rook:
      return 'R';
    case Kind::Gold:
      return 'G';
    case Kind::Silver:
      return 'S';
    case Kind::Pawn:
      return 'P';
    default:
      return '?';
  }
}

// One finding as the comparisons see it.
std::string describe(const std::string& code, int ply) { return code + "@" + std::to_string(ply); }

struct Mutant {
  Record record;
  Mutation kind = Mutation::Count;
  std::string code;  // the one new finding
  int ply = 0;       // 0 = the whole record (a result finding)
  std::string what;  // for failure messages
};

// What a mutation needs to know about the game.
struct Game {
  const Record& record;
  const Validation& clean;
  const Profile& profile;
};

// Replaces entry `ply` (1-based) by a move of `seat`.
Mutant with_move(const Game& g, int ply, Seat seat, const std::string& move, Mutation kind,
                 std::string code) {
  Mutant m{g.record, kind, std::move(code), ply, {}};
  Entry& e = m.record.entries[static_cast<std::size_t>(ply - 1)];
  m.what = "ply " + std::to_string(ply) + " " + seat_name(e.seat) + " " + e.move + " -> " +
           seat_name(seat) + " " + move;
  e.type = EntryType::Move;
  e.seat = seat;
  e.move = move;
  return m;
}

// Builds mutation `kind` at entry `ply`, whose position before it is `pos`; nullopt when the
// mutation does not apply there.
std::optional<Mutant> mutate(const Game& g, Mutation kind, int ply, Position& pos, Rng& rng) {
  const Seat mover = pos.to_move();
  const Facing facing = facing_of(mover);
  auto owned = [&](const Cell& c) {
    Piece p = pos.at(c.square);
    return !p.empty() && p.owner() == index(mover);
  };
  auto held = [&](Kind k) { return pos.hand(mover, k) > 0; };
  std::vector<const Cell*> empty, occupied;
  for (const Cell& c : cells()) (pos.at(c.square).empty() ? empty : occupied).push_back(&c);

  switch (kind) {
    case Mutation::WrongSeat: {
      std::vector<Seat> others;
      for (Seat s : yonin_variant().seats)
        if (s != mover && pos.alive(s)) others.push_back(s);
      if (others.empty()) return std::nullopt;
      const Entry& e = g.record.entries[static_cast<std::size_t>(ply - 1)];
      return with_move(g, ply, pick(others, rng), e.move, kind, "ILLEGAL_NOT_YOUR_TURN");
    }
    case Mutation::UnreachableSquare: {
      std::vector<const Cell*> pieces;
      for (const Cell& c : cells())
        if (owned(c)) pieces.push_back(&c);
      if (pieces.empty()) return std::nullopt;
      const Cell& from = *pick(pieces, rng);
      std::vector<const Cell*> targets;
      static constexpr std::array<std::pair<int, int>, 8> kKnightJumps = {
          {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
      for (auto [df, dr] : kKnightJumps)
        if (const Cell* to = cell_at(from.file + df, from.rank + dr)) targets.push_back(to);
      return with_move(g, ply, mover, from.text + pick(targets, rng)->text, kind,
                       "ILLEGAL_PIECE_MOVEMENT");
    }
    case Mutation::NifuDrop: {
      if (!held(Kind::Pawn)) return std::nullopt;
      std::vector<const Cell*> targets;
      for (const Cell& c : cells()) {
        Piece p = pos.at(c.square);
        if (!owned(c) || p.kind() != Kind::Pawn || p.facing() != facing) continue;
        for (const Cell* t : empty)
          if (pawn_line(facing, *t) == pawn_line(facing, c) && !on_last_line(facing, *t))
            targets.push_back(t);
      }
      if (targets.empty()) return std::nullopt;
      return with_move(g, ply, mover, "P*" + pick(targets, rng)->text, kind, "ILLEGAL_NIFU");
    }
    case Mutation::NotInHand: {
      std::vector<Kind> absent;
      for (Kind k : kHandKinds)
        if (!held(k)) absent.push_back(k);
      if (absent.empty()) return std::nullopt;
      return with_move(
          g, ply, mover,
          std::string(1, kind_letter(pick(absent, rng))) + "*" + pick(empty, rng)->text, kind,
          "ILLEGAL_NOT_IN_HAND");
    }
    case Mutation::EmptyOrigin: {
      const Cell& from = *pick(empty, rng);
      const Cell* to = &from;
      while (to == &from) to = &pick(cells(), rng);
      return with_move(g, ply, mover, from.text + to->text, kind, "ILLEGAL_NO_PIECE");
    }
    case Mutation::AfterTheEnd: {
      if (!g.clean.ended) return std::nullopt;
      Mutant m{
          g.record, kind, "ILLEGAL_GAME_OVER", static_cast<int>(g.record.entries.size()) + 1, {}};
      Entry e = g.record.entries.back();
      e.seat = pick(yonin_variant().seats, rng);
      m.record.entries.push_back(e);
      m.what = "appended " + std::string(seat_name(e.seat)) + " " + e.move;
      return m;
    }
    case Mutation::ResultChanged: {
      if (!g.record.result) return std::nullopt;
      Mutant m{g.record, kind, {}, 0, {}};
      ClaimedResult& claim = *m.record.result;
      int variant = static_cast<int>(rng() % 4);
      if (variant == 1 && claim.ranking.empty()) variant = 0;  // a void game ranks nobody
      if (variant == 2 && claim.eliminations.empty()) variant = 0;
      switch (variant) {
        case 0: {
          std::vector<EndReason> others;
          for (EndReason r :
               {EndReason::None, EndReason::LastSurvivor, EndReason::TwoEliminated,
                EndReason::DoublesElimination, EndReason::Repetition, EndReason::PerpetualCheck,
                EndReason::MoveLimit, EndReason::Declaration, EndReason::AgreedDraw})
            if (r != claim.reason) others.push_back(r);
          m.what = std::string("end reason ") + end_reason_name(claim.reason);
          claim.reason = pick(others, rng);
          m.what += std::string(" -> ") + end_reason_name(claim.reason);
          m.code = "RESULT_END_REASON";
          break;
        }
        case 1: {
          RankingEntry& r = claim.ranking[static_cast<std::size_t>(rng() % claim.ranking.size())];
          r.place = r.place == 1 ? 2 : 1;
          m.what = std::string("place of ") + seat_name(r.seat) + " -> " + std::to_string(r.place);
          m.code = "RESULT_RANKING";
          break;
        }
        case 2: {
          EliminationEntry& e =
              claim.eliminations[static_cast<std::size_t>(rng() % claim.eliminations.size())];
          e.ply += 1;
          m.what = std::string("elimination of ") + seat_name(e.seat) + " at ply " +
                   std::to_string(e.ply);
          m.code = "RESULT_ELIMINATION";
          break;
        }
        default:
          m.record.result.reset();
          m.what = "result dropped";
          m.code = "RESULT_MISSING";
      }
      return m;
    }
    case Mutation::OthersPiece: {
      std::vector<const Cell*> theirs;
      for (const Cell* c : occupied)
        if (!owned(*c)) theirs.push_back(c);
      if (theirs.empty()) return std::nullopt;
      const Cell& from = *pick(theirs, rng);
      const Cell* to = &from;
      while (to == &from) to = &pick(cells(), rng);
      return with_move(g, ply, mover, from.text + to->text, kind, "ILLEGAL_NOT_YOUR_PIECE");
    }
    case Mutation::KingOntoOwnPiece: {
      const Cell& king = cell_of(pos.king_square(mover));
      std::vector<const Cell*> own;
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
          if (const Cell* c = cell_at(king.file + df, king.rank + dr); c && c != &king && owned(*c))
            own.push_back(c);
      if (own.empty()) return std::nullopt;
      return with_move(g, ply, mover, king.text + pick(own, rng)->text, kind,
                       "ILLEGAL_CAPTURE_OWN");
    }
    case Mutation::DropOnOccupied: {
      std::vector<Kind> kinds;
      for (Kind k : kHandKinds)
        if (held(k)) kinds.push_back(k);
      if (kinds.empty()) return std::nullopt;
      return with_move(
          g, ply, mover,
          std::string(1, kind_letter(pick(kinds, rng))) + "*" + pick(occupied, rng)->text, kind,
          "ILLEGAL_DROP_OCCUPIED");
    }
    case Mutation::PawnOnLastLine: {
      if (!held(Kind::Pawn)) return std::nullopt;
      std::vector<const Cell*> last;
      for (const Cell* c : empty)
        if (on_last_line(facing, *c)) last.push_back(c);
      if (last.empty()) return std::nullopt;
      return with_move(g, ply, mover, "P*" + pick(last, rng)->text, kind, "ILLEGAL_DROP_NO_MOVE");
    }
    case Mutation::PromoteGoldOrKing: {
      MoveList legal;
      generate_legal(pos, mover, g.profile, legal);
      std::vector<Move> moves;
      for (Move m : legal)
        if (!m.is_drop() &&
            (pos.at(m.from()).kind() == Kind::Gold || pos.at(m.from()).kind() == Kind::King))
          moves.push_back(m);
      if (moves.empty()) return std::nullopt;
      return with_move(g, ply, mover, format_move(pick(moves, rng)) + "+", kind,
                       "ILLEGAL_CANNOT_PROMOTE");
    }
    case Mutation::Count:
      break;
  }
  return std::nullopt;
}

struct GameOutcome {
  std::string failure;  // empty when every check passed
  int plies = 0;
  bool ended = false;
  Mutation mutation = Mutation::Count;
  std::string code;
};

GameOutcome check_game(const Profile& profile, std::uint64_t seed) {
  GameOutcome out;
  std::ostringstream fail;
  GenerateOptions gen;
  gen.seed = seed;
  gen.max_plies = kMaxPlies;
  const Record record = generate_game(profile, gen);
  out.plies = static_cast<int>(record.entries.size());

  // The record names its profile: resolve it as `kifukit validate` does.
  std::vector<Finding> setup;
  std::optional<Profile> own = record_profile(record, {}, setup);
  if (!own || own->name != profile.name)
    fail << "record_profile does not give " << profile.name << "; ";

  ValidateOptions options;
  options.trace = true;
  const Validation clean = validate_record(record, profile, options);
  out.ended = clean.ended;
  if (clean.outcome != Outcome::Legal) fail << "outcome " << outcome_name(clean.outcome) << "; ";
  if (!clean.clean()) fail << "error findings; ";
  for (const Finding& f : clean.findings)
    if (f.severity != Severity::Warning || code_info(f.code).phase != "foul")
      fail << "finding " << code_name(f.code) << " at ply " << f.ply << ": " << f.message << "; ";
  if (clean.plies != out.plies || static_cast<int>(clean.trace.size()) != out.plies)
    fail << "replayed " << clean.plies << " of " << out.plies << " entries; ";
  // The claimed result is the computed one.
  if (clean.ended != record.result.has_value())
    fail << "ended " << clean.ended << " but claim " << record.result.has_value() << "; ";
  if (clean.ended && record.result) {
    const ClaimedResult& claim = *record.result;
    if (claim.reason != clean.result.reason)
      fail << "claimed " << end_reason_name(claim.reason) << ", replay "
           << end_reason_name(clean.result.reason) << "; ";
    std::array<int, 4> claimed{};
    for (const RankingEntry& r : claim.ranking)
      claimed[static_cast<std::size_t>(index(r.seat))] = r.place;
    if (claimed != clean.result.rank) fail << "claimed ranking differs; ";
  }
  if (!fail.str().empty()) {
    out.failure = "seed " + std::to_string(seed) + " (clean game): " + fail.str();
    return out;
  }

  // The mutation: its ply and first kind come from the seed; a kind that does not apply there
  // gives way to the next one.
  Rng rng(seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL);
  const int ply = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(out.plies));
  const std::string before_text =
      ply == 1 ? clean.start_position : clean.trace[static_cast<std::size_t>(ply - 2)].position;
  NotationError err;
  std::optional<Position> before = parse_position(yonin_variant(), before_text, err);
  if (!before) {
    out.failure =
        "seed " + std::to_string(seed) + ": the trace position does not parse: " + err.message;
    return out;
  }
  const Game game{record, clean, profile};
  std::optional<Mutant> mutant;
  const int first = static_cast<int>((seed - 1) % kMutationKinds);
  for (int i = 0; i < kMutationKinds && !mutant; ++i)
    mutant = mutate(game, static_cast<Mutation>((first + i) % kMutationKinds), ply, *before, rng);
  if (!mutant) {
    out.failure =
        "seed " + std::to_string(seed) + ": no mutation applies at ply " + std::to_string(ply);
    return out;
  }
  out.mutation = mutant->kind;
  out.code = mutant->code;

  // Expected: the clean record's findings before the mutated entry, then the mutation's code.
  std::vector<std::string> expected, actual;
  for (const Finding& f : clean.findings)
    if (mutant->ply == 0 || f.ply < mutant->ply)
      expected.push_back(describe(std::string(code_name(f.code)), f.ply));
  expected.push_back(describe(mutant->code, mutant->ply));
  const Validation judged = validate_record(mutant->record, profile);
  for (const Finding& f : judged.findings)
    actual.push_back(describe(std::string(code_name(f.code)), f.ply));
  const bool move_finding = mutant->ply > 0;
  const Outcome want = move_finding ? Outcome::IllegalMove : Outcome::Legal;
  if (actual != expected || judged.outcome != want ||
      (move_finding && judged.illegal_ply != std::optional<int>(mutant->ply))) {
    fail << "seed " << seed << " (" << mutation_name(mutant->kind) << ": " << mutant->what
         << "): expected";
    for (const std::string& e : expected) fail << " " << e;
    fail << ", got";
    for (const std::string& a : actual) fail << " " << a;
    for (const Finding& f : judged.findings)
      if (f.severity == Severity::Error) fail << " [" << f.message << "]";
    fail << ", outcome " << outcome_name(judged.outcome);
    out.failure = fail.str();
  }
  return out;
}

std::string test_name(const std::string& profile) {
  std::string n = profile;
  std::replace(n.begin(), n.end(), '-', '_');
  return n;
}

class GeneratedGames : public ::testing::TestWithParam<std::string> {};

TEST_P(GeneratedGames, ValidateCleanAndEveryMutationIsCaughtAtItsPly) {
  ProfileResult resolved = builtin_profile(GetParam());
  ASSERT_TRUE(resolved.ok()) << GetParam();
  const Profile profile = resolved.resolved->profile;

  const auto started = std::chrono::steady_clock::now();
  std::vector<GameOutcome> outcomes(kGamesPerProfile);
  std::atomic<int> next{0};
  auto worker = [&] {
    for (int i; (i = next++) < kGamesPerProfile;)
      outcomes[static_cast<std::size_t>(i)] =
          check_game(profile, static_cast<std::uint64_t>(i) + 1);
  };
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (std::thread& t : pool) t.join();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  int failures = 0, ended = 0;
  long long plies = 0;
  std::array<int, kMutationKinds> applied{};
  std::map<std::string, int> codes;
  for (const GameOutcome& o : outcomes) {
    plies += o.plies;
    ended += o.ended;
    if (o.mutation != Mutation::Count) {
      ++applied[static_cast<std::size_t>(o.mutation)];
      ++codes[o.code];
    }
    if (!o.failure.empty() && ++failures <= 20) ADD_FAILURE() << GetParam() << ": " << o.failure;
  }
  EXPECT_EQ(failures, 0) << GetParam() << ": games with a failure (the first 20 are listed)";
  // Every kind of mutation was tried on this profile (at full scale; a scaled-down run has too
  // few games for the rare kinds).
  for (int k = 0; k < kMutationKinds && kGamesPerProfile == kFullGamesPerProfile; ++k)
    EXPECT_GT(applied[static_cast<std::size_t>(k)], 0)
        << GetParam() << ": " << mutation_name(static_cast<Mutation>(k)) << " never applied";

  std::ostringstream summary;
  summary << GetParam() << ": " << kGamesPerProfile << " games (" << ended << " ended), " << plies
          << " plies, " << seconds << " s on " << threads << " threads; mutations:";
  for (int k = 0; k < kMutationKinds; ++k)
    summary << " " << mutation_name(static_cast<Mutation>(k)) << "="
            << applied[static_cast<std::size_t>(k)];
  summary << "; codes:";
  for (const auto& [code, n] : codes) summary << " " << code << "=" << n;
  std::cout << summary.str() << "\n";
}

INSTANTIATE_TEST_SUITE_P(Generated, GeneratedGames,
                         ::testing::Values("qdan", "federation", "sdin", "page-standard",
                                           "king-capture"),
                         [](const auto& info) { return test_name(info.param); });

}  // namespace
}  // namespace kifukit::testing
