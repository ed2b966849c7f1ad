// Every reader is linear in its input (issue 26, docs/limits.md): each reads inputs of n, 2n and
// 4n (long lines, many lines, many games, many moves) and the cost may grow at most 2.5 times per
// doubling (a quadratic reader grows 4 times). The cost is counted, not timed, so the test is
// stable on a loaded machine: the bytes the readers scan to locate what they read
// (code_point_bytes_scanned: the quadratic readers of issue 26 counted columns again from the
// start of a long line each time), and the allocations and bytes allocated (operator new is
// replaced below, which is why this is its own executable).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include "converters/convert_io.hpp"
#include "converters/text/text_board.hpp"
#include "formats/notation.hpp"
#include "formats/record_json.hpp"
#include "formats/record_xml.hpp"
#include "formats/record_yaml.hpp"
#include "formats/source_text.hpp"
#include "rules/data/profile_registry.hpp"
#include "rules/movegen.hpp"
#include "rules/referee.hpp"

namespace {
std::uint64_t allocations = 0;
std::uint64_t allocated_bytes = 0;
}  // namespace

void* operator new(std::size_t n) {
  ++allocations;
  allocated_bytes += n;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
// GCC 12 takes free() of what this operator new returned (malloc) for a mismatch once a
// standard container's deallocation is inlined here (-Wmismatched-new-delete): the pair is
// malloc and free on both sides.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

namespace kifukit::testing {
namespace {

struct Cost {
  std::uint64_t scanned = 0, allocations = 0, bytes = 0;
};

// The cost of reading `text`, which must give a record of `plies` moves in its main line.
Cost cost_of(const std::string& text, RecordFormat f, std::size_t plies) {
  const std::uint64_t s0 = code_point_bytes_scanned(), a0 = allocations, b0 = allocated_bytes;
  std::size_t moves = 0;
  {
    std::vector<Record> more;  // the games after the first (CSA)
    ReadResult r = read_record_as(text, f, "t", &more);
    EXPECT_TRUE(r.record.has_value())
        << format_name(f) << ": " << (r.diagnostics.empty() ? "" : r.diagnostics[0].message);
    if (r.record) more.push_back(std::move(*r.record));
    for (const Record& game : more)
      for (const Entry& e : game.entries) moves += e.type == EntryType::Move;
  }
  EXPECT_EQ(moves, plies) << format_name(f);
  return {code_point_bytes_scanned() - s0, allocations - a0, allocated_bytes - b0};
}

void expect_linear(const char* what, RecordFormat f,
                   const std::function<std::string(std::size_t)>& input, std::size_t n) {
  Cost c[3];
  for (int k = 0; k < 3; ++k) c[k] = cost_of(input(n << k), f, (n << k) * 4);
  auto check = [&](const char* measure, std::uint64_t Cost::*m) {
    for (int k = 1; k < 3; ++k)
      EXPECT_LE(static_cast<double>(c[k].*m), 2.5 * static_cast<double>(c[k - 1].*m))
          << what << ": " << measure << " grows from " << c[k - 1].*m << " to " << c[k].*m
          << " when the input doubles";
  };
  check("bytes scanned", &Cost::scanned);
  check("allocations", &Cost::allocations);
  check("bytes allocated", &Cost::bytes);
}

std::string repeat(const std::string& s, std::size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

// Four king moves that come back to the start (59 to 58 and back, 51 to 52 and back), so the
// input can be as long as wanted; reading repeats no rule (the validator calls the repetition).
constexpr std::size_t kN = 2000;  // rounds of four moves at n

TEST(LinearReaders, CsaStatementsOnOneLine) {
  expect_linear(
      "CSA, one line", RecordFormat::Csa,
      [](std::size_t n) {
        return "V2.2\nPI\n+\n" + repeat("+5958OU,-5152OU,+5859OU,-5251OU,", n) + "\n";
      },
      kN);
}

TEST(LinearReaders, CsaStatementsOnManyLines) {
  expect_linear(
      "CSA, many lines", RecordFormat::Csa,
      [](std::size_t n) {
        return "V2.2\nPI\n+\n" + repeat("+5958OU\n-5152OU\n+5859OU\n-5251OU\n", n);
      },
      kN);
}

TEST(LinearReaders, CsaGames) {
  expect_linear(
      "CSA, many games", RecordFormat::Csa,
      [](std::size_t n) { return repeat("PI\n+\n+5958OU\n-5152OU\n+5859OU\n-5251OU\n/\n", n); },
      kN);
}

TEST(LinearReaders, Ki2MovesOnOneLine) {
  expect_linear(
      "KI2, one line", RecordFormat::Ki2u,
      [](std::size_t n) {
        return "手合割：平手\n" + repeat("▲５八玉　△５二玉　▲５九玉　△５一玉　", n) + "\n";
      },
      kN);
}

TEST(LinearReaders, Ki2MovesOnManyLines) {
  expect_linear(
      "KI2, many lines", RecordFormat::Ki2u,
      [](std::size_t n) {
        return "手合割：平手\n" + repeat("▲５八玉\n△５二玉\n▲５九玉\n△５一玉\n", n);
      },
      kN);
}

TEST(LinearReaders, KifMoves) {
  expect_linear(
      "KIF", RecordFormat::Kifu,
      [](std::size_t n) {
        std::string out = "手合割：平手\n手数----指手---------消費時間--\n";
        const char* moves[] = {"５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"};
        for (std::size_t i = 0; i < 4 * n; ++i)
          out += std::to_string(i + 1) + " " + moves[i % 4] + "\n";
        return out;
      },
      kN);
}

TEST(LinearReaders, UsiMovesOnOneLine) {
  expect_linear(
      "USI", RecordFormat::Usi,
      [](std::size_t n) {
        return "position startpos moves" + repeat(" 5i5h 5a5b 5h5i 5b5a", n) + "\n";
      },
      kN);
}

TEST(LinearReaders, JkfMoves) {
  expect_linear(
      "JKF", RecordFormat::Jkf,
      [](std::size_t n) {
        auto move = [](int from_y, int to_y) {
          return "{\"move\": {\"from\": {\"x\": 5, \"y\": " + std::to_string(from_y) +
                 "}, \"to\": {\"x\": 5, \"y\": " + std::to_string(to_y) + "}, \"piece\": \"OU\"}}";
        };
        const std::string round =
            ", " + move(9, 8) + ", " + move(1, 2) + ", " + move(8, 9) + ", " + move(2, 1);
        return "{\"header\": {}, \"moves\": [{}" + repeat(round, n) + "]}";
      },
      kN);
}

// kifukit's own syntaxes, written from a record of 4n moves.
std::string own(std::size_t n, std::string (*write)(const Record&)) {
  ReadResult r = read_record_as("position startpos moves" + repeat(" 5i5h 5a5b 5h5i 5b5a", n),
                                RecordFormat::Usi, "t");
  return r.record ? write(*r.record) : "";
}

TEST(LinearReaders, OwnSyntaxes) {
  expect_linear(
      "YAML", RecordFormat::Yaml, [](std::size_t n) { return own(n, write_yaml); }, kN);
  expect_linear(
      "JSON", RecordFormat::Json, [](std::size_t n) { return own(n, write_json); }, kN);
  expect_linear(
      "XML", RecordFormat::Xml, [](std::size_t n) { return own(n, write_xml); }, kN);
}

// The kanji text notation, written from the same record.
std::string text_of(const Record& r) { return write_text_record(r).text.value_or(""); }

TEST(LinearReaders, KanjiText) {
  expect_linear(
      "text", RecordFormat::Text, [](std::size_t n) { return own(n, text_of); }, kN);
}

// tonykoval's JSON log (four players): in the first round every seat moves a silver one step
// diagonally out, in the second back (a silver steps along both diagonals), so the rounds repeat as
// long as wanted (reading repeats no rule). The seats in the order the Referee plays them, those
// moves from the generated legal moves; the writer writes the two rounds, one move a line, and
// those lines are repeated.
std::string tonykoval_log(std::size_t n) {
  const Variant& v = yonin_variant();
  const Profile profile = builtin_profile(default_profile_name(v)).resolved->profile;
  Referee referee(profile);
  Game game(start_position(v));
  std::vector<std::pair<Seat, Move>> out;
  for (std::size_t i = 0; i < v.seats.size(); ++i) {
    const Seat seat = game.position().to_move();
    Position scratch = game.position();
    MoveList moves;
    generate_legal(scratch, seat, profile, moves);
    for (Move m : moves)
      if (!m.is_drop() && !m.promotes() && v.kind(scratch.at(m.from()).kind()).name == "silver" &&
          std::abs(file_of(m.from()) - file_of(m.to())) == 1 &&
          std::abs(rank_of(m.from()) - rank_of(m.to())) == 1 && referee.move(game, seat, m).ok()) {
        out.emplace_back(seat, m);
        break;
      }
  }
  EXPECT_EQ(out.size(), v.seats.size()) << "a seat without a diagonal silver move";
  Record r;
  r.variant = v.name;
  for (int back = 0; back < 2; ++back)
    for (const auto& [seat, m] : out) {
      Entry& e = r.entries.emplace_back();
      e.seat = seat;
      e.move = format_move(back ? Move::normal(m.to(), m.from(), false) : m);
    }
  const std::string text = write_record_as(r, RecordFormat::Tonykoval).text.value_or("");
  const std::size_t first = text.find("{\"type\"");
  const std::size_t last = text.rfind("}", text.rfind("]")) + 1;
  EXPECT_NE(first, std::string::npos) << text;
  if (first == std::string::npos) return "";
  const std::string round = text.substr(first, last - first);
  std::string moves = round;
  for (std::size_t k = 1; k < n / 2; ++k) moves += ",\n" + round;
  return text.substr(0, first) + moves + text.substr(last);
}

TEST(LinearReaders, TonykovalLog) {
  expect_linear("tonykoval", RecordFormat::Tonykoval, tonykoval_log, kN);
}

}  // namespace
}  // namespace kifukit::testing
