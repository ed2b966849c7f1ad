// The corpus directory: VERSION, the case schema, the registries (features.yaml, reasons.yaml)
// and every case under cases/, read and checked as far as reading goes.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/case.hpp"
#include "corpus/diagnostic.hpp"

namespace kifukit::corpus {

struct Corpus {
  std::string dir;
  std::string version;  // corpus/VERSION, e.g. 1.0.0
  nlohmann::json schema;
  std::vector<Case> cases;  // sorted by id; only cases read without errors
  int files = 0;            // case files found, including those with errors
};

struct CorpusLoad {
  std::optional<Corpus> corpus;  // absent when the directory itself is unusable
  std::vector<Diagnostic> diagnostics;
};

// Reads DIR/VERSION, DIR/schema/case.schema.json and DIR/cases/**.yaml. Case errors (and
// duplicate ids) are diagnostics; the cases with errors are left out of `cases`.
CorpusLoad load_corpus(const std::string& dir);

// features.yaml: feature -> meaning.
struct FeatureRegistry {
  std::map<std::string, std::string> features;
};
// reasons.yaml: code -> phase.
struct ReasonRegistry {
  std::map<std::string, std::string> phase;
};
std::optional<FeatureRegistry> load_features(const std::string& dir,
                                             std::vector<Diagnostic>& errors);
std::optional<ReasonRegistry> load_reasons(const std::string& dir, std::vector<Diagnostic>& errors);

// Every file of a corpus (a case, VERSION, the schema, the registries) and a skip file is at
// most 1 MiB: the largest case is a few tens of kilobytes (docs/limits.md).
inline constexpr std::size_t kMaxCorpusFileBytes = 1u << 20;

// A whole regular file of at most kMaxCorpusFileBytes, or nullopt and `why` ("no such file",
// "is 2000000 bytes; the limit is 1048576", ...) when it cannot be read.
std::optional<std::string> read_text_file(const std::string& path, std::string* why = nullptr);
// The same, or nullopt and a FORMAT_IO diagnostic (FORMAT_TOO_LARGE for a file over the limit)
// naming `name` (the path, or `<stdin>` for "-"): "cannot read <what>: <why>".
std::optional<std::string> read_corpus_file(const std::string& path, const std::string& name,
                                            const std::string& what,
                                            std::vector<Diagnostic>& errors);

}  // namespace kifukit::corpus
