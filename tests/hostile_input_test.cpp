// Hostile input (issue 15): files that are no files, that never end, that loop, that are named
// in no encoding; each gets its documented exit code and message code, within the limits of
// docs/limits.md, and no file is changed.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdint>

#include <nlohmann/json.hpp>

#include "tests/hostile_util.hpp"

namespace kifukit::testing {
namespace {

using json = nlohmann::json;

TEST(HostileInput, FileNameThatIsNoUtf8GivesValidJson) {
  ScratchDir dir("name");
  fs::copy_file(kQdan, dir.path() / "bad\377name.yaml");
  auto r = run_kifukit({"validate", dir.path().string(), "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  json doc = json::parse(r.out);  // no abort, and the report is JSON
  ASSERT_EQ(doc["files"].size(), 1u);
  // The byte that is no UTF-8 is shown as U+FFFD.
  EXPECT_EQ(doc["files"][0]["file"], (dir.path() / "bad\xEF\xBF\xBDname.yaml").string());
  EXPECT_EQ(doc["files"][0]["outcome"], "legal");
}

}  // namespace
}  // namespace kifukit::testing

namespace kifukit::testing {
namespace {

// ---------------------------------------------------------------------------------------------
// Case 1: input that never ends, or is huge, is refused at the limit before it costs more.

TEST(HostileInput, ProfileFromADeviceThatNeverEndsIsRefusedAtTheLimit) {
  auto r = run_kifukit({"profiles", "check", "/dev/zero"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err,
            "/dev/zero:1:1: error: the profile is larger than the limit of 1048576 bytes (read no "
            "further) [PROFILE_SYNTAX]\n");
  r = run_kifukit({"validate", kQdan, "--profile-file", "/dev/zero"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.out, "");
}

TEST(HostileInput, ProfileOnStandardInputThatNeverEndsIsRefusedAtTheLimit) {
  ScratchDir dir("stdin-zero");
  auto r = run_shell("\"$KIFUKIT\" profiles check - </dev/zero", dir.path());
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err,
            "<stdin>:1:1: error: the profile is larger than the limit of 1048576 bytes (read no "
            "further) [PROFILE_SYNTAX]\n");
}

TEST(HostileInput, HugeSparseFilesAreRefusedByTheirSize) {
  ScratchDir dir("sparse");
  const std::uint64_t three_gb = 3ull << 30;
  for (const char* name : {"big.yaml", "profile.yaml"}) {
    write_file(dir / name, "");
    fs::resize_file(dir.path() / name, three_gb);
  }
  auto r = run_kifukit({"profiles", "check", dir / "profile.yaml"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err, dir / "profile.yaml" +
                       ":1:1: error: the profile is 3221225472 bytes; the limit is 1048576 (read "
                       "no further) [PROFILE_SYNTAX]\n");
  r = run_kifukit({"validate", dir / "big.yaml"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, dir / "big.yaml" +
                       ":1:1: error: input is 3221225472 bytes; the limit is 33554432 "
                       "[FORMAT_TOO_LARGE]\n" +
                       dir / "big.yaml" + ": malformed\n");
}

TEST(HostileInput, RecordFromADeviceThatNeverEndsIsRefusedAtTheLimit) {
  auto r = run_kifukit({"validate", "/dev/zero"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out,
            "/dev/zero:1:1: error: input is larger than the limit of 33554432 bytes "
            "[FORMAT_TOO_LARGE]\n/dev/zero: malformed\n");
}

TEST(HostileInput, ExtendsAFifoOrADeviceBesideIsRefusedWithoutOpeningIt) {
  ScratchDir dir("extends-fifo");
  ASSERT_EQ(::mkfifo((dir / "fifo.yaml").c_str(), 0600), 0);
  write_file(dir / "mine.yaml", "name: mine\nextends: fifo.yaml\n");
  // Opening the FIFO would wait for a writer forever; it is never opened.
  auto r = run_kifukit({"profiles", "check", dir / "mine.yaml"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err, dir / "mine.yaml" + ":2:10: error: extends: cannot read '" +
                       (dir.path() / "fifo.yaml").lexically_normal().generic_string() +
                       "' [PROFILE_EXTENDS_UNKNOWN]\n");
}

TEST(HostileInput, ExtendsAFileElsewhereIsRefusedAndNotQuoted) {
  ScratchDir dir("extends-elsewhere");
  write_file(dir / "mine.yaml", "name: mine\nextends: /etc/passwd\n");
  auto r = run_kifukit({"profiles", "check", dir / "mine.yaml"});
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.err, dir / "mine.yaml" +
                       ":2:10: error: extends: '/etc/passwd' is neither a built-in profile nor a "
                       "file beside this one (a name such as base.yaml or ./base.yaml) "
                       "[PROFILE_EXTENDS_UNKNOWN]\n");
}

TEST(HostileInput, SkipFileThatIsADeviceIsRefused) {
  auto r = run_kifukit({"corpus", "run", "--corpus", std::string(KIFUKIT_SOURCE_DIR) + "/corpus",
                        "--skip-file", "/dev/zero"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "/dev/zero: error: cannot read the skip file: is not a regular file (a device, FIFO "
            "or socket) [FORMAT_IO]\n");
}

// ---------------------------------------------------------------------------------------------
// Case 2: a batch reports what it cannot read entry by entry and validates the rest.

TEST(HostileInput, BatchWithALinkLoopADanglingLinkAndAFifoValidatesTheRest) {
  ScratchDir dir("batch");
  fs::create_directories(dir.path() / "games");
  fs::copy_file(kQdan, dir.path() / "games" / "good.yaml");
  fs::create_symlink("b.yaml", dir.path() / "games" / "a.yaml");
  fs::create_symlink("a.yaml", dir.path() / "games" / "b.yaml");
  fs::create_symlink("nowhere.json", dir.path() / "games" / "dangling.json");
  ASSERT_EQ(::mkfifo((dir / "games/pipe.txt").c_str(), 0600), 0);
  fs::create_directory_symlink(".", dir.path() / "games" / "self");  // not followed
  const auto before = snapshot(dir.path());
  auto r = run_kifukit({"validate", dir / "games"});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  const std::string g = dir / "games/";
  EXPECT_EQ(r.out, g +
                       "a.yaml: error: cannot be looked at: Too many levels of symbolic links "
                       "[FORMAT_IO]\n" +
                       g + "a.yaml: malformed\n" + g +
                       "b.yaml: error: cannot be looked at: Too many levels of symbolic links "
                       "[FORMAT_IO]\n" +
                       g + "b.yaml: malformed\n" + g +
                       "dangling.json: error: cannot be looked at: No such file or directory "
                       "[FORMAT_IO]\n" +
                       g + "dangling.json: malformed\n" + g +
                       "good.yaml: legal, 101 plies replayed, ended by two-eliminated: 1 east, 2 "
                       "west, 3 south, 4 north\n" +
                       g +
                       "pipe.txt: error: not a regular file (a device, FIFO or socket); not read "
                       "[FORMAT_IO]\n" +
                       g + "pipe.txt: malformed\n" +
                       "5 records: 1 clean, 0 with findings, 4 malformed; 101 plies\n");
  EXPECT_EQ(snapshot(dir.path()), before);
}

TEST(HostileInput, CorpusWithALinkLoopLintsAndRunsTheOtherCases) {
  ScratchDir dir("corpus-loop");
  // The corpus without its cases but one, and a link loop among them.
  const fs::path corpus = fs::path(KIFUKIT_SOURCE_DIR) / "corpus";
  const fs::path copy = dir.path() / "corpus";
  fs::create_directories(copy);
  for (const char* part : {"VERSION", "schema", "features.yaml", "reasons.yaml", "tools"})
    fs::copy(corpus / part, copy / part, fs::copy_options::recursive);
  fs::create_directories(copy / "cases" / "drops");
  fs::copy_file(corpus / "cases/drops/drop-from-empty-hand.yaml",
                copy / "cases/drops/drop-from-empty-hand.yaml");
  fs::create_symlink("loop.yaml", copy / "cases/drops/loop.yaml");
  const std::string loop_error =
      (copy / "cases/drops/loop.yaml").string() +
      ": error: cannot be looked at: Too many levels of symbolic links [FORMAT_IO]\n";
  auto r = run_kifukit({"corpus", "lint", copy.string()});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.out.find(loop_error), std::string::npos) << r.out;
  r = run_kifukit({"corpus", "run", "--corpus", copy.string(), "--profile", "qdan"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(loop_error), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("\nqdan: 1 passed, 0 failed, 0 skipped\n"), std::string::npos) << r.out;
}

// Case 13: a corpus case of 2 MB (a long move list) cost 476 MB in `corpus lint`.
TEST(HostileInput, OversizedCorpusCaseIsRefusedBeforeItIsParsed) {
  ScratchDir dir("corpus-big");
  const fs::path corpus = fs::path(KIFUKIT_SOURCE_DIR) / "corpus";
  const fs::path copy = dir.path() / "corpus";
  fs::create_directories(copy / "cases" / "drops");
  for (const char* part : {"VERSION", "schema", "features.yaml", "reasons.yaml", "tools"})
    fs::copy(corpus / part, copy / part, fs::copy_options::recursive);
  std::string moves = "id: drops/big\nmoves:\n";
  while (moves.size() <= 2'000'000) moves += "  - {seat: south, move: 5g5f}\n";
  write_file((copy / "cases/drops/big.yaml").string(), moves);
  auto r = run_kifukit({"corpus", "lint", copy.string()});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.out.find((copy / "cases/drops/big.yaml").string() +
                       ": error: cannot read the file: is " + std::to_string(moves.size()) +
                       " bytes; the limit is 1048576 [FORMAT_TOO_LARGE]\n"),
            std::string::npos)
      << r.out;
}

TEST(HostileInput, CorpusFileOfManyValuesIsRefusedAtTheValueLimit) {
  ScratchDir dir("corpus-values");
  // 100,001 empty lists on one line fit in 1 MiB: refused at the 100,001st value.
  std::string text = "[";
  for (int i = 0; i < 100'000; ++i) text += "[],";
  text += "[]]\n";
  write_file(dir / "spec.yaml", text);
  fs::create_directories(dir.path() / "tools");
  fs::rename(dir.path() / "spec.yaml", dir.path() / "tools" / "observables.yaml");
  auto r =
      run_kifukit({"corpus", "generate-observables", "--corpus", dir.path().string(), "--check"});
  EXPECT_EQ(r.exit_code, 2);
  // The outer list is the first value; the 100,000th inner list is the 100,001st, at column
  // 1 + 3 * 99,999 + 1.
  EXPECT_EQ(r.err, dir / "tools/observables.yaml" +
                       ":1:299999: error: more than 100000 values in one corpus file (the "
                       "limit) [FORMAT_TOO_LARGE]\n");
}

TEST(HostileInput, UnreadableSubdirectoryIsReportedAndTheRestValidated) {
  if (::geteuid() == 0) GTEST_SKIP() << "root reads every directory";
  ScratchDir dir("unreadable");
  fs::create_directories(dir.path() / "games" / "locked");
  fs::copy_file(kQdan, dir.path() / "games" / "good.yaml");
  fs::permissions(dir.path() / "games" / "locked", fs::perms::none);
  auto r = run_kifukit({"validate", dir / "games"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.out.find(dir / "games/locked" +
                       ": error: cannot read the directory: Permission denied [FORMAT_IO]\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(dir / "games/good.yaml: legal"), std::string::npos);
}

}  // namespace
}  // namespace kifukit::testing

namespace kifukit::testing {
namespace {

// Case 9: a bad --option without --profile was a finding of each record (exit 1, two codes).
TEST(HostileInput, BadOptionWithoutAProfileIsABadCommandLine) {
  struct Case {
    std::string option;
    int exit;
    std::string err;
  };
  const std::vector<Case> cases = {
      {"move_limit=-3", 4,
       "--option:1:12: error: move_limit: must be a whole number from 0 to 2147483647 (0 = "
       "none), got -3 (--option move_limit=-3) [PROFILE_BAD_VALUE]\n"},
      {"foo=bar", 4,
       "--option:1:1: error: unknown key 'foo' (--option foo=bar) [PROFILE_UNKNOWN_KEY]\n"},
      {"=x", 3, "--option:1:1: error: expected key=value, got '=x' [PROFILE_OPTION_SYNTAX]\n"},
      // Minor list: 010 is 8 in YAML 1.1 and 10 in YAML 1.2.
      {"move_limit=010", 4,
       "--option:1:12: error: move_limit: '010' has a leading zero (octal 8 in YAML 1.1, 10 in "
       "YAML 1.2); write the number without it (--option move_limit=010) "
       "[PROFILE_BAD_VALUE]\n"},
  };
  for (const Case& c : cases)
    for (const char* command : {"validate", "replay"}) {
      auto r = run_kifukit({command, kQdan, "--option", c.option});
      EXPECT_EQ(r.exit_code, c.exit) << command << " " << c.option;
      EXPECT_EQ(r.out, "") << command << " " << c.option;
      EXPECT_EQ(r.err, c.err) << command << " " << c.option;
    }
}

}  // namespace
}  // namespace kifukit::testing

namespace kifukit::testing {
namespace {

// Case 7: what pugixml takes silently but a record never holds.
TEST(HostileInput, XmlRefusesWhatPugixmlWouldTakeSilently) {
  ScratchDir dir("xml");
  const std::string head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  const std::string record = "<record format=\"1\" variant=\"yonin\" profile=\"qdan\"/>\n";
  struct Case {
    std::string text, err;
  };
  const std::vector<Case> cases = {
      {head + record + "<record/>\n",
       "3:1: error: a second root element <record>: a record is one <record> element "
       "[FORMAT_SYNTAX]"},
      {head + record + "junk\n", "3:1: error: text after the <record> element [FORMAT_SYNTAX]"},
      {"<record format=\"1\" variant=\"yonin\" event=\"B&#0;en\"/>\n",
       "1:44: error: NUL character escaped in the input (no record syntax can hold it) "
       "[FORMAT_ENCODING]"},
      {"<record format=\"1\" variant=\"yonin\" event=\"&foo;\"/>\n",
       "1:43: error: an entity reference other than &amp; &lt; &gt; &quot; &apos; or &#N; "
       "(foo;) [FORMAT_SYNTAX]"},
      {head + "<!DOCTYPE record [<!ENTITY foo \"bar\">]>\n" + record,
       "2:1: error: a DOCTYPE (and entity declarations) is not part of the record format "
       "[FORMAT_SYNTAX]"},
      {"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n" + record,
       "1:21: error: the XML declaration names the encoding 'ISO-8859-1': records are UTF-8 "
       "[FORMAT_ENCODING]"},
  };
  for (const Case& c : cases) {
    write_file(dir / "r.xml", c.text);
    auto r = run_kifukit({"validate", dir / "r.xml"});
    EXPECT_EQ(r.exit_code, 2) << c.text;
    EXPECT_EQ(r.out, dir / "r.xml" + ":" + c.err + "\n" + dir / "r.xml" + ": malformed\n")
        << c.text;
  }
}

TEST(HostileInput, ReplayRefusesANegativePly) {
  auto r = run_kifukit({"replay", kQdan, "--ply", "-1"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: --ply must be 0 or more (0 = the start; default: the last ply)\n");
}

}  // namespace
}  // namespace kifukit::testing

namespace kifukit::testing {
namespace {

// The minor cases of issue 15, and the record after which text is refused (case 7's YAML half).
const std::string kTinyYaml = "format: 1\nvariant: yonin\nprofile: qdan\n";

// `validate FILE` of a file that cannot be read: its one diagnostic and "malformed", exit 2.
void expect_malformed(const std::string& file, const std::string& diagnostic) {
  auto r = run_kifukit({"validate", file});
  EXPECT_EQ(r.exit_code, 2) << file;
  EXPECT_EQ(r.out, file + ":" + diagnostic + "\n" + file + ": malformed\n");
}

TEST(HostileInput, YamlTextAfterTheRecordIsRefusedWhereItStarts) {
  ScratchDir dir("yaml-after");
  write_file(dir / "end.yaml", kTinyYaml + "...\njunk\n");
  expect_malformed(dir / "end.yaml",
                   "5:1: error: text after the record: a record file holds one YAML document "
                   "[FORMAT_SYNTAX]");
  write_file(dir / "second.yaml", kTinyYaml + "---\nformat: 1\n");
  expect_malformed(dir / "second.yaml",
                   "5:1: error: text after the record: a record file holds one YAML document "
                   "[FORMAT_SYNTAX]");
  // 43 characters of flow map and a space: the junk is at column 44.
  write_file(dir / "flow.yaml", "{format: 1, variant: yonin, profile: qdan} junk\n");
  expect_malformed(dir / "flow.yaml",
                   "1:44: error: text after the record: a record file holds one YAML document "
                   "[FORMAT_SYNTAX]");
}

// Case 11: a conversion says that the YAML comments are lost (no record field holds them).
TEST(HostileInput, ConvertingAYamlRecordWithCommentsWarnsThatTheyAreLost) {
  ScratchDir dir("yaml-comments");
  const std::string lossy =
      " not kept (the first here): a record's comments belong in `comment:` fields "
      "[FORMAT_LOSSY]\n";
  // The plain YAML the subset reader takes: a comment line and one after a value.
  write_file(dir / "plain.yaml", "# one\nformat: 1\nvariant: yonin  # two\nprofile: qdan\n");
  for (const char* target : {"out.yaml", "out.json", "out.xml"}) {
    auto r = run_kifukit({"convert", dir / "plain.yaml", "-o", dir / target});
    EXPECT_EQ(r.exit_code, 0) << target;
    EXPECT_EQ(r.err, dir / "plain.yaml" + ":1:1: warning: 2 comments (#) are" + lossy) << target;
  }
  EXPECT_EQ(read_file(dir / "out.yaml").find('#'), std::string::npos);
  // YAML that yaml-cpp reads (a block scalar): a `#` line inside the scalar is its text, the one
  // after it at the key's indentation a comment.
  write_file(dir / "block.yaml", kTinyYaml + "event: |\n  # not a comment\n  text\n# a comment\n");
  auto r = run_kifukit({"convert", dir / "block.yaml", "-o", dir / "block.json"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.err, dir / "block.yaml" + ":7:1: warning: 1 comment (#) is" + lossy);
  // Without comments, no warning.
  write_file(dir / "none.yaml", kTinyYaml);
  r = run_kifukit({"convert", dir / "none.yaml", "-o", dir / "none.json"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.err, "");
}

TEST(HostileInput, CarriageReturnOnlyLineEndsAreNamedAsSuch) {
  ScratchDir dir("cr");
  const std::string why =
      "error: the lines end in a carriage return alone (old Mac line ends); records end lines "
      "in LF or CR LF [FORMAT_SYNTAX]";
  write_file(dir / "cr.yaml", "format: 1\rvariant: yonin\rprofile: qdan\r");
  expect_malformed(dir / "cr.yaml", "1:10: " + why);  // after "format: 1"
  write_file(dir / "cr.txt", "# kifukit 1\rvariant: yonin\r");
  expect_malformed(dir / "cr.txt", "1:12: " + why);  // after "# kifukit 1"
  // XML reads a CR alone as a line end itself, JSON as white space.
  write_file(dir / "cr.xml", "<record format=\"1\"\rvariant=\"yonin\" profile=\"qdan\"/>\r");
  EXPECT_EQ(run_kifukit({"validate", dir / "cr.xml"}).exit_code, 0);
  write_file(dir / "cr.json", "{\"format\": 1,\r\"variant\": \"yonin\",\r\"profile\": \"qdan\"}\r");
  EXPECT_EQ(run_kifukit({"validate", dir / "cr.json"}).exit_code, 0);
  // CR LF is a line end like LF.
  std::string crlf = kTinyYaml;
  for (std::size_t i = 0; (i = crlf.find('\n', i)) != std::string::npos; i += 2)
    crlf.insert(i, "\r");
  write_file(dir / "crlf.yaml", crlf);
  auto r = run_kifukit({"validate", dir / "crlf.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
}

TEST(HostileInput, ASecondByteOrderMarkIsRefusedInEverySyntax) {
  ScratchDir dir("bom");
  const std::string bom = "\xEF\xBB\xBF";
  const std::string why = "1:1: error: a second byte order mark after the first [FORMAT_ENCODING]";
  write_file(dir / "b.yaml", bom + bom + kTinyYaml);
  expect_malformed(dir / "b.yaml", why);
  write_file(dir / "b.xml", bom + bom + "<record format=\"1\" variant=\"yonin\"/>\n");
  expect_malformed(dir / "b.xml", why);
  write_file(dir / "b.json", bom + bom + "{\"format\": 1, \"variant\": \"yonin\"}\n");
  expect_malformed(dir / "b.json", why);
  write_file(dir / "b.txt", bom + bom + "# kifukit 1\n");
  expect_malformed(dir / "b.txt", why);
  // One is fine.
  write_file(dir / "one.yaml", bom + kTinyYaml);
  EXPECT_EQ(run_kifukit({"validate", dir / "one.yaml"}).exit_code, 0);
}

TEST(HostileInput, LibraryWordingIsNotPassedThrough) {
  ScratchDir dir("wording");
  write_file(dir / "n.json", "{\"format\": 1e400}");
  expect_malformed(dir / "n.json", "1:16: error: number overflow parsing '1e400' [FORMAT_SYNTAX]");
  write_file(dir / "x.xml", "<record format=\"1\"><<x/></record>");
  // pugixml says "Could not determine tag type" at the second '<' (column 21).
  expect_malformed(dir / "x.xml",
                   "1:21: error: '<' that starts no tag, comment or declaration [FORMAT_SYNTAX]");
  // JKF: the number overflow was an internal error (exit 70).
  write_file(dir / "n.jkf", "{\"header\": {}, \"moves\": [{\"time\": 1e400}]}");
  auto r = run_kifukit({"convert", dir / "n.jkf", "-o", dir / "out.yaml"});
  EXPECT_EQ(r.exit_code, 2);
  // Located at the number's last character, as the record JSON reader does (issue 26: JKF is
  // parsed with located events now): `1e400` is columns 35 to 39.
  EXPECT_EQ(r.err, dir / "n.jkf" +
                       ":1:39: error: not JSON: number overflow parsing '1e400' [FORMAT_SYNTAX]\n");
  EXPECT_FALSE(fs::exists(dir.path() / "out.yaml"));
}

TEST(HostileInput, ProfileNestedTenToTheFiveDeepIsTooDeepNotABadFile) {
  ScratchDir dir("deep-profile");
  write_file(dir / "p.yaml", "name: x\nvariant: yonin\nmove_limit: " + std::string(100000, '[') +
                                 std::string(100000, ']') + "\n");
  auto r = run_kifukit({"profiles", "check", dir / "p.yaml"});
  EXPECT_EQ(r.exit_code, 4);
  // yaml-cpp gives up at the end of line 3: "move_limit: " (12) and 200,000 brackets.
  EXPECT_EQ(r.err, dir / "p.yaml" +
                       ":3:200013: error: nested deeper than any profile needs (a profile is a "
                       "page of `key: value` lines) [PROFILE_SYNTAX]\n");
}

TEST(HostileInput, PerftRefusesADepthNoOneCanWaitFor) {
  auto r = run_kifukit({"perft", "--variant", "standard", "--depth", "13"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err,
            "kifukit: error: --depth must be between 0 and 12 (deeper searches take years and "
            "their counts can pass 2^64)\n");
  EXPECT_EQ(r.out, "");
  r = run_kifukit({"perft", "--variant", "standard", "--depth", "-1"});
  EXPECT_EQ(r.exit_code, 3);
}

TEST(HostileInput, BuiltInAdapterAnswersALineOfNuls) {
  ScratchDir dir("adapter-nul");
  auto r = run_shell("printf '\\000\\000\\000\\000\\n' | \"$KIFUKIT\" adapter", dir.path());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out,
            "{\"id\":null,\"message\":\"not a start, run or stop message\",\"profile\":null,"
            "\"type\":\"errored\"}\n");
}

// A variant file is read with a profile's bound (docs/limits.md), named or on standard input.
TEST(HostileInput, VariantFromADeviceThatNeverEndsIsRefusedAtTheLimit) {
  auto r = run_kifukit({"variants", "check", "/dev/zero"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "/dev/zero: error: variant file is larger than the limit of 1048576 bytes "
            "[VARIANT_UNREADABLE]\n");
  ScratchDir dir("variant-stdin-zero");
  r = run_shell("\"$KIFUKIT\" variants check - </dev/zero", dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "<stdin>: error: variant file is larger than the limit of 1048576 bytes "
            "[VARIANT_UNREADABLE]\n");
}

// The built-in adapter reads a line of at most 1 MiB: a longer one is answered `errored` and
// skipped, and the next line is read as usual.
TEST(HostileInput, BuiltInAdapterSkipsALineLongerThanTheLimit) {
  ScratchDir dir("adapter-long-line");
  auto r = run_shell(
      "{ head -c 1048600 /dev/zero | tr '\\000' x; printf "
      "'\\n{\"type\":\"start\",\"protocol\":2}\\n'; "
      "head -c 3000000 /dev/zero | tr '\\000' y; } | \"$KIFUKIT\" adapter",
      dir.path());
  EXPECT_EQ(r.exit_code, 0);
  const std::string too_long =
      "{\"id\":null,\"message\":\"a line longer than 1048576 bytes; skipped unread\","
      "\"profile\":null,\"type\":\"errored\"}\n";
  ASSERT_GT(r.out.size(), 2 * too_long.size());
  EXPECT_EQ(r.out.substr(0, too_long.size()), too_long);
  const std::string handshake = r.out.substr(too_long.size(), r.out.size() - 2 * too_long.size());
  EXPECT_EQ(handshake.rfind("{\"implementation\":\"kifukit\",\"profiles\":[", 0), 0u) << handshake;
  EXPECT_NE(handshake.find("],\"protocol\":2,\"type\":\"start\",\"version\":\"0.1.0\"}\n"),
            std::string::npos)
      << handshake;
  // The last line has no newline: it ends at the end of the input, answered the same way.
  EXPECT_EQ(r.out.substr(r.out.size() - too_long.size()), too_long);
}

}  // namespace
}  // namespace kifukit::testing
