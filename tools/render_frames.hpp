// From a validated record to pictures: the board scene at any ply (for `render -o x.svg`) and the
// replay page model (for `render -o x.html`). The drawing itself is render/.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/record.hpp"
#include "render/board_scene.hpp"
#include "render/replay_page.hpp"
#include "rules/profile.hpp"
#include "validator/validate.hpp"

namespace kifukit::cli {

// The board after `ply` (0 = the start) of a traced validation, marked with the players' names,
// the last move and the kings in check under `profile`.
draw::BoardScene scene_at(const Record& record, const Validation& v, const Profile& profile,
                          int ply);

struct PageInput {
  const Record* record = nullptr;
  std::string file;          // as given on the command line
  bool text_syntax = false;  // the record is in the kanji text notation: list moves in it
  const Validation* validation = nullptr;  // traced
  const Profile* profile = nullptr;
};

draw::ReplayPage replay_page(const PageInput& in);

// The move rows of `record` (the main line, or a variation played as a game) replayed by `v`,
// in the page's notation (in.text_syntax, else KI2 for a standard game, else USI).
std::vector<draw::PageRow> page_rows(const PageInput& in, const Record& record,
                                     const Validation& v);

// Every variation of the record (Entry::branches, nested ones too) as a line of the page: its
// rows and, appended to page.frames, the board after each of its moves (render_variations.cpp).
void add_variations(const PageInput& in, draw::ReplayPage& page);

}  // namespace kifukit::cli
