#include "render/board_geometry.hpp"

namespace kifukit::draw {

BoardGeometry::BoardGeometry(int n, bool four_seats, bool hands)
    : size(n), label(n >= 10 ? kWideLabel : kLabel) {
  const int side = four_seats ? kSideWidth + kMargin : 0;
  const int span = n * kCell;
  const int thick = hands ? kPanelThick : kStripThick;
  board = {kMargin + side, kMargin + thick + kMargin + kLabel, span, span};
  // South below, north above; west on the left (its pieces advance to the right), east right.
  panel[index(Seat::North)] = {board.x, kMargin, span, thick};
  panel[index(Seat::South)] = {board.x, board.y + span + kMargin, span, thick};
  if (four_seats) {
    panel[index(Seat::West)] = {kMargin, board.y, kSideWidth, span};
    panel[index(Seat::East)] = {board.x + span + label + kMargin, board.y, kSideWidth, span};
  }
  width = board.x + span + label + kMargin + side;
  caption_y = board.y + span + kMargin + thick + kMargin + 16;
  height = caption_y + kCaption - 16 + kMargin;
}

}  // namespace kifukit::draw
