#include "validator/validate.hpp"

#include <utility>
#include <vector>

#include "formats/notation.hpp"
#include "formats/profile_registry.hpp"
#include "formats/suggest.hpp"
#include "rules/codes.hpp"
#include "rules/endings.hpp"
#include "rules/movegen.hpp"
#include "validator/claims.hpp"

namespace kifukit {

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::Malformed:
      return "malformed";
    case Outcome::InvalidSetup:
      return "invalid-setup";
    case Outcome::IllegalMove:
      return "illegal-move";
    case Outcome::Legal:
      return "legal";
  }
  return "?";
}

bool Validation::clean() const {
  for (const Finding& f : findings)
    if (f.severity == Severity::Error) return false;
  return true;
}

Finding make_finding(Code code, SourceLocation loc, std::string message, int ply,
                     std::optional<Seat> seat) {
  Finding f;
  f.line = loc.line;
  f.column = loc.column;
  f.severity = code_severity(code);
  f.code = code;
  f.message = std::move(message);
  f.ply = ply;
  f.seat = seat;
  return f;
}

namespace {

Finding finding(Code code, SourceLocation loc, std::string message, int ply = 0,
                std::optional<Seat> seat = std::nullopt) {
  return make_finding(code, loc, std::move(message), ply, seat);
}

std::string seat_text(Seat s) { return seat_name(s); }

struct ReplayedElimination {
  Elimination e;
  int ply;
};

// Each claimed elimination against the replay's elimination of the same seat. Eliminations the
// claim does not mention are not findings.
void compare_eliminations(const ClaimedResult& claim,
                          const std::vector<ReplayedElimination>& replayed, Validation& out) {
  auto describe = [](Seat s, int credited, int ply) {
    return seat_text(s) + (credited >= 0 ? " by " + seat_text(seat_at(credited)) : " (no credit)") +
           " at ply " + std::to_string(ply);
  };
  for (const EliminationEntry& c : claim.eliminations) {
    const ReplayedElimination* got = nullptr;
    for (const ReplayedElimination& r : replayed)
      if (r.e.seat == c.seat) got = &r;
    if (!got) {
      out.findings.push_back(finding(Code::RESULT_ELIMINATION, c.loc,
                                     "the record claims an elimination of " + seat_text(c.seat) +
                                         " that the replay does not have"));
      continue;
    }
    const int claimed_credit = c.credited ? index(*c.credited) : -1;
    if (claimed_credit != got->e.credited || c.ply != got->ply)
      out.findings.push_back(
          finding(Code::RESULT_ELIMINATION, c.loc,
                  "claimed elimination " + describe(c.seat, claimed_credit, c.ply) +
                      ", the replay gives " + describe(got->e.seat, got->e.credited, got->ply)));
  }
}

// What the Referee allowed instead, for the message of an illegal move.
std::string why_not(const Verdict& v, Position& pos, const Profile& profile, Seat seat, Move m) {
  std::string msg(reason_info(v.reason).summary);
  if (v.reason == Reason::NotYourTurn) {
    msg = "it is " + seat_text(v.expected) + "'s turn, not " + seat_text(seat) + "'s";
    if (profile.turn_order == TurnOrder::CheckPriority && in_check(pos, v.expected, profile))
      msg += " (" + seat_text(v.expected) + " is in check and moves first)";
  } else if (v.reason != Reason::GameOver) {
    MoveList legal;
    generate_legal(pos, seat, profile, legal);
    int from_same = 0;
    std::string examples;
    for (Move l : legal)
      if (!m.is_drop() && !l.is_drop() && l.from() == m.from()) {
        if (from_same++ < 6) examples += (examples.empty() ? "" : " ") + format_move(l);
      }
    msg += "; " + seat_text(seat) + " has " + std::to_string(legal.size()) + " legal moves";
    if (from_same)
      msg += ", from " + format_square(m.from()) + ": " + examples + (from_same > 6 ? " ..." : "");
  }
  return msg;
}

const char* entry_name(EntryType t) { return entry_type_name(t); }

// start_position() reads the variant's start text on every call; a batch replays thousands of
// games from it. find_variant() hands out built-in variants, which live as long as the process,
// so their address is a key. One small list per thread: validate --jobs needs no lock.
Position cached_start_position(const Variant& v) {
  thread_local std::vector<std::pair<const Variant*, Position>> cache;
  for (const auto& [variant, pos] : cache)
    if (variant == &v) return pos;
  return cache.emplace_back(&v, start_position(v)).second;
}

}  // namespace

std::optional<Profile> record_profile(const Record& record,
                                      const std::vector<std::string>& extra_options,
                                      std::vector<Finding>& findings) {
  const Variant* v = find_variant(record.variant);
  std::string name =
      !record.profile.empty() ? record.profile : (v ? default_profile_name(*v) : "page-standard");
  ProfileResult base = builtin_profile(name);
  if (!base.ok()) {
    findings.push_back(finding(Code::RECORD_BAD_PROFILE, record.loc,
                               "unknown profile '" + name + "' (see kifukit profiles list)"));
    return std::nullopt;
  }
  ResolvedProfile resolved = *base.resolved;
  std::vector<std::string> options;
  for (const OptionOverride& o : record.options) options.push_back(o.key + "=" + o.value);
  const std::size_t from_record = options.size();
  options.insert(options.end(), extra_options.begin(), extra_options.end());
  std::vector<ProfileError> errors = apply_profile_options(resolved, options);
  for (const ProfileError& e : errors) {
    // Errors name the override by its ordinal; map record overrides to their location.
    std::size_t i = static_cast<std::size_t>(e.option > 0 ? e.option - 1 : 0);
    SourceLocation loc = i < from_record ? record.options[i].loc : SourceLocation{};
    findings.push_back(finding(Code::RECORD_BAD_PROFILE, loc,
                               (i < from_record ? "profile option: " : "--option: ") + e.message +
                                   " (" + std::string(code_name(e.code)) + ")"));
  }
  if (!errors.empty()) return std::nullopt;
  return resolved.profile;
}

Validation validate_record(const Record& record, const Profile& profile,
                           const ValidateOptions& options) {
  Validation out;
  out.profile = profile.name;
  out.variant = record.variant;
  const Variant* v = find_variant(record.variant);
  if (!v) {
    out.outcome = Outcome::InvalidSetup;
    out.findings.push_back(
        finding(Code::SETUP_VARIANT, record.loc, unknown_variant_message(record.variant)));
    return out;
  }
  if (profile.variant != v->name) {
    out.outcome = Outcome::InvalidSetup;
    out.findings.push_back(finding(
        Code::SETUP_VARIANT, record.loc,
        "profile '" + profile.name + "' is for " + profile.variant + ", the record is " + v->name));
    return out;
  }

  // The start position and the first mover.
  std::optional<Position> start;
  if (record.start) {
    NotationError e;
    start = parse_position(*v, *record.start, e, SetupCheck::Apply, profile.nifu_scope);
    if (!start) {
      SourceLocation loc = record.start_loc;
      if (loc.line > 0 && !loc.derived) loc.column += e.column - 1;
      out.outcome = Outcome::InvalidSetup;
      out.findings.push_back(
          finding(Code::SETUP_BAD_POSITION, loc, "start position: " + e.message));
      return out;
    }
  } else {
    start = cached_start_position(*v);
    Seat first = record.first_mover.value_or(profile.first_mover);
    start->set_to_move(first);
  }
  if (record.first_mover && record.start && *record.first_mover != start->to_move()) {
    out.outcome = Outcome::InvalidSetup;
    out.findings.push_back(finding(Code::SETUP_FIRST_MOVER, record.first_mover_loc,
                                   "first mover " + seat_text(*record.first_mover) +
                                       " disagrees with the start position, where " +
                                       seat_text(start->to_move()) + " is to move"));
    return out;
  }
  if (!start->game_over() && !start->alive(start->to_move())) {
    out.outcome = Outcome::InvalidSetup;
    out.findings.push_back(finding(Code::SETUP_FIRST_MOVER, record.first_mover_loc,
                                   "the first mover is not in the game"));
    return out;
  }
  out.start_position = format_position(*start);

  // Replay.
  Referee referee(profile);
  Game game(*start);
  game.reserve(record.entries.size());
  std::vector<ReplayedElimination> eliminations;
  std::optional<Square> previous_to;  // the previous move's destination, for a claimed 同
  for (std::size_t i = 0; i < record.entries.size(); ++i) {
    const Entry& entry = record.entries[i];
    const int ply = static_cast<int>(i) + 1;
    // The Referee's events are kept only for the trace.
    std::vector<RefereeEvent> events;
    std::vector<RefereeEvent>* const sink = options.trace ? &events : nullptr;
    Verdict verdict;
    Move move;
    switch (entry.type) {
      case EntryType::Move: {
        NotationError e;
        auto m = parse_move(*v, entry.move, e);
        if (!m) {
          out.outcome = Outcome::Malformed;
          out.findings.push_back(
              finding(Code::FORMAT_BAD_MOVE, entry.move_loc, e.message, ply, entry.seat));
          return out;
        }
        move = *m;
        check_claims(game.position(), profile, entry, ply, previous_to, move, out.findings);
        previous_to = move.to();
        verdict = referee.move(game, entry.seat, move, sink);
        break;
      }
      case EntryType::Resign:
      case EntryType::Timeout:
        verdict = referee.resign(game, entry.seat, sink);
        break;
      case EntryType::Declare:
        verdict = referee.declare(game, entry.seat, sink);
        break;
      case EntryType::AgreeDraw:
        verdict = referee.agree_draw(game, entry.seat, sink);
        break;
    }
    if (!verdict.ok()) {
      Position scratch = game.position();
      std::string message = entry.type == EntryType::Move
                                ? why_not(verdict, scratch, profile, entry.seat, move)
                                : std::string(reason_info(verdict.reason).summary);
      if (verdict.reason == Reason::DeclarationInvalid)  // which condition failed
        message += ": " + declaration_failure(scratch, entry.seat, profile).value_or("?");
      if (entry.type != EntryType::Move && verdict.reason == Reason::NotYourTurn)
        message =
            "it is " + seat_text(verdict.expected) + "'s turn, not " + seat_text(entry.seat) + "'s";
      out.outcome = Outcome::IllegalMove;
      out.illegal_ply = ply;
      out.illegal_index = static_cast<int>(out.findings.size());
      out.findings.push_back(finding(
          code_of(verdict.reason), entry.type == EntryType::Move ? entry.move_loc : entry.loc,
          (entry.type == EntryType::Move ? entry.move : entry_name(entry.type)) +
              std::string(": ") + message,
          ply, entry.seat));
      break;
    }
    ++out.plies;
    const Position& pos = game.position();
    for (int k = static_cast<int>(eliminations.size()); k < pos.elimination_count(); ++k) {
      const Elimination& e = pos.elimination(k);
      eliminations.push_back({e, pos.ply()});
      out.eliminations.push_back(
          {e.seat, e.credited >= 0 ? std::optional<Seat>(seat_at(e.credited)) : std::nullopt,
           pos.ply()});
    }
    const PlyInfo& info = game.history().back();
    if (info.foul != Reason::None)
      out.findings.push_back(finding(code_of(info.foul), entry.loc,
                                     std::string(reason_info(info.foul).summary), ply, entry.seat));
    if (options.trace)
      out.trace.push_back({ply, entry.seat,
                           entry.type == EntryType::Move ? entry.move : entry_name(entry.type),
                           std::move(events), format_position(pos)});
  }
  const Position& final_pos = game.position();
  out.final_position = format_position(final_pos);
  out.ended = final_pos.game_over();
  out.result = game.result();

  if (options.check_result && out.outcome == Outcome::Legal) {
    const EndReason computed = out.ended ? out.result.reason : EndReason::None;
    if (!record.result) {
      if (out.ended)
        out.findings.push_back(finding(Code::RESULT_MISSING, record.loc,
                                       std::string("the game ended (") + end_reason_name(computed) +
                                           ") but the record claims no result",
                                       0));
    } else if (!check_claimed_ending(*record.result, game, profile, out)) {
      const ClaimedResult& claim = *record.result;
      if (claim.reason_stated && claim.reason != computed)
        out.findings.push_back(finding(Code::RESULT_END_REASON, claim.loc,
                                       std::string("the record claims the game ended by ") +
                                           end_reason_name(claim.reason) + ", the replay gives " +
                                           end_reason_name(computed)));
      // A claim is compared only on what it states (docs/formats/yaml.md, "result"): a winner
      // alone, a ranking without eliminations, some eliminations are all complete claims.
      for (const RankingEntry& r : claim.ranking) {
        int actual = out.result.rank[index(r.seat)];
        if (actual != r.place)
          out.findings.push_back(
              finding(Code::RESULT_RANKING, r.loc,
                      seat_text(r.seat) + " is claimed at place " + std::to_string(r.place) +
                          (actual ? ", the replay ranks it " + std::to_string(actual)
                                  : ", the replay ranks nobody")));
      }
      compare_eliminations(claim, eliminations, out);
      // `終局理由：投了` (ending resign): the game ended by the last entry, a resignation.
      const bool resigned =
          !record.entries.empty() && (record.entries.back().type == EntryType::Resign ||
                                      record.entries.back().type == EntryType::Timeout);
      if (claim.ending == Ending::Resign && (!resigned || !out.ended))
        out.findings.push_back(finding(Code::RESULT_END_REASON, claim.loc,
                                       "the record claims the game ended by a resignation, but " +
                                           std::string(resigned ? "the game goes on after it"
                                                                : "its last entry is no "
                                                                  "resignation")));
    }
  }
  if (options.branches) validate_branches(record, profile, out);
  return out;
}

}  // namespace kifukit
