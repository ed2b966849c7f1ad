// What KIF and KI2 share: the headers, the board diagram (BOD), the special moves (投了 ...),
// clock times, and the claimed result each special move stands for.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "converters/line_cursor.hpp"
#include "formats/record.hpp"
#include "rules/position.hpp"
#include "rules/setup_rules.hpp"

namespace kifukit {

class LineTree;

// A special move: how a game record says the game ended. Resign, timeout and the entering-king
// declaration are entries (the Referee plays them); the rest is the claimed result's `ending`
// or `reason`.
struct SpecialMove {
  std::string_view kif;  // 投了
  std::string_view csa;  // %TORYO; empty when CSA has none
  std::optional<EntryType> entry;
  Ending ending = Ending::None;
};
const SpecialMove* kif_special(std::string_view word);
// The special move whose KIF word starts `text` (the shortest such word), or nullptr: one pass
// over the table, not one lookup per prefix of the line. Inline, its first test: the first byte
// of a move's destination (a full-width digit) starts no word, so a move line makes no call.
extern const std::array<bool, 256> kKifSpecialFirstBytes;
const SpecialMove* kif_special_word_at(std::string_view text);  // text of two bytes or more
inline const SpecialMove* kif_special_at(std::string_view text) {
  if (text.size() < 2 || !kKifSpecialFirstBytes[static_cast<unsigned char>(text[0])])
    return nullptr;
  return kif_special_word_at(text);
}
const SpecialMove* csa_special(std::string_view word);
const SpecialMove& special_of_entry(EntryType t);

// The claimed result of a record whose last entry (or the ending after it) is `special`, played
// at `seat`'s turn after `moves` moves: resignation and mate are won by the other side (the
// loser eliminated, credited to the winner when mated), a repetition is shared, a foul (反則勝ち,
// 反則負け, %ILLEGAL_MOVE, %+/-ILLEGAL_ACTION) ranks its winner first, the ending alone says the
// rest.
ClaimedResult claimed_result(const SpecialMove& special, Seat seat, int moves, SourceLocation loc);
// The moves (not events) of a line.
int move_count(const std::vector<Entry>& line);
// The first entry, in `line` or any of its branches, that follows its line's ending event
// (投了, 切れ負け ...), or nullptr. KIF, KI2, CSA and JKF end a line with its special move, so
// they cannot hold such an entry: their writers refuse the record rather than cut it.
const Entry* entry_after_ending(const std::vector<Entry>& line);
// The special move that ends a line of a record, for writers: the last entry's event, else the
// result's ending or reason; nullptr when there is none (or none the formats can say; then
// `lossy` names the result).
const SpecialMove* ending_special(const Record& r, const std::vector<Entry>& line, bool main_line,
                                  std::string* lossy);
// ending_special in KIF's and KI2's words: CSA's %+ILLEGAL_ACTION and %-ILLEGAL_ACTION (sente,
// gote acted illegally) have no word of their own there; they are 反則勝ち or 反則負け of
// `to_move`, the side to move at the end of the line.
const SpecialMove* kif_ending_special(const Record& r, const std::vector<Entry>& line,
                                      bool main_line, Seat to_move, std::string* lossy);

// The header keys that have Record fields.
struct KifHeaders {
  std::optional<std::string> handicap;  // 手合割
  SourceLocation handicap_loc;
};
// Stores one `key：value` header in the record (a field, or `headers`), key and value trimmed of
// spaces, tabs and ideographic spaces (KIF, KI2, CSA names and JKF alike).
void store_kif_header(Record& r, KifHeaders& h, std::string_view key, std::string_view value,
                      SourceLocation key_loc, SourceLocation value_loc);
// Writes the headers of `r` (but 手合割 and the board) as `key：value` lines, in two parts:
// `early` the fields and the headers before the first one whose key the reader gives a meaning
// to the first time only (手合割, 先手, 後手, 下手, 上手: one kept from a repeated key); the
// rest after the start and the players, so that the first such line read back is still the
// start's or the player's and `headers` keeps its order.
// `one_line` makes a value fit on its line (the writer's, which warns when it must change it).
// A header whose key would not read back as that key (see kif_header_key_reads_back) is left
// out and told to `lossy`.
void write_kif_headers(const Record& r, std::string& out, bool early,
                       const std::function<std::string(std::string, SourceLocation)>& one_line,
                       bool (*is_move)(std::string_view trimmed),
                       const std::function<void(SourceLocation, const std::string&)>& lossy);
// A line of KIF's moves: it starts with the move's number.
bool is_kif_move_line(std::string_view trimmed);
// True when the line `key：value` before the moves reads back as a header of that key, as
// read_kif_preamble reads it with `is_move` (issue 26: keys such as `戦型：偽`, `# hidden`,
// `*note`, ` 戦型`, `+---`, `手数----指手`, `先手の持駒`, KI2's `まで` or one holding a line
// break came back changed or gone, or made a file that does not read back). The keys the reader
// gives a meaning (手合割, 先手, ...) are the writer's to order, not judged here.
bool kif_header_key_reads_back(std::string_view key, bool (*is_move)(std::string_view trimmed));
// A comment as KIF and KI2 write it: one `*` line per line of the text. A carriage return inside
// a line is kept; one ending a line cannot be (a reader takes CR LF as the line's end): it is
// dropped. White space ending a line is written but does not read back (the readers trim every
// line, as Kifu for Windows pads them). Returns what is lost, for the writer's FORMAT_LOSSY, or
// "" (issue 26).
std::string write_kif_comment(std::string& out, const std::string& text);
// A variation whose first move has variations of its own: the KIF, KI2 and JKF readers give
// those to the move both replace (Kakinoki's programs list every alternative of a move there),
// so they read back as more variations of that move (issue 26). The words for the writer's
// FORMAT_LOSSY, or "" (always "" for the main line).
std::string first_move_fork_loss(const std::vector<Entry>& line, bool main_line);
// The header texts every format's reader trims (store_kif_header): the event, date, site,
// players' names, header keys and values. For the CSA and JKF writers (KIF and KI2 check each
// as they write it): one FORMAT_LOSSY, through `lossy`, for each with white space at an end.
void report_trimmed_headers(const Record& r,
                            const std::function<void(SourceLocation, const std::string&)>& lossy);
// A line of the main line that ends with an event (投了, %TORYO) under a result that claims an
// ending of its own: the formats write the event alone, so the result's ending does not read
// back (issue 26). The words for the writer's FORMAT_LOSSY, or "".
std::string ending_beside_event_loss(const Record& r, const std::vector<Entry>& line,
                                     bool main_line);
// What of `text`, written as a header value (`leading`: both ends are trimmed) or after `&` (only
// its end), does not read back from KIF or KI2: "" or the words for FORMAT_LOSSY, naming `what`.
std::string kif_trimmed_loss(std::string_view text, bool leading, std::string_view what);
// The text of one comment line as CSA, KIF and KI2 write it; false when a final CR was dropped.
bool comment_line_text(std::string& part);
// 手合割 and, for a start that is no handicap, the board diagram; `out` gets the lines.
void write_kif_start(const Position& start, std::string& out);
// The board diagram (BOD) of any standard position, even the even or a handicap start: the hands,
// the 9x9 frame, 手数＝N when moves were played before it, and the side to move.
void write_kif_board(const Position& pos, std::string& out);

// Collects the lines of a board diagram, then builds the start position.
class BodReader {
 public:
  // True when the line belongs to a board diagram (and takes it).
  bool take(const LineCursor& line);
  bool present() const { return rows_ > 0 || hands_seen_; }
  bool turn_given() const { return to_move_.has_value(); }
  // The SFEN of the diagram; throws FormatError at the diagram when it is incomplete.
  std::string sfen(SourceLocation at) const;
  SourceLocation loc() const { return loc_; }
  // Where the piece on `square` was read; the diagram's first line when none was.
  SourceLocation cell(Square square) const;

 private:
  void row(const LineCursor& line, int rank);
  void hand(LineCursor c, Seat seat);
  std::string board_[9][9];  // SFEN letters by [rank][file - 1]
  int rows_ = 0;
  bool rows_seen_[9] = {};
  int hands_[2][16] = {};
  bool hands_seen_ = false;
  std::optional<Seat> to_move_;
  int ply_ = 0;  // 手数＝N: moves played before the diagram
  SourceLocation loc_;
  std::vector<std::pair<Square, SourceLocation>> cells_;  // where each piece was read
};

// `( 0:16/00:00:16)` after the move, from the '(' on: the move's time in milliseconds.
std::int64_t read_kif_time(LineCursor& c);
// ` ( 0:16/00:00:16)`; `total_ms` is the mover's running total.
std::string kif_time(std::int64_t ms, std::int64_t total_ms);

// `７六` for a square.
std::string kif_square(Square s);
// A destination at the cursor (full-width or ASCII file digit, kanji rank); nullopt when none.
std::optional<Square> read_kif_square(LineCursor& c);
// `変化：N手` (spaces after the colon, as Kifu for Windows pads it): starts the variation that
// replaces ply N of the innermost line read so far that has it (KIF and KI2 alike).
void read_kif_branch(LineCursor& c, LineTree& tree);

}  // namespace kifukit

namespace kifukit {

// The part of a KIF or KI2 file before the moves: headers, board diagram, comments on the start,
// up to the first line `is_move` accepts (or after the line `手数----`). Fills the record's
// variant, headers, players, start and comment; returns the index of the first move line.
// `warnings` gets what was read irregularly (手合割 平手 with a diagram that is no even start).
std::size_t read_kif_preamble(const std::vector<std::string_view>& lines, Record& r,
                              bool (*is_move)(std::string_view trimmed),
                              std::vector<Diagnostic>* warnings = nullptr);

// A comment line `*...` (its text) or a bookmark `&...` goes to the last entry of the line being
// read, or, before any entry, to the record (comments) or nowhere (bookmarks: reported).
void attach_comment(std::vector<Entry>& line, Record& r, bool main_line, std::string_view text);

}  // namespace kifukit
