// The human text notation of published four-player records (docs/formats/text.md): a header
// block of `key：value` lines, one numbered line per move with a seat arrow (↑ south, → west,
// ↓ north, ← east) and absolute kanji coordinates (`↑6七歩(68)`, `→8九銀打`, `←同　飛(25)`,
// 成/不成), comment lines starting with `*`, and a result block after `まで`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/record.hpp"
#include "notation/text_words.hpp"

namespace kifukit {

// The move notations of the syntax, chosen by the header `記法：` (docs/formats/text.md, "Move
// notations"): kifukit's own (the default), and for chu the two lishogi writes, Kitao-Kawasaki
// (`銀(76)x67+`, `獅x!66`, `--`) and lishogi's Japanese (`７六歩`, `同　銀右`, `６六居喰い`).
enum class TextNotation { Kifukit, KitaoKawasaki, Japanese };
inline constexpr std::string_view kNotationKey = "記法";
// kifukit, 北尾川崎 (or kitao-kawasaki), 日本式 (or japanese).
std::optional<TextNotation> text_notation_from_name(std::string_view name);
std::string_view text_notation_name(TextNotation n);  // the header value written
std::string text_notation_names();                    // for messages
// The notation a record is written in: its `記法` header, kifukit's without one.
TextNotation text_notation_of(const Record& r);
// Sets the header (kifukit's notation: removes it), so that write_text writes that notation.
void set_text_notation(Record& r, TextNotation n);

// What a move of a lishogi notation says beyond MoveClaim: such a move is always left open
// (Entry::move empty) for converters/text/text_board.cpp to find on the board.
struct TextMoveForm {
  enum class Lion { None, Igui, Jitto, TwoSteps };
  std::vector<Kind> kinds;  // the kinds the name stands for (獅: lion, promoted kirin); none for
                            // 居喰い, じっと and `--`, which name no piece
  Lion lion = Lion::None;
  Square middle = kNoSquare;        // a lion's first step
  Square origin = kNoSquare;        // written: `銀(76)`, `７六銀(７七)`
  bool same_as_previous = false;    // destination left out (`銀x`) or 同: the last move's
  std::optional<bool> capture;      // Kitao-Kawasaki's `x` (true) or `-` (false) before the
  std::optional<bool> mid_capture;  // destination, and before a two-step move's middle
  std::string relative;             // the Japanese 右 左 中 上 引 寄 直 跳 as written
  SourceLocation relative_loc;
};

// The notation as written. A board move without origin (`↓3二銀`, `→同　金`) is left open:
// Entry::move empty, claim.origin_written false. Callers read through
// converters/text/text_board.hpp (read_text_record), which names the piece that makes each open
// move on the board.
ReadResult read_text(std::string_view bytes, const std::string& file);
// read_text, with the notation the header chose and, for a lishogi notation, one form per entry.
struct TextReading {
  ReadResult read;
  TextNotation notation = TextNotation::Kifukit;
  std::vector<TextMoveForm> forms;  // forms[i] for entries[i] (lishogi notations only)
};
TextReading read_text_forms(std::string_view bytes, const std::string& file);

// What the board says of one entry's move beyond its squares, which the notation prints:
// converters/text/text_board.hpp (write_text_record) replays the record to make them.
struct TextSpelling {
  Kind piece = Kind::None;  // the piece that moves (board moves; drops name the kind dropped)
  bool decline = false;     // 不成: the move could promote and does not
  bool origin = true;       // the origin is written (a sheet read without it keeps that style)
  // The lishogi notations: whether the destination and a lion's first step take a piece
  // (Kitao-Kawasaki's `x`), the Japanese relative words (右, 左上, ...), and whether a jitto or
  // igui is written short (`--`, `獅x!66`, じっと, `６六居喰い`) or, where that would not name
  // the move, in full (`獅(76)-75-76`).
  bool capture = false;
  bool middle_capture = false;
  std::string relative;
  bool short_lion = true;
};
// `spellings[i]` spells `record.entries[i]` (main line; events ignore theirs). Items the
// notation cannot hold come back as warnings.
WriteResult write_text(const Record& record, const std::vector<TextSpelling>& spellings);

}  // namespace kifukit
