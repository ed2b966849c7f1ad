#include "fuzz/targets.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <vector>

#include "converters/convert_io.hpp"
#include "converters/record_syntax.hpp"
#include "formats/notation.hpp"
#include "formats/record_io.hpp"
#include "fuzz/fuzz_bytes.hpp"
#include "fuzz/tonykoval_reader.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/variant_reader.hpp"
#include "rules/move_check.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"
#include "validator/validate.hpp"

namespace kifukit::fuzz {

namespace {

void check(bool ok, std::string_view what, const std::string& detail = {}) {
  if (!ok) throw InvariantFailure(std::string(what) + (detail.empty() ? "" : ": " + detail));
}

std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

std::string first_error(const std::vector<Diagnostic>& diagnostics) {
  for (const Diagnostic& d : diagnostics)
    if (d.severity == Severity::Error) return render(d);
  return diagnostics.empty() ? "no diagnostic" : render(diagnostics.front());
}

// The variants the position and move targets read every input as: yonin (the position string),
// standard and chu (SFEN; chu with its lion moves and the last-lion-capture field).
const std::array<const Variant*, 3>& variants() {
  static const std::array<const Variant*, 3> kVariants{&yonin_variant(), &standard_variant(),
                                                       find_variant("chu")};
  return kVariants;
}
std::size_t variant_index(const Variant& v) {
  for (std::size_t i = 0; i < variants().size(); ++i)
    if (variants()[i]->name == v.name) return i;
  check(false, "a sample position of a variant the fuzz targets do not know", v.name);
  return 0;
}

// The built-in profiles, and a few option sets that reach rules no built-in profile combines.
struct NamedProfile {
  std::string base;
  std::vector<std::string> options;
  Profile profile;
};
const std::vector<NamedProfile>& all_profiles() {
  static const std::vector<NamedProfile> kProfiles = [] {
    std::vector<NamedProfile> out;
    auto add = [&](const std::string& name, std::vector<std::string> options) {
      ProfileResult r = builtin_profile(name);
      check(r.ok(), "built-in profile", name);
      check(apply_profile_options(*r.resolved, options).empty(), "fuzz option set for", name);
      out.push_back({name, std::move(options), r.resolved->profile});
    };
    for (const std::string& name : builtin_profile_names()) add(name, {});
    add("qdan", {"mode=doubles"});
    add("federation", {"mode=doubles"});
    add("federation", {"move_limit=60", "declaration_from_ply=8"});
    add("qdan", {"move_limit=40", "resignation=own-turn"});
    add("page-standard", {"three_on_one_ban=true", "repetition=rank-and-end",
                          "perpetual_check=illegal", "mate_credit=checker"});
    add("king-capture", {"dead_board=inherit", "dead_hand=to-credited", "end=two-eliminated"});
    add("sdin", {"turn_order=clockwise", "first_mover=north"});
    add("standard", {"move_limit=50", "pawn_drop_mate=allowed"});
    // Issue 14's values no built-in profile combines: tonykoval's "hand" mode, and the others.
    add("tonykoval", {"dead_board=to-credited-hand"});
    add("page-standard", {"dead_board=to-credited-hand", "dead_king=removed",
                          "elimination_timing=after-every-move", "turn_direction=counter-clockwise",
                          "stalemate=concedes", "pawn_drop_mate_scope=next-seat"});
    // Chu's option values that neither chu profile has.
    add("chu", {"promotion=modern", "lion_trading=always"});
    add("chu", {"lion_trading=off", "bare_king=off", "move_limit=80"});
    return out;
  }();
  return kProfiles;
}
std::vector<const Profile*> profiles_for(const Variant& v) {
  std::vector<const Profile*> out;
  for (const NamedProfile& p : all_profiles())
    if (p.profile.variant == v.name) out.push_back(&p.profile);
  return out;
}

// A few positions of each variant to judge moves in: the start, and every 12th position of a
// seeded random game (the same on every run).
const std::vector<Position>& sample_positions(const Variant& v) {
  static const std::array<std::vector<Position>, 3> kPositions = [] {
    std::array<std::vector<Position>, 3> out;
    for (std::size_t i = 0; i < out.size(); ++i) {
      const Variant& var = *variants()[i];
      const Profile& profile = *profiles_for(var).front();
      Referee referee(profile);
      Game game(start_position(var));
      std::mt19937_64 rng(7);
      out[i].push_back(game.position());
      for (int ply = 1; ply <= 120 && !game.over(); ++ply) {
        Position scratch = game.position();
        MoveList moves;
        generate_legal(scratch, scratch.to_move(), profile, moves);
        if (moves.empty()) break;
        if (!referee.move(game, scratch.to_move(), moves[static_cast<int>(rng() % moves.size())])
                 .ok())
          break;
        if (ply % 12 == 0) out[i].push_back(game.position());
      }
    }
    return out;
  }();
  return kPositions[variant_index(v)];
}

// Every diagnostic of a reader is located inside the text (1-based), and a failed read has one.
void check_diagnostics(const ReadResult& r, std::string_view bytes) {
  check(r.record.has_value() || has_error(r.diagnostics), "no record and no error");
  check(!r.record.has_value() || !has_error(r.diagnostics), "a record with an error",
        first_error(r.diagnostics));
  const int lines = static_cast<int>(std::count(bytes.begin(), bytes.end(), '\n')) + 1;
  for (const Diagnostic& d : r.diagnostics) {
    check(d.line >= 1 && d.line <= lines && d.column >= 1, "diagnostic outside the text",
          render(d));
    check(!d.message.empty(), "diagnostic without a message", render(d));
  }
}

// format_position(parse(format_position(pos))) gives the same text.
void check_position_prints(const Position& pos) {
  const std::string text = format_position(pos);
  NotationError e;
  std::optional<Position> back = parse_position(pos.variant(), text, e);
  check(back.has_value(), "a position does not read back", text + ": " + e.message);
  check(format_position(*back) == text, "a position prints differently after reading back",
        text + " vs " + format_position(*back));
}

// True when the record replays legally under its profile.
bool validate(const Record& record) {
  std::vector<Finding> findings;
  std::optional<Profile> profile = record_profile(record, {}, findings);
  if (!profile) {
    check(!findings.empty(), "record_profile failed without a finding");
    return false;
  }
  ValidateOptions options;
  options.trace = true;
  Validation v = validate_record(record, *profile, options);
  if (v.outcome == Outcome::Legal) {
    check(v.plies == static_cast<int>(record.entries.size()), "a legal record skipped entries");
    NotationError e;
    const Variant* variant = find_variant(record.variant);
    check(variant != nullptr, "a legal record of an unknown variant");
    std::optional<Position> final_pos = parse_position(*variant, v.final_position, e);
    check(final_pos.has_value(), "the final position does not read back",
          v.final_position + ": " + e.message);
    check(format_position(*final_pos) == v.final_position, "the final position prints differently");
  }
  return v.outcome == Outcome::Legal;
}

// The main line's moves, events left out: what every standard format holds.
std::string main_line_moves(const Record& record) {
  std::string out;
  for (const Entry& e : record.entries)
    if (e.type == EntryType::Move) out += e.move + " ";
  return out;
}

// A legal standard record written in another program's format either is refused with an error
// or reads back with the same moves, lossy warnings or not (a writer once dropped the moves
// after a resignation, exit 0).
void check_standard_formats(const Record& record) {
  for (RecordFormat f : {RecordFormat::Kifu, RecordFormat::Ki2u, RecordFormat::Csa,
                         RecordFormat::Jkf, RecordFormat::Usi}) {
    WriteResult written = write_record_as(record, f, {Encoding::Utf8});
    if (!written.text) {
      check(has_error(written.diagnostics), "a writer failed without an error", format_name(f));
      continue;
    }
    ReadResult back = read_record_as(*written.text, f, "written");
    check(
        back.record.has_value(), "a written record does not read back",
        std::string(format_name(f)) + ": " + first_error(back.diagnostics) + "\n" + *written.text);
    check(main_line_moves(*back.record) == main_line_moves(record),
          "the moves change through another format",
          std::string(format_name(f)) + "\n" + *written.text);
  }
}

int record_target(Syntax syntax, const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes = as_text(data, size);
  ReadResult read = read_record(bytes, syntax, "fuzz");
  check_diagnostics(read, bytes);
  if (!read.record) return 0;
  const Record& record = *read.record;
  for (Syntax to : {Syntax::Yaml, Syntax::Json, Syntax::Xml, Syntax::Text}) {
    WriteResult written = write_record(record, to);
    if (!written.text) {
      check(to == Syntax::Text && has_error(written.diagnostics), "a writer failed",
            syntax_name(to));
      continue;
    }
    if (!written.diagnostics.empty()) continue;  // lossy: reported, so not compared
    ReadResult back = read_record(*written.text, to, std::string("written.") + syntax_name(to));
    check(
        back.record.has_value(), "a written record does not read back",
        std::string(syntax_name(to)) + ": " + first_error(back.diagnostics) + "\n" + *written.text);
    check(*back.record == record, "a record changes through writing and reading",
          std::string(syntax_name(to)) + "\n" + *written.text);
  }
  if (validate(record) && record.variant == "standard") check_standard_formats(record);
  return 0;
}

int converter_target(RecordFormat format, const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes = as_text(data, size);
  ReadResult read = read_record_as(bytes, format, "fuzz");
  check_diagnostics(read, bytes);
  if (!read.record) return 0;
  const Record& record = *read.record;
  WriteResult written = write_record_as(record, format, {Encoding::Utf8});
  if (written.text && written.diagnostics.empty()) {
    ReadResult back = read_record_as(*written.text, format, "written");
    check(back.record.has_value(), "a written record does not read back",
          first_error(back.diagnostics) + "\n" + *written.text);
    check(*back.record == record, "a record changes through writing and reading", *written.text);
  }
  validate(record);
  return 0;
}

// Both notations of one variant: the position string for yonin, SFEN for standard and chu.
void exercise_moves(const Position& pos) {
  const Variant& v = pos.variant();
  for (const Profile* profile : profiles_for(v))
    for (Seat s : v.seats) {
      if (!pos.alive(s)) continue;
      Position scratch = pos;
      MoveList moves;
      generate_legal(scratch, s, *profile, moves);
      check(scratch == pos, "generate_legal changed the position");
      for (Move m : moves) {
        Reason r = diagnose_move(scratch, s, *profile, m);
        check(r == Reason::None, "diagnose_move rejects a generated move",
              format_move(m) + " " + std::string(reason_code(r)) + " in " + format_position(pos) +
                  " under " + profile->name);
        NotationError e;
        std::optional<Move> back = parse_move(v, format_move(m), e);
        check(back && *back == m, "a generated move does not read back", format_move(m));
      }
      check(scratch == pos, "diagnose_move changed the position");
    }
}

// Referee target ------------------------------------------------------------------------------

class RefereeRun {
 public:
  RefereeRun(const NamedProfile& p, const Position& start)
      : p_(p), v_(start.variant()), referee_(p.profile), game_(start) {}

  Game& game() { return game_; }
  const Variant& variant() const { return v_; }
  std::vector<Entry>& entries() { return entries_; }

  void move(Seat seat, Move m) {
    const Position before = game_.position();
    Position scratch = before;
    const Reason diagnosed = diagnose_move(scratch, seat, p_.profile, m);
    check(scratch == before, "diagnose_move changed the position");
    const bool legal = is_legal(scratch, seat, p_.profile, m);
    check(legal == (diagnosed == Reason::None), "is_legal and diagnose_move disagree",
          describe(seat, m, diagnosed));
    const Verdict verdict = referee_.move(game_, seat, m);
    if (!verdict.ok()) {
      check(game_.position() == before, "a rejected move changed the game",
            describe(seat, m, verdict.reason));
      if (!before.game_over() && seat == before.to_move() && diagnosed != Reason::None)
        check(verdict.reason == diagnosed, "the Referee and diagnose_move give other reasons",
              describe(seat, m, diagnosed) + " / " + std::string(reason_code(verdict.reason)));
      // A position-legal move of the seat to move is refused only by a history rule.
      if (!before.game_over() && seat == before.to_move() && diagnosed == Reason::None)
        check(verdict.reason == Reason::PerpetualCheck || verdict.reason == Reason::ThreeOnOne ||
                  verdict.reason == Reason::Repetition,  // chu's fourth occurrence
              "the Referee refuses a legal move for a position rule",
              describe(seat, m, verdict.reason));
      return;
    }
    check(!before.game_over() && seat == before.to_move(), "a move accepted out of turn",
          describe(seat, m, Reason::None));
    check(diagnosed == Reason::None, "the Referee accepts a move diagnose_move rejects",
          describe(seat, m, diagnosed));
    Entry e;
    e.seat = seat;
    e.move = format_move(m);
    entries_.push_back(std::move(e));
    after_entry();
  }

  void event(EntryType type, Seat seat) {
    const Position before = game_.position();
    Verdict verdict;
    switch (type) {
      case EntryType::Resign:
      case EntryType::Timeout:
        verdict = referee_.resign(game_, seat);
        break;
      case EntryType::Declare:
        verdict = referee_.declare(game_, seat);
        break;
      case EntryType::AgreeDraw:
        seat = before.to_move();
        verdict = referee_.agree_draw(game_, game_.position().to_move());
        break;
      case EntryType::Move:
        return;
    }
    if (!verdict.ok()) {
      check(game_.position() == before, "a rejected event changed the game", entry_type_name(type));
      return;
    }
    check(!before.game_over(), "an event accepted after the end", entry_type_name(type));
    Entry e;
    e.type = type;
    e.seat = seat;
    entries_.push_back(std::move(e));
    after_entry();
  }

  // The validator, given the accepted entries as a record, replays them to the same end; the
  // record survives every lossless syntax.
  void replay(const std::optional<std::string>& start) {
    Record record;
    record.variant = v_.name;
    record.profile = p_.base;
    for (const std::string& o : p_.options) {
      std::size_t eq = o.find('=');
      record.options.push_back({o.substr(0, eq), o.substr(eq + 1), {}});
    }
    record.start = start;
    if (!start) record.first_mover = p_.profile.first_mover;
    record.entries = entries_;
    std::vector<Finding> findings;
    std::optional<Profile> profile = record_profile(record, {}, findings);
    check(profile.has_value(), "record_profile refuses the fuzz profile");
    Validation val = validate_record(record, *profile);
    check(val.outcome == Outcome::Legal, "the validator rejects a game the Referee accepted",
          val.findings.empty() ? std::string(outcome_name(val.outcome))
                               : std::string(code_name(val.findings.front().code)) + " " +
                                     val.findings.front().message);
    check(val.plies == static_cast<int>(entries_.size()), "the validator replays fewer entries");
    check(val.final_position == format_position(game_.position()),
          "the validator ends in another position");
    check(val.ended == game_.over(), "the validator disagrees on the end");
    if (val.ended) check(val.result == game_.result(), "the validator computes another result");
    for (Syntax to : {Syntax::Yaml, Syntax::Json, Syntax::Xml, Syntax::Text}) {
      WriteResult written = write_record(record, to);
      check(written.text.has_value() && written.diagnostics.empty(),
            "a legal game does not write cleanly", syntax_name(to));
      ReadResult back = read_record(*written.text, to, "replay");
      check(back.record && *back.record == record, "a legal game changes through a syntax",
            std::string(syntax_name(to)) + ": " + first_error(back.diagnostics));
    }
  }

 private:
  std::string describe(Seat seat, Move m, Reason r) const {
    return std::string(seat_name(seat)) + " " + format_move(m) + " (" +
           std::string(reason_code(r)) + ") in " + format_position(game_.position()) + " under " +
           p_.profile.name;
  }

  void after_entry() {
    const Position& pos = game_.position();
    check_position_prints(pos);
    if (pos.game_over()) return;
    check(pos.alive(pos.to_move()), "a dead seat is to move", format_position(pos));
    Position scratch = pos;
    check(has_legal_move(scratch, pos.to_move(), p_.profile), "the seat to move has no legal move",
          format_position(pos));
  }

  const NamedProfile& p_;
  const Variant& v_;
  Referee referee_;
  Game game_;
  std::vector<Entry> entries_;
};

}  // namespace

int record_yaml(const std::uint8_t* data, std::size_t size) {
  return record_target(Syntax::Yaml, data, size);
}
int record_xml(const std::uint8_t* data, std::size_t size) {
  return record_target(Syntax::Xml, data, size);
}
int record_json(const std::uint8_t* data, std::size_t size) {
  return record_target(Syntax::Json, data, size);
}
int record_text(const std::uint8_t* data, std::size_t size) {
  return record_target(Syntax::Text, data, size);
}

int position(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  for (const Variant* v : variants()) {
    NotationError e;
    std::optional<Position> pos = parse_position(*v, text, e);
    if (!pos) {
      check(e.column >= 1 && static_cast<std::size_t>(e.column) <= text.size() + 1,
            "an error column outside the text", std::to_string(e.column) + " " + e.message);
      check(!e.message.empty(), "an error without a message");
      continue;
    }
    const std::string printed = format_position(*pos);
    // The position string is read only in its canonical form; SFEN, as other programs write it,
    // also with its hands in any order and without the move number: there only the board and
    // the side to move must print back as they were.
    if (v->is_yonin()) {
      check(printed == text, "a parsed position prints differently", printed);
    } else {
      const std::size_t side_end = text.find(' ', text.find(' ') + 1);
      check(printed.substr(0, side_end) == text.substr(0, side_end),
            "a parsed SFEN board prints differently", printed);
    }
    std::optional<Position> again = parse_position(*v, printed, e);
    check(again && *again == *pos, "a printed position reads back differently", printed);
    exercise_moves(*pos);
  }
  return 0;
}

int move(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  for (const Variant* v : variants()) {
    if (std::optional<Square> sq = parse_square(*v, text))
      check(format_square(*sq) == text, "a parsed square prints differently", format_square(*sq));
    NotationError e;
    std::optional<Move> m = parse_move(*v, text, e);
    if (!m) {
      check(e.column >= 1 && static_cast<std::size_t>(e.column) <= text.size() + 1,
            "an error column outside the text", std::to_string(e.column) + " " + e.message);
      continue;
    }
    check(format_move(*m) == text, "a parsed move prints differently", format_move(*m));
    for (const Position& pos : sample_positions(*v))
      for (const Profile* profile : profiles_for(*v))
        for (Seat s : v->seats) {
          // The seat to move, and the owner of the piece the move takes (if another).
          const Piece piece = m->is_drop() ? Piece() : pos.at(m->from());
          const bool owner = !piece.empty() && !piece.neutral() && piece.owner() == index(s);
          if (!pos.alive(s) || (s != pos.to_move() && !owner)) continue;
          Position a = pos, b = pos;
          const bool legal = is_legal(a, s, *profile, *m);
          const Reason r = diagnose_move(b, s, *profile, *m);
          check(legal == (r == Reason::None), "is_legal and diagnose_move disagree",
                std::string(text) + " " + std::string(reason_code(r)) + " in " +
                    format_position(pos) + " under " + profile->name);
          check(a == pos && b == pos, "a move check changed the position");
        }
  }
  return 0;
}

int profile(const std::uint8_t* data, std::size_t size) {
  std::string_view all = as_text(data, size);
  std::array<std::optional<std::string_view>, 3> parts;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    std::size_t sep = i + 1 < parts.size() ? all.find("\n%%\n") : std::string_view::npos;
    parts[i] = all.substr(0, sep);
    if (sep == std::string_view::npos) break;
    all.remove_prefix(sep + 4);
  }
  const std::optional<std::string_view> file = parts[1];
  ProfileSources sources;
  sources.builtin = builtin_profile_text;  // embedded at build time: no disk
  sources.read_file = [file](const std::string&) -> std::optional<std::string> {
    if (!file) return std::nullopt;
    return std::string(*file);
  };
  ProfileResult r = read_profile(*parts[0], "fuzz/main.yaml", sources);
  check(r.ok() == r.resolved.has_value(), "a profile result with errors and a profile");
  for (const Diagnostic& e : r.diagnostics)
    check(
        code_info(e.code).phase == "profile" && !e.message.empty() && e.line >= 0 && e.column >= 0,
        "a profile diagnostic without code, message or place", render(e));
  if (!r.ok()) return 0;
  ResolvedProfile resolved = *r.resolved;
  check(check_contradictions(resolved, "fuzz").empty(), "a resolved profile contradicts itself");
  if (parts[2]) {
    std::vector<std::string> options;
    std::string_view rest = *parts[2];
    while (!rest.empty() && options.size() < 64) {
      std::size_t nl = rest.find('\n');
      options.emplace_back(rest.substr(0, nl));
      rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    }
    if (!apply_profile_options(resolved, options).empty()) return 0;
  }
  const std::string printed = profile_to_yaml(resolved.profile);
  ProfileResult back = read_profile(printed, "fuzz/printed.yaml", sources);
  check(back.ok(), "a printed profile does not read back",
        printed + (back.diagnostics.empty() ? "" : render(back.diagnostics.front())));
  check(profile_to_yaml(back.resolved->profile) == printed,
        "a printed profile reads back differently", printed);
  return 0;
}

int referee(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  const std::vector<NamedProfile>& profiles = all_profiles();
  const NamedProfile& p = profiles[in.next() % profiles.size()];
  const Variant* v = find_variant(p.profile.variant);
  check(v != nullptr, "a fuzz profile of an unknown variant");
  // The start: the variant's (with the profile's first mover), or a position string.
  const std::uint8_t how = in.next();
  std::optional<std::string> start_text;
  Position start = start_position(*v);
  start.set_to_move(p.profile.first_mover);
  if (how & 1) {
    NotationError e;
    std::string_view line = in.line();
    std::optional<Position> pos = parse_position(*v, line, e);
    if (!pos || (!pos->game_over() && !pos->alive(pos->to_move()))) return 0;
    start = *pos;
    start_text = std::string(line);
  }
  RefereeRun run(p, start);
  const std::vector<Square>& squares = v->squares;
  for (int steps = 0; !in.done() && steps < 2000; ++steps) {
    const Position& pos = run.game().position();
    const Seat to_move = pos.to_move();
    const std::uint8_t op = in.next();
    switch (op) {
      case 0xE0:
        run.event(EntryType::Resign, to_move);
        break;
      case 0xE1:
        run.event(EntryType::Timeout, to_move);
        break;
      case 0xE2:
        run.event(EntryType::Declare, to_move);
        break;
      case 0xE3:
        run.event(EntryType::AgreeDraw, to_move);
        break;
      case 0xE4:  // an event by any seat
        run.event(in.next() & 1 ? EntryType::Declare : EntryType::Resign, seat_at(in.next()));
        break;
      case 0xE5: {  // a legal move of another seat
        const Seat s = seat_at(in.next());
        Position scratch = pos;
        MoveList moves;
        if (pos.alive(s)) generate_legal(scratch, s, p.profile, moves);
        if (!moves.empty()) run.move(s, moves[in.next() % moves.size()]);
        break;
      }
      case 0xE6: {  // a move text, as a record would give it
        NotationError e;
        std::string_view text = in.take(in.next() % 8);
        if (std::optional<Move> m = parse_move(*v, text, e)) run.move(to_move, *m);
        break;
      }
      case 0xE7: {  // any move between two squares of the board, any drop, any lion move
        const Square from = squares[in.next() % squares.size()];
        const Square to = squares[in.next() % squares.size()];
        const std::uint8_t flags = in.next();
        if (flags & 2) {
          if (!v->hand_kinds.empty())  // chu has no drops
            run.move(to_move, Move::drop(v->hand_kinds[(flags >> 2) % v->hand_kinds.size()], to));
        } else if (flags & 4) {  // a two-step move through any square (igui and jitto included)
          const Square middle = squares[in.next() % squares.size()];
          if (middle != from && middle != to)
            run.move(to_move, Move::lion(from, middle, to, flags & 1));
        } else if (from != to) {
          run.move(to_move, Move::normal(from, to, flags & 1));
        }
        break;
      }
      default: {  // one of the legal moves of the seat to move
        if (pos.game_over()) break;
        Position scratch = pos;
        MoveList moves;
        generate_legal(scratch, to_move, p.profile, moves);
        if (moves.empty()) break;
        std::size_t choice = op;
        if (moves.size() > 0xE0) choice = choice * 256 + in.next();
        run.move(to_move, moves[static_cast<int>(choice % moves.size())]);
        break;
      }
    }
  }
  run.replay(start_text);
  return 0;
}

int variant(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  VariantResult r = read_variant(text, "fuzz.yaml");
  if (!r.ok()) {
    for (const Diagnostic& e : r.diagnostics) {
      check(code_info(e.code).phase == "variant" && !e.message.empty(),
            "a variant error without a variant code or a message");
      check(e.line >= 1 && e.column >= 1, "a variant error without a position", render(e));
    }
    return 0;
  }
  check(r.diagnostics.empty() && r.variant != nullptr, "a variant without errors is missing");
  const Variant& v = *r.variant;
  NotationError e;
  std::optional<Position> pos = parse_position(v, v.start, e);
  if (!pos) {
    check(e.column >= 1 && static_cast<std::size_t>(e.column) <= v.start.size() + 1,
          "a start error column outside the text", e.message);
    return 0;
  }
  const std::string printed = format_position(*pos);
  std::optional<Position> again = parse_position(v, printed, e);
  check(again && *again == *pos, "a variant's start position reads back differently", printed);
  Profile profile;
  profile.variant = v.name;
  if (pos->game_over()) return 0;
  for (Seat s : v.seats) {
    if (!pos->alive(s)) continue;
    Position scratch = *pos;
    MoveList moves;
    generate_legal(scratch, s, profile, moves);
    for (Move m : moves) {
      Reason why = diagnose_move(scratch, s, profile, m);
      check(why == Reason::None, "diagnose_move rejects a generated move",
            format_move(v, m) + " " + std::string(reason_code(why)) + " in " + printed);
      std::optional<Move> back = parse_move(v, format_move(v, m), e);
      check(back && *back == m, "a generated move does not read back", format_move(v, m));
    }
    check(scratch == *pos, "move generation changed the position");
  }
  return 0;
}

namespace {
constexpr Target kTargets[] = {
    {"record_yaml", record_yaml},
    {"record_xml", record_xml},
    {"record_json", record_json},
    {"record_text", record_text},
    {"position", position},
    {"move", move},
    {"profile", profile},
    {"referee", referee},
    {"converter_kif", converter_kif},
    {"converter_usi", converter_usi},
    {"converter_csa", converter_csa},
    {"converter_ki2", converter_ki2},
    {"converter_jkf", converter_jkf},
    {"tonykoval_reader", tonykoval_reader},
    {"variant", variant},
    {"adapter_protocol", adapter_protocol},
    {"written_own", written_own},
    {"written_other", written_other},
};
}  // namespace

int converter_kif(const std::uint8_t* data, std::size_t size) {
  return converter_target(RecordFormat::Kifu, data, size);
}
int converter_usi(const std::uint8_t* data, std::size_t size) {
  return converter_target(RecordFormat::Usi, data, size);
}

int converter_csa(const std::uint8_t* data, std::size_t size) {
  return converter_target(RecordFormat::Csa, data, size);
}

int converter_ki2(const std::uint8_t* data, std::size_t size) {
  return converter_target(RecordFormat::Ki2u, data, size);
}
int converter_jkf(const std::uint8_t* data, std::size_t size) {
  return converter_target(RecordFormat::Jkf, data, size);
}

int tonykoval_reader(const std::uint8_t* data, std::size_t size) {
  converter_target(RecordFormat::Tonykoval, data, size);
  check_tonykoval(as_text(data, size));
  return 0;
}

std::span<const Target> targets() { return kTargets; }

const Target* find_target(std::string_view name) {
  for (const Target& t : kTargets)
    if (t.name == name) return &t;
  return nullptr;
}

}  // namespace kifukit::fuzz
