// The keys of JKF (json-kifu-format's schema, docs/formats/jkf.md) by the object they belong in,
// so that the reader warns at a key it does not read instead of dropping it silently (issue 26:
// every reader accounts for every value). `header` takes any key (kept as a header).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace kifukit {

// What an open JSON object or array of a JKF text is.
enum class JkfContext {
  Other,    // a value whose keys are not checked (inside `header`, or unknown)
  Root,     // the record
  Initial,  // `initial`
  Data,     // `initial.data`
  Board,    // `data.board` and its columns (arrays), and each cell
  Hands,    // `data.hands` and each hand (piece codes)
  Moves,    // a `moves` list or a fork, and each element of it
  Move,     // an element's `move`
  Square,   // `from`, `to`
  Time,     // an element's `time`
  Clock,    // `time.now`, `time.total`
};

// The context of a value opened under `key` in the innermost open value (Root when none is).
JkfContext jkf_child_context(const std::vector<JkfContext>& open, const std::string& key);
// Whether kifukit reads `key` in an object of `context`.
bool jkf_key_known(JkfContext context, std::string_view key);

}  // namespace kifukit
