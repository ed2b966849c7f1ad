// kifukit render: a record or a position as an SVG board, or a record as a self-contained HTML
// page that replays it (docs/cli.md "render", docs/render.md).
#include <sys/stat.h>

#include <algorithm>
#include <iostream>

#include "formats/notation.hpp"
#include "formats/record_io.hpp"
#include "render/board_svg.hpp"
#include "render/replay_page.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"
#include "tools/output.hpp"
#include "tools/profile_comparison.hpp"
#include "tools/record_input.hpp"
#include "tools/record_stream.hpp"
#include "tools/render_bod.hpp"
#include "tools/render_frames.hpp"
#include "tools/variant_files.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

struct RenderArgs {
  std::string input, output = "-", format, variant, profiles;
  int ply = -1;
  ProfileChoice choice;
};

bool is_file(const std::string& path) {
  struct stat st {};
  return path == "-" || ::stat(path.c_str(), &st) == 0;
}

// svg or html: --format, else the output's extension; standard output defaults to svg.
std::optional<std::string> output_format(const RenderArgs& a) {
  if (!a.format.empty()) {
    if (a.format == "svg" || a.format == "html" || a.format == "bod") return a.format;
    error(unknown_value("--format", a.format, "svg, html or bod"));
    return std::nullopt;
  }
  auto ends_with = [&](const char* ext) {
    const std::string e = ext;
    return a.output.size() > e.size() &&
           a.output.compare(a.output.size() - e.size(), e.size(), e) == 0;
  };
  if (ends_with(".svg")) return "svg";
  if (ends_with(".html") || ends_with(".htm")) return "html";
  if (ends_with(".bod")) return "bod";
  if (a.output == "-") return "svg";
  error("cannot tell the format from '" + a.output + "': name it .svg or .html, or give --format");
  return std::nullopt;
}

int write_output(const std::string& path, const std::string& content) {
  if (auto failure = write_output_file(path, content)) {
    Diagnostic d = *failure;
    if (d.file.empty()) d.file = path;
    print_diagnostic(d);
    return kUnreadable;
  }
  return kOk;
}

// --format bod: the position as a KIF board diagram; other variants are a usage error.
int write_bod(const std::string& output, const Position& pos) {
  if (!bod_shows(pos.variant())) {
    error("a BOD board diagram is a standard (9x9, two-player) position; variant '" +
          pos.variant().name + "' renders as SVG or HTML");
    return kUsage;
  }
  return write_output(output, bod_text(pos));
}

// A position string (four-player) or SFEN (standard): the variant from --variant, else whichever
// notation reads it.
int render_position(const RenderArgs& a, const std::string& format) {
  if (format == "html") {
    error("a position renders as SVG or BOD only (an HTML page replays a record)");
    return kUsage;
  }
  std::vector<const Variant*> candidates;
  if (!a.variant.empty()) {
    const Variant* v = variant_by_name(a.variant);
    if (!v) {
      error(unknown_variant_message(a.variant));
      return kBadConfig;
    }
    candidates.push_back(v);
  } else {
    candidates = {&yonin_variant(), &standard_variant()};
  }
  NotationError first_error;
  for (const Variant* v : candidates) {
    NotationError e;
    auto pos = parse_position(*v, a.input, e);
    if (!pos) {
      if (first_error.message.empty()) first_error = e;
      continue;
    }
    ProfileChoice choice = a.choice;
    if (!choice.given()) choice.name = v->is_yonin() ? "page-standard" : "standard";
    ProfileResult selected = select_profile(choice.name, choice.file, choice.options);
    if (!selected.ok()) {
      error("profile '" + choice.name + "' cannot be used (see kifukit profiles check)");
      return kBadConfig;
    }
    if (format == "bod") return write_bod(a.output, *pos);
    draw::BoardScene scene(*pos);
    scene.checked = draw::checked_seats(*pos, selected.resolved->profile);
    scene.caption = "ply " + std::to_string(pos->ply());
    return write_output(a.output, draw::board_svg(scene));
  }
  located_error("position", 1, first_error.column,
                first_error.message + " (not a record file either)");
  return kUnreadable;
}

// --profiles: each profile's judgement side by side, and where they first disagree.
bool add_profile_columns(const Record& record, const RenderArgs& a, draw::ReplayPage& page,
                         int& exit) {
  std::vector<std::string> names = profile_names(a.profiles, record.variant);
  if (names.empty()) {
    exit = kUsage;
    return false;
  }
  auto judgements = judge_under_profiles(record, names, a.choice.options, exit);
  if (!judgements) return false;
  for (const Judgement& j : *judgements)
    page.profiles.push_back({j.profile, j.verdict, j.end, j.ranking, j.validation.plies});
  auto d = first_divergence(record, *judgements);
  if (!d) {
    page.disagreement = "no divergence: every profile judges every ply alike";
    return true;
  }
  page.disagreement = "first divergence at ply " + std::to_string(d->ply) + " (" + d->entry + "):";
  for (std::size_t i = 0; i < judgements->size(); ++i)
    page.disagreement += " " + (*judgements)[i].profile + ": " + d->states[i] + ";";
  page.disagreement.pop_back();
  return true;
}

int render_record(const RenderArgs& a, const std::string& format) {
  int exit = kOk;
  auto record = load_record(a.input, exit);
  if (!record) return exit;
  auto profile = profile_for(*record, a.choice, exit);
  if (!profile) return exit;
  ValidateOptions options;
  options.trace = true;
  Validation v = validate_record(*record, *profile, options);
  if (v.start_position.empty()) {  // invalid setup: there is no board to draw
    for (const Finding& f : v.findings)
      std::cerr << shown_name(a.input) << ": error: " << f.message << " [" << code_name(f.code)
                << "]\n";
    return kFindings;
  }
  const int last = static_cast<int>(v.trace.size());
  if (a.ply > last) {
    error("--ply " + std::to_string(a.ply) + " is past the last playable ply (" +
          std::to_string(last) + ")");
    return kUsage;
  }
  std::string content;
  if (format == "bod") {
    return write_bod(a.output, scene_at(*record, v, *profile, a.ply < 0 ? last : a.ply).position);
  } else if (format == "svg") {
    content = draw::board_svg(scene_at(*record, v, *profile, a.ply < 0 ? last : a.ply));
  } else {
    PageInput in;
    in.record = &*record;
    in.file = shown_name(a.input);
    in.text_syntax = syntax_from_extension(a.input) == Syntax::Text;
    in.validation = &v;
    in.profile = &*profile;
    draw::ReplayPage page = replay_page(in);
    page.start_ply = std::max(a.ply, 0);
    if (!a.profiles.empty() && !add_profile_columns(*record, a, page, exit)) return exit;
    content = draw::replay_page_html(page);
  }
  if (int written = write_output(a.output, content)) return written;
  return kOk;
}

}  // namespace

int run_render(const std::vector<std::string>& args) {
  RenderArgs a;
  po::options_description desc("render options");
  desc.add_options()("input", po::value(&a.input), "record file (- for stdin) or position string")(
      "output,o", po::value(&a.output), "file to write, .svg or .html (default: - = stdout, SVG)")(
      "format", po::value(&a.format), "svg, html or bod (default: from the output's extension)")(
      "ply", po::value(&a.ply),
      "SVG, BOD: the board after this ply (default: the last; 0 = start); HTML: the ply the "
      "page opens at (default: 0)")("profile", po::value(&a.choice.name),
                                    "judge under this profile instead of the record's")(
      "profile-file", po::value(&a.choice.file), "judge under a profile from a YAML file")(
      "option", po::value(&a.choice.options)->composing(),
      "profile override key=value, repeatable")(
      "variant", po::value(&a.variant),
      "position input: the variant (kifukit variants list; default: by notation)")(
      "profiles", po::value(&a.profiles), "HTML: also judge under these profiles (a,b,... or all)");
  po::positional_options_description positional;
  positional.add("input", 1);
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args,
                  "kifukit render RECORD|POSITION|- [--ply N] [--profile NAME | --profile-file F] "
                  "[--option K=V]... [--variant NAME] [--profiles A,B,...|all] "
                  "[-o FILE.svg|FILE.html|-] [--format svg|html|bod]",
                  "kifukit render examples/double-elimination.yaml --ply 61 -o -", desc,
                  &positional, vm, exit))
    return exit;
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named
  if (!a.choice.name.empty() && !a.choice.file.empty()) {
    error("give either --profile or --profile-file, not both");
    return kUsage;
  }
  if (a.input.empty()) {
    error("no record file or position given (see --help)");
    return kUsage;
  }
  auto format = output_format(a);
  if (!format) return kUsage;
  if (!a.profiles.empty() && *format != "html") {
    error("--profiles needs an HTML page (-o FILE.html)");
    return kUsage;
  }
  const bool record = is_file(a.input);
  // Options that belong to the other kind of input are refused, not ignored.
  if (!record && vm.count("ply")) {
    error("--ply needs a record file: a position string is one board");
    return kUsage;
  }
  if (record && vm.count("variant")) {
    error("--variant is for a position string: a record file names its own variant");
    return kUsage;
  }
  return record ? render_record(a, *format) : render_position(a, *format);
}

}  // namespace kifukit::cli
