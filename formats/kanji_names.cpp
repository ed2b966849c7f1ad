#include "formats/kanji_names.hpp"

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

}  // namespace

std::string_view kanji_piece_name(Kind k) {
  for (const PieceName& p : kPieceNames)
    if (p.kind == k) return p.name;
  return "?";
}

std::optional<Kind> kanji_piece_at(std::string_view text, std::size_t& length) {
  for (const PieceName& p : kPieceNames)
    if (text.substr(0, p.name.size()) == p.name) {
      length = p.name.size();
      return p.kind;
    }
  return std::nullopt;
}

}  // namespace kifukit
