// The built-in variants: the embedded rules/variants/*.yaml, each read once, on first use.
#include <map>
#include <memory>
#include <stdexcept>

#include "rules/variant.hpp"
#include "rules/variant_reader.hpp"

namespace kifukit {
namespace {

using Registry = std::map<std::string, std::shared_ptr<const Variant>, std::less<>>;

// A built-in file that does not read is a broken build: the tests read every one.
const Registry& registry() {
  static const Registry r = [] {
    Registry out;
    for (const auto& f : builtin_variant_texts()) {
      VariantResult v = read_variant(f.text, std::string(f.source));
      if (!v.ok()) throw std::logic_error("built-in variant: " + v.errors.front().to_string());
      out.emplace(std::string(f.name), v.variant);
    }
    return out;
  }();
  return r;
}

const Variant& builtin(std::string_view name) {
  const Variant* v = find_variant(name);
  if (!v) throw std::logic_error("no built-in variant " + std::string(name));
  return *v;
}

}  // namespace

const Variant* find_variant(std::string_view name) {
  auto it = registry().find(name);
  return it == registry().end() ? nullptr : it->second.get();
}

std::vector<std::string> builtin_variant_names() {
  std::vector<std::string> names;
  for (const auto& [name, v] : registry()) names.push_back(name);
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
