// Planted for tests/repo/restatements.py's own test: the zone restated outside rules/.
bool ShogiBoard::may_promote(Kind kind, Square from, Square to) const {
  const Variant& v = pos_.variant();
  return v.in_zone(facing_of(pos_.to_move()), from) || v.in_zone(facing_of(pos_.to_move()), to);
}
std::string ki2_words(bool same) { return same ? "同　" : "右上"; }
int depth_of(const Variant& v, int d) { return d < v.zone_depth; }
std::string message() { return "同 with no previous move"; }  // a message: passes
