// A game record read from a file or from bytes in any format kifukit reads (docs/library.md):
// kifukit's own YAML, XML, JSON and kanji text, and KIF, KI2, CSA, JKF, USI, SFEN, tonykoval.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "kifukit/export.hpp"

namespace kifukit::lib {

struct Finding;

class KIFUKIT_API Record {
 public:
  // The format by name (`formats()`); empty: from the extension, else from the content, as the
  // command decides. Throws Error (the reader's first error, file:line:col) when unreadable.
  static Record read_file(const std::string& path, const std::string& format = "");
  // The same from bytes; `name` stands for the file in messages and reports.
  static Record read_bytes(std::string_view bytes, const std::string& format = "",
                           const std::string& name = "<bytes>");

  // The record in `format`, as the file's bytes (KIF and KI2 in CP932 unless `encoding` is
  // "utf-8"). Throws Error when the format cannot hold it.
  std::string write(const std::string& format, const std::string& encoding = "") const;
  // Writes the file; the format from `format`, else from the extension of `path`.
  void write_file(const std::string& path, const std::string& format = "",
                  const std::string& encoding = "") const;

  const std::string& name() const;    // the file it was read from, or the name given
  const std::string& format() const;  // the format it was read in
  // The bytes it was read from (what a copy in another process reads again: pickling).
  const std::string& source() const;
  std::string variant() const;  // "yonin", "standard", "chu", ...
  std::string profile() const;  // the profile the record names; empty for the variant's default
  int entries() const;          // moves and events of the main line
  // The reader's warnings (errors make read_* throw).
  std::vector<Finding> warnings() const;

  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  explicit Record(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const Impl> impl_;  // immutable: copies share it
};

// Every format name read_* and write take: yaml xml json text kif kifu ki2 ki2u csa jkf usi
// sfen tonykoval.
KIFUKIT_API std::vector<std::string> formats();

}  // namespace kifukit::lib
