// A scratch corpus for the tests of `corpus` commands and reports: the committed VERSION, schema
// and registries, and the cases a test gives, in a ScratchDir.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/run_command.hpp"
#include "tests/scratch_dir.hpp"

namespace kifukit::testing {

class ScratchCorpus {
 public:
  explicit ScratchCorpus(const std::string& name) : dir_("corpus-" + name) {
    const fs::path committed = fs::path(kSource) / "corpus";
    fs::create_directories(dir_.path() / "schema");
    for (const char* f : {"VERSION", "features.yaml", "reasons.yaml", "schema/case.schema.json"})
      fs::copy_file(committed / f, dir_.path() / f);
  }
  // A case file cases/ID.yaml holding `text`.
  void add(const std::string& id, const std::string& text) {
    const fs::path p = fs::path(file(id));
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
  }
  // A case file cases/ID.yaml copied from the file `from`.
  void copy(const std::string& id, const std::string& from) {
    const fs::path p = fs::path(file(id));
    fs::create_directories(p.parent_path());
    fs::copy_file(from, p, fs::copy_options::overwrite_existing);
  }
  std::string dir() const { return dir_.path().string(); }
  std::string file(const std::string& id) const {
    return (dir_.path() / "cases" / (id + ".yaml")).string();
  }

 private:
  ScratchDir dir_;
};

}  // namespace kifukit::testing
