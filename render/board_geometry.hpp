// Where things go in a board picture, in whole pixels (so the SVG text never depends on
// floating-point printing). Boards are square, up to 12x12 (chu shogi); four-player boards get
// a hand panel on every side, two-player boards above and below. A variant without drops (chu)
// has no hands: a thin strip above and below names the seat, the player and who is to move.
#pragma once

#include "rules/types.hpp"

namespace kifukit::draw {

struct Box {
  int x = 0, y = 0, w = 0, h = 0;
};

struct BoardGeometry {
  static constexpr int kCell = 44;
  static constexpr int kMargin = 8;
  static constexpr int kLabel = 22;      // file labels above; rank labels right of the board
  static constexpr int kWideLabel = 34;  // rank labels of two kanji (十一, 十二: 28 px at 14 px)
  static constexpr int kPanelThick = 60;  // height of the top and bottom hand panels
  static constexpr int kStripThick = 28;  // height of the name strips of a board without hands
  static constexpr int kSideWidth = 132;  // width of the left and right hand panels
  static constexpr int kCaption = 24;

  BoardGeometry(int size, bool four_seats, bool hands = true);
  int size;
  int label;  // width of the rank label column: kLabel, or kWideLabel from 10 ranks on
  Box board;
  Box panel[kSeatCount];  // hand panel per seat index (w = 0 when the seat has none)
  int width = 0, height = 0;
  int caption_y = 0;
  // Top-left corner of a square's cell.
  int cell_x(int file) const { return board.x + (size - file) * kCell; }
  int cell_y(int rank) const { return board.y + (rank - 1) * kCell; }
};

}  // namespace kifukit::draw
