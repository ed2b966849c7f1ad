// The corpus library's pieces on their own: located YAML, the JSON Schema subset, scoring,
// skip lists, the generated-case writer and the case checks that need no engine.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "corpus/builtin_schema.hpp"
#include "corpus/case.hpp"
#include "corpus/case_yaml_writer.hpp"
#include "corpus/json_schema.hpp"
#include "corpus/located_yaml.hpp"
#include "corpus/protocol.hpp"
#include "corpus/score.hpp"
#include "corpus/skip_list.hpp"

namespace kifukit::corpus {
namespace {

using json = nlohmann::json;

TEST(LocatedYaml, EveryValueKeepsItsLineAndColumn) {
  Diagnostic e;
  auto doc = parse_located_yaml("a: 1\nb:\n  - x\n  - {c: \"5e\", d: yes}\n\"*\": ~\n", "f", e);
  ASSERT_TRUE(doc) << e.message;
  EXPECT_EQ(doc->value, json::parse(R"({"a": 1, "b": ["x", {"c": "5e", "d": "yes"}], "*": null})"));
  EXPECT_EQ(doc->at("/a").line, 1);
  EXPECT_EQ(doc->at("/a").column, 4);
  EXPECT_EQ(doc->at("/b/1/c").line, 4);
  EXPECT_EQ(doc->at("/b/1/c").column, 9);
  EXPECT_EQ(doc->key_location("/b/1/d").column, 15);
  EXPECT_EQ(doc->at("/b/1/c/nothing").column, 9);  // the nearest ancestor
  EXPECT_EQ(doc->quoted.count("/b/1/c"), 1u);
  ASSERT_EQ(doc->ambiguous_scalars.size(), 1u);
  EXPECT_EQ(doc->ambiguous_scalars[0].first, "/b/1/d");
}

TEST(LocatedYaml, CoreSchemaScalars) {
  Diagnostic e;
  auto doc = parse_located_yaml("[1, -2, 1.5, true, False, null, '3', 5g5f, P*5e]", "f", e);
  ASSERT_TRUE(doc);
  EXPECT_EQ(doc->value, json::parse(R"([1, -2, 1.5, true, false, null, "3", "5g5f", "P*5e"])"));
}

TEST(LocatedYaml, RefusesDuplicatesAliasesTagsAndSecondDocuments) {
  Diagnostic e;
  EXPECT_FALSE(parse_located_yaml("a: 1\nb: 2\na: 3\n", "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:3:1: error: duplicate key 'a' [FORMAT_DUPLICATE_KEY]");
  // An anchor or a tag is refused where it starts, column 4.
  EXPECT_FALSE(parse_located_yaml("a: &x 1\nb: *x\n", "f.yaml", e));
  EXPECT_EQ(render(e),
            "f.yaml:1:4: error: YAML anchors are not allowed in corpus files [FORMAT_ALIAS]");
  // An alias needs an anchor before it, refused first; one without is yaml-cpp's syntax error.
  EXPECT_FALSE(parse_located_yaml("a: *x\n", "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:1:4: error: the referenced anchor is not defined [FORMAT_SYNTAX]");
  EXPECT_FALSE(parse_located_yaml("a: !!str 1\n", "f.yaml", e));
  EXPECT_EQ(render(e),
            "f.yaml:1:4: error: YAML tags are not allowed in corpus files [FORMAT_SYNTAX]");
  // The second document ends the text: line 4, column 1 (after the last line feed).
  EXPECT_FALSE(parse_located_yaml("a: 1\n---\nb: 2\n", "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:4:1: error: a corpus file holds one YAML document [FORMAT_SYNTAX]");
  EXPECT_FALSE(parse_located_yaml("? [a]\n: 1\n", "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:1:3: error: map keys must be scalars [FORMAT_TYPE]");
  // The text itself is checked first, as a record's is (formats/source_text.hpp).
  EXPECT_FALSE(parse_located_yaml("a: \xff\n", "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:1:4: error: invalid UTF-8 byte sequence [FORMAT_ENCODING]");
  EXPECT_FALSE(parse_located_yaml(" \n\n", "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:1:1: error: the input is empty [FORMAT_EMPTY]");
  EXPECT_FALSE(parse_located_yaml("# nothing\n", "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:1:1: error: the file holds no YAML document [FORMAT_EMPTY]");
  EXPECT_FALSE(parse_located_yaml(std::string(65, '[') + std::string(65, ']'), "f.yaml", e));
  EXPECT_EQ(render(e), "f.yaml:1:65: error: nested too deep [FORMAT_TOO_DEEP]");
}

// "pointer message [@key] CODE" for each issue.
std::vector<std::string> described(const std::vector<SchemaIssue>& issues) {
  std::vector<std::string> out;
  for (const SchemaIssue& i : issues)
    out.push_back(i.pointer + " " + i.message + (i.at_key ? " @key " : " ") +
                  std::string(code_name(i.code)));
  return out;
}

TEST(JsonSchemaSubset, ReportsPointersAndKinds) {
  const json schema = json::parse(R"({
    "type": "object", "required": ["id"], "additionalProperties": false,
    "properties": {
      "id": {"type": "string", "pattern": "^[a-z]+/[a-z]+$"},
      "n": {"type": "integer", "minimum": 1},
      "kind": {"enum": ["a", "b"]},
      "list": {"type": "array", "items": {"$ref": "#/$defs/item"}, "uniqueItems": true}
    },
    "$defs": {"item": {"type": "object", "required": ["x"],
                       "if": {"properties": {"x": {"const": 1}}}, "then": {"required": ["y"]}}}
  })");
  EXPECT_TRUE(
      validate_against_schema(schema, json::parse(R"({"id": "a/b", "list": [{"x": 2}]})")).empty());
  auto issues = validate_against_schema(
      schema, json::parse(R"({"n": 0, "kind": "c", "extra": 1, "list": [{"x": 1}, {"x": 1}]})"));
  EXPECT_EQ(described(issues), (std::vector<std::string>{
                                   " missing key 'id' FORMAT_MISSING_KEY",
                                   "/extra unknown key 'extra' @key FORMAT_UNKNOWN_KEY",
                                   "/kind \"c\" is not one of \"a\", \"b\" FORMAT_BAD_VALUE",
                                   "/list/1 {\"x\":1} is repeated FORMAT_BAD_VALUE",
                                   "/list/0 missing key 'y' FORMAT_MISSING_KEY",
                                   "/list/1 missing key 'y' FORMAT_MISSING_KEY",
                                   "/n 0 is less than 1 FORMAT_BAD_VALUE",
                               }));
  // A wrong type, a key the form leaves out (a `false` property) and a key that fails
  // propertyNames.
  const json forms = json::parse(R"({"type": "object",
    "properties": {"n": {"type": "integer"}, "gone": false, "m": {"propertyNames": {"enum": ["a"]}}}})");
  EXPECT_EQ(described(validate_against_schema(
                forms, json::parse(R"({"n": "x", "gone": 1, "m": {"b": 1}})"))),
            (std::vector<std::string>{
                "/gone key 'gone' is not allowed here @key FORMAT_UNKNOWN_KEY",
                "/m/b key \"b\" is not one of \"a\" @key FORMAT_UNKNOWN_KEY",
                "/n expected integer, found a string FORMAT_TYPE",
            }));
  EXPECT_EQ(schema_problems(json::parse(R"({"properties": {"a": {"format": "x"}}})")),
            std::vector<std::string>{"schema keyword 'format' is outside the subset kifukit "
                                     "validates (at /properties/a/format)"});
  EXPECT_TRUE(schema_problems(schema).empty());
}

// A schema whose keywords have values the validator cannot read is refused before any case is
// checked against it (each of these threw inside the walk: exit 70).
TEST(JsonSchemaSubset, RefusesKeywordValuesItCannotRead) {
  const json schema = json::parse(R"({"type": ["object", "map"], "required": [1],
    "properties": {"a": {"$ref": "http://x"}, "b": {"$ref": "#/$defs/none"},
                   "c": {"pattern": "("}, "d": {"minLength": "x"}, "e": {"maximum": null},
                   "f": {"uniqueItems": 1}, "g": {"anyOf": []}, "h": 7},
    "patternProperties": {"[": true}})");
  EXPECT_EQ(schema_problems(schema),
            (std::vector<std::string>{
                // Keys in byte order, as nlohmann keeps a map: patternProperties first.
                "schema keyword 'patternProperties': [ is not a regular expression (at "
                "/patternProperties/[)",
                "schema keyword '$ref' must be a local reference (#/...) to a part of the schema "
                "(at /properties/a/$ref)",
                "schema keyword '$ref' must be a local reference (#/...) to a part of the schema "
                "(at /properties/b/$ref)",
                "schema keyword 'pattern': ( is not a regular expression (at "
                "/properties/c/pattern)",
                "schema keyword 'minLength' must be a whole number of 0 or more (at "
                "/properties/d/minLength)",
                "schema keyword 'maximum' must be a number (at /properties/e/maximum)",
                "schema keyword 'uniqueItems' must be true or false (at "
                "/properties/f/uniqueItems)",
                "schema keyword 'anyOf' must be a non-empty list of schemas (at "
                "/properties/g/anyOf)",
                "a schema is a map or a boolean (at /properties/h)",
                "schema keyword 'required' must be a list of strings (at /required)",
                "schema keyword 'type' must be a type name or a list of them (at /type)",
            }));
}

TEST(Scoring, VerdictCodeAndFieldsAreSeparateKinds) {
  const json expected = json::parse(
      R"({"outcome": "legal", "position": "p", "status": "ongoing", "perft": {"1": 9}})");
  json answer =
      json::parse(R"({"type": "result", "id": "a/b", "profile": "qdan", "outcome": "legal",
      "position": "q", "status": "ongoing", "observed": {"perft": {"1": 9, "2": 81}}})");
  PairResult r = score_answer(expected, answer);
  EXPECT_EQ(r.status, PairStatus::Failed);
  ASSERT_EQ(r.mismatches.size(), 1u);
  EXPECT_EQ(r.mismatches[0].kind, "position");
  answer["position"] = "p";
  EXPECT_EQ(score_answer(expected, answer).status, PairStatus::Passed);  // extra depths are fine

  const json illegal =
      json::parse(R"({"outcome": "illegal-move", "code": "ILLEGAL_NIFU", "ply": 2})");
  answer = json::parse(R"({"type": "result", "outcome": "illegal-move", "code": "X", "ply": 3})");
  r = score_answer(illegal, answer);
  ASSERT_EQ(r.mismatches.size(), 2u);
  EXPECT_EQ(r.mismatches[0].kind, "code");
  EXPECT_EQ(r.mismatches[1].kind, "ply");
  answer["outcome"] = "legal";
  r = score_answer(illegal, answer);
  ASSERT_EQ(r.mismatches.size(), 1u);  // a wrong verdict says nothing about the code
  EXPECT_EQ(r.mismatches[0].kind, "verdict");
  EXPECT_EQ(score_answer(illegal, json::parse(R"({"type": "skipped", "reason": "r"})")).status,
            PairStatus::Skipped);
}

// docs/conformance.md: "an expectation without `void` accepts any `void`, and one with
// `void: false` needs the field" (issue 17: fields left out vs `void: false`).
TEST(Scoring, VoidFalseNeedsTheField) {
  const json ended = json::parse(
      R"({"type": "result", "outcome": "legal", "position": "p", "status": "ended",
      "end": "last-survivor"})");
  const json without_void = json::parse(
      R"({"outcome": "legal", "position": "p", "status": "ended", "end": "last-survivor"})");
  EXPECT_EQ(score_answer(without_void, ended).status, PairStatus::Passed);
  json with_void = without_void;
  with_void["void"] = false;
  PairResult r = score_answer(with_void, ended);
  ASSERT_EQ(r.mismatches.size(), 1u);
  EXPECT_EQ(r.mismatches[0].kind, "void");
  EXPECT_TRUE(r.mismatches[0].actual.is_null());
  json answered = ended;
  answered["void"] = false;
  EXPECT_EQ(score_answer(with_void, answered).status, PairStatus::Passed);
}

TEST(Protocol, AnswersMustBeForTheRequest) {
  const json request = {{"id", "a/b"}, {"profile", "qdan"}};
  EXPECT_EQ(answer_problem(json::parse(R"({"type": "result", "id": "a/b", "profile": "qdan",
      "outcome": "legal"})"),
                           request),
            "");
  EXPECT_EQ(answer_problem(json::parse(R"({"type": "result", "id": "a/c", "profile": "qdan",
      "outcome": "legal"})"),
                           request),
            "the answer is for another case or profile (id \"a/c\", profile \"qdan\")");
  EXPECT_EQ(answer_problem(json::parse(R"({"type": "result", "id": "a/b", "profile": "qdan",
      "outcome": "won"})"),
                           request),
            "a result needs outcome: legal, illegal-move, invalid-setup or malformed");
  EXPECT_EQ(answer_problem(json::parse(R"({"type": 7})"), request),
            "the answer's type is not result, skipped or errored");
}

// The harness's readings fail as Result<T>: the old message word for word, with the code of what
// is wrong (docs/decisions.md, "Rules as data and one way to fail").
TEST(Protocol, RefusalsAreDiagnosticsWithCodes) {
  Result<Handshake> not_json = handshake_from_line("hello");
  ASSERT_FALSE(not_json);
  ASSERT_EQ(not_json.diagnostics().size(), 1u);
  EXPECT_EQ(not_json.diagnostics()[0].code, Code::FORMAT_SYNTAX);
  EXPECT_EQ(not_json.message(), "the start message is not JSON: hello");

  Result<Handshake> old = handshake_from_line(R"({"type": "start", "protocol": 3})");
  ASSERT_FALSE(old);
  EXPECT_EQ(old.diagnostics()[0].code, Code::FORMAT_BAD_VALUE);
  EXPECT_EQ(old.message(), "the adapter speaks protocol 3, the harness protocols 1 to 2");

  Result<Handshake> bare = handshake_from_line(R"({"type": "start", "protocol": 1})");
  ASSERT_FALSE(bare);
  EXPECT_EQ(bare.diagnostics()[0].code, Code::FORMAT_MISSING_KEY);

  Result<Handshake> good = handshake_from_line(
      R"({"type": "start", "protocol": 1, "implementation": "toy", "version": "1",)"
      R"( "profiles": ["qdan"]})");
  ASSERT_TRUE(good);
  EXPECT_TRUE(good.diagnostics().empty());
  EXPECT_EQ(good.message(), "");
  EXPECT_EQ(good->implementation, "toy");
  EXPECT_EQ(good->profiles, std::vector<std::string>{"qdan"});

  Result<json> answer = answer_from_line("[1", {{"id", "a/b"}, {"profile", "qdan"}});
  ASSERT_FALSE(answer);
  EXPECT_EQ(answer.diagnostics()[0].code, Code::FORMAT_SYNTAX);
  EXPECT_EQ(answer.message(), "protocol: the answer is not JSON: [1");
}

TEST(SkipList, LinesGlobsAndErrors) {
  std::vector<Diagnostic> errors;
  auto list = parse_skip_list("# known\n\ndrops/* qdan  # nifu axis\nsetup/x *\n", "f", errors);
  ASSERT_TRUE(list);
  EXPECT_EQ(list->find("drops/nifu", "qdan")->reason, "nifu axis");
  EXPECT_EQ(list->find("drops/nifu", "sdin"), nullptr);
  EXPECT_EQ(list->find("setup/x", "sdin")->line, 4);
  EXPECT_FALSE(parse_skip_list("a\n  b c d\n", "f", errors));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(render(errors[0]),
            "f:1:1: error: expected '<case id> <profile|*>  # reason' [FORMAT_SYNTAX]");
  EXPECT_EQ(render(errors[1]),
            "f:2:3: error: expected '<case id> <profile|*>  # reason' [FORMAT_SYNTAX]");
}

// A profile that is no built-in one would skip nothing: refused at the profile's column, with
// the closest name.
TEST(SkipList, AnUnknownProfileIsRefused) {
  std::vector<Diagnostic> errors;
  EXPECT_FALSE(parse_skip_list("drops/* qdan\ndrops/x  qdna  # typo\n", "s", errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(render(errors[0]),
            "s:2:10: error: unknown profile 'qdna'; did you mean 'qdan'? [PROFILE_UNKNOWN_NAME]");
}

// An entry whose glob matches no case id is left over from a renamed or removed case: a warning
// at its id (line 3 column 3, after two spaces), the others match.
TEST(SkipList, EntriesThatMatchNoCaseAreWarnings) {
  std::vector<Diagnostic> errors;
  auto list = parse_skip_list("drops/* qdan\nsetup/x *\n  gone/* *  # renamed\n", "s", errors);
  ASSERT_TRUE(list);
  const std::vector<Diagnostic> warnings =
      unmatched_skips(*list, "s", {"drops/nifu", "setup/x", "setup/y"});
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(render(warnings[0]),
            "s:3:3: warning: 'gone/*' matches no case of the corpus [CORPUS_SKIP_UNMATCHED]");
  EXPECT_FALSE(has_error(warnings));
}

// A standard case takes options (corpus 1.2.0: the CSA declaration of docs/rules.md §9.4.1 is
// five of them); each is checked against the standard profile as a four-player case's are.
TEST(CaseOptions, StandardCasesTakeOptionsCheckedAgainstStandard) {
  auto load = [](const std::string& options) {
    const std::string text =
        "id: s/csa\ndescription: \"A case.\"\nrule: \"none\"\nfeatures: [declaration]\n"
        "variant: standard\noptions: {" +
        options +
        "}\nstart: \"4k4/9/9/9/9/9/9/9/4K4 b - 2\"\nmoves:\n  - {seat: south, event: declare}\n"
        "expect:\n  standard: {outcome: illegal-move, code: ILLEGAL_DECLARATION, ply: 1}\n";
    return load_case("s/csa.yaml", text, "s/csa", builtin_case_schema());
  };
  CaseLoad csa = load(
      "declaration_from_ply: 1, declaration_pieces_in_zone: 10, declaration_points_south: 28, "
      "declaration_points_others: 27, declaration_result: declarer-wins");
  ASSERT_TRUE(csa.loaded);
  EXPECT_TRUE(csa.diagnostics.empty()) << render(csa.diagnostics.front());
  EXPECT_EQ(csa.loaded->options["declaration_points_others"], 27);

  // "sometimes" is no declaration_result: refused where it stands (line 6, column 31: the value).
  CaseLoad bad = load("declaration_result: sometimes");
  ASSERT_EQ(bad.diagnostics.size(), 1u);
  EXPECT_EQ(bad.diagnostics[0].line, 6);
  EXPECT_EQ(bad.diagnostics[0].column, 31);
  EXPECT_EQ(bad.diagnostics[0].code, Code::PROFILE_BAD_VALUE) << render(bad.diagnostics[0]);
}

TEST(CaseYamlWriter, ReadsBackToTheSameJson) {
  json c = json::parse(R"({"id": "games/x", "description": "d: e", "rule": "r", "features": ["a"],
      "moves": [{"seat": "south", "move": "5g5f"}, {"seat": "west", "event": "resign"}],
      "expect": {"*": {"outcome": "legal", "position": "4nK4/9 s", "status": "ended",
                       "end": "repetition", "ranking": {"south": 1, "north": 2},
                       "legal_moves_per_ply": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                           16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
                       "perft": {"1": 9}}}})");
  const std::string text = case_to_yaml(c, "header");
  Diagnostic e;
  auto back = parse_located_yaml(text, "back.yaml", e);
  ASSERT_TRUE(back) << e.message << "\n" << text;
  EXPECT_EQ(back->value, c);
  EXPECT_NE(text.find("  - {seat: south, move: 5g5f}\n"), std::string::npos) << text;
  EXPECT_NE(text.find("    ranking: {south: 1, north: 2}\n"), std::string::npos) << text;
  EXPECT_EQ(text.substr(0, 9), "# header\n");
}

}  // namespace
}  // namespace kifukit::corpus
