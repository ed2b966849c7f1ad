#include "notation/kanji_names.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <utility>

#include "notation/move_words.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

constexpr std::string_view kTen = "十";

std::string replace_all(std::string s, std::string_view from, std::string_view to) {
  for (std::size_t i = 0; (i = s.find(from, i)) != std::string::npos; i += to.size())
    s.replace(i, from.size(), to);
  return s;
}

}  // namespace

std::string_view kanji_piece_name(Kind k) {
  for (const kanji_names_detail::PieceName& p : kanji_names_detail::kPieceNames)
    if (p.kind == k) return p.name;
  return "?";
}

KanjiNames::KanjiNames(const Variant& v) {
  standard_ = std::all_of(v.kinds.begin(), v.kinds.end(),
                          [](Kind k) { return index(k) < kFirstOtherKind; });
  if (standard_) return;
  auto shared = [&](Kind k) {
    return std::count_if(v.kinds.begin(), v.kinds.end(),
                         [&](Kind o) { return v.kind(o).kanji == v.kind(k).kanji; }) > 1;
  };
  for (Kind k : v.kinds) {
    const KindDef& d = v.kind(k);
    std::string text = d.kanji.empty() ? d.name : d.kanji;
    if (d.promoted && shared(k)) text = std::string(words::kPromote) + v.kind(d.base).kanji;
    names_.push_back({k, text});
  }
  // Score sheets shorten the pieces shogi shares with chu to one character (歩 for 歩兵).
  static constexpr std::pair<std::string_view, std::string_view> kShort[] = {
      {"pawn", "歩"}, {"lance", "香"},  {"copper", "銅"}, {"silver", "銀"},
      {"gold", "金"}, {"king", "玉"},   {"king", "王"},   {"king", "王将"},
      {"rook", "飛"}, {"bishop", "角"}, {"tokin", "と"}};
  for (auto [kind_name, text] : kShort)
    if (Kind k = v.kind_named(kind_name); k != Kind::None) names_.push_back({k, std::string(text)});
  for (std::size_t i = 0, n = names_.size(); i < n; ++i) {
    std::string alt = replace_all(names_[i].text, "龍", "竜");
    if (alt != names_[i].text) names_.push_back({names_[i].kind, alt});
  }
}

std::string_view KanjiNames::name(Kind k) const {
  if (standard_) return kanji_piece_name(k);
  for (const Name& n : names_)
    if (n.kind == k) return n.text;
  return "?";
}

std::optional<Kind> KanjiNames::at(std::string_view text, std::size_t& length) const {
  if (standard_) return kanji_piece_at(text, length);
  const Name* best = nullptr;
  for (const Name& n : names_)
    if (text.starts_with(n.text) && (!best || n.text.size() > best->text.size())) best = &n;
  if (!best) return std::nullopt;
  length = best->text.size();
  return best->kind;
}

std::string_view board_glyph(const Variant& v, Kind k) {
  const KindDef& d = v.kind(k);
  return d.kanji.empty() ? d.sfen : d.kanji;
}

std::string_view board_glyph(const Variant& v, Kind k, Seat owner) {
  const KindDef& d = v.kind(k);
  const bool gote = !v.is_yonin() && owner == Seat::North;  // two-player: gote sits North
  return gote && !d.gote_kanji.empty() ? d.gote_kanji : board_glyph(v, k);
}

std::string wide_number(int n) {
  std::string out;
  for (char c : std::to_string(n)) out += c == '0' ? std::string_view("０") : kWideDigits[c - '1'];
  return out;
}

std::string kanji_rank(int rank) {
  if (rank <= 9) return std::string(kKanjiDigits[rank - 1]);
  return std::string(kTen) + (rank > 10 ? std::string(kKanjiDigits[rank - 11]) : "");
}

std::optional<int> kanji_rank_at(std::string_view text, std::size_t& length) {
  if (text.starts_with(kTen)) {
    length = kTen.size();
    for (int i = 0; i < 9; ++i)  // 十一 .. 十九: off every board past 十二, which callers say
      if (text.substr(kTen.size()).starts_with(kKanjiDigits[i])) {
        length += kKanjiDigits[i].size();
        return 11 + i;
      }
    return 10;
  }
  for (int i = 0; i < 9; ++i)
    if (text.starts_with(kKanjiDigits[i])) {
      length = kKanjiDigits[i].size();
      return i + 1;
    }
  return std::nullopt;
}

}  // namespace kifukit
