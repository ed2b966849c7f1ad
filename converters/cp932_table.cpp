#include "converters/cp932_table.hpp"

#include <iconv.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace kifukit {

namespace {

// One character's UTF-8: at most three bytes (CP932 is all in the Basic Multilingual Plane);
// size 0 when the bytes are no one character to iconv. Four bytes, the character's first: the
// decoder copies all four as one word and steps on by `size`, so the next character overwrites
// what is not this one's (an exact copy of 2 or 3 bytes is two moves and a size test).
struct Utf8Char {
  char bytes[3] = {};
  std::uint8_t size = 0;
};
static_assert(sizeof(Utf8Char) == 4);

struct Cp932Table {
  bool usable = false;               // iconv knows CP932
  std::array<Utf8Char, 256> single;  // a byte that is a character alone
  std::array<bool, 256> lead{};      // a byte that starts a two-byte character
  std::array<bool, 256> ascii{};     // a byte that is the same character in UTF-8
  bool low_ascii = false;            // every byte below 0x80 is (glibc's CP932 says so)
  std::vector<Utf8Char> pairs;       // by lead * 256 + trail
};

// What iconv makes of `n` bytes alone: one character, or size 0. `incomplete` is set when the
// bytes are the start of a longer character.
Utf8Char ask(iconv_t cd, const unsigned char* in, std::size_t n, bool* incomplete = nullptr) {
  char src[2], out[8];
  std::memcpy(src, in, n);
  char *s = src, *d = out;
  std::size_t src_left = n, out_left = sizeof out;
  iconv(cd, nullptr, nullptr, nullptr, nullptr);  // a fresh start for each character
  const bool failed = iconv(cd, &s, &src_left, &d, &out_left) == static_cast<std::size_t>(-1);
  if (failed && incomplete) *incomplete = errno == EINVAL;
  const auto size = static_cast<std::size_t>(d - out);
  Utf8Char c;
  if (failed || src_left != 0 || size == 0 || size > 3) return c;
  const auto first = static_cast<unsigned char>(out[0]);
  if (size != (first < 0x80 ? 1u : first >= 0xE0 ? 3u : 2u)) return c;
  c.size = static_cast<std::uint8_t>(size);
  std::memcpy(c.bytes, out, size);
  return c;
}

// The characters of one lead byte, asked in runs: all its pairs (trails 40-7E and 80-FC; the
// others are no CP932 and stay size 0, which sends a text holding them to iconv) in one
// conversion, on from the pair after each one iconv refuses. False when a pair converted is not
// one character.
bool ask_pairs(iconv_t cd, unsigned char lead, std::vector<Utf8Char>& pairs) {
  std::vector<unsigned char> trails;
  std::string src;
  for (unsigned trail = 0x40; trail <= 0xFC; ++trail)
    if (trail != 0x7F) {
      trails.push_back(static_cast<unsigned char>(trail));
      src += static_cast<char>(lead);
      src += static_cast<char>(trail);
    }
  std::string out(trails.size() * 3, '\0');
  char* s = src.data();
  while (s < src.data() + src.size()) {
    const std::size_t first_pair = static_cast<std::size_t>(s - src.data()) / 2;
    char* d = out.data();
    std::size_t src_left = static_cast<std::size_t>(src.data() + src.size() - s),
                out_left = out.size();
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
    const bool failed = iconv(cd, &s, &src_left, &d, &out_left) == static_cast<std::size_t>(-1);
    const std::size_t consumed = static_cast<std::size_t>(s - src.data()) - first_pair * 2,
                      produced = static_cast<std::size_t>(d - out.data());
    if (consumed % 2) return false;
    std::size_t at = 0;  // the output: one UTF-8 character per pair converted
    for (std::size_t j = first_pair; j < first_pair + consumed / 2; ++j) {
      const auto first = static_cast<unsigned char>(out[at]);
      const std::size_t size = first < 0x80 ? 1 : first >= 0xE0 ? 3 : 2;
      if (first >= 0xF0 || at + size > produced) return false;
      Utf8Char& c = pairs[lead * 256u + trails[j]];
      c.size = static_cast<std::uint8_t>(size);
      std::memcpy(c.bytes, out.data() + at, size);
      at += size;
    }
    if (at != produced || (!failed && s != src.data() + src.size())) return false;
    if (failed) s += 2;  // past the pair iconv refused: it stays size 0
  }
  return true;
}

Cp932Table build() {
  Cp932Table t;
  iconv_t cd = iconv_open("UTF-8", "CP932");
  if (cd == reinterpret_cast<iconv_t>(-1)) return t;
  t.pairs.resize(256 * 256);
  bool usable = true;
  for (unsigned b = 0; b < 256 && usable; ++b) {
    const unsigned char one[1] = {static_cast<unsigned char>(b)};
    bool incomplete = false;
    t.single[b] = ask(cd, one, 1, &incomplete);
    t.ascii[b] = t.single[b].size == 1 && static_cast<unsigned char>(t.single[b].bytes[0]) == b;
    t.lead[b] = t.single[b].size == 0 && incomplete;
    if (t.lead[b]) usable = ask_pairs(cd, static_cast<unsigned char>(b), t.pairs);
  }
  iconv_close(cd);
  t.usable = usable;
  t.low_ascii = std::all_of(t.ascii.begin(), t.ascii.begin() + 0x80, [](bool a) { return a; });
  return t;
}

}  // namespace

std::optional<std::string> decode_cp932_by_table(std::string_view bytes) {
  static const Cp932Table table = build();
  if (!table.usable) return std::nullopt;
  // Three bytes out at most for each byte in (a half-width katakana), and room for the last
  // character's four-byte copy.
  std::unique_ptr<char[]> buffer(new char[bytes.size() * 3 + 4]);
  char* out = buffer.get();
  // The tables by pointer: a store through `out` may alias them for the compiler, which would
  // load each again after every character.
  const bool* const ascii = table.ascii.data();
  const bool* const lead = table.lead.data();
  const Utf8Char* const pairs = table.pairs.data();
  const bool low_ascii = table.low_ascii;
  const std::size_t size = bytes.size();
  for (std::size_t i = 0; i < size;) {
    const auto b = static_cast<unsigned char>(bytes[i]);
    if (ascii[b]) {  // most bytes of a record: themselves
      // A run of ASCII (a KIF move line's `(17)\r\n   2 `), eight bytes at a time, the word
      // that ends it copied whole and its bytes up to the first other one taken (at least the
      // one at i): a byte at a time, the run's end cost a turn of the loop a byte. The output has
      // room for the word: out is at most 3i and i + 8 <= size.
      if (low_ascii && i + 8 <= size) {
        std::uint64_t w;
        std::memcpy(&w, bytes.data() + i, sizeof w);
        std::memcpy(out, &w, sizeof w);
        const std::uint64_t high = w & 0x8080808080808080u;
        const std::size_t n = high ? static_cast<std::size_t>(std::countr_zero(high)) / 8 : 8;
        i += n;
        out += n;
        continue;
      }
      *out++ = static_cast<char>(b);
      ++i;
      continue;
    }
    if (lead[b]) {
      // Two-byte characters come in runs (`７六歩`, a header's kanji): the run read in one loop.
      do {
        if (i + 1 == size) return std::nullopt;
        const Utf8Char& c = pairs[static_cast<unsigned char>(bytes[i]) * 256 +
                                  static_cast<unsigned char>(bytes[i + 1])];
        if (c.size == 0) return std::nullopt;
        std::memcpy(out, &c, sizeof c);  // out is at most 3i: room for four
        out += c.size;
        i += 2;
      } while (i < size && lead[static_cast<unsigned char>(bytes[i])]);
      continue;
    }
    const Utf8Char& c = table.single[b];
    if (c.size == 0) return std::nullopt;
    std::memcpy(out, &c, sizeof c);
    out += c.size;
    ++i;
  }
  return std::string(buffer.get(), out);
}

}  // namespace kifukit
