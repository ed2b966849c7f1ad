// The write-then-read-back targets (issue 26, docs/limits.md "every writer's output reads
// back"): the input bytes build a record in memory (headers with any key and value, comments,
// times, bookmarks, variations nested to kMaxVariationDepth, every ending and end reason); the
// target writes it in one format, reads the text back and requires the same record, unless the
// writer refused (an error, no text) or reported what it could not hold (a diagnostic). A
// written text over the format's read limit must come with a diagnostic too.
#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "converters/convert_io.hpp"
#include "converters/record_syntax.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "fuzz/fuzz_bytes.hpp"
#include "fuzz/targets.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"
#include "rules/variant.hpp"

namespace kifukit::fuzz {

namespace {

// The input bytes, and the choices and texts a record is built from.
class ByteSource : public Bytes {
 public:
  using Bytes::Bytes;
  bool chance(int in_256) { return next() < in_256; }
  // Text of the characters records and their formats give meaning to (markup, separators,
  // kanji of headers and moves, line breaks), and now and then any byte (controls and broken
  // UTF-8 included): the writers must refuse or report what they cannot hold.
  std::string text() {
    static const char* const kPieces[] = {
        "a",    "Z", "0", "9",  " ",  "\t", "\n", "\r", ":",  "：", "#",           "*",
        "&",    "<", ">", "\"", "'",  "\\", "/",  ",",  "{",  "}",  "[",           "]",
        "-",    "+", "%", "$",  "'",  "=",  "手", "数", "先", "後", "変化",        "まで",
        "投了", "▲", "△", "棋", "譜", "字", "　", "・", "…",  "😀",  "\xEF\xBF\xBD"};
    std::string s;
    for (int n = next() % 16; n > 0; --n) {
      const std::uint8_t b = next();
      if (b >= 0xF8)
        s += static_cast<char>(next());
      else
        s += kPieces[b % std::size(kPieces)];
    }
    return s;
  }
};

struct Builder {
  ByteSource& in;
  const Profile& profile;
  Referee referee{profile};
  std::size_t entries = 0;

  // A line of play from `game`: legal moves chosen by the bytes, each perhaps with a comment,
  // a time, a bookmark and variations (which start from the same position), and perhaps an
  // event at its end.
  std::vector<Entry> line(Game game, int depth) {
    std::vector<Entry> out;
    const int length = in.next() % (depth == 0 ? 40 : 8);
    for (int i = 0; i < length && !game.over() && entries < 2000 && !in.done(); ++i) {
      const Seat seat = game.position().to_move();
      Position scratch = game.position();
      MoveList moves;
      generate_legal(scratch, seat, profile, moves);
      if (moves.empty()) break;
      const Game before = game;
      const Move m = moves[static_cast<int>(in.next() % moves.size())];
      if (!referee.move(game, seat, m).ok()) break;  // a history rule: end the line here
      Entry e;
      e.seat = seat;
      e.move = format_move(m);
      decorate(e);
      if (depth < kMaxVariationDepth && in.chance(24)) {
        const int branches = 1 + in.next() % 2;
        for (int b = 0; b < branches; ++b) {
          std::vector<Entry> branch = line(before, depth + 1);
          if (!branch.empty()) e.branches.push_back(std::move(branch));
        }
      }
      ++entries;
      out.push_back(std::move(e));
    }
    if (!game.over() && in.chance(64)) {
      Entry e;
      e.type = static_cast<EntryType>(1 + in.next() % 4);
      e.seat = game.position().to_move();
      decorate(e);
      out.push_back(std::move(e));
    }
    return out;
  }

  void decorate(Entry& e) {
    const std::uint8_t what = in.next();
    if (what & 1) e.comment = in.text();
    if (what & 2) e.time_ms = static_cast<std::int64_t>(in.next()) * (what & 4 ? 1000 : 1);
    if (what & 8) e.bookmark = in.text();
  }
};

// Every Ending, every EndReason, seats ranked or not.
ClaimedResult any_result(ByteSource& in, const Variant& v) {
  ClaimedResult r;
  r.reason = static_cast<EndReason>(in.next() % (static_cast<int>(EndReason::BareKing) + 1));
  r.reason_stated = in.chance(192);
  if (!r.reason_stated) r.reason = EndReason::None;  // no reason stated, none held
  r.ending = static_cast<Ending>(in.next() % (static_cast<int>(Ending::SealedMove) + 1));
  if (in.chance(128)) {  // places 1..seats, ties allowed
    int place = 1;
    for (Seat s : v.seats) {
      r.ranking.push_back({s, place, {}});
      place = std::min<int>(place + in.next() % 2, static_cast<int>(v.seats.size()));
    }
    // Now and then a place no reader accepts: the own writers must refuse it.
    if (in.chance(16)) r.ranking.back().place = in.chance(128) ? 0 : kSeatCount + 1;
  }
  return r;
}

Record any_record(ByteSource& in, const Variant& v) {
  const ProfileResult p = builtin_profile(default_profile_name(v));
  require(p.ok(), "the default profile of", v.name);
  const Profile& profile = p.resolved->profile;
  Record r;
  r.variant = v.name;
  if (in.chance(64)) r.profile = default_profile_name(v);
  if (in.chance(64)) r.event.value = in.text();
  if (in.chance(64)) r.date.value = in.text();
  if (in.chance(64)) r.site.value = in.text();
  for (Seat s : v.seats)
    if (in.chance(128)) r.players.push_back({s, in.text(), {}});
  for (int n = in.next() % 4; n > 0; --n) r.headers.push_back({in.text(), in.text(), {}});
  if (in.chance(64)) r.comment = in.text();
  Builder b{in, profile};
  Game game(start_position(v));
  r.entries = b.line(game, 0);
  if (in.chance(128)) r.result = any_result(in, v);
  return r;
}

std::string formats_text(RecordFormat f) { return format_name(f); }

std::string shown(const std::optional<std::string>& s) { return s ? "'" + *s + "'" : "none"; }
std::string shown(const std::optional<std::int64_t>& n) { return n ? std::to_string(*n) : "none"; }

// The first difference between two lines of entries, for the report of a finding.
std::string entries_difference(const std::vector<Entry>& a, const std::vector<Entry>& b,
                               const std::string& where) {
  if (a.size() != b.size())
    return where + std::to_string(a.size()) + " entries, read back " + std::to_string(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::string at = where + "entry " + std::to_string(i + 1) + " ";
    const Entry &x = a[i], &y = b[i];
    if (x.type != y.type || x.seat != y.seat || x.move != y.move)
      return at + "'" + x.move + "' " + entry_type_name(x.type) + ", read back '" + y.move + "' " +
             entry_type_name(y.type);
    if (x.time_ms != y.time_ms) return at + "time " + shown(x.time_ms) + " -> " + shown(y.time_ms);
    if (x.comment != y.comment)
      return at + "comment " + shown(x.comment) + " -> " + shown(y.comment);
    if (x.bookmark != y.bookmark)
      return at + "bookmark " + shown(x.bookmark) + " -> " + shown(y.bookmark);
    if (x.branches.size() != y.branches.size())
      return at + std::to_string(x.branches.size()) + " variations, read back " +
             std::to_string(y.branches.size());
    for (std::size_t k = 0; k < x.branches.size(); ++k)
      if (x.branches[k] != y.branches[k])
        return entries_difference(x.branches[k], y.branches[k],
                                  at + "variation " + std::to_string(k + 1) + ", ");
  }
  return "";
}

std::string difference(const Record& a, const Record& b) {
  if (a.variant != b.variant || a.profile != b.profile)
    return "variant/profile " + a.variant + "/" + a.profile + " -> " + b.variant + "/" + b.profile;
  if (a.options != b.options) return "options";
  if (a.event != b.event) return "event " + shown(a.event.value) + " -> " + shown(b.event.value);
  if (a.date != b.date) return "date " + shown(a.date.value) + " -> " + shown(b.date.value);
  if (a.site != b.site) return "site " + shown(a.site.value) + " -> " + shown(b.site.value);
  if (a.players != b.players) return "players";
  if (a.start != b.start || a.first_mover != b.first_mover) return "start or first mover";
  if (a.headers != b.headers) {
    std::string out = "headers";
    for (const HeaderField& h : a.headers) out += " [" + h.key + "=" + h.value + "]";
    out += " -> ";
    for (const HeaderField& h : b.headers) out += " [" + h.key + "=" + h.value + "]";
    return out;
  }
  if (a.comment != b.comment) return "comment " + shown(a.comment) + " -> " + shown(b.comment);
  if (a.entries != b.entries) return entries_difference(a.entries, b.entries, "");
  if (a.result.has_value() != b.result.has_value()) return "result present or not";
  if (a.result) {
    const ClaimedResult &x = *a.result, &y = *b.result;
    if (x.ending != y.ending)
      return std::string("ending ") + ending_name(x.ending) + " -> " + ending_name(y.ending);
    if (x.reason != y.reason || x.reason_stated != y.reason_stated)
      return std::string("end reason ") + end_reason_name(x.reason) + " -> " +
             end_reason_name(y.reason);
    if (x.ranking != y.ranking) return "ranking";
    if (x.eliminations != y.eliminations) return "eliminations";
  }
  return "format_version";
}

// Other programs' formats hold how a game ended (投了, %TORYO, "special") and no more: their
// readers derive the end reason and ranking from it (docs/formats/). Their records are compared
// on the ending alone.
// The profile named as the variant's default is the profile left unnamed.
Record ending_only(Record r) {
  if (r.result) {
    ClaimedResult only;
    only.ending = r.result->ending;
    r.result = only;
    if (only.ending == Ending::None) r.result.reset();
  }
  if (const Variant* v = find_variant(r.variant); v && r.profile == default_profile_name(*v))
    r.profile.clear();
  return r;
}

// Writes `record` as `format` and reads it back.
void write_and_read_back(const Record& original, RecordFormat format) {
  const bool own = format == RecordFormat::Yaml || format == RecordFormat::Json ||
                   format == RecordFormat::Xml || format == RecordFormat::Text;
  const Record record = own ? original : ending_only(original);
  const WriteResult written = write_record_as(original, format, {Encoding::Utf8});
  if (!written.text) {
    require(has_error(written.diagnostics), "a writer gave no text and no error",
            formats_text(format));
    return;
  }
  if (!written.diagnostics.empty()) return;  // the writer said what it could not hold
  require(written.text->size() <= kMaxRecordBytes,
          "a writer's output is over the read limit and it says nothing", formats_text(format));
  const ReadResult back = read_record_as(*written.text, format, "written");
  require(back.record.has_value(), "a written record does not read back",
          formats_text(format) + ": " +
              (back.diagnostics.empty() ? "" : render(back.diagnostics.front())) + "\n" +
              *written.text);
  const Record read = own ? *back.record : ending_only(*back.record);
  require(read == record, "a record changes through writing and reading, silently",
          formats_text(format) + ": " + difference(record, read) + "\n" + *written.text);
}

}  // namespace

int written_own(const std::uint8_t* data, std::size_t size) {
  ByteSource in(data, size);
  static const RecordFormat kFormats[] = {RecordFormat::Yaml, RecordFormat::Json, RecordFormat::Xml,
                                          RecordFormat::Text};
  const RecordFormat format = kFormats[in.next() % 4];
  static const char* const kVariants[] = {"yonin", "standard", "chu"};
  const Variant* v = find_variant(kVariants[in.next() % 3]);
  require(v != nullptr, "a built-in variant is missing", "");
  write_and_read_back(any_record(in, *v), format);
  return 0;
}

int written_other(const std::uint8_t* data, std::size_t size) {
  ByteSource in(data, size);
  static const RecordFormat kFormats[] = {RecordFormat::Kifu, RecordFormat::Ki2u,
                                          RecordFormat::Csa,  RecordFormat::Jkf,
                                          RecordFormat::Usi,  RecordFormat::Tonykoval};
  const RecordFormat format = kFormats[in.next() % 6];
  const Variant& v = format == RecordFormat::Tonykoval ? yonin_variant() : standard_variant();
  write_and_read_back(any_record(in, v), format);
  return 0;
}

}  // namespace kifukit::fuzz
