#include "corpus/json_schema.hpp"

#include <algorithm>
#include <map>
#include <regex>
#include <set>

#include "corpus/located_yaml.hpp"
#include "formats/diagnostic.hpp"

namespace kifukit::corpus {

namespace {

using json = nlohmann::json;

bool has_type(const json& v, const std::string& type) {
  if (type == "object") return v.is_object();
  if (type == "array") return v.is_array();
  if (type == "string") return v.is_string();
  if (type == "boolean") return v.is_boolean();
  if (type == "null") return v.is_null();
  if (type == "number") return v.is_number();
  if (type == "integer")
    return v.is_number_integer() ||
           (v.is_number_float() && v.get<double>() == static_cast<double>(v.get<long long>()));
  return false;
}

std::string type_name(const json& v) {
  if (v.is_object()) return "a map";
  if (v.is_array()) return "a list";
  if (v.is_string()) return "a string";
  if (v.is_boolean()) return "a boolean";
  if (v.is_null()) return "null";
  if (v.is_number_integer()) return "an integer";
  return "a number";
}

// Code points, as JSON Schema counts string length.
std::size_t length(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

std::string shown(const json& v) {
  std::string s = v.dump();
  return s.size() > 60 ? s.substr(0, 57) + "..." : s;
}

class Validator {
 public:
  explicit Validator(const json& root) : root_(root) {}

  void check(const json& schema, const json& v, const std::string& ptr,
             std::vector<SchemaIssue>& out) {
    if (schema.is_boolean()) {
      if (!schema.get<bool>())
        out.push_back({ptr, Code::FORMAT_BAD_VALUE, "no value is allowed here"});
      return;
    }
    if (!schema.is_object()) return;
    if (auto it = schema.find("$ref"); it != schema.end()) check(resolve(*it), v, ptr, out);
    if (auto it = schema.find("type"); it != schema.end()) {
      bool ok = false;
      std::string names;
      if (it->is_string()) {
        ok = has_type(v, *it);
        names = it->get<std::string>();
      } else {
        for (const json& t : *it) {
          ok = ok || has_type(v, t);
          names += (names.empty() ? "" : " or ") + t.get<std::string>();
        }
      }
      if (!ok) {
        out.push_back({ptr, Code::FORMAT_TYPE, "expected " + names + ", found " + type_name(v)});
        return;  // nothing else is meaningful for a value of the wrong type
      }
    }
    if (auto it = schema.find("enum"); it != schema.end()) {
      bool found = false;
      for (const json& e : *it) found = found || e == v;
      if (!found) {
        std::string allowed;
        for (const json& e : *it) allowed += (allowed.empty() ? "" : ", ") + e.dump();
        out.push_back({ptr, Code::FORMAT_BAD_VALUE, shown(v) + " is not one of " + allowed});
      }
    }
    if (auto it = schema.find("const"); it != schema.end() && *it != v)
      out.push_back(
          {ptr, Code::FORMAT_BAD_VALUE, "expected " + it->dump() + ", found " + shown(v)});
    if (v.is_string()) check_string(schema, v.get<std::string>(), ptr, out);
    if (v.is_number()) check_number(schema, v, ptr, out);
    if (v.is_array()) check_array(schema, v, ptr, out);
    if (v.is_object()) check_object(schema, v, ptr, out);
    if (auto it = schema.find("allOf"); it != schema.end())
      for (const json& s : *it) check(s, v, ptr, out);
    if (auto it = schema.find("anyOf"); it != schema.end()) {
      bool any = false;
      for (const json& s : *it) any = any || passes(s, v);
      if (!any)
        out.push_back(
            {ptr, Code::FORMAT_BAD_VALUE, shown(v) + " matches none of the allowed forms"});
    }
    if (auto it = schema.find("oneOf"); it != schema.end()) {
      std::vector<SchemaIssue> first;
      int matches = 0;
      for (const json& s : *it) {
        std::vector<SchemaIssue> issues;
        check(s, v, ptr, issues);
        if (issues.empty())
          ++matches;
        else if (first.empty())
          first = std::move(issues);
      }
      if (matches == 0 && it->size() == 1) out.insert(out.end(), first.begin(), first.end());
      if (matches == 0 && it->size() != 1)
        out.push_back(
            {ptr, Code::FORMAT_BAD_VALUE, shown(v) + " matches none of the allowed forms"});
      if (matches > 1)
        out.push_back({ptr, Code::FORMAT_BAD_VALUE, shown(v) + " matches more than one form"});
    }
    if (auto it = schema.find("not"); it != schema.end() && passes(*it, v))
      out.push_back(
          {ptr, Code::FORMAT_BAD_VALUE, shown(v) + " is a form that is not allowed here"});
    if (auto it = schema.find("if"); it != schema.end()) {
      const bool cond = passes(*it, v);
      if (cond && schema.contains("then")) check(schema["then"], v, ptr, out);
      if (!cond && schema.contains("else")) check(schema["else"], v, ptr, out);
    }
  }

 private:
  bool passes(const json& schema, const json& v) {
    std::vector<SchemaIssue> issues;
    check(schema, v, "", issues);
    return issues.empty();
  }

  const json& resolve(const json& ref) {
    const std::string r = ref.get<std::string>();
    if (r.rfind("#", 0) != 0) throw std::runtime_error("only local $ref is supported: " + r);
    return root_.at(json::json_pointer(r.substr(1)));
  }

  const std::regex& regex(const std::string& pattern) {
    auto it = regexes_.find(pattern);
    if (it == regexes_.end()) it = regexes_.emplace(pattern, std::regex(pattern)).first;
    return it->second;
  }

  void check_string(const json& schema, const std::string& s, const std::string& ptr,
                    std::vector<SchemaIssue>& out) {
    if (auto it = schema.find("minLength"); it != schema.end() && length(s) < it->get<size_t>())
      out.push_back({ptr, Code::FORMAT_BAD_VALUE, "shorter than " + it->dump() + " characters"});
    if (auto it = schema.find("maxLength"); it != schema.end() && length(s) > it->get<size_t>())
      out.push_back({ptr, Code::FORMAT_BAD_VALUE, "longer than " + it->dump() + " characters"});
    if (auto it = schema.find("pattern");
        it != schema.end() && !std::regex_search(s, regex(it->get<std::string>())))
      out.push_back({ptr, Code::FORMAT_BAD_VALUE,
                     shown(json(s)) + " does not match " + it->get<std::string>()});
  }

  void check_number(const json& schema, const json& v, const std::string& ptr,
                    std::vector<SchemaIssue>& out) {
    const double d = v.get<double>();
    if (auto it = schema.find("minimum"); it != schema.end() && d < it->get<double>())
      out.push_back({ptr, Code::FORMAT_BAD_VALUE, shown(v) + " is less than " + it->dump()});
    if (auto it = schema.find("maximum"); it != schema.end() && d > it->get<double>())
      out.push_back({ptr, Code::FORMAT_BAD_VALUE, shown(v) + " is greater than " + it->dump()});
  }

  void check_array(const json& schema, const json& v, const std::string& ptr,
                   std::vector<SchemaIssue>& out) {
    if (auto it = schema.find("minItems"); it != schema.end() && v.size() < it->get<size_t>())
      out.push_back({ptr, Code::FORMAT_BAD_VALUE, "fewer than " + it->dump() + " items"});
    if (auto it = schema.find("maxItems"); it != schema.end() && v.size() > it->get<size_t>())
      out.push_back({ptr, Code::FORMAT_BAD_VALUE, "more than " + it->dump() + " items"});
    if (auto it = schema.find("uniqueItems"); it != schema.end() && it->get<bool>())
      for (std::size_t i = 0; i < v.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
          if (v[i] == v[j])
            out.push_back(
                {pointer_append(ptr, i), Code::FORMAT_BAD_VALUE, shown(v[i]) + " is repeated"});
    if (auto it = schema.find("items"); it != schema.end())
      for (std::size_t i = 0; i < v.size(); ++i) check(*it, v[i], pointer_append(ptr, i), out);
  }

  void check_object(const json& schema, const json& v, const std::string& ptr,
                    std::vector<SchemaIssue>& out) {
    if (auto it = schema.find("required"); it != schema.end())
      for (const json& k : *it)
        if (!v.contains(k.get<std::string>()))
          out.push_back(
              {ptr, Code::FORMAT_MISSING_KEY, "missing key '" + k.get<std::string>() + "'"});
    if (auto it = schema.find("minProperties"); it != schema.end() && v.size() < it->get<size_t>())
      out.push_back({ptr, Code::FORMAT_MISSING_KEY, "fewer than " + it->dump() + " keys"});
    const json* props = schema.contains("properties") ? &schema["properties"] : nullptr;
    const json* patterns =
        schema.contains("patternProperties") ? &schema["patternProperties"] : nullptr;
    const json* additional =
        schema.contains("additionalProperties") ? &schema["additionalProperties"] : nullptr;
    for (auto m = v.begin(); m != v.end(); ++m) {
      const std::string child = pointer_append(ptr, m.key());
      if (auto it = schema.find("propertyNames"); it != schema.end()) {
        std::vector<SchemaIssue> issues;
        check(*it, json(m.key()), child, issues);
        for (SchemaIssue& i : issues)
          out.push_back({child, Code::FORMAT_UNKNOWN_KEY, "key " + i.message, true});
      }
      bool matched = false;
      if (props && props->contains(m.key())) {
        matched = true;
        const json& property = (*props)[m.key()];
        if (property.is_boolean() && !property.get<bool>())  // a key this form leaves out
          out.push_back(
              {child, Code::FORMAT_UNKNOWN_KEY, "key '" + m.key() + "' is not allowed here", true});
        else
          check(property, m.value(), child, out);
      }
      if (patterns)
        for (auto p = patterns->begin(); p != patterns->end(); ++p)
          if (std::regex_search(m.key(), regex(p.key()))) {
            matched = true;
            check(p.value(), m.value(), child, out);
          }
      if (!matched && additional) {
        if (additional->is_boolean() && !additional->get<bool>())
          out.push_back({child, Code::FORMAT_UNKNOWN_KEY, "unknown key '" + m.key() + "'", true});
        else
          check(*additional, m.value(), child, out);
      }
    }
  }

  const json& root_;
  std::map<std::string, std::regex> regexes_;
};

// Whether a schema uses only the subset, each keyword with a value of the shape the validator
// reads: a corpus directory comes from anyone, and a malformed schema must be a diagnostic, never
// an exception inside the walk. Problems are full messages, " (at POINTER)" into the schema.
class SchemaCheck {
 public:
  explicit SchemaCheck(const json& root) : root_(root) {}

  void schema(const json& s, const std::string& ptr) {
    if (s.is_boolean()) return;
    if (!s.is_object()) return problem(ptr, "a schema is a map or a boolean");
    for (auto it = s.begin(); it != s.end(); ++it)
      keyword(it.key(), it.value(), pointer_append(ptr, it.key()));
  }

  std::vector<std::string> problems;

 private:
  void problem(const std::string& ptr, const std::string& what) {
    problems.push_back(what + (ptr.empty() ? "" : " (at " + ptr + ")"));
  }
  void shape(const std::string& k, const std::string& ptr, bool ok, const std::string& expected) {
    if (!ok) problem(ptr, "schema keyword '" + k + "' must be " + expected);
  }

  void keyword(const std::string& k, const json& v, const std::string& ptr) {
    static const std::set<std::string> annotations = {"$schema",     "$id",     "$comment", "title",
                                                      "description", "default", "examples"};
    static const std::set<std::string> subschema = {
        "items", "additionalProperties", "propertyNames", "not", "if", "then", "else"};
    static const std::set<std::string> counts = {"minLength", "maxLength", "minItems", "maxItems",
                                                 "minProperties"};
    if (annotations.count(k) || k == "const") return;
    if (subschema.count(k)) return schema(v, ptr);
    if (counts.count(k))
      return shape(k, ptr, v.is_number_unsigned(), "a whole number of 0 or more");
    if (k == "minimum" || k == "maximum") return shape(k, ptr, v.is_number(), "a number");
    if (k == "uniqueItems") return shape(k, ptr, v.is_boolean(), "true or false");
    if (k == "enum") return shape(k, ptr, v.is_array(), "a list");
    if (k == "required") return shape(k, ptr, strings(v), "a list of strings");
    if (k == "type") return shape(k, ptr, types(v), "a type name or a list of them");
    if (k == "pattern") return regex(k, v, ptr);
    if (k == "$ref") return ref(v, ptr);
    if (k == "allOf" || k == "anyOf" || k == "oneOf") {
      shape(k, ptr, v.is_array() && !v.empty(), "a non-empty list of schemas");
      if (v.is_array())
        for (std::size_t i = 0; i < v.size(); ++i) schema(v[i], pointer_append(ptr, i));
      return;
    }
    if (k == "properties" || k == "patternProperties" || k == "$defs") {
      shape(k, ptr, v.is_object(), "a map of schemas");
      if (v.is_object())
        for (auto it = v.begin(); it != v.end(); ++it) {
          if (k == "patternProperties") regex(k, json(it.key()), pointer_append(ptr, it.key()));
          schema(it.value(), pointer_append(ptr, it.key()));
        }
      return;
    }
    problem(ptr, "schema keyword '" + excerpt(k) + "' is outside the subset kifukit validates");
  }

  static bool strings(const json& v) {
    return v.is_array() &&
           std::all_of(v.begin(), v.end(), [](const json& e) { return e.is_string(); });
  }
  static bool types(const json& v) {
    static const std::set<std::string> names = {"object",  "array",  "string", "boolean",
                                                "integer", "number", "null"};
    auto known = [](const json& t) { return t.is_string() && names.count(t.get<std::string>()); };
    return known(v) || (v.is_array() && !v.empty() && std::all_of(v.begin(), v.end(), known));
  }
  void regex(const std::string& k, const json& v, const std::string& ptr) {
    if (!v.is_string()) return shape(k, ptr, false, "a regular expression (a string)");
    try {
      std::regex(v.get<std::string>());
    } catch (const std::regex_error&) {
      problem(ptr, "schema keyword '" + k + "': " + excerpt(v.get<std::string>()) +
                       " is not a regular expression");
    }
  }
  // Only local references ("#/$defs/name") that resolve.
  void ref(const json& v, const std::string& ptr) {
    const std::string r = v.is_string() ? v.get<std::string>() : "";
    bool ok = r.rfind("#", 0) == 0;
    if (ok) try {
        ok = root_.contains(json::json_pointer(r.substr(1)));
      } catch (const json::exception&) {
        ok = false;
      }
    shape("$ref", ptr, ok, "a local reference (#/...) to a part of the schema");
  }

  const json& root_;
};

}  // namespace

std::vector<SchemaIssue> validate_against_schema(const json& schema, const json& instance) {
  Validator v(schema);
  std::vector<SchemaIssue> out;
  v.check(schema, instance, "", out);
  return out;
}

std::vector<std::string> schema_problems(const json& schema) {
  SchemaCheck check(schema);
  check.schema(schema, "");
  return check.problems;
}

}  // namespace kifukit::corpus
