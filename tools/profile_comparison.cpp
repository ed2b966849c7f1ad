#include "tools/profile_comparison.hpp"

#include <optional>
#include <sstream>

#include "formats/notation.hpp"
#include "notation/seat_words.hpp"
#include "rules/data/profile_registry.hpp"
#include "tools/cli.hpp"
#include "tools/record_input.hpp"
#include "validator/report.hpp"

namespace kifukit::cli {

int report_profile_errors(const std::vector<Diagnostic>& errors);  // cmd_profiles.cpp

namespace {

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

// How the game ended: the end reason ("two-eliminated"), in a two-player game its players' words
// ("sente wins by resignation", notation/seat_words).
std::string end_text(const Validation& v, const Variant* variant) {
  if (v.outcome != Outcome::Legal) return "-";
  if (!v.ended) return "not ended";
  if (variant && !variant->is_yonin())
    return words::two_player_result(*variant, v.result, v.last_entry);
  return std::string(end_reason_name(v.result.reason)) + (v.result.void_game ? " (void)" : "");
}

std::string verdict_text(const Validation& v) {
  if (v.outcome == Outcome::Legal) {
    if (v.clean()) return "legal";
    for (const Finding& f : v.findings)
      if (f.severity == Severity::Error && code_info(f.code).phase == "claim")
        return "legal, the score sheet's claims disagree";
    return "legal, result disagrees";
  }
  if (const Finding* f = v.illegal_finding())
    return std::string(outcome_name(v.outcome)) + " at ply " + std::to_string(*v.illegal_ply) +
           " " + std::string(code_name(f->code));
  for (const Finding& f : v.findings)
    if (f.severity == Severity::Error)
      return std::string(outcome_name(v.outcome)) +
             (v.illegal_ply ? " at ply " + std::to_string(*v.illegal_ply) : "") + " " +
             std::string(code_name(f.code));
  return outcome_name(v.outcome);
}

// What one profile says at one ply: legality, next seat, events; comparable across profiles.
std::string state_at(const Validation& v, int ply) {
  if (v.illegal_ply && *v.illegal_ply == ply) {
    if (const Finding* f = v.illegal_finding())
      return "illegal [" + std::string(code_name(f->code)) + "]: " + f->message;
  }
  if (ply > static_cast<int>(v.trace.size())) return "not reached";
  const PlyTrace& t = v.trace[static_cast<std::size_t>(ply - 1)];
  // Two-player games in their players' words (notation/seat_words): next: gote, check.
  const Variant* variant = find_variant(v.variant);
  const bool two_player = variant && !variant->is_yonin();
  std::string events = two_player ? words::two_player_events(
                                        *variant, t.events,
                                        words::two_player_result(*variant, v.result, v.last_entry))
                                  : describe(t.events);
  std::string pos = t.position;
  // The seat to move is the second field of the position string.
  std::size_t sp = pos.find(' ');
  std::string next = pos.substr(sp + 1, 1);
  // SFEN (every two-player variant) writes b for sente (south) and w for gote (north); the
  // four-player string writes the seat's own letter (w = west).
  std::optional<Seat> seat = seat_from_letter(next[0]);
  if (v.variant != "yonin") seat = next == "b" ? Seat::South : Seat::North;
  const std::string word = !seat        ? ""
                           : two_player ? std::string(words::seat_word(*variant, *seat))
                                        : seat_name(*seat);
  std::string out = next == "-" || !seat ? "game over" : "next: " + word;
  if (!events.empty()) out += "; " + events;
  return out;
}

std::string position_after(const Validation& v, int ply) {
  return ply <= static_cast<int>(v.trace.size())
             ? v.trace[static_cast<std::size_t>(ply - 1)].position
             : std::string();
}

}  // namespace

std::vector<std::string> profile_names(const std::string& arg, const std::string& variant) {
  std::vector<std::string> names;
  for (const std::string& n : split_commas(arg)) {
    if (n != "all") {
      names.push_back(n);
      continue;
    }
    for (const std::string& b : builtin_profile_names()) {
      auto r = builtin_profile(b);
      if (r.ok() && r.resolved->profile.variant == variant) names.push_back(b);
    }
  }
  if (names.empty()) error("--profiles names no profile");
  return names;
}

std::optional<std::vector<Judgement>> judge_under_profiles(const Record& record,
                                                           const std::vector<std::string>& names,
                                                           const std::vector<std::string>& options,
                                                           int& exit,
                                                           const std::vector<std::string>& files) {
  std::vector<Judgement> out;
  ValidateOptions vo;
  vo.trace = true;
  const Variant* variant = find_variant(record.variant);
  for (std::size_t k = 0; k < names.size() + files.size(); ++k) {
    const bool from_file = k >= names.size();
    const std::string& n = from_file ? files[k - names.size()] : names[k];
    ProfileResult p = from_file ? select_for_record(record, "", n, options)
                                : select_for_record(record, n, "", options);
    if (!p.ok()) {
      // A name of --profiles is reported under that option, not the --profile of validate.
      for (Diagnostic& e : p.diagnostics)
        if (!from_file && e.file == "--profile") e.file = "--profiles";
      exit = report_profile_errors(p.diagnostics);
      return std::nullopt;
    }
    Judgement j;
    j.profile = n;
    if (from_file) {
      j.profile = p.resolved->profile.name;
      for (const Judgement& earlier : out)
        if (earlier.profile == j.profile) j.profile = n;  // the file, to tell them apart
    }
    j.validation = validate_record(record, p.resolved->profile, vo);
    const Validation& v = j.validation;
    j.verdict = verdict_text(v);
    j.end = end_text(v, variant);
    std::string ranking = v.ended && variant ? ranking_text(v.result, variant->seats, variant) : "";
    j.ranking = ranking.empty() ? "-" : ranking;
    out.push_back(std::move(j));
  }
  return out;
}

std::optional<Divergence> first_divergence(const Record& record,
                                           const std::vector<Judgement>& judgements) {
  if (judgements.empty()) return std::nullopt;
  const Validation& first = judgements.front().validation;
  const int plies = static_cast<int>(record.entries.size());
  for (int ply = 1; ply <= plies; ++ply) {
    bool differ = false;
    for (const Judgement& j : judgements)
      differ |= state_at(j.validation, ply) != state_at(first, ply) ||
                position_after(j.validation, ply) != position_after(first, ply);
    if (!differ) continue;
    const Entry& e = record.entries[static_cast<std::size_t>(ply - 1)];
    Divergence d;
    d.ply = ply;
    const Variant* variant = find_variant(first.variant);
    d.entry = (variant ? std::string(words::seat_word(*variant, e.seat)) : seat_name(e.seat)) +
              " " + (e.type == EntryType::Move ? e.move : entry_type_name(e.type));
    for (const Judgement& j : judgements) {
      d.states.push_back(state_at(j.validation, ply));
      d.positions.push_back(position_after(j.validation, ply));
    }
    return d;
  }
  return std::nullopt;
}

}  // namespace kifukit::cli
