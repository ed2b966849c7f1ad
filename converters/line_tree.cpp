#include "converters/line_tree.hpp"

#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "rules/variant.hpp"

namespace kifukit {

LineTree::LineTree(std::vector<Entry>& main, const Position& start, LineBoard kind)
    : main_(&main), board_(start), kind_(kind) {
  lines_.push_back({0, 0, 1, start, std::nullopt, false});
}

std::vector<Entry>& LineTree::entries_of(std::size_t k) {
  if (k == 0) return *main_;
  return entries_of(k - 1)[lines_[k].entry].branches[lines_[k].branch];
}
const std::vector<Entry>& LineTree::entries_of(std::size_t k) const {
  if (k == 0) return *main_;
  return entries_of(k - 1)[lines_[k].entry].branches[lines_[k].branch];
}

void LineTree::add(Entry&& e, Move move) {
  line().push_back(std::move(e));
  added(move);
}

void LineTree::end_line(SourceLocation at) {
  if (ended_) throw FormatError(FormatCode::FORMAT_SYNTAX, at, "the line has ended already");
  ended_ = true;
}

void LineTree::refuse_move(SourceLocation at) {
  throw FormatError(FormatCode::FORMAT_SYNTAX, at,
                    "a move after the special move that ended the line");
}

bool LineTree::branch(int ply, SourceLocation where) {
  for (std::size_t k = lines_.size(); k-- > 0;) {
    Line& l = lines_[k];
    const int at = ply - l.start;
    if (at < 0 || at >= static_cast<int>(entries_of(k).size()) || (at == 0 && k > 0)) continue;
    // The new line is k + 1 deep; deeper, no record syntax could hold it (issue 26: KIF with
    // variations 8 deep converted to YAML, JSON or XML that kifukit then refused).
    if (k + 1 > static_cast<std::size_t>(kMaxVariationDepth))
      throw FormatError(
          FormatCode::FORMAT_TOO_DEEP, where,
          "variations nested deeper than " + std::to_string(kMaxVariationDepth) + " levels");
    lines_.erase(lines_.begin() + static_cast<std::ptrdiff_t>(k) + 1, lines_.end());
    Line& parent = lines_.back();
    // The position before entry `ply`: the parent's start and its entries before it.
    ShogiBoard board(parent.start_pos);
    std::optional<Square> last_to = parent.start_last_to;
    bool unresolved = parent.start_unresolved;
    for (int i = 0; i < at; ++i) {
      const Entry& e = entries_of(lines_.size() - 1)[i];
      if (e.type != EntryType::Move) continue;
      if (e.move.empty()) unresolved = true;  // a KI2 move that named none
      NotationError err;
      auto m = parse_move(standard_variant(), e.move, err);
      if (!m) continue;  // entries were checked when they were read
      if (kind_ == LineBoard::TurnOnly)
        board.pass_turn();
      else
        board.play(*m);
      last_to = m->to();
    }
    Entry& replaced = entries_of(lines_.size() - 1)[at];
    replaced.branches.emplace_back();
    lines_.push_back({static_cast<std::size_t>(at), replaced.branches.size() - 1, ply,
                      board.position(), last_to, unresolved});
    board_ = board;
    last_to_ = last_to;
    unresolved_ = unresolved;
    ended_ = false;
    return true;
  }
  return false;
}

}  // namespace kifukit
