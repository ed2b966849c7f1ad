#include "rules/data/profile_params.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>

#include "rules/data/suggest.hpp"
#include "rules/data/untrusted_text.hpp"
#include "rules/seat_names.hpp"
#include "rules/variant.hpp"

namespace kifukit {

namespace {

// The spelling of an enum's values: values[i] is written names[i].
template <class E, std::size_t N>
struct EnumTable {
  std::array<E, N> values;
  std::array<std::string_view, N> names;
};

constexpr EnumTable<bool, 2> kBool{{false, true}, {"false", "true"}};
constexpr EnumTable<TurnOrder, 2> kTurnOrder{{TurnOrder::CheckPriority, TurnOrder::Clockwise},
                                             {"check-priority", "clockwise"}};
constexpr EnumTable<TurnDirection, 2> kTurnDirection{
    {TurnDirection::Clockwise, TurnDirection::CounterClockwise},
    {"clockwise", "counter-clockwise"}};
constexpr EnumTable<EliminationTiming, 2> kEliminationTiming{
    {EliminationTiming::WhenSelected, EliminationTiming::AfterEveryMove},
    {"when-selected", "after-every-move"}};
constexpr EnumTable<Stalemate, 2> kStalemate{{Stalemate::Eliminated, Stalemate::Concedes},
                                             {"eliminated", "concedes"}};
constexpr EnumTable<DeadKing, 2> kDeadKing{{DeadKing::Stays, DeadKing::Removed},
                                           {"stays", "removed"}};
constexpr EnumTable<NifuScope, 2> kNifuScope{{NifuScope::SameFacing, NifuScope::AllOwnedPawns},
                                             {"same-facing", "all-owned-pawns"}};
constexpr EnumTable<PawnDropMateScope, 3> kPawnDropMateScope{
    {PawnDropMateScope::AttackedKing, PawnDropMateScope::AnyMatedSeat, PawnDropMateScope::NextSeat},
    {"attacked-king", "any-mated-seat", "next-seat"}};
constexpr EnumTable<MateCredit, 2> kMateCredit{{MateCredit::Mover, MateCredit::Checker},
                                               {"mover", "checker"}};
constexpr EnumTable<DeadBoard, 3> kDeadBoard{
    {DeadBoard::Neutral, DeadBoard::Inherit, DeadBoard::ToCreditedHand},
    {"neutral", "inherit", "to-credited-hand"}};
constexpr EnumTable<DeadHand, 2> kDeadHand{{DeadHand::Frozen, DeadHand::ToCredited},
                                           {"frozen", "to-credited"}};
constexpr EnumTable<EndCondition, 2> kEnd{{EndCondition::LastSurvivor, EndCondition::TwoEliminated},
                                          {"last-survivor", "two-eliminated"}};
constexpr EnumTable<Ranking, 2> kRanking{{Ranking::EliminationOrder, Ranking::Qdan},
                                         {"elimination-order", "qdan"}};
constexpr EnumTable<RepetitionRule, 5> kRepetition{
    {RepetitionRule::Draw, RepetitionRule::RankAndEnd, RepetitionRule::Void, RepetitionRule::None,
     RepetitionRule::FourthIllegal},
    {"draw", "rank-and-end", "void", "none", "fourth-illegal"}};
constexpr EnumTable<PerpetualCheck, 5> kPerpetual{
    {PerpetualCheck::Draw, PerpetualCheck::Illegal, PerpetualCheck::FoulThenIllegal,
     PerpetualCheck::None, PerpetualCheck::CheckerLoses},
    {"draw", "illegal", "foul-then-illegal", "none", "checker-loses"}};
constexpr EnumTable<LimitResult, 3> kLimitResult{
    {LimitResult::Draw, LimitResult::JishogiPoints, LimitResult::Rank},
    {"draw", "jishogi-points", "rank"}};
constexpr EnumTable<DeclarationResult, 2> kDeclarationResult{
    {DeclarationResult::JishogiPoints, DeclarationResult::DeclarerWins},
    {"jishogi-points", "declarer-wins"}};
constexpr EnumTable<Resignation, 3> kResignation{
    {Resignation::OwnTurn, Resignation::Never, Resignation::OnlyTwoAlive},
    {"own-turn", "never", "only-two-alive"}};
// The YAML key names the rule (pawn-drop mate is forbidden or allowed); the field is a bool.
constexpr EnumTable<bool, 2> kPawnDropMate{{true, false}, {"forbidden", "allowed"}};
constexpr EnumTable<Mode, 2> kMode{{Mode::Singles, Mode::Doubles}, {"singles", "doubles"}};
constexpr EnumTable<DoublesRule, 3> kDoublesRule{
    {DoublesRule::QdanNoAttackOnPartner, DoublesRule::FederationImmunePartner, DoublesRule::None},
    {"qdan-no-attack-on-partner", "federation-immune-partner", "none"}};
constexpr EnumTable<ChuPromotion, 2> kChuPromotion{{ChuPromotion::Federation, ChuPromotion::Modern},
                                                   {"federation", "modern"}};
constexpr EnumTable<LionTrading, 4> kLionTrading{
    {LionTrading::Off, LionTrading::Protected, LionTrading::Always, LionTrading::Lishogi},
    {"off", "protected", "always", "lishogi"}};
constexpr EnumTable<BareKing, 3> kBareKing{{BareKing::Off, BareKing::On, BareKing::Lishogi},
                                           {"off", "on", "lishogi"}};
constexpr EnumTable<Seat, 4> kSeat{{Seat::South, Seat::West, Seat::North, Seat::East}, kSeatNames};

template <auto Member, const auto& Table>
std::string get_named(const Profile& p) {
  for (std::size_t i = 0; i < Table.values.size(); ++i)
    if (Table.values[i] == p.*Member) return std::string(Table.names[i]);
  return "?";  // unreachable while every enum value has a name (tests check the round trip)
}

template <auto Member, const auto& Table>
bool set_named(Profile& p, std::string_view text) {
  for (std::size_t i = 0; i < Table.names.size(); ++i)
    if (Table.names[i] == text) {
      p.*Member = Table.values[i];
      return true;
    }
  return false;
}

template <auto Member, const auto& Table>
constexpr ParamDef named(std::string_view key, ParamType type = ParamType::Enum) {
  return {key, type, Table.names, &get_named<Member, Table>, &set_named<Member, Table>};
}

// A whole number >= 0 that fits an int; nullopt otherwise (set_param says which problem).
std::optional<int> parse_count(std::string_view text) {
  int v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < 0) return std::nullopt;
  return v;
}

template <auto Member>
std::string get_int(const Profile& p) {
  return std::to_string(p.*Member);
}

template <auto Member>
bool set_int(Profile& p, std::string_view text) {
  auto v = parse_count(text);
  if (v) p.*Member = *v;
  return v.has_value();
}

template <auto Member>
constexpr ParamDef count(std::string_view key) {
  return {key, ParamType::Int, {}, &get_int<Member>, &set_int<Member>};
}

// SFEN letters of a kind: one to three capitals, `+` first for a promoted kind.
bool kind_letters(std::string_view t) {
  if (t.starts_with('+')) t.remove_prefix(1);
  if (t.empty() || t.size() > 3) return false;
  return std::all_of(t.begin(), t.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// Space-separated tokens, each accepted by `ok` and none twice; at least one.
template <class Ok>
bool token_list(std::string_view text, Ok ok) {
  std::vector<std::string_view> seen;
  while (!text.empty()) {
    if (text.front() == ' ') {
      text.remove_prefix(1);
      continue;
    }
    const std::string_view t = text.substr(0, std::min(text.find(' '), text.size()));
    text.remove_prefix(t.size());
    const std::string_view name = t.substr(0, t.find('='));
    if (!ok(t) || std::find(seen.begin(), seen.end(), name) != seen.end()) return false;
    seen.push_back(name);
  }
  return !seen.empty();
}

bool kind_list(std::string_view text) { return token_list(text, kind_letters); }

// `R=5 +R=5 *=1`: kinds (or `*`, every other kind) with whole points from 0 to 99.
bool kind_values(std::string_view text) {
  return token_list(text, [](std::string_view t) {
    const std::size_t eq = t.find('=');
    if (eq == std::string_view::npos) return false;
    const std::string_view name = t.substr(0, eq), points = t.substr(eq + 1);
    return (name == "*" || kind_letters(name)) && !points.empty() && points.size() <= 2 &&
           std::all_of(points.begin(), points.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
           (points.size() == 1 || points[0] != '0');
  });
}

template <auto Member>
std::string get_text(const Profile& p) {
  return p.*Member;
}

template <auto Member, bool (*Valid)(std::string_view)>
bool set_text(Profile& p, std::string_view text) {
  if (!Valid(text)) return false;
  p.*Member = std::string(text);
  return true;
}

template <auto Member, bool (*Valid)(std::string_view)>
constexpr ParamDef text(std::string_view key) {
  return {key, ParamType::Text, {}, &get_text<Member>, &set_text<Member, Valid>};
}

const ParamDef kParams[] = {
    named<&Profile::turn_order, kTurnOrder>("turn_order"),
    named<&Profile::turn_direction, kTurnDirection>("turn_direction"),
    named<&Profile::king_safety, kBool>("king_safety", ParamType::Bool),
    named<&Profile::king_capture, kBool>("king_capture", ParamType::Bool),
    named<&Profile::mate_credit, kMateCredit>("mate_credit"),
    named<&Profile::elimination_timing, kEliminationTiming>("elimination_timing"),
    named<&Profile::stalemate, kStalemate>("stalemate"),
    named<&Profile::dead_board, kDeadBoard>("dead_board"),
    named<&Profile::dead_king, kDeadKing>("dead_king"),
    named<&Profile::dead_hand, kDeadHand>("dead_hand"),
    named<&Profile::end, kEnd>("end"),
    named<&Profile::ranking, kRanking>("ranking"),
    named<&Profile::repetition, kRepetition>("repetition"),
    count<&Profile::repetition_count>("repetition_count"),
    named<&Profile::perpetual_check, kPerpetual>("perpetual_check"),
    count<&Profile::perpetual_illegal_count>("perpetual_illegal_count"),
    count<&Profile::move_limit>("move_limit"),
    named<&Profile::move_limit_result, kLimitResult>("move_limit_result"),
    count<&Profile::declaration_from_ply>("declaration_from_ply"),
    count<&Profile::declaration_pieces_in_zone>("declaration_pieces_in_zone"),
    count<&Profile::declaration_points_south>("declaration_points_south"),
    count<&Profile::declaration_points_others>("declaration_points_others"),
    named<&Profile::declaration_result, kDeclarationResult>("declaration_result"),
    count<&Profile::impasse_points>("impasse_points"),
    text<&Profile::jishogi_values, kind_values>("jishogi_values"),
    named<&Profile::resignation, kResignation>("resignation"),
    named<&Profile::agreed_draw, kBool>("agreed_draw", ParamType::Bool),
    named<&Profile::pawn_drop_mate_forbidden, kPawnDropMate>("pawn_drop_mate"),
    named<&Profile::pawn_drop_mate_scope, kPawnDropMateScope>("pawn_drop_mate_scope"),
    named<&Profile::pawn_drop_before_dead_king_forbidden, kPawnDropMate>(
        "pawn_drop_before_dead_king"),
    named<&Profile::nifu_scope, kNifuScope>("nifu_scope"),
    named<&Profile::pawn_before_dead_king_must_promote, kBool>("pawn_before_dead_king_must_promote",
                                                               ParamType::Bool),
    named<&Profile::three_on_one_ban, kBool>("three_on_one_ban", ParamType::Bool),
    text<&Profile::three_on_one_kinds, kind_list>("three_on_one_kinds"),
    named<&Profile::mode, kMode>("mode"),
    named<&Profile::doubles_rule, kDoublesRule>("doubles_rule"),
    named<&Profile::first_mover, kSeat>("first_mover"),
    named<&Profile::promotion, kChuPromotion>("promotion"),
    named<&Profile::lion_trading, kLionTrading>("lion_trading"),
    named<&Profile::bare_king, kBareKing>("bare_king"),
};

// Keys of a profile file that are not rule parameters; suggestions cover them too.
constexpr std::string_view kHeaderKeys[] = {"name", "extends", "variant"};

std::string join(std::span<const std::string_view> names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

}  // namespace

std::span<const ParamDef> profile_params() { return kParams; }

const ParamDef* find_param(std::string_view key) {
  for (const auto& d : kParams)
    if (d.key == key) return &d;
  return nullptr;
}

std::string_view suggest_param(std::string_view key) {
  std::string_view best;
  std::size_t best_distance = std::numeric_limits<std::size_t>::max();
  auto consider = [&](std::string_view candidate) {
    // A prefix catches the struct's field name pawn_drop_mate_forbidden for pawn_drop_mate.
    std::size_t d = candidate.starts_with(key) || key.starts_with(candidate)
                        ? 1
                        : edit_distance(key, candidate);
    if (d < best_distance) best = candidate, best_distance = d;
  };
  for (const auto& d : kParams) consider(d.key);
  for (auto h : kHeaderKeys) consider(h);
  // Two typos at most, one in a short word (so "end" never suggests "mode").
  return best_distance <= (key.size() <= 3 ? 1u : 2u) ? best : std::string_view();
}

namespace {

// A parameter's issue has no place yet: the caller knows where the value was written.
ParamIssue issue(Code code, std::string message) {
  return error_at({}, 0, 0, code, std::move(message));
}

}  // namespace

std::optional<ParamIssue> set_param(Profile& p, const ParamDef& def, std::string_view text,
                                    bool plain) {
  // The message's parts, made only for a message: the corpus lint sets parameters by the
  // hundred thousand, nearly all of them valid.
  const auto key = [&] { return std::string(def.key); };
  const auto got = [&] { return "'" + excerpt(text) + "'"; };
  switch (def.type) {
    case ParamType::Bool:
      if (!plain || !def.set(p, text))
        return issue(Code::PROFILE_BAD_TYPE, key() + ": expected true or false (bare), got " +
                                                 (plain ? "" : "the quoted string ") + got());
      return std::nullopt;
    case ParamType::Int: {
      const bool number =
          !text.empty() &&
          text.find_first_not_of("0123456789", text[0] == '-' ? 1 : 0) == std::string_view::npos &&
          text != "-";
      if (!plain || !number)
        return issue(Code::PROFILE_BAD_TYPE, key() + ": expected a whole number (bare), got " +
                                                 (plain ? "" : "the quoted string ") + got());
      // YAML 1.1 reads 010 as 8, YAML 1.2 as 10: a number that means two things is refused.
      if (text.size() > 1 && text[text[0] == '-' ? 1 : 0] == '0')
        return issue(Code::PROFILE_BAD_VALUE,
                     key() + ": " + got() +
                         " has a leading zero (octal 8 in YAML 1.1, 10 in YAML 1.2); write "
                         "the number without it");
      if (!def.set(p, text))
        return issue(Code::PROFILE_BAD_VALUE, key() + ": must be a whole number from 0 to " +
                                                  std::to_string(std::numeric_limits<int>::max()) +
                                                  " (0 = none), got " + excerpt(text));
      return std::nullopt;
    }
    case ParamType::Enum:
      if (!def.set(p, text))
        return issue(Code::PROFILE_BAD_VALUE,
                     key() + ": " + got() + " is not one of " + join(def.values));
      return std::nullopt;
    case ParamType::Text:
      if (!def.set(p, text))
        return issue(Code::PROFILE_BAD_VALUE,
                     key() + ": " + got() +
                         (def.key == "jishogi_values"
                              ? " is not a list of kind=points (SFEN letters or *, points "
                                "0-99, each kind once), like R=5 +R=5 *=1"
                              : " is not a list of kinds by SFEN letters, each once, like "
                                "R +R G"));
      return std::nullopt;
  }
  return std::nullopt;
}

std::span<const std::string_view> profile_variants() {
  // The built-in variants (rules/variants/*.yaml), yonin and standard first as they always were.
  static const std::vector<std::string_view> names = [] {
    static const std::vector<std::string> owned = builtin_variant_names();
    std::vector<std::string_view> out{"yonin", "standard"};
    for (const auto& n : owned)
      if (n != "yonin" && n != "standard") out.push_back(n);
    return out;
  }();
  return names;
}

bool is_chu_param(std::string_view key) {
  return key == "promotion" || key == "lion_trading" || key == "bare_king";
}

}  // namespace kifukit
