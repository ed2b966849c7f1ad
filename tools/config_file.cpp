#include "tools/config_file.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include "rules/data/suggest.hpp"
#include "tools/cli.hpp"
#include "tools/finding_filter.hpp"
#include "tools/terminal.hpp"

namespace kifukit::cli {

namespace fs = std::filesystem;

namespace {

enum class Kind { Bool, Word, List };

struct Key {
  const char* name;
  Kind kind;
  std::vector<std::string> words;  // a Word's allowed values
};

// The documented keys (docs/cli.md, "Configuration file"): each one an option's name.
const std::vector<Key>& keys() {
  static const std::vector<Key> kKeys = {
      {"color", Kind::Word, {"auto", "always", "never"}},
      {"quiet", Kind::Bool, {}},
      {"source", Kind::Bool, {}},
      {"select", Kind::List, {}},
      {"ignore", Kind::List, {}},
      {"min-severity", Kind::Word, {"warning", "error"}},
      {"exit-zero", Kind::Bool, {}},
  };
  return kKeys;
}

std::string g_path;
std::map<std::string, std::vector<std::string>> g_values;  // key -> its words ("true", codes)

void config_error(const YAML::Mark& m, const std::string& message) {
  located_error(g_path, m.line + 1, m.column + 1, message);
}

std::optional<fs::path> find_upward() {
  std::error_code ec;
  fs::path dir = fs::current_path(ec);
  if (ec) return std::nullopt;
  for (;;) {
    if (fs::exists(dir / kConfigFileName, ec)) return dir / kConfigFileName;
    if (dir == dir.root_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

std::vector<std::string> key_names() {
  std::vector<std::string> names;
  for (const Key& k : keys()) names.push_back(k.name);
  return names;
}

// One word of a key's value, checked; "" or what is wrong with it.
std::string word_problem(const Key& key, const std::string& w) {
  if (key.kind == Kind::Bool && w != "true" && w != "false")
    return std::string(key.name) + " must be true or false, not '" + w + "'" +
           did_you_mean(w, {"true", "false"});
  if (key.kind == Kind::Word && std::find(key.words.begin(), key.words.end(), w) == key.words.end())
    return "unknown " + std::string(key.name) + " '" + w + "'" + did_you_mean(w, key.words);
  if (key.kind == Kind::List) return code_pattern_error(w);
  return "";
}

// One key's value, checked, each word at its own place; false after the error.
bool read_value(const Key& key, const YAML::Node& value) {
  std::vector<YAML::Node> items;
  if (key.kind == Kind::List && value.IsSequence()) {
    for (const YAML::Node& item : value) items.push_back(item);
  } else {
    items.push_back(value);
  }
  std::vector<std::string> words;
  for (const YAML::Node& item : items) {
    if (!item.IsScalar()) {
      config_error(item.Mark(), key.kind == Kind::List
                                    ? std::string(key.name) + " holds codes or prefixes (strings)"
                                    : std::string(key.name) + " must be a single value");
      return false;
    }
    if (std::string problem = word_problem(key, item.Scalar()); !problem.empty()) {
      config_error(item.Mark(), problem);
      return false;
    }
    words.push_back(item.Scalar());
  }
  g_values[key.name] = words;
  return true;
}

}  // namespace

int load_config_file() {
  const std::optional<fs::path> found = find_upward();
  if (!found) return kOk;
  g_path = found->string();
  std::ifstream in(*found, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  if (!in) {
    error(g_path + ": cannot read the configuration file");
    return kUnreadable;
  }
  YAML::Node root;
  try {
    root = YAML::Load(text.str());
  } catch (const YAML::Exception& e) {
    config_error(e.mark, "not well-formed YAML: " + e.msg);
    return kBadConfig;
  }
  if (root.IsNull()) return kOk;  // an empty file: nothing set
  if (!root.IsMap()) {
    config_error(root.Mark(), "the configuration file is a map of keys (see docs/cli.md)");
    return kBadConfig;
  }
  for (const auto& entry : root) {
    const std::string name = entry.first.Scalar();
    // A structured binding is not captured (clang 14, the fuzz build's compiler, refuses it).
    const auto key = std::find_if(keys().begin(), keys().end(),
                                  [&key_name = name](const Key& k) { return key_name == k.name; });
    if (key == keys().end()) {
      std::string known;
      for (const std::string& k : key_names()) known += (known.empty() ? "" : ", ") + k;
      config_error(entry.first.Mark(), "unknown key '" + name + "'" +
                                           did_you_mean(name, key_names()) + " (keys: " + known +
                                           ")");
      return kBadConfig;
    }
    if (!read_value(*key, entry.second)) return kBadConfig;
  }
  return kOk;
}

bool apply_config_color() {
  const auto it = g_values.find("color");
  if (it == g_values.end()) return true;
  set_color_mode(*color_mode_from_name(it->second.front()));
  return true;
}

std::vector<std::string> config_arguments(
    const boost::program_options::options_description& options,
    const boost::program_options::variables_map& given) {
  std::vector<std::string> args;
  const bool source_given = given.count("source") || given.count("no-source");
  for (const auto& [name, words] : g_values) {
    if (name == "color" || !options.find_nothrow(name, false)) continue;
    if (name == "source") {
      if (!source_given) args.push_back(words.front() == "true" ? "--source" : "--no-source");
      continue;
    }
    // A structured binding is not captured (clang 14, the fuzz build's compiler, refuses it).
    const auto key = std::find_if(keys().begin(), keys().end(),
                                  [&key_name = name](const Key& k) { return key_name == k.name; });
    if (key->kind == Kind::Bool) {
      if (words.front() == "true") args.push_back("--" + name);
      continue;
    }
    for (const std::string& w : words) args.insert(args.end(), {"--" + name, w});
  }
  return args;
}

const std::string& config_file_path() { return g_path; }

}  // namespace kifukit::cli
