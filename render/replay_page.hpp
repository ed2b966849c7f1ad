// The replay page: one self-contained HTML document (inline CSS, JS and SVG; no network, no
// other file) that steps through a game. The caller (tools/cmd_render.cpp) fills the model
// from a validation; this file only lays it out. The page's contract for programs:
//   #board holds the SVG of the shown ply (pieces carry data-square / data-piece),
//   body[data-ply] is the shown ply, #findings-here lists the findings shown at it,
//   #moves tr[data-ply] are the move rows, .finding[data-ply] every finding,
//   body[data-line] the shown line (0 = the main line, k = the k-th variation), the rows of a
//   variation carry data-line and sit in #moves tr.variation[data-line] under the row they replace.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "rules/codes.hpp"

namespace kifukit::draw {

struct PageRow {
  int ply = 0;            // 1-based record entry
  std::string seat_word;  // as the reader says it: south west north east, or sente gote
  std::string seat;       // south west north east (the row's class)
  std::string arrow;      // ↑ → ↓ ←, or ▲ △
  std::string move;       // in the record's notation
  std::string move_alt;   // the same move in the other notation (shown as a tooltip)
  std::string events;     // checks, eliminations and credits, fouls, repetition, the end
  bool illegal = false;   // the entry the replay stopped at (not played; no frame of its own)
  std::string comment;    // the record's comment on the entry (KIF `*` lines), shown at its ply
  std::string bookmark;   // KIF `&name`: the name of the position after the entry
};

// A variation (KIF 変化): another line played instead of the move at `from_ply` of line
// `parent` (0 = the main line, k = variations[k - 1]). Its boards follow the main line's in
// ReplayPage::frames; frames[i] is the board after rows[i]. The page nests it in the move list
// under the row it replaces, and the script steps into it and back out.
struct PageVariation {
  int parent = 0;
  int from_ply = 1;
  std::string name;  // "variation 1 at ply 2", as validate's findings name it
  std::vector<PageRow> rows;
  std::vector<int> frames;
};

struct PageFinding {
  int ply = 0;    // 0 = about the whole record
  int frame = 0;  // the ply whose board it is shown with (the illegal entry: the board before it)
  Severity severity = Severity::Error;
  Code code = Code::FORMAT_SYNTAX;
  std::string message, location;  // location: "file:line:col"
};

struct ProfileColumn {
  std::string profile, verdict, end, ranking;
  int plies = 0;
};

struct ReplayPage {
  std::string title;
  std::vector<std::pair<std::string, std::string>> header;   // event, date, players, ...
  std::vector<std::pair<std::string, std::string>> verdict;  // profile, outcome, result, ...
  std::vector<std::string> frames;  // SVG board after each ply, frames[0] = the start
  std::vector<PageRow> rows;
  std::string start_comment;  // the record's comment on the start position (shown at ply 0)
  std::vector<PageFinding> findings;
  std::vector<ProfileColumn> profiles;    // --profiles: each profile's judgement
  std::string disagreement;               // the first ply where the profiles disagree, in words
  std::string generator;                  // "kifukit 0.1.0"
  int start_ply = 0;                      // the ply the page opens at (a #ply=N address wins)
  int board_width = 0, board_height = 0;  // the SVG boards' size (board_svg_size): the layout
  std::vector<PageVariation> variations;  // their boards after the main line's in `frames`
};

std::string replay_page_html(const ReplayPage& page);

// The page's stylesheet and script (replay_page_assets.cpp).
extern const char* const kReplayPageCss;
extern const char* const kReplayPageJs;

}  // namespace kifukit::draw
