// The ending a record claims in another program's words (ClaimedResult::ending: KIF 千日手, 詰み,
// 持将棋, 反則勝ち, 反則負け; CSA %SENNICHITE, %TSUMI, %JISHOGI, %ILLEGAL_MOVE) against the replay
// (docs/reasons.md, "Claimed endings"). The rules decide (rules/endings.hpp, the Referee); this
// file only compares and words the findings.
#include <algorithm>
#include <vector>

#include "formats/notation.hpp"
#include "notation/seat_words.hpp"
#include "rules/codes.hpp"
#include "rules/endings.hpp"
#include "rules/movegen.hpp"
#include "validator/validate.hpp"

namespace kifukit {

namespace {

// A finding of the registry's severity for its code, at the claim.
void add(Validation& out, Code code, const ClaimedResult& claim, std::string message) {
  out.findings.push_back(make_finding(code, claim.loc, std::move(message)));
}

// Sente/gote: these endings are two-player games' words (notation/seat_words).
std::string seat_text(const Game& game, Seat s) {
  return std::string(words::seat_word(game.position().variant(), s));
}

// The most occurrences of one position in the replay: the longest run of one key once sorted
// (the Game counts a key by a scan, issue 27).
int most_occurrences(const Game& game) {
  std::vector<Key> keys = game.keys();
  std::sort(keys.begin(), keys.end());
  int most = 0;
  for (std::size_t i = 0, run = 0; i < keys.size(); ++i) {
    run = i > 0 && keys[i] == keys[i - 1] ? run + 1 : 1;
    most = std::max(most, static_cast<int>(run));
  }
  return most;
}

// The seat a perpetual-check ending lost (ranked 2), or -1.
int perpetual_loser(const Game& game) {
  if (game.result().reason != EndReason::PerpetualCheck) return -1;
  for (int i = 0; i < kSeatCount; ++i)
    if (game.result().rank[i] == 2) return i;
  return -1;
}

bool repetition(const ClaimedResult& claim, const Game& game, const Profile& profile,
                Validation& out) {
  const EndReason computed = game.over() ? game.result().reason : EndReason::None;
  if (computed == EndReason::Repetition || computed == EndReason::PerpetualCheck) return false;
  add(out, Code::RESULT_NO_REPETITION, claim,
      "the record claims 千日手 (repetition), but no position occurred " +
          std::to_string(profile.repetition_count) + " times (at most " +
          std::to_string(most_occurrences(game)) + ")");
  return true;
}

bool mate(const ClaimedResult& claim, const Game& game, const Profile& profile, Validation& out) {
  const Position& pos = game.position();
  if (game.over()) {
    if (game.result().reason == EndReason::LastSurvivor) return false;
    add(out, Code::RESULT_NOT_MATE, claim,
        std::string("the record claims 詰み (mate), but the replay ended by ") +
            end_reason_name(game.result().reason));
    return true;
  }
  Position scratch = pos;
  const Seat s = pos.to_move();
  add(out, Code::RESULT_NOT_MATE, claim,
      "the record claims 詰み (mate), but " + seat_text(game, s) + " to move is " +
          (in_check(pos, s, profile) ? "in check with " : "not in check, with ") +
          std::to_string(count_legal(scratch, s, profile)) + " legal moves");
  return true;
}

bool impasse(const ClaimedResult& claim, const Game& game, const Profile& profile,
             Validation& out) {
  if (game.over()) return false;  // the generic comparison names the replay's ending
  const ImpasseJudgement j = judge_impasse(game.position(), profile);
  if (j.not_allowed) {
    add(out, Code::RESULT_IMPASSE, claim,
        "the record claims 持将棋 (impasse), but " + *j.not_allowed);
  } else if (j.loser >= 0) {
    std::string points;
    for (Seat s : game.position().variant().seats)
      points += (points.empty() ? "" : ", ") + seat_text(game, s) + " " +
                std::to_string(j.points[index(s)]);
    add(out, Code::RESULT_IMPASSE, claim,
        "the record claims 持将棋 (a draw), but " + seat_text(game, seat_at(j.loser)) +
            " has fewer than " + std::to_string(profile.impasse_points) +
            " points and loses (points: " + points + ")");
  }
  return true;
}

// 反則勝ち (`loser_to_move` false): the side to move wins by the other's foul; 反則負け (true): the
// side to move loses by its own.
bool foul(const ClaimedResult& claim, const Game& game, bool loser_to_move, Validation& out) {
  const Seat to_move = game.position().to_move();
  const char* word = loser_to_move ? "反則負け" : "反則勝ち";
  if (const int loser = perpetual_loser(game); loser >= 0) {
    if ((loser == index(to_move)) != loser_to_move)
      add(out, Code::RESULT_END_REASON, claim,
          std::string("the record claims ") + word + " (" + seat_text(game, to_move) + " to move " +
              (loser_to_move ? "loses" : "wins") + "), but the perpetual check loses for " +
              seat_text(game, seat_at(loser)));
    return true;
  }
  if (game.over()) return false;
  add(out, Code::RESULT_NO_FOUL, claim,
      std::string("the record claims ") + word + " (" + seat_text(game, to_move) + " to move " +
          (loser_to_move ? "loses" : "wins") +
          " by a foul), but the replay shows no foul: every move is legal and no perpetual "
          "check ended the game (a foul that is not among the moves cannot be confirmed)");
  return true;
}

}  // namespace

bool check_claimed_ending(const ClaimedResult& claim, const Game& game, const Profile& profile,
                          Validation& out) {
  switch (claim.ending) {
    case Ending::Repetition:
      return repetition(claim, game, profile, out);
    case Ending::Mate:
      return mate(claim, game, profile, out);
    case Ending::Impasse:
      return impasse(claim, game, profile, out);
    case Ending::FoulWin:
      return foul(claim, game, false, out);
    case Ending::FoulLoss:
      return foul(claim, game, true, out);
    // CSA's %+ILLEGAL_ACTION / %-ILLEGAL_ACTION: sente / gote acted illegally and lost, whoever
    // is to move; judged as the 反則負け or 反則勝ち of the side to move it amounts to.
    case Ending::IllegalActionSente:
    case Ending::IllegalActionGote: {
      const Seat loser = claim.ending == Ending::IllegalActionSente ? Seat::South : Seat::North;
      return foul(claim, game, loser == game.position().to_move(), out);
    }
    default:
      return false;
  }
}

}  // namespace kifukit
