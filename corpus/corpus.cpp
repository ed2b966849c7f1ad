#include "corpus/corpus.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "corpus/json_schema.hpp"
#include "corpus/located_yaml.hpp"
#include "formats/bounded_read.hpp"
#include "formats/directory_walk.hpp"

namespace kifukit::corpus {

namespace fs = std::filesystem;
using json = nlohmann::json;

std::optional<std::string> read_text_file(const std::string& path, std::string* why) {
  BoundedRead in = read_bounded(path, kMaxCorpusFileBytes, FileKinds::RegularOnly);
  if (in.ok()) return std::move(in.bytes);
  if (why) *why = in.describe(kMaxCorpusFileBytes);
  return std::nullopt;
}

namespace {

std::string path_in(const std::string& dir, const std::string& rel) {
  return (fs::path(dir) / rel).string();
}

std::optional<LocatedJson> read_yaml_file(const std::string& path,
                                          std::vector<CorpusDiagnostic>& errors) {
  std::string why;
  auto text = read_text_file(path, &why);
  if (!text) {
    errors.push_back({path, {}, "cannot read the file: " + why});
    return std::nullopt;
  }
  YamlError e;
  auto doc = parse_located_yaml(*text, e);
  if (!doc) errors.push_back({path, e.loc, e.message});
  return doc;
}

}  // namespace

CorpusLoad load_corpus(const std::string& dir) {
  CorpusLoad out;
  Corpus corpus;
  corpus.dir = dir;
  const std::string version_path = path_in(dir, "VERSION");
  auto version = read_text_file(version_path);
  if (!version) {
    out.errors.push_back({version_path, {}, "cannot read the corpus version (is this a corpus?)"});
    return out;
  }
  corpus.version = version->substr(0, version->find_first_of("\r\n"));
  static const std::regex semver("[0-9]+\\.[0-9]+\\.[0-9]+");
  if (!std::regex_match(corpus.version, semver)) {
    out.errors.push_back({version_path, {1, 1}, "VERSION must be MAJOR.MINOR.PATCH"});
    return out;
  }
  const std::string schema_path = path_in(dir, "schema/case.schema.json");
  auto schema_text = read_text_file(schema_path);
  if (!schema_text) {
    out.errors.push_back({schema_path, {}, "cannot read the case schema"});
    return out;
  }
  try {
    corpus.schema = json::parse(*schema_text);
  } catch (const json::parse_error& e) {
    out.errors.push_back({schema_path, {}, std::string("not JSON: ") + e.what()});
    return out;
  }
  auto unknown = unsupported_schema_keywords(corpus.schema);
  if (!unknown.empty()) {
    out.errors.push_back(
        {schema_path,
         {},
         "schema keyword '" + unknown.front() + "' is outside the subset kifukit validates"});
    return out;
  }

  const fs::path cases_dir = fs::path(dir) / "cases";
  std::error_code ec;
  if (!fs::is_directory(cases_dir, ec)) {
    out.errors.push_back({cases_dir.string(), {}, "no cases directory"});
    return out;
  }
  // Every entry on its own: one that cannot be looked at (a link loop, an unreadable
  // directory) is a diagnostic, and the other cases still load.
  std::vector<fs::path> files;
  for (const WalkEntry& e :
       walk_directory(cases_dir.string(), [](const std::string&) { return true; })) {
    if (e.problem.empty()) {
      files.push_back(e.path);
    } else {
      ++corpus.files;  // counted among the files that could not be read
      out.errors.push_back({e.path, {}, e.problem});
    }
  }
  std::map<std::string, std::pair<std::string, Location>> declared;  // id -> first file
  for (const fs::path& p : files) {
    const std::string file = p.string();
    const std::string rel = p.lexically_relative(cases_dir).generic_string();
    if (p.extension() != ".yaml") {
      if (p.filename() != ".gitattributes" && p.filename() != "README.md")
        out.errors.push_back({file, {}, "not a case file (cases are <family>/<name>.yaml)"});
      continue;
    }
    ++corpus.files;
    std::string why;
    auto text = read_text_file(file, &why);
    if (!text) {
      out.errors.push_back({file, {}, "cannot read the file: " + why});
      continue;
    }
    const std::string expected_id = rel.substr(0, rel.size() - 5);
    CaseLoad load = load_case(file, *text, expected_id, corpus.schema);
    bool ok = load.errors.empty();
    out.errors.insert(out.errors.end(), load.errors.begin(), load.errors.end());
    if (!load.loaded) continue;
    const Case& c = *load.loaded;
    auto [it, fresh] = declared.try_emplace(c.id, file, c.at("/id"));
    if (!fresh) {
      out.errors.push_back({file, c.at("/id"),
                            "duplicate id '" + c.id + "' (also in " + it->second.first + ":" +
                                std::to_string(it->second.second.line) + ":" +
                                std::to_string(it->second.second.column) + ")"});
      ok = false;
    }
    if (ok) corpus.cases.push_back(std::move(*load.loaded));
  }
  std::sort(corpus.cases.begin(), corpus.cases.end(),
            [](const Case& a, const Case& b) { return a.id < b.id; });
  out.corpus = std::move(corpus);
  return out;
}

std::optional<FeatureRegistry> load_features(const std::string& dir,
                                             std::vector<CorpusDiagnostic>& errors) {
  const std::string path = path_in(dir, "features.yaml");
  auto doc = read_yaml_file(path, errors);
  if (!doc) return std::nullopt;
  if (!doc->value.is_object()) {
    errors.push_back({path, doc->at(""), "features.yaml is a map: feature -> meaning"});
    return std::nullopt;
  }
  FeatureRegistry out;
  for (auto it = doc->value.begin(); it != doc->value.end(); ++it) {
    if (!it->is_string() || it->get<std::string>().empty()) {
      errors.push_back({path, doc->at(pointer_append("", it.key())),
                        "the meaning of a feature is a one-line string"});
      continue;
    }
    out.features[it.key()] = it->get<std::string>();
  }
  return out;
}

std::optional<ReasonRegistry> load_reasons(const std::string& dir,
                                           std::vector<CorpusDiagnostic>& errors) {
  const std::string path = path_in(dir, "reasons.yaml");
  auto doc = read_yaml_file(path, errors);
  if (!doc) return std::nullopt;
  if (!doc->value.is_array()) {
    errors.push_back({path, doc->at(""), "reasons.yaml is a list of codes"});
    return std::nullopt;
  }
  ReasonRegistry out;
  for (std::size_t i = 0; i < doc->value.size(); ++i) {
    const json& r = doc->value[i];
    if (!r.is_object() || !r.contains("code") || !r["code"].is_string() || !r.contains("phase") ||
        !r["phase"].is_string()) {
      errors.push_back({path, doc->at(pointer_append("", i)), "each code needs code and phase"});
      continue;
    }
    out.phase[r["code"].get<std::string>()] = r["phase"].get<std::string>();
  }
  return out;
}

}  // namespace kifukit::corpus
