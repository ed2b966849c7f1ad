#include "render/frame_deltas.hpp"

#include <algorithm>
#include <unordered_map>

#include <nlohmann/json.hpp>

namespace kifukit::draw {

namespace {

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
    out.push_back(text.substr(start, nl - start));
  out.push_back(text.substr(start));
  return out;
}

// The edits from `a` to `b`: a longest common subsequence by dynamic programming (boards are a
// few hundred lines, so the table is small), then the runs between common lines.
std::vector<LineEdit> line_edits(const std::vector<int>& a, const std::vector<int>& b) {
  const std::size_t n = a.size(), m = b.size();
  // common[i][j]: the LCS length of a[i..] and b[j..].
  std::vector<std::vector<int>> common(n + 1, std::vector<int>(m + 1, 0));
  for (std::size_t i = n; i-- > 0;)
    for (std::size_t j = m; j-- > 0;)
      common[i][j] =
          a[i] == b[j] ? common[i + 1][j + 1] + 1 : std::max(common[i + 1][j], common[i][j + 1]);
  std::vector<LineEdit> edits;
  std::size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] == b[j]) {
      ++i, ++j;
      continue;
    }
    LineEdit e;
    e.at = static_cast<int>(i);
    while ((i < n || j < m) && !(i < n && j < m && a[i] == b[j])) {
      if (j < m && (i == n || common[i][j + 1] >= common[i + 1][j]))
        e.inserted.push_back(b[j++]);
      else
        ++i, ++e.removed;
    }
    edits.push_back(std::move(e));
  }
  return edits;
}

}  // namespace

FrameDeltas frame_deltas(const std::vector<std::string>& frames) {
  FrameDeltas d;
  std::unordered_map<std::string, int> ids;
  std::vector<int> previous;
  for (std::size_t f = 0; f < frames.size(); ++f) {
    std::vector<int> current;
    for (std::string& line : split_lines(frames[f])) {
      auto [it, added] = ids.emplace(line, static_cast<int>(d.lines.size()));
      if (added) d.lines.push_back(std::move(line));
      current.push_back(it->second);
    }
    if (f == 0)
      d.first = current;
    else
      d.to.push_back(line_edits(previous, current));
    previous = std::move(current);
  }
  return d;
}

std::string rebuild_frame(const FrameDeltas& d, int n) {
  std::vector<int> board = d.first;
  for (int f = 0; f < n; ++f) {
    const std::vector<LineEdit>& edits = d.to[static_cast<std::size_t>(f)];
    for (auto e = edits.rbegin(); e != edits.rend(); ++e) {  // last first: `at` stays valid
      auto at = board.begin() + e->at;
      at = board.erase(at, at + e->removed);
      board.insert(at, e->inserted.begin(), e->inserted.end());
    }
  }
  std::string out;
  for (std::size_t i = 0; i < board.size(); ++i)
    out += (i ? "\n" : "") + d.lines[static_cast<std::size_t>(board[i])];
  return out;
}

std::string frame_deltas_json(const FrameDeltas& d) {
  nlohmann::json deltas = nlohmann::json::array();
  for (const std::vector<LineEdit>& edits : d.to) {
    nlohmann::json step = nlohmann::json::array();
    for (const LineEdit& e : edits) {
      nlohmann::json edit = {e.at, e.removed};
      for (int id : e.inserted) edit.push_back(id);
      step.push_back(std::move(edit));
    }
    deltas.push_back(std::move(step));
  }
  return nlohmann::json{{"lines", d.lines}, {"first", d.first}, {"deltas", deltas}}.dump();
}

}  // namespace kifukit::draw
