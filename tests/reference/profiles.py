"""Rule profiles: rules/profiles/NAME.yaml resolved through `extends:` on top of the
page-standard defaults (docs/rules.md §15), then a case's options on top."""

import os

import yaml

from parameters import table

# Every parameter, its valid values and its default (page-standard's column of docs/rules.md
# §15) come from data: tests/reference/parameters.py reads them from docs/rules.md and the
# engine's schema, and says which values the judge plays (table() reads them on first use).
# "*" in a case means these profiles: the four-player profiles of the rule sources. The profiles
# of other programs (tonykoval, ludii; docs/rules.md §4.8-§4.10, docs/conformance.md) are judged
# only where a case names them, as the corpus harness does.
FOUR_PLAYER = ("federation", "king-capture", "page-standard", "qdan", "sdin")
OTHER_PROGRAMS = ("ludii", "tonykoval")
CHU_PROFILES = ("chu", "chu-lishogi")


class ProfileError(ValueError):
    pass


def _load(directory, name, depth=0):
    if depth > 32:
        raise ProfileError("extends chain too deep")
    with open(os.path.join(directory, name + ".yaml"), encoding="utf-8") as f:
        data = yaml.safe_load(f)
    params = {"variant": "yonin"}
    params.update(table().defaults)
    if "extends" in data:
        params = _load(directory, data["extends"], depth + 1)
    for key, value in data.items():
        if key not in ("name", "extends"):
            params[key] = value
    params["name"] = data["name"]
    return params


def check(params):
    """Raise ProfileError for an unknown key, a value outside its set or a contradiction
    (docs/rules.md §15.2, docs/profiles.md); then Unsupported for a valid value the judge does
    not play (parameters.py)."""
    for key, value in params.items():
        if key in ("name", "variant"):
            continue
        problem = table().problem(key, value)
        if problem:
            raise ProfileError(problem)
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
    if params["repetition_count"] < 2:
        raise ProfileError("repetition_count under 2")
    if (params["perpetual_check"] == "foul-then-illegal"
            and params["perpetual_illegal_count"] <= params["repetition_count"]):
        raise ProfileError("perpetual_illegal_count not above repetition_count")
    table().unsupported(params)


def resolve(directory, name, options=None):
    """The resolved parameters of profile `name` with `options` on top; ProfileError when the
    result is not a valid profile (a case expects RECORD_BAD_PROFILE then), Unsupported when
    it is valid but has a value the judge does not play."""
    params = _load(directory, name)
    for key, value in (options or {}).items():
        if key in ("name", "variant", "extends"):
            raise ProfileError("%s cannot be overridden" % key)
        params[key] = value
    check(params)
    return params
