// kifukit validate: replays records under a rule profile and reports every finding.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>

#include "converters/convert_io.hpp"
#include "formats/directory_walk.hpp"
#include "formats/record_io.hpp"
#include "formats/source_text.hpp"
#include "library/file_validation.hpp"
#include "rules/data/profile_registry.hpp"
#include "tools/cli.hpp"
#include "tools/finding_filter.hpp"
#include "tools/output.hpp"
#include "tools/record_input.hpp"
#include "tools/record_stream.hpp"
#include "tools/record_walk.hpp"
#include "tools/source_excerpt.hpp"
#include "tools/terminal.hpp"
#include "tools/variant_files.hpp"
#include "tools/version.hpp"
#include "validator/ordered_map.hpp"
#include "validator/report.hpp"
#include "validator/report_writer.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

int report_profile_errors(const std::vector<Diagnostic>& errors);  // cmd_profiles.cpp

namespace {

using Settings = ValidationSettings;  // library/file_validation.hpp

// One thing to validate: a file, or a record of the stream on standard input.
struct Input {
  WalkEntry entry;
  const StreamItem* item = nullptr;  // a record of standard input
  bool numbered = false;             // one of several records: reported with its index and line
};

// Files as named and walked; `-` is the records of standard input, read once, each its own
// input (its read problem, if any, one unreadable input).
std::vector<Input> inputs_of(const std::vector<WalkEntry>& files, RecordStream& stdin_records) {
  std::vector<Input> out;
  bool stdin_read = false;
  for (const WalkEntry& e : files) {
    if (e.path != "-" || !e.problem.empty()) {
      out.push_back({e});
      continue;
    }
    if (stdin_read) continue;  // standard input is read once
    stdin_read = true;
    stdin_records = read_record_stream();
    if (!stdin_records.diagnostics.empty())
      out.push_back({{"-", stdin_records.diagnostics.front().message}});
    for (const StreamItem& item : stdin_records.items)
      out.push_back({e, &item, stdin_records.several()});
  }
  return out;
}

// `read_before`: the file's bytes when the caller has read them (a walk's file, check_file).
FileReport validate_file(const Input& input, const Settings& settings,
                         const BoundedRead* read_before = nullptr) {
  const WalkEntry& entry = input.entry;
  LoadedRecord loaded;
  loaded.file = shown_name(entry.path);
  if (!entry.problem.empty()) {
    FileReport report;
    report.file = loaded.file;
    report.read_diagnostics.push_back(
        {report.file, 0, 0, Severity::Error, FormatCode::FORMAT_IO, entry.problem});
    return report;
  }
  ReadResult read =
      input.item    ? read_stream_item(*input.item, &loaded.more_games)
      : read_before ? read_record_read(*read_before, entry.path, std::nullopt, &loaded.more_games)
                    : read_record_any(entry.path, std::nullopt, &loaded.more_games);
  loaded.diagnostics = std::move(read.diagnostics);
  loaded.record = std::move(read.record);
  // A file named that is not a record by its content (a walk skipped it with a note): said so,
  // rather than its first key that a record does not have.
  if (!loaded.record && !input.item && !loaded.diagnostics.empty() &&
      loaded.diagnostics.front().code == FormatCode::FORMAT_UNKNOWN_KEY)
    if (const std::string why = not_a_record(entry.path); !why.empty())
      loaded.diagnostics = {{loaded.file, 1, 1, Severity::Error, FormatCode::FORMAT_MISSING_KEY,
                             "not a record: " + why}};
  FileReport report = validate_loaded(loaded, settings);
  if (input.numbered) {
    report.index = input.item->index;
    report.line = input.item->first_line;
  }
  if (input.item && report.validation)
    shift_to_input_lines(*input.item, report.validation->findings);
  return report;
}

std::string no_record_files() {
  return "no record files found (looked for " + record_extensions() + ")";
}

// A file's report, or why a file of a walk was left out (not a record by its content).
struct Checked {
  std::string skipped;
  FileReport report;
};

// A walk's JSON and YAML files are told from records here, on the workers: the walk opened and
// read the head of each one after another before any work began, a part of the run that no
// second job could share (docs/speed.md, "Two jobs").
// A walk's regular file is read once: the content check and the reader take the same bytes (it
// was opened twice, five of a file's twelve system calls).
Checked check_file(const Input& input, const Settings& settings) {
  const WalkEntry& entry = input.entry;
  if (!entry.found_by_walk || !entry.problem.empty()) return {"", validate_file(input, settings)};
  const BoundedRead in = read_bounded(entry.path, kMaxRecordBytes, FileKinds::RegularOnly);
  if (!in.ok()) {  // too large, gone, not a regular file: judged by its path, as a named file
    if (std::string why = not_a_record(entry.path); !why.empty()) return {std::move(why), {}};
    return {"", validate_file(input, settings)};
  }
  if (const auto format = format_from_extension(entry.path))
    if (std::string why = not_a_record_by_content(in.bytes, *format); !why.empty())
      return {std::move(why), {}};
  return {"", validate_file(input, settings, &in)};
}

}  // namespace

int run_validate(const std::vector<std::string>& args) {
  std::vector<std::string> inputs, options, excludes;
  std::string profile_name, profile_file, format;
  int jobs = 0;
  po::options_description desc("validate options");
  desc.add_options()("input", po::value(&inputs)->composing(),
                     "record files or directories, - for stdin")(
      "profile", po::value(&profile_name), "judge every record under this profile")(
      "profile-file", po::value(&profile_file), "judge under a profile read from a YAML file")(
      "option", po::value(&options)->composing(), "profile override key=value, repeatable")(
      "format", po::value(&format)->default_value("text"), "text, json, sarif, github or junit")(
      "quiet,q", "text: only the findings and the summary line")(
      "exclude", po::value(&excludes)->composing(),
      "leave out files and directories matching this glob when walking, repeatable")(
      "jobs,j", po::value(&jobs)->default_value(0), "parallel jobs (0 = one per core)");
  FindingFilter filter;
  std::vector<std::string> min_severity;
  add_filter_options(desc, filter, min_severity);
  desc.add_options()("source", "text: the source line and a caret under each finding")(
      "no-source", "text: no source lines (the default when standard output is no terminal)")(
      "timing",
      "report the run's seconds in the summary (otherwise identical runs print "
      "identical bytes)");
  po::positional_options_description positional;
  positional.add("input", -1);
  std::vector<std::string> variant_files;
  add_variant_file_option(desc, &variant_files);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(
          args,
          "kifukit validate FILE|DIR|- [--profile NAME | --profile-file F] [--option K=V]... "
          "[--format text|json|sarif|github|junit] [--quiet] [--exclude GLOB]... [--jobs N] "
          "[--timing]\n"
          "       [--select CODES] [--ignore CODES] [--min-severity warning|error] [--exit-zero]\n"
          "       [--source|--no-source]",
          "kifukit validate examples/ --format json", desc, &positional, vm, exit))
    return exit;
  if (std::string e = finish_filter(filter, min_severity); !e.empty()) {
    error(e);
    return kUsage;
  }
  if (vm.count("source") && vm.count("no-source")) {
    error("give either --source or --no-source, not both");
    return kUsage;
  }
  if (!load_variant_files(variant_files, exit)) return exit;  // before any variant is named
  if (inputs.empty()) {
    error("no input: name a record file, a directory or - (see --help)");
    return kUsage;
  }
  const std::optional<ReportFormat> report_format = report_format_from_name(format);
  if (!report_format) {
    error(unknown_value("--format", format, kReportFormatNames));
    return kUsage;
  }
  if (jobs < 0 || jobs > 256) {
    error("--jobs must be between 0 and 256");
    return kUsage;
  }
  Settings settings;
  settings.options = options;
  settings.validate.final_position = *report_format == ReportFormat::Json;
  if (vm.count("profile") || vm.count("profile-file")) {
    if (vm.count("profile") && vm.count("profile-file")) {
      error("give either --profile or --profile-file, not both");
      return kUsage;
    }
    ProfileResult selected = select_profile(profile_name, profile_file, options);
    if (!selected.ok()) return report_profile_errors(selected.diagnostics);
    settings.profile = selected.resolved->profile;
    settings.profile_name = profile_name;
    settings.profile_file = profile_file;
  } else if (auto errors = check_profile_options(options); !errors.empty()) {
    return report_profile_errors(errors);  // a bad command line, not a finding in each record
  }
  RecordStream stdin_records;  // the items of `files` point into it
  const std::vector<Input> files =
      inputs_of(expand_inputs(inputs, excludes, /*check_content=*/false), stdin_records);
  if (files.empty()) {
    // Standard input is always one record at least: only directories can hold none.
    error(no_record_files());
    return kUnreadable;
  }

  ReportSettings report_settings;
  report_settings.tool_version = kToolVersion;
  report_settings.quiet = vm.count("quiet") > 0;
  // Source lines under the findings: on a terminal unless --no-source, elsewhere with --source.
  if (vm.count("source") || (!vm.count("no-source") && ::isatty(STDOUT_FILENO)))
    report_settings.excerpt = SourceExcerpts();
  std::unique_ptr<ReportWriter> writer = make_report_writer(*report_format, report_settings);
  const bool color = *report_format == ReportFormat::Text && use_color();
  const int n = static_cast<int>(files.size());
  ProgressLine progress("validate", "files", n);
  BatchSummary summary;
  int worst = kOk;
  bool begun = false;  // the report's head is written with its first file
  const auto started = std::chrono::steady_clock::now();
  ordered_parallel_map<Checked>(
      n, jobs, [&](int i) { return check_file(files[static_cast<std::size_t>(i)], settings); },
      [&](int i, Checked& c) {
        progress.clear();  // the report, then the progress line below it
        if (!c.skipped.empty()) {
          note_skipped(files[static_cast<std::size_t>(i)].entry.path, c.skipped);
        } else {
          if (!begun) std::cout << writer->begin();
          begun = true;
          FileReport& r = c.report;
          filter.apply(r);
          std::cout << (color ? color_severities(writer->file(r)) : writer->file(r));
          worst = std::max(worst, r.exit_code());
          summary.add(r);
        }
        progress.update(i + 1);
        return !output_failed();
      });
  progress.clear();
  if (!begun && !output_failed()) {  // every file of the walks was left out
    error(no_record_files());
    return kUnreadable;
  }
  if (vm.count("timing"))
    summary.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << writer->end(summary);
  return filter.exit_code(worst);
}

}  // namespace kifukit::cli
