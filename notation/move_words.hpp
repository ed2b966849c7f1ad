// The words of a written move, the same in every kanji notation kifukit reads and writes
// (its own text, KIF, KI2, lishogi's Japanese for chu) and in the messages about them. Part of
// the notation service (docs/architecture.md, "Notation"): a reader or writer takes a word
// from here, never spells it again.
#pragma once

#include <string_view>

namespace kifukit::words {

inline constexpr std::string_view kSame = "同";  // the destination is the last move's
// 同 and a full-width space: how KIF and the text notation write it before a one-kanji name.
inline constexpr std::string_view kSameSpaced = "同　";
inline constexpr std::string_view kPromote = "成";
inline constexpr std::string_view kDecline = "不成";  // the move could promote and does not
inline constexpr std::string_view kDrop = "打";

// The relative words, which say which piece moves when several of one name can reach the
// square: movement (上 forward, 引 back, 寄 sideways, 直 straight forward; lishogi's 跳 for a
// lion's leap along its file) and position (右 right, 左 left, lishogi's 中 between), from the
// mover's side of the board. KI2 also reads 行 and 入 for 上.
inline constexpr std::string_view kUp = "上";
inline constexpr std::string_view kBack = "引";
inline constexpr std::string_view kSideways = "寄";
inline constexpr std::string_view kStraight = "直";
inline constexpr std::string_view kLeap = "跳";
inline constexpr std::string_view kRight = "右";
inline constexpr std::string_view kLeft = "左";
inline constexpr std::string_view kCentre = "中";
inline constexpr std::string_view kUpAlso[] = {"行", "入"};

// The words KI2 (the JSA's notation) reads, for messages and for the reader's scan.
inline constexpr std::string_view kKi2Relative[] = {kRight, kLeft,     kStraight,  kUp,
                                                    kBack,  kSideways, kUpAlso[0], kUpAlso[1]};
// The words lishogi's Japanese notation writes.
inline constexpr std::string_view kLishogiRelative[] = {kRight, kLeft,     kCentre,   kUp,
                                                        kBack,  kSideways, kStraight, kLeap};

}  // namespace kifukit::words
