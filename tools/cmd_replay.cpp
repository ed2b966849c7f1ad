// kifukit replay: a game ply by ply with the Referee's events, then the board at a chosen ply.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "converters/convert_io.hpp"
#include "formats/notation.hpp"
#include "notation/seat_words.hpp"
#include "tools/board_diagram.hpp"
#include "tools/board_kanji.hpp"
#include "tools/cli.hpp"
#include "tools/record_input.hpp"
#include "tools/record_stream.hpp"
#include "tools/replay_json.hpp"
#include "tools/terminal.hpp"
#include "tools/variant_files.hpp"
#include "validator/report.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

struct ReplayArgs {
  ProfileChoice choice;
  int ply = -1;  // -1: the last
  bool json = false;
  bool kanji = false;  // --board kanji
};

// The board and events of one record read, or its document / messages when it was not.
// `first_line`: the input line the record starts on (a record of a stream).
int replay_record(const RecordSource& source, const std::optional<Record>& record,
                  const std::vector<Diagnostic>& diagnostics, const ReplayArgs& a,
                  int first_line = 1) {
  if (!a.json)
    for (const Diagnostic& d : diagnostics) std::cerr << render(d) << "\n";
  if (!record) {
    // The same document shape as a replayed record (docs/cli.md, "Machine output").
    if (a.json) std::cout << replay_malformed_json(source, diagnostics) << "\n";
    return kUnreadable;
  }
  int exit = kOk;
  std::vector<Finding> record_findings;  // the record's own profile cannot be used
  auto profile = profile_for(*record, a.choice, exit, a.json ? &record_findings : nullptr);
  if (!profile && !record_findings.empty())
    std::cout << replay_unplayed_json(source, record->variant, record_findings) << "\n";
  if (!profile) return exit;
  ValidateOptions options;
  options.trace = true;
  Validation v = validate_record(*record, *profile, options);
  for (Finding& f : v.findings)
    if (f.line > 0) f.line += first_line - 1;
  if (a.json && (a.ply < 0 || a.ply <= static_cast<int>(v.trace.size()))) {
    const int shown = a.ply < 0 ? static_cast<int>(v.trace.size()) : a.ply;
    std::cout << replay_json(source, v, *profile, shown) << "\n";
    return v.clean() ? kOk : kFindings;
  }
  int ply = a.ply;
  const std::string& file = source.file;
  if (v.start_position.empty()) {  // invalid setup: nothing to replay
    for (const Finding& f : v.findings)
      std::cerr << file << ": error: " << f.message << " [" << code_name(f.code) << "]\n";
    return kFindings;
  }
  const int last = static_cast<int>(v.trace.size());
  if (ply < 0) ply = last;
  if (ply > last) {
    error("--ply " + std::to_string(ply) + " is past the last playable ply (" +
          std::to_string(last) + ")");
    return kUsage;
  }
  if (a.kanji && find_variant(v.variant)->is_yonin()) {
    error(
        "--board kanji draws two-player boards (standard, chu); a four-player board is drawn "
        "with letters (--board letters)");
    return kUsage;
  }
  std::cout << "profile " << v.profile << "\n";
  // Two-player games are told in sente/gote words (docs/render.md "Words").
  const Variant& variant = *find_variant(v.variant);
  const bool two_player = !variant.is_yonin();
  const std::string result =
      v.ended && two_player
          ? words::two_player_result(variant, v.result, v.trace.empty() ? "" : v.trace.back().move)
          : "";
  for (int i = 0; i < ply; ++i) {
    const PlyTrace& t = v.trace[static_cast<std::size_t>(i)];
    std::string events =
        two_player ? words::two_player_events(variant, t.events, result) : describe(t.events);
    std::cout << std::setw(4) << t.ply << "  " << std::left << std::setw(6)
              << words::seat_word(variant, t.seat) << std::right << " "
              << (events.empty()
                      ? t.move
                      : t.move + std::string(t.move.size() < 8 ? 8 - t.move.size() : 0, ' ') +
                            "  " + events);
    std::cout << "\n";
  }
  if (ply == last && v.outcome == Outcome::IllegalMove)
    if (const Finding* f = v.illegal_finding())
      std::cout << std::setw(4) << f->ply << "  illegal: " << f->message << " ["
                << code_name(f->code) << "]\n";
  const std::string& text =
      ply == 0 ? v.start_position : v.trace[static_cast<std::size_t>(ply - 1)].position;
  NotationError e;
  auto pos = parse_position(*find_variant(v.variant), text, e);
  std::cout << "\nafter ply " << ply << ": " << text << "\n"
            << (a.kanji ? kanji_board(*pos, use_color()) : board_diagram(*pos, use_color()));
  if (a.kanji)  // the letters diagram's last line: whose turn, or the end
    std::cout << (pos->game_over()
                      ? std::string("game over")
                      : "to move: " + std::string(words::seat_word(variant, pos->to_move())))
              << "\n";
  if (ply == last && v.ended && two_player) {
    std::cout << "result: " << result << "\n";
  } else if (ply == last && v.ended) {
    std::string ranking = ranking_text(v.result, find_variant(v.variant)->seats);
    std::cout << "result: " << end_reason_name(v.result.reason)
              << (v.result.void_game ? " (void)" : "") << (ranking.empty() ? "" : ": " + ranking)
              << "\n";
  }
  return v.clean() ? kOk : kFindings;
}

}  // namespace

int run_replay(const std::vector<std::string>& args) {
  std::string file;
  ReplayArgs a;
  std::string format = "text";
  std::string board = "letters";
  po::options_description desc("replay options");
  desc.add_options()("file", po::value(&file), "record file, - for stdin (a stream of records)")(
      "ply", po::value(&a.ply), "show the board after this ply (default: the last; 0 = start)")(
      "profile", po::value(&a.choice.name), "replay under this profile instead of the record's")(
      "profile-file", po::value(&a.choice.file), "replay under a profile from a YAML file")(
      "option", po::value(&a.choice.options)->composing(),
      "profile override key=value, repeatable")(
      "format", po::value(&format), "text (events and a board diagram) or json (every ply)")(
      "board", po::value(&board), "the diagram of text: letters (default) or kanji (two-player)");
  po::positional_options_description positional;
  positional.add("file", 1);
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(
          args,
          "kifukit replay FILE|- [--ply N] [--profile NAME | --profile-file F] [--option K=V]... "
          "[--format text|json] [--board letters|kanji]",
          "kifukit replay examples/qdan.yaml --ply 20", desc, &positional, vm, exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named
  if (format != "text" && format != "json") {
    error(unknown_value("--format", format, "text or json"));
    return kUsage;
  }
  a.json = format == "json";
  if (board != "letters" && board != "kanji") {
    error(unknown_value("--board", board, "letters or kanji"));
    return kUsage;
  }
  a.kanji = board == "kanji";
  if (vm.count("ply") && a.ply < 0) {
    error("--ply must be 0 or more (0 = the start; default: the last ply)");
    return kUsage;
  }
  if (file.empty()) {
    error("no record file given (see --help)");
    return kUsage;
  }
  if (file != "-") {
    ReadResult read = read_record_any(file);
    return replay_record({file}, read.record, read.diagnostics, a);
  }
  // Standard input: each record of the stream in turn (docs/cli.md, "Streams"); JSON Lines
  // when there are several.
  return for_each_stdin_record(
      !a.json, [&](const RecordSource& source, const ReadResult& read, int first_line) {
        return replay_record(source, read.record, read.diagnostics, a, first_line);
      });
}

}  // namespace kifukit::cli
