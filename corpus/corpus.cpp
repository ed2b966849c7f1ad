#include "corpus/corpus.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "corpus/json_schema.hpp"
#include "corpus/located_yaml.hpp"
#include "formats/diagnostic.hpp"
#include "formats/directory_walk.hpp"
#include "formats/source_text.hpp"
#include "rules/data/bounded_read.hpp"

namespace kifukit::corpus {

namespace fs = std::filesystem;
using json = nlohmann::json;

std::optional<std::string> read_text_file(const std::string& path, std::string* why) {
  BoundedRead in = read_bounded(path, kMaxCorpusFileBytes, FileKinds::RegularOnly);
  if (in.ok()) return std::move(in.bytes);
  if (why) *why = in.describe(kMaxCorpusFileBytes);
  return std::nullopt;
}

std::optional<std::string> read_corpus_file(const std::string& path, const std::string& name,
                                            const std::string& what,
                                            std::vector<Diagnostic>& errors) {
  BoundedRead in = read_bounded(path, kMaxCorpusFileBytes, FileKinds::RegularOnly);
  if (in.ok()) return std::move(in.bytes);
  const Code code =
      in.status == BoundedRead::Status::TooLarge ? Code::FORMAT_TOO_LARGE : Code::FORMAT_IO;
  errors.push_back(corpus_error(name, {}, code,
                                "cannot read " + what + ": " + in.describe(kMaxCorpusFileBytes)));
  return std::nullopt;
}

namespace {

std::string path_in(const std::string& dir, const std::string& rel) {
  return (fs::path(dir) / rel).string();
}

std::optional<LocatedJson> read_yaml_file(const std::string& path,
                                          std::vector<Diagnostic>& errors) {
  auto text = read_corpus_file(path, path, "the file", errors);
  if (!text) return std::nullopt;
  Diagnostic e;
  auto doc = parse_located_yaml(*text, path, e);
  if (!doc) errors.push_back(std::move(e));
  return doc;
}

// VERSION: its first line, MAJOR.MINOR.PATCH.
bool read_version(const std::string& dir, Corpus& corpus, std::vector<Diagnostic>& errors) {
  const std::string path = path_in(dir, "VERSION");
  auto version = read_corpus_file(path, path, "the corpus version (is this a corpus?)", errors);
  if (!version) return false;
  corpus.version = version->substr(0, version->find_first_of("\r\n"));
  static const std::regex semver("[0-9]+\\.[0-9]+\\.[0-9]+");
  if (std::regex_match(corpus.version, semver)) return true;
  errors.push_back(
      corpus_error(path, {1, 1}, Code::CORPUS_VERSION,
                   "VERSION must be MAJOR.MINOR.PATCH, found '" + excerpt(corpus.version) + "'"));
  return false;
}

// schema/case.schema.json: JSON, and only the keywords kifukit's validator knows.
bool read_schema(const std::string& dir, Corpus& corpus, std::vector<Diagnostic>& errors) {
  const std::string path = path_in(dir, "schema/case.schema.json");
  auto text = read_corpus_file(path, path, "the case schema", errors);
  if (!text) return false;
  try {
    const SourceText src(*text, kMaxCorpusFileBytes);
    try {
      corpus.schema = json::parse(src.text());
    } catch (const json::parse_error& e) {
      // nlohmann counts bytes from 1: the offending one is at e.byte - 1.
      const SourceLocation at = src.at_offset(e.byte ? e.byte - 1 : 0);
      errors.push_back(error_at(path, at.line, at.column, Code::FORMAT_SYNTAX,
                                "not JSON: " + json_library_message(e.what())));
      return false;
    }
  } catch (const FormatError& e) {
    errors.push_back(to_diagnostic(e, path));
    return false;
  }
  const std::vector<std::string> problems = schema_problems(corpus.schema);
  for (const std::string& p : problems)
    errors.push_back(corpus_error(path, {}, Code::CORPUS_SCHEMA_KEYWORD, p));
  return problems.empty();
}

// Every entry under cases/ on its own: one that cannot be looked at (a link loop, an unreadable
// directory) is a diagnostic, and the other cases still load.
std::vector<fs::path> case_paths(const fs::path& cases_dir, Corpus& corpus,
                                 std::vector<Diagnostic>& errors) {
  std::vector<fs::path> files;
  for (const WalkEntry& e :
       walk_directory(cases_dir.string(), [](const std::string&) { return true; })) {
    if (e.problem.empty()) {
      files.push_back(e.path);
    } else {
      ++corpus.files;  // counted among the files that could not be read
      errors.push_back(corpus_error(e.path, {}, Code::FORMAT_IO, e.problem));
    }
  }
  return files;
}

// The first file of each id, to name it when another file declares the id again.
using DeclaredIds = std::map<std::string, std::pair<std::string, SourceLocation>>;

// One case file: read, checked, and kept in `corpus.cases` when it has no error.
void load_case_file(const fs::path& p, const fs::path& cases_dir, Corpus& corpus,
                    DeclaredIds& declared, std::vector<Diagnostic>& errors) {
  const std::string file = p.string();
  if (p.extension() != ".yaml") {
    if (p.filename() != ".gitattributes" && p.filename() != "README.md")
      errors.push_back(corpus_error(file, {}, Code::CORPUS_STRAY_FILE,
                                    "not a case file (cases are <family>/<name>.yaml)"));
    return;
  }
  ++corpus.files;
  auto text = read_corpus_file(file, file, "the file", errors);
  if (!text) return;
  const std::string rel = p.lexically_relative(cases_dir).generic_string();
  CaseLoad load = load_case(file, *text, rel.substr(0, rel.size() - 5), corpus.schema);
  bool ok = load.diagnostics.empty();
  errors.insert(errors.end(), load.diagnostics.begin(), load.diagnostics.end());
  if (!load.loaded) return;
  const Case& c = *load.loaded;
  auto [it, fresh] = declared.try_emplace(c.id, file, c.at("/id"));
  if (!fresh) {
    errors.push_back(corpus_error(file, c.at("/id"), Code::CORPUS_DUPLICATE_ID,
                                  "duplicate id '" + excerpt(c.id) + "' (also in " +
                                      it->second.first + ":" +
                                      std::to_string(it->second.second.line) + ":" +
                                      std::to_string(it->second.second.column) + ")"));
    ok = false;
  }
  if (ok) corpus.cases.push_back(std::move(*load.loaded));
}

}  // namespace

CorpusLoad load_corpus(const std::string& dir) {
  CorpusLoad out;
  Corpus corpus;
  corpus.dir = dir;
  if (!read_version(dir, corpus, out.diagnostics) || !read_schema(dir, corpus, out.diagnostics))
    return out;
  const fs::path cases_dir = fs::path(dir) / "cases";
  std::error_code ec;
  if (!fs::is_directory(cases_dir, ec)) {
    out.diagnostics.push_back(
        corpus_error(cases_dir.string(), {}, Code::FORMAT_IO, "no cases directory"));
    return out;
  }
  DeclaredIds declared;
  for (const fs::path& p : case_paths(cases_dir, corpus, out.diagnostics))
    load_case_file(p, cases_dir, corpus, declared, out.diagnostics);
  std::sort(corpus.cases.begin(), corpus.cases.end(),
            [](const Case& a, const Case& b) { return a.id < b.id; });
  out.corpus = std::move(corpus);
  return out;
}

std::optional<FeatureRegistry> load_features(const std::string& dir,
                                             std::vector<Diagnostic>& errors) {
  const std::string path = path_in(dir, "features.yaml");
  auto doc = read_yaml_file(path, errors);
  if (!doc) return std::nullopt;
  if (!doc->value.is_object()) {
    errors.push_back(corpus_error(path, doc->at(""), Code::FORMAT_TYPE,
                                  "features.yaml is a map: feature -> meaning"));
    return std::nullopt;
  }
  FeatureRegistry out;
  for (auto it = doc->value.begin(); it != doc->value.end(); ++it) {
    if (!it->is_string() || it->get<std::string>().empty()) {
      errors.push_back(corpus_error(path, doc->at(pointer_append("", it.key())), Code::FORMAT_TYPE,
                                    "the meaning of a feature is a one-line string"));
      continue;
    }
    out.features[it.key()] = it->get<std::string>();
  }
  return out;
}

std::optional<ReasonRegistry> load_reasons(const std::string& dir,
                                           std::vector<Diagnostic>& errors) {
  const std::string path = path_in(dir, "reasons.yaml");
  auto doc = read_yaml_file(path, errors);
  if (!doc) return std::nullopt;
  if (!doc->value.is_array()) {
    errors.push_back(
        corpus_error(path, doc->at(""), Code::FORMAT_TYPE, "reasons.yaml is a list of codes"));
    return std::nullopt;
  }
  ReasonRegistry out;
  for (std::size_t i = 0; i < doc->value.size(); ++i) {
    const json& r = doc->value[i];
    if (!r.is_object() || !r.contains("code") || !r["code"].is_string() || !r.contains("phase") ||
        !r["phase"].is_string()) {
      errors.push_back(corpus_error(path, doc->at(pointer_append("", i)),
                                    r.is_object() ? Code::FORMAT_MISSING_KEY : Code::FORMAT_TYPE,
                                    "each code needs code and phase (strings)"));
      continue;
    }
    out.phase[r["code"].get<std::string>()] = r["phase"].get<std::string>();
  }
  return out;
}

}  // namespace kifukit::corpus
