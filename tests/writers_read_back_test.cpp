// Every writer's output reads back, or the writer says why not (issue 26, docs/limits.md
// "Write-then-read-back targets"): the kinds of silent change the fuzz target `written_other`
// found, one case each. The expected texts and messages are worked out by hand from the
// readers (KIF and KI2 trim every line and every header value; a tonykoval log is read with
// profile tonykoval).
#include <gtest/gtest.h>

#include "converters/convert_io.hpp"
#include "converters/kif_format.hpp"
#include "tests/converters_test_util.hpp"

namespace kifukit::testing {
namespace {

// One move, ７六歩, for the formats of standard shogi.
Record one_move() {
  return read_clean("手数----指手---------消費時間--\n   1 ７六歩(77)\n", RecordFormat::Kifu);
}

// The writer's only diagnostic, a FORMAT_LOSSY; its message.
std::string only_lossy(const WriteResult& w) {
  EXPECT_TRUE(w.text.has_value());
  if (w.diagnostics.size() != 1) return "diagnostics: " + std::to_string(w.diagnostics.size());
  EXPECT_EQ(w.diagnostics[0].code, FormatCode::FORMAT_LOSSY);
  return w.diagnostics[0].message;
}

TEST(WritersReadBack, KifCommentEndingInWhiteSpaceIsReported) {
  Record r = one_move();
  r.entries[0].comment = "good move ";
  WriteResult w = write_kif(r);
  EXPECT_EQ(only_lossy(w),
            "KIF cannot hold white space at the end of a comment line (the reader trims it); it "
            "is left out");
  EXPECT_NE(w.text->find("*good move \n"), std::string::npos) << *w.text;
  r.entries[0].comment = "a\n b";  // white space at a line's start reads back (after `*`)
  w = write_kif(r);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu).entries[0].comment, "a\n b");
}

TEST(WritersReadBack, KifBookmarkEndingInIdeographicSpaceIsReported) {
  Record r = one_move();
  r.entries[0].bookmark = "栞\xE3\x80\x80";
  EXPECT_EQ(only_lossy(write_kif(r)),
            "KIF cannot hold white space at the end of a bookmark (the reader trims it); it is "
            "left out");
  r.entries[0].bookmark = "\t栞";
  WriteResult w = write_kif(r);
  EXPECT_TRUE(w.diagnostics.empty());
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu).entries[0].bookmark, "\t栞");
}

TEST(WritersReadBack, KifHeaderValuesWithWhiteSpaceAroundAreReported) {
  Record r = one_move();
  r.date.value = " 2024/01/02";
  EXPECT_EQ(only_lossy(write_kif(r)),
            "KIF cannot hold white space at the start or end of the value of '開始日時' (the "
            "reader trims it); it is left out");
  r = one_move();
  r.site.value = "東京\t";
  EXPECT_EQ(only_lossy(write_kif(r)),
            "KIF cannot hold white space at the start or end of the value of '場所' (the reader "
            "trims it); it is left out");
  r = one_move();
  r.players.push_back({Seat::North, "花子 ", {}});
  EXPECT_EQ(only_lossy(write_kif(r)),
            "KIF cannot hold white space at the start or end of a player's name (the reader "
            "trims it); it is left out");
}

TEST(WritersReadBack, Ki2WhiteSpaceTheReaderTrimsIsReported) {
  Record r = one_move();
  r.entries[0].comment = "x\t";
  EXPECT_EQ(only_lossy(write_ki2(r)),
            "KI2 cannot hold white space at the end of a comment line (the reader trims it); it "
            "is left out");
  r = one_move();
  r.players.push_back({Seat::South, "\xE3\x80\x80太郎", {}});
  EXPECT_EQ(only_lossy(write_ki2(r)),
            "KI2 cannot hold white space at the start or end of a player's name (the reader "
            "trims it); it is left out");
  r = one_move();
  r.entries[0].bookmark = "end ";
  EXPECT_EQ(only_lossy(write_ki2(r)),
            "KI2 cannot hold white space at the end of a bookmark (the reader trims it); it is "
            "left out");
}

// Resigning and a timeout held as the result's ending: KIF and JKF write them as the event
// that ends the line (投了, TIME_UP), which reads back as an event; they read back as mate
// and repetition before (the word of the end reason), silently.
TEST(WritersReadBack, EndingsThatAreEventsAreWrittenAsEventsAndReported) {
  Record r = one_move();
  r.result = ClaimedResult{};
  r.result->ending = Ending::Resign;
  r.result->reason = EndReason::LastSurvivor;
  WriteResult w = write_kif(r);
  EXPECT_EQ(only_lossy(w),
            "KIF cannot hold the ending resign as a result apart from the moves (it is written "
            "as the event ending the line and reads back as one); it is left out");
  EXPECT_NE(w.text->find("   1 ７六歩(77)\n   2 投了\n"), std::string::npos) << *w.text;
  EXPECT_EQ(moves_of(read_clean(*w.text, RecordFormat::Kifu).entries), "7g7f resign");
  r.result->ending = Ending::Timeout;
  r.result->reason = EndReason::Repetition;
  w = write_record_as(r, RecordFormat::Jkf);
  EXPECT_EQ(only_lossy(w),
            "JKF cannot hold the ending timeout as a result apart from the moves (it is written "
            "as the event ending the line and reads back as one); it is left out");
  EXPECT_NE(w.text->find("\"special\": \"TIME_UP\""), std::string::npos) << *w.text;
}

// A result with an end reason and no ending: the word the reason implies (詰み for the last
// survivor) reads back as that ending, so the writer says so.
TEST(WritersReadBack, ResultWithNoEndingIsReported) {
  Record r = one_move();
  r.result = ClaimedResult{};
  r.result->reason = EndReason::LastSurvivor;
  WriteResult w = write_kif(r);
  EXPECT_EQ(only_lossy(w),
            "KIF cannot hold a result that names no ending (the ending mate written for it reads "
            "back); it is left out");
  EXPECT_NE(w.text->find("   2 詰み\n"), std::string::npos) << *w.text;
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu).result->ending, Ending::Mate);
  r.result->reason = EndReason::PerpetualCheck;
  EXPECT_EQ(only_lossy(write_ki2(r)),
            "KI2 cannot hold a result that names no ending (the ending foul-win written for it "
            "reads back); it is left out");
  // An unfinished game is written 中断, which reads back as the ending interrupt (tsshogi's
  // reading too): said. A result whose ending is interrupt reads back as written.
  r.result->reason = EndReason::None;
  w = write_kif(r);
  EXPECT_EQ(only_lossy(w),
            "KIF cannot hold a result that names no ending (the ending interrupt written for it "
            "reads back); it is left out");
  EXPECT_EQ(read_clean(*w.text, RecordFormat::Kifu).result->ending, Ending::Interrupt);
  r.result->ending = Ending::Interrupt;
  for (RecordFormat f :
       {RecordFormat::Kifu, RecordFormat::Ki2u, RecordFormat::Csa, RecordFormat::Jkf}) {
    w = write_record_as(r, f);
    ASSERT_TRUE(w.text);
    EXPECT_TRUE(w.diagnostics.empty()) << *w.text;
    Record back = read_clean(*w.text, f);
    ASSERT_TRUE(back.result) << *w.text;
    EXPECT_EQ(back.result->ending, Ending::Interrupt) << *w.text;
    EXPECT_EQ(back.result->reason, EndReason::None) << *w.text;
  }
}

// ７六歩 with the variation ２六歩, whose first move has the variation ５六歩: KIF and JKF read
// ５六歩 back as a second variation of ７六歩 (the same tree, another record).
TEST(WritersReadBack, VariationOfAVariationsFirstMoveIsReported) {
  Record r = one_move();
  Entry b = r.entries[0], c = r.entries[0];
  b.move = "2g2f";
  c.move = "5g5f";
  b.branches = {{c}};
  r.entries[0].branches = {{b}};
  WriteResult w = write_kif(r);
  EXPECT_EQ(only_lossy(w),
            "KIF cannot hold variations of a variation's first move apart from that variation "
            "(they read back as variations of the move it replaces); it is left out");
  Record back = read_clean(*w.text, RecordFormat::Kifu);
  ASSERT_EQ(back.entries[0].branches.size(), 2u);
  EXPECT_EQ(moves_of(back.entries[0].branches[0]), "2g2f");
  EXPECT_EQ(moves_of(back.entries[0].branches[1]), "5g5f");
  EXPECT_EQ(only_lossy(write_record_as(r, RecordFormat::Jkf)),
            "JKF cannot hold variations of a variation's first move apart from that variation "
            "(they read back as variations of the move it replaces); it is left out");
}

// The header texts every reader trims, written by CSA and JKF: reported (issue 26).
TEST(WritersReadBack, CsaAndJkfReportHeaderWhiteSpace) {
  Record r = one_move();
  r.event.value = "\t竜王戦";
  EXPECT_EQ(only_lossy(write_record_as(r, RecordFormat::Csa)),
            "CSA cannot hold white space at the start or end of the event (the reader trims it); "
            "it is left out");
  r = one_move();
  r.headers.push_back({"戦型 ", "矢倉", {}});
  EXPECT_EQ(only_lossy(write_record_as(r, RecordFormat::Jkf)),
            "JKF cannot hold white space at the start or end of a header key (the reader trims "
            "it); it is left out");
}

// CSA's %+ILLEGAL_ACTION as KIF: the foul word of the side to move reads back as that foul
// (反則負け, foul-loss), so the writer names the ending it changes.
TEST(WritersReadBack, IllegalActionAsKifIsReported) {
  Record r = one_move();
  r.result = ClaimedResult{};
  r.result->ending = Ending::IllegalActionGote;  // gote, to move after ７六歩, loses
  WriteResult w = write_kif(r);
  EXPECT_EQ(only_lossy(w), "KIF cannot hold the ending %-ILLEGAL_ACTION; it is left out");
  EXPECT_NE(w.text->find("   2 反則負け\n"), std::string::npos) << *w.text;
}

// A KI2 player with no name is left out (`後手：` alone is no header json-kifu-format reads).
TEST(WritersReadBack, Ki2PlayerWithNoNameIsReported) {
  Record r = one_move();
  r.players.push_back({Seat::North, "", {}});
  EXPECT_EQ(only_lossy(write_ki2(r)), "KI2 cannot hold a player with no name; it is left out");
}

// Resigning ends the line and the result claims mate: the writers write 投了 / %TORYO alone,
// so the claim of mate does not read back (it was dropped silently).
TEST(WritersReadBack, ResultEndingBesideAnEndingEventIsReported) {
  Record r = one_move();
  Entry resign;
  resign.seat = Seat::North;
  resign.type = EntryType::Resign;
  r.entries.push_back(resign);
  r.result = ClaimedResult{};
  r.result->ending = Ending::Mate;
  WriteResult w = write_kif(r);
  EXPECT_EQ(only_lossy(w),
            "KIF cannot hold the ending mate of the result beside the event that ends the line "
            "(the event is written); it is left out");
  EXPECT_NE(w.text->find("   2 投了\n"), std::string::npos) << *w.text;
  EXPECT_EQ(only_lossy(write_record_as(r, RecordFormat::Csa)),
            "CSA cannot hold the ending mate of the result beside the event that ends the line "
            "(the event is written); it is left out");
}

// A log is read with profile tonykoval: a record under another profile, or the variant's
// default, would change rules silently.
TEST(WritersReadBack, TonykovalReportsTheProfileItDoesNotKeep) {
  Record r;
  r.variant = "yonin";
  WriteResult w = write_record_as(r, RecordFormat::Tonykoval);
  EXPECT_EQ(only_lossy(w),
            "tonykoval cannot hold the profile '(the variant's default)' (its logs are read with "
            "profile tonykoval); it is left out");
  EXPECT_EQ(read_as(*w.text, RecordFormat::Tonykoval).record->profile, "tonykoval");
  r.profile = "tonykoval";
  EXPECT_TRUE(write_record_as(r, RecordFormat::Tonykoval).diagnostics.empty());
}

}  // namespace
}  // namespace kifukit::testing
