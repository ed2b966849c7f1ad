#include "formats/record.hpp"

#include <iterator>

#include "formats/notation.hpp"

namespace kifukit {

namespace {
constexpr const char* kEntryNames[] = {"move", "resign", "timeout", "declare", "agree-draw"};
struct ReasonName {
  EndReason reason;
  const char* name;
};
constexpr ReasonName kReasonNames[] = {
    {EndReason::None, "unfinished"},
    {EndReason::LastSurvivor, "last-survivor"},
    {EndReason::TwoEliminated, "two-eliminated"},
    {EndReason::DoublesElimination, "doubles-elimination"},
    {EndReason::Repetition, "repetition"},
    {EndReason::PerpetualCheck, "perpetual-check"},
    {EndReason::MoveLimit, "move-limit"},
    {EndReason::Declaration, "declaration"},
    {EndReason::AgreedDraw, "agreed-draw"},
    {EndReason::BareKing, "bare-king"},
};

constexpr const char* kEndingNames[] = {"none",
                                        "resign",
                                        "interrupt",
                                        "repetition",
                                        "impasse",
                                        "mate",
                                        "no-mate",
                                        "timeout",
                                        "foul-win",
                                        "foul-loss",
                                        "entering-king",
                                        "forfeit-win",
                                        "forfeit-loss",
                                        "draw",
                                        "matta",
                                        "error",
                                        "illegal-action-sente",
                                        "illegal-action-gote",
                                        "sealed-move"};
static_assert(std::size(kEndingNames) == static_cast<std::size_t>(Ending::SealedMove) + 1);

template <typename Enum, std::size_t N>
std::optional<Enum> find_name(const char* const (&names)[N], std::string_view name) {
  for (std::size_t i = 0; i < N; ++i)
    if (name == names[i]) return static_cast<Enum>(i);
  return std::nullopt;
}
}  // namespace

const char* entry_type_name(EntryType t) { return kEntryNames[static_cast<int>(t)]; }
std::optional<EntryType> entry_type_from_name(std::string_view name) {
  return find_name<EntryType>(kEntryNames, name);
}
const char* end_reason_name(EndReason r) {
  for (const ReasonName& n : kReasonNames)
    if (n.reason == r) return n.name;
  return "unknown";  // a reason added to the engine but not yet to the formats
}
std::optional<EndReason> end_reason_from_name(std::string_view name) {
  for (const ReasonName& n : kReasonNames)
    if (name == n.name) return n.reason;
  return std::nullopt;
}
std::string end_reason_names() {
  std::string out;
  for (const ReasonName& n : kReasonNames) out += (out.empty() ? "" : ", ") + std::string(n.name);
  return out;
}
std::string ending_names() {
  std::string out;
  for (std::size_t i = 1; i < std::size(kEndingNames); ++i)
    out += (out.empty() ? "" : ", ") + std::string(kEndingNames[i]);
  return out;
}

const char* ending_name(Ending e) { return kEndingNames[static_cast<int>(e)]; }
std::optional<Ending> ending_from_name(std::string_view name) {
  return find_name<Ending>(kEndingNames, name);
}
std::size_t entry_count_with_branches(const std::vector<Entry>& entries) {
  std::size_t n = entries.size();
  for (const Entry& e : entries)
    for (const std::vector<Entry>& b : e.branches) n += entry_count_with_branches(b);
  return n;
}

std::vector<Entry> entries_without_branches(const std::vector<Entry>& line, std::size_t count) {
  std::vector<Entry> out(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(count));
  for (Entry& e : out) e.branches.clear();
  return out;
}

}  // namespace kifukit
