#include "tools/render_frames.hpp"

#include <map>
#include <tuple>

#include "converters/text/record_text.hpp"
#include "converters/text/text_board.hpp"
#include "formats/notation.hpp"
#include "notation/seat_words.hpp"
#include "render/board_svg.hpp"
#include "render/piece_style.hpp"
#include "tools/ki2_moves_list.hpp"
#include "tools/record_input.hpp"
#include "tools/version.hpp"
#include "validator/report.hpp"

namespace kifukit::cli {
namespace {

const std::string& position_text(const Validation& v, int ply) {
  return ply == 0 ? v.start_position : v.trace[static_cast<std::size_t>(ply - 1)].position;
}

std::string entry_text(const Entry& e) {
  return e.type == EntryType::Move ? e.move : entry_type_name(e.type);
}

// The record's entries in the published kanji notation (`6七歩(68)`, `投了`), by ply, taken from
// the text writer so there is one printer of that notation. Empty when the writer cannot print
// the record (a move from an empty square, say).
std::map<int, std::string> kanji_entries(const Record& record) {
  std::map<int, std::string> out;
  WriteResult w = write_text_record(record);
  if (!w.text) return out;
  const std::string& text = *w.text;
  std::size_t at = text.find(kTextSeparator);
  if (at == std::string::npos) return out;
  at = text.find('\n', at);
  while (at != std::string::npos && at + 1 < text.size()) {
    std::size_t end = text.find('\n', at + 1);
    std::string line =
        text.substr(at + 1, end == std::string::npos ? std::string::npos : end - at - 1);
    at = end;
    std::size_t digits = line.find_first_not_of(' ');
    std::size_t space = line.find(' ', digits);
    if (digits == std::string::npos || space == std::string::npos || line[digits] < '0' ||
        line[digits] > '9')
      continue;  // a comment or the result block
    int ply = std::stoi(line.substr(digits, space - digits));
    std::string body = line.substr(space + 1);
    std::size_t time = body.find("   (");
    if (time != std::string::npos) body.resize(time);
    // Drop the seat arrow (3 bytes in UTF-8): the page shows the seat in its own column.
    out[ply] = body.size() > 3 ? body.substr(3) : body;
  }
  return out;
}

std::string player_of(const Record& record, Seat s) {
  for (const Player& p : record.players)
    if (p.seat == s) return p.name;
  return "";
}

std::string ranking_of(const Validation& v) {
  return v.ended ? ranking_text(v.result, find_variant(v.variant)->seats) : "";
}

// A two-player game's end in sente/gote words ("gote wins by resignation"); "" otherwise.
std::string two_player_result_of(const Validation& v) {
  const Variant& variant = *find_variant(v.variant);
  if (variant.is_yonin() || !v.ended) return "";
  return words::two_player_result(variant, v.result, v.trace.empty() ? "" : v.trace.back().move);
}

std::string events_text(const Validation& v, const PlyTrace& t) {
  const Variant& variant = *find_variant(v.variant);
  if (!variant.is_yonin())
    return words::two_player_events(variant, t.events, two_player_result_of(v));
  std::string out = describe(t.events);
  for (const RefereeEvent& e : t.events)
    if (e.type == RefereeEvent::Type::GameEnd && v.ended)
      out += std::string(" (") + end_reason_name(v.result.reason) +
             (v.result.void_game ? ", void" : "") + ")";
  return out;
}

std::vector<std::pair<std::string, std::string>> header_of(const Record& r,
                                                           const std::string& file) {
  const Variant& v = *find_variant(r.variant);
  std::vector<std::pair<std::string, std::string>> out = {{"file", file}, {"variant", r.variant}};
  if (r.event.value) out.emplace_back("event", *r.event.value);
  if (r.date.value) out.emplace_back("date", *r.date.value);
  if (r.site.value) out.emplace_back("site", *r.site.value);
  for (const Player& p : r.players)
    out.emplace_back(
        std::string(words::seat_mark(v, p.seat)) + " " + std::string(words::seat_title(v, p.seat)),
        p.name);
  return out;
}

// "1 error", "2 errors".
std::string count_of(int n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// The page names the record by its file name only: a shared page must not carry the directory
// it was made in (docs/render.md).
std::string file_name_of(const std::string& path) {
  std::size_t slash = path.find_last_of('/');
  return slash == std::string::npos || slash + 1 == path.size() ? path : path.substr(slash + 1);
}

std::vector<std::pair<std::string, std::string>> verdict_of(const Validation& v) {
  std::vector<std::pair<std::string, std::string>> out = {
      {"profile", v.profile},
      {"outcome", outcome_name(v.outcome)},
      {"plies replayed", std::to_string(v.plies)}};
  if (v.illegal_ply) out.emplace_back("illegal ply", std::to_string(*v.illegal_ply));
  std::string ranking = ranking_of(v), result = two_player_result_of(v);
  // A two-player game's result line says how it ended ("sente wins by resignation"); the
  // four-player end reason (last-survivor) would only contradict it.
  if (v.outcome == Outcome::Legal && result.empty())
    out.emplace_back("end", v.ended ? std::string(end_reason_name(v.result.reason)) +
                                          (v.result.void_game ? " (void)" : "")
                                    : "not ended");
  if (!result.empty())
    out.emplace_back("result", result);
  else if (!ranking.empty())
    out.emplace_back("ranking", ranking);
  NotationError e;
  if (auto final_pos = parse_position(*find_variant(v.variant), v.final_position, e)) {
    std::string elims;
    for (int i = 0; i < final_pos->elimination_count(); ++i) {
      const Elimination& el = final_pos->elimination(i);
      elims +=
          (elims.empty() ? "" : ", ") + std::string(seat_name(el.seat)) +
          (el.credited >= 0 ? std::string(" (by ") + seat_name(seat_at(el.credited)) + ")" : "");
    }
    if (!elims.empty()) out.emplace_back("eliminated", elims);
  }
  int errors = 0, warnings = 0;
  for (const Finding& f : v.findings) (f.severity == Severity::Error ? errors : warnings)++;
  out.emplace_back("findings", count_of(errors, "error") + ", " + count_of(warnings, "warning"));
  return out;
}

}  // namespace

std::vector<draw::PageRow> page_rows(const PageInput& in, const Record& record,
                                     const Validation& v) {
  std::vector<draw::PageRow> rows;
  // The moves in kanji: kifukit's text notation for its .txt records; else, for a standard game,
  // as KI2 writes them (▲７六歩, 同) with USI as the tooltip; else USI with the text notation's
  // kanji as the tooltip.
  std::map<int, std::string> kanji = kanji_entries(record);
  bool kanji_first = in.text_syntax;
  if (!in.text_syntax) {
    std::map<int, std::string> ki2 = ki2_moves(record);
    if (!ki2.empty()) {
      kanji = std::move(ki2);
      kanji_first = true;
    }
  }
  auto notation = [&](int ply, const std::string& usi, bool primary) {
    auto k = kanji.find(ply);
    const bool use_kanji = primary == kanji_first;
    return use_kanji && k != kanji.end() ? k->second : usi;
  };
  const Variant& variant = *find_variant(v.variant);
  auto word = [&](Seat s) { return std::string(words::seat_word(variant, s)); };
  // A KI2 move carries its own ▲/△: the seat column stays empty (but coloured by its class).
  const bool own_marks = kanji_first && !in.text_syntax;
  auto mark = [&](Seat s) { return own_marks ? "" : std::string(words::seat_mark(variant, s)); };
  for (const PlyTrace& t : v.trace) {
    rows.push_back({t.ply, word(t.seat), seat_name(t.seat), mark(t.seat),
                    notation(t.ply, t.move, true), notation(t.ply, t.move, false),
                    events_text(v, t), false, "", ""});
    if (t.ply >= 1 && t.ply <= static_cast<int>(record.entries.size())) {
      const Entry& e = record.entries[static_cast<std::size_t>(t.ply - 1)];
      rows.back().comment = e.comment.value_or("");
      rows.back().bookmark = e.bookmark.value_or("");
    }
  }
  if (v.illegal_ply && *v.illegal_ply <= static_cast<int>(record.entries.size())) {
    const Entry& e = record.entries[static_cast<std::size_t>(*v.illegal_ply - 1)];
    const std::string usi = entry_text(e);
    rows.push_back({*v.illegal_ply, word(e.seat), seat_name(e.seat), mark(e.seat),
                    notation(*v.illegal_ply, usi, true), notation(*v.illegal_ply, usi, false), "",
                    true, "", ""});
  }
  return rows;
}

draw::BoardScene scene_at(const Record& record, const Validation& v, const Profile& profile,
                          int ply) {
  const Variant& variant = *find_variant(v.variant);
  NotationError e;
  draw::BoardScene scene(*parse_position(variant, position_text(v, ply), e));
  for (Seat s : variant.seats)
    scene.players[static_cast<std::size_t>(index(s))] = player_of(record, s);
  std::string caption = "ply " + std::to_string(ply);
  if (ply > 0) {
    const PlyTrace& t = v.trace[static_cast<std::size_t>(ply - 1)];
    if (auto m = parse_move(variant, t.move, e)) scene.last_move = *m;
    caption += ": " + std::string(words::seat_word(variant, t.seat)) + " " + t.move;
  }
  scene.checked = draw::checked_seats(scene.position, profile);
  scene.caption = caption + " · " + v.profile;
  scene.title = (record.event.value ? *record.event.value + ", " : std::string()) + caption;
  return scene;
}

draw::ReplayPage replay_page(const PageInput& in) {
  const Record& record = *in.record;
  const Validation& v = *in.validation;
  const std::string file = file_name_of(in.file);
  draw::ReplayPage page;
  page.title = record.event.value ? *record.event.value : file;
  page.generator = std::string("kifukit ") + kToolVersion;
  page.header = header_of(record, file);
  std::tie(page.board_width, page.board_height) = draw::board_svg_size(*find_variant(v.variant));
  page.verdict = verdict_of(v);
  const int last = static_cast<int>(v.trace.size());
  for (int ply = 0; ply <= last; ++ply)
    page.frames.push_back(draw::board_svg(scene_at(record, v, *in.profile, ply)));
  page.start_comment = record.comment.value_or("");
  page.rows = page_rows(in, record, v);
  add_variations(in, page);
  for (const Finding& f : v.findings) {
    std::string where =
        f.line > 0 ? file + ":" + std::to_string(f.line) + ":" + std::to_string(f.column) : file;
    page.findings.push_back(
        {f.ply, f.ply == 0 ? 0 : std::min(f.ply, last), f.severity, f.code, f.message, where});
  }
  return page;
}

}  // namespace kifukit::cli
