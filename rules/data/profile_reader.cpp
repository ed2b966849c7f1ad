#include "rules/data/profile_reader.hpp"

#include <algorithm>
#include <filesystem>

#include <yaml-cpp/yaml.h>

#include "rules/data/extends_path.hpp"
#include "rules/data/located_yaml.hpp"
#include "rules/data/profile_params.hpp"
#include "rules/data/suggest.hpp"
#include "rules/data/untrusted_text.hpp"
#include "rules/variant.hpp"

namespace kifukit {

std::vector<Diagnostic> check_contradictions(const ResolvedProfile& r,
                                             const std::string& fallback) {
  std::vector<Diagnostic> out;
  for (const auto& c : find_contradictions(r.profile)) {
    // Blame the key set last: it is the one that broke a profile that was fine before.
    const ParamOrigin* blamed = nullptr;
    for (auto key : c.keys) {
      auto it = r.origins.find(key);
      if (it != r.origins.end() && (!blamed || it->second.seq > blamed->seq)) blamed = &it->second;
    }
    if (!blamed)
      out.push_back(error_at(fallback, 0, 0, Code::PROFILE_CONTRADICTION, c.message));
    else if (blamed->option > 0)
      out.push_back(option_error(blamed->file, blamed->option, blamed->column,
                                 Code::PROFILE_CONTRADICTION, c.message));
    else
      out.push_back(error_at(blamed->file, blamed->line, blamed->column,
                             Code::PROFILE_CONTRADICTION, c.message));
  }
  return out;
}

namespace {

// Where a key set its value, for the contradictions that involve it.
ParamOrigin origin_at(const YamlLocator& at, const YAML::Mark& m, int seq) {
  const SourceLocation p = at.position(m);
  return {at.file(), p.line, p.column, seq};
}

bool valid_name(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
  });
}

class Resolver {
 public:
  explicit Resolver(const ProfileSources& sources) : sources_(sources) {}

  // Resolves one profile text and, through `extends:`, its ancestors. `chain` holds the
  // identities of the profiles being resolved, outermost first, to see cycles.
  std::optional<ResolvedProfile> resolve(std::string_view text, const std::string& source,
                                         bool builtin, std::vector<std::string>& chain) {
    YamlLocator at(text, source);
    try {
      return resolve_yaml(text, at, builtin, chain);
    } catch (const YAML::Exception& e) {
      errors.push_back(yaml_exception_error(
          e, at, Code::PROFILE_SYNTAX,
          "nested deeper than any profile needs (a profile is a page of `key: value` lines)"));
      return std::nullopt;
    }
  }

  std::vector<Diagnostic> errors;

 private:
  std::optional<ResolvedProfile> resolve_yaml(std::string_view text, const YamlLocator& at,
                                              bool builtin, std::vector<std::string>& chain) {
    const std::size_t errors_before = errors.size();
    if (text.size() > kMaxProfileBytes) {
      errors.push_back(at.error(YAML::Mark::null_mark(), Code::PROFILE_SYNTAX,
                                "the profile is larger than the limit of " +
                                    std::to_string(kMaxProfileBytes) + " bytes"));
      return std::nullopt;
    }
    // Not YAML::LoadAll: on some malformed input (a ',' where a document starts) yaml-cpp 0.7
    // reports the same empty document forever, and LoadAll collects them until memory runs out.
    // The first document is loaded alone; an event parser only looks whether a second follows.
    if (auto second = second_document(text, at, Code::PROFILE_SYNTAX, "a profile")) {
      errors.push_back(std::move(*second));
      return std::nullopt;
    }
    const YAML::Node root = YAML::Load(std::string(text));
    if (!root.IsMap()) {
      errors.push_back(at.error(root.Mark(), Code::PROFILE_BAD_TYPE,
                                "a profile is a YAML mapping of `key: value` lines, starting "
                                "with `name:`"));
      return std::nullopt;
    }
    std::vector<YamlMapEntry> entries = collect_entries(root, at);

    const YamlMapEntry* name = nullptr;
    const YamlMapEntry* extends = nullptr;
    const YamlMapEntry* variant = nullptr;
    const YamlMapEntry* kind = nullptr;
    for (const auto& e : entries) {
      if (e.key == "kind") kind = &e;
      if (e.key == "name") name = &e;
      if (e.key == "extends") extends = &e;
      if (e.key == "variant") variant = &e;
    }

    // The parent first: this file's keys override it.
    ResolvedProfile r;
    std::optional<std::string> parent_name;
    if (extends) {
      auto parent = resolve_parent(*extends, at, builtin, chain);
      if (!parent) return std::nullopt;
      parent_name = parent->profile.name;
      r = std::move(*parent);
    }

    if (!name) {
      errors.push_back(at.error(root.Mark(), Code::PROFILE_MISSING_KEY,
                                "missing `name:`: every profile names itself"));
    } else if (auto value = scalar(*name, at)) {
      if (!valid_name(*value))
        errors.push_back(at.error(
            name->value.Mark(), Code::PROFILE_BAD_VALUE,
            "name: '" + excerpt(*value) + "' is not a profile name (letters, digits, - _ .)"));
      r.profile.name = *value;
      r.origins["name"] = origin_at(at, name->key_node.Mark(), r.next_seq++);
    }
    if (variant) apply_variant(*variant, at, parent_name, r);
    if (kind) apply_kind(*kind, at, r);

    apply_params(entries, at, r);

    if (errors.size() != errors_before) return std::nullopt;
    auto contradictions = check_contradictions(r, at.file());
    if (!contradictions.empty()) {
      errors.insert(errors.end(), contradictions.begin(), contradictions.end());
      return std::nullopt;
    }
    return r;
  }

  // The rule parameters among `entries` into `r`, each with its origin; the header keys (name,
  // extends, variant, kind) are read by resolve_yaml, unknown keys reported by collect_entries.
  void apply_params(const std::vector<YamlMapEntry>& entries, const YamlLocator& at,
                    ResolvedProfile& r) {
    for (const auto& e : entries) {
      const ParamDef* def = find_param(e.key);
      if (!def) continue;  // header keys above; unknown keys reported by collect_entries
      auto value = scalar(e, at);
      if (!value) continue;
      if (auto issue = set_param(r.profile, *def, *value, e.value.Tag() == "?")) {
        errors.push_back(at.error(e.value.Mark(), issue->code, issue->message));
        continue;
      }
      r.origins[e.key] = origin_at(at, e.key_node.Mark(), r.next_seq++);
    }
  }

  // The mapping's entries in file order, without duplicates; reports bad, duplicate and unknown
  // keys.
  std::vector<YamlMapEntry> collect_entries(const YAML::Node& root, const YamlLocator& at) {
    std::vector<YamlMapEntry> entries;
    std::map<std::string, int> first_line;
    for (const auto& pair : root) {
      // Copies: yaml-cpp's iterators hand out temporaries, and nodes are cheap handles.
      const YAML::Node key = pair.first;
      if (!key.IsScalar()) {
        errors.push_back(
            at.error(key.Mark(), Code::PROFILE_BAD_TYPE, "a key must be a plain name"));
        continue;
      }
      const std::string k = key.Scalar();
      if (auto seen = first_line.find(k); seen != first_line.end()) {
        errors.push_back(at.error(key.Mark(), Code::PROFILE_DUPLICATE_KEY,
                                  "duplicate key '" + excerpt(k) + "' (first given on line " +
                                      std::to_string(seen->second) + ")"));
        continue;
      }
      first_line[k] = key.Mark().line + 1;
      if (k != "name" && k != "extends" && k != "variant" && k != "kind" && !find_param(k)) {
        std::string message = "unknown key '" + excerpt(k) + "'";
        if (auto hint = suggest_param(k); !hint.empty())
          message.append("; did you mean '").append(hint).append("'?");
        errors.push_back(at.error(key.Mark(), Code::PROFILE_UNKNOWN_KEY, message));
        continue;
      }
      entries.push_back({k, key, pair.second});
    }
    return entries;
  }

  // The value of an entry as text, or a PROFILE_BAD_TYPE error when it is not a scalar.
  std::optional<std::string> scalar(const YamlMapEntry& e, const YamlLocator& at) {
    if (e.value.IsScalar()) return e.value.Scalar();
    // An empty value's mark is wherever the parser went next; the key is the useful place.
    const bool empty = e.value.IsNull();
    errors.push_back(at.error(empty ? e.key_node.Mark() : e.value.Mark(), Code::PROFILE_BAD_TYPE,
                              e.key + ": expected a single value, got " +
                                  (empty             ? "nothing"
                                   : e.value.IsMap() ? "a mapping"
                                                     : "a list")));
    return std::nullopt;
  }

  void apply_kind(const YamlMapEntry& e, const YamlLocator& at, ResolvedProfile& r) {
    auto value = scalar(e, at);
    if (!value) return;
    for (ProfileKind k : {ProfileKind::RuleSet, ProfileKind::Implementation})
      if (*value == profile_kind_name(k)) {
        r.kind = k;
        return;
      }
    errors.push_back(at.error(e.value.Mark(), Code::PROFILE_BAD_VALUE,
                              "kind: '" + excerpt(*value) +
                                  "' is not one of rule-set, implementation" +
                                  did_you_mean(*value, {"rule-set", "implementation"})));
  }

  void apply_variant(const YamlMapEntry& e, const YamlLocator& at,
                     const std::optional<std::string>& parent, ResolvedProfile& r) {
    auto value = scalar(e, at);
    if (!value) return;
    auto known = profile_variants();
    // A built-in variant, or one of the run's catalogue (--variant-file, KIFUKIT_VARIANT_PATH).
    if (std::find(known.begin(), known.end(), *value) == known.end() && !find_variant(*value)) {
      std::string list;
      for (auto n : known) list += (list.empty() ? "" : ", ") + std::string(n);
      errors.push_back(at.error(e.value.Mark(), Code::PROFILE_BAD_VALUE,
                                "variant: '" + excerpt(*value) + "' is not one of " + list));
      return;
    }
    // Parameters are written for one game; a child cannot move them to another.
    if (parent && r.profile.variant != *value) {
      errors.push_back(at.error(e.value.Mark(), Code::PROFILE_CONTRADICTION,
                                "variant: '" + *value + "' differs from variant '" +
                                    r.profile.variant + "' of the extended profile '" + *parent +
                                    "'"));
      return;
    }
    r.profile.variant = *value;
    r.origins["variant"] = origin_at(at, e.key_node.Mark(), r.next_seq++);
  }

  std::optional<ResolvedProfile> resolve_parent(const YamlMapEntry& e, const YamlLocator& at,
                                                bool builtin, std::vector<std::string>& chain) {
    auto value = scalar(e, at);
    if (!value) return std::nullopt;
    const bool path = extends_names_file(*value);
    if (path && builtin) {
      errors.push_back(at.error(
          e.value.Mark(), Code::PROFILE_EXTENDS_UNKNOWN,
          "a built-in profile can only extend built-in profiles, not '" + excerpt(*value) + "'"));
      return std::nullopt;
    }
    // A file beside the extending one, nothing else: a profile from a stranger must not make
    // kifukit read (and quote) /etc/shadow or whatever else its path can reach.
    if (path && !extends_file_beside(*value)) {
      errors.push_back(at.error(e.value.Mark(), Code::PROFILE_EXTENDS_UNKNOWN,
                                "extends: '" + excerpt(*value) +
                                    "' is neither a built-in profile nor a file beside this "
                                    "one (a name such as base.yaml or ./base.yaml)"));
      return std::nullopt;
    }
    // A file is known by its normalised path, a built-in by its source: the cycle test needs
    // no read, so a cycle back to a text that came from elsewhere (stdin, a test) is found too.
    std::optional<ProfileText> builtin_text;
    std::string identity;
    if (path) {
      identity =
          normal_path((std::filesystem::path(at.file()).parent_path() / *value).generic_string());
    } else if (sources_.builtin && (builtin_text = sources_.builtin(*value))) {
      identity = normal_path(builtin_text->source);
    } else {
      errors.push_back(at.error(e.value.Mark(), Code::PROFILE_EXTENDS_UNKNOWN,
                                "extends: no built-in profile '" + excerpt(*value) +
                                    "' (`kifukit profiles list` shows them; a file needs a "
                                    "path such as ./" +
                                    excerpt(*value) + ".yaml)"));
      return std::nullopt;
    }
    if (auto first = std::find(chain.begin(), chain.end(), identity); first != chain.end()) {
      std::string cycle;
      for (auto it = first; it != chain.end(); ++it) cycle += *it + " -> ";
      errors.push_back(at.error(e.value.Mark(), Code::PROFILE_EXTENDS_CYCLE,
                                "extends cycle: " + cycle + identity));
      return std::nullopt;
    }
    if (chain.size() >= kMaxExtendsDepth) {
      errors.push_back(at.error(e.value.Mark(), Code::PROFILE_EXTENDS_CYCLE,
                                "extends chain deeper than " + std::to_string(kMaxExtendsDepth) +
                                    " profiles (from " + chain.front() + ")"));
      return std::nullopt;
    }
    if (path)  // a link beside the profile could reach any file (issue 26 item 14)
      if (std::string why = extends_file_refusal(identity); !why.empty()) {
        errors.push_back(at.error(e.value.Mark(), Code::PROFILE_EXTENDS_UNKNOWN,
                                  "extends: '" + excerpt(*value) + "' " + why));
        return std::nullopt;
      }
    ProfileText parent;
    if (builtin_text) {
      parent = std::move(*builtin_text);
    } else if (auto text = sources_.read_file ? sources_.read_file(identity) : std::nullopt) {
      parent = {identity, std::move(*text)};
    } else {
      errors.push_back(at.error(e.value.Mark(), Code::PROFILE_EXTENDS_UNKNOWN,
                                "extends: cannot read '" + identity + "'"));
      return std::nullopt;
    }
    chain.push_back(identity);
    auto r = resolve(parent.text, parent.source, /*builtin=*/!path, chain);
    chain.pop_back();
    return r;
  }

  const ProfileSources& sources_;
};

}  // namespace

std::string_view profile_kind_name(ProfileKind k) {
  return k == ProfileKind::Implementation ? "implementation" : "rule-set";
}

ProfileResult read_profile(std::string_view yaml, const std::string& source,
                           const ProfileSources& sources) {
  Resolver resolver(sources);
  std::vector<std::string> chain{normal_path(source)};
  // Built-in texts are known by their source; everything else is a user file.
  bool builtin = false;
  if (sources.builtin) {
    std::string stem = std::filesystem::path(source).stem().string();
    if (auto text = sources.builtin(stem); text && normal_path(text->source) == normal_path(source))
      builtin = true;
  }
  ProfileResult result;
  result.resolved = resolver.resolve(yaml, source, builtin, chain);
  result.diagnostics = std::move(resolver.errors);
  if (!result.diagnostics.empty()) result.resolved.reset();
  return result;
}

}  // namespace kifukit
