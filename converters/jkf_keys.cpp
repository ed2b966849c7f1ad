#include "converters/jkf_keys.hpp"

#include <initializer_list>

namespace kifukit {

JkfContext jkf_child_context(const std::vector<JkfContext>& open, const std::string& key) {
  if (open.empty()) return JkfContext::Root;
  switch (open.back()) {
    case JkfContext::Root:
      if (key == "initial") return JkfContext::Initial;
      if (key == "moves") return JkfContext::Moves;
      return JkfContext::Other;  // header: any key
    case JkfContext::Initial:
      return key == "data" ? JkfContext::Data : JkfContext::Other;
    case JkfContext::Data:
      if (key == "board") return JkfContext::Board;
      if (key == "hands") return JkfContext::Hands;
      return JkfContext::Other;
    case JkfContext::Board:
    case JkfContext::Hands:
      return open.back();    // columns and cells, hands
    case JkfContext::Moves:  // the list, an element, `forks` (a list of lists)
      if (key == "move") return JkfContext::Move;
      if (key == "time") return JkfContext::Time;
      if (key == "comments") return JkfContext::Other;
      return JkfContext::Moves;
    case JkfContext::Move:
      return key == "from" || key == "to" ? JkfContext::Square : JkfContext::Other;
    case JkfContext::Time:
      return JkfContext::Clock;
    default:
      return JkfContext::Other;
  }
}

bool jkf_key_known(JkfContext context, std::string_view key) {
  auto one_of = [&](std::initializer_list<std::string_view> keys) {
    for (std::string_view k : keys)
      if (k == key) return true;
    return false;
  };
  switch (context) {
    case JkfContext::Root:
      return one_of({"header", "initial", "moves"});
    case JkfContext::Initial:
      return one_of({"preset", "data"});
    case JkfContext::Data:
      return one_of({"board", "hands", "color"});
    case JkfContext::Board:
      return one_of({"color", "kind"});
    case JkfContext::Hands:
      return one_of({"FU", "KY", "KE", "GI", "KI", "KA", "HI"});
    case JkfContext::Moves:
      return one_of({"comments", "move", "special", "forks", "time"});
    case JkfContext::Move:
      return one_of({"color", "from", "to", "piece", "same", "promote", "capture", "relative"});
    case JkfContext::Square:
      return one_of({"x", "y"});
    case JkfContext::Time:
      return one_of({"now", "total"});
    case JkfContext::Clock:
      return one_of({"h", "m", "s", "ms"});
    case JkfContext::Other:
      return true;
  }
  return true;
}

}  // namespace kifukit
