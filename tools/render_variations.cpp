// The record's variations on the replay page: each is replayed as the game it would be (the
// moves of its line before its ply, then its own), as validator/validate_branches.cpp judges it,
// and becomes a line of the page with a board after each of its moves.
#include "render/board_svg.hpp"
#include "tools/render_frames.hpp"

namespace kifukit::cli {
namespace {

// The variation `branch` played from the position after `before`, as a line of the page.
draw::PageVariation variation_line(const PageInput& in, const std::vector<Entry>& before,
                                   const std::vector<Entry>& branch, int parent,
                                   const std::string& name, draw::ReplayPage& page) {
  Record game = *in.record;
  game.entries = before;
  std::vector<Entry> own = entries_without_branches(branch, branch.size());
  game.entries.insert(game.entries.end(), own.begin(), own.end());
  game.result.reset();
  ValidateOptions options;
  options.trace = true;
  options.check_result = false;
  options.branches = false;
  const Validation v = validate_record(game, *in.profile, options);
  draw::PageVariation out;
  out.parent = parent;
  out.from_ply = static_cast<int>(before.size()) + 1;
  out.name = name;
  // Its illegal move, if any, ends the line (the finding is listed with the main line's).
  for (draw::PageRow& row : page_rows(in, game, v)) {
    if (row.ply < out.from_ply || row.illegal) continue;
    out.frames.push_back(static_cast<int>(page.frames.size()));
    page.frames.push_back(draw::board_svg(scene_at(game, v, *in.profile, row.ply)));
    out.rows.push_back(std::move(row));
  }
  return out;
}

// Every branch of `line` (whose entries follow `prefix`), depth first: a variation's own
// variations come right after it. Named as validate names them ("variation 1 at ply 2, ...").
void walk(const PageInput& in, const std::vector<Entry>& prefix, const std::vector<Entry>& line,
          int parent, const std::string& name, draw::ReplayPage& page) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    for (std::size_t k = 0; k < line[i].branches.size(); ++k) {
      std::vector<Entry> before = prefix;
      std::vector<Entry> head = entries_without_branches(line, i);
      before.insert(before.end(), head.begin(), head.end());
      const std::string own = (name.empty() ? "" : name + ", ") + "variation " +
                              std::to_string(k + 1) + " at ply " +
                              std::to_string(before.size() + 1);
      page.variations.push_back(variation_line(in, before, line[i].branches[k], parent, own, page));
      walk(in, before, line[i].branches[k], static_cast<int>(page.variations.size()), own, page);
    }
  }
}

}  // namespace

void add_variations(const PageInput& in, draw::ReplayPage& page) {
  walk(in, {}, in.record->entries, 0, "", page);
}

}  // namespace kifukit::cli
