// validate_record's second step: every entry of the record through the Referee, with the
// claims each move makes (claims.cpp), the fouls and eliminations it brings, and the first
// illegal entry with what was allowed instead.
#include <string>
#include <utility>
#include <vector>

#include "formats/notation.hpp"
#include "notation/seat_words.hpp"
#include "notation/square_words.hpp"
#include "rules/codes.hpp"
#include "rules/endings.hpp"
#include "rules/movegen.hpp"
#include "validator/claims.hpp"
#include "validator/validate_steps.hpp"

namespace kifukit {

namespace {

// Seats and squares in the reader's words: sente/gote and ５五 in two-player games.
std::string seat_text(const Position& pos, Seat s) {
  return std::string(words::seat_word(pos.variant(), s));
}

// What the Referee allowed instead, for the message of an illegal move.
std::string why_not(const Verdict& v, Position& pos, const Profile& profile, Seat seat, Move m) {
  auto seat_text = [&](Seat s) { return kifukit::seat_text(pos, s); };
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
      msg += ", from " + words::square_word(pos.variant(), m.from()) + ": " + examples +
             (from_same > 6 ? " ..." : "");
  }
  return msg;
}

const char* entry_name(EntryType t) { return entry_type_name(t); }

// One record entry through the Referee: its events go to the trace when one is kept.
struct Replay {
  Replay(const Variant& v, const Profile& p, const ValidateOptions& o, Game& g, Validation& out)
      : variant(v), profile(p), options(o), game(g), out(out), referee(p) {}

  const Variant& variant;
  const Profile& profile;
  const ValidateOptions& options;
  Game& game;
  Validation& out;
  Referee referee;
  std::optional<Square> previous_to;  // the previous move's destination, for a claimed 同
  NotationError move_error;  // reused: parse_move empties it, no diagnostic built per clean ply

  // The next entry's move, read ahead for the Referee (MoveHint) while this one is played; the
  // next apply() takes it from here instead of reading it again.
  MoveHint hint;
  bool read_ahead = false;

  // The entry's move in `out`; false when its text does not read (move_error says why).
  bool read_move(const Entry& entry, Move& out) {
    if (entry.parsed.recall_into(variant, entry.move, out)) return true;
    const std::optional<Move> m = parse_move(variant, entry.move, move_error);
    if (m) out = *m;
    return m.has_value();
  }

  // The hint for the entry after this one (`next`, null at the end): its move if it has one that
  // reads. One that does not is read again in its turn, which reports it.
  // Set member by member: a MoveHint built whole went through the stack (issue 27).
  MoveHint* hint_for(const Entry* next) {
    if (!next || next->type != EntryType::Move ||
        next->claim.unresolved != MoveClaim::Unresolved::No)
      return nullptr;
    if (!read_move(*next, hint.move)) return nullptr;
    hint.seat = next->seat;
    hint.proved = false;
    read_ahead = true;
    return &hint;
  }

  // A move entry's claims and the Referee's verdict on `move` (which the claims may change).
  void play(const Entry& entry, const Entry* next, int ply, Move& move,
            std::vector<RefereeEvent>* sink, Verdict& verdict) {
    check_claims(game.position(), profile, entry, ply, previous_to, move, out.findings);
    previous_to = move.to();
    verdict = referee.move(game, entry.seat, move, sink, hint_for(next));
  }

  // The entry's verdict in `verdict`; false when its move could not be read (out is Malformed
  // then). `next`: the entry after it, or null. Not an optional<Verdict>: its copies through the
  // stack cost about 16 instructions a ply (issue 27).
  bool apply(const Entry& entry, const Entry* next, int ply, Move& move,
             std::vector<RefereeEvent>* sink, Verdict& verdict) {
    if (read_ahead) {  // hint_for() found this entry a move that reads: no switch, no tests
      read_ahead = false;
      move = hint.move;
      play(entry, next, ply, move, sink, verdict);
      return true;
    }
    switch (entry.type) {
      case EntryType::Move: {
        if (entry.claim.unresolved != MoveClaim::Unresolved::No) {
          unresolved(entry, ply);
          return false;
        }
        if (!read_move(entry, move)) {
          out.outcome = Outcome::Malformed;
          out.findings.push_back(make_finding(Code::FORMAT_BAD_MOVE, entry.move_loc,
                                              move_error.message, ply, entry.seat));
          return false;
        }
        play(entry, next, ply, move, sink, verdict);
        return true;
      }
      case EntryType::Resign:
      case EntryType::Timeout:
        verdict = referee.resign(game, entry.seat, sink);
        return true;
      case EntryType::Declare:
        verdict = referee.declare(game, entry.seat, sink);
        return true;
      case EntryType::AgreeDraw:
        verdict = referee.agree_draw(game, entry.seat, sink);
        return true;
    }
    verdict = Verdict{};
    return true;
  }

  // A KI2 move the reader could not name (no piece of the mover fits its words, or several do):
  // an illegal move at its ply, like one the Referee refuses; the replay stops there.
  void unresolved(const Entry& entry, int ply) {
    const Seat to_move = game.position().to_move();
    if (to_move != entry.seat) {  // judged first, as the Referee does (precedence)
      refuse(entry, ply, Verdict{Reason::NotYourTurn, to_move}, Move());
      return;
    }
    const bool several = entry.claim.unresolved == MoveClaim::Unresolved::Ambiguous;
    out.outcome = Outcome::IllegalMove;
    out.illegal_ply = ply;
    out.illegal_index = static_cast<int>(out.findings.size());
    out.findings.push_back(make_finding(
        several ? Code::ILLEGAL_KI2_AMBIGUOUS : Code::ILLEGAL_KI2_NO_PIECE, entry.move_loc,
        several ? "several pieces of " + seat_text(game.position(), entry.seat) +
                      " fit the move; its relative words (右 左 直 上 引 寄) do not say which"
                : "no piece of " + seat_text(game.position(), entry.seat) +
                      " fits the move (its destination, piece name and relative words)",
        ply, entry.seat));
  }

  // The finding of an entry the Referee refused, and the outcome it gives.
  void refuse(const Entry& entry, int ply, const Verdict& verdict, Move move) {
    Position scratch = game.position();
    std::string message = entry.type == EntryType::Move
                              ? why_not(verdict, scratch, profile, entry.seat, move)
                              : std::string(reason_info(verdict.reason).summary);
    if (verdict.reason == Reason::DeclarationInvalid)  // which condition failed
      message += ": " + declaration_failure(scratch, entry.seat, profile).value_or("?");
    if (entry.type != EntryType::Move && verdict.reason == Reason::NotYourTurn)
      message = "it is " + seat_text(scratch, verdict.expected) + "'s turn, not " +
                seat_text(scratch, entry.seat) + "'s";
    out.outcome = Outcome::IllegalMove;
    out.illegal_ply = ply;
    out.illegal_index = static_cast<int>(out.findings.size());
    const bool is_move = entry.type == EntryType::Move;
    out.findings.push_back(
        make_finding(code_of(verdict.reason), is_move ? entry.move_loc : entry.loc,
                     (is_move ? entry.move : entry_name(entry.type)) + std::string(": ") + message,
                     ply, entry.seat));
  }

  // The eliminations of `pos` not yet in the report.
  void note_eliminations(const Position& pos) {
    for (int k = static_cast<int>(out.eliminations.size()); k < pos.elimination_count(); ++k) {
      const Elimination& e = pos.elimination(k);
      out.eliminations.push_back(
          {e.seat, e.credited >= 0 ? std::optional<Seat>(seat_at(e.credited)) : std::nullopt,
           pos.ply()});
    }
  }

  // What an applied entry brought: eliminations, a foul, the trace line.
  void note(const Entry& entry, int ply, std::vector<RefereeEvent>& events) {
    ++out.plies;
    const Position& pos = game.position();
    // Most plies come before any elimination: one test instead of the list's size (issue 27).
    if (pos.elimination_count() > 0) note_eliminations(pos);
    const PlyInfo& info = game.history().back();
    if (info.foul != Reason::None)
      out.findings.push_back(make_finding(code_of(info.foul), entry.loc,
                                          std::string(reason_info(info.foul).summary), ply,
                                          entry.seat));
    if (options.trace)
      out.trace.push_back({ply, entry.seat,
                           entry.type == EntryType::Move ? entry.move : entry_name(entry.type),
                           std::exchange(events, {}), format_position(pos)});
  }
};

}  // namespace

bool formal_end_after_mate(const Record& record, std::size_t i, const Position& pos) {
  const std::vector<Entry>& entries = record.entries;
  if (i == 0 || i + 1 != entries.size() || entries[i - 1].type != EntryType::Move) return false;
  const Entry& e = entries[i];
  if (e.type != EntryType::Resign && e.type != EntryType::Timeout) return false;
  if (!pos.game_over() || pos.elimination_count() == 0) return false;
  const Elimination& last = pos.elimination(pos.elimination_count() - 1);
  return last.seat == e.seat && last.credited >= 0;
}

bool replay_entries(const Record& record, const Variant& v, const Profile& profile,
                    const ValidateOptions& options, Game& game, Validation& out) {
  Replay replay(v, profile, options, game, out);
  const std::size_t count = record.entries.size();
  game.reserve(count);
  // The Referee's events, kept only for the trace: note() takes them and leaves the list empty,
  // so the loop does not clear it every ply.
  std::vector<RefereeEvent> events;
  std::vector<RefereeEvent>* const sink = options.trace ? &events : nullptr;
  // Walked by pointer with its own ply count, asked once: the Referee's call could change the
  // vector as far as the compiler knows, so an index reloaded its data every ply (issue 27).
  const Entry* const end = record.entries.data() + count;
  int ply = 0;
  Move move;  // set by apply() for a move entry; refuse() reads it only for one
  Verdict verdict;
  for (const Entry* entry = record.entries.data(); entry != end; ++entry) {
    ++ply;
    const Entry* const next = entry + 1 != end ? entry + 1 : nullptr;
    // A formal end after a mate leaves the mate standing; only the last entry can be one, so
    // the others cost no call.
    if (!next && formal_end_after_mate(record, count - 1, game.position())) break;
    if (!replay.apply(*entry, next, ply, move, sink, verdict))
      return out.outcome == Outcome::IllegalMove;
    if (!verdict.ok()) {
      replay.refuse(*entry, ply, verdict, move);
      break;
    }
    replay.note(*entry, ply, events);
  }
  // The last entry played, which says how a two-player game ended (resign, timeout, a move).
  if (out.plies > 0) {
    const Entry& last = record.entries[static_cast<std::size_t>(out.plies) - 1];
    out.last_entry = last.type == EntryType::Move ? last.move : entry_name(last.type);
  }
  return true;
}

}  // namespace kifukit
