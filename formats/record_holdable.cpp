#include "formats/record_holdable.hpp"

#include <string>
#include <string_view>
#include <vector>

#include "formats/notation.hpp"
#include "formats/source_text.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

// Visits the strings of a record in writing order and stops at the first one it cannot hold.
class HoldableCheck {
 public:
  std::optional<Diagnostic> found;

  void check(std::string_view text, const std::string& what, SourceLocation loc) {
    if (found) return;
    const std::size_t at = find_unholdable(text);
    if (at == std::string_view::npos) return;
    found = Diagnostic{"",
                       loc.line,
                       loc.column,
                       Severity::Error,
                       FormatCode::FORMAT_ENCODING,
                       what + " holds a " + describe_unholdable(text.substr(at)) + " at byte " +
                           std::to_string(at + 1) +
                           ", which no record syntax can hold; nothing is written"};
  }
  void check_optional(const std::optional<std::string>& text, const std::string& what,
                      SourceLocation loc) {
    if (text) check(std::string_view(*text), what, loc);
  }

  void entries(const std::vector<Entry>& line, const std::string& where) {
    for (std::size_t i = 0; i < line.size() && !found; ++i) {
      const Entry& e = line[i];
      const std::string what = where + "entry " + std::to_string(i + 1);
      check(std::string_view(e.move), what + " move", e.move_loc);
      check_optional(e.comment, what + " comment", e.loc);
      check_optional(e.bookmark, what + " bookmark", e.loc);
      for (std::size_t b = 0; b < e.branches.size(); ++b)
        entries(e.branches[b], what + " variation " + std::to_string(b + 1) + ", ");
    }
  }
};

// Visits the values of a record the own readers check by range or shape, and stops at the
// first one they would refuse.
class ValueCheck {
 public:
  explicit ValueCheck(const Variant* variant) : variant_(variant) {}
  std::optional<Diagnostic> found;

  void refuse(const std::string& what, SourceLocation loc) {
    if (!found)
      found = Diagnostic{"",
                         loc.line,
                         loc.column,
                         Severity::Error,
                         FormatCode::FORMAT_BAD_VALUE,
                         what + ", which kifukit's readers refuse; nothing is written"};
  }
  void range(std::int64_t value, std::int64_t min, std::int64_t max, const std::string& what,
             SourceLocation loc) {
    if (value < min || value > max)
      refuse(what + " is " + std::to_string(value) + ", not between " + std::to_string(min) +
                 " and " + std::to_string(max),
             loc);
  }

  void entries(const std::vector<Entry>& line, const std::string& where) {
    for (std::size_t i = 0; i < line.size() && !found; ++i) {
      const Entry& e = line[i];
      const std::string what = where + "entry " + std::to_string(i + 1);
      if (e.type == EntryType::Move) move(e, what);
      if (e.time_ms) range(*e.time_ms, 0, kMaxTimeMs, what + " time_ms", e.loc);
      for (std::size_t b = 0; b < e.branches.size(); ++b) {
        const std::string branch = what + " variation " + std::to_string(b + 1);
        if (e.branches[b].empty()) refuse(branch + " has no entries", e.loc);
        entries(e.branches[b], branch + ", ");
      }
    }
  }

  void result(const ClaimedResult& r) {
    for (std::size_t i = 0; i < r.ranking.size(); ++i)
      range(r.ranking[i].place, 1, kSeatCount,
            "the place of ranking entry " + std::to_string(i + 1), r.ranking[i].loc);
    for (std::size_t i = 0; i < r.eliminations.size(); ++i)
      range(r.eliminations[i].ply, 0, kMaxEliminationPly,
            "the ply of elimination " + std::to_string(i + 1), r.eliminations[i].loc);
  }

 private:
  void move(const Entry& e, const std::string& what) {
    NotationError error;
    if (variant_ && !parse_move(*variant_, e.move, error))
      refuse(what + " move '" + e.move + "' is no move of " + variant_->name + " (" +
                 error.message + ")",
             e.move_loc);
  }

  const Variant* variant_;
};

}  // namespace

std::optional<Diagnostic> unholdable_value(const Record& r) {
  ValueCheck c(find_variant(r.variant));  // an unknown variant is the reader's to refuse
  c.entries(r.entries, "");
  if (r.result) c.result(*r.result);
  return c.found;
}

std::optional<Diagnostic> unholdable_string(const Record& r) {
  HoldableCheck c;
  c.check(r.variant, "the variant", r.loc);
  c.check(r.profile, "the profile", r.loc);
  for (const OptionOverride& o : r.options) {
    c.check(o.key, "an option key", o.loc);
    c.check(o.value, "the value of option '" + o.key + "'", o.loc);
  }
  c.check_optional(r.event.value, "the event", r.event.loc);
  c.check_optional(r.date.value, "the date", r.date.loc);
  c.check_optional(r.site.value, "the site", r.site.loc);
  for (const Player& p : r.players) c.check(p.name, "a player's name", p.loc);
  c.check_optional(r.start, "the start position", r.start_loc);
  for (const HeaderField& h : r.headers) {
    c.check(h.key, "a header key", h.loc);
    c.check(h.value, "a header value", h.loc);
  }
  c.check_optional(r.comment, "the comment on the start", r.loc);
  c.entries(r.entries, "");
  return c.found;
}

}  // namespace kifukit
