// The Record: one four-player (or standard) shogi game as written in a file, independent of the
// syntax it came in. Readers fill it, writers print it, the validator replays it. Every item keeps
// the place it was read from, so a replay error can point at the exact move in the file.
// Values are kept as written (moves in canonical USI text, option values as text): the readers
// check syntax and ranges only; legality is the validator's business.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/diagnostic.hpp"
#include "rules/game.hpp"
#include "rules/seat_names.hpp"
#include "rules/source_location.hpp"
#include "rules/types.hpp"

namespace kifukit {

inline constexpr int kRecordFormatVersion = 1;
// The ranges kifukit's own readers accept (and its writers check, formats/record_holdable.hpp):
// a move's time in milliseconds, and the ply of an elimination.
inline constexpr std::int64_t kMaxTimeMs = INT64_C(1) << 50;
inline constexpr int kMaxEliminationPly = 1'000'000;

// A text field of the header (event, date, site): absent, or a string with its location.
struct TextField {
  std::optional<std::string> value;
  SourceLocation loc;
  friend bool operator==(const TextField&, const TextField&) = default;
};

// One rule-profile option override, `key: value`, value kept as written (the profile loader
// interprets it).
struct OptionOverride {
  std::string key;
  std::string value;
  SourceLocation loc;
  friend bool operator==(const OptionOverride&, const OptionOverride&) = default;
};

// A header of another program's format that the Record has no field for (KIF 開始日時, 戦型,
// CSA $OPENING, ...), kept as written so converting back gives it again.
struct HeaderField {
  std::string key;
  std::string value;
  SourceLocation loc;
  friend bool operator==(const HeaderField&, const HeaderField&) = default;
};

struct Player {
  Seat seat = Seat::South;
  std::string name;
  SourceLocation loc;
  friend bool operator==(const Player&, const Player&) = default;
};

// What a record entry is: a move, or an event on the seat's own turn.
enum class EntryType : std::uint8_t { Move, Resign, Timeout, Declare, AgreeDraw };

// What a score sheet says about a move beyond its squares (the text notation's piece name,
// 成/不成/打 and 同), kept so the validator can compare it with the board (validator/claims.hpp).
// Like a location it is not part of the entry's value: equality ignores it, so a record read from
// text equals the same record read from YAML, which has no claims.
struct MoveClaim {
  enum class Promotion : std::uint8_t { Unmarked, Promote, Decline };  // none, 成, 不成
  bool present = false;     // the move was read from a notation that names its piece
  Kind piece = Kind::None;  // the piece named (before it moves)
  Promotion promotion = Promotion::Unmarked;
  bool drop = false;               // 打 was written
  bool same = false;               // 同 was written
  bool square_written = false;     // the destination square was written (beside 同, or alone)
  Square written_to = kNoSquare;   // that square, when written
  Square destination = kNoSquare;  // the destination, written or taken from 同
  // The origin was written. A board move without it (`↓3二銀`, `→同　金`) is open: the text
  // reader leaves Entry::move empty and converters/text/text_board.hpp names the one piece that can
  // make it; every record a reader returns to a caller has its moves.
  bool origin_written = true;
  // The notation writes 成/不成 as a score sheet does, so a missing or needless mark is a claim
  // (kifukit's text notation). False where the move itself says whether it promotes (KIF `成`,
  // CSA's piece after the move, JKF `promote`): the Referee judges the promotion as recorded.
  bool promotion_marked = true;
  std::optional<Kind> capture;  // the piece the move says it takes (JKF `capture`)
  // A KI2 move is written without its origin: the reader names the piece on its board, and when
  // the words fit no piece of the mover, or several, the move is left unnamed (Entry::move
  // empty) for the validator to report at its ply (ILLEGAL_KI2_NO_PIECE, ILLEGAL_KI2_AMBIGUOUS);
  // the moves after it in its line cannot be named either (AfterUnresolved).
  enum class Unresolved : std::uint8_t { No, NoPiece, Ambiguous, AfterUnresolved };
  Unresolved unresolved = Unresolved::No;
  SourceLocation piece_loc, same_loc;  // the piece name, the 同
  friend bool operator==(const MoveClaim&, const MoveClaim&) { return true; }
};

// One entry of the game, in order. `seat` is the seat whose turn it is (the mover for a move).
// The move an entry's text was read as, kept by the reader that parsed it so that the replay
// does not parse the text a second time. It answers only for the text it was taken from and the
// same variant: a caller may change `Entry::move` afterwards (the Python module, a test), and a
// changed text is parsed again. A cache, so it takes no part in comparing entries.
class ParsedMove {
 public:
  // `text` is format_move(v, m). Not kept where parse_move would refuse the text (the drop of a
  // kind the variant does not hold: a finding of the replay, not a move for the Referee).
  // Inline: a call per ply from every reader cost more than its few tests.
  void remember(const Variant& v, std::string_view text, Move m) {
    if (!m.is_drop() || v.holdable(m.dropped())) remember_parsed(v, text, m);
  }
  // remember() for a move parse_move(v, text) gave: it refuses the drops not kept.
  void remember_parsed(const Variant& v, std::string_view text, Move m) {
    if (!key_.take(text)) return;  // no move of a built-in variant is shorter or longer
    variant_ = &v;
    move_ = m;
  }
  std::optional<Move> recall(const Variant& v, std::string_view text) const {
    Move m;
    if (!recall_into(v, text, m)) return std::nullopt;
    return m;
  }
  // recall() into `out` (left alone when false): the replay's form, which keeps the move in a
  // register where an optional went through the stack (issue 27).
  bool recall_into(const Variant& v, std::string_view text, Move& out) const {
    TextKey key;
    if (variant_ != &v || !key.take(text) || !(key == key_)) return false;
    out = move_;
    return true;
  }
  friend bool operator==(const ParsedMove&, const ParsedMove&) { return true; }

 private:
  // A text of 4 to 16 bytes, whole: its first and last 4 bytes (8 when longer than 8) overlap
  // or meet, so equal keys are equal texts. Fixed-size copies: no call to memcpy or memcmp.
  struct TextKey {
    std::uint64_t head = 0, tail = 0;
    std::size_t size = 0;
    bool take(std::string_view t) {
      size = t.size();
      if (size < 4 || size > 16) return false;
      if (size <= 8) {
        std::uint32_t h, l;
        std::memcpy(&h, t.data(), 4);
        std::memcpy(&l, t.data() + size - 4, 4);
        head = h, tail = l;
      } else {
        std::memcpy(&head, t.data(), 8);
        std::memcpy(&tail, t.data() + size - 8, 8);
      }
      return true;
    }
    friend bool operator==(const TextKey&, const TextKey&) = default;
  };
  const Variant* variant_ = nullptr;
  Move move_;
  TextKey key_;
};

struct Entry {
  // User-provided, so that `entries.emplace_back()` sets the members from their initializers
  // only: an implicit constructor makes it zero all 272 bytes first (a `rep stos` of 34 words,
  // about 35 instructions a ply in every reader).
  Entry() {}  // NOLINT(modernize-use-equals-default): `= default` is the zeroing one
  // A move of `seat` read at `at` (its text at the same place): a reader's entry built in place
  // with its places set once, not set to nothing first.
  Entry(Seat seat, SourceLocation at) : seat(seat), loc(at), move_loc(at) {}
  EntryType type = EntryType::Move;
  Seat seat = Seat::South;
  std::string move;  // canonical USI-style move (7g7f, 2c2b+, P*5e); empty for events
  std::optional<std::int64_t> time_ms;  // time used, milliseconds
  std::optional<std::string> comment;
  SourceLocation loc;
  SourceLocation move_loc;              // where the move text itself starts
  std::optional<std::string> bookmark;  // KIF `&name`: a name for the position after the entry
  // Variations: other lines played instead of this entry. Each is a list of entries that
  // starts at this entry's ply (its first entry replaces this one) and may branch again.
  std::vector<std::vector<Entry>> branches;
  MoveClaim claim;    // what a score sheet said about the move (text notation only)
  ParsedMove parsed;  // what `move` was read as, when its reader parsed it
  friend bool operator==(const Entry&, const Entry&) = default;
};

// Why the game ended, as claimed by the record: the engine's EndReason (rules/game.hpp), so a
// claim and the Referee's verdict compare directly. EndReason::None = unfinished (adjourned or
// abandoned); a void federation game is `repetition` with no ranking.
struct RankingEntry {
  Seat seat = Seat::South;
  int place = 1;  // 1 = first; equal places are ties
  SourceLocation loc;
  friend bool operator==(const RankingEntry&, const RankingEntry&) = default;
};

struct EliminationEntry {
  Seat seat = Seat::South;
  std::optional<Seat> credited;  // nobody credited (resignation, timeout) when absent
  int ply = 0;                   // moves played when the seat was eliminated
  SourceLocation loc;
  friend bool operator==(const EliminationEntry&, const EliminationEntry&) = default;
};

// How another program's record says the game ended (KIF 投了, 千日手, 反則負け; CSA %TORYO, ...),
// when the engine's EndReason alone does not say it. Names: record.cpp (ending_name).
enum class Ending {
  None,  // not said
  Resign,
  Interrupt,           // 中断 %CHUDAN
  Repetition,          // 千日手 %SENNICHITE
  Impasse,             // 持将棋 %JISHOGI
  Mate,                // 詰み %TSUMI
  NoMate,              // 不詰 %FUZUMI
  Timeout,             // 切れ負け %TIME_UP
  FoulWin,             // 反則勝ち: the side to move wins by the other's foul
  FoulLoss,            // 反則負け %ILLEGAL_MOVE: the side to move loses by a foul
  EnteringKing,        // 入玉勝ち %KACHI
  ForfeitWin,          // 不戦勝
  ForfeitLoss,         // 不戦敗
  Draw,                // %HIKIWAKE
  Matta,               // %MATTA
  Error,               // %ERROR
  IllegalActionSente,  // %+ILLEGAL_ACTION: sente loses
  IllegalActionGote,   // %-ILLEGAL_ACTION: gote loses
  SealedMove,          // 封じ手: adjourned, the next move sealed (no CSA or JKF word)
};

struct ClaimedResult {
  EndReason reason = EndReason::None;
  // False when the record names no end reason (a published `まで14手で↑の勝ち` alone, or a YAML
  // result without `reason`): the reason is then not compared.
  bool reason_stated = true;
  Ending ending = Ending::None;
  std::vector<RankingEntry> ranking;
  std::vector<EliminationEntry> eliminations;
  SourceLocation loc;
  friend bool operator==(const ClaimedResult&, const ClaimedResult&) = default;
};

// Comments of the source syntax that no record field holds (YAML `#` comments): how many, and
// where the first is, so that a conversion can report them lost (FORMAT_LOSSY). Like a location
// they are not part of the record's value: equality ignores them.
struct SourceComments {
  int count = 0;
  SourceLocation first;
  friend bool operator==(const SourceComments&, const SourceComments&) { return true; }
};

struct Record {
  int format_version = kRecordFormatVersion;
  std::string variant = "yonin";
  std::string profile;  // empty: the variant's default profile
  std::vector<OptionOverride> options;
  TextField event, date, site;
  std::vector<Player> players;
  std::optional<std::string> start;  // position string; absent = the variant's start position
  SourceLocation start_loc;
  std::optional<Seat> first_mover;  // absent = the profile's first mover
  SourceLocation first_mover_loc;
  std::vector<HeaderField> headers;    // other programs' headers, in order
  std::optional<std::string> comment;  // before the first entry (about the start position)
  std::vector<Entry> entries;
  std::optional<ClaimedResult> result;
  SourceLocation loc;
  SourceComments source_comments;
  friend bool operator==(const Record&, const Record&) = default;
};

// Stable names used by every syntax: `resign`, `last-survivor`, ...
const char* entry_type_name(EntryType t);
std::optional<EntryType> entry_type_from_name(std::string_view name);
const char* end_reason_name(EndReason r);
std::optional<EndReason> end_reason_from_name(std::string_view name);
// "unfinished, last-survivor, ...": every name, for the message of an unknown one.
std::string end_reason_names();
std::string ending_names();         // the names ending_from_name() accepts, "none" left out
const char* ending_name(Ending e);  // resign interrupt repetition ... ("none" for None)
std::optional<Ending> ending_from_name(std::string_view name);
// The entry count of the main line and of every branch, recursively.
std::size_t entry_count_with_branches(const std::vector<Entry>& entries);
// The first `count` entries of `line` without their branches: the game a variation would be
// (the validator judges it, the replay page draws it) starts no variation of its own.
std::vector<Entry> entries_without_branches(const std::vector<Entry>& line, std::size_t count);

}  // namespace kifukit

namespace kifukit {

// What every reader returns: the record, or nothing and at least one error. Warnings may come
// with a record.
struct ReadResult {
  std::optional<Record> record;
  std::vector<Diagnostic> diagnostics;
};

// What every writer returns: the text, and warnings for items the syntax cannot hold (or an error
// and no text).
struct WriteResult {
  std::optional<std::string> text;
  std::vector<Diagnostic> diagnostics;
};

}  // namespace kifukit
