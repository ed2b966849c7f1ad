// The built-in adapter's side of the protocol, one line at a time (docs/conformance.md): what
// `kifukit adapter` answers to a line from the harness. A library function so that the
// `adapter_protocol` fuzz target runs exactly the code the command runs.
#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace kifukit::corpus {

// The longest line the built-in adapter reads, like the harness's (Subprocess::kMaxLineBytes).
inline constexpr std::size_t kMaxRequestBytes = 1u << 20;

struct Reply {
  bool stop = false;                     // a `stop` message: the adapter ends
  std::optional<nlohmann::json> answer;  // nothing for an empty line or a stop
};

// The answer to one line: start -> handshake, run -> result/skipped/errored, anything else
// (not JSON, not an object, an unknown type) -> errored with id and profile null. Never throws:
// an exception inside the engine is an `errored` answer naming it an internal error.
Reply reference_reply(std::string_view line);

// The answer to a line longer than kMaxRequestBytes (its rest is skipped unread).
nlohmann::json too_long_reply();

enum class LineRead { Line, TooLong, End };
// Reads one line of at most `max` bytes (without the newline) into `line`. A longer line is
// read on to its newline keeping only its first `max` bytes, so one hostile line costs `max`
// bytes of memory.
LineRead read_line_bounded(std::istream& in, std::string& line, std::size_t max);

}  // namespace kifukit::corpus
