#include "rules/data/profile_registry.hpp"

#include <algorithm>

#include <filesystem>
#include <map>
#include <mutex>

#include "rules/data/bounded_read.hpp"

#include "kifukit_embedded/profiles.hpp"
#include "rules/data/profile_params.hpp"
#include "rules/data/suggest.hpp"
#include "rules/variant.hpp"

namespace kifukit {

std::vector<std::string> builtin_profile_names() {
  std::vector<std::string> names;
  for (const auto& f : embedded::profile_files()) names.emplace_back(f.name);
  std::sort(names.begin(), names.end());  // by name: "chu" before "chu-lishogi"
  return names;
}

namespace {

const embedded::EmbeddedFile* find_builtin_profile_file(std::string_view name) {
  for (const auto& f : embedded::profile_files())
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace

std::optional<ProfileText> builtin_profile_text(std::string_view name) {
  const embedded::EmbeddedFile* f = find_builtin_profile_file(name);
  if (!f) return std::nullopt;
  return ProfileText{std::string(f->source), std::string(f->text)};
}

namespace {

// A profile is a page of text: anything past kMaxProfileBytes is refused (read_profile says so
// at 1:1), so the text handed on holds at most one byte more. `extends:` reaches regular files
// only: a FIFO named there would block, a device would be read for nothing.
std::optional<std::string> read_parent_file(const std::string& path) {
  BoundedRead in = read_bounded(path, kMaxProfileBytes, FileKinds::RegularOnly);
  if (in.status == BoundedRead::Status::TooLarge) return std::string(kMaxProfileBytes + 1, ' ');
  if (!in.ok()) return std::nullopt;
  return std::move(in.bytes);
}

}  // namespace

ProfileSources default_profile_sources() { return {builtin_profile_text, read_parent_file}; }

namespace {

// Each built-in is read once per process: validation asks for a record's profile per record,
// and reading the YAML again each time was a seventh of the work. Entries are never erased, so
// a reference to one stays valid.
const ProfileResult* cached_builtin(std::string_view name) {
  static std::mutex mutex;
  static std::map<std::string, ProfileResult, std::less<>> cache;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(name); it != cache.end()) return &it->second;
  }
  auto text = builtin_profile_text(name);
  if (!text) return nullptr;
  ProfileResult read = read_profile(text->text, text->source, default_profile_sources());
  std::lock_guard<std::mutex> lock(mutex);
  return &cache.emplace(std::string(name), std::move(read)).first->second;
}

}  // namespace

ProfileResult builtin_profile(std::string_view name) {
  if (const ProfileResult* cached = cached_builtin(name)) return *cached;
  std::string known;
  for (const auto& n : builtin_profile_names()) known += (known.empty() ? "" : ", ") + n;
  ProfileResult r;
  r.diagnostics.push_back(error_at("--profile", 0, 0, Code::PROFILE_UNKNOWN_NAME,
                                   "no built-in profile '" + std::string(name) + "'" +
                                       did_you_mean(name, builtin_profile_names()) +
                                       " (built-in: " + known + ")"));
  return r;
}

const Profile* builtin_profile_if_known(std::string_view name) {
  const ProfileResult* cached = cached_builtin(name);
  return cached && cached->resolved ? &cached->resolved->profile : nullptr;
}

ProfileResult load_profile_file(const std::string& path) {
  const std::string shown = path == "-" ? "<stdin>" : path;
  BoundedRead in = read_bounded(path, kMaxProfileBytes);
  ProfileResult r;
  if (in.status == BoundedRead::Status::TooLarge) {
    r.diagnostics.push_back(
        error_at(shown, 1, 1, Code::PROFILE_SYNTAX,
                 "the profile " + in.describe(kMaxProfileBytes) + " (read no further)"));
    return r;
  }
  if (!in.ok()) {
    r.diagnostics.push_back(
        error_at(shown, 0, 0, Code::PROFILE_UNREADABLE, "profile file " + in.describe(0)));
    return r;
  }
  // Relative `extends:` paths of standard input resolve from the current directory.
  return read_profile(in.bytes, shown, default_profile_sources());
}

namespace {

// Each override with the checks of a key in a file; the contradictions are the caller's.
std::vector<Diagnostic> set_profile_options(ResolvedProfile& r,
                                            const std::vector<std::string>& options) {
  std::vector<Diagnostic> errors;
  int ordinal = 0;
  for (const auto& option : options) {
    ++ordinal;
    const std::string where = " (--option " + option + ")";
    auto eq = option.find('=');
    if (eq == std::string::npos || eq == 0) {
      errors.push_back(option_error("--option", ordinal, 1, Code::PROFILE_OPTION_SYNTAX,
                                    "expected key=value, got '" + option + "'"));
      continue;
    }
    const std::string key = option.substr(0, eq);
    const std::string value = option.substr(eq + 1);
    const ParamDef* def = find_param(key);
    if (!def) {
      std::string message = key == "name" || key == "variant" || key == "extends"
                                ? "'" + key + "' is not a rule parameter and cannot be overridden"
                                : "unknown key '" + key + "'";
      if (auto hint = suggest_param(key); !hint.empty() && hint != key)
        message.append("; did you mean '").append(hint).append("'?");
      errors.push_back(
          option_error("--option", ordinal, 1, Code::PROFILE_UNKNOWN_KEY, message + where));
      continue;
    }
    // A command-line value is bare text, like an unquoted YAML scalar.
    if (auto issue = set_param(r.profile, *def, value, /*plain=*/true)) {
      errors.push_back(option_error("--option", ordinal, static_cast<int>(eq) + 2, issue->code,
                                    issue->message + where));
      continue;
    }
    r.origins[key] = ParamOrigin{"--option", 0, 1, r.next_seq++, ordinal};
  }
  return errors;
}

}  // namespace

std::string default_profile_name(const Variant& v) {
  if (v.is_yonin()) return "page-standard";
  return find_builtin_profile_file(v.name) ? v.name : "standard";
}

std::vector<Diagnostic> apply_profile_options(ResolvedProfile& r,
                                              const std::vector<std::string>& options) {
  std::vector<Diagnostic> errors = set_profile_options(r, options);
  if (errors.empty()) errors = check_contradictions(r, "--option");
  return errors;
}

std::vector<Diagnostic> check_profile_options(const std::vector<std::string>& options) {
  ProfileResult base = builtin_profile("page-standard");
  if (!base.ok()) return base.diagnostics;
  return set_profile_options(*base.resolved, options);
}

ProfileResult select_profile(const std::string& name, const std::string& file,
                             const std::vector<std::string>& options) {
  ProfileResult result = file.empty() ? builtin_profile(name) : load_profile_file(file);
  if (!result.ok()) return result;
  result.diagnostics = apply_profile_options(*result.resolved, options);
  if (!result.ok()) result.resolved.reset();
  return result;
}

std::string profile_to_yaml(const Profile& p) {
  // Names are letters, digits and - _ . only; "null" is the one that YAML would not read back.
  const bool quote = p.name == "null" || p.name == "Null" || p.name == "NULL";
  std::string out = "name: " + (quote ? "\"" + p.name + "\"" : p.name) + "\n";
  out += "variant: " + p.variant + "\n";
  // chu's parameters are printed for the variants that have lions only (they act nowhere else).
  const Variant* v = find_variant(p.variant);
  const bool chu = v && v->any_lion;
  for (const auto& d : profile_params()) {
    if (!chu && is_chu_param(d.key)) continue;
    out += std::string(d.key) + ": " + d.get(p) + "\n";
  }
  return out;
}

}  // namespace kifukit
