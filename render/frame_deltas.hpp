// The boards of the replay page, stored compactly: a game of 238 plies is 239 SVG boards of
// ~14 KB that differ in a few elements from one ply to the next (the moved piece, the last-move
// highlight, a hand, the seat to move). Each board is a list of lines (one SVG element a line);
// every distinct line is stored once, the first board as its line numbers, every later board
// as the edits that turn the board before it into it. The page's script (replay_page_assets.cpp)
// rebuilds each board from them exactly, byte for byte.
#pragma once

#include <string>
#include <vector>

namespace kifukit::draw {

// One edit of a board: at `at` (a line index of the board before), remove `removed` lines
// and put `inserted` (indices into the line table) in their place.
struct LineEdit {
  int at = 0;
  int removed = 0;
  std::vector<int> inserted;
};

struct FrameDeltas {
  std::vector<std::string> lines;         // every distinct line, in order of first use
  std::vector<int> first;                 // board 0 as line indices
  std::vector<std::vector<LineEdit>> to;  // to[i-1]: the edits from board i-1 to board i,
                                          // in increasing `at`, not overlapping
};

// The boards split at '\n' (a final '\n' gives a last empty line, so joining with '\n' gives
// each board back exactly), then the shortest edits between neighbours (longest common
// subsequence of their lines).
FrameDeltas frame_deltas(const std::vector<std::string>& frames);

// Board `n` rebuilt from the deltas: what the page's script does, for tests.
std::string rebuild_frame(const FrameDeltas& d, int n);

// {"lines":[...],"first":[...],"deltas":[[[at,removed,id,...],...],...]}, the form the page's
// script reads.
std::string frame_deltas_json(const FrameDeltas& d);

}  // namespace kifukit::draw
