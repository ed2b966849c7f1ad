// formats/json_append: the bytes written by hand here are those of RFC 8259 as nlohmann's
// compact dump spells them (short escapes for \b \f \n \r \t, lowercase \u00XX for the other
// controls, DEL and UTF-8 kept, each invalid byte as U+FFFD EF BF BD).
#include "formats/json_append.hpp"

#include <gtest/gtest.h>

namespace kifukit {
namespace {

std::string quoted(std::string_view text) {
  std::string out;
  append_json_string(out, text);
  return out;
}

TEST(JsonAppend, PlainAsciiIsCopiedBetweenQuotes) {
  EXPECT_EQ(quoted(""), R"("")");
  EXPECT_EQ(quoted("recs/page-standard-1.yaml"), R"("recs/page-standard-1.yaml")");
  EXPECT_EQ(quoted("1e+S2eP/ w<s,s<e 600"), R"("1e+S2eP/ w<s,s<e 600")");
}

TEST(JsonAppend, QuotesBackslashesAndControlsAreEscaped) {
  EXPECT_EQ(quoted("say \"6i7h\""), R"("say \"6i7h\"")");
  EXPECT_EQ(quoted("C:\\kifu"), R"("C:\\kifu")");
  EXPECT_EQ(quoted("\b\f\n\r\t"), R"("\b\f\n\r\t")");
  EXPECT_EQ(quoted(std::string_view("\x00\x01\x1b\x1f", 4)), R"("\u0000\u0001\u001b\u001f")");
  EXPECT_EQ(quoted("\x7f"), "\"\x7f\"");
}

TEST(JsonAppend, Utf8IsKeptAndInvalidBytesReplaced) {
  EXPECT_EQ(quoted("\xe6\xad\xa9"), "\"\xe6\xad\xa9\"");  // 歩
  EXPECT_EQ(quoted("a\xff"
                   "b"),
            "\"a\xef\xbf\xbd"
            "b\"");                                               // a lone 0xFF
  EXPECT_EQ(quoted("\x93\xaa"), "\"\xef\xbf\xbd\xef\xbf\xbd\"");  // CP932 頭, not UTF-8
}

TEST(JsonAppend, CommasGoBetweenMembersAndItemsOnly) {
  std::string out = "prefix:";
  JsonAppender j(out);
  j.begin_object();
  j.key("a").begin_array().number(1).number(-20).boolean(true).null().end_array();
  j.key("b").begin_object().end_object();
  j.key("c").begin_array().end_array();
  j.key("d").begin_array().begin_object().key("x").string("y").end_object();
  j.begin_object().end_object().end_array();
  j.key("e").number(9007199254740993LL);
  j.end_object();
  EXPECT_EQ(out, R"(prefix:{"a":[1,-20,true,null],"b":{},"c":[],"d":[{"x":"y"},{}],)"
                 R"("e":9007199254740993})");
}

}  // namespace
}  // namespace kifukit
