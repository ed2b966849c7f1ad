// A hostile adapter (issue 15, cases 4, 8 and 12): whatever an implementation under test prints,
// `kifukit corpus run` keeps its report, bounds what it holds and what it quotes, and stops
// restarting an adapter that cannot answer.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/hostile_util.hpp"

namespace kifukit::testing {
namespace {

using json = nlohmann::json;

const std::string kCorpus = std::string(KIFUKIT_SOURCE_DIR) + "/corpus";
const char* const kHandshake =
    R"({"type":"start","protocol":1,"implementation":"hostile","version":"1","profiles":["qdan"]})";

// An adapter as a shell script: the handshake, then `answer` (shell commands) for each request.
std::string adapter(const ScratchDir& dir, const std::string& answer) {
  const std::string path = dir / "adapter.sh";
  write_file(
      path, std::string("read -r start\nprintf '%s\\n' '") + kHandshake +
                "'\nwhile read -r request; do\ncase \"$request\" in *'\"stop\"'*) exit 0;; esac\n" +
                answer + "\ndone\n");
  return "sh '" + path + "'";
}

CommandResult run_corpus(const std::string& adapter_command, const std::string& glob) {
  return run_kifukit({"corpus", "run", "--corpus", kCorpus, "--adapter", adapter_command,
                      "--profile", "qdan", "--run", glob, "--format", "json", "--timeout", "5"});
}

std::vector<std::string> messages(const json& report) {
  std::vector<std::string> out;
  for (const json& p : report["problems"]) out.push_back(p.value("message", ""));
  return out;
}

TEST(HostileAdapter, NonJsonAnswerSplittingACharacterKeepsTheJsonReport) {
  ScratchDir dir("adapter-utf8");
  // 79 ASCII bytes, then a two-byte character whose second byte is the 81st.
  const std::string line = std::string(79, 'a') + "\xC3\xA9 tail";
  auto r = run_corpus(adapter(dir, "printf '%s\\n' '" + line + "'"), "drops/drop-from-empty-hand");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  json report = json::parse(r.out);  // the report is there, and valid
  ASSERT_FALSE(report["problems"].empty());
  EXPECT_EQ(messages(report).front(),
            "protocol: the answer is not JSON: " + std::string(60, 'a') + "...");
}

TEST(HostileAdapter, BinaryGarbageIsQuotedEscapedAndShort) {
  ScratchDir dir("adapter-binary");
  auto r = run_corpus(adapter(dir, "printf '\\001\\033[2J\\377\\376xyz\\n'"),
                      "drops/drop-from-empty-hand");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  json report = json::parse(r.out);
  ASSERT_FALSE(report["problems"].empty());
  EXPECT_EQ(messages(report).front(),
            "protocol: the answer is not JSON: \\x01\\x1B[2J\\xFF\\xFExyz");
}

TEST(HostileAdapter, AnswerWithoutANewlineIsCutAtTheLineLimit) {
  ScratchDir dir("adapter-endless");
  // Zero bytes without end: refused at 1 MiB, not held until the timeout.
  auto r = run_corpus(adapter(dir, "head -c 3000000 /dev/zero"), "drops/drop-from-empty-hand");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  json report = json::parse(r.out);
  ASSERT_FALSE(report["problems"].empty());
  std::string nuls;
  for (int i = 0; i < 60; ++i) nuls += "\\x00";
  EXPECT_EQ(messages(report).front(),
            "protocol: an answer longer than 1048576 bytes without a newline: " + nuls +
                "...; adapter killed");
}

TEST(HostileAdapter, AnAdapterFailingEveryRequestIsNotRestartedForever) {
  ScratchDir dir("adapter-crash");
  auto r = run_corpus(adapter(dir, "exit 7"), "*");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  json report = json::parse(r.out);
  // The first request and four restarts fail; the rest are not sent.
  EXPECT_EQ(report["restarts"], 4);
  const std::vector<std::string> m = messages(report);
  ASSERT_GT(m.size(), 6u);
  for (std::size_t i = 0; i < 5; ++i)
    EXPECT_EQ(m[i], "crash: the adapter exited without answering") << i;
  for (std::size_t i = 5; i < m.size(); ++i)
    EXPECT_EQ(m[i], "not run: the adapter failed 5 requests in a row and is not restarted again")
        << i;
}

TEST(HostileAdapter, TimeoutIsAtMostTenMinutes) {
  auto r = run_kifukit({"corpus", "run", "--corpus", kCorpus, "--timeout", "86400"});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "kifukit: error: --timeout must be a number of seconds above 0, at most 600\n");
}

TEST(HostileAdapter, ALongErroredMessageIsShownShort) {
  ScratchDir dir("adapter-long");
  // An `errored` answer whose message is 100,000 characters with a NUL in it.
  const std::string script =
      "id=$(printf '%s' \"$request\" | sed 's/.*\"id\":\"\\([^\"]*\\)\".*/\\1/')\n"
      "printf "
      "'{\"type\":\"errored\",\"id\":\"%s\",\"profile\":\"qdan\",\"message\":\"\\\\u0000%s\"}\\n'"
      " \"$id\" \"$(head -c 100000 /dev/zero | tr '\\0' x)\"";
  auto r = run_corpus(adapter(dir, script), "drops/drop-from-empty-hand");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  json report = json::parse(r.out);
  ASSERT_FALSE(report["problems"].empty());
  EXPECT_EQ(messages(report).front(), "\\x00" + std::string(399, 'x') + "...");
}

}  // namespace
}  // namespace kifukit::testing
