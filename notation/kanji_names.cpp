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

struct PieceName {
  Kind kind;
  std::string_view name;
};
// The first name of a kind is the one written; two-character names come before their
// one-character prefixes so they match first; the last ones are accepted spellings only.
constexpr PieceName kPieceNames[] = {
    {Kind::ProSilver, "成銀"}, {Kind::ProKnight, "成桂"}, {Kind::ProLance, "成香"},
    {Kind::King, "玉"},        {Kind::Rook, "飛"},        {Kind::Dragon, "龍"},
    {Kind::Bishop, "角"},      {Kind::Horse, "馬"},       {Kind::Gold, "金"},
    {Kind::Silver, "銀"},      {Kind::Knight, "桂"},      {Kind::Lance, "香"},
    {Kind::Pawn, "歩"},        {Kind::Tokin, "と"},       {Kind::King, "王"},
    {Kind::Dragon, "竜"},      {Kind::ProSilver, "全"},   {Kind::ProKnight, "圭"},
    {Kind::ProLance, "杏"},    {Kind::Pawn, "步"}};

// kPieceNames' entries by the last byte of their first character, in the table's order: the
// first entry with each byte, and after each entry the next with the same byte (-1: none). A
// move line's piece is found in one or two comparisons, not a walk over the twenty names.
struct NamesByLastByte {
  std::array<std::int8_t, 256> first;
  std::array<std::int8_t, std::size(kPieceNames)> next;
};
constexpr NamesByLastByte kNamesByLastByte = [] {
  NamesByLastByte t{};
  t.first.fill(-1);
  for (const PieceName& p : kPieceNames)  // starts_with_name() compares by characters
    if (p.name.size() != 3 && p.name.size() != 6) throw "a piece name of one or two characters";
  for (int i = static_cast<int>(std::size(kPieceNames)) - 1; i >= 0; --i) {
    const auto byte = static_cast<unsigned char>(kPieceNames[i].name[2]);
    t.next[i] = t.first[byte];
    t.first[byte] = static_cast<std::int8_t>(i);
  }
  return t;
}();

constexpr std::string_view kTen = "十";

// text.starts_with(name) for a name of one or two three-byte characters, compared a character at
// a time by memcmps of a constant size, which compile to loads: starts_with's memcmp of a
// run-time size is a call a move line's piece.
bool starts_with_name(std::string_view text, std::string_view name) {
  if (text.size() < name.size() || std::memcmp(text.data(), name.data(), 3) != 0) return false;
  return name.size() == 3 || std::memcmp(text.data() + 3, name.data() + 3, 3) == 0;
}

std::string replace_all(std::string s, std::string_view from, std::string_view to) {
  for (std::size_t i = 0; (i = s.find(from, i)) != std::string::npos; i += to.size())
    s.replace(i, from.size(), to);
  return s;
}

}  // namespace

std::string_view kanji_piece_name(Kind k) {
  for (const PieceName& p : kPieceNames)
    if (p.kind == k) return p.name;
  return "?";
}

std::optional<Kind> kanji_piece_at(std::string_view text, std::size_t& length) {
  // Every name is one or two kanji or kana (three bytes each); the last byte of the first one
  // tells most apart, so only the names that share it are compared whole, in the table's order
  // (a two-character name before its one-character prefix).
  if (text.size() < 3) return std::nullopt;
  for (int i = kNamesByLastByte.first[static_cast<unsigned char>(text[2])]; i >= 0;
       i = kNamesByLastByte.next[i])
    if (starts_with_name(text, kPieceNames[i].name)) {
      length = kPieceNames[i].name.size();
      return kPieceNames[i].kind;
    }
  return std::nullopt;
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
