// JSON written straight into a string, byte for byte as nlohmann's
// `dump(-1, ' ', false, error_handler_t::replace)` writes the same values (no spaces, UTF-8 kept,
// invalid UTF-8 as U+FFFD), without building a tree first. The validate report writes one object
// per file on the thread that prints; through a tree it cost about 120,000 instructions a file,
// which was 13% of a whole `validate --jobs 2` run and what kept two jobs under 1.8x one.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

namespace kifukit {

class JsonAppender {
 public:
  explicit JsonAppender(std::string& out) : out_(out) {}

  JsonAppender& begin_object() { return open('{'); }
  JsonAppender& end_object() { return close('}'); }
  JsonAppender& begin_array() { return open('['); }
  JsonAppender& end_array() { return close(']'); }
  // The next member's key; its value follows with one of the calls below.
  JsonAppender& key(std::string_view name);
  JsonAppender& string(std::string_view text);
  JsonAppender& number(long long n);
  JsonAppender& boolean(bool b);
  JsonAppender& null();

 private:
  JsonAppender& open(char bracket);
  JsonAppender& close(char bracket);
  void separate();  // a comma before every value or key but the first in its object or array

  std::string& out_;
  bool after_value_ = false;
};

// One JSON string (quotes included) as nlohmann writes it: the text copied when it holds only
// printable ASCII other than `"` and `\`, else escaped by nlohmann itself.
void append_json_string(std::string& out, std::string_view text);
// The same as a value of its own: `"text"`.
std::string json_quoted(std::string_view text);

// A JSON value on one line as the appender writes it (`dump(-1, ' ', false, replace)`): invalid
// UTF-8 quoted from hostile input becomes U+FFFD and cannot make a report unprintable.
std::string compact_json(const nlohmann::json& j);
std::string compact_json(const nlohmann::ordered_json& j);

}  // namespace kifukit
