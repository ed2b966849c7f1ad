// The harness's view of an implementation under test: a handshake, then one answer per request.
// ProcessAdapter speaks the JSON Lines protocol to a child process, with a per-request timeout:
// a child that does not answer in time, exits or breaks the protocol is killed, the request is
// answered `errored` on its behalf, and the next request starts a fresh child.
// InProcessAdapter calls the reference engine directly (the linter).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/protocol.hpp"
#include "corpus/subprocess.hpp"

namespace kifukit::corpus {

class Adapter {
 public:
  virtual ~Adapter() = default;
  // The handshake, or why the implementation cannot be started.
  virtual Result<Handshake> start() = 0;
  // Always an answer that passes answer_problem(); failures become `errored`. `extra` is added
  // to the per-request timeout (perft cases, --timeout-per-mnode).
  virtual nlohmann::json run(const nlohmann::json& request, std::chrono::milliseconds extra) = 0;
  virtual void stop() = 0;
  // How many times the implementation was restarted after a failure.
  virtual int restarts() const { return 0; }
};

class ProcessAdapter : public Adapter {
 public:
  ProcessAdapter(std::vector<std::string> argv, std::string corpus_version,
                 std::chrono::milliseconds timeout)
      : argv_(std::move(argv)), corpus_version_(std::move(corpus_version)), timeout_(timeout) {}
  Result<Handshake> start() override;
  nlohmann::json run(const nlohmann::json& request, std::chrono::milliseconds extra) override;
  void stop() override;
  int restarts() const override { return restarts_; }
  // After this many failed requests in a row (crash, timeout, broken protocol) the adapter is
  // not restarted again and the remaining requests are answered `errored` at once: an adapter
  // that cannot answer would otherwise cost a restart, or a whole timeout, per request.
  static constexpr int kMaxFailuresInARow = 5;

 private:
  Result<Handshake> launch();
  std::vector<std::string> argv_;
  std::string corpus_version_;
  std::chrono::milliseconds timeout_;
  Subprocess child_;
  bool alive_ = false;
  int restarts_ = 0;
  int failures_in_a_row_ = 0;
};

class InProcessAdapter : public Adapter {
 public:
  Result<Handshake> start() override;
  nlohmann::json run(const nlohmann::json& request, std::chrono::milliseconds extra) override;
  void stop() override {}
};

// argv for `--adapter CMD`: the command line run by /bin/sh -c.
std::vector<std::string> shell_command(const std::string& command);

}  // namespace kifukit::corpus
