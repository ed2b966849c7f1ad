// Profile contradictions: parameter values that cannot hold together (docs/rules.md §15.2,
// docs/profiles.md "Contradictions"). The one place they are decided: the profile reader, the
// `--option` overrides and the corpus request check all ask this function; formats/ only reads
// the values.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/profile.hpp"

namespace kifukit {

// Two or more parameters (or "variant") that cannot hold together.
struct Contradiction {
  std::vector<std::string_view> keys;  // the profile keys involved, as docs/profiles.md names them
  std::string message;
};

// Every contradiction of `p`, in a fixed order. A profile whose variant is unknown is judged
// without the variant's seats (the reader reports the unknown variant itself).
std::vector<Contradiction> find_contradictions(const Profile& p);

}  // namespace kifukit
