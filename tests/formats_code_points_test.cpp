// Columns count code points: code_points_between() reads a few bytes as one word of the text
// around them, so its answers near the start, the middle and the end of a text, and in a text
// shorter than a word, are checked against counts made by hand.
#include <gtest/gtest.h>

#include <string_view>

#include "formats/source_text.hpp"

namespace kifukit::testing {
namespace {

// 'a', then ７ 六 歩 (three bytes each: bytes 1-9), then "(77)bc" (bytes 10-15): 16 bytes.
constexpr std::string_view kLine = "a\xEF\xBC\x97\xE5\x85\xAD\xE6\xAD\xA9(77)bc";

TEST(CodePoints, AFewBytesAnywhereInALine) {
  EXPECT_EQ(code_points_between(kLine, 0, 16), 10);
  EXPECT_EQ(code_points_between(kLine, 0, 1), 1);
  EXPECT_EQ(code_points_between(kLine, 1, 4), 1);    // ７
  EXPECT_EQ(code_points_between(kLine, 1, 10), 3);   // ７六歩
  EXPECT_EQ(code_points_between(kLine, 2, 4), 0);    // continuation bytes of ７
  EXPECT_EQ(code_points_between(kLine, 4, 11), 3);   // 六歩(
  EXPECT_EQ(code_points_between(kLine, 13, 16), 3);  // )bc, the last bytes
  EXPECT_EQ(code_points_between(kLine, 9, 16), 6);   // 歩's last byte, then (77)bc
  EXPECT_EQ(code_points_between(kLine, 16, 16), 0);
  EXPECT_EQ(code_points_between(kLine, 5, 5), 0);
}

TEST(CodePoints, TextsShorterThanAWord) {
  constexpr std::string_view kShort = "\xE6\xAD\xA9x";  // 歩x
  EXPECT_EQ(code_points_between(kShort, 0, 4), 2);
  EXPECT_EQ(code_points_between(kShort, 1, 4), 1);
  EXPECT_EQ(code_points(""), 0);
  EXPECT_EQ(code_points(kShort), 2);
}

TEST(CodePoints, LongTexts) {
  // 一二三四五六七 (21 bytes) and two ASCII letters: 23 bytes, nine characters.
  constexpr std::string_view kLong =
      "\xE4\xB8\x80\xE4\xBA\x8C\xE4\xB8\x89\xE5\x9B\x9B\xE4\xBA\x94\xE5\x85\xAD\xE4\xB8\x83zz";
  EXPECT_EQ(code_points(kLong), 9);
  EXPECT_EQ(code_points_between(kLong, 3, 23), 8);
  EXPECT_EQ(code_points_between(kLong, 1, 23), 8);  // from inside 一
}

TEST(CodePoints, TheBytesLookedAtAreCounted) {
  const auto before = code_point_bytes_scanned();
  code_points_between(kLine, 4, 11);
  code_points(kLine);
  EXPECT_EQ(code_point_bytes_scanned() - before, 7u + 16u);
}

}  // namespace
}  // namespace kifukit::testing
