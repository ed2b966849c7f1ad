"""Rule profiles: rules/profiles/NAME.yaml resolved through `extends:` on top of the
page-standard defaults (docs/profiles.md), then a case's options on top."""

import os

import yaml

DEFAULTS = {
    "turn_order": "check-priority", "king_safety": True, "king_capture": False,
    "mate_credit": "mover", "dead_board": "neutral", "dead_hand": "frozen",
    "end": "last-survivor", "ranking": "elimination-order", "repetition": "draw",
    "perpetual_check": "draw", "move_limit": 600, "move_limit_result": "draw",
    "declaration_from_ply": 0, "resignation": "own-turn", "pawn_drop_mate": "forbidden",
    "pawn_before_dead_king_must_promote": False, "three_on_one_ban": False, "mode": "singles",
    "doubles_rule": "none", "first_mover": "south",
    # chu shogi's parameters (docs/chu.md); this judge knows no chu and never reads them.
    "promotion": "federation", "lion_trading": "off", "bare_king": "off",
    # The rule constants that are parameters (docs/profiles.md); the reference plays the
    # built-in values: 4-fold repetition, the 5th occurrence illegal, R 5 points.
    "repetition_count": 4, "perpetual_illegal_count": 5, "declaration_pieces_in_zone": 0,
    "declaration_points_south": 0, "declaration_points_others": 0,
    "declaration_result": "jishogi-points", "impasse_points": 0,
    "jishogi_values": "R=5 +R=5 B=5 +B=5 *=1", "agreed_draw": True,
    "three_on_one_kinds": "R +R G S +S",
    # Issue 14's parameters (docs/rules.md §3.4, §3.5, §4.8-§4.10, §5.7, §5.8, §6.5). This judge
    # plays only their first (default) values so far; the keys are known so that requests,
    # which carry every parameter, are not refused.
    "turn_direction": "clockwise", "elimination_timing": "when-selected",
    "stalemate": "eliminated", "dead_king": "stays", "pawn_drop_mate_scope": "attacked-king",
    "pawn_drop_before_dead_king": "forbidden", "nifu_scope": "same-facing",
}

# Free text parameters: any string is accepted here (the C++ reader checks their grammar).
TEXT = {"jishogi_values", "three_on_one_kinds"}

WORDS = {
    "turn_order": {"check-priority", "clockwise"}, "mate_credit": {"mover", "checker"},
    "dead_board": {"neutral", "inherit", "to-credited-hand"}, "dead_hand": {"frozen", "to-credited"},
    "end": {"last-survivor", "two-eliminated"}, "ranking": {"elimination-order", "qdan"},
    "repetition": {"draw", "rank-and-end", "void", "none", "fourth-illegal"},
    "perpetual_check": {"draw", "illegal", "foul-then-illegal", "none", "checker-loses"},
    "move_limit_result": {"draw", "jishogi-points", "rank"},
    "declaration_result": {"jishogi-points", "declarer-wins"},
    "resignation": {"own-turn", "never", "only-two-alive"},
    "pawn_drop_mate": {"forbidden", "allowed"}, "mode": {"singles", "doubles"},
    "doubles_rule": {"qdan-no-attack-on-partner", "federation-immune-partner", "none"},
    "first_mover": {"south", "west", "north", "east"},
    "promotion": {"federation", "modern"}, "lion_trading": {"off", "protected", "always", "lishogi"},
    "bare_king": {"off", "on", "lishogi"},
    "turn_direction": {"clockwise", "counter-clockwise"},
    "elimination_timing": {"when-selected", "after-every-move"},
    "stalemate": {"eliminated", "concedes"}, "dead_king": {"stays", "removed"},
    "pawn_drop_mate_scope": {"attacked-king", "any-mated-seat", "next-seat"},
    "pawn_drop_before_dead_king": {"forbidden", "allowed"},
    "nifu_scope": {"same-facing", "all-owned-pawns"},
}

FOUR_PLAYER = ("federation", "king-capture", "page-standard", "qdan", "sdin")


class ProfileError(ValueError):
    pass


def _load(directory, name, depth=0):
    if depth > 32:
        raise ProfileError("extends chain too deep")
    with open(os.path.join(directory, name + ".yaml"), encoding="utf-8") as f:
        data = yaml.safe_load(f)
    params = {"variant": "yonin"}
    params.update(DEFAULTS)
    if "extends" in data:
        params = _load(directory, data["extends"], depth + 1)
    for key, value in data.items():
        if key not in ("name", "extends"):
            params[key] = value
    params["name"] = data["name"]
    return params


def check(params):
    """Raise ProfileError for a value outside its set or a contradiction (docs/profiles.md)."""
    for key, value in params.items():
        if key in ("name", "variant"):
            continue
        if key not in DEFAULTS:
            raise ProfileError("unknown parameter %s" % key)
        default = DEFAULTS[key]
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise ProfileError("%s must be true or false" % key)
        elif isinstance(default, int):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ProfileError("%s must be a whole number >= 0" % key)
        elif key in TEXT:
            if not isinstance(value, str):
                raise ProfileError("%s must be text" % key)
        elif value not in WORDS[key]:
            raise ProfileError("%s: bad value %r" % (key, value))
    if params["king_capture"] == params["king_safety"]:
        raise ProfileError("king_capture needs king_safety false, and the reverse")
    if params["mode"] == "doubles" and params["doubles_rule"] == "none":
        raise ProfileError("the profile has no doubles option")
    if params["mode"] == "doubles" and params["variant"] != "yonin":
        raise ProfileError("doubles needs four seats")
    if params["variant"] == "standard" and params["first_mover"] not in ("south", "north"):
        raise ProfileError("standard shogi has only south and north")
    if params["move_limit"] and params["declaration_from_ply"] >= params["move_limit"]:
        raise ProfileError("a declaration ply at or after the move limit")


def resolve(directory, name, options=None):
    """The resolved parameters of profile `name` with `options` on top; ProfileError when the
    result is not a valid profile (a case expects RECORD_BAD_PROFILE then)."""
    params = _load(directory, name)
    for key, value in (options or {}).items():
        if key in ("name", "variant", "extends"):
            raise ProfileError("%s cannot be overridden" % key)
        params[key] = value
    check(params)
    return params
