#include "render/board_geometry.hpp"

namespace kifukit::draw {

BoardGeometry::BoardGeometry(int n, bool four_seats) : size(n) {
  const int side = four_seats ? kSideWidth + kMargin : 0;
  const int span = n * kCell;
  board = {kMargin + side, kMargin + kPanelThick + kMargin + kLabel, span, span};
  // South below, north above; west on the left (its pieces advance to the right), east right.
  panel[index(Seat::North)] = {board.x, kMargin, span, kPanelThick};
  panel[index(Seat::South)] = {board.x, board.y + span + kMargin, span, kPanelThick};
  if (four_seats) {
    panel[index(Seat::West)] = {kMargin, board.y, kSideWidth, span};
    panel[index(Seat::East)] = {board.x + span + kLabel + kMargin, board.y, kSideWidth, span};
  }
  width = board.x + span + kLabel + kMargin + side;
  caption_y = board.y + span + kMargin + kPanelThick + kMargin + 16;
  height = caption_y + kCaption - 16 + kMargin;
}

}  // namespace kifukit::draw
