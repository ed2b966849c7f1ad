// Every KIF, KI2, CSA, JKF and USI file kifukit writes from the records of tests/data and
// examples/ reads back in tsshogi 2.2 and json-kifu-format with kifukit's own start, moves,
// ending and variations (issue 25). The readers' verdicts are stored
// (tests/data/oracle/verdicts.json, written by tests/oracle/run-oracles, which needs node and
// the npm packages); this test needs neither. It checks that the writers still write the bytes
// the verdicts were taken from (else the script must be run again) and that each stored reading
// equals what kifukit reads from the source record, except where differences.json gives a
// reason.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "converters/convert_io.hpp"
#include "converters/kif_common.hpp"
#include "converters/usi.hpp"
#include "formats_test_util.hpp"
#include "sha256.hpp"

namespace kifukit {
namespace {

using nlohmann::json;
using testing::sha256_hex;
using testing::slurp;
using testing::source_dir;

// What the oracles are asked, as kifukit reads the source record.
struct Reading {
  std::string start;   // SFEN board, side to move, hands
  std::string moves;   // the main line in USI, space-separated
  std::string ending;  // the KIF word of kSpecials (CSA's where KIF has none), or ""
  int variations = 0;
};

int variation_count(const std::vector<Entry>& line) {
  int count = 0;
  for (const Entry& e : line)
    for (const std::vector<Entry>& b : e.branches) count += 1 + variation_count(b);
  return count;
}

std::string start_sfen(const Record& r) {
  Record start_only = r;
  start_only.entries.clear();
  start_only.result.reset();
  WriteResult w = write_sfen(start_only);
  if (!w.text) return "(no SFEN)";
  std::istringstream fields(*w.text);
  std::string board, turn, hands;
  fields >> board >> turn >> hands;
  return board + " " + turn + " " + hands;
}

Reading kifukit_reading(const Record& r) {
  Reading k;
  k.start = start_sfen(r);
  for (const Entry& e : r.entries)
    if (e.type == EntryType::Move) k.moves += (k.moves.empty() ? "" : " ") + e.move;
  if (const SpecialMove* s = ending_special(r, r.entries, true, nullptr))
    k.ending = std::string(s->kif.empty() ? s->csa : s->kif);
  k.variations = variation_count(r.entries);
  return k;
}

// The reasons of differences.json, by "format oracle field" and by "source format oracle field".
class Differences {
 public:
  explicit Differences(const json& list) {
    for (const json& d : list) {
      EXPECT_FALSE(d.value("reason", "").empty()) << d.dump();
      std::string key = d.at("format").get<std::string>() + " " +
                        d.at("oracle").get<std::string>() + " " + d.at("field").get<std::string>();
      if (d.contains("source")) key = d.at("source").get<std::string>() + " " + key;
      unused_.insert(key);
    }
  }
  bool allowed(const std::string& source, const std::string& format, const std::string& oracle,
               const std::string& field) {
    const std::string general = format + " " + oracle + " " + field;
    // A "source" ending in '/' holds for every file under that folder.
    std::vector<std::string> keys{source + " " + general, general};
    for (std::size_t slash = source.find('/'); slash != std::string::npos;
         slash = source.find('/', slash + 1))
      keys.push_back(source.substr(0, slash + 1) + " " + general);
    for (const std::string& key : keys)
      if (unused_.count(key) || used_.count(key)) {
        unused_.erase(key);
        used_.insert(key);
        return true;
      }
    return false;
  }
  const std::set<std::string>& unused() const { return unused_; }

 private:
  std::set<std::string> unused_, used_;
};

void compare(const std::string& what, const Reading& k, const json& oracle,
             const std::function<bool(const std::string&)>& allowed) {
  if (oracle.contains("error")) {
    EXPECT_TRUE(allowed("error")) << what << " cannot be read: " << oracle["error"];
    return;
  }
  auto field = [&](const char* name, const auto& mine, const auto& theirs) {
    if (mine != theirs) {
      EXPECT_TRUE(allowed(name)) << what << " " << name << ": kifukit '" << mine
                                 << "', the oracle '" << theirs << "'";
    }
  };
  field("start", k.start, oracle.at("start").get<std::string>());
  field("moves", k.moves, oracle.at("moves").get<std::string>());
  field("ending", k.ending, oracle.at("ending").get<std::string>());
  field("variations", k.variations, oracle.at("variations").get<int>());
}

TEST(OracleVerdicts, WrittenFilesReadBackInTsshogiAndJsonKifuFormat) {
  const json verdicts = json::parse(slurp(source_dir() / "tests/data/oracle/verdicts.json"));
  Differences differences(
      json::parse(slurp(source_dir() / "tests/data/oracle/differences.json")).at("differences"));
  std::map<std::string, Reading> readings;
  std::size_t files = 0;
  for (const json& v : verdicts.at("verdicts")) {
    const std::string source = v.at("source"), format = v.at("format");
    const std::string what = source + " as " + format;
    ReadResult read = read_record_any((source_dir() / source).string());
    ASSERT_TRUE(read.record) << what;
    WriteResult written = write_record_as(*read.record, *format_from_name(format));
    ASSERT_TRUE(written.text) << what;
    if (sha256_hex(*written.text) != v.at("sha256").get<std::string>()) {
      ADD_FAILURE() << what << ": kifukit writes other bytes than the verdicts were taken from;"
                    << " run tests/oracle/run-oracles again (tests/oracle/README.md)";
      continue;
    }
    ++files;
    const Reading mine = kifukit_reading(*read.record);
    for (const auto& [oracle, reading] : v.at("readings").items())
      compare(what + " read by " + oracle, mine, reading, [&](const std::string& field) {
        return differences.allowed(source, format, oracle, field);
      });
  }
  // Counted by the script's run (tests/oracle/README.md): the files kifukit writes.
  EXPECT_EQ(files, verdicts.at("verdicts").size());
  EXPECT_GE(files, 150u);
  for (const std::string& key : differences.unused())
    ADD_FAILURE() << "differences.json allows '" << key << "', which no verdict needs";
}

// Every record of tests/data and examples/ that kifukit writes in one of the five formats has its
// verdict: a record added later without running the script again is caught here.
TEST(OracleVerdicts, EveryWritableRecordHasAVerdict) {
  const json verdicts = json::parse(slurp(source_dir() / "tests/data/oracle/verdicts.json"));
  std::set<std::string> judged;
  for (const json& v : verdicts.at("verdicts"))
    judged.insert(v.at("source").get<std::string>() + " as " + v.at("format").get<std::string>());
  std::size_t writable = 0;
  for (const char* folder : {"tests/data", "examples"})
    for (const auto& f : std::filesystem::recursive_directory_iterator(source_dir() / folder)) {
      const std::string source = f.path().lexically_relative(source_dir()).generic_string();
      if (!f.is_regular_file() || source.find("fuzz-regressions") != std::string::npos ||
          !format_from_extension(source))
        continue;
      ReadResult read = read_record_any(f.path().string());
      if (!read.record) continue;
      for (const char* format : {"kif", "ki2", "csa", "jkf", "usi"}) {
        if (!write_record_as(*read.record, *format_from_name(format)).text) continue;
        ++writable;
        EXPECT_TRUE(judged.count(source + " as " + format))
            << source << " as " << format
            << " has no verdict: run tests/oracle/run-oracles (tests/oracle/README.md)";
      }
    }
  EXPECT_EQ(writable, judged.size());
}

// The digest itself, on the FIPS 180-4 examples.
TEST(OracleVerdicts, Sha256OfThePublishedExamples) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

}  // namespace
}  // namespace kifukit
