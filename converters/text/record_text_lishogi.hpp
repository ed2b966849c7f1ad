// The two chu move notations lishogi writes, as text only (docs/formats/text.md, "Move
// notations"): Kitao-Kawasaki (`歩-76`, `銀(76)x67+`, `獅x!66`, `獅-66x65`, `--`) and lishogi's
// Japanese (`７六歩`, `同　銀右`, `６六居喰い`, `６六・６五獅`, `じっと`). A move read here is
// left open (the syntax knows no board): converters/text/text_board.cpp finds it on the board.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "converters/text/record_text.hpp"
#include "formats/diagnostic.hpp"
#include "formats/record.hpp"
#include "formats/source_text.hpp"  // FormatError
#include "notation/lishogi_names.hpp"

namespace kifukit::lishogi {

// Where the byte at an offset of the text given stands in the file (the reader's line cursor).
using Locate = std::function<SourceLocation(std::size_t)>;

// What a move's text says, and where its parts are (byte offsets into the text given).
struct ParsedMove {
  MoveClaim claim;  // piece: the first kind of form.kinds; destination: kNoSquare when open
  TextMoveForm form;
  std::size_t length = 0;  // bytes of the move
  std::size_t piece_at = 0, same_at = 0, relative_at = 0;
};

// The move at the start of `text`; a refused move throws FormatError at `locate`'s place of the
// offending byte, as every reader does. `previous` is the last move's destination, when the text
// knows it.
ParsedMove read_move(TextNotation n, std::string_view text, const Variant& v, const Names& names,
                     std::optional<Square> previous, const Locate& locate);

// One move as the notation writes it; `same` = the destination is the last move's.
std::string write_move(TextNotation n, const Names& names, Move m, const TextSpelling& spelling,
                       bool same);

std::string kk_square(Square s);        // 76, a5, cc
std::string japanese_square(Square s);  // ７六, １２十二

}  // namespace kifukit::lishogi
