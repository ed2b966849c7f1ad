// kifukit corpus: the conformance corpus. `run` scores an implementation through the adapter
// protocol (by default this binary's own `adapter`, spawned as a subprocess), `lint` checks the
// corpus itself, `generate-observables` writes the generated cases. docs/conformance.md.
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "corpus/adapter.hpp"
#include "corpus/bless.hpp"
#include "corpus/corpus.hpp"
#include "corpus/generate_cases.hpp"
#include "corpus/lint.hpp"
#include "corpus/run_report.hpp"
#include "corpus/run_report_ci.hpp"
#include "corpus/runner.hpp"
#include "formats/record_io.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"
#include "tools/output.hpp"
#include "tools/terminal.hpp"
#include "tools/version.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;

namespace {

// The corpus that run and lint read by default: the installed one beside the binary
// (<prefix>/bin/kifukit and <prefix>/share/kifukit/corpus, cmake/Install.cmake), so an
// installed kifukit needs no source tree; else ./corpus (the source tree's, for a build).
std::string default_corpus_dir() {
  namespace fs = std::filesystem;
  const std::string self = corpus::self_executable();
  if (!self.empty()) {
    const fs::path installed =
        fs::path(self).parent_path().parent_path() / "share" / "kifukit" / "corpus";
    std::error_code ec;
    if (fs::is_regular_file(installed / "VERSION", ec)) return installed.string();
  }
  return "corpus";
}

constexpr const char* kCorpusOptionHelp =
    "the corpus directory (default: the installed corpus, <prefix>/share/kifukit/corpus, when "
    "kifukit is installed; else ./corpus)";

void print_diagnostics(const std::vector<Diagnostic>& diagnostics, std::ostream& out) {
  for (const Diagnostic& d : diagnostics)
    if (d.severity == Severity::Error || !quiet()) out << render(d) << "\n";
}

// The skip file: one that cannot be read is unreadable input (2), one that is read and wrong a
// bad configuration (4), as for a profile file. "-" is standard input.
std::optional<corpus::SkipList> read_skip_file(const std::string& path, int& exit) {
  const std::string shown = path == "-" ? "<stdin>" : path;
  std::vector<Diagnostic> errors;
  auto text = corpus::read_corpus_file(path, shown, "the skip file", errors);
  std::optional<corpus::SkipList> skips;
  if (text) skips = corpus::parse_skip_list(*text, shown, errors);
  print_diagnostics(errors, std::cerr);
  exit = text ? kBadConfig : kUnreadable;
  return skips;
}

// Skip-list entries that match no case of the corpus: warnings, the run goes on.
void warn_unmatched_skips(const corpus::SkipList& skips, const std::string& skip_file,
                          const corpus::Corpus& c) {
  std::vector<std::string> ids;
  for (const corpus::Case& k : c.cases) ids.push_back(k.id);
  print_diagnostics(corpus::unmatched_skips(skips, skip_file == "-" ? "<stdin>" : skip_file, ids),
                    std::cerr);
}

int corpus_run(const std::vector<std::string>& args) {
  std::string dir, adapter_command, skip_file, format;
  std::vector<std::string> profiles, globs;
  double timeout = 10;
  double per_mnode = 0;
  po::options_description desc("corpus run options");
  desc.add_options()("corpus", po::value(&dir), kCorpusOptionHelp)(
      "adapter", po::value(&adapter_command),
      "the implementation's adapter command, run by /bin/sh -c (default: kifukit adapter)")(
      "profile", po::value(&profiles)->composing(), "run only this profile, repeatable")(
      "run", po::value(&globs)->composing(), "run only case ids matching this glob, repeatable")(
      "skip-file", po::value(&skip_file),
      "the implementation's known failures: '<id> <profile|*>  # why'")(
      "format", po::value(&format)->default_value("text"), "text, json, sarif, github or junit")(
      "timeout", po::value(&timeout)->default_value(10),
      "seconds per case before the adapter is killed (at most 600)")(
      "timeout-per-mnode", po::value(&per_mnode)->default_value(0),
      "seconds added per million perft nodes a case's expectation lists")(
      "verbose,v", "also list the skipped pairs")(
      "timing",
      "report the run's seconds (json and junit; otherwise identical runs print "
      "identical bytes)");
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(
          args,
          "kifukit corpus run [--corpus DIR] [--adapter CMD] [--profile P]... [--run GLOB]... "
          "[--skip-file F] [--format text|json|sarif|github|junit] [--timeout S] "
          "[--timeout-per-mnode S] [--timing]",
          "kifukit corpus run --profile qdan --run 'drops/*'", desc, nullptr, vm, exit))
    return exit;
  if (dir.empty()) dir = default_corpus_dir();
  if (format != "text" && format != "json" && format != "sarif" && format != "github" &&
      format != "junit") {
    error(unknown_value("--format", format, "text, json, sarif, github or junit"));
    return kUsage;
  }
  if (!(timeout > 0) || timeout > 600) {
    error("--timeout must be a number of seconds above 0, at most 600");
    return kUsage;
  }
  if (!(per_mnode >= 0) || per_mnode > 600) {
    error("--timeout-per-mnode must be a number of seconds from 0 to 600");
    return kUsage;
  }
  std::vector<std::string> unknown;
  corpus::report_profiles(profiles, unknown);
  if (!unknown.empty()) {
    error("unknown profile '" + unknown.front() + "'" +
          did_you_mean(unknown.front(), builtin_profile_names()) + " (see kifukit profiles list)");
    return kBadConfig;
  }
  corpus::RunOptions options;
  options.profiles = profiles;
  options.run_globs = globs;
  options.timeout_per_mnode = per_mnode;
  if (!skip_file.empty()) {
    auto skips = read_skip_file(skip_file, exit);
    if (!skips) return exit;
    options.skips = std::move(*skips);
  }

  corpus::CorpusLoad load = corpus::load_corpus(dir);
  print_diagnostics(load.diagnostics, std::cerr);
  if (!load.corpus) {
    error("the corpus cannot be read");
    return kUnreadable;
  }
  const corpus::Corpus& c = *load.corpus;
  if (!skip_file.empty()) warn_unmatched_skips(options.skips, skip_file, c);

  ::signal(SIGPIPE, SIG_IGN);  // an adapter that dies must not take the harness with it
  std::vector<std::string> argv;
  if (adapter_command.empty())
    argv = {corpus::self_executable(), "adapter"};
  else
    argv = corpus::shell_command(adapter_command);
  corpus::ProcessAdapter adapter(argv, c.version,
                                 std::chrono::milliseconds(static_cast<long long>(timeout * 1000)));
  Result<corpus::Handshake> handshake = adapter.start();
  if (!handshake) {
    error("the adapter did not start: " + handshake.message());
    return kUnreadable;
  }
  std::optional<ProgressLine> progress;
  options.progress = [&](int done, int total) {
    if (!progress) progress.emplace("corpus run", "cases", total);
    progress->update(done);
  };
  corpus::RunReport report = corpus::run_corpus(c, adapter, *handshake, options);
  if (!vm.count("timing")) report.seconds.reset();
  progress.reset();  // erased before the report
  adapter.stop();
  if (format == "json") {
    std::cout << corpus::render_run_json(report);
  } else if (format == "sarif") {
    std::cout << corpus::render_run_sarif(report, kToolVersion);
  } else if (format == "github") {
    std::cout << corpus::render_run_github(report);
  } else if (format == "junit") {
    std::cout << corpus::render_run_junit(report);
  } else {
    std::cout << "corpus " << c.version << ", " << handshake->implementation << " "
              << handshake->version << ", protocol " << handshake->protocol << "\n"
              << corpus::render_run_text(report, vm.count("verbose") > 0);
  }
  if (!load.diagnostics.empty()) {
    // The readable cases ran; the others are the corpus's fault, not the implementation's.
    error(std::to_string(c.files - static_cast<int>(c.cases.size())) +
          " case files could not be read and did not run (kifukit corpus lint " + dir +
          " says more)");
    return kUnreadable;
  }
  return report.all_passed() ? kOk : kFindings;
}

int corpus_lint(const std::vector<std::string>& args) {
  std::string dir;
  po::options_description desc("corpus lint options");
  desc.add_options()("corpus", po::value(&dir), kCorpusOptionHelp);
  po::positional_options_description positional;
  positional.add("corpus", 1);
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit corpus lint [DIR]", "kifukit corpus lint", desc, &positional, vm,
                  exit))
    return exit;
  if (dir.empty()) dir = default_corpus_dir();
  corpus::LintReport report = corpus::lint_corpus(dir);
  print_diagnostics(report.diagnostics, std::cout);
  if (report.unusable) return kUnreadable;
  std::cout << "corpus lint: " << report.files << " case files, " << report.pairs
            << " (case, profile) pairs checked against the reference engine, "
            << report.diagnostics.size() << " problem"
            << (report.diagnostics.size() == 1 ? "" : "s") << "\n";
  return report.diagnostics.empty() ? kOk : kFindings;
}

int corpus_generate(const std::vector<std::string>& args) {
  std::string dir;
  po::options_description desc("corpus generate-observables options");
  desc.add_options()("corpus", po::value(&dir), kCorpusOptionHelp)(
      "check", "write nothing; exit 1 when a generated file is missing or differs");
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit corpus generate-observables [--corpus DIR] [--check]",
                  "kifukit corpus generate-observables --check", desc, nullptr, vm, exit))
    return exit;
  if (dir.empty()) dir = default_corpus_dir();
  namespace fs = std::filesystem;
  const std::string spec_file = (fs::path(dir) / "tools" / "observables.yaml").string();
  std::vector<Diagnostic> errors;
  auto spec = corpus::read_corpus_file(spec_file, spec_file, "the generator spec", errors);
  std::vector<corpus::GeneratedFile> files;
  if (spec) files = corpus::generate_observable_cases(*spec, spec_file, errors);
  if (!errors.empty()) {
    print_diagnostics(errors, std::cerr);
    return kUnreadable;
  }
  const bool check = vm.count("check") > 0;
  int differing = 0;
  for (const corpus::GeneratedFile& f : files) {
    const fs::path path = fs::path(dir) / "cases" / f.path;
    if (check) {
      auto existing = corpus::read_text_file(path.string());
      if (!existing || *existing != f.text) {
        std::cout << path.string() << ": " << (existing ? "differs" : "missing") << "\n";
        ++differing;
      }
      continue;
    }
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (auto failure = write_output_file(path.string(), f.text)) {
      std::cerr << render(*failure) << "\n";
      return kUnreadable;
    }
  }
  // Generated cases the spec no longer produces: reported by --check, removed otherwise.
  std::set<fs::path> produced;
  for (const corpus::GeneratedFile& f : files)
    produced.insert((fs::path(dir) / "cases" / f.path).lexically_normal());
  corpus::CorpusLoad load = corpus::load_corpus(dir);
  if (load.corpus)
    for (const corpus::Case& c : load.corpus->cases)
      if (c.generated && !produced.count(fs::path(c.file).lexically_normal())) {
        ++differing;
        if (check) {
          std::cout << c.file << ": stale (no longer generated)\n";
        } else {
          std::error_code ec;
          fs::remove(c.file, ec);
        }
      }
  std::cout << files.size() << " generated case files " << (check ? "checked" : "written")
            << (check ? ", " + std::to_string(differing) + " out of date" : "") << "\n";
  return check && differing ? kFindings : kOk;
}

// The lines of `a` and `b` that differ, at most `limit` pairs, as "-old" / "+new".
std::string line_diff(const std::string& a, const std::string& b, int limit) {
  std::istringstream in_a(a), in_b(b);
  std::string la, lb, out;
  int shown = 0, line = 0;
  while (shown < limit) {
    const bool more_a = static_cast<bool>(std::getline(in_a, la));
    const bool more_b = static_cast<bool>(std::getline(in_b, lb));
    if (!more_a && !more_b) break;
    ++line;
    if (more_a && more_b && la == lb) continue;
    out += "  line " + std::to_string(line) + ":\n";
    if (more_a) out += "  -" + la.substr(0, 160) + "\n";
    if (more_b) out += "  +" + lb.substr(0, 160) + "\n";
    ++shown;
  }
  return out;
}

int corpus_bless(const std::vector<std::string>& args) {
  std::string dir;
  po::options_description desc("corpus bless options");
  desc.add_options()("corpus", po::value(&dir), kCorpusOptionHelp)(
      "check", "write nothing; exit 1 when an engine-derived field or generated case would change");
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit corpus bless [--corpus DIR] [--check]",
                  "kifukit corpus bless --check", desc, nullptr, vm, exit))
    return exit;
  if (dir.empty()) dir = default_corpus_dir();
  const bool check = vm.count("check") > 0;
  corpus::CorpusLoad load = corpus::load_corpus(dir);
  print_diagnostics(load.diagnostics, std::cerr);
  if (!load.corpus || !load.diagnostics.empty()) {
    error("the corpus cannot be read completely (kifukit corpus lint " + dir + " says more)");
    return kUnreadable;
  }
  corpus::BlessResult r = corpus::bless_derived(*load.corpus);
  for (const corpus::BlessChange& ch : r.changes)
    std::cout << render_place(ch.file, ch.loc.line, ch.loc.column) << ": " << ch.id << " ["
              << ch.key << "] " << ch.field << ": " << corpus::flow_yaml(ch.before) << " -> "
              << corpus::flow_yaml(ch.after) << "\n";
  print_diagnostics(r.problems, std::cerr);

  namespace fs = std::filesystem;
  const std::string spec_file = (fs::path(dir) / "tools" / "observables.yaml").string();
  auto spec = corpus::read_text_file(spec_file);
  std::vector<Diagnostic> errors;
  std::vector<corpus::GeneratedFile> files;
  if (spec) files = corpus::generate_observable_cases(*spec, spec_file, errors);
  print_diagnostics(errors, std::cerr);
  int regenerated = 0;
  std::map<std::string, std::string> writes = r.texts;
  for (const corpus::GeneratedFile& f : files) {
    const std::string path = (fs::path(dir) / "cases" / f.path).string();
    const std::string existing = corpus::read_text_file(path).value_or("");
    if (existing == f.text) continue;
    ++regenerated;
    std::cout << path << ": generated case " << (existing.empty() ? "is new" : "changes") << "\n"
              << line_diff(existing, f.text, 5);
    writes[path] = f.text;
  }
  if (!check)
    for (const auto& [path, text] : writes)
      if (auto failure = write_output_file(path, text)) {
        std::cerr << render(*failure) << "\n";
        return kUnreadable;
      }
  std::cout << "corpus bless: " << r.changes.size() << " engine-derived field"
            << (r.changes.size() == 1 ? "" : "s") << " and " << regenerated
            << " generated case file" << (regenerated == 1 ? "" : "s")
            << (check ? " would change" : " changed") << "\n";
  // A corpus without tools/observables.yaml has no generated cases.
  if (!r.problems.empty() || !errors.empty()) return kFindings;
  return check && (!r.changes.empty() || regenerated) ? kFindings : kOk;
}

}  // namespace

int run_corpus(const std::vector<std::string>& args) {
  const std::string usage =
      "usage: kifukit corpus run|lint|bless|generate-observables [options]   (--help on each)\n";
  if (args.empty()) {
    std::cerr << usage;
    return kUsage;
  }
  const std::string& sub = args.front();
  std::vector<std::string> rest(args.begin() + 1, args.end());
  if (sub == "run") return corpus_run(rest);
  if (sub == "lint") return corpus_lint(rest);
  if (sub == "generate-observables") return corpus_generate(rest);
  if (sub == "bless") return corpus_bless(rest);
  if (sub == "--help" || sub == "-h") {
    std::cout << usage
              << "\n  run                   score an implementation through the adapter protocol"
                 "\n  lint                  check the corpus (schema, registries, reference engine)"
                 "\n  bless                 update the engine-derived fields and generated cases, "
                 "printing the diff"
                 "\n  generate-observables  write the generated cases (games/, perft/)\n"
                 "\n\n"
              << kExitCodeTable
              << "\nexample:\n  kifukit corpus run --profile qdan --run 'drops/*'\n";
    return kOk;
  }
  std::cerr << usage;
  return unknown_action("corpus", sub, {"run", "lint", "bless", "generate-observables"});
}

}  // namespace kifukit::cli
