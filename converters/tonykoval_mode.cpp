// A room's elimination mode as options of profile tonykoval: the one place that maps the two.
#include "converters/tonykoval.hpp"
#include "converters/tonykoval_board.hpp"

namespace kifukit {

std::vector<std::string> tonykoval_mode_options(const Record& record) {
  for (const HeaderField& h : record.headers) {
    if (h.key != tonykoval::kMode) continue;
    // ShogiEngine.eliminate: "hand" puts the loser's board pieces (demoted) and hand into the
    // credited seat's hand; "scatter" leaves them on the board as neutral pieces and discards
    // the hand (a frozen hand that nobody can use).
    if (h.value == "hand") return {"dead_board=to-credited-hand"};
    if (h.value == "scatter") return {"dead_board=neutral", "dead_hand=frozen"};
  }
  return {};
}

}  // namespace kifukit
