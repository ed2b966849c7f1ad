#include "converters/usi.hpp"

#include "converters/line_cursor.hpp"
#include "converters/shogi_board.hpp"
#include "converters/shogi_names.hpp"
#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

struct Token {
  std::string_view text;
  SourceLocation loc;
};

// `ascii`: the text is printable ASCII (SourceText::printable_ascii), a column a byte.
std::vector<Token> tokens_of(std::string_view line, int number, bool ascii) {
  std::vector<Token> out;
  // Columns are counted on from the previous token's, not from the line start: a line of n
  // moves costs O(n) (issue 26: 100k moves took 9.5 s).
  int column = 1;
  std::size_t counted = 0;
  for (std::size_t i = 0; i < line.size();) {
    if (line[i] == ' ' || line[i] == '\t') {
      ++i;
      continue;
    }
    std::size_t end = line.find_first_of(" \t", i);
    if (end == std::string_view::npos) end = line.size();
    column =
        ascii ? static_cast<int>(i) + 1 : column + code_points(line.substr(counted, i - counted));
    counted = i;
    out.push_back({line.substr(i, end - i), {number, column}});
    i = end;
  }
  return out;
}

Record read(const SourceText& src) {
  std::vector<std::string_view> lines = split_lines(src.text());
  std::size_t at = 0;
  while (at < lines.size() && trim(lines[at]).empty()) ++at;
  // SourceText refuses input of ASCII spaces and line ends only; trim() also strips ideographic
  // spaces, so a text of those alone reaches here with no line to read.
  if (at == lines.size())
    throw FormatError(FormatCode::FORMAT_EMPTY, {1, 1},
                      "the input holds only spaces (no position command)");
  for (std::size_t k = at + 1; k < lines.size(); ++k)
    if (!trim(lines[k]).empty())
      throw FormatError(FormatCode::FORMAT_SYNTAX, {static_cast<int>(k) + 1, 1},
                        "a USI record is one line (position ... moves ...)");
  std::vector<Token> t = tokens_of(lines[at], static_cast<int>(at) + 1, src.printable_ascii());
  Record r;
  r.variant = "standard";
  r.loc = {1, 1};
  std::size_t i = 0;
  if (i < t.size() && t[i].text == "position") ++i;
  auto expected = [&](const char* what) {
    SourceLocation loc = i < t.size() ? t[i].loc : src.end();
    throw FormatError(FormatCode::FORMAT_SYNTAX, loc, std::string("expected ") + what);
  };
  if (i < t.size() && t[i].text == "startpos") {
    ++i;
  } else {
    if (i < t.size() && t[i].text == "sfen") ++i;
    if (i + 3 > t.size())
      expected("startpos, or sfen and a position (board, side, hands[, number])");
    SourceLocation loc = t[i].loc;
    std::string sfen;
    std::size_t fields = 0;
    for (; i < t.size() && fields < 4 && t[i].text != "moves"; ++i, ++fields)
      sfen += (fields ? " " : "") + std::string(t[i].text);
    if (fields == 3) sfen += " 1";
    NotationError e;
    if (!parse_sfen(standard_variant(), sfen, e, SetupCheck::Skip))
      throw FormatError(FormatCode::FORMAT_BAD_POSITION, {loc.line, loc.column + e.column - 1},
                        "bad SFEN: " + e.message);
    if (sfen != kStandardStartSfen) {
      r.start = sfen;
      r.start_loc = loc;
    }
  }
  auto start = standard_position(r.start);
  Seat seat = start ? start->to_move() : Seat::South;
  if (i < t.size()) {
    if (t[i].text != "moves") expected("'moves' or the end of the line");
    ++i;
  }
  for (; i < t.size(); ++i) {
    NotationError e;
    auto m = parse_move(standard_variant(), t[i].text, e);
    if (!m)
      throw FormatError(FormatCode::FORMAT_BAD_MOVE, t[i].loc,
                        "bad move '" + std::string(t[i].text) + "': " + e.message);
    if (r.entries.size() >= kMaxEntries)
      throw FormatError(FormatCode::FORMAT_TOO_LARGE, t[i].loc,
                        "more than " + std::to_string(kMaxEntries) + " moves");
    Entry entry;
    entry.seat = seat;
    entry.move = std::string(t[i].text);
    entry.loc = entry.move_loc = t[i].loc;
    r.entries.push_back(std::move(entry));
    seat = opposite(seat);
  }
  return r;
}

// What a position-and-moves format leaves out of a record, one warning per kind.
void report_losses(const Record& r, const char* format, bool moves_too,
                   std::vector<Diagnostic>& out) {
  std::vector<std::string> lost;
  bool comments = r.comment.has_value(), times = false, branches = false, events = false,
       bookmarks = false;
  for (const Entry& e : r.entries) {
    comments |= e.comment.has_value();
    times |= e.time_ms.has_value();
    branches |= !e.branches.empty();
    events |= e.type != EntryType::Move;
    bookmarks |= e.bookmark.has_value();
  }
  if (moves_too && !r.entries.empty())
    lost.push_back("the moves (the position after them is written)");
  if (branches) lost.push_back("variations");
  if (comments) lost.push_back("comments");
  if (times) lost.push_back("clock times");
  if (bookmarks) lost.push_back("bookmarks");
  if (events && !moves_too) lost.push_back("resignations and other events");
  if (r.result) lost.push_back("the result");
  if (!r.players.empty() || r.event.value || r.date.value || r.site.value || !r.headers.empty())
    lost.push_back("the headers and players");
  for (const std::string& what : lost)
    out.push_back({"", 0, 0, Severity::Warning, FormatCode::FORMAT_LOSSY,
                   std::string(format) + " cannot hold " + what + "; left out"});
}

std::optional<Position> replay_main_line(const Record& r, std::vector<Diagnostic>& diags) {
  auto start = standard_position(r.start);
  if (!start) {
    diags.push_back({"", r.start_loc.line, r.start_loc.column, Severity::Error,
                     FormatCode::FORMAT_BAD_POSITION, start.error});
    return std::nullopt;
  }
  ShogiBoard board(*start);
  for (const Entry& e : r.entries) {
    if (e.type != EntryType::Move) continue;
    NotationError err;
    auto m = parse_move(standard_variant(), e.move, err);
    std::optional<std::string> why = m ? board.play(*m) : std::optional(err.message);
    if (why) {
      diags.push_back({"", e.move_loc.line, e.move_loc.column, Severity::Error,
                       FormatCode::FORMAT_BAD_MOVE, e.move + ": " + *why});
      return std::nullopt;
    }
  }
  return board.position();
}

bool standard_only(const Record& r, std::vector<Diagnostic>& diags, const char* format) {
  if (r.variant == "standard") return true;
  diags.push_back({"", r.loc.line, r.loc.column, Severity::Error, FormatCode::FORMAT_BAD_VALUE,
                   std::string(format) + " holds standard shogi only, not " + r.variant});
  return false;
}

}  // namespace

ReadResult read_usi(std::string_view text, const std::string& file) {
  return guarded_read(text, file, read);
}

WriteResult write_usi(const Record& record) {
  WriteResult out;
  if (!standard_only(record, out.diagnostics, "USI")) return out;
  auto start = standard_position(record.start);
  if (!start) {
    out.diagnostics.push_back({"", record.start_loc.line, record.start_loc.column, Severity::Error,
                               FormatCode::FORMAT_BAD_POSITION, start.error});
    return out;
  }
  std::string sfen = format_sfen(*start);
  std::string text = sfen == kStandardStartSfen ? "position startpos" : "position sfen " + sfen;
  bool first = true;
  for (const Entry& e : record.entries) {
    if (e.type != EntryType::Move) continue;
    text += (first ? " moves " : " ") + e.move;
    first = false;
  }
  report_losses(record, "USI", false, out.diagnostics);
  out.text = text + "\n";
  return out;
}

WriteResult write_sfen(const Record& record) {
  WriteResult out;
  if (!standard_only(record, out.diagnostics, "SFEN")) return out;
  auto pos = replay_main_line(record, out.diagnostics);
  if (!pos) return out;
  report_losses(record, "SFEN", true, out.diagnostics);
  out.text = format_sfen(*pos) + "\n";
  return out;
}

}  // namespace kifukit
