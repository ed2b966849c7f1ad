// validate_record's third step: the result a record claims against the replayed game. A claim is
// compared only on what it states (docs/formats/yaml.md, "result"): a winner alone, a ranking
// without eliminations, some eliminations are all complete claims.
#include <string>

#include "formats/notation.hpp"
#include "rules/codes.hpp"
#include "rules/endings.hpp"
#include "validator/validate_steps.hpp"

namespace kifukit {

namespace {

std::string seat_text(Seat s) { return seat_name(s); }

// Each claimed elimination against the replay's elimination of the same seat. Eliminations the
// claim does not mention are not findings.
// `resigned_after_mate`: the record ends with 投了 after the mate (formal_end_after_mate), which
// claims the loss without credit; the replay credits the mate, and both are right.
void compare_eliminations(const ClaimedResult& claim, bool resigned_after_mate, Validation& out) {
  auto describe = [](Seat s, std::optional<Seat> credited, int ply) {
    return seat_text(s) + (credited ? " by " + seat_text(*credited) : " (no credit)") + " at ply " +
           std::to_string(ply);
  };
  for (const EliminationEntry& c : claim.eliminations) {
    const ComputedElimination* got = nullptr;
    for (const ComputedElimination& r : out.eliminations)
      if (r.seat == c.seat) got = &r;
    if (!got) {
      out.findings.push_back(make_finding(Code::RESULT_ELIMINATION, c.loc,
                                          "the record claims an elimination of " +
                                              seat_text(c.seat) +
                                              " that the replay does not have"));
      continue;
    }
    const bool credit_agrees = c.credited == got->credited || (resigned_after_mate && !c.credited);
    if (!credit_agrees || c.ply != got->ply)
      out.findings.push_back(
          make_finding(Code::RESULT_ELIMINATION, c.loc,
                       "claimed elimination " + describe(c.seat, c.credited, c.ply) +
                           ", the replay gives " + describe(got->seat, got->credited, got->ply)));
  }
}

void compare_ranking(const ClaimedResult& claim, Validation& out) {
  for (const RankingEntry& r : claim.ranking) {
    int actual = out.result.rank[index(r.seat)];
    if (actual != r.place)
      out.findings.push_back(
          make_finding(Code::RESULT_RANKING, r.loc,
                       seat_text(r.seat) + " is claimed at place " + std::to_string(r.place) +
                           (actual ? ", the replay ranks it " + std::to_string(actual)
                                   : ", the replay ranks nobody")));
  }
}

// `終局理由：投了` (ending resign): the game ended by the last entry, a resignation.
void compare_resignation(const Record& record, const ClaimedResult& claim, Validation& out) {
  const bool resigned =
      !record.entries.empty() && (record.entries.back().type == EntryType::Resign ||
                                  record.entries.back().type == EntryType::Timeout);
  if (claim.ending == Ending::Resign && (!resigned || !out.ended))
    out.findings.push_back(
        make_finding(Code::RESULT_END_REASON, claim.loc,
                     "the record claims the game ended by a resignation, but " +
                         std::string(resigned ? "the game goes on after it"
                                              : "its last entry is no resignation")));
}

}  // namespace

void check_result_claims(const Record& record, const Game& game, const Profile& profile,
                         Validation& out) {
  const EndReason computed = out.ended ? out.result.reason : EndReason::None;
  if (!record.result) {
    if (out.ended)
      out.findings.push_back(make_finding(Code::RESULT_MISSING, record.loc,
                                          std::string("the game ended (") +
                                              end_reason_name(computed) +
                                              ") but the record claims no result",
                                          0));
    return;
  }
  const ClaimedResult& claim = *record.result;
  if (check_claimed_ending(claim, game, profile, out)) return;
  if (claim.reason_stated && claim.reason != computed)
    out.findings.push_back(make_finding(Code::RESULT_END_REASON, claim.loc,
                                        std::string("the record claims the game ended by ") +
                                            end_reason_name(claim.reason) + ", the replay gives " +
                                            end_reason_name(computed)));
  compare_ranking(claim, out);
  const bool resigned_after_mate =
      !record.entries.empty() &&
      formal_end_after_mate(record, record.entries.size() - 1, game.position());
  compare_eliminations(claim, resigned_after_mate, out);
  compare_resignation(record, claim, out);
}

}  // namespace kifukit
