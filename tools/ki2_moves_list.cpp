#include "tools/ki2_moves_list.hpp"

#include <string_view>

#include "converters/kif_format.hpp"

namespace kifukit::cli {
namespace {

constexpr std::string_view kSente = "▲", kGote = "△";

bool starts_with_mark(std::string_view s, std::size_t at) {
  return s.substr(at, kSente.size()) == kSente || s.substr(at, kGote.size()) == kGote;
}

// "▲７六歩　△３四歩" -> its moves; a move runs to the next mark, less the full-width spaces
// between moves (`同　銀` keeps its own).
void split_line(std::string_view line, std::map<int, std::string>& out) {
  constexpr std::string_view kGap = "　";
  std::size_t at = 0;
  while (at < line.size() && starts_with_mark(line, at)) {
    std::size_t next = at + kSente.size();
    while (next < line.size() && !starts_with_mark(line, next)) ++next;
    std::string_view move = line.substr(at, next - at);
    while (move.size() >= kGap.size() && move.substr(move.size() - kGap.size()) == kGap)
      move.remove_suffix(kGap.size());
    while (!move.empty() && (move.back() == ' ' || move.back() == '\r')) move.remove_suffix(1);
    out[static_cast<int>(out.size()) + 1] = std::string(move);
    at = next;
  }
}

}  // namespace

std::map<int, std::string> ki2_moves(const Record& record) {
  std::map<int, std::string> out;
  WriteResult w = write_ki2(record);
  if (!w.text) return out;
  std::string_view text = *w.text;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    if (line.starts_with("変化")) break;  // the variations follow the main line
    if (starts_with_mark(line, 0)) split_line(line, out);
  }
  int moves = 0;
  for (const Entry& e : record.entries) moves += e.type == EntryType::Move;
  if (static_cast<int>(out.size()) != moves) out.clear();
  return out;
}

}  // namespace kifukit::cli
