"""Final places (docs/rules.md §7.2, §7.3, §9.3, §11.1): competition ranks, ties share a place
and the next place is skipped (1, 1, 3, 4). Eliminated seats always rank below the survivors, the
later-eliminated above the earlier."""

from board import SEAT_NAMES
from parameters import kind_key, parse_kinds


def _places(groups):
    """{seat: place} from groups of seats, best group first."""
    places, next_place = {}, 1
    for group in groups:
        for seat in group:
            places[seat] = next_place
        next_place += len(group)
    return places


def _by_key(seats, key):
    """Groups of seats sharing the same key, best (highest) key first."""
    groups = {}
    for seat in seats:
        groups.setdefault(key(seat), []).append(seat)
    return [groups[k] for k in sorted(groups, reverse=True)]


def _eliminated_groups(pos):
    return [[seat] for seat in reversed(pos.eliminated_seats())]


def named(places):
    return {SEAT_NAMES[s]: p for s, p in places.items()}


def survivors_share(pos):
    """A draw (and the last survivor, who is alone): survivors share the best place."""
    return _places([pos.living()] + _eliminated_groups(pos))


def qdan(pos):
    """Survivors by seats eliminated, then piece count (own board pieces, hand, dead kings
    of the seats they eliminated), then whose last elimination came later."""
    def key(seat):
        credited = [i for i, (_, c) in enumerate(pos.eliminated) if c == seat]
        victims = {pos.eliminated[i][0] for i in credited}
        pieces = sum(1 for p in pos.board if p is not None and (
            p.owner == seat or (p.dead_king and p.facing in victims)))
        pieces += sum(pos.hands[seat].values())
        return (len(credited), pieces, max(credited, default=-1))
    return _places(_by_key(pos.living(), key) + _eliminated_groups(pos))


def values_of(prof):
    """The profile's jishogi_values as {kind: points} (§9.3)."""
    return parse_kinds(prof["jishogi_values"], "points")


def piece_points(values, kind):
    """§9.3: a kind's points ("+R" for a dragon); "*" for every other kind, kings 0."""
    if kind == "K":
        return 0
    return values.get(kind, values.get("*", 0))


def jishogi_points(pos, seat, values=None):
    """Points of a seat's board pieces and hand (default: the built-in R=5 +R=5 B=5 +B=5 *=1)."""
    values = parse_kinds("R=5 +R=5 B=5 +B=5 *=1", "points") if values is None else values
    points = sum(piece_points(values, kind_key(p)) for p in pos.board
                 if p is not None and p.owner == seat)
    return points + sum(piece_points(values, k) * n for k, n in pos.hands[seat].items())


def jishogi(pos, values=None):
    return _places(_by_key(pos.living(), lambda s: jishogi_points(pos, s, values))
                   + _eliminated_groups(pos))


def declarer_wins(pos, declarer):
    """§9.4 declarer-wins: the declarer first, every other living seat second (sharing it),
    the eliminated below them as always."""
    others = [s for s in pos.living() if s != declarer]
    return _places([[declarer]] + ([others] if others else []) + _eliminated_groups(pos))


def doubles_elimination(pos):
    """The surviving pair shares first place, the eliminated pair second."""
    loser = pos.eliminated_seats()[-1]
    losers = {loser, (loser + 2) % 4}
    return {s: (2 if s in losers else 1) for s in pos.seats}

