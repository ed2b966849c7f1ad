#include "corpus/adapter.hpp"

#include <algorithm>
#include <sstream>

#include "corpus/reference.hpp"
#include "formats/diagnostic.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

constexpr std::chrono::milliseconds kStartTimeout{10000};

std::string seconds_text(std::chrono::milliseconds ms) {
  std::ostringstream out;
  out << static_cast<double>(ms.count()) / 1000.0;
  return out.str();
}

}  // namespace

std::vector<std::string> shell_command(const std::string& command) {
  return {"/bin/sh", "-c", command};
}

Result<Handshake> ProcessAdapter::launch() {
  alive_ = false;
  if (std::optional<Diagnostic> why = child_.start(argv_))
    return Result<Handshake>::failure(std::move(*why));
  auto fail = [&](Code code, std::string message) {
    child_.kill();
    return Result<Handshake>::failure(code, std::move(message));
  };
  if (!child_.write_line(start_message(corpus_version_).dump()))
    return fail(Code::FORMAT_IO, "the adapter exited before the handshake");
  std::string line;
  // Starting an interpreter on a loaded machine can take longer than a short per-request
  // timeout: the handshake always gets at least kStartTimeout.
  switch (child_.read_line(line, std::max(timeout_, kStartTimeout))) {
    case Subprocess::Read::Timeout:
      return fail(Code::FORMAT_IO, "no start message within the timeout");
    case Subprocess::Read::Closed:
      return fail(Code::FORMAT_IO, "the adapter exited before the handshake");
    case Subprocess::Read::TooLong:
      return fail(Code::FORMAT_TOO_LARGE, "the start message is longer than " +
                                              std::to_string(Subprocess::kMaxLineBytes) +
                                              " bytes: " + excerpt(line));
    case Subprocess::Read::Line:
      break;
  }
  Result<Handshake> h = handshake_from_line(line);
  if (!h) {
    child_.kill();
    return h;
  }
  alive_ = true;
  return h;
}

Result<Handshake> ProcessAdapter::start() { return launch(); }

json ProcessAdapter::run(const json& request, std::chrono::milliseconds extra) {
  if (failures_in_a_row_ >= kMaxFailuresInARow)
    return errored_answer(request, "not run: the adapter failed " +
                                       std::to_string(kMaxFailuresInARow) +
                                       " requests in a row and is not restarted again");
  if (!alive_) {
    ++restarts_;
    if (Result<Handshake> h = launch(); !h) {
      ++failures_in_a_row_;
      return errored_answer(request, "crash: restarting the adapter failed: " + h.message());
    }
  }
  auto fail = [&](const std::string& message) {
    ++failures_in_a_row_;
    child_.kill();
    alive_ = false;
    return errored_answer(request, message);
  };
  if (!child_.write_line(request.dump())) return fail("crash: the adapter exited");
  std::string line;
  const std::chrono::milliseconds limit = timeout_ + extra;
  switch (child_.read_line(line, limit)) {
    case Subprocess::Read::Timeout:
      return fail("timeout: no answer within " + seconds_text(limit) + " s; adapter killed");
    case Subprocess::Read::Closed:
      return fail("crash: the adapter exited without answering");
    case Subprocess::Read::TooLong:
      return fail("protocol: an answer longer than " + std::to_string(Subprocess::kMaxLineBytes) +
                  " bytes without a newline: " + excerpt(line) + "; adapter killed");
    case Subprocess::Read::Line:
      break;
  }
  Result<json> answer = answer_from_line(line, request);
  if (!answer) return fail(answer.message());
  failures_in_a_row_ = 0;
  return *answer;
}

void ProcessAdapter::stop() {
  if (alive_) child_.write_line(stop_message().dump());
  child_.finish(std::chrono::milliseconds(2000));
  alive_ = false;
}

Result<Handshake> InProcessAdapter::start() {
  return parse_handshake(reference_handshake(start_message("")));
}

json InProcessAdapter::run(const json& request, std::chrono::milliseconds) {
  return reference_answer(request);
}

}  // namespace kifukit::corpus
