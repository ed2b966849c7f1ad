// The one way a function that can fail says so: a value, or the Diagnostics that tell why not
// (rules/diagnostic.hpp: where, how bad, which reason code, a message). A function that only
// checks returns std::optional<Diagnostic> or std::vector<Diagnostic>; one that builds something
// returns Result<T>. Readers throw FormatError inside themselves and turn it into a Diagnostic at
// one boundary (formats/source_text.cpp guarded_read); nothing else throws to say "bad input".
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rules/diagnostic.hpp"

namespace kifukit {

template <class T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: a value is a success
  // A failure, with at least one diagnostic.
  static Result failure(Diagnostic why) { return Result(std::vector<Diagnostic>{std::move(why)}); }
  static Result failure(std::vector<Diagnostic> why) { return Result(std::move(why)); }
  // A failure about no place of a text (a process, a message on a pipe): the message and code.
  static Result failure(Code code, std::string message) {
    return failure(error_at("", 0, 0, code, std::move(message)));
  }

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }
  // The value as an optional (moved out), for callers that keep one.
  std::optional<T> take() { return std::move(value_); }

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  // The first diagnostic's message ("" on success): the one line a caller prints.
  std::string message() const { return diagnostics_.empty() ? "" : diagnostics_.front().message; }

 private:
  explicit Result(std::vector<Diagnostic> why) : diagnostics_(std::move(why)) {}
  std::optional<T> value_;
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace kifukit
