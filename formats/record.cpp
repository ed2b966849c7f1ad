#include "formats/record.hpp"

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
};

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
std::optional<Seat> seat_from_name(std::string_view name) {
  for (int i = 0; i < kSeatCount; ++i)
    if (name == seat_name(seat_at(i))) return seat_at(i);
  return std::nullopt;
}

}  // namespace kifukit
