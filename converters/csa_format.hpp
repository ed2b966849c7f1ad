// CSA (the Computer Shogi Association's format, V2.2 and V3.0): reader and writer on the Record.
// docs/formats/csa.md.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/record.hpp"

namespace kifukit {

// The `$` headers that have KIF names, as the reader stores them and the writer writes them back
// (the writer takes a KIF name's first key: TIME_LIMIT, V2.2's, rather than V3.0's TIME).
// `$EVENT`, `$SITE` and `$START_TIME` are the Record's own fields.
struct CsaHeaderKey {
  std::string_view csa;
  std::string_view kif;
};
inline constexpr CsaHeaderKey kCsaHeaderKeys[] = {{"END_TIME", "終了日時"},
                                                  {"OPENING", "戦型"},
                                                  {"TIME_LIMIT", "持ち時間"},
                                                  {"TIME", "持ち時間"}};

// Every game of the file (games are separated by a line `/`); `text` is decoded UTF-8. On an
// error, the games before the bad one and the error.
struct CsaGames {
  std::vector<Record> games;
  std::vector<Diagnostic> diagnostics;
};
CsaGames read_csa_games(std::string_view text, const std::string& file);
// The first game; a warning names how many more the file holds.
ReadResult read_csa(std::string_view text, const std::string& file);
// V2.2, or V3.0 when a time has milliseconds.
WriteResult write_csa(const Record& record);

}  // namespace kifukit
