// The adapter protocol from both ends (docs/conformance.md): every line of the input is read as
// the harness reads an adapter's line (the handshake, then answers to one fixed request) and as
// the built-in adapter reads a line from the harness.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "corpus/adapter_reply.hpp"
#include "corpus/protocol.hpp"
#include "formats/json_append.hpp"
#include "fuzz/targets.hpp"

namespace kifukit::fuzz {

namespace {

using json = nlohmann::json;

// A message longer than this quotes more than a short excerpt of the input.
constexpr std::size_t kMaxMessageBytes = 2048;
// Lines per input judged: more only repeat the same code.
constexpr std::size_t kMaxLines = 64;

// What the harness prints must be valid UTF-8 (nlohmann's dump throws otherwise) and short.
void require_printable(const std::string& message, std::string_view what) {
  require(!message.empty(), what, "empty");
  require(message.size() <= kMaxMessageBytes, what, "too long: " + message.substr(0, 100));
  try {
    (void)json(message).dump();
  } catch (const json::exception& e) {
    throw InvariantFailure(std::string(what) + ": not UTF-8: " + e.what());
  }
}

const json& fixed_request() {
  static const json request = {{"type", "run"},
                               {"id", "fuzz/case"},
                               {"profile", "qdan"},
                               {"parameters", json::object()},
                               {"entries", json::array()}};
  return request;
}

void harness_reads(const std::string& line, bool first) {
  if (first) {
    if (Result<corpus::Handshake> h = corpus::handshake_from_line(line)) {
      require(h->protocol == 1 || h->protocol == 2, "a handshake of an unknown protocol");
      (void)h->supports("qdan");
    } else {
      require_printable(h.message(), "a refused handshake's message");
    }
  }
  if (Result<json> answer = corpus::answer_from_line(line, fixed_request())) {
    require(corpus::answer_problem(*answer, fixed_request()).empty(), "an accepted bad answer");
  } else {
    const std::string failure = answer.message();
    require(failure.rfind("protocol: ", 0) == 0, "a refused answer without 'protocol:'", failure);
    require_printable(failure, "a refused answer's message");
  }
}

void adapter_reads(const std::string& line) {
  corpus::Reply reply = corpus::reference_reply(line);
  if (!reply.answer) return;
  const json& a = *reply.answer;
  static constexpr std::array<std::string_view, 4> kTypes{"start", "result", "skipped", "errored"};
  require(a.is_object() && a.contains("type") && a["type"].is_string(), "an answer without type",
          compact_json(a));
  const std::string type = a["type"].get<std::string>();
  require(std::find(kTypes.begin(), kTypes.end(), type) != kTypes.end(), "an unknown answer type",
          type);
  try {
    (void)a.dump();
  } catch (const json::exception& e) {
    throw InvariantFailure(std::string("the built-in adapter's answer is not UTF-8: ") + e.what());
  }
}

}  // namespace

int adapter_protocol(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t start = 0;
  for (std::size_t n = 0; n < kMaxLines && start <= text.size(); ++n) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string line(text.substr(start, std::min(end - start, corpus::kMaxRequestBytes)));
    harness_reads(line, n == 0);
    adapter_reads(line);
    start = end + 1;
  }
  return 0;
}

}  // namespace kifukit::fuzz
