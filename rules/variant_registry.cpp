// The built-in variants: the embedded rules/variants/*.yaml, each read on first use. Reading is
// lazy because a variant file is not cheap to parse (chu's is large) and most runs use one.
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "rules/variant.hpp"
#include "rules/variant_reader.hpp"

namespace kifukit {
namespace {

struct Entry {
  BuiltinVariantText text;
  std::once_flag once;  // validation runs threads: the first user parses, the others wait
  std::shared_ptr<const Variant> variant;
};

using Registry = std::map<std::string, Entry, std::less<>>;

Registry& registry() {
  static Registry r = [] {
    Registry out;
    for (const auto& f : builtin_variant_texts()) out[std::string(f.name)].text = f;
    return out;
  }();
  return r;
}

// A built-in file that does not read is a broken build: the tests read every one.
const Variant& parsed(Entry& e) {
  std::call_once(e.once, [&e] {
    VariantResult v = read_variant(e.text.text, std::string(e.text.source));
    if (!v.ok()) throw std::logic_error("built-in variant: " + render(v.errors.front()));
    e.variant = v.variant;
  });
  return *e.variant;
}

const Variant& builtin(std::string_view name) {
  const Variant* v = find_variant(name);
  if (!v) throw std::logic_error("no built-in variant " + std::string(name));
  return *v;
}

}  // namespace

const Variant* find_variant(std::string_view name) {
  auto it = registry().find(name);
  return it == registry().end() ? nullptr : &parsed(it->second);
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
