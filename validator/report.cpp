#include "validator/report.hpp"

#include <algorithm>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "formats/notation.hpp"
#include "notation/seat_words.hpp"

namespace kifukit {

Outcome FileReport::outcome() const {
  return validation ? validation->outcome : Outcome::Malformed;
}

int FileReport::exit_code() const {
  if (!validation) return 2;
  if (validation->outcome == Outcome::Malformed) return 2;
  return validation->clean() ? 0 : 1;
}

std::string ranking_text(const GameResult& r, const std::vector<Seat>& seats, const Variant* v) {
  std::vector<std::pair<int, Seat>> ranked;
  for (Seat s : seats)
    if (r.rank[index(s)]) ranked.emplace_back(r.rank[index(s)], s);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string out;
  for (const auto& [rank, seat] : ranked) {
    if (!out.empty()) out += ", ";
    out += std::to_string(rank) + " " +
           (v ? std::string(words::seat_word(*v, seat)) : seat_name(seat));
  }
  return out;
}

namespace {

std::string location_prefix(const std::string& file, const SourceLocation& loc) {
  if (loc.line <= 0) return file + ": ";
  return file + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.column) + ": ";
}

std::vector<Seat> seats_of(const Validation& v) {
  const Variant* variant = find_variant(v.variant);
  return variant ? variant->seats : yonin_variant().seats;
}

// How the replayed game ended: "ended by two-eliminated: 1 east, 2 west, ..." for four-player
// games, in their players' words for two-player ones ("sente wins by resignation").
std::string ending_text(const Validation& v) {
  const Variant* variant = find_variant(v.variant);
  if (variant && !variant->is_yonin())
    return words::two_player_result(*variant, v.result, v.last_entry);
  std::string out = std::string("ended by ") + end_reason_name(v.result.reason);
  if (v.result.void_game) out += " (void)";
  std::string ranking = ranking_text(v.result, seats_of(v));
  if (!ranking.empty()) out += ": " + ranking;
  return out;
}

std::string status_line(const FileReport& r) {
  std::string out = r.file;
  if (r.index > 0)
    out += " record " + std::to_string(r.index) + " (line " + std::to_string(r.line) + ")";
  out += ": ";
  if (!r.validation) return out + "malformed";
  const Validation& v = *r.validation;
  out += outcome_name(v.outcome);
  if (v.outcome == Outcome::IllegalMove) {
    out += " at ply " + std::to_string(*v.illegal_ply);
    if (const Finding* f = v.illegal_finding()) out += " (" + std::string(code_name(f->code)) + ")";
  }
  if (v.outcome == Outcome::Legal || v.outcome == Outcome::IllegalMove) {
    out += ", " + std::to_string(v.plies) + (v.plies == 1 ? " ply" : " plies") + " replayed";
    if (v.outcome == Outcome::Legal) {
      if (!v.ended) {
        out += ", game not ended";
      } else {
        out += ", " + ending_text(v);
      }
    }
  }
  int errors = 0, warnings = 0;
  for (const Finding& f : v.findings) (f.severity == Severity::Error ? errors : warnings)++;
  if (errors) out += "; " + std::to_string(errors) + (errors == 1 ? " error" : " errors");
  if (warnings) out += "; " + std::to_string(warnings) + (warnings == 1 ? " warning" : " warnings");
  return out;
}

}  // namespace

std::string render_finding_text(const std::string& file, const Finding& f, const Variant* v) {
  std::string out = location_prefix(file, {f.line, f.column});
  out += f.severity == Severity::Error ? "error: " : "warning: ";
  if (f.ply) out += "ply " + std::to_string(f.ply);
  if (f.seat) {
    const std::string seat(v ? words::seat_word(*v, *f.seat) : seat_name(*f.seat));
    out += std::string(f.ply ? " " : "") + "(" + seat + ")";
  }
  if (f.ply || f.seat) out += ": ";
  return out + f.message + " [" + std::string(code_name(f.code)) + "]";
}

std::string render_findings_text(const FileReport& r) {
  std::string out;
  for (const Diagnostic& d : r.read_diagnostics) out += render(d) + "\n";
  if (r.validation)
    for (const Finding& f : r.validation->findings)
      out += render_finding_text(r.file, f, find_variant(r.validation->variant)) + "\n";
  return out;
}

std::string render_text(const FileReport& r, const SourceExcerptFn& excerpt, bool quiet) {
  std::string out;
  for (const Diagnostic& d : r.read_diagnostics)
    out += render(d) + "\n" + excerpt(d.file.empty() ? r.file : d.file, d.line, d.column);
  if (r.validation)
    for (const Finding& f : r.validation->findings)
      out += render_finding_text(r.file, f, find_variant(r.validation->variant)) + "\n" +
             excerpt(r.file, f.line, f.column);
  return quiet ? out : out + status_line(r) + "\n";
}

std::string render_text(const FileReport& r) {
  return render_findings_text(r) + status_line(r) + "\n";
}

void BatchSummary::add(const FileReport& r) {
  const int code = r.exit_code();
  ++files;
  (code == 0 ? clean : code == 1 ? with_findings : malformed)++;
  if (r.validation) plies += r.validation->plies;
  for (const Diagnostic& d : r.read_diagnostics)
    (d.severity == Severity::Error ? errors : warnings)++;
  if (r.validation)
    for (const Finding& f : r.validation->findings)
      (f.severity == Severity::Error ? errors : warnings)++;
}

std::string render_summary_text(const BatchSummary& s) {
  std::string out = std::to_string(s.files) + (s.files == 1 ? " record" : " records") + ": " +
                    std::to_string(s.clean) + " clean, " + std::to_string(s.with_findings) +
                    " with findings, " + std::to_string(s.malformed) + " malformed; " +
                    std::to_string(s.plies) + " plies";
  if (s.seconds) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.2f", *s.seconds);
    out += std::string(" in ") + seconds + " s";
  }
  return out;
}

}  // namespace kifukit
