// kifukit validate: replays records under a rule profile and reports every finding.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <iostream>
#include <mutex>
#include <thread>

#include "converters/convert_io.hpp"
#include "formats/directory_walk.hpp"
#include "formats/profile_registry.hpp"
#include "formats/record_io.hpp"
#include "library/file_validation.hpp"
#include "tools/cli.hpp"
#include "tools/output.hpp"
#include "tools/record_input.hpp"
#include "tools/record_walk.hpp"
#include "tools/terminal.hpp"
#include "tools/version.hpp"
#include "validator/report.hpp"
#include "validator/report_writer.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

int report_profile_errors(const std::vector<ProfileError>& errors);  // cmd_profiles.cpp

namespace {

using Settings = ValidationSettings;  // library/file_validation.hpp

FileReport validate_file(const WalkEntry& entry, const Settings& settings) {
  if (!entry.problem.empty()) {
    FileReport report;
    report.file = entry.path;
    report.read_diagnostics.push_back(
        {entry.path, 0, 0, Severity::Error, FormatCode::FORMAT_IO, entry.problem});
    return report;
  }
  return validate_loaded(load_record_file(entry.path), settings);
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
  po::positional_options_description positional;
  positional.add("input", -1);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(
          args,
          "kifukit validate FILE|DIR|- [--profile NAME | --profile-file F] [--option K=V]... "
          "[--format text|json|sarif|github|junit] [--quiet] [--exclude GLOB]... [--jobs N]",
          "kifukit validate examples/ --format json", desc, &positional, vm, exit))
    return exit;
  if (inputs.empty()) {
    error("no input: name a record file, a directory or - (see --help)");
    return kUsage;
  }
  const std::optional<ReportFormat> report_format = report_format_from_name(format);
  if (!report_format) {
    error("unknown --format '" + format + "' (" + kReportFormatNames + ")");
    return kUsage;
  }
  if (jobs < 0 || jobs > 256) {
    error("--jobs must be between 0 and 256");
    return kUsage;
  }
  Settings settings;
  settings.options = options;
  if (vm.count("profile") || vm.count("profile-file")) {
    if (vm.count("profile") && vm.count("profile-file")) {
      error("give either --profile or --profile-file, not both");
      return kUsage;
    }
    ProfileResult selected = select_profile(profile_name, profile_file, options);
    if (!selected.ok()) return report_profile_errors(selected.errors);
    settings.profile = selected.resolved->profile;
    settings.profile_name = profile_name;
    settings.profile_file = profile_file;
  } else if (auto errors = check_profile_options(options); !errors.empty()) {
    return report_profile_errors(errors);  // a bad command line, not a finding in each record
  }
  const std::vector<WalkEntry> files = expand_inputs(inputs, excludes);
  if (files.empty()) {
    error("no record files found (looked for .yaml .yml .xml .json .txt .kif4)");
    return kUnreadable;
  }

  // Workers validate files in any order, at most `window` files ahead of the main thread, which
  // prints the reports in input order and lets each go once printed: reports wait in a ring of
  // `window` slots, so memory stays flat however large the batch (and however slowly the output
  // is read). The slot of file i is free when it is taken: i < printed + window. An exception in
  // a worker (a bug) travels in its slot to the main thread, which stops the workers and
  // rethrows it (exit 70); an exception escaping a thread would call std::terminate.
  const int n = static_cast<int>(files.size());
  if (jobs == 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  jobs = std::min(jobs, n);
  const int window = 4 * jobs;
  struct Slot {
    FileReport report;
    std::exception_ptr failure;
  };
  std::vector<std::optional<Slot>> ring(static_cast<std::size_t>(window));
  int printed = 0;       // guarded by mutex
  bool stopped = false;  // guarded by mutex: the main thread gave up (a failure, lost output)
  std::mutex mutex;
  std::condition_variable ready, space;
  std::atomic<int> next{0};
  auto worker = [&] {
    for (int i; (i = next++) < n;) {
      {
        std::unique_lock lock(mutex);
        space.wait(lock, [&] { return stopped || i < printed + window; });
        if (stopped) return;
      }
      Slot slot;
      try {
        slot.report = validate_file(files[static_cast<std::size_t>(i)], settings);
      } catch (...) {
        slot.failure = std::current_exception();
      }
      std::lock_guard lock(mutex);
      ring[static_cast<std::size_t>(i % window)] = std::move(slot);
      ready.notify_all();
    }
  };
  const auto started = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  // Joins the workers on every way out of this function, exceptions included.
  struct Joiner {
    std::function<void()> stop;
    std::vector<std::thread>& threads;
    ~Joiner() {
      stop();
      for (std::thread& t : threads)
        if (t.joinable()) t.join();
    }
  } joiner{[&] {
             std::lock_guard lock(mutex);
             stopped = true;
             space.notify_all();
           },
           threads};
  for (int t = 0; t < jobs; ++t) threads.emplace_back(worker);

  ReportSettings report_settings;
  report_settings.tool_version = kToolVersion;
  report_settings.quiet = vm.count("quiet") > 0;
  std::unique_ptr<ReportWriter> writer = make_report_writer(*report_format, report_settings);
  const bool color = *report_format == ReportFormat::Text && use_color();
  ProgressLine progress("validate", "files", n);
  BatchSummary summary;
  int worst = kOk;
  std::cout << writer->begin();
  for (int i = 0; i < n && !output_failed(); ++i) {
    Slot taken;
    {
      std::unique_lock lock(mutex);
      std::optional<Slot>& slot = ring[static_cast<std::size_t>(i % window)];
      ready.wait(lock, [&] { return slot.has_value(); });
      taken = std::move(*slot);
      slot.reset();
      printed = i + 1;
      space.notify_all();
    }
    if (taken.failure) std::rethrow_exception(taken.failure);
    const FileReport& r = taken.report;
    progress.clear();  // the report, then the progress line below it
    std::cout << (color ? color_severities(writer->file(r)) : writer->file(r));
    progress.update(i + 1);
    worst = std::max(worst, r.exit_code());
    summary.add(r);
  }
  progress.clear();
  summary.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << writer->end(summary);
  return worst;
}

}  // namespace kifukit::cli
