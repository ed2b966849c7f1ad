#include "converters/text/text_board.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "converters/text/record_text.hpp"
#include "converters/text/text_board_lishogi.hpp"
#include "formats/notation.hpp"
#include "notation/kanji_names.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/movegen.hpp"
#include "rules/piece_rules.hpp"
#include "rules/referee.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

// The rules the record's moves are judged by: its own profile (or the variant's default) with its
// option overrides, as the validator takes them; without the overrides, or the variant's
// default, when those do not resolve (the validator reports that, RECORD_BAD_PROFILE).
std::optional<Profile> record_rules(const Record& r, const Variant& v) {
  ProfileResult base = builtin_profile(r.profile.empty() ? default_profile_name(v) : r.profile);
  if (!base.ok() || base.resolved->profile.variant != v.name)
    base = builtin_profile(default_profile_name(v));
  if (!base.ok() || base.resolved->profile.variant != v.name) return std::nullopt;
  ResolvedProfile resolved = *base.resolved;
  std::vector<std::string> options;
  for (const OptionOverride& o : r.options) options.push_back(o.key + "=" + o.value);
  if (!apply_profile_options(resolved, options).empty()) return base.resolved->profile;
  return resolved.profile;
}

// Plays a move on a board without the Referee: once the Referee has refused an entry the
// record's board is still followed (the validator reports the refusal), so later moves are
// named on the board the record describes. A move that names nothing here changes nothing.
void place(Position& pos, Seat seat, Move m) {
  const Variant& v = pos.variant();
  const auto me = static_cast<std::uint8_t>(index(seat));
  auto capture = [&](Square s) {
    const Piece c = pos.at(s);
    if (c.empty() || c.is_wall()) return;
    pos.remove(s);
    const Kind base = v.info[index(c.kind())].base;
    if (v.captures_to_hand && !v.royal(c.kind()) && base != Kind::None)
      pos.set_hand(seat, base, pos.hand(seat, base) + 1);
  };
  if (m.is_drop()) {  // only from the hand, onto an empty square: nothing comes from nowhere
    if (pos.hand(seat, m.dropped()) == 0 || !pos.at(m.to()).empty()) return;
    pos.set_hand(seat, m.dropped(), pos.hand(seat, m.dropped()) - 1);
    pos.put(m.to(), Piece(m.dropped(), me, facing_of(seat)));
    return;
  }
  Piece p = pos.at(m.from());
  if (p.empty() || p.is_wall()) return;
  pos.remove(m.from());
  if (m.has_middle()) capture(m.middle());
  capture(m.to());
  const Kind promoted = v.info[index(p.kind())].promotes_to;
  pos.put(m.to(), m.promotes() && promoted != Kind::None ? p.with_kind(promoted) : p);
}

// The record's main line replayed: through the Referee while it accepts every entry (so turns,
// eliminations and a dead seat's material are the rules'), then on the bare board.
class Replay {
 public:
  Replay(const Profile& profile, const Position& start, bool refereed)
      : referee_(profile), game_(start), bare_(start), refereed_(refereed) {}
  const Position& position() const { return refereed_ ? game_.position() : bare_; }

  void play(const Entry& e, std::optional<Move> m) {
    if (refereed_) {
      Verdict v;
      switch (e.type) {
        case EntryType::Move:
          if (m) v = referee_.move(game_, e.seat, *m);
          break;
        case EntryType::Resign:
        case EntryType::Timeout:
          v = referee_.resign(game_, e.seat);
          break;
        case EntryType::Declare:
          v = referee_.declare(game_, e.seat);
          break;
        case EntryType::AgreeDraw:
          v = referee_.agree_draw(game_, e.seat);
          break;
      }
      if (v.ok() && (m || e.type != EntryType::Move)) return;
      bare_ = game_.position();
      refereed_ = false;
    }
    if (e.type == EntryType::Move && m) place(bare_, e.seat, *m);
  }

 private:
  Referee referee_;
  Game game_;
  Position bare_;
  bool refereed_;
};

// The start the record names (setup rules not applied: a start that breaks one is still named
// and written; the validator judges it), the seat to move as the validator takes it, and
// whether the Referee can replay from it.
struct Start {
  std::optional<Position> pos;
  bool refereed = true;
  std::string error;
};
Start record_start(const Record& r, const Variant& v, const Profile& profile) {
  Start s;
  NotationError e;
  if (r.start) {
    s.pos = parse_position(v, *r.start, e, SetupCheck::Skip);
    if (!s.pos) {
      s.error = e.message;
      return s;
    }
    NotationError ignored;
    s.refereed = parse_position(v, *r.start, ignored).has_value() &&
                 (!r.first_mover || *r.first_mover == s.pos->to_move());
  } else {
    s.pos = start_position(v);
    s.pos->set_to_move(r.first_mover.value_or(profile.first_mover));
  }
  s.refereed = s.refereed && (s.pos->game_over() || s.pos->alive(s.pos->to_move()));
  return s;
}

// An origin as the notation writes it: `(49)`, on chu's board `(7十二)`.
std::string origin_text(const Variant& v, Square s) {
  std::string out = std::to_string(file_of(s));
  if (v.size <= 9) return "(" + out + std::to_string(rank_of(s)) + ")";
  return "(" + out + kanji_rank(rank_of(s)) + ")";
}

// The origins from which a piece of `kind` of `seat` can legally move to `to` (one step, no
// lion double move), by file then rank.
std::vector<Square> origins(const Position& pos, const Profile& profile, Seat seat, Kind kind,
                            Square to) {
  Position scratch = pos;
  MoveList legal;
  generate_legal(scratch, seat, profile, legal);
  std::vector<Square> out;
  for (Move l : legal)
    if (!l.is_drop() && !l.has_middle() && l.to() == to && pos.at(l.from()).kind() == kind &&
        std::find(out.begin(), out.end(), l.from()) == out.end())
      out.push_back(l.from());
  std::sort(out.begin(), out.end(), [](Square a, Square b) {
    return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
  });
  return out;
}

// The move an open entry names on `pos`, or a diagnostic. A piece of the kind that can make the
// move legally; with none on the board, a drop of a piece the seat holds (打 is written only
// where a board piece could make the move too, as in KIF and KI2).
std::optional<std::string> resolve(const Position& pos, const Profile& profile, const Entry& e,
                                   int ply, const std::string& file, std::vector<Diagnostic>& out) {
  const Variant& v = pos.variant();
  const MoveClaim& c = e.claim;
  const KanjiNames names(v);
  const std::vector<Square> from = origins(pos, profile, e.seat, c.piece, c.destination);
  const std::string name(names.name(c.piece));
  const std::string move = "move " + std::to_string(ply) + " (" +
                           std::to_string(file_of(c.destination)) +
                           kanji_rank(rank_of(c.destination)) + name + ")";
  if (from.size() == 1)
    return format_move(
        v, Move::normal(from[0], c.destination, c.promotion == MoveClaim::Promotion::Promote));
  const KindDef& d = v.kind(c.piece);
  if (from.empty() && c.promotion == MoveClaim::Promotion::Unmarked && v.drops && !d.promoted &&
      !d.is_king && pos.hand(e.seat, c.piece) > 0 && pos.at(c.destination).empty())
    return format_move(v, Move::drop(c.piece, c.destination));
  std::string message;
  FormatCode code = FormatCode::FORMAT_MOVE_NO_CANDIDATE;
  if (from.empty()) {
    message = move + " has no origin, and no " + name + " of " + seat_name(e.seat) +
              " can move there under " + profile.name;
    if (v.drops && pos.hand(e.seat, c.piece) > 0)
      message += " (one in hand is dropped only without 成 or 不成)";
  } else {
    code = FormatCode::FORMAT_MOVE_AMBIGUOUS;
    message = move + " has no origin, and " + std::to_string(from.size()) + " pieces of " +
              seat_name(e.seat) + " can make it: ";
    for (std::size_t i = 0; i < from.size(); ++i)
      message +=
          (i ? (i + 1 == from.size() ? " and " : ", ") : "") + name + origin_text(v, from[i]);
    message += "; write the origin, like " + name + origin_text(v, from[0]);
  }
  out.push_back({file, e.move_loc.line, e.move_loc.column, Severity::Error, code, message});
  return std::nullopt;
}

std::optional<Move> parsed(const Variant& v, const Entry& e) {
  if (e.type != EntryType::Move) return std::nullopt;
  NotationError ignored;
  return parse_move(v, e.move, ignored);
}

Diagnostic error_at(SourceLocation loc, FormatCode code, const std::string& message) {
  return {"", loc.line, loc.column, Severity::Error, code, message};
}

}  // namespace

ReadResult read_text_record(std::string_view bytes, const std::string& file) {
  TextReading reading = read_text_forms(bytes, file);
  ReadResult r = std::move(reading.read);  // a local: returned without a copy
  if (!r.record) return r;
  Record& record = *r.record;
  const bool lishogi = reading.notation != TextNotation::Kifukit;
  const bool open =
      lishogi || std::any_of(record.entries.begin(), record.entries.end(), [](const Entry& e) {
        return e.type == EntryType::Move && e.move.empty();
      });
  if (!open) return r;
  const Variant& v = *find_variant(record.variant);  // the reader checked the name
  std::optional<Profile> profile = record_rules(record, v);
  Start start = profile ? record_start(record, v, *profile) : Start{};
  if (!start.pos) {  // the reader checked the start's notation, so only a variant without rules
    r.diagnostics.push_back(
        {file, record.loc.line, record.loc.column, Severity::Error, FormatCode::FORMAT_BAD_VALUE,
         "moves without origin need the rules of " + v.name + ", which has no profile"});
    r.record.reset();
    return r;
  }
  Replay replay(*profile, *start.pos, start.refereed);
  std::optional<lishogi::Names> names;
  if (lishogi) names.emplace(v);
  std::optional<Square> previous_to;
  for (std::size_t i = 0; i < record.entries.size(); ++i) {
    Entry& e = record.entries[i];
    if (lishogi && e.type == EntryType::Move) {
      auto move = resolve_lishogi(replay.position(), *profile, e, reading.forms.at(i), previous_to,
                                  *names, file, r.diagnostics);
      if (!move) {
        r.record.reset();
        return r;
      }
      e.move = format_move(v, *move);
      previous_to = move->to();
    } else if (e.type == EntryType::Move && e.move.empty()) {
      auto move =
          resolve(replay.position(), *profile, e, static_cast<int>(i) + 1, file, r.diagnostics);
      if (!move) {
        r.record.reset();
        return r;
      }
      e.move = *move;
    }
    replay.play(e, parsed(v, e));
  }
  return r;
}

WriteResult write_text_record(const Record& record) {
  const Variant* v = find_variant(record.variant);
  if (!v)
    return {
        std::nullopt,
        {error_at(record.loc, FormatCode::FORMAT_BAD_VALUE, "unknown variant " + record.variant)}};
  std::optional<Profile> profile = record_rules(record, *v);
  if (!profile)
    return {std::nullopt,
            {error_at(record.loc, FormatCode::FORMAT_BAD_VALUE,
                      "the text notation names pieces on the board the rules replay, and " +
                          v->name + " has no rule profile (write it as YAML, JSON or XML)")}};
  Start start = record_start(record, *v, *profile);
  if (!start.pos)
    return {std::nullopt,
            {error_at(record.start_loc, FormatCode::FORMAT_BAD_POSITION,
                      "bad start position: " + start.error)}};
  Replay replay(*profile, *start.pos, start.refereed);
  std::vector<TextSpelling> spellings(record.entries.size());
  const TextNotation notation = text_notation_of(record);
  std::optional<lishogi::Names> names;
  if (notation != TextNotation::Kifukit) {
    if (v->name != "chu")  // the writer says why
      return write_text(record, spellings);
    names.emplace(*v);
  }
  for (std::size_t i = 0; i < record.entries.size(); ++i) {
    const Entry& e = record.entries[i];
    std::optional<Move> m = parsed(*v, e);
    if (m && !m->is_drop()) {
      const Position& pos = replay.position();
      const Piece p = pos.at(m->from());
      if (p.empty() || p.is_wall())
        return {std::nullopt,
                {error_at(e.move_loc, FormatCode::FORMAT_BAD_MOVE,
                          "no piece on " + format_square(m->from()) + " to name in the notation")}};
      TextSpelling& s = spellings[i];
      s.piece = p.kind();
      s.decline = !m->promotes() && promotion_options(pos, *profile, p, m->from(), m->to(),
                                                      !pos.at(m->to()).empty() || m->has_middle())
                                        .may;
      // A sheet read without origins is written without them where the board still names the
      // one piece (the move is legal and the only one of its kind to that square).
      if (notation != TextNotation::Kifukit) {
        s = lishogi_spelling(pos, *profile, e.seat, *m, s.decline, notation, *names);
        replay.play(e, m);
        continue;
      }
      s.origin =
          !e.claim.present || e.claim.origin_written || m->has_middle() ||
          origins(pos, *profile, e.seat, p.kind(), m->to()) != std::vector<Square>{m->from()};
    }
    replay.play(e, m);
  }
  return write_text(record, spellings);
}

}  // namespace kifukit
