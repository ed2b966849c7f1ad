// Planted for tests/repo/restatements.py's own test (tests/CMakeLists.txt): a picture that
// spells a piece itself instead of asking the notation service, and a promotion test of its own.
std::string_view piece_kanji(Kind k) {
  switch (k) {
    case Kind::Pawn:
      return "歩";  // "香" in a comment is not a restatement
    default:
      return "?";
  }
}
