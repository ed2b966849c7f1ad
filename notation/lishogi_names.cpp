#include "notation/lishogi_names.hpp"

#include <algorithm>

#include "notation/move_words.hpp"
#include "rules/variant.hpp"

namespace kifukit::lishogi {

namespace {

// The name lishogi writes for each chu kind (by the kind's name in rules/variants/chu.yaml).
constexpr std::pair<std::string_view, std::string_view> kWritten[] = {
    {"pawn", "歩"},
    {"lance", "香"},
    {"leopard", "豹"},
    {"copper", "銅"},
    {"silver", "銀"},
    {"gold", "金"},
    {"king", "玉"},
    {"elephant", "象"},
    {"chariot", "反"},
    {"bishop", "角"},
    {"tiger", "虎"},
    {"phoenix", "鳳"},
    {"kirin", "麒"},
    {"side-mover", "横"},
    {"vertical-mover", "竪"},
    {"rook", "飛"},
    {"horse", "馬"},
    {"dragon", "龍"},
    {"queen", "奔"},
    {"lion", "獅"},
    {"go-between", "仲"},
    {"white-horse", "駒"},
    {"promoted-leopard", "小角"},
    {"promoted-copper", "横"},
    {"promoted-silver", "竪"},
    {"promoted-gold", "金飛車"},
    {"prince", "太"},
    {"whale", "鯨"},
    {"stag", "鹿"},
    {"promoted-phoenix", "奔"},
    {"promoted-kirin", "獅"},
    {"boar", "猪"},
    {"ox", "牛"},
    {"promoted-rook", "龍"},
    {"promoted-bishop", "馬"},
    {"falcon", "鷹"},
    {"eagle", "鷲"},
    {"tokin", "金"},
    {"promoted-go-between", "象"},
};

// Other spellings read: the full names (and kifukit's 酔象 beside lishogi's 醉象), and the
// board's 成X for a promoted kind written like another, which names that one kind alone.
struct Alias {
  std::string_view text;
  std::string_view kind;  // the kind it names alone, or
  std::string_view as;    // the written name whose kinds it stands for
};
constexpr Alias kAliases[] = {
    {"歩兵", "", "歩"},
    {"香車", "", "香"},
    {"猛豹", "", "豹"},
    {"銅将", "", "銅"},
    {"銀将", "", "銀"},
    {"金将", "", "金"},
    {"玉将", "", "玉"},
    {"王将", "", "玉"},
    {"王", "", "玉"},
    {"醉象", "", "象"},
    {"酔象", "", "象"},
    {"反車", "", "反"},
    {"角行", "", "角"},
    {"盲虎", "", "虎"},
    {"鳳凰", "", "鳳"},
    {"麒麟", "", "麒"},
    {"横行", "", "横"},
    {"竪行", "", "竪"},
    {"飛車", "", "飛"},
    {"龍馬", "", "馬"},
    {"竜馬", "", "馬"},
    {"龍王", "", "龍"},
    {"竜王", "", "龍"},
    {"竜", "", "龍"},
    {"奔王", "", "奔"},
    {"獅子", "", "獅"},
    {"師", "", "獅"},
    {"仲人", "", "仲"},
    {"白駒", "", "駒"},
    {"太子", "", "太"},
    {"鯨鯢", "", "鯨"},
    {"飛鹿", "", "鹿"},
    {"奔猪", "", "猪"},
    {"飛牛", "", "牛"},
    {"角鷹", "", "鷹"},
    {"飛鷲", "", "鷲"},
    {"成角", "promoted-leopard", ""},
    {"成飛", "promoted-gold", ""},
    {"金飛", "promoted-gold", ""},
    {"成歩", "tokin", ""},
    {"と", "tokin", ""},
    {"と金", "tokin", ""},
    {"成横", "promoted-copper", ""},
    {"成竪", "promoted-silver", ""},
    {"成奔", "promoted-phoenix", ""},
    {"成獅", "promoted-kirin", ""},
    {"成師", "promoted-kirin", ""},
    {"成馬", "promoted-bishop", ""},
    {"成龍", "promoted-rook", ""},
    {"成竜", "promoted-rook", ""},
    {"成象", "promoted-go-between", ""},
};

}  // namespace

Names::Names(const Variant& v) {
  for (auto [kind, text] : kWritten)
    if (Kind k = v.kind_named(kind); k != Kind::None) written_.push_back({k, std::string(text)});
  auto kinds_written = [&](std::string_view text) {
    std::vector<Kind> out;
    for (const auto& [k, t] : written_)
      if (t == text) out.push_back(k);
    return out;
  };
  for (const auto& entry : written_) {  // no structured binding: clang's lambdas cannot capture one
    const std::string& t = entry.second;
    if (std::none_of(spellings_.begin(), spellings_.end(),
                     [&](const Spelling& s) { return s.text == t; }))
      spellings_.push_back({t, kinds_written(t)});
  }
  for (const Alias& a : kAliases) {
    std::vector<Kind> kinds =
        a.as.empty() ? std::vector<Kind>{v.kind_named(a.kind)} : kinds_written(a.as);
    if (!kinds.empty() && kinds.front() != Kind::None)
      spellings_.push_back({std::string(a.text), kinds});
  }
  // Kitao-Kawasaki writes a board name's 成 as '+' (shogiops): +獅 reads as 成獅.
  for (std::size_t i = 0, n = spellings_.size(); i < n; ++i)
    if (spellings_[i].text.starts_with(words::kPromote))
      spellings_.push_back(
          {"+" + spellings_[i].text.substr(words::kPromote.size()), spellings_[i].kinds});
}

std::string_view Names::name(Kind k) const {
  for (const auto& [kind, text] : written_)
    if (kind == k) return text;
  return "?";
}

std::vector<Kind> Names::group(Kind k) const {
  std::vector<Kind> out;
  const std::string_view mine = name(k);
  for (const auto& [kind, text] : written_)
    if (text == mine) out.push_back(kind);
  if (out.empty()) out.push_back(k);
  return out;
}

std::optional<std::vector<Kind>> Names::at(std::string_view text, std::size_t& length) const {
  const Spelling* best = nullptr;
  for (const Spelling& s : spellings_)
    if (text.starts_with(s.text) && (!best || s.text.size() > best->text.size())) best = &s;
  if (!best) return std::nullopt;
  length = best->text.size();
  return best->kinds;
}

}  // namespace kifukit::lishogi
