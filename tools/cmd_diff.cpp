// kifukit diff: one game judged by several profiles side by side.
#include <iomanip>
#include <iostream>
#include <sstream>

#include "formats/notation.hpp"
#include "formats/profile_registry.hpp"
#include "tools/cli.hpp"
#include "tools/record_input.hpp"
#include "validator/report.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

int report_profile_errors(const std::vector<ProfileError>& errors);  // cmd_profiles.cpp

namespace {

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

std::string verdict_text(const Validation& v) {
  if (v.outcome == Outcome::Legal) return v.clean() ? "legal" : "legal, result disagrees";
  for (const Finding& f : v.findings)
    if (f.severity == Severity::Error)
      return std::string(outcome_name(v.outcome)) +
             (v.illegal_ply ? " at ply " + std::to_string(*v.illegal_ply) : "") + " " + f.code;
  return outcome_name(v.outcome);
}

// What one profile says at one ply: legality, next seat, events; comparable across profiles.
std::string state_at(const Validation& v, int ply) {
  if (v.illegal_ply && *v.illegal_ply == ply) {
    for (const Finding& f : v.findings)
      if (f.ply == ply) return "illegal [" + f.code + "]: " + f.message;
  }
  if (ply > static_cast<int>(v.trace.size())) return "not reached";
  const PlyTrace& t = v.trace[static_cast<std::size_t>(ply - 1)];
  std::string events = describe(t.events);
  std::string pos = t.position;
  // The seat to move is the second field of the position string.
  std::size_t sp = pos.find(' ');
  std::string next = pos.substr(sp + 1, 1);
  std::string out =
      next == "-" ? "game over" : std::string("next: ") + seat_name(*seat_from_letter(next[0]));
  if (!events.empty()) out += "; " + events;
  return out;
}

}  // namespace

int run_diff(const std::vector<std::string>& args) {
  std::string file, profiles_arg;
  std::vector<std::string> options;
  po::options_description desc("diff options");
  desc.add_options()("file", po::value(&file), "record file, - for stdin")(
      "profiles", po::value(&profiles_arg)->required(), "comma-separated profile names, or all")(
      "option", po::value(&options)->composing(), "override key=value applied to every profile");
  po::positional_options_description positional;
  positional.add("file", 1);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit diff FILE --profiles a,b,...|all [--option K=V]...",
                  "kifukit diff examples/qdan.yaml --profiles all", desc, &positional, vm, exit))
    return exit;
  auto record = load_record(file, exit);
  if (!record) return exit;
  std::vector<std::string> names;
  for (const std::string& n : split_commas(profiles_arg)) {
    if (n != "all") {
      names.push_back(n);
      continue;
    }
    for (const std::string& b : builtin_profile_names()) {
      auto r = builtin_profile(b);
      if (r.ok() && r.resolved->profile.variant == record->variant) names.push_back(b);
    }
  }
  if (names.empty()) {
    error("--profiles names no profile");
    return kUsage;
  }
  std::vector<Validation> results;
  ValidateOptions vo;
  vo.trace = true;
  for (const std::string& n : names) {
    ProfileResult p = select_profile(n, "", options);
    if (!p.ok()) return report_profile_errors(p.errors);
    results.push_back(validate_record(*record, p.resolved->profile, vo));
  }

  // One row per profile, columns as wide as their longest cell.
  const Variant* variant = find_variant(record->variant);
  struct Row {
    std::string name, verdict, end, ranking;
  };
  std::vector<Row> rows;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const Validation& v = results[i];
    std::string end = "-";
    if (v.outcome == Outcome::Legal)
      end = v.ended ? std::string(end_reason_name(v.result.reason)) +
                          (v.result.void_game ? " (void)" : "")
                    : "not ended";
    std::string ranking = v.ended && variant ? ranking_text(v.result, variant->seats) : "";
    rows.push_back({names[i], verdict_text(v), end, ranking.empty() ? "-" : ranking});
  }
  std::size_t w = 8, wv = 8, we = 4;
  for (const Row& r : rows) {
    w = std::max(w, r.name.size() + 2);
    wv = std::max(wv, r.verdict.size() + 2);
    we = std::max(we, r.end.size() + 2);
  }
  std::cout << std::left << std::setw(static_cast<int>(w)) << "profile"
            << std::setw(static_cast<int>(wv)) << "verdict" << std::setw(static_cast<int>(we))
            << "end"
            << "ranking\n";
  for (const Row& r : rows)
    std::cout << std::setw(static_cast<int>(w)) << r.name << std::setw(static_cast<int>(wv))
              << r.verdict << std::setw(static_cast<int>(we)) << r.end << r.ranking << "\n";
  std::cout << std::right;

  // The first ply where the profiles disagree: on legality, the next seat, the events, or the
  // position itself (transfers, neutral pieces, hands).
  auto position_after = [](const Validation& v, int ply) {
    return ply <= static_cast<int>(v.trace.size())
               ? v.trace[static_cast<std::size_t>(ply - 1)].position
               : std::string();
  };
  const int plies = static_cast<int>(record->entries.size());
  for (int ply = 1; ply <= plies; ++ply) {
    bool differ = false;
    for (const Validation& v : results)
      differ |= state_at(v, ply) != state_at(results.front(), ply) ||
                position_after(v, ply) != position_after(results.front(), ply);
    if (!differ) continue;
    const Entry& e = record->entries[static_cast<std::size_t>(ply - 1)];
    std::cout << "\nfirst divergence at ply " << ply << " (" << seat_name(e.seat) << " "
              << (e.type == EntryType::Move ? e.move : entry_type_name(e.type)) << "):\n";
    for (std::size_t i = 0; i < names.size(); ++i) {
      std::cout << "  " << std::left << std::setw(static_cast<int>(w)) << names[i] << std::right
                << state_at(results[i], ply) << "\n";
      std::string pos = position_after(results[i], ply);
      if (!pos.empty()) std::cout << "  " << std::string(w, ' ') << pos << "\n";
    }
    return kOk;
  }
  std::cout << "\nno divergence: every profile judges every ply alike\n";
  return kOk;
}

}  // namespace kifukit::cli
