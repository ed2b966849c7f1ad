// The bodies of the libFuzzer targets (scripts/fuzz, docs/limits.md): one function per reader
// and one that replays fuzzed games through the Referee. They live in a library so that the
// fuzzers (fuzz/fuzz_main.cpp) and tests/fuzz_regressions_test.cpp run exactly the same code on
// an input. A body returns normally for every input a reader may meet; a broken invariant throws
// InvariantFailure (a crash for libFuzzer, a failed test for the regression test).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kifukit::fuzz {

class InvariantFailure : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};
// An invariant the targets check: `what` failed, with `detail` when there is one.
inline void require(bool ok, std::string_view what, const std::string& detail = {}) {
  if (!ok) throw InvariantFailure(std::string(what) + (detail.empty() ? "" : ": " + detail));
}

using TargetFn = int (*)(const std::uint8_t* data, std::size_t size);

struct Target {
  std::string_view name;  // the fuzzer's name: build-fuzz/fuzz/fuzz_<name>, fuzz/findings/<name>/
  TargetFn run;
};

// Records: read_record in one syntax; a record that reads must write, read back equal in every
// lossless syntax, resolve its profile and validate without crashing.
int record_yaml(const std::uint8_t* data, std::size_t size);
int record_xml(const std::uint8_t* data, std::size_t size);
int record_json(const std::uint8_t* data, std::size_t size);
int record_text(const std::uint8_t* data, std::size_t size);
// Other programs' formats (converters/): a record that reads writes back in its own format
// and, when nothing was reported lost, reads back equal; then it validates without crashing.
int converter_kif(const std::uint8_t* data, std::size_t size);
int converter_usi(const std::uint8_t* data, std::size_t size);
int converter_csa(const std::uint8_t* data, std::size_t size);
int converter_ki2(const std::uint8_t* data, std::size_t size);
// tonykoval's JSON logs: the converter checks, and fuzz/tonykoval_reader.hpp.
int tonykoval_reader(const std::uint8_t* data, std::size_t size);
int converter_jkf(const std::uint8_t* data, std::size_t size);
// The four-player position string (yonin) and SFEN (standard, chu): a parsed position prints
// back, reads back equal, and its legal moves are all legal by diagnose_move.
int position(const std::uint8_t* data, std::size_t size);
// Squares and moves of the three variants (chu: lion moves with a middle square); a parsed move
// prints back the same text and is judged alike by is_legal and diagnose_move in sample
// positions of each variant.
int move(const std::uint8_t* data, std::size_t size);
// read_profile with in-memory sources only (never the disk): `MAIN[\n%%\nFILE[\n%%\nOPTIONS]]`,
// FILE being what any `extends:` path reads, OPTIONS one `key=value` override per line.
int profile(const std::uint8_t* data, std::size_t size);
// A game under one of the built-in profiles (and a few option sets): bytes choose among the
// legal moves, and now and then play raw move texts, wrong seats and events. Checks that the
// Referee never accepts what diagnose_move rejects, that every position prints and reads back,
// and that the validator replays the accepted entries to the same end.
int referee(const std::uint8_t* data, std::size_t size);

// A variant file (docs/variants.md): read_variant reports located errors or gives a variant whose
// start position, when it parses, prints back, and whose generated moves diagnose_move accepts
// and the move notation reads back.
int variant(const std::uint8_t* data, std::size_t size);

// The adapter protocol (fuzz/target_adapter.cpp): each line read by the harness as an adapter's
// handshake and answer, and by the built-in adapter as a request; messages stay short and UTF-8,
// answers well-formed.
int adapter_protocol(const std::uint8_t* data, std::size_t size);

// Write-then-read-back (fuzz/target_written.cpp): the bytes build a record in memory, a writer
// writes it and the reader reads it back equal, unless the writer refused or reported the loss.
// written_own: YAML, JSON, XML, the kanji text (yonin, standard, chu); written_other: KIFU,
// KI2U, CSA, JKF, USI (standard) and tonykoval (yonin).
int written_own(const std::uint8_t* data, std::size_t size);
int written_other(const std::uint8_t* data, std::size_t size);

std::span<const Target> targets();
const Target* find_target(std::string_view name);

}  // namespace kifukit::fuzz
