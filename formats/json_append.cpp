#include "formats/json_append.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

namespace kifukit {

void append_json_string(std::string& out, std::string_view text) {
  bool plain = true;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte >= 0x80 || c == '"' || c == '\\') {
      plain = false;
      break;
    }
  }
  if (plain) {
    out += '"';
    out += text;
    out += '"';
    return;
  }
  // Escapes, multi-byte characters and the replacement of invalid UTF-8 are nlohmann's rules;
  // asking it for the rare string that needs them keeps the bytes the same without a copy of them.
  out += compact_json(nlohmann::json(std::string(text)));
}

std::string json_quoted(std::string_view text) {
  std::string out;
  append_json_string(out, text);
  return out;
}

std::string compact_json(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string compact_json(const nlohmann::ordered_json& j) {
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

JsonAppender& JsonAppender::open(char bracket) {
  separate();
  out_ += bracket;
  after_value_ = false;
  return *this;
}

JsonAppender& JsonAppender::close(char bracket) {
  out_ += bracket;
  after_value_ = true;
  return *this;
}

void JsonAppender::separate() {
  if (after_value_) out_ += ',';
}

JsonAppender& JsonAppender::key(std::string_view name) {
  separate();
  append_json_string(out_, name);
  out_ += ':';
  after_value_ = false;
  return *this;
}

JsonAppender& JsonAppender::string(std::string_view text) {
  separate();
  append_json_string(out_, text);
  after_value_ = true;
  return *this;
}

JsonAppender& JsonAppender::number(long long n) {
  separate();
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
  out_.append(digits, end);
  after_value_ = true;
  return *this;
}

JsonAppender& JsonAppender::boolean(bool b) {
  separate();
  out_ += b ? "true" : "false";
  after_value_ = true;
  return *this;
}

JsonAppender& JsonAppender::null() {
  separate();
  out_ += "null";
  after_value_ = true;
  return *this;
}

}  // namespace kifukit
