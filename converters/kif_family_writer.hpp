// What the KIF and KI2 writers share beyond WriterDiagnostics: the texts their readers trim
// (a header value at both ends, a bookmark line at its end), written with a FORMAT_LOSSY when
// the white space there would not read back (issue 26).
#pragma once

#include <string>
#include <string_view>

#include "converters/kif_common.hpp"
#include "converters/writer_diagnostics.hpp"

namespace kifukit {

class KifFamilyWriter : protected WriterDiagnostics {
 protected:
  explicit KifFamilyWriter(std::string_view format) : WriterDiagnostics(format) {}

  std::string player_name(const Player& p) {
    const std::string lost = kif_trimmed_loss(p.name, true, "a player's name");
    if (!lost.empty()) lossy(p.loc, lost);
    return one_line(p.name, p.loc);
  }
  void bookmark(std::string& out, const std::string& text, SourceLocation loc) {
    const std::string lost = kif_trimmed_loss(text, false, "a bookmark");
    if (!lost.empty()) lossy(loc, lost);
    out += "&" + one_line(text, loc) + "\n";
  }
};

}  // namespace kifukit
