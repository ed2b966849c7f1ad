#include "corpus/adapter_reply.hpp"

#include <exception>

#include "corpus/protocol.hpp"
#include "corpus/reference.hpp"

namespace kifukit::corpus {

using json = nlohmann::json;

namespace {

json protocol_error(const std::string& message) {
  return {{"type", "errored"}, {"id", nullptr}, {"profile", nullptr}, {"message", message}};
}

std::string type_of(const json& message) {
  if (!message.is_object()) return "";
  auto it = message.find("type");
  return it != message.end() && it->is_string() ? it->get<std::string>() : "";
}

}  // namespace

Reply reference_reply(std::string_view line) {
  Reply reply;
  if (line.empty() || line == "\r") return reply;
  const json message = json::parse(line, nullptr, false);
  const std::string type = type_of(message);
  if (type == "stop") {
    reply.stop = true;
  } else if (type == "start") {
    reply.answer = reference_handshake(message);
  } else if (type == "run") {
    try {
      reply.answer = reference_answer(message);
    } catch (const std::exception& e) {
      reply.answer = errored_answer(message, std::string("internal error: ") + e.what());
    }
  } else {
    reply.answer = protocol_error("not a start, run or stop message");
  }
  return reply;
}

json too_long_reply() {
  return protocol_error("a line longer than " + std::to_string(kMaxRequestBytes) +
                        " bytes; skipped unread");
}

LineRead read_line_bounded(std::istream& in, std::string& line, std::size_t max) {
  line.clear();
  bool too_long = false;
  for (std::streambuf* buf = in.rdbuf();;) {
    const int c = buf->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      if (too_long) return LineRead::TooLong;
      return line.empty() ? LineRead::End : LineRead::Line;
    }
    if (c == '\n') return too_long ? LineRead::TooLong : LineRead::Line;
    if (line.size() < max)
      line.push_back(static_cast<char>(c));
    else
      too_long = true;
  }
}

}  // namespace kifukit::corpus
