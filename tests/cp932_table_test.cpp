// The CP932 table decoder (converters/cp932_table.hpp) against Microsoft's CP932 table (the
// characters below) and against iconv itself, the converter it must agree with byte for byte.
#include "converters/cp932_table.hpp"

#include <gtest/gtest.h>
#include <iconv.h>

#include <optional>
#include <string>

namespace kifukit::testing {
namespace {

TEST(Cp932Table, DecodesKanjiKanaAndHalfWidthKatakana) {
  // ７ 82 56, 六 98 5A, 歩 95 E0, ｱ B1 (a byte alone), then ASCII.
  EXPECT_EQ(decode_cp932_by_table("\x82\x56\x98\x5A\x95\xE0\xB1(77)"), "７六歩ｱ(77)");
  EXPECT_EQ(decode_cp932_by_table(""), "");
}

// ASCII is taken eight bytes at a time up to the first other byte: runs of any length before and
// after a character of two bytes and one of one byte, at any place in the words.
TEST(Cp932Table, AsciiRunsOfAnyLengthAroundOtherCharacters) {
  for (std::size_t before = 0; before <= 20; ++before)
    for (std::size_t after = 0; after <= 20; ++after) {
      const std::string a(before, 'a'), b(after, 'b');
      EXPECT_EQ(decode_cp932_by_table(a + "\x82\x56" + b + "\xB1" + a), a + "７" + b + "ｱ" + a)
          << before << " " << after;
    }
}

TEST(Cp932Table, LeavesWhatIsNoCharacterToIconv) {
  EXPECT_EQ(decode_cp932_by_table("\x85\x40"), std::nullopt);  // unassigned in CP932
  EXPECT_EQ(decode_cp932_by_table("ok\x82"), std::nullopt);    // a lead byte cut off
  EXPECT_EQ(decode_cp932_by_table("\x82\x20"), std::nullopt);  // a space is no trail byte
}

// What iconv makes of `bytes` as a whole, or nullopt when it stops.
std::optional<std::string> iconv_cp932(const std::string& bytes) {
  iconv_t cd = iconv_open("UTF-8", "CP932");
  std::string src = bytes, out(bytes.size() * 3 + 8, '\0');
  char *s = src.data(), *d = out.data();
  std::size_t src_left = src.size(), out_left = out.size();
  const bool failed = iconv(cd, &s, &src_left, &d, &out_left) == static_cast<std::size_t>(-1);
  iconv_close(cd);
  if (failed || src_left) return std::nullopt;
  out.resize(out.size() - out_left);
  return out;
}

TEST(Cp932Table, AgreesWithIconvOnEveryByteAndPair) {
  int pairs = 0;
  for (int lead = 0; lead < 256; ++lead) {
    const std::string one(1, static_cast<char>(lead));
    if (auto table = decode_cp932_by_table(one)) {
      EXPECT_EQ(table, iconv_cp932(one)) << lead;
    }
    for (int trail = 0; trail < 256; ++trail) {
      const std::string two = one + static_cast<char>(trail);
      auto table = decode_cp932_by_table(two);
      if (!table) continue;
      EXPECT_EQ(table, iconv_cp932(two)) << lead << " " << trail;
      pairs += static_cast<unsigned char>(lead) >= 0x81;
    }
  }
  // CP932 has 7,915 two-byte characters and 1,880 user-defined ones (F040-F9FC); the table
  // holds at least the first.
  EXPECT_GE(pairs, 7915);
}

}  // namespace
}  // namespace kifukit::testing
