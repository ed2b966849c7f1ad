#include "rules/data/suggest.hpp"

#include <algorithm>
#include <limits>

#include "rules/variant.hpp"

namespace kifukit {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // Optimal string alignment: Levenshtein plus the swap of two neighbours ("qdna" -> "qdan"),
  // the commonest typing slip.
  const std::size_t n = a.size(), m = b.size();
  std::vector<std::size_t> before(m + 1), previous(m + 1), row(m + 1);
  for (std::size_t j = 0; j <= m; ++j) previous[j] = j;
  for (std::size_t i = 1; i <= n; ++i) {
    row[0] = i;
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      row[j] = std::min({previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        row[j] = std::min(row[j], before[j - 2] + 1);
    }
    before.swap(previous);
    previous.swap(row);
  }
  return previous[m];
}

std::string closest_name(std::string_view typed, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t best_distance = std::numeric_limits<std::size_t>::max();
  for (const std::string& c : candidates) {
    if (c == typed) return "";
    const std::size_t d = edit_distance(typed, c);
    if (d < best_distance) best = c, best_distance = d;
  }
  return best_distance <= (typed.size() <= 3 ? 1u : 2u) ? best : std::string();
}

std::string did_you_mean(std::string_view typed, const std::vector<std::string>& candidates) {
  const std::string best = closest_name(typed, candidates);
  return best.empty() ? "" : "; did you mean '" + best + "'?";
}

std::string unknown_variant_message(std::string_view name) {
  const std::vector<std::string> names = builtin_variant_names();
  std::string known;
  for (const std::string& n : names) known += (known.empty() ? "" : ", ") + n;
  return "unknown variant '" + std::string(name) + "'" + did_you_mean(name, names) +
         " (built-in: " + known + ")";
}

}  // namespace kifukit
