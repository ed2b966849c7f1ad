// lishogi's piece names for chu (docs/formats/text.md, "Move notations"): the one-kanji names
// lishogi (shogiops) writes (獅, 奔, 小角, 金飛車, ...), read with the longer spellings too (獅子,
// 奔王, 成獅). Part of the notation service (docs/architecture.md, "Notation"): the text
// notations of converters/text/record_text_lishogi.hpp and the board of
// converters/text/text_board_lishogi.hpp take their names from here.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/types.hpp"

namespace kifukit {
struct Variant;
}

namespace kifukit::lishogi {

// Kinds lishogi writes alike (獅: lion and promoted kirin) share a name; a name stands for every
// kind written with it.
class Names {
 public:
  explicit Names(const Variant& v);
  std::string_view name(Kind k) const;
  // The kinds written with the same name as `k`, `k` included.
  std::vector<Kind> group(Kind k) const;
  // The longest spelling at the start of `text` and the kinds it stands for.
  std::optional<std::vector<Kind>> at(std::string_view text, std::size_t& length) const;

 private:
  struct Spelling {
    std::string text;
    std::vector<Kind> kinds;
  };
  std::vector<std::pair<Kind, std::string>> written_;
  std::vector<Spelling> spellings_;
};

}  // namespace kifukit::lishogi
