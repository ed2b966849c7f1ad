// Locations from SourceText's line table, which is built on the first question (round 5 of
// issue 27), and the move-line lookups the KIF reader makes by table: values counted by hand.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "converters/kif_common.hpp"
#include "converters/line_cursor.hpp"
#include "formats/source_text.hpp"
#include "notation/kanji_names.hpp"

namespace kifukit {
namespace {

// SourceLocation's == compares nothing (locations never make values differ): by line and column.
std::pair<int, int> line_column(SourceLocation at) { return {at.line, at.column}; }

SourceLocation encoding_error_at(std::string_view text, KnownText known = KnownText::Bytes) {
  try {
    SourceText src(text, kMaxRecordBytes, known);
  } catch (const FormatError& e) {
    EXPECT_EQ(e.code(), FormatCode::FORMAT_ENCODING);
    return e.loc();
  }
  ADD_FAILURE() << "no encoding error";
  return {};
}

TEST(SourceTextLines, AnEncodingErrorIsPlacedWithoutATableBuiltBefore) {
  // Line 3 is a tab, 字 and the bad byte: columns 1, 2, 3 (a CR LF ends line 1).
  SourceLocation at = encoding_error_at("a\r\n漢\n\t字\xFF");
  EXPECT_EQ(at.line, 3);
  EXPECT_EQ(at.column, 3);
  // A full-width space is one character: the bad byte after it is column 2 of line 2.
  at = encoding_error_at("P\n\xE3\x80\x80\xFF\n");
  EXPECT_EQ(at.line, 2);
  EXPECT_EQ(at.column, 2);
  at = encoding_error_at("\xFF");
  EXPECT_EQ(at.line, 1);
  EXPECT_EQ(at.column, 1);
}

// The check skips plain bytes sixteen or eight at a time: a bad byte or an unholdable control
// is found wherever it is in a block, and after a kanji at any offset. Three lines of fifteen
// characters and a line feed: offset o is line o / 16 + 1, column o % 16 + 1.
TEST(SourceTextLines, ABadByteIsFoundAtEveryOffsetOfTheBlocks) {
  const std::string line = "  - {seat: ex}y\n";
  ASSERT_EQ(line.size(), 16u);
  const std::string plain = line + line + line;
  for (std::size_t at = 0; at < plain.size(); ++at) {
    if (plain[at] == '\n') continue;
    for (const char* bad : {"\xFF", "\x01"}) {
      std::string text = plain;
      text[at] = bad[0];
      const SourceLocation loc = encoding_error_at(text);
      EXPECT_EQ(line_column(loc),
                std::make_pair(static_cast<int>(at / 16) + 1, static_cast<int>(at % 16) + 1))
          << at;
    }
    std::string kanji = plain;
    kanji.replace(at, 1, "\xE5\xAD\x97");  // 字
    EXPECT_FALSE(SourceText(kanji).printable_ascii()) << at;
  }
}

// Text known to be valid UTF-8 (a decoder's) is looked at only for what no syntax holds: each
// such character is found at its place after any number of full-width digits (EF BC 97, so the
// filter's EF test meets them, and the character falls anywhere in its sixteen-byte block), and
// the characters near them that it lets pass (tab, CR, U+FFE2 ￢: EF BF A2) pass.
TEST(SourceTextLines, TextKnownToBeUtf8IsCheckedForWhatNoSyntaxHolds) {
  const std::string digit = "\xEF\xBC\x97";  // ７
  for (std::size_t k = 0; k < 20; ++k) {
    std::string before;
    for (std::size_t i = 0; i < k; ++i) before += digit;
    for (const char* bad : {"\x01", "\x1F", "\xEF\xB7\x90", "\xEF\xBF\xBE", "\xF0\x9F\xBF\xBF"}) {
      const std::string text = before + bad + digit + digit + digit + digit + digit + "\n";
      EXPECT_EQ(line_column(encoding_error_at(text, KnownText::ValidUtf8)),
                std::make_pair(1, static_cast<int>(k) + 1))
          << k << " " << bad;
    }
    for (const char* fine : {"\t", "\r", "\xEF\xBF\xA2", "a"}) {
      const std::string text = before + fine + digit + digit + digit + digit + digit + "\n";
      EXPECT_NO_THROW(SourceText(text, kMaxRecordBytes, KnownText::ValidUtf8)) << k << " " << fine;
    }
  }
}

// Blocks of kanji are passed whole: a sequence that is no plain three-byte character is still
// found, at any alignment of the blocks (a prefix of 0 to 16 ASCII bytes) and any place in a run
// of twelve kanji; two-byte characters among them are fine.
TEST(SourceTextLines, BadSequencesAmongKanjiAreFoundAtEveryAlignment) {
  const std::string kanji = "\xE5\xAD\x97";  // 字
  for (std::size_t prefix = 0; prefix <= 16; ++prefix)
    for (std::size_t k = 0; k < 12; ++k) {
      std::string chars[12];
      for (std::string& c : chars) c = kanji;
      auto text = [&] {
        std::string t(prefix, 'a');
        for (const std::string& c : chars) t += c;
        return t + "b\n";
      };
      EXPECT_FALSE(SourceText(text()).printable_ascii());
      for (const char* bad : {"\xED\xA0\x80", "\xEF\xBF\xBE", "\xEF\xB7\x90", "\xE5\xADz",
                              "\x80\x80\x80", "\xE5\x80\xC3"}) {
        chars[k] = bad;
        const std::pair<int, int> at{1, static_cast<int>(prefix + k) + 1};
        EXPECT_EQ(line_column(encoding_error_at(text())), at) << prefix << " " << k << " " << bad;
      }
      chars[k] = "\xC3\xA9z";  // é and a letter: three bytes, two characters
      EXPECT_NO_THROW(SourceText{text()});
    }
}

// Asked line after line (the next line is found without a search), skipping lines and going
// back; printable ASCII counts a column a byte, other text its characters.
TEST(SourceTextLines, OffsetsAskedInDocumentOrderAndBack) {
  // Bytes: a0 b1 LF2, c3 d4 LF5, LF6, e7 f8 g9.
  const SourceText ascii("ab\ncd\n\nefg");
  ASSERT_TRUE(ascii.printable_ascii());
  EXPECT_EQ(line_column(ascii.at_offset(1)), std::make_pair(1, 2));
  EXPECT_EQ(line_column(ascii.at_offset(4)), std::make_pair(2, 2));
  EXPECT_EQ(line_column(ascii.at_offset(6)), std::make_pair(3, 1));
  EXPECT_EQ(line_column(ascii.at_offset(8)), std::make_pair(4, 2));
  EXPECT_EQ(line_column(ascii.end()), std::make_pair(4, 4));
  EXPECT_EQ(line_column(ascii.at_offset(3)), std::make_pair(2, 1));
  EXPECT_EQ(line_column(ascii.at_offset(9)), std::make_pair(4, 3));
  EXPECT_EQ(line_column(ascii.at_offset(2)), std::make_pair(1, 3));
  // Bytes: é 0-1, LF2, x3, é 4-5, LF6, y7.
  const SourceText accents("\xC3\xA9\nx\xC3\xA9\ny");
  ASSERT_FALSE(accents.printable_ascii());
  EXPECT_EQ(line_column(accents.at_offset(2)), std::make_pair(1, 2));
  EXPECT_EQ(line_column(accents.at_offset(6)), std::make_pair(2, 3));
  EXPECT_EQ(line_column(accents.at_offset(7)), std::make_pair(3, 1));
  EXPECT_EQ(line_column(accents.at_offset(4)), std::make_pair(2, 2));
}

TEST(SourceTextLines, OffsetsLinesAndCountsInAnyOrder) {
  // Bytes: a0 b1 CR2 LF3, the full-width space 4-6, c7, LF8, LF9, d10.
  const std::string text =
      "ab\r\n\xE3\x80\x80"
      "c\n\nd";
  const SourceText src(text);
  EXPECT_EQ(line_column(src.at_offset(7)), std::make_pair(2, 2));
  EXPECT_EQ(line_column(src.at_offset(10)), std::make_pair(4, 1));
  EXPECT_EQ(line_column(src.at_offset(1)), std::make_pair(1, 2));
  EXPECT_EQ(line_column(src.at_offset(9)), std::make_pair(3, 1));
  EXPECT_EQ(src.line_count(), 4u);
  EXPECT_EQ(src.line(1),
            "\xE3\x80\x80"
            "c");
  EXPECT_EQ(src.line(0), "ab\r");
  EXPECT_EQ(line_column(src.at_line_byte(1, 3)), std::make_pair(2, 2));
  const SourceText fresh(text);  // asked first by line: the same table
  EXPECT_EQ(fresh.line(3), "d");
  EXPECT_EQ(line_column(fresh.end()), std::make_pair(4, 2));
}

// printable_ascii: every byte 0x20..0x7E or a line feed, whatever its place in the scan's
// eight-byte words (the text is 20 bytes: two words and a tail).
TEST(SourceTextPrintable, AnyOtherByteAnywhereClearsIt) {
  const std::string plain = "moves:\n  - {a: 7g7f}";
  EXPECT_TRUE(SourceText(plain).printable_ascii());
  EXPECT_TRUE(SourceText("\xEF\xBB\xBF" + plain).printable_ascii());  // the mark is dropped
  for (std::size_t at = 0; at < plain.size(); ++at)
    for (const std::string other : {"\t", "\r", "\x7F", "\xC3\xA9", "\xE6\xAD\xA9"}) {
      std::string text = plain;
      text.replace(at, 1, other);
      EXPECT_FALSE(SourceText(text).printable_ascii()) << at << " " << other;
    }
}

TEST(KanjiPieceAt, TwoCharacterNamesBeforeTheirPrefixesAndEverySpelling) {
  std::size_t n = 0;
  EXPECT_EQ(kanji_piece_at("成銀(55)", n), Kind::ProSilver);
  EXPECT_EQ(n, 6u);
  EXPECT_EQ(kanji_piece_at("銀(55)", n), Kind::Silver);
  EXPECT_EQ(n, 3u);
  EXPECT_EQ(kanji_piece_at("成香", n), Kind::ProLance);
  EXPECT_EQ(kanji_piece_at("竜", n), Kind::Dragon);
  EXPECT_EQ(kanji_piece_at("龍", n), Kind::Dragon);
  EXPECT_EQ(kanji_piece_at("步", n), Kind::Pawn);
  EXPECT_EQ(kanji_piece_at("と", n), Kind::Tokin);
  EXPECT_EQ(kanji_piece_at("王", n), Kind::King);
  EXPECT_EQ(kanji_piece_at("杏", n), Kind::ProLance);
  EXPECT_EQ(kanji_piece_at("成", n), std::nullopt);  // 成 alone names no piece
  EXPECT_EQ(kanji_piece_at("打", n), std::nullopt);
  EXPECT_EQ(kanji_piece_at("FU", n), std::nullopt);
  EXPECT_EQ(kanji_piece_at("", n), std::nullopt);
}

TEST(DigitAt, WideAndKanjiDigitsByTheirBytes) {
  EXPECT_EQ(wide_digit_at("１"), 1);
  EXPECT_EQ(wide_digit_at("９六"), 9);
  EXPECT_EQ(wide_digit_at("０"), 0);  // ０ (EF BC 90) is no file
  EXPECT_EQ(wide_digit_at("："), 0);  // EF BC 9A, after ９
  EXPECT_EQ(wide_digit_at("\xEF\xBC"), 0);
  EXPECT_EQ(wide_digit_at("7"), 0);
  EXPECT_EQ(kanji_digit_at("一"), 1);
  EXPECT_EQ(kanji_digit_at("四歩"), 4);
  EXPECT_EQ(kanji_digit_at("六"), 6);
  EXPECT_EQ(kanji_digit_at("九"), 9);
  EXPECT_EQ(kanji_digit_at("十"), 0);
  EXPECT_EQ(kanji_digit_at("\xE5\xB8\x80"), 0);  // 一's last byte after another lead
  EXPECT_EQ(kanji_digit_at("\xE4\xB9\x80"), 0);  // ... after another second byte
  EXPECT_EQ(kanji_digit_at("\xE4\xB8"), 0);
}

TEST(KifSquare, AsciiAndFullWidthFilesAlike) {
  auto square = [](std::string_view text, std::size_t& offset) {
    LineCursor c(text, 1);
    std::optional<Square> s = read_kif_square(c);
    offset = c.offset();
    return s;
  };
  std::size_t offset = 0;
  EXPECT_EQ(square("7六歩", offset), make_square(7, 6));
  EXPECT_EQ(offset, 4u);
  EXPECT_EQ(square("７六歩", offset), make_square(7, 6));
  EXPECT_EQ(offset, 6u);
  EXPECT_EQ(square("1九", offset), make_square(1, 9));
  EXPECT_EQ(square("0六", offset), std::nullopt);
  EXPECT_EQ(square("同　歩", offset), std::nullopt);
}

}  // namespace
}  // namespace kifukit
