// The variant catalogue (variant_catalog.hpp). The built-in variants are read lazily, each on
// first use, because a variant file is not cheap to parse (chu's is large) and most runs use
// one; they are looked up without a lock. Added variants and the KIFUKIT_VARIANT_PATH search sit
// behind one mutex: they are asked for only when a name is not built in.
#include "rules/data/variant_catalog.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "rules/variant.hpp"

namespace kifukit {
namespace {

struct CatalogEntry {
  BuiltinVariantText text;
  std::once_flag once;  // validation runs threads: the first user parses, the others wait
  std::shared_ptr<const Variant> variant;
};

using Registry = std::map<std::string, CatalogEntry, std::less<>>;

Registry& registry() {
  static Registry r = [] {
    Registry out;
    for (const auto& f : builtin_variant_texts()) out[std::string(f.name)].text = f;
    return out;
  }();
  return r;
}

// A built-in file that does not read is a broken build: the tests read every one.
const Variant& parsed(CatalogEntry& e) {
  std::call_once(e.once, [&e] {
    VariantSources sources = builtin_variant_sources();
    sources.builtin_only = true;
    VariantResult v = read_variant(e.text.text, std::string(e.text.source), sources);
    if (!v.ok()) throw std::logic_error("built-in variant: " + render(v.diagnostics.front()));
    e.variant = v.variant;
  });
  return *e.variant;
}

const Variant* builtin_variant(std::string_view name) {
  auto it = registry().find(name);
  return it == registry().end() ? nullptr : &parsed(it->second);
}

const Variant& builtin(std::string_view name) {
  const Variant* v = builtin_variant(name);
  if (!v) throw std::logic_error("no built-in variant " + std::string(name));
  return *v;
}

struct Added {
  std::shared_ptr<const Variant> variant;
  std::string source;
};

// Recursive: reading a file found on the path (under the lock) may resolve an `extends:` by the
// name of a variant added earlier, which looks here again.
struct UserVariants {
  std::recursive_mutex mutex;
  std::map<std::string, Added, std::less<>> by_name;
};

UserVariants& user_variants() {
  static UserVariants u;
  return u;
}

bool valid_name(std::string_view n) {
  if (n.empty() || n.size() > 40) return false;
  for (char c : n)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

std::optional<std::string> read_small_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec || size > kMaxVariantBytes) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string why_unreadable(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return "no such file";
  if (std::filesystem::is_directory(path, ec)) return "is a directory";
  if (!std::filesystem::is_regular_file(path, ec)) return "is not a regular file";
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxVariantBytes)
    return "is larger than the limit of " + std::to_string(kMaxVariantBytes) + " bytes";
  return "cannot be read";
}

// The file a variant added by name came from.
std::optional<std::string> added_source(std::string_view name) {
  UserVariants& u = user_variants();
  std::lock_guard lock(u.mutex);
  auto it = u.by_name.find(name);
  if (it == u.by_name.end()) return std::nullopt;
  return it->second.source;
}

}  // namespace

std::vector<std::string> variant_path_directories() {
  std::vector<std::string> dirs;
  const char* value = std::getenv(kVariantPathVariable);
  if (!value) return dirs;
  std::string_view rest(value);
  while (true) {
    const std::size_t colon = rest.find(':');
    std::string_view part = rest.substr(0, colon);
    if (!part.empty()) dirs.emplace_back(part);
    if (colon == std::string_view::npos) break;
    rest.remove_prefix(colon + 1);
  }
  return dirs;
}

std::optional<std::string> find_variant_file(std::string_view name) {
  if (!valid_name(name)) return std::nullopt;  // never a path: "../x" names no file
  for (const auto& dir : variant_path_directories()) {
    const std::string path = (std::filesystem::path(dir) / (std::string(name) + ".yaml")).string();
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) return path;
  }
  return std::nullopt;
}

VariantSources default_variant_sources() {
  VariantSources s;
  s.named = [](std::string_view name, bool builtin_only) -> std::optional<VariantText> {
    for (const auto& f : builtin_variant_texts())
      if (f.name == name) return VariantText{std::string(f.source), std::string(f.text)};
    if (builtin_only) return std::nullopt;
    if (auto added = added_source(name))  // a variant of --variant-file: its file again
      if (auto text = read_small_file(*added)) return VariantText{*added, std::move(*text)};
    if (auto path = find_variant_file(name))
      if (auto text = read_small_file(*path)) return VariantText{*path, std::move(*text)};
    return std::nullopt;
  };
  s.read_file = read_small_file;
  return s;
}

VariantResult read_variant_text(std::string_view text, const std::string& source) {
  return read_variant(text, source, default_variant_sources());
}

VariantResult read_variant_file(const std::string& path) {
  auto text = read_small_file(path);
  if (!text) {
    VariantResult r;
    r.diagnostics.push_back(
        error_at(path, 0, 0, Code::VARIANT_UNREADABLE, "variant file " + why_unreadable(path)));
    return r;
  }
  return read_variant_text(*text, path);
}

std::optional<Diagnostic> add_variant(std::shared_ptr<const Variant> v, const std::string& source) {
  if (registry().count(v->name))
    return error_at(
        source, 0, 0, Code::VARIANT_BAD_VALUE,
        "name: '" + v->name + "' is a built-in variant; a variant file needs a name of its own");
  UserVariants& u = user_variants();
  std::lock_guard lock(u.mutex);
  auto [it, added] = u.by_name.try_emplace(v->name, Added{v, source});
  if (!added && it->second.source != source)
    return error_at(source, 0, 0, Code::VARIANT_BAD_VALUE,
                    "name: '" + v->name + "' is already the variant of " + it->second.source);
  return std::nullopt;
}

std::vector<std::string> known_variant_names() {
  std::vector<std::string> names = builtin_variant_names();
  UserVariants& u = user_variants();
  std::lock_guard lock(u.mutex);
  for (const auto& [name, a] : u.by_name) names.push_back(name);
  return names;
}

// Declared in rules/variant.hpp, where the game core asks for a variant by name.
const Variant* find_variant(std::string_view name) {
  if (const Variant* v = builtin_variant(name)) return v;
  UserVariants& u = user_variants();
  std::lock_guard lock(u.mutex);
  if (auto it = u.by_name.find(name); it != u.by_name.end()) return it->second.variant.get();
  // Found on the path: read once and kept. A file that does not read names no variant here;
  // `kifukit variants check` shows its diagnostics.
  auto path = find_variant_file(name);
  if (!path) return nullptr;
  VariantResult r = read_variant_file(*path);
  if (!r.ok() || r.variant->name != name) return nullptr;
  u.by_name.try_emplace(r.variant->name, Added{r.variant, *path});
  return r.variant.get();
}

std::vector<std::string> builtin_variant_names() {
  std::vector<std::string> names;
  for (const auto& [name, e] : registry()) names.push_back(name);
  return names;
}

const Variant& yonin_variant() {
  static const Variant& v = builtin("yonin");
  return v;
}

const Variant& standard_variant() {
  static const Variant& v = builtin("standard");
  return v;
}

}  // namespace kifukit
